#!/bin/bash
# timed.sh OUT CELLS ENGINE...: the 7x7 openings CELLS (30 s each) with the
# engines given as NAME=COMMAND (a command may set the environment with
# env), one after the other per opening (no MoHex: its figures are round
# twenty-three's). As docs/results/vc24/timed.sh. Run under the lock:
#   flock /tmp/hexbfs-cpu.lock bash docs/results/vc25/timed.sh OUT g2,a3,a4,g4 \
#     base=/tmp/vc25/bin/hexbfs-base \
#     "k20=env VC25_SHALLOW=20 /tmp/vc25/bin/hexbfs-shallow"
OUT=$1; CELLS=$2; shift 2
ARGS=()
for e in "$@"; do ARGS+=(--engine "$e"); done
{
  echo "start $(date -u +%H:%M:%S) UTC, $(uptime)"
  python3 scripts/solve-openings.py --size 7 --limit 30 --cells "$CELLS" "${ARGS[@]}"
  echo "end $(date -u +%H:%M:%S) UTC, $(uptime)"
} > "$OUT" 2>&1
