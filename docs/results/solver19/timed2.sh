#!/usr/bin/env bash
# Round nineteen (solver19): a4 to the end, one thread, 7826fcc's code, the
# old way and estimate 60 in turn, twice, under the CPU lock:
#   flock /tmp/hexbfs-cpu.lock bash docs/results/solver19/timed2.sh BINDIR OUTDIR
# BINDIR holds solve_openings-v3 (7826fcc).
set -u
bin=$1; out=$2
mkdir -p "$out"
log() { echo "$(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/') $*" | tee -a "$out/load.txt"; }
log "a4 to the end (within 30 s), one thread: the old way and estimate 60, in turn, twice"
for round in 1 2; do for e in off 60; do
  s=$(date +%s.%N)
  CELLS=a4 ESTIMATE=$e "$bin/solve_openings-v3" 7 30 > "$out/a4-$e-$round.txt" 2>&1
  echo "estimate $e round $round: $(echo "$(date +%s.%N) - $s" | bc) s: $(grep '^a4' "$out/a4-$e-$round.txt")" | tee -a "$out/a4.txt"
done; done
log "end"
