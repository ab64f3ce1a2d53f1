#!/bin/bash
# Round thirty-six: the fourth slice of round thirty-three's 13x13 SPRT, --solver-empty 100 (the
# default) against 676 (the solver everywhere), 13x13 at 0.3 s a move, elo0=0 elo1=30, seed 4,
# added to seeds 1 to 3 (docs/results/sprt-empty13-33/seed1 to seed3), under the CPU lock, until
# the bound or 18:15 UTC. The binary is round thirty-three's own (15a224c's build, /tmp/s33/bin2).
B=/tmp/s33/bin2
out=/tmp/s36/empty13/seed4
D=/work/main/docs/results/sprt-empty13-33
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout \$(( \$(date -d '18:15' +%s) - \$(date +%s) )) $B/hexbfs-match -e 'empty100=$B/hexbfs --time 0.3 --solver-empty 100' -e 'all=$B/hexbfs --time 0.3 --solver-empty 676' --size 13 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --seed 4 --sprt-with $D/seed1 --sprt-with $D/seed2 --sprt-with $D/seed3 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
