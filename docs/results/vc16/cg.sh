#!/bin/bash
# cg.sh BIN TAG [parent]
B=$1; T=$2
if [ "$3" = parent ]; then export VC_PROBE_PARENT=1; T=$T.parent; else T=$T.fresh; fi
nice -n 10 valgrind --tool=callgrind --callgrind-out-file=/tmp/vc16/cg.$T --toggle-collect='*timed_build*' $B < /tmp/vc16/positions > /dev/null 2> /tmp/vc16/cg.$T.log
echo "$T $(grep Collected /tmp/vc16/cg.$T.log)"
