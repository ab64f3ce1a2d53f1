#!/bin/sh
# Untimed node counts: the built-in bench with each form of the leaf.
for f in 0 1 2; do
  echo "== --disjoint-chains $f  $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)"
  nice -n 10 /tmp/strength13/hexbfs --disjoint-chains $f bench
done
