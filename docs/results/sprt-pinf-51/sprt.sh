#!/bin/bash
# Round fifty-one: the root's verdicts and those below it sharpened by the fill-in for the side to
# move (the opponent's permanently inferior cells filled; CAND) against main before it (BASE: 18cca39),
# in self-play, 11x11 at 0.3 s a move, two games at a time, under the lock, until END (UTC;
# the time left is taken once the lock is held). Each folder holds hexbfs and hexbfs-match.
SEED=${SEED:-1}; END=${END:-12:32}
CAND=${CAND:-/tmp/s51/cand2}; BASE=${BASE:-/tmp/s51/base}
out=/tmp/s51/sprt/seed$SEED
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout \$(( \$(date -d $END +%s) - \$(date +%s) )) $CAND/hexbfs-match -e 'sharpened=$CAND/hexbfs --time 0.3' -e 'base=$BASE/hexbfs --time 0.3' --size 11 -j 2 --timeout 10 --sprt elo0=0,elo1=30 --rounds 3 --seed $SEED --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
