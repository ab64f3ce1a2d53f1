#!/usr/bin/env bash
# Round eighteen: the merge's binary with `--order map-potential --order-plies 3` (9x9 self-play H1) against Wolve, 9x9, 1 s.
cd /work/main
out=/tmp/lead18/wolve9
echo "start $(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/')" > /tmp/lead18/wolve9-load.txt
/tmp/lead18/bin18/hexbfs-match -e "hexbfs=/tmp/lead18/bin18/hexbfs --time 1 --order map-potential --order-plies 3" \
  -e "wolve=/opt/benzene/bin/wolve" --setup "wolve=param_wolve max_time 1" --size 9 \
  --openings docs/results/openings/9x9-wolve-20.txt --timeout 10 -j 1 --out $out
echo "end $(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/')" >> /tmp/lead18/wolve9-load.txt
