#!/bin/sh
# Round forty-nine's study of where the lost games against Wolve end (docs/strength.md,
# "Round forty-nine"), from the repository root; BIN is the round's release build of hexbfs
# (the one with `vc_mustplay ... probe` and `--root-wide`), MOHEX the plain MoHex binary.
BIN=${BIN:-target/release/hexbfs}
MOHEX=${MOHEX:-/opt/benzene/src/build/src/mohex/mohex}
D=docs/results/mustplay-gap-49
# 1. The first position of each lost game where the opponent has a semi (not timed).
python3 $D/gap.py --hexbfs "$BIN" docs/results/wolve-round4[5678]/*11*/results.tsv > $D/gap-11.tsv
python3 $D/gap.py --hexbfs "$BIN" docs/results/wolve-round4[67]/*9*/results.tsv > $D/gap-9.tsv
# 2. MoHex's value there, 2 s a position (this round asked it in two passes, see
#    docs/strength.md; one pass over the final tables gives the same kind of file).
flock /tmp/hexbfs-cpu.lock python3 $D/mohex.py 2 $D/gap-11.tsv "$MOHEX" > $D/mohex-11.tsv
flock /tmp/hexbfs-cpu.lock python3 $D/mohex.py 2 $D/gap-9.tsv "$MOHEX" > $D/mohex-9.tsv
python3 $D/join.py $D/gap-11.tsv $D/mohex-11.tsv > $D/joined-11.tsv
python3 $D/join.py $D/gap-9.tsv $D/mohex-9.tsv > $D/joined-9.tsv
# 3. Which of hexbfs's own mustplays leave the losing moves out.
for t in 11 9; do
  flock /tmp/hexbfs-cpu.lock python3 $D/narrower.py --hexbfs "$BIN" $D/gap-$t.tsv "" "fill" "fill probe" \
    "fill limits 24 48 256 32 6" "fill probe limits 24 48 256 32 6" > $D/narrower-$t.tsv
done
# (the passes of narrower-more.txt: the settings named there, over gap-11.tsv)
# 4. hexbfs's move again there, with and without the root's wider build.
flock /tmp/hexbfs-cpu.lock python3 $D/replay.py "$BIN" $D/gap-11.tsv "--time 1" "--time 1 --root-wide 1" > $D/replay-11.tsv
