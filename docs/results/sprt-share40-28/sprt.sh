#!/bin/bash
out=/tmp/lead28/sprt-share40
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout 1500 /tmp/lead28/bin/hexbfs-match -e 'share40=/tmp/lead28/bin/hexbfs --time 0.3 --solver-share 40' -e 'base=/tmp/lead28/bin/hexbfs --time 0.3' --size 9 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
