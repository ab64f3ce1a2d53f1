#!/bin/bash
# One lock slice of helper strength12 (round twelve): a short time-overrun
# check of the guard by the builds, then the SPRT of the guard, 11x11 at 0.1 s.
# /tmp/s12/hexbfs-s12 is the worktree's build of the guard commit (sha256 in
# load.txt); /tmp/s12/hexbfs-s12-g2 runs it with --interior-guard 2.
cd /work/wt/strength12
BIN=/tmp/s12/hexbfs-s12
RUN=docs/results/sprt-guard12
LOAD=$RUN/load.txt
echo "lock taken $(date -u +%H:%M:%S) UTC; $(uptime)" >> $LOAD
echo "binary $(sha256sum $BIN)" >> $LOAD
( while true; do echo "$(date -u +%H:%M:%S) $(uptime)" >> $RUN/load-minutes.txt; sleep 60; done ) &
LOOP=$!
for s in 11 19; do
  target/release/examples/time_overrun --engine /tmp/s12/hexbfs-s12-g2 --size $s --level combined --moves 100 --budgets 0.05,0.2 >> $RUN/time-overrun-g2.txt 2>&1
done
echo "overrun end / SPRT start $(date -u +%H:%M:%S); $(uptime)" >> $LOAD
timeout 1260 target/release/hexbfs-match -e "guard2=$BIN --time 0.1 --interior-guard 2" -e "base=$BIN --time 0.1" \
  --size 11 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 4 --out $RUN > $RUN/summary.txt 2> $RUN/match-stderr.txt
echo "SPRT exit $? end $(date -u +%H:%M:%S); $(uptime)" >> $LOAD
kill $LOOP
