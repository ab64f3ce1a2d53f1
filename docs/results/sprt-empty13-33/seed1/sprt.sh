#!/bin/bash
# Round thirty-three: the default --solver-empty 100 against the solver in every position
# (--solver-empty 676), 13x13 at 0.3 s, elo0=0 elo1=30, seed 1, until the bound or 09:08 UTC:
# the new default, measured on 11x11, checked on a larger board.
out=/tmp/s33/e13/seed1
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout \$(( \$(date -d '09:08' +%s) - \$(date +%s) )) /tmp/s33/bin2/hexbfs-match -e 'empty100=/tmp/s33/bin2/hexbfs --time 0.3 --solver-empty 100' -e 'all=/tmp/s33/bin2/hexbfs --time 0.3 --solver-empty 676' --size 13 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --seed 1 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
