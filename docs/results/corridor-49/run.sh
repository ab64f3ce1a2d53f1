#!/bin/sh
# Round forty-nine's corridor passes (docs/vc.md, "Round forty-nine"), from the
# repository root with main 69282c7 plus corridor.patch built into BIN (one pass
# each, in this order, under the lock). The printed lines are in results.txt.
BIN=${BIN:-target/release/hexbfs}
G="/work/shared/games/vs-wolve-1s/9x9/*.sgf /work/shared/games/vs-wolve-1s/11x11/*.sgf"
for k in none 0 1 2 3 4; do
  a=""; [ "$k" != none ] && a="--corridor $k"
  echo "== corridor $k"
  flock /tmp/hexbfs-cpu.lock python3 scripts/vc-vs-benzene.py --step 4 --fill $a --hexbfs "$BIN" $G | grep -v miss
done
for k in 1 2 3; do
  echo "== bridge corridor $k"
  HEXBFS_CORRIDOR_BRIDGE=1 flock /tmp/hexbfs-cpu.lock python3 scripts/vc-vs-benzene.py --step 4 --fill --corridor $k --hexbfs "$BIN" $G | grep -v miss
done
