#!/bin/bash
# One lock slice of helper strength10: the suite at 1 s (default and --interior-pv 2), then the SPRT.
# /tmp/s10/hexbfs-ad1d965 is commit ad1d965 built in the worktree (sha256 f7e2c6cb02f745ca9dec12988aefd49a92d036d73e0ec437409e2a8cb9938f63).
cd /work/wt/strength10
BIN=/tmp/s10/hexbfs-ad1d965
RUN=docs/results/sprt-interior-pv
S=docs/results/suite-wolve/scores
LOAD=$RUN/load.txt
echo "lock taken $(date -u +%H:%M:%S) UTC; $(uptime)" >> $LOAD
( while true; do echo "$(date -u +%H:%M:%S) $(uptime)" >> $RUN/load-minutes.txt; sleep 60; done ) &
LOOP=$!
echo "suite 1 s start $(date -u +%H:%M:%S); $(uptime)" >> $LOAD
scripts/suite.py --engine "$BIN --time 1" docs/results/suite-wolve/positions.txt > $S/s1-s10-base.txt 2>&1
scripts/suite.py --engine "$BIN --time 1 --interior-pv 2" docs/results/suite-wolve/positions.txt > $S/s1-s10-pv2.txt 2>&1
echo "suite 1 s end / SPRT start $(date -u +%H:%M:%S); $(uptime)" >> $LOAD
timeout 1260 target/release/hexbfs-match -e "pv=$BIN --time 0.1 --interior-pv 2" -e "base=$BIN --time 0.1" \
  --size 9 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --out $RUN > $RUN/summary.txt 2> $RUN/match-stderr.txt
echo "SPRT exit $? end $(date -u +%H:%M:%S); $(uptime)" >> $LOAD
kill $LOOP
