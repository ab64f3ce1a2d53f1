#!/bin/bash
# Round thirty-one, after the Wolve check: first the time overrun with the new default
# (solver_check 10) under the lock, then --solver-check 20 against the default (10), 9x9 at
# 0.3 s, elo0=0 elo1=30, to the bound or until 02:55 UTC at the latest.
cd /work/main
flock /tmp/hexbfs-cpu.lock bash -c "date -u +%H:%M:%S > docs/results/overrun31/eleven.txt; scripts/time-overrun.sh >> docs/results/overrun31/eleven.txt 2>&1; date -u +%H:%M:%S >> docs/results/overrun31/eleven.txt"
out=/tmp/s31/check20/seed1
left=$(( $(date -d '02:55' +%s) - $(date +%s) ))
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout $left /tmp/s31/bin2/hexbfs-match -e 'check20=/tmp/s31/bin2/hexbfs --time 0.3 --solver-check 20' -e 'base=/tmp/s31/bin2/hexbfs --time 0.3' --size 9 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --seed 1 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
