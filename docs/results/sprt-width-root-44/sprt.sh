#!/bin/bash
# Round forty-four: 20 moves a node below the root, 30 at the root (--width 20 --root-width 30)
# against the defaults in self-play, 11x11 at 0.3 s a move, two games at a time, under the lock;
# slice SEED until END (UTC; the time left is taken once the lock is held).
SEED=${SEED:-1}; END=${END:-15:55}; WITH=${WITH:-}
B=/tmp/s44/bin
out=/tmp/s44/sprt-wr/seed$SEED
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout \$(( \$(date -d $END +%s) - \$(date +%s) )) $B/hexbfs-match -e 'wr=$B/hexbfs --time 0.3 --width 20 --root-width 30' -e 'base=$B/hexbfs --time 0.3' --size 11 -j 2 --timeout 10 --sprt elo0=0,elo1=30 --rounds 3 --seed $SEED $WITH --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
