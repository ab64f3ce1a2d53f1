#!/usr/bin/env bash
# Round twelve's final checks, run under the CPU lock by the lead.
# usage: final12.sh MAIN_BIN INTEG_BIN OUTDIR
set -u
main=$1; integ=$2; out=$3
mkdir -p "$out"
cd /work/wt/integ12
log() { echo "$(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/') $*" | tee -a "$out/load.txt"; }
log "start: bench-compare 3 rounds"
scripts/bench-compare.sh "$main" "$integ" 3 > "$out/bench-compare.txt" 2>&1
log "7x7 openings"
python3 scripts/solve-openings.py --size 7 --limit 10 \
  --cells a1,b1,c1,d1,e1,f1,g1,a2,b2,c2,d2,e2,f2,g2,a3,b3,c3,d3,e3,f3,g3,a4,b4,c4,d4 \
  --engine integ12="$integ" --engine main="$main" --engine mohex=/opt/benzene/bin/mohex > "$out/solve7.md" 2>"$out/solve7.err"
log "8x8 e4 b7"
python3 scripts/solve-openings.py --size 8 --limit 60 --cells e4,b7 \
  --engine integ12="$integ" --engine mohex=/opt/benzene/bin/mohex > "$out/solve8.md" 2>"$out/solve8.err"
log "sprt both levers 11x11 0.1 s"
timeout 1500 "$integ-match" -e "both=$integ --time 0.1 --interior-guard 2 --interior-pv 2" -e "base=$integ --time 0.1" \
  --size 11 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 6 --out "$out/sprt-guard-pv11" > "$out/sprt.out" 2>"$out/sprt.err"
log "wolve 11x11 40 games, both levers on"
"$integ-match" -e "hexbfs=$integ --time 1 --interior-guard 2 --interior-pv 2" -e "wolve=/opt/benzene/bin/wolve" \
  --setup "wolve=param_wolve max_time 1" --size 11 \
  --openings docs/results/openings/11x11-wolve-20.txt --timeout 10 -j 1 --out "$out/wolve11" \
  > "$out/wolve11.out" 2>"$out/wolve11.err"
log "end"
