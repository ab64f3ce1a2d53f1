#!/bin/bash
# Round forty: the solver cap (--solver-time 0.2) against the defaults in self-play, 11x11 at 1 s a move,
# two games at a time, under the lock; slice 2 (seed 2, to 07:12 UTC, stopped at 06:30), its SPRT over slices 1-2.
out=/tmp/s40/sprtcap/seed2
left=$(( $(date -d 07:12 +%s) - $(date +%s) ))
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout $left /tmp/s40/bin/hexbfs-match -e 'cap=/tmp/s40/bin/hexbfs --time 1 --solver-time 0.2' -e 'base=/tmp/s40/bin/hexbfs --time 1' --size 11 -j 2 --timeout 10 --sprt elo0=0,elo1=30 --rounds 1 --seed 2 --sprt-with /tmp/s40/sprtcap/seed1 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
