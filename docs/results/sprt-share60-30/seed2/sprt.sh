#!/bin/bash
# Round thirty-one: the share-60 SPRT continued with seed 2; the SPRT counts seed 1's 438 games
# (--sprt-with) and stops at the bound, or at 02:45 UTC at the latest.
out=/tmp/s31/sprt60/seed2
left=$(( $(date -d '02:45' +%s) - $(date +%s) ))
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout $left /tmp/s30/bin/hexbfs-match -e 'share60=/tmp/s30/bin/hexbfs --time 0.3 --solver-share 60' -e 'base=/tmp/s30/bin/hexbfs --time 0.3' --size 9 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --seed 2 --sprt-with /work/main/docs/results/sprt-share60-30/seed1 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
