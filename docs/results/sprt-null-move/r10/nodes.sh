#!/bin/bash
# Round ten's node counts: on each 9x9 and 11x11 position of
# src/bench-positions.txt (SIZES="9x9" for 9x9 only), `genmove` searched to
# depth D untimed; prints the last depth's log line and the interior
# connections' line (builds, time). Run from the repository's root:
#   nodes.sh BIN D [FLAGS...], e.g.
#   HEXBFS_NM_EXP=4 docs/results/sprt-null-move/r10/nodes.sh BIN 7 --null-move 2
# (HEXBFS_NM_EXP picks a variant in a binary built with variants.patch.)
BIN=$1; D=$2; shift 2
htp=$(mktemp)
grep -E "^(${SIZES:-9x9|11x11})" src/bench-positions.txt | while read -r name size depth moves; do
  { echo "boardsize $size"; c=b; for m in $moves; do echo "play $c $m"; [ $c = b ] && c=w || c=b; done
    echo "genmove $c"; echo quit; } > "$htp"
  out=$(RUST_LOG=info nice -n 10 "$BIN" --depth "$D" --time 1000 "$@" < "$htp" 2>&1)
  line=$(echo "$out" | grep "depth *$D " | tail -1 | sed 's/.*depth/depth/')
  ic=$(echo "$out" | grep "interior connections" | tail -1 | sed 's/.*interior connections: //' | cut -d';' -f1)
  echo "$name $line | $ic"
done
rm -f "$htp"
