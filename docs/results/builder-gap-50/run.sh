#!/bin/sh
# Round fifty's study of Benzene's builder against hexbfs's at the positions where hexbfs lost
# to Wolve (docs/vc.md and docs/strength.md, "Round fifty"), from the repository root. BIN is the
# round's release build of hexbfs (with `vc_mustplay ... narrowing`); none of these is timed
# except narrower.py's totals (those passes ran under the lock, nothing else running).
BIN=${BIN:-target/release/hexbfs}
D=docs/results/builder-gap-50
G=docs/results/mustplay-gap-49
for t in 11 9; do
  python3 $D/patterns.py $G/gap-$t.tsv > $D/patterns-$t.txt
  python3 $D/fills.py --hexbfs "$BIN" $G/gap-$t.tsv > $D/fills-$t.txt
done
# The narrowing rows of docs/vc.md's table (this round's code; the round measured them with
# and-over-edge.patch's HEXBFS_INTER=1 switch on 3e964b1, the same rule):
flock /tmp/hexbfs-cpu.lock python3 $G/narrower.py --hexbfs "$BIN" $G/gap-11.tsv "fill" "fill narrowing" \
  "fill narrowing limits 12 24 256 32 6" "fill narrowing limits 12 24 64 32 6" "fill narrowing limits 24 48 256 32 6"
# The coverage rows (vc_edges's own limits, then the candidate's):
G2="/work/shared/games/vs-wolve-1s/9x9/*.sgf /work/shared/games/vs-wolve-1s/11x11/*.sgf"
for a in "" "--narrowing" "--narrowing --limits '12 24 64 32 6'"; do
  eval flock /tmp/hexbfs-cpu.lock python3 scripts/vc-vs-benzene.py --step 4 --fill $a --hexbfs "$BIN" $G2 | grep -v miss
done
