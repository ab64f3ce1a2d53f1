#!/usr/bin/env bash
# The solver share's self-play SPRT over all its runs (seeds 1 to 6), added up by
# `hexbfs-match merge` (which adds runs of other seeds since round thirty).
# Usage: bash docs/results/sprt-share40-30/all.sh [HEXBFS_MATCH]   (from the repository root)
# Round twenty-eight's run (seed 1) named its binary /tmp/lead28/bin; rounds twenty-nine and
# thirty /tmp/s29/bin, the same genmove code, so its engine lines are rewritten to match.
set -e
m=${1:-target/release/hexbfs-match}
r=docs/results
tmp=$(mktemp -d)
sed 's#/tmp/lead28/bin#/tmp/s29/bin#' $r/sprt-share40-28/results.tsv > $tmp/seed1.tsv
# Seed 6 up to the game where the sum first left the bounds (its 237th); the watcher,
# which looks every 20 s, stopped the run two games later.
{ grep '^#' $r/sprt-share40-30/seed6/results.tsv; grep -v '^#' $r/sprt-share40-30/seed6/results.tsv | head -n 237; } > $tmp/seed6-at-bound.tsv
runs="$tmp/seed1.tsv $r/sprt-share40-29/seed2 $r/sprt-share40-29/seed3 $r/sprt-share40-29/seed4 $r/sprt-share40-29/seed5"
echo "== at the bound"
$m merge $runs $tmp/seed6-at-bound.tsv
echo "== every game played"
$m merge $runs $r/sprt-share40-30/seed6
rm -r $tmp
