#!/bin/bash
# Timed comparison of main and vc9 (run under flock /tmp/hexbfs-cpu.lock)
cd /tmp/vc9
G="/work/shared/games/vs-wolve-1s/9x9/*.sgf /work/shared/games/vs-wolve-1s/11x11/*.sgf"
echo "start $(date -u +%H:%M:%S) $(uptime)"
for b in main v6; do
  mkdir -p crit-$b && (cd crit-$b && echo "== criterion $b $(date -u +%H:%M:%S)" && ../$b/vc-bench --bench --warm-up-time 1 --measurement-time 3 --noplot 2>&1 | grep -E "^vc build|time:")
done
echo "after criterion $(date -u +%H:%M:%S) $(uptime)"
for pass in 1 2 3; do
  for b in main v6; do
    echo "== vc-vs-benzene $b pass $pass $(date -u +%H:%M:%S) $(uptime)"
    (cd /work/wt/vc9 && python3 scripts/vc-vs-benzene.py --step 4 --fill --hexbfs /tmp/vc9/$b/hexbfs $G)
  done
done
for pass in 1 2 3; do
  for b in main v6; do
    echo "== solve_openings $b pass $pass $(date -u +%H:%M:%S)"
    CELLS=c2,e2,d3 STATS=1 ./$b/solve_openings 7 30 2>&1 | grep -E "^total|^[a-z][0-9] "
  done
done
echo "end $(date -u +%H:%M:%S) $(uptime)"
