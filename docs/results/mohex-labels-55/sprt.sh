#!/bin/bash
# Round fifty-five: the MoHex-fitted local patterns (fit M) in the leaf (HEXBFS_PATTERNS=step,cap on the
# lab build) against the same binary without, 11x11 at 0.3 s, two games at a time, until END.
SEED=${SEED:-1}; END=${END:-23:59}; PAT=${PAT:-8,1}
CAND=${CAND:-/tmp/s55/cand}
out=${OUT:-${OUT:-/tmp/s55/sprt}}/p${PAT/,/-}-seed$SEED
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout \$(( \$(date -d $END +%s) - \$(date +%s) )) $CAND/hexbfs-match -e 'pat=env HEXBFS_PATTERNS=$PAT $CAND/hexbfs --time 0.3' -e 'base=$CAND/hexbfs --time 0.3' --size 11 -j 2 --timeout 10 --sprt elo0=0,elo1=30 --rounds 3 --seed $SEED --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
