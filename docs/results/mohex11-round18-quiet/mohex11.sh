#!/usr/bin/env bash
# The lead's quiet MoHex 11x11 rerun of round eighteen: main 0b4dcf0's binary (the weighed two-distance default), 40 games.
cd /work/main
out=/tmp/lead18/mohex11-quiet
echo "start $(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/')" > /tmp/lead18/mohex11-quiet-load.txt
/tmp/lead18/bin/hexbfs-match -e "hexbfs=/tmp/lead18/bin/hexbfs --time 1" -e "mohex=/opt/benzene/bin/mohex" \
  --setup "mohex=param_mohex max_time 1" --size 11 \
  --openings docs/results/openings/11x11-wolve-20.txt --timeout 10 -j 1 --out $out
echo "end $(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/')" >> /tmp/lead18/mohex11-quiet-load.txt
