#!/bin/bash
# Round thirty, the next lever's first look: --solver-share 60 against the new default (40),
# 9x9 at 0.3 s, elo0=0 elo1=30, until 00:08 UTC at the latest (a start the next round can
# continue with another seed: hexbfs-match merge adds runs of other seeds).
out=/tmp/s30/sprt60/seed1
left=$(( $(date -d 'tomorrow 00:08' +%s) - $(date +%s) ))
[ $left -gt 3600 ] && left=$(( $(date -d '00:08' +%s) - $(date +%s) ))
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout $left /tmp/s30/bin/hexbfs-match -e 'share60=/tmp/s30/bin/hexbfs --time 0.3 --solver-share 60' -e 'base=/tmp/s30/bin/hexbfs --time 0.3' --size 9 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --seed 1 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
