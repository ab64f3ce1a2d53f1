#!/usr/bin/env bash
# Round nineteen: calibration of a fast gauge against Wolve, 9x9: hexbfs 0.1 s against Wolve at $1 s.
cd /work/main
t=$1; out=/tmp/lead19/gauge/cal-$t
echo "start $(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/')" > $out.load
/tmp/lead19/bin/hexbfs-match -e "hexbfs=/tmp/lead19/bin/hexbfs --time 0.1" \
  -e "wolve=/opt/benzene/bin/wolve" --setup "wolve=param_wolve max_time $t" --size 9 \
  --openings docs/results/openings/9x9-wolve-20.txt --timeout 10 -j 1 --out $out
echo "end $(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/')" >> $out.load
