#!/bin/bash
# seed 6 of the solver-share SPRT, until 22:45 UTC at the latest
out=/tmp/s30/sprt6
left=$(( $(date -d '22:45' +%s) - $(date +%s) ))
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout $left /tmp/s29/bin/hexbfs-match -e 'share40=/tmp/s29/bin/hexbfs --time 0.3 --solver-share 40' -e 'base=/tmp/s29/bin/hexbfs --time 0.3' --size 9 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --seed 6 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
