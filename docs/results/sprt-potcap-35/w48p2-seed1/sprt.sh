#!/bin/bash
# Round thirty-five: the two-distance with a heavier unit and a narrower clamp on 11x11
# (--potential-weight 48 --potential-cap 2, the same +-96 range, heavier below 3) against the defaults (32, 3),
# 11x11 at 0.3 s a move, elo0=0 elo1=30, seed 1, under the CPU lock, until the bound or 14:45 UTC.
B=/tmp/s35/bin
out=/tmp/s35/w48p2/seed1
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout \$(( \$(date -d '14:45' +%s) - \$(date +%s) )) $B/hexbfs-match -e 'w48p2=$B/hexbfs --time 0.3 --potential-weight 48 --potential-cap 2' -e 'base=$B/hexbfs --time 0.3' --size 11 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --seed 1 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
