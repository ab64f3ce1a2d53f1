#!/usr/bin/env bash
# Round twenty (solver20): timed checks, run under the CPU lock:
#   flock /tmp/hexbfs-cpu.lock bash docs/results/solver20/timed.sh BINDIR OUTDIR
# BINDIR holds solve_openings-v2 and hexbfs-v2 (this branch; estimate off
# is the old way, ESTIMATE=half / param_dfpn estimate_children half the new).
set -u
bin=$1; out=$2
mkdir -p "$out"
log() { echo "$(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/') $*" | tee -a "$out/load.txt"; }
log "a4 to the end (within 30 s), one thread: the old way and half, in turn"
for e in off half; do
  s=$(date +%s.%N)
  CELLS=a4 ESTIMATE=$e "$bin/solve_openings-v2" 7 30 > "$out/a4-$e.txt" 2>&1
  echo "estimate $e: $(echo "$(date +%s.%N) - $s" | bc) s: $(grep '^a4' "$out/a4-$e.txt")" | tee -a "$out/a4.txt"
done
log "7x7 a4 g2 a3 within 10 s: half, the old way, MoHex"
python3 scripts/solve-openings.py --size 7 --limit 10 --cells a4,g2,a3 \
  --engine half="$bin/hexbfs-v2" --setup "half=param_dfpn estimate_children half" \
  --engine old="$bin/hexbfs-v2" \
  --engine mohex=/opt/benzene/bin/mohex > "$out/solve7.md" 2> "$out/solve7.err"
log "end"
