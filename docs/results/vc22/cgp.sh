#!/bin/bash
# cgp.sh BIN TAG [parent]: instructions of vc_probe's builds over the 742 positions
B=$1; T=$2
if [ "$3" = parent ]; then export VC_PROBE_PARENT=1; T=$T.parent; else T=$T.fresh; fi
nice -n 19 valgrind --tool=callgrind --callgrind-out-file=/tmp/vc22/cgp.$T --toggle-collect='*timed_build*' $B < /tmp/vc22/positions > /dev/null 2> /tmp/vc22/cgp.$T.log
echo "$T $(grep Collected /tmp/vc22/cgp.$T.log)"
