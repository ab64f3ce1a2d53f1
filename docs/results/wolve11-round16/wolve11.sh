#!/usr/bin/env bash
# Round sixteen: strength16's weighed two-distance (--potential-weight 32 --potential-cap 3) against Wolve, 11x11, 1 s.
cd /work/main
out=/tmp/lead16/wolve11-potweight
echo "start $(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/')" > /tmp/lead16/wolve11-load.txt
/tmp/lead16/bin/hexbfs-match -e "hexbfs=/tmp/lead16/bin/hexbfs-s16 --time 1 --potential-weight 32 --potential-cap 3" \
  -e "wolve=/opt/benzene/bin/wolve" --setup "wolve=param_wolve max_time 1" --size 11 \
  --openings docs/results/openings/11x11-wolve-20.txt --timeout 10 -j 1 --out $out
echo "end $(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/')" >> /tmp/lead16/wolve11-load.txt
