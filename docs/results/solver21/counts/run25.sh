#!/bin/bash
# usage: run25.sh BIN OUT [env...]
bin=$1; out=$2; shift 2
env "$@" CELLS=a1,b1,c1,d1,e1,f1,g1,a2,b2,c2,d2,e2,f2,g2,a3,b3,c3,d3,e3,f3,g3,a4,b4,c4,d4 MAX_NODES=300000 STATS=1 nice -n 19 $bin 7 1200 > $out 2>/dev/null
