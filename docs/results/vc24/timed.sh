#!/bin/bash
# timed.sh OUT CELLS ENGINE...: the 7x7 openings CELLS (30 s each) with the
# engines given as NAME=BINARY, one after the other per opening (no MoHex:
# its figures are round twenty-three's). Run under the lock:
#   flock /tmp/hexbfs-cpu.lock bash docs/results/vc24/timed.sh OUT g2,a3,a4,g4 \
#     base=/tmp/vc24/bin/hexbfs-base held=/tmp/vc24/bin/hexbfs-held
OUT=$1; CELLS=$2; shift 2
ARGS=()
for e in "$@"; do ARGS+=(--engine "$e"); done
{
  echo "start $(date -u +%H:%M:%S) UTC, $(uptime)"
  python3 scripts/solve-openings.py --size 7 --limit 30 --cells "$CELLS" "${ARGS[@]}"
  echo "end $(date -u +%H:%M:%S) UTC, $(uptime)"
} > "$OUT" 2>&1
