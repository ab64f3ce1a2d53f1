#!/bin/bash
# Under the CPU lock. a4, first 40,000 df-pn calls (solve_openings): solver16's
# binary (base) with 1 and 2 threads, this branch (final) with 2 threads;
# then the brief's form on a4,g2,a3 with MoHex beside.
echo "start $(date -u) $(uptime)"
one() { echo "== $*"; env "$@" CELLS=a4 MAX_NODES=40000 /tmp/solver17/$BIN/solve_openings 7 1200 2>&1 | grep -E "^a4|ahead"; }
BIN=base one THREADS=1
BIN=base one THREADS=2
BIN=final one THREADS=2
BIN=final one THREADS=1
cd /work/wt/solver17
B=/tmp/solver17/final/hexbfs
M=/opt/benzene/bin/mohex
E=(--engine hexbfs1=$B --engine hexbfs2=$B --setup "hexbfs2=param_dfpn threads 2"
   --engine mohex=$M)
echo "mid $(date -u) $(uptime)"
python3 scripts/solve-openings.py --size 7 --limit 10 --cells a4,g2,a3 "${E[@]}"
echo "end $(date -u) $(uptime)"
