#!/bin/bash
# The second hold (the same lock budget): the two binaries in the other order,
# vc14 then main, one pass each beside Benzene.
# Usage: flock /tmp/hexbfs-cpu.lock timeout 300 docs/results/vc14/timed2.sh MAIN_BIN VC14_BIN
A=$1; B=$2
G="/work/shared/games/vs-wolve-1s/9x9/*.sgf /work/shared/games/vs-wolve-1s/11x11/*.sgf"
uptime
date -u
for pass in "vc14 $B" "main $A"; do
    set -- $pass
    echo "== $1 ($2)"; python3 scripts/vc-vs-benzene.py --step 4 --fill --hexbfs $2 $G
done
date -u
uptime
