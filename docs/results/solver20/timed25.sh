#!/usr/bin/env bash
# Round twenty (solver20): the 25 7x7 openings within 10 s each, beside
# MoHex, one hold of the CPU lock per group of cells:
#   flock /tmp/hexbfs-cpu.lock bash docs/results/solver20/timed25.sh BINDIR OUTDIR NAME CELLS
# BINDIR holds hexbfs-v2 (this branch); `half` is param_dfpn
# estimate_children half, `old` the old way (0).
set -u
bin=$1; out=$2; name=$3; cells=$4
mkdir -p "$out"
log() { echo "$(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/') $*" | tee -a "$out/load.txt"; }
log "7x7 $cells within 10 s: half, the old way, MoHex"
python3 scripts/solve-openings.py --size 7 --limit 10 --cells "$cells" \
  --engine half="$bin/hexbfs-v2" --setup "half=param_dfpn estimate_children half" \
  --engine old="$bin/hexbfs-v2" --setup "old=param_dfpn estimate_children 0" \
  --engine mohex=/opt/benzene/bin/mohex > "$out/$name.md" 2> "$out/$name.err"
log "end $name"
