#!/bin/sh
# The timed run under the CPU lock (docs/vc.md, round fifteen).
cd /work/wt/ladder15
echo "start $(date -u) $(uptime)"
flock /tmp/hexbfs-cpu.lock sh -c '
echo "locked $(date -u) $(uptime)"
timeout 420 python3 scripts/solve-openings.py --size 7 --limit 10 --cells a4,a3,g2,b4,g1,a2,g3 \
  --engine ladder15=/tmp/ladder15/bin/hexbfs --engine ladders-on=/tmp/ladder15/bin/hexbfs-ladders-on \
  --engine main=/tmp/ladder15/bin/hexbfs-main
echo "end $(date -u) $(uptime)"'
