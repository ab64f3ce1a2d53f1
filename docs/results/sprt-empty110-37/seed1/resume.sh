#!/bin/bash
# The cap's SPRT resumed from its results file (it had stopped after 99 games, LLR -2.873, with
# no decision and no error printed), the same command; then the solver_empty 110 SPRT resumed.
B=/tmp/s37/bin2
out=/tmp/s37/cap/seed1
flock /tmp/hexbfs-cpu.lock bash -c "echo resume \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load; $B/hexbfs-match -e 'cap02=$B/hexbfs --time 1 --solver-time 0.2' -e 'base=$B/hexbfs --time 1' --size 9 -j 2 --timeout 10 --sprt elo0=0,elo1=30 --rounds 8 --seed 1 --out $out > $out.resume.out 2>&1; echo \"end \$(date -u +%H:%M:%S) exit \$? \$(uptime | sed 's/.*load/load/')\" >> $out.load"
out=/tmp/s37/empty110/seed1
flock /tmp/hexbfs-cpu.lock bash -c "echo resume \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load; timeout \$(( \$(date -d '20:42' +%s) - \$(date +%s) )) $B/hexbfs-match -e 'empty110=$B/hexbfs --time 0.3 --solver-empty 110' -e 'base=$B/hexbfs --time 0.3' --size 11 -j 2 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --seed 1 --out $out > $out.resume.out 2>&1; echo \"end \$(date -u +%H:%M:%S) exit \$? \$(uptime | sed 's/.*load/load/')\" >> $out.load"
