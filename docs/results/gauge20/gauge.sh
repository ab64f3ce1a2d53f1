#!/usr/bin/env bash
# Rounds twenty and twenty-one (GAUGE_DIR: the runs' folder): the fast gauge against Wolve, 9x9, every 1-move opening with both colours:
# hexbfs at 0.1 s a move (extra args: $2...) against Wolve at max_time 0.1 (WTIME). Output folder: $1.
cd /work/main
out=${GAUGE_DIR:-/tmp/lead20/gauge}/$1; shift
bin=${BIN:-/tmp/lead20/bin}
echo "start $(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/')" > $out.load
$bin/hexbfs-match -e "hexbfs=$bin/hexbfs --time ${TIME:-0.1} $*" \
  -e "wolve=/opt/benzene/bin/wolve" --setup "wolve=param_wolve max_time ${WTIME:-0.1}" --size 9 \
  --openings ${OPENINGS:-all} --rounds ${ROUNDS:-1} --seed ${SEED:-1} --timeout 10 -j 1 --out $out
echo "end $(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/')" >> $out.load
