#!/bin/bash
# The strength table of docs/strength.md: combined and alphabeta vs rules, rules vs
# random, every 1-move opening with colours reversed, 0.05 s per move.
# Usage: scripts/strength-table.sh SIZE [BINARY] [OUTDIR]
set -e
size=$1; bin=${2:-target/release/hexbfs}; out=${3:-match-out/strength}
for pair in "combined rules" "alphabeta rules" "rules random"; do
  set -- $pair
  target/release/hexbfs-match -e "$1=$bin --level $1 --time 0.05" -e "$2=$bin --level $2 --time 0.05" \
    --size "$size" -j 1 --timeout 5 --out "$out/$1-$2-$size"
done
