#!/usr/bin/env bash
# After queue2: the 7x7 openings again (hexbfs alone), a second hold for the 10 s target.
while pgrep -f queue2.sh > /dev/null; do sleep 10; done
cd /work/wt30
cells7=a1,b1,c1,d1,e1,f1,g1,a2,b2,c2,d2,e2,f2,g2,a3,b3,c3,d3,e3,f3,g3,a4,b4,c4,d4,e4,f4,g4
flock /tmp/hexbfs-cpu.lock bash -c "
  echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > /tmp/s30/solve/load7b.txt
  python3 scripts/solve-openings.py --size 7 --limit 30 --cells $cells7 \
    --engine hexbfs=/tmp/s30/bin/hexbfs > /tmp/s30/solve/table7b.md 2> /tmp/s30/solve/table7b.err
  echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> /tmp/s30/solve/load7b.txt
"
