#!/bin/bash
# Round fifty-three: the OR rule by cells (Limits::or_by_cells) with 48 semis a pair in the
# root's limits (root, below it, interior nodes; the solver unchanged; CAND, candidate.patch)
# against the same tree with it off (BASE, the engine of main 7cf72ec), in self-play, 11x11 at
# 0.3 s a move, two games at a time, under the lock, until END (UTC).
SEED=${SEED:-1}; END=${END:-18:45}
CAND=${CAND:-/tmp/s53/cand}; BASE=${BASE:-/tmp/s53/base}
out=${OUT:-/tmp/s53/sprt}/seed$SEED
with=${WITH:+--sprt-with $WITH}
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout \$(( \$(date -d $END +%s) - \$(date +%s) )) $CAND/hexbfs-match -e 'orcells=$CAND/hexbfs --time 0.3' -e 'base=$BASE/hexbfs --time 0.3' --size 11 -j 2 --timeout 10 --sprt elo0=0,elo1=30 --rounds 3 --seed $SEED $with --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
