#!/bin/bash
# Round thirty-four: the potential as the 1988 key's tie-break at the root and two plies below
# (--order map-potential --order-plies 3; round eighteen's H1 on 9x9 at 0.1 s) against the default,
# 11x11 at 0.3 s a move, under the CPU lock.
B=/tmp/s34/lmr
out=/tmp/s34/order/sprt11-seed1
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; $B/hexbfs-match -e 'mappotp3=$B/hexbfs --time 0.3 --order map-potential --order-plies 3' -e 'base=$B/hexbfs --time 0.3' --size 11 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --seed 1 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
