#!/bin/bash
# Round forty-four: the replies to the root's moves kept at 30 too (--deep-plies 2: 30 moves at
# plies 0 and 1, 20 below) against the new defaults (30 at the root, 20 below) in self-play,
# 11x11 at 0.3 s a move, two games at a time, under the lock; slice SEED until END (UTC; the time
# left is taken once the lock is held).
SEED=${SEED:-1}; END=${END:-17:02}; WITH=${WITH:-}
B=/tmp/s44/bin2
out=/tmp/s44/sprt-dp2/seed$SEED
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout \$(( \$(date -d $END +%s) - \$(date +%s) )) $B/hexbfs-match -e 'plies2=$B/hexbfs --time 0.3 --deep-plies 2' -e 'base=$B/hexbfs --time 0.3' --size 11 -j 2 --timeout 10 --sprt elo0=0,elo1=30 --rounds 3 --seed $SEED $WITH --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
