#!/bin/bash
# Round thirty-seven: genmove's solver share at 60% instead of 40% (the check 20 in both, so the
# search keeps 20% of the move instead of 40%): the cap at 0.2 s lost -110 Elo at 1 s, so the
# solver's time at 1 s is worth more than its root proofs show; is more of it worth more?
# 9x9 at 1 s a move, elo0=0 elo1=30, seed 1, two games at a time (-j 2), the same engine binary
# (round37 c7be655, /tmp/s37/bin2/hexbfs), the runner with the first-crossing verdict
# (/tmp/s37/bin3/hexbfs-match), under the CPU lock, until the bound or 20:50 UTC.
B=/tmp/s37/bin2
M=/tmp/s37/bin3/hexbfs-match
out=/tmp/s37/share60/seed1
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout \$(( \$(date -d '20:50' +%s) - \$(date +%s) )) $M -e 'share60=$B/hexbfs --time 1 --solver-share 60' -e 'base=$B/hexbfs --time 1' --size 9 -j 2 --timeout 10 --sprt elo0=0,elo1=30 --rounds 8 --seed 1 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
