#!/bin/bash
# Helper strength12's second lock slice (taken only with flock -n: nobody was
# waiting): --interior-pv 2 on and off with --interior-guard 2, 9x9 at 0.1 s.
# /tmp/s12/hexbfs-s12 as in ../sprt-guard12 (sha256 in load.txt).
cd /work/wt/strength12
BIN=/tmp/s12/hexbfs-s12
RUN=docs/results/sprt-guard12-pv
LOAD=$RUN/load.txt
T=${T:-900}
echo "lock taken $(date -u +%H:%M:%S) UTC; $(uptime)" >> $LOAD
echo "binary $(sha256sum $BIN)" >> $LOAD
( while true; do echo "$(date -u +%H:%M:%S) $(uptime)" >> $RUN/load-minutes.txt; sleep 60; done ) &
LOOP=$!
timeout $T target/release/hexbfs-match -e "pv2=$BIN --time 0.1 --interior-guard 2 --interior-pv 2" \
  -e "base=$BIN --time 0.1 --interior-guard 2" \
  --size 9 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --out $RUN > $RUN/summary.txt 2> $RUN/match-stderr.txt
echo "SPRT exit $? end $(date -u +%H:%M:%S); $(uptime)" >> $LOAD
kill $LOOP
