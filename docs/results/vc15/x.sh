#!/bin/bash
# x.sh BIN [cg] [limits...]: env passes through; prints found and instructions
B=$1; shift; CG=""; if [ "$1" = cg ]; then CG=1; shift; fi
export VC_PROBE_LADDERS=${VC_PROBE_LADDERS:-1}
nice -n 10 $B "$@" < /tmp/vc15/positions > /tmp/vc15/x.$$.txt
F=$(python3 /tmp/vc15/cmp.py /tmp/vc15/x.$$.txt)
I=""
if [ -n "$CG" ]; then
  nice -n 10 valgrind --tool=callgrind --callgrind-out-file=/tmp/vc15/cg.x.$$ --toggle-collect='*timed_build*' $B "$@" < /tmp/vc15/positions > /dev/null 2> /tmp/vc15/cg.x.$$.log
  I=$(grep Collected /tmp/vc15/cg.x.$$.log | awk '{print $4}'); rm -f /tmp/vc15/cg.x.$$ /tmp/vc15/cg.x.$$.log
fi
rm -f /tmp/vc15/x.$$.txt
echo "$* XO[$VC_XO] XS[$VC_XS] XF[$VC_XF] | $F | $I"
