#!/bin/bash
# Round fifty-four: a lab switch (ENV, e.g. HEXBFS_BRIDGED=1) at a fixed depth D, 11x11, one round of openings, SPRT.
SEED=${SEED:-1}; D=${D:-4}; SIZE=${SIZE:-11}
CAND=${CAND:-/tmp/s54/candC}
out=${OUT:?}
mkdir -p $(dirname $out)
flock /tmp/hexbfs-cpu.lock $CAND/hexbfs-match -e "cand=env $ENV $CAND/hexbfs --depth $D --time 100 $ARGS" -e "base=$CAND/hexbfs --depth $D --time 100 $ARGS" --size $SIZE -j 2 --timeout 120 --rounds 1 --sprt elo0=0,elo1=30 --seed $SEED --out $out > $out.out 2>&1
