#!/bin/bash
# Second hold: flock /tmp/hexbfs-cpu.lock timeout 300 docs/results/vc15/timed2.sh > docs/results/vc15/timed2.txt
# the default vc_edges COLOR fill, alternately (vc15 c5017c2 and main 0176a77), beside Benzene, then
# hexbfs alone over the same commands (docs/results/vc15/htptime.py: the HTP round trips of vc_edges only)
G="/work/shared/games/vs-wolve-1s/9x9/*.sgf /work/shared/games/vs-wolve-1s/11x11/*.sgf"
run() { echo "== $(date -u +%T) $*"; python3 scripts/vc-vs-benzene.py --step 4 --fill "$@" $G | grep -v miss; }
echo "start $(date -u) $(uptime)"
for b in main vc15 vc15 main main vc15; do
  if [ $b = main ]; then B=/tmp/vc15/bin/main/hexbfs; else B=/tmp/vc15/bin/hexbfs; fi
  run --hexbfs $B
done
for b in vc15 main main vc15 vc15 main; do
  if [ $b = main ]; then B=/tmp/vc15/bin/main/hexbfs; else B=/tmp/vc15/bin/hexbfs; fi
  echo "== $(date -u +%T) $b alone: $(python3 docs/results/vc15/htptime.py $B 'vc_edges C fill')"
done
echo "end $(date -u) $(uptime)"
