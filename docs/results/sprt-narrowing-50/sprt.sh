#!/bin/bash
# Round fifty: the builder keeping only the fulls that narrow a pair's intersection, with an OR
# over 32 semis up to depth 6 (CAND: this round's engine) against main before it (BASE: 3e964b1),
# in self-play, 11x11 at 0.3 s a move, two games at a time, under the lock, until END (UTC;
# the time left is taken once the lock is held). Each folder holds hexbfs and hexbfs-match.
SEED=${SEED:-1}; END=${END:-09:30}
CAND=${CAND:-/tmp/s50/cand}; BASE=${BASE:-/tmp/s50/base}
out=/tmp/s50/sprt/seed$SEED
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout \$(( \$(date -d $END +%s) - \$(date +%s) )) $CAND/hexbfs-match -e 'narrowing=$CAND/hexbfs --time 0.3' -e 'base=$BASE/hexbfs --time 0.3' --size 11 -j 2 --timeout 10 --sprt elo0=0,elo1=30 --rounds 3 --seed $SEED --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
