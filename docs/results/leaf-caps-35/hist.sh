#!/bin/bash
# usage: hist.sh SIZE DEPTH TSV NMOVES
# The first 12 games of TSV, each cut after NMOVES moves; genmove at a fixed DEPTH (solver off)
# with BIN = main 1de5475 built with hist.patch, which prints the cumulative histograms of the
# leaf's raw two-distance difference (pot) and chain-cell difference (cells) on stderr;
# the sums over the 12 searches.
BIN=${BIN:-/tmp/s35/wt/target/release/hexbfs}
size=$1; depth=$2; tsv=$3; n=$4
grep -v "^#" $tsv | head -12 | while IFS=$'\t' read -r id open b w winner col how moves; do
  { echo "boardsize $size"; echo $moves | tr ' ' '\n' | head -$n | sed -E 's/^B(.*)/play b \1/; s/^W(.*)/play w \1/'; 
    if [ $((n % 2)) = 0 ]; then echo "genmove b"; else echo "genmove w"; fi; echo quit; } | $BIN --depth $depth --time 100 --solver-share 0 --solver-check 0 2>&1 >/dev/null | grep HIST | tail -2
done | awk '{for(i=3;i<=NF;i++){split($i,a,":"); h[$2" "a[1]]+=a[2]}} END {for (k in h) print k, h[k]}' | sort -k1,1 -k2n
