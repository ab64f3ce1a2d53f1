#!/bin/bash
# cg.sh TAG BIN [ENV=VALUE...]: callgrind of a4's first 20,000 df-pn calls
# (untimed, nice 19), as docs/results/vc24/cg.sh, with extra environment.
tag=$1; bin=$2; shift 2
mkdir -p /tmp/vc25/cg && cd /tmp/vc25/cg
env "$@" TT_MB=${TT_MB:-256} CELLS=a4 MAX_NODES=20000 STATS=1 nice -n 19 valgrind --tool=callgrind --callgrind-out-file=/tmp/vc25/cg/$tag.out $bin 7 9000 > $tag.stdout 2> $tag.stderr
grep "refs" $tag.stderr
