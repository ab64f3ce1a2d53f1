#!/bin/bash
# Round thirty-nine: every root move searched (--root-width 676) against the defaults (the root
# searches its 30 best-ranked moves, the search's width), 11x11 at 0.3 s a move, elo0=0 elo1=30,
# seed 3 (its seed-1 and seed-2 games counted), two games at a time, the same binary for both (round39's tree, /tmp/s39/b1), under the
# CPU lock, until a bound or 02:45 UTC.
B=/tmp/s39/b1
out=/tmp/s39/rw/seed3
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout \$(( \$(date -d '02:45' +%s) - \$(date +%s) )) $B/hexbfs-match -e 'rootall=$B/hexbfs --time 0.3 --root-width 676' -e 'base=$B/hexbfs --time 0.3' --size 11 -j 2 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --seed 3 --sprt-with /tmp/s39/rw/seed1 --sprt-with /tmp/s39/rw/seed2 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
