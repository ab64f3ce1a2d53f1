#!/bin/bash
# after the seed-3 run: seed 5 until 21:21 UTC at the latest
while ! grep -q end /tmp/s29/sprt4.load 2>/dev/null && pgrep -f "seed 4 --out /tmp/s29/sprt4" > /dev/null; do sleep 5; done
out=/tmp/s29/sprt5
left=$(( $(date -d '21:21' +%s) - $(date +%s) ))
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout $left /tmp/s29/bin/hexbfs-match -e 'share40=/tmp/s29/bin/hexbfs --time 0.3 --solver-share 40' -e 'base=/tmp/s29/bin/hexbfs --time 0.3' --size 9 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --seed 5 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
