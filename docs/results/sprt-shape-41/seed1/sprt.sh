#!/bin/bash
# Round forty-one: the root's ties ranked by the learned move shape (--shape-order 1) against the defaults
# in self-play, 11x11 at 0.3 s a move, two games at a time, under the lock; slice SEED until END (UTC).
SEED=${SEED:-1}; END=${END:-07:40}; WITH=${WITH:-}
out=/tmp/s41/sprt-shape/seed$SEED
left=$(( $(date -d $END +%s) - $(date +%s) ))
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout $left /tmp/s41/bin/hexbfs-match -e 'shape=/tmp/s41/bin/hexbfs --time 0.3 --shape-order 1' -e 'base=/tmp/s41/bin/hexbfs --time 0.3' --size 11 -j 2 --timeout 10 --sprt elo0=0,elo1=30 --rounds 3 --seed $SEED $WITH --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
