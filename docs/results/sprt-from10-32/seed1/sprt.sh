#!/bin/bash
# Round thirty-two, after the Wolve run: --solver-from 10 against the defaults, 9x9 at 0.3 s,
# elo0=0 elo1=30, seed 1, until the bound or 05:58 UTC.
out=/tmp/s32/from10/seed1
mkdir -p /tmp/s32/from10
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout \$(( \$(date -d '05:58' +%s) - \$(date +%s) )) /tmp/s32/bin3/hexbfs-match -e 'from10=/tmp/s32/bin3/hexbfs --time 0.3 --solver-from 10' -e 'base=/tmp/s32/bin3/hexbfs --time 0.3' --size 9 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --seed 1 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
