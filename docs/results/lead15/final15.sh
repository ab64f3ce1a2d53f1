#!/usr/bin/env bash
# Round fifteen's final checks, run under the CPU lock by the lead.
# usage: final15.sh MAIN_BIN INTEG_BIN OUTDIR [EXTRA_VC_FLAG]
set -u
main=$1; integ=$2; out=$3; extra=${4:-}
mkdir -p "$out"
cd /work/wt/integ15
log() { echo "$(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/') $*" | tee -a "$out/load.txt"; }
log "start: bench-compare 3 rounds"
scripts/bench-compare.sh "$main" "$integ" 3 > "$out/bench-compare.txt" 2>&1
log "7x7 openings"
python3 scripts/solve-openings.py --size 7 --limit 10 \
  --cells a1,b1,c1,d1,e1,f1,g1,a2,b2,c2,d2,e2,f2,g2,a3,b3,c3,d3,e3,f3,g3,a4,b4,c4,d4 \
  --engine integ15="$integ" --engine main="$main" --engine mohex=/opt/benzene/bin/mohex > "$out/solve7.md" 2>"$out/solve7.err"
log "8x8 e4 b7 f3"
python3 scripts/solve-openings.py --size 8 --limit 60 --cells e4,b7,f3 \
  --engine integ15="$integ" --engine mohex=/opt/benzene/bin/mohex > "$out/solve8.md" 2>"$out/solve8.err"
log "vc-vs-benzene timed: main, integ"
G="/work/shared/games/vs-wolve-1s/9x9/*.sgf /work/shared/games/vs-wolve-1s/11x11/*.sgf"
python3 scripts/vc-vs-benzene.py --step 4 --fill --hexbfs "$main" $G > "$out/vc-main.txt" 2>&1
python3 scripts/vc-vs-benzene.py --step 4 --fill --hexbfs "$integ" $G > "$out/vc-integ.txt" 2>&1
if [ -n "$extra" ]; then
  python3 scripts/vc-vs-benzene.py --step 4 --fill $extra --hexbfs "$integ" $G > "$out/vc-integ-extra.txt" 2>&1
fi
log "end"
