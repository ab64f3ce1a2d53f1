#!/bin/bash
# one.sh BIN TAG F S E OS OD [cg]: found-of-109 (ladders on) and, with cg, callgrind instructions of the 742 builds
B=$1; T=$2; shift 2
L="$1 $2 $3 $4 $5"
cd /work/wt/vc15
VC_PROBE_LADDERS=${LADDERS:-1} nice -n 10 $B $L < /tmp/vc15/positions > /tmp/vc15/runs/$T.txt
F=$(python3 docs/results/ladder14/cmp.py /tmp/vc15/runs/$T.txt | sed 's/^[^ ]* //')
I=""
if [ "$6" = cg ]; then
  VC_PROBE_LADDERS=${LADDERS:-1} nice -n 10 valgrind --tool=callgrind --callgrind-out-file=/tmp/vc15/runs/cg.$T --toggle-collect='*timed_build*' $B $L < /tmp/vc15/positions > /dev/null 2> /tmp/vc15/runs/cg.$T.log
  I=$(grep Collected /tmp/vc15/runs/cg.$T.log | awk '{print $4}')
  rm -f /tmp/vc15/runs/cg.$T
fi
echo "$T | $L | ladders ${LADDERS:-1} | $F | $I"
