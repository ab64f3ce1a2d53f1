#!/bin/bash
# Run under the lock: flock /tmp/hexbfs-cpu.lock timeout 480 docs/results/vc15/timed.sh > docs/results/vc15/timed.txt
# /tmp/vc15/bin/hexbfs: vc15 c5017c2; /tmp/vc15/bin/main/hexbfs: main 0176a77 (c2af5cf's code)
G="/work/shared/games/vs-wolve-1s/9x9/*.sgf /work/shared/games/vs-wolve-1s/11x11/*.sgf"
run() { echo "== $(date -u +%T) $*"; python3 scripts/vc-vs-benzene.py --step 4 --fill "$@" $G; }
echo "start $(date -u) $(uptime)"
run --hexbfs /tmp/vc15/bin/hexbfs
run --hexbfs /tmp/vc15/bin/main/hexbfs
run --hexbfs /tmp/vc15/bin/main/hexbfs
run --hexbfs /tmp/vc15/bin/hexbfs
run --no-ladders --hexbfs /tmp/vc15/bin/hexbfs
run --no-ladders --hexbfs /tmp/vc15/bin/main/hexbfs
echo "end $(date -u) $(uptime)"
