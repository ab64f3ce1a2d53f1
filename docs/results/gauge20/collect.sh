#!/usr/bin/env bash
# Round twenty: copies each finished gauge run's results.tsv, summary and load lines
# from /tmp/lead20/gauge into this folder (the games themselves are not kept).
cd /tmp/lead20/gauge
for d in */; do
  d=${d%/}; [ -e $d.done ] || continue
  mkdir -p /work/main/docs/results/gauge20/$d
  cp $d/results.tsv /work/main/docs/results/gauge20/$d/
  cp $d.load /work/main/docs/results/gauge20/$d/load.txt
  sed -n '/^engine /,$p' $d.out > /work/main/docs/results/gauge20/$d/summary.txt
done
