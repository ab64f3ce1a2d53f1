#!/bin/bash
# Round forty: is today's engine (2773217) the engine of round thirty-seven (/tmp/s37/bin2, the binary of its Wolve run) in play?
# Self-play, 11x11 at 0.3 s a move, two games at a time, 20 minutes at most.
out=/tmp/s40/reg/run
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout 1200 /tmp/s40/bin/hexbfs-match -e 'new=/tmp/s40/bin/hexbfs --time 0.3' -e 'r37=/tmp/s37/bin2/hexbfs --time 0.3' --size 11 -j 2 --timeout 5 --rounds 1 --seed 40 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
