#!/bin/bash
# Round fifty-five: the MoHex-fitted patterns at a fixed depth (the leaf's worth without its cost).
SEED=${SEED:-1}; PAT=${PAT:-32,4}; D=${D:-4}; N=${N:-200}
CAND=${CAND:-/tmp/s55/cand}
out=${OUT:-/tmp/s55/fd}/p${PAT/,/-}-d$D-seed$SEED
mkdir -p $(dirname $out)
flock /tmp/hexbfs-cpu.lock $CAND/hexbfs-match -e "pat=env HEXBFS_PATTERNS=$PAT $CAND/hexbfs --depth $D --time 100" -e "base=$CAND/hexbfs --depth $D --time 100" --size 11 -j 2 --timeout 120 --rounds 1 --sprt elo0=0,elo1=30 --seed $SEED --out $out > $out.out 2>&1
