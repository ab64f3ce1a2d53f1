#!/bin/bash
# Round forty-two: today's defaults against Wolve on 11x11 with both engines at T seconds a move
# (hexbfs --time T, param_wolve max_time T): how the score moves with the time both get.
# Same openings and command as the 1 s runs otherwise; under the CPU lock, one game at a time;
# the speed probe before and after.
T=$1
out=/tmp/s42/wt/t$T
flock /tmp/hexbfs-cpu.lock bash -c "
echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load
python3 /tmp/s42/probe.py /tmp/s41/w11/run/games/game-0000{1,2,3,4}-*.sgf >> $out.load
timeout 3000 /tmp/s42/bin/hexbfs-match -e 'hexbfs=/tmp/s42/bin/hexbfs --time $T' -e wolve=/opt/benzene/bin/wolve --setup 'wolve=param_wolve max_time $T' --size 11 --openings /work/main/docs/results/openings/11x11-wolve-20.txt --timeout 20 -j 1 --out $out > $out.out 2>&1
echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load
python3 /tmp/s42/probe.py /tmp/s41/w11/run/games/game-0000{1,2,3,4}-*.sgf >> $out.load
"
