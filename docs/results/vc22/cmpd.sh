#!/bin/bash
# cmpd.sh BIN TAG: vc_probe digests fresh and from the parent, compared with base
B=$1; T=$2; D=/tmp/vc22
VC_PROBE_DIGEST=1 nice -n 19 $B < $D/positions > $D/d.$T.fresh.txt
VC_PROBE_DIGEST=1 VC_PROBE_PARENT=1 nice -n 19 $B < $D/positions > $D/d.$T.parent.txt
strip() { sed -E 's/ time [0-9.]+ ms//; s/^found ([0-9]+) .*/found \1/' "$1"; }
for k in fresh parent; do
  if diff <(strip $D/d.base.$k.txt) <(strip $D/d.$T.$k.txt) >/dev/null; then echo "$T $k: identical ($(wc -l < $D/d.$T.$k.txt) lines)"; else echo "$T $k: DIFFER $(diff <(strip $D/d.base.$k.txt) <(strip $D/d.$T.$k.txt) | grep -c '^<') lines"; fi
done
