#!/bin/sh
# Untimed: the Wolve suite at depth D with each form of the leaf.
D=${1:-6}
cd /work/wt/strength13
for f in 0 1 2; do
  echo "== depth $D --disjoint-chains $f start $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)" >&2
  nice -n 10 scripts/suite.py -j 2 --engine "/tmp/strength13/hexbfs --depth $D --time 1000 --disjoint-chains $f" docs/results/suite-wolve/positions.txt > /tmp/strength13/suite-d$D-f$f.txt
  tail -3 /tmp/strength13/suite-d$D-f$f.txt >&2
done
echo "end $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)" >&2
