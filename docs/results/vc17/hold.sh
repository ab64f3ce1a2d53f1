#!/bin/bash
# One hold: flock /tmp/hexbfs-cpu.lock timeout 470 /tmp/vc17/hold.sh > /tmp/vc17/hold.txt
# vc_probe over the 742 positions for main and the three steps in turn, then the
# default vc_edges COLOR fill beside Benzene (main, vc17), then a4 of 7x7 (main, vc17).
cd /work/wt/vc17
echo "start $(date -u) $(uptime)"
/tmp/vc17/tp4.sh 4 /tmp/vc17/main/vc_probe /tmp/vc17/s1/vc_probe /tmp/vc17/s2/vc_probe /tmp/vc17/s3/vc_probe
G="/work/shared/games/vs-wolve-1s/9x9/*.sgf /work/shared/games/vs-wolve-1s/11x11/*.sgf"
for b in main s3; do
  echo "== $(date -u +%T) $b"
  python3 scripts/vc-vs-benzene.py --step 4 --fill --hexbfs /tmp/vc17/$b/hexbfs $G | grep -v miss
done
for b in main s3; do
  echo "== $(date -u +%T) $b a4"
  python3 scripts/solve-openings.py --size 7 --limit 10 --cells a4 --engine "$b=/tmp/vc17/$b/hexbfs"
done
echo "end $(date -u) $(uptime)"
