#!/usr/bin/env bash
# Round nineteen: how much 3x the time gives in self-play, 9x9, every 1-move opening with both colours.
cd /work/main
out=/tmp/lead19/gauge/selfscale
bin=/tmp/lead19/bin
echo "start $(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/')" > $out.load
$bin/hexbfs-match -e "t03=$bin/hexbfs --time 0.3" -e "t01=$bin/hexbfs --time 0.1" --size 9 \
  --openings all --timeout 10 -j 1 --out $out
echo "end $(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/')" >> $out.load
