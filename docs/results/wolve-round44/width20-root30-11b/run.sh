#!/bin/bash
# Round forty-four, second run: 20 moves a node below the root, 30 at the root
# (--width 20 --root-width 30; f689e1c's engine) against Wolve at 1 s, 11x11, the 20 openings
# with colours reversed, under the CPU lock, one game at a time; the speed probe
# (scripts/speed-probe.py on round forty-one's first four games) before and after.
out=/tmp/s44/wrw2/run
B=/tmp/s44/bin
flock /tmp/hexbfs-cpu.lock bash -c "
echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load
python3 /work/main/scripts/speed-probe.py --hexbfs $B/hexbfs /tmp/s41/w11/run/games/game-0000{1,2,3,4}-*.sgf >> $out.load
timeout 1560 $B/hexbfs-match -e 'hexbfs=$B/hexbfs --time 1 --width 20 --root-width 30' -e wolve=/opt/benzene/bin/wolve --setup 'wolve=param_wolve max_time 1' --size 11 --openings /work/main/docs/results/openings/11x11-wolve-20.txt --timeout 10 -j 1 --out $out > $out.out 2>&1
echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load
python3 /work/main/scripts/speed-probe.py --hexbfs $B/hexbfs /tmp/s41/w11/run/games/game-0000{1,2,3,4}-*.sgf >> $out.load
"
