#!/bin/sh
# The SPRT slice of helper strength13 (round thirteen): --disjoint-chains 2
# on and off in the same binary (the tree of commit 2a6d001, built at
# 14:46 UTC just before it was committed; /tmp/strength13/hexbfs), 9x9 at 0.1 s, under the lock.
out=/work/wt/strength13/docs/results/sprt-disjoint
flock /tmp/hexbfs-cpu.lock sh -c "
  echo \"lock taken \$(date -u +%H:%M:%S) \$(uptime)\" >> $out/load.txt
  (while true; do echo \"\$(date -u +%H:%M:%S) \$(cut -d' ' -f1-3 /proc/loadavg)\" >> $out/load-minutes.txt; sleep 60; done) &
  mon=\$!
  timeout 1500 /tmp/strength13/hexbfs-match \
    -e 'new=/tmp/strength13/hexbfs --time 0.1 --disjoint-chains 2' \
    -e 'base=/tmp/strength13/hexbfs --time 0.1' \
    --size 9 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --out $out > $out/summary.txt 2>&1
  echo \"match ended rc=\$? \$(date -u +%H:%M:%S) \$(uptime)\" >> $out/load.txt
  kill \$mon
"
