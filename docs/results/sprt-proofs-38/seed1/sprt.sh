#!/bin/bash
# Round thirty-eight: the search reads the solver's table (--solver-proofs 1) against the
# defaults, 11x11 at 0.3 s a move, elo0=0 elo1=30, seed 1, two games at a time (-j 2), the same
# binary for both (round38 working tree, /tmp/s38/b1), under the CPU lock, until a bound or 23:20 UTC.
B=/tmp/s38/b1
out=/tmp/s38/proofs/seed1
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout \$(( \$(date -d '23:20' +%s) - \$(date +%s) )) $B/hexbfs-match -e 'proofs=$B/hexbfs --time 0.3 --solver-proofs 1' -e 'base=$B/hexbfs --time 0.3' --size 11 -j 2 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --seed 1 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
