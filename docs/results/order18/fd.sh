#!/bin/bash
# fd.sh NAME DEPTH ARGS...: fixed-depth self-play, 9x9, every 1-move opening twice with
# the colours reversed, the candidate order (ARGS) against the default, the same binary.
# Counts only (deterministic): outside the lock, nice 19, -j 1.
NAME=$1; D=$2; shift 2
BIN=/tmp/order18/bin/hexbfs
OUT=/tmp/order18/fd$D-$NAME
nice -n 19 /tmp/order18/bin/hexbfs-match -e "$NAME=$BIN --depth $D --time 1000 $*" \
  -e "base=$BIN --depth $D --time 1000" --size 9 -j 1 --timeout 60 --rounds 1 \
  --out "$OUT" > "$OUT.txt" 2> "$OUT.err"
