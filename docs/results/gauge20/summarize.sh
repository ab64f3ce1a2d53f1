#!/usr/bin/env bash
# Round twenty: each finished gauge run's score, load and its paired comparison with the
# default run of the same binary (docs/results/gauge19/paired.py).
cd /tmp/lead20/gauge
for d in */; do
  d=${d%/}; [ -e $d.done ] || continue
  score=$(awk '$1=="hexbfs" && $2=="162" || $1=="hexbfs" && $2 ~ /^[0-9]+$/ {print $3, $4}' $d.out | tail -1)
  echo "== $d: $score  $(tr '\n' ' ' < $d.load)"
  [ $d = default ] || python3 /work/main/docs/results/gauge19/paired.py ${BASE:-default} $d
done
