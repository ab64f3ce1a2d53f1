#!/bin/bash
# Under the CPU lock: main's binary, this branch's with and without the probes, one pass each.
G="/work/shared/games/vs-wolve-1s/9x9/*.sgf /work/shared/games/vs-wolve-1s/11x11/*.sgf"
uptime
date -u
echo "== main dea32c9"; python3 scripts/vc-vs-benzene.py --step 4 --fill --hexbfs /work/main/target/release/hexbfs $G
echo "== vc12 3216696 probe"; python3 scripts/vc-vs-benzene.py --step 4 --fill --probe --hexbfs /tmp/vc12/hexbfs-vc12 $G
echo "== vc12 3216696 (no probe)"; python3 scripts/vc-vs-benzene.py --step 4 --fill --hexbfs /tmp/vc12/hexbfs-vc12 $G
date -u
uptime
