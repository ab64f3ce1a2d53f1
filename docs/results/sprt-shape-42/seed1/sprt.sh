#!/bin/bash
# Round forty-two: the learned move shape as a rank of the move order at the root and the ply below it
# (--order shape --order-plies 2) against the defaults in self-play, 11x11 at 0.3 s a move,
# two games at a time, under the lock; slice SEED until END (UTC).
SEED=${SEED:-1}; END=${END:-10:30}; WITH=${WITH:-}
B=/tmp/s42/bin-new
out=/tmp/s42/sprt-shape2/seed$SEED
left=$(( $(date -d $END +%s) - $(date +%s) ))
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout $left $B/hexbfs-match -e 'shape=$B/hexbfs --time 0.3 --order shape --order-plies 2' -e 'base=$B/hexbfs --time 0.3' --size 11 -j 2 --timeout 10 --sprt elo0=0,elo1=30 --rounds 3 --seed $SEED $WITH --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
