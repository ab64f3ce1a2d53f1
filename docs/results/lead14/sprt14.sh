#!/usr/bin/env bash
# The lead's SPRT of round fourteen: the three undecided settings that leaned positive,
# together against the defaults, 11x11 at 0.2 s, the merge's binary on both sides.
set -u
out=$1
mkdir -p "$out"
B=/tmp/lead14/bin/integ/hexbfs
{ date -u; uptime; } >> "$out/load.txt"
timeout 1500 /tmp/lead14/bin/integ/hexbfs-match \
  -e "package=$B --time 0.2 --root-probes 1 --interior-guard 2 --interior-pv 2" \
  -e "base=$B --time 0.2" \
  --size 11 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 6 --out "$out" > "$out/../sprt-package11.out" 2>"$out/../sprt-package11.err"
{ date -u; uptime; } >> "$out/load.txt"
