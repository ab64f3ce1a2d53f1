#!/bin/bash
# Round forty-nine: the root's verdict narrowed by a wider build of the opponent's connections
# (--root-wide 1) against the defaults in self-play, 11x11 at 0.3 s a move, two games at a time,
# under the lock, until END (UTC; the time left is taken once the lock is held). B holds the
# release build of the round's engine (hexbfs, hexbfs-match).
SEED=${SEED:-1}; END=${END:-06:45}; WITH=${WITH:-}
B=${B:-/tmp/s49/bin}
out=/tmp/s49/sprt-wide/seed$SEED
mkdir -p /tmp/s49/sprt-wide
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout \$(( \$(date -d $END +%s) - \$(date +%s) )) $B/hexbfs-match -e 'wide=$B/hexbfs --time 0.3 --root-wide 1' -e 'base=$B/hexbfs --time 0.3' --size 11 -j 2 --timeout 10 --sprt elo0=0,elo1=30 --rounds 3 --seed $SEED $WITH --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
