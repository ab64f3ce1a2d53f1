#!/bin/bash
# Round fifty-one: the root's verdicts and those below it sharpened by the fill-in for the side to
# move (the opponent's permanently inferior cells filled; CAND) against main before it (BASE: 18cca39),
# in self-play, 11x11 at 0.3 s a move, two games at a time, under the lock, until END (UTC;
# the time left is taken once the lock is held). Each folder holds hexbfs and hexbfs-match.
# Round fifty-two continued it with SEED=2 WITH=docs/results/sprt-pinf-51/results.tsv (the
# first run's games count towards the test) OUT=/tmp/s52/sprt.
SEED=${SEED:-1}; END=${END:-12:32}
CAND=${CAND:-/tmp/s51/cand2}; BASE=${BASE:-/tmp/s51/base}
out=${OUT:-/tmp/s51/sprt}/seed$SEED
with=${WITH:+--sprt-with $WITH}
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout \$(( \$(date -d $END +%s) - \$(date +%s) )) $CAND/hexbfs-match -e 'sharpened=$CAND/hexbfs --time 0.3' -e 'base=$BASE/hexbfs --time 0.3' --size 11 -j 2 --timeout 10 --sprt elo0=0,elo1=30 --rounds 3 --seed $SEED $with --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
