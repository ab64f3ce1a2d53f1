#!/bin/bash
# cg.sh TAG : callgrind of a4's first 20,000 calls with the worktree's solve_openings
set -e
tag=$1
cp /work/wt/vc22/target/release/examples/solve_openings /tmp/vc22/so-$tag
cd /tmp/vc22/cg
CELLS=a4 MAX_NODES=20000 STATS=1 nice -n 19 valgrind --tool=callgrind --callgrind-out-file=/tmp/vc22/cg/$tag.out /tmp/vc22/so-$tag 7 9000 > $tag.stdout 2> $tag.stderr
grep "refs" $tag.stderr
diff <(grep -v time base.stdout) <(grep -v time $tag.stdout) && echo "stats same as base"
