#!/usr/bin/env bash
# The lead's MoHex 11x11 run of round sixteen: main 18cd610's binary, 40 games.
cd /work/main
out=/tmp/lead16/mohex11-round16
echo "start $(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/')" > /tmp/lead16/mohex11-load.txt
/tmp/lead16/bin/hexbfs-match -e "hexbfs=/tmp/lead16/bin/hexbfs --time 1" -e "mohex=/opt/benzene/bin/mohex" \
  --setup "mohex=param_mohex max_time 1" --size 11 \
  --openings docs/results/openings/11x11-wolve-20.txt --timeout 10 -j 1 --out $out
echo "end $(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/')" >> /tmp/lead16/mohex11-load.txt
