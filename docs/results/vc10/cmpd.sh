#!/bin/bash
# cmpd.sh NEW_BIN: compare digests + counts with baseline, fresh and parent
B=$1
VC_PROBE_DIGEST=1 nice -n 10 $B < /tmp/vc10/positions > /tmp/vc10/new_fresh.txt
VC_PROBE_DIGEST=1 VC_PROBE_PARENT=1 nice -n 10 $B < /tmp/vc10/positions > /tmp/vc10/new_parent.txt
strip() { sed -E 's/ time [0-9.]+ ms//; s/^found ([0-9]+) .*/found \1/' "$1"; }
for k in fresh parent; do
  if diff <(strip /tmp/vc10/base_$k.txt) <(strip /tmp/vc10/new_$k.txt) >/dev/null; then echo "$k: identical"; else echo "$k: DIFFER $(diff <(strip /tmp/vc10/base_$k.txt) <(strip /tmp/vc10/new_$k.txt) | grep -c '^<') lines"; fi
done
