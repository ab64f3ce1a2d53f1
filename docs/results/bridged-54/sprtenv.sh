#!/bin/bash
# Round fifty-four: a lab switch (ENV, e.g. HEXBFS_BRIDGED=1) against the same binary without,
# 11x11 at 0.3 s a move, two games at a time, under the lock, until END (UTC).
SEED=${SEED:-1}; END=${END:-23:59}
CAND=${CAND:-/tmp/s54/candC}
out=${OUT:?}
mkdir -p $(dirname $out)
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout \$(( \$(date -d $END +%s) - \$(date +%s) )) $CAND/hexbfs-match -e 'cand=env $ENV $CAND/hexbfs --time 0.3' -e 'base=$CAND/hexbfs --time 0.3' --size 11 -j 2 --timeout 10 --sprt elo0=0,elo1=30 --rounds 3 --seed $SEED --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
