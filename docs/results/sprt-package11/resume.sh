#!/usr/bin/env bash
# Resumes the SPRT (results.tsv resumes): the three settings together against the defaults,
# 11x11 at 0.2 s, the same binary on both sides. BIN is a build of round fourteen's main.
BIN=${1:?usage: resume.sh BIN OUT}; OUT=${2:?}
flock /tmp/hexbfs-cpu.lock timeout 1500 "$BIN-match" \
  -e "package=$BIN --time 0.2 --root-probes 1 --interior-guard 2 --interior-pv 2" \
  -e "base=$BIN --time 0.2" \
  --size 11 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 6 --out "$OUT"
