#!/bin/bash
# Round forty-three: 20 moves a node instead of 30 (--width 20; Wolve searches 15) against the
# defaults in self-play, 11x11 at 0.3 s a move, two games at a time, under the lock; slice SEED until END (UTC).
SEED=${SEED:-1}; END=${END:-13:55}; WITH=${WITH:-}
B=/tmp/s43/bin
out=/tmp/s43/sprt-width/seed$SEED
left=$(( $(date -d $END +%s) - $(date +%s) ))
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout $left $B/hexbfs-match -e 'width20=$B/hexbfs --time 0.3 --width 20' -e 'base=$B/hexbfs --time 0.3' --size 11 -j 2 --timeout 10 --sprt elo0=0,elo1=30 --rounds 3 --seed $SEED $WITH --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
