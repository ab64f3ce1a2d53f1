#!/bin/bash
# cmpd.sh BIN TAG: digests fresh and parent, compare with base
B=$1; T=$2
VC_PROBE_DIGEST=1 nice -n 10 $B < /tmp/vc17/positions > /tmp/vc17/d.$T.fresh.txt
VC_PROBE_DIGEST=1 VC_PROBE_PARENT=1 nice -n 10 $B < /tmp/vc17/positions > /tmp/vc17/d.$T.parent.txt
strip() { sed -E 's/ time [0-9.]+ ms//; s/^found ([0-9]+) .*/found \1/' "$1"; }
for k in fresh parent; do
  if diff <(strip /tmp/vc17/d.base.$k.txt) <(strip /tmp/vc17/d.$T.$k.txt) >/dev/null; then echo "$T $k: identical ($(wc -l < /tmp/vc17/d.$T.$k.txt) lines)"; else echo "$T $k: DIFFER $(diff <(strip /tmp/vc17/d.base.$k.txt) <(strip /tmp/vc17/d.$T.$k.txt) | grep -c '^<') lines"; fi
done
