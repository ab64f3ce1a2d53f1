#!/bin/bash
# Round thirty-six: genmove's solver share at 20% instead of 40% on 11x11 (the share was decided
# on 9x9, where every position has at most 81 empty cells; on 11x11 it takes part from the 21st
# stone on, a game's last two thirds). 11x11 at 0.3 s a move, elo0=0 elo1=30, seed 1, the same
# binary for both (main 44942b0's build, src/ as at 2765c8a, /tmp/s36/bin), under the CPU lock,
# until the bound or 17:40 UTC.
B=/tmp/s36/bin
out=/tmp/s36/share20/seed1
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout \$(( \$(date -d '17:40' +%s) - \$(date +%s) )) $B/hexbfs-match -e 'share20=$B/hexbfs --time 0.3 --solver-share 20' -e 'base=$B/hexbfs --time 0.3' --size 11 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --seed 1 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
