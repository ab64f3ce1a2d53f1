#!/bin/bash
# Under the CPU lock (held once, at most 8 minutes): main's binary and this
# branch's, one pass each beside Benzene, then bench-compare (signature
# unchanged, nodes/s ratio).
# Usage: flock /tmp/hexbfs-cpu.lock timeout 480 docs/results/vc14/timed.sh MAIN_BIN VC14_BIN
A=$1; B=$2
G="/work/shared/games/vs-wolve-1s/9x9/*.sgf /work/shared/games/vs-wolve-1s/11x11/*.sgf"
uptime
date -u
for pass in "main $A" "vc14 $B"; do
    set -- $pass
    echo "== $1 ($2)"; python3 scripts/vc-vs-benzene.py --step 4 --fill --hexbfs $2 $G
done
date -u
uptime
scripts/bench-compare.sh $A $B 3
date -u
uptime
