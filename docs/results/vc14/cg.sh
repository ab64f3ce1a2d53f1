#!/bin/bash
# cg.sh BIN TAG [parent]: callgrind instructions of the timed builds over the 742
# positions: python3 docs/results/vc9/positions.py /work/shared/games/vs-wolve-1s/9x9/*.sgf /work/shared/games/vs-wolve-1s/11x11/*.sgf > /tmp/vc14/positions
B=$1; T=$2
if [ "$3" = parent ]; then export VC_PROBE_PARENT=1; T=$T.parent; else T=$T.fresh; fi
nice -n 10 valgrind --tool=callgrind --callgrind-out-file=/tmp/vc14/cg.$T --toggle-collect='*timed_build*' $B < /tmp/vc14/positions > /dev/null 2> /tmp/vc14/cg.$T.log
echo "$T $(grep Collected /tmp/vc14/cg.$T.log)"
