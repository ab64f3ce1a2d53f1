#!/usr/bin/env bash
# Round sixteen's final checks (reduced: the session's time), run under the CPU lock by the lead.
# usage: final16.sh MAIN_BIN INTEG_BIN OUTDIR
set -u
main=$1; integ=$2; out=$3
mkdir -p "$out"
cd /work/wt/integ16
log() { echo "$(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/') $*" | tee -a "$out/load.txt"; }
log "start: bench-compare 2 rounds"
scripts/bench-compare.sh "$main" "$integ" 2 > "$out/bench-compare.txt" 2>&1
log "7x7 a4 g2 a3, 1 and 2 threads, MoHex 1 and 2"
python3 scripts/solve-openings.py --size 7 --limit 10 --cells a4,g2,a3 \
  --engine integ16="$integ" --engine integ16-t2="$integ" --setup "integ16-t2=param_dfpn threads 2" \
  --engine main="$main" \
  --engine mohex=/opt/benzene/bin/mohex --engine mohex-t2=/opt/benzene/bin/mohex --setup "mohex-t2=param_dfpn threads 2" \
  > "$out/solve7.md" 2>"$out/solve7.err"
log "vc-vs-benzene timed: main, integ, integ, main"
G="/work/shared/games/vs-wolve-1s/9x9/*.sgf /work/shared/games/vs-wolve-1s/11x11/*.sgf"
python3 scripts/vc-vs-benzene.py --step 4 --fill --hexbfs "$main" $G > "$out/vc-main.txt" 2>&1
python3 scripts/vc-vs-benzene.py --step 4 --fill --hexbfs "$integ" $G > "$out/vc-integ.txt" 2>&1
log "end"
