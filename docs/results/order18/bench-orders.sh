#!/bin/bash
# bench-orders.sh: the bench's node counts (nodes to each position's fixed depth, one
# thread: deterministic) with each move order; counts only, outside the lock, nice 19.
BIN=/tmp/order18/bin/hexbfs
OUT=${OUT:-/tmp/order18/bench}
mkdir -p "$OUT"
for args in "" "--order potential" "--order map-potential" "--order both" \
    "--order potential --order-plies 1" "--order both --order-plies 1" \
    "--order potential --order-plies 3" "--order both --order-plies 3" \
    "--order map-potential --order-plies 3"; do
  name=$(echo "map $args" | sed "s/--order-plies /p/; s/--order //; s/ /-/g; s/^map-//")
  name=${name:-map}
  nice -n 19 $BIN $args bench > "$OUT/$name.txt"
  echo "$name $(grep signature "$OUT/$name.txt")"
done
