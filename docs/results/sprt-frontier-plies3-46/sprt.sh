#!/bin/bash
# Round forty-six: 10 moves at the nodes three or fewer plies from the leaves (--frontier-plies 3;
# the defaults keep 10 at two or fewer, 20 below the root, 30 at the root) against the defaults
# in self-play, 11x11 at 0.3 s a move, two games at a time, under the lock; slice SEED until END
# (UTC; the time left is taken once the lock is held).
SEED=${SEED:-1}; END=${END:-22:05}; WITH=${WITH:-}
B=/tmp/s46/bin
out=/tmp/s46/sprt-fp3/seed$SEED
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout \$(( \$(date -d $END +%s) - \$(date +%s) )) $B/hexbfs-match -e 'fp3=$B/hexbfs --time 0.3 --frontier-plies 3' -e 'base=$B/hexbfs --time 0.3' --size 11 -j 2 --timeout 10 --sprt elo0=0,elo1=30 --rounds 3 --seed $SEED $WITH --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
