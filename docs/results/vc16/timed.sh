#!/bin/bash
# One hold: flock /tmp/hexbfs-cpu.lock timeout 470 docs/results/vc16/timed.sh > docs/results/vc16/timed.txt
# The default vc_edges COLOR fill beside Benzene, alternately (main 18cd610's
# binary and vc16 e62de05's, copied to /tmp/vc16/{main,s2}/hexbfs), then a4 of
# 7x7 with each binary (scripts/solve-openings.py, 10 s limit).
G="/work/shared/games/vs-wolve-1s/9x9/*.sgf /work/shared/games/vs-wolve-1s/11x11/*.sgf"
bin() { if [ "$1" = main ]; then echo /tmp/vc16/main/hexbfs; else echo /tmp/vc16/s2/hexbfs; fi; }
echo "start $(date -u) $(uptime)"
for b in main vc16 vc16 main; do
  echo "== $(date -u +%T) $b"
  python3 scripts/vc-vs-benzene.py --step 4 --fill --hexbfs "$(bin $b)" $G | grep -v miss
done
for b in main vc16; do
  echo "== $(date -u +%T) $b a4"
  python3 scripts/solve-openings.py --size 7 --limit 10 --cells a4 --engine "$b=$(bin $b)"
done
echo "end $(date -u) $(uptime)"
