#!/bin/bash
# Round thirty-three: --solver-from 21 against the defaults (check 20), 11x11 at 0.3 s,
# elo0=0 elo1=30, seed 1, until the bound or 08:35 UTC. On 11x11, from 21 stones on is
# "at most 100 empty cells", which on 9x9 is every position.
out=/tmp/s33/from21/seed1
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout \$(( \$(date -d '08:35' +%s) - \$(date +%s) )) /tmp/s33/bin/hexbfs-match -e 'from21=/tmp/s33/bin/hexbfs --time 0.3 --solver-from 21' -e 'base=/tmp/s33/bin/hexbfs --time 0.3' --size 11 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --seed 1 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
