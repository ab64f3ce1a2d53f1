#!/bin/bash
# Round thirty-two, the check-20 SPRT's third slice, seed 3, until the bound or 06:10 UTC.
out=/tmp/s32/check20/seed3
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout \$(( \$(date -d '06:10' +%s) - \$(date +%s) )) /tmp/s31/bin2/hexbfs-match -e 'check20=/tmp/s31/bin2/hexbfs --time 0.3 --solver-check 20' -e 'base=/tmp/s31/bin2/hexbfs --time 0.3' --size 9 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --seed 3 --sprt-with /work/main/docs/results/sprt-check20-31/seed1 --sprt-with /work/main/docs/results/sprt-check20-31/seed2 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
