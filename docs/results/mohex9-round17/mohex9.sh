#!/usr/bin/env bash
# The lead's MoHex 9x9 run of round seventeen: main 45c605a (the weighed two-distance on by default), 40 games.
cd /work/main
out=/tmp/lead17/mohex9-round17
echo "start $(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/')" > /tmp/lead17/mohex9-load.txt
/tmp/lead17/bin/hexbfs-match -e "hexbfs=/tmp/lead17/bin/hexbfs --time 1" -e "mohex=/opt/benzene/bin/mohex" \
  --setup "mohex=param_mohex max_time 1" --size 9 \
  --openings docs/results/openings/9x9-wolve-20.txt --timeout 10 -j 1 --out $out
echo "end $(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/')" >> /tmp/lead17/mohex9-load.txt
