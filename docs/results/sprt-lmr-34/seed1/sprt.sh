#!/bin/bash
# Round thirty-four: late move reductions (R=2, from the 4th move, null-window nodes) against off,
# 11x11 at 0.3 s a move, under the CPU lock.
B=/tmp/s34/lmr
out=/tmp/s34/lmr/sprt11-seed1
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; $B/hexbfs-match -e 'lmr2=$B/hexbfs --time 0.3 --late-reduction 2' -e 'base=$B/hexbfs --time 0.3' --size 11 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --seed 1 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
