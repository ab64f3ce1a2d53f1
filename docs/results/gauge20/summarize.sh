#!/usr/bin/env bash
# Rounds twenty and twenty-one (GAUGE_DIR: the runs' folder): each finished gauge run's score, load and its paired comparison with the
# default run of the same binary (docs/results/gauge19/paired.py).
cd ${GAUGE_DIR:-/tmp/lead20/gauge}
for d in */; do
  d=${d%/}; [ -e $d.done ] || continue
  score=$(awk '$1=="hexbfs" && $2=="162" || $1=="hexbfs" && $2 ~ /^[0-9]+$/ {print $3, $4}' $d.out | tail -1)
  echo "== $d: $score  $(tr '\n' ' ' < $d.load)"
  [ $d = default ] || python3 /work/main/docs/results/gauge19/paired.py ${BASE:-default} $d
done
