#!/bin/bash
# cmpd.sh NEW_BIN TAG: compare digests + counts with baseline, fresh and parent
# positions: python3 docs/results/vc9/positions.py /work/shared/games/vs-wolve-1s/9x9/*.sgf /work/shared/games/vs-wolve-1s/11x11/*.sgf > /tmp/vc14/positions
B=$1; T=$2
VC_PROBE_DIGEST=1 nice -n 10 $B < /tmp/vc14/positions > /tmp/vc14/d.$T.fresh.txt
VC_PROBE_DIGEST=1 VC_PROBE_PARENT=1 nice -n 10 $B < /tmp/vc14/positions > /tmp/vc14/d.$T.parent.txt
strip() { sed -E 's/ time [0-9.]+ ms//; s/^found ([0-9]+) .*/found \1/' "$1"; }
for k in fresh parent; do
  if diff <(strip /tmp/vc14/d.base.$k.txt) <(strip /tmp/vc14/d.$T.$k.txt) >/dev/null; then echo "$T $k: identical ($(wc -l < /tmp/vc14/d.$T.$k.txt) lines)"; else echo "$T $k: DIFFER $(diff <(strip /tmp/vc14/d.base.$k.txt) <(strip /tmp/vc14/d.$T.$k.txt) | grep -c '^<') lines"; fi
done
