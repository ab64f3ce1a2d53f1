#!/usr/bin/env bash
# After the Wolve 9x9 runs: the 7x7 and 8x8 openings timed beside MoHex, then MoHex 11x11 at 1 s.
# /tmp/s30/bin: branch round30's release build (solver_share 40 by default).
while [ ! -e /tmp/s30/wolve/default-9.done ]; do sleep 10; done
cd /work/wt30
cells7=a1,b1,c1,d1,e1,f1,g1,a2,b2,c2,d2,e2,f2,g2,a3,b3,c3,d3,e3,f3,g3,a4,b4,c4,d4,e4,f4,g4
flock /tmp/hexbfs-cpu.lock bash -c "
  echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > /tmp/s30/solve/load7.txt
  python3 scripts/solve-openings.py --size 7 --limit 30 --cells $cells7 \
    --engine hexbfs=/tmp/s30/bin/hexbfs --engine mohex=/opt/benzene/bin/mohex > /tmp/s30/solve/table7.md 2> /tmp/s30/solve/table7.err
  echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> /tmp/s30/solve/load7.txt
  echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > /tmp/s30/solve/load8.txt
  python3 scripts/solve-openings.py --size 8 --limit 60 --cells f3,c4,e4,b7,e3,g3,f4 \
    --engine hexbfs=/tmp/s30/bin/hexbfs > /tmp/s30/solve/table8.md 2> /tmp/s30/solve/table8.err
  echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> /tmp/s30/solve/load8.txt
"
mkdir -p /tmp/s30/mohex
flock /tmp/hexbfs-cpu.lock bash -c "
  echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > /tmp/s30/mohex/mohex11.load
  /tmp/s30/bin/hexbfs-match -e 'hexbfs=/tmp/s30/bin/hexbfs --time 1' -e mohex=/opt/benzene/bin/mohex \
    --setup 'mohex=param_mohex max_time 1' --size 11 \
    --openings /work/wt30/docs/results/openings/11x11-wolve-20.txt --timeout 10 -j 1 \
    --out /tmp/s30/mohex/mohex11 > /tmp/s30/mohex/mohex11.out 2>&1
  echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> /tmp/s30/mohex/mohex11.load
"
