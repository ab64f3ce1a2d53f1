#!/bin/bash
# Round thirty-one: --solver-check 10 (df-pn checks the search's move with a tenth of the
# time, and the search leaves out the moves the solver proved losing) against the defaults,
# 9x9 at 0.3 s, elo0=0 elo1=30; to the bound, or until 02:45 UTC at the latest.
out=/tmp/s31/check/seed1
left=$(( $(date -d '02:45' +%s) - $(date +%s) ))
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout $left /tmp/s31/bin/hexbfs-match -e 'check10=/tmp/s31/bin/hexbfs --time 0.3 --solver-check 10' -e 'base=/tmp/s31/bin/hexbfs --time 0.3' --size 9 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --seed 1 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
