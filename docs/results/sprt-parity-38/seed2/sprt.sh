#!/bin/bash
# Round thirty-nine: the table-parity SPRT of round thirty-eight resumed (seed 2, its seed-1 games
# counted), 11x11 at 0.3 s a move, elo0=0 elo1=30, one game at a time (-j 1: the other core builds),
# the same binary as seed 1 (93c9cd8, /tmp/s38/b2), under the CPU lock, until a bound or 01:20 UTC.
B=/tmp/s38/b2
out=/tmp/s38/parity/seed2
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout \$(( \$(date -d '01:20' +%s) - \$(date +%s) )) $B/hexbfs-match -e 'parity=$B/hexbfs --time 0.3 --table-parity 1' -e 'base=$B/hexbfs --time 0.3' --size 11 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --sprt-with /tmp/s38/parity/seed1 --rounds 8 --seed 2 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
