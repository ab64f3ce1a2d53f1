#!/usr/bin/env bash
# Round twenty-one (solver21): 7x7 openings within 10 s each, beside
# MoHex, one hold of the CPU lock per call:
#   flock /tmp/hexbfs-cpu.lock bash docs/results/solver21/timed.sh BINDIR OUTDIR NAME CELLS
# BINDIR holds hexbfs-v21 (this branch); `split` is param_dfpn
# estimate_children 50/100, `half` main's default.
set -u
bin=$1; out=$2; name=$3; cells=$4
mkdir -p "$out"
log() { echo "$(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/') $*" | tee -a "$out/load.txt"; }
log "7x7 $cells within 10 s: 50/100, half, MoHex"
python3 scripts/solve-openings.py --size 7 --limit 10 --cells "$cells" \
  --engine split="$bin/hexbfs-v21" --setup "split=param_dfpn estimate_children 50/100" \
  --engine half="$bin/hexbfs-v21" --setup "half=param_dfpn estimate_children half" \
  --engine mohex=/opt/benzene/bin/mohex > "$out/$name.md" 2> "$out/$name.err"
log "end $name"
