#!/bin/bash
# cg.sh BIN TAG [parent]: callgrind instructions of the timed builds over the 742
B=$1; T=$2
if [ "$3" = parent ]; then export VC_PROBE_PARENT=1; fi
nice -n 10 valgrind --tool=callgrind --callgrind-out-file=/tmp/vc10/cg.$T --toggle-collect='*timed_build*' $B < /tmp/vc10/positions > /dev/null 2> /tmp/vc10/cg.$T.log
grep Collected /tmp/vc10/cg.$T.log
