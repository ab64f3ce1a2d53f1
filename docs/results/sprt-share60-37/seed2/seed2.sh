#!/bin/bash
# The share-60 SPRT's second slice: --seed 2, counting seed 1's games (--sprt-with), the same
# binaries and settings, under the CPU lock, until the bound or 20:57 UTC.
B=/tmp/s37/bin2
M=/tmp/s37/bin3/hexbfs-match
out=/tmp/s37/share60/seed2
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout \$(( \$(date -d '20:57' +%s) - \$(date +%s) )) $M -e 'share60=$B/hexbfs --time 1 --solver-share 60' -e 'base=$B/hexbfs --time 1' --size 9 -j 2 --timeout 10 --sprt elo0=0,elo1=30 --rounds 8 --seed 2 --sprt-with /tmp/s37/share60/seed1 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
