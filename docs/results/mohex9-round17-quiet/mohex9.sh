#!/usr/bin/env bash
# The lead's quiet MoHex 9x9 rerun of round seventeen: the merge integ17's binary (the weighed two-distance default), 40 games.
cd /work/main
out=/tmp/lead17/mohex9-quiet
echo "start $(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/')" > /tmp/lead17/mohex9-quiet-load.txt
/tmp/lead17/bin-integ/hexbfs-match -e "hexbfs=/tmp/lead17/bin-integ/hexbfs --time 1" -e "mohex=/opt/benzene/bin/mohex" \
  --setup "mohex=param_mohex max_time 1" --size 9 \
  --openings docs/results/openings/9x9-wolve-20.txt --timeout 10 -j 1 --out $out
echo "end $(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/')" >> /tmp/lead17/mohex9-quiet-load.txt
