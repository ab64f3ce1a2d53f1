#!/usr/bin/env bash
# Round nineteen: the fast gauge against Wolve on 11x11: hexbfs at 0.1 s against Wolve at max_time 0.1,
# every 1-move opening with both colours (242 games).
cd /work/main
out=/tmp/lead19/gauge/$1; shift
bin=/tmp/lead19/bin
echo "start $(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/')" > $out.load
$bin/hexbfs-match -e "hexbfs=$bin/hexbfs --time 0.1 $*" \
  -e "wolve=/opt/benzene/bin/wolve" --setup "wolve=param_wolve max_time 0.1" --size 11 \
  --openings all --timeout 10 -j 1 --out $out
echo "end $(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/')" >> $out.load
