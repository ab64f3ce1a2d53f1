#!/usr/bin/env bash
# After queue3: the other 25 distinct 8x8 openings (rows 1 to 4 hold one of each half-turn pair), 60 s each.
while pgrep -f queue3.sh > /dev/null; do sleep 10; done
cd /work/wt30
cells8=a1,b1,c1,d1,e1,f1,g1,h1,a2,b2,c2,d2,e2,f2,h2,a3,b3,c3,d3,h3,a4,b4,d4,g4,h4
flock /tmp/hexbfs-cpu.lock bash -c "
  echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > /tmp/s30/solve/load8b.txt
  python3 scripts/solve-openings.py --size 8 --limit 60 --cells $cells8 \
    --engine hexbfs=/tmp/s30/bin/hexbfs > /tmp/s30/solve/table8b.md 2> /tmp/s30/solve/table8b.err
  echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> /tmp/s30/solve/load8b.txt
"
