#!/bin/bash
# tp4.sh R BIN...: R rounds, the binaries in turn (rotated each round), vc_probe's total build
# time over the 742 positions, fresh and from the parent; min and median a binary. Under the lock.
R=$1; shift; B=("$@"); K=${#B[@]}
echo "start $(date -u +%T) $(uptime)"
declare -A F P
for r in $(seq $R); do
  for k in $(seq 0 $((K-1))); do
    i=$(( (k + r) % K )); b=${B[$i]}
    F[$i]+="$($b < /tmp/vc17/positions | tail -1 | sed -E 's/.*time ([0-9.]+) ms/\1/') "
    P[$i]+="$(VC_PROBE_PARENT=1 $b < /tmp/vc17/positions | tail -1 | sed -E 's/.*time ([0-9.]+) ms/\1/') "
  done
done
st() { printf '%s\n' $1 | sort -n | awk '{a[NR]=$1} END {printf "min %s median %s", a[1], (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
for i in $(seq 0 $((K-1))); do
  echo "${B[$i]} fresh: ${F[$i]} | $(st "${F[$i]}")"
  echo "${B[$i]} parent: ${P[$i]} | $(st "${P[$i]}")"
done
echo "end $(date -u +%T) $(uptime)"
