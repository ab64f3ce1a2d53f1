#!/bin/bash
# timed.sh BIN OUT: a4, g2, a3 beside MoHex, 30 s each, with main's hexbfs
# (BIN/hexbfs-main) and this branch's (BIN/hexbfs-vc22). Run under the lock:
#   flock /tmp/hexbfs-cpu.lock bash docs/results/vc22/timed.sh /tmp/vc22/bin docs/results/vc22/timed.md
B=$1; OUT=$2
{
  echo "start $(date -u +%H:%M:%S) UTC, $(uptime)"
  python3 scripts/solve-openings.py --size 7 --limit 30 --cells a4,g2,a3 \
    --engine vc22=$B/hexbfs-vc22 --engine main=$B/hexbfs-main \
    --engine mohex=/opt/benzene/bin/mohex
  echo "end $(date -u +%H:%M:%S) UTC, $(uptime)"
} > $OUT 2>&1
