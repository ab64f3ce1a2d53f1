#!/usr/bin/env bash
# Round seventeen: main 45c605a (the weighed two-distance on by default) against Wolve, 9x9, 1 s.
cd /work/main
out=/tmp/lead17/wolve9
echo "start $(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/')" > /tmp/lead17/wolve9-load.txt
/tmp/lead17/bin/hexbfs-match -e "hexbfs=/tmp/lead17/bin/hexbfs --time 1" \
  -e "wolve=/opt/benzene/bin/wolve" --setup "wolve=param_wolve max_time 1" --size 9 \
  --openings docs/results/openings/9x9-wolve-20.txt --timeout 10 -j 1 --out $out
echo "end $(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/')" >> /tmp/lead17/wolve9-load.txt
