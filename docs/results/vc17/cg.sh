#!/bin/bash
# cg.sh BIN TAG [parent]: callgrind with branch and cache simulation over the 742 builds
B=$1; T=$2
if [ "$3" = parent ]; then export VC_PROBE_PARENT=1; T=$T.parent; else T=$T.fresh; fi
nice -n 10 valgrind --tool=callgrind --branch-sim=yes --cache-sim=yes --callgrind-out-file=/tmp/vc17/cg.$T --toggle-collect='*timed_build*' $B < /tmp/vc17/positions > /dev/null 2> /tmp/vc17/cg.$T.log
echo "$T $(grep -E 'Collected' /tmp/vc17/cg.$T.log)"
