#!/usr/bin/env bash
# Round nineteen (solver19): timed checks, run under the CPU lock:
#   flock /tmp/hexbfs-cpu.lock bash docs/results/solver19/timed.sh BINDIR OUTDIR
# BINDIR holds solve_openings-main, solve_openings-v2, hexbfs-main, hexbfs-v2
# (v2: this branch; its estimate off is the old way, ESTIMATE=60 /
# param_dfpn estimate_children 60 the new).
set -u
bin=$1; out=$2
mkdir -p "$out"
log() { echo "$(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/') $*" | tee -a "$out/load.txt"; }
log "a4 to the end (within 30 s), one thread: the old way and estimate 60, in turn"
for e in off 60; do
  s=$(date +%s.%N)
  CELLS=a4 ESTIMATE=$e "$bin/solve_openings-v2" 7 30 > "$out/a4-$e.txt" 2>&1
  echo "estimate $e: $(echo "$(date +%s.%N) - $s" | bc) s: $(grep '^a4' "$out/a4-$e.txt")" | tee -a "$out/a4.txt"
done
log "7x7 a4 g2 a3 within 10 s: solver19 estimate 60, solver19 old way, main, MoHex"
python3 scripts/solve-openings.py --size 7 --limit 10 --cells a4,g2,a3 \
  --engine est60="$bin/hexbfs-v2" --setup "est60=param_dfpn estimate_children 60" \
  --engine solver19="$bin/hexbfs-v2" --engine main="$bin/hexbfs-main" \
  --engine mohex=/opt/benzene/bin/mohex > "$out/solve7.md" 2> "$out/solve7.err"
log "end"
