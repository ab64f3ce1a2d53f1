#!/bin/bash
# timed.sh OUT CELLS ENGINE...: the openings CELLS (7x7, 30 s each) with the
# engines given as NAME=BINARY, beside MoHex. Run under the lock:
#   flock /tmp/hexbfs-cpu.lock bash docs/results/vc23/timed.sh OUT a4,g2,a3 base=/tmp/vc23/bin/hexbfs-base
OUT=$1; CELLS=$2; shift 2
ARGS=()
for e in "$@"; do ARGS+=(--engine "$e"); done
{
  echo "start $(date -u +%H:%M:%S) UTC, $(uptime)"
  python3 scripts/solve-openings.py --size 7 --limit 30 --cells "$CELLS" \
    "${ARGS[@]}" --engine mohex=/opt/benzene/bin/mohex
  echo "end $(date -u +%H:%M:%S) UTC, $(uptime)"
} > "$OUT" 2>&1
