#!/bin/bash
# fd.sh NAME DEPTH ARGS...: fixed-depth self-play, 9x9, every 1-move opening twice with the
# colours reversed, the candidate settings ARGS against today's default leaf, the same binary.
NAME=$1; D=$2; shift 2
BIN=${BIN:-/tmp/strength17/bin/hexbfs}
OUT=/tmp/strength17/fd$D-$NAME
nice -n 10 /tmp/strength17/bin/hexbfs-match -e "$NAME=$BIN --depth $D --time 1000 $*" \
  -e "base=$BIN --depth $D --time 1000" --size 9 -j 1 --timeout 60 --rounds 1 --out $OUT > $OUT.txt 2> $OUT.err
