#!/bin/bash
# Timed comparison of main and vc10 beside Benzene (run under
# flock /tmp/hexbfs-cpu.lock, with a timeout): main's hexbfs and this
# branch's, copied to /tmp/vc10/main and /tmp/vc10/v10, alternately.
G="/work/shared/games/vs-wolve-1s/9x9/*.sgf /work/shared/games/vs-wolve-1s/11x11/*.sgf"
echo "start $(date -u +%H:%M:%S) $(uptime)"
for pass in 1 2 3; do
  for b in main v10; do
    echo "== vc-vs-benzene $b pass $pass $(date -u +%H:%M:%S) $(uptime)"
    (cd /work/wt/vc10 && python3 scripts/vc-vs-benzene.py --step 4 --fill --hexbfs /tmp/vc10/$b/hexbfs $G)
  done
done
echo "end $(date -u +%H:%M:%S) $(uptime)"
