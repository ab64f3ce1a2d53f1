#!/bin/bash
# cg.sh TAG BIN: callgrind of a4's first 20,000 df-pn calls (untimed, nice 19)
tag=$1; bin=$2
cd /tmp/vc24/cg
TT_MB=${TT_MB:-256} CELLS=a4 MAX_NODES=20000 STATS=1 nice -n 19 valgrind --tool=callgrind --callgrind-out-file=/tmp/vc24/cg/$tag.out $bin 7 9000 > $tag.stdout 2> $tag.stderr
grep "refs" $tag.stderr
