#!/usr/bin/env bash
# Round twenty-one (solver21): g2, a3, a4 to the end, one thread, in turn,
# 50/100 and half (main's default), under one hold of the CPU lock:
#   flock /tmp/hexbfs-cpu.lock bash docs/results/solver21/timed-end.sh BINDIR OUTDIR
set -u
bin=$1; out=$2
mkdir -p "$out"
log() { echo "$(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/') $*" | tee -a "$out/load.txt"; }
for rule in 50/100 half; do
  log "g2,a3,a4 to the end: $rule"
  CELLS=g2,a3,a4 ESTIMATE=$rule "$bin/solve_openings-v21" 7 60 > "$out/end-${rule/\//-}.txt" 2>/dev/null
done
log end
