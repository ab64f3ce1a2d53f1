#!/bin/bash
# waits until the 11x11 Wolve runs are over, then continues the SPRT with seed 3 until 20:50 UTC
while [ ! -e /tmp/s29/wolve/default-11.done ]; do sleep 20; done
out=/tmp/s29/sprt3
left=$(( $(date -d '20:50' +%s) - $(date +%s) ))
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout $left /tmp/s29/bin/hexbfs-match -e 'share40=/tmp/s29/bin/hexbfs --time 0.3 --solver-share 40' -e 'base=/tmp/s29/bin/hexbfs --time 0.3' --size 9 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --seed 3 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
