#!/bin/bash
# Round thirty-seven: genmove's solver check at 30% instead of 20% (the default since round
# thirty-three; 10 -> 20 won its SPRT, +22.5 Elo over 1625 games), with the share at 40 in both,
# so the search keeps 30% of the move instead of 40%. 11x11 at 0.3 s a move, elo0=0 elo1=30,
# seed 1, the same binary for both (main 3b850ce's build, /tmp/s37/bin), under the CPU lock,
# until the bound or 19:50 UTC.
B=/tmp/s37/bin
out=/tmp/s37/check30/seed1
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout \$(( \$(date -d '19:50' +%s) - \$(date +%s) )) $B/hexbfs-match -e 'check30=$B/hexbfs --time 0.3 --solver-check 30' -e 'base=$B/hexbfs --time 0.3' --size 11 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --seed 1 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
