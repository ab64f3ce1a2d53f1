#!/bin/bash
# Round thirty-four: late move reductions without the mustplay guard (lab build lab34-mustplay:
# round34 with the guard removed), R=2 against off, 11x11 at 0.3 s a move, under the CPU lock.
B=/tmp/s34/lmr-mp
out=/tmp/s34/lmr-mp/sprt11-seed1
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; $B/hexbfs-match -e 'lmrmp2=$B/hexbfs --time 0.3 --late-reduction 2' -e 'base=$B/hexbfs --time 0.3' --size 11 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --seed 1 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
