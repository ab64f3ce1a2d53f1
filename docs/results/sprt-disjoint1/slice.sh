#!/bin/sh
# The rest of helper strength13's slice (round thirteen), taken with flock -n
# (nobody waiting): --disjoint-chains 1 on and off in the same binary as
# sprt-disjoint (sha256 in ../sprt-disjoint/binary.txt), 9x9 at 0.1 s.
out=/work/wt/strength13/docs/results/sprt-disjoint1
flock -n /tmp/hexbfs-cpu.lock sh -c "
  echo \"lock taken \$(date -u +%H:%M:%S) \$(uptime)\" >> $out/load.txt
  (while true; do echo \"\$(date -u +%H:%M:%S) \$(cut -d' ' -f1-3 /proc/loadavg)\" >> $out/load-minutes.txt; sleep 60; done) &
  mon=\$!
  timeout 900 /tmp/strength13/hexbfs-match \
    -e 'new=/tmp/strength13/hexbfs --time 0.1 --disjoint-chains 1' \
    -e 'base=/tmp/strength13/hexbfs --time 0.1' \
    --size 9 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --out $out > $out/summary.txt 2>&1
  echo \"match ended rc=\$? \$(date -u +%H:%M:%S) \$(uptime)\" >> $out/load.txt
  kill \$mon
" || echo "lock busy $(date -u)"
