#!/usr/bin/env bash
# Rounds twenty and twenty-one (GAUGE_DIR: the runs' folder): copies each finished gauge run's results.tsv, summary and load lines
# from /tmp/lead20/gauge into this folder (the games themselves are not kept).
cd ${GAUGE_DIR:-/tmp/lead20/gauge}
for d in */; do
  d=${d%/}; [ -e $d.done ] || continue
  mkdir -p ${RESULTS:-/work/main/docs/results/gauge20}/$d
  cp $d/results.tsv ${RESULTS:-/work/main/docs/results/gauge20}/$d/
  cp $d.load ${RESULTS:-/work/main/docs/results/gauge20}/$d/load.txt
  sed -n '/^engine /,$p' $d.out > ${RESULTS:-/work/main/docs/results/gauge20}/$d/summary.txt
done
