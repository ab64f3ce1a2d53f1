#!/bin/bash
# Round thirty-seven: the solver from 110 empty cells instead of 100 on 11x11 (the games against
# Wolve are decided at 91-100 empty cells; df-pn's time proved worth more than its proofs of the
# root show: the cap at 0.2 s lost its SPRT at 1 s). 11x11 at 0.3 s a move, elo0=0 elo1=30,
# seed 1, two games at a time (-j 2), the same binary for both (round37 c7be655, /tmp/s37/bin2),
# under the CPU lock, until the bound or 20:42 UTC. Starts when the cap's SPRT has ended.
B=/tmp/s37/bin2
out=/tmp/s37/empty110/seed1
until grep -q '^end' /tmp/s37/cap/seed1.load 2>/dev/null; do sleep 10; done
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout \$(( \$(date -d '20:42' +%s) - \$(date +%s) )) $B/hexbfs-match -e 'empty110=$B/hexbfs --time 0.3 --solver-empty 110' -e 'base=$B/hexbfs --time 0.3' --size 11 -j 2 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --seed 1 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
