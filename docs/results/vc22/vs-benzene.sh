#!/bin/bash
# vs-benzene.sh BIN OUTDIR: the build speed beside Benzene's, main's hexbfs then
# this branch's, one pass each. Run under the lock:
#   flock /tmp/hexbfs-cpu.lock bash docs/results/vc22/vs-benzene.sh /tmp/vc22/bin docs/results/vc22
B=$1; O=$2
for v in main vc22; do
  echo "$v start $(date -u +%H:%M:%S) UTC, $(uptime)" > $O/vc-$v.txt
  python3 scripts/vc-vs-benzene.py --step 4 --fill --hexbfs $B/hexbfs-$v \
    /work/shared/games/vs-wolve-1s/9x9/*.sgf /work/shared/games/vs-wolve-1s/11x11/*.sgf >> $O/vc-$v.txt 2>&1
  echo "$v end $(date -u +%H:%M:%S) UTC, $(uptime)" >> $O/vc-$v.txt
done
