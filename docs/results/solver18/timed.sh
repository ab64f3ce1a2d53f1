#!/usr/bin/env bash
# Round eighteen (solver18): timed checks, run under the CPU lock:
#   flock /tmp/hexbfs-cpu.lock bash docs/results/solver18/timed.sh BINDIR OUTDIR
# BINDIR holds solve_openings-main, solve_openings-v2, hexbfs-main, hexbfs-v2.
set -u
bin=$1; out=$2
mkdir -p "$out"
log() { echo "$(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/') $*" | tee -a "$out/load.txt"; }
log "a4, first 40,000 df-pn calls, one thread, main and solver18 in turn, twice"
for round in 1 2; do for b in main v2; do
  s=$(date +%s.%N)
  CELLS=a4 MAX_NODES=40000 "$bin/solve_openings-$b" 7 1200 > "$out/a4-40k-$b-$round.txt" 2>&1
  echo "$b round $round: $(echo "$(date +%s.%N) - $s" | bc) s" | tee -a "$out/a4-40k.txt"
done; done
log "7x7 a4 g2 a3 within 10 s: solver18, main, MoHex"
python3 scripts/solve-openings.py --size 7 --limit 10 --cells a4,g2,a3 \
  --engine solver18="$bin/hexbfs-v2" --engine main="$bin/hexbfs-main" \
  --engine mohex=/opt/benzene/bin/mohex > "$out/solve7.md" 2> "$out/solve7.err"
log "end"
