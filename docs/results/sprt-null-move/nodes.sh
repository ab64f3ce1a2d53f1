#!/bin/bash
# The last depth's log line of `genmove` on each 9x9 and 11x11 position of
# src/bench-positions.txt, searched to the position's own depth, untimed.
# Run from the repository's root: nodes.sh BIN [FLAGS...], e.g.
#   docs/results/sprt-null-move/nodes.sh target/release/hexbfs --null-move 2
BIN=$1; shift
htp=$(mktemp)
grep -E '^(9x9|11x11)' src/bench-positions.txt | while read -r name size depth moves; do
  { echo "boardsize $size"; c=b; for m in $moves; do echo "play $c $m"; [ $c = b ] && c=w || c=b; done
    echo "genmove $c"; echo quit; } > "$htp"
  line=$(RUST_LOG=info nice "$BIN" --depth "$depth" --time 1000 "$@" < "$htp" 2>&1 |
    grep "depth *$depth " | tail -1 | sed 's/.*depth/depth/')
  echo "$name $line"
done
rm -f "$htp"
