#!/bin/bash
# Round thirty-nine: the first two depths search every root move (--root-sweep 2) against the defaults (the root
# searches its 30 best-ranked moves, the search's width), 11x11 at 0.3 s a move, elo0=0 elo1=30,
# seed 1, two games at a time, the same binary for both (round39's tree with the sweep, /tmp/s39/b2), under the
# CPU lock, until a bound or 01:55 UTC.
B=/tmp/s39/b2
out=/tmp/s39/sweep/seed1
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout \$(( \$(date -d '01:55' +%s) - \$(date +%s) )) $B/hexbfs-match -e 'sweep2=$B/hexbfs --time 0.3 --root-sweep 2' -e 'base=$B/hexbfs --time 0.3' --size 11 -j 2 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --seed 1 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
