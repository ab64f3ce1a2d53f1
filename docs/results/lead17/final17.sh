#!/usr/bin/env bash
# Round seventeen's final checks, under the CPU lock, by the lead.
# usage: final17.sh MAIN_DIR INTEG_DIR OUTDIR   (each DIR holds hexbfs and solve_openings)
set -u
main=$1; integ=$2; out=$3
mkdir -p "$out"
cd /work/wt/integ17
log() { echo "$(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/') $*" | tee -a "$out/load.txt"; }
log "start: bench-compare 2 rounds"
scripts/bench-compare.sh "$main/hexbfs" "$integ/hexbfs" 2 > "$out/bench-compare.txt" 2>&1
log "a4, first 40,000 df-pn calls, main and integ, 1 and 2 threads"
for t in 1 2; do for b in main integ; do
  d=$main; [ $b = integ ] && d=$integ
  s=$(date +%s.%N)
  CELLS=a4 MAX_NODES=40000 THREADS=$t "$d/solve_openings" 7 1200 > "$out/a4-40k-$b-t$t.txt" 2>&1
  echo "$b threads $t: $(echo "$(date +%s.%N) - $s" | bc) s" >> "$out/a4-40k.txt"
done; done
log "7x7 a4 g2 a3 within 10 s: integ 1 and 2 threads, main, MoHex"
python3 scripts/solve-openings.py --size 7 --limit 10 --cells a4,g2,a3 \
  --engine integ17="$integ/hexbfs" --engine integ17-t2="$integ/hexbfs" --setup "integ17-t2=param_dfpn threads 2" \
  --engine main="$main/hexbfs" --engine mohex=/opt/benzene/bin/mohex \
  > "$out/solve7.md" 2>"$out/solve7.err"
log "end"
