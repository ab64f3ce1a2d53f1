#!/bin/bash
# Round forty-two: today's defaults (eaf2ed9's engine; bench signature 6730863) against Wolve at 1 s, 11x11,
# the 20 openings with colours reversed, under the CPU lock, one game at a time; a speed probe
# (Wolve's completed depth and nodes/s at 1 s on 12 fixed positions, hexbfs's bench nodes/s) before and after.
out=/tmp/s42/w11/run
G=/work/main/docs/results/wolve-round41/default-11
flock /tmp/hexbfs-cpu.lock bash -c "
echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load
python3 /tmp/s42/probe.py /tmp/s41/w11/run/games/game-0000{1,2,3,4}-*.sgf >> $out.load
timeout 1560 /tmp/s42/bin/hexbfs-match -e 'hexbfs=/tmp/s42/bin/hexbfs --time 1' -e wolve=/opt/benzene/bin/wolve --setup 'wolve=param_wolve max_time 1' --size 11 --openings /work/main/docs/results/openings/11x11-wolve-20.txt --timeout 10 -j 1 --out $out > $out.out 2>&1
echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load
python3 /tmp/s42/probe.py /tmp/s41/w11/run/games/game-0000{1,2,3,4}-*.sgf >> $out.load
"
