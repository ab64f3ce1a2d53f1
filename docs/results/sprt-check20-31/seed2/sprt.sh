#!/bin/bash
# Round thirty-two: continue --solver-check 20 against the default (10), seed 2, until the bound or 04:40 UTC.
cd /work/main
out=/tmp/s32/check20/seed2
mkdir -p /tmp/s32/check20
left=$(( $(date -d '04:40' +%s) - $(date +%s) ))
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout $left /tmp/s31/bin2/hexbfs-match -e 'check20=/tmp/s31/bin2/hexbfs --time 0.3 --solver-check 20' -e 'base=/tmp/s31/bin2/hexbfs --time 0.3' --size 9 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --seed 2 --sprt-with docs/results/sprt-check20-31/seed1 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
