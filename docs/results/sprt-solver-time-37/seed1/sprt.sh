#!/bin/bash
# Round thirty-seven: the solver capped at 0.2 s a move (--solver-time 0.2; the share and the check
# together, 2:1) against no cap (the share 40% and the check 20% of the move), 9x9 at 1 s a move,
# where the default gives the solver 0.6 s and the capped search has 0.8 s instead of 0.4.
# elo0=0 elo1=30, seed 1, two games at a time (-j 2, for the number of games a 1 s SPRT needs;
# both sides alike), the same binary (round37 c7be655, /tmp/s37/bin2), under the CPU lock, until
# the bound or 20:45 UTC.
B=/tmp/s37/bin2
out=/tmp/s37/cap/seed1
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout \$(( \$(date -d '20:45' +%s) - \$(date +%s) )) $B/hexbfs-match -e 'cap02=$B/hexbfs --time 1 --solver-time 0.2' -e 'base=$B/hexbfs --time 1' --size 9 -j 2 --timeout 10 --sprt elo0=0,elo1=30 --rounds 8 --seed 1 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
