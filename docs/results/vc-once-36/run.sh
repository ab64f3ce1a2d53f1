#!/bin/bash
# Round thirty-six: the build of both colours' connections, hexbfs beside Benzene's Wolve, with
# Benzene sent one vc-build a position (it builds both colours), the old way (one vc-build a
# colour) in the same hold, and both without their inferior cells. Under the CPU lock, one pass
# each, in this order. BIN: main 44942b0's release build (src/ as at 2765c8a), in /tmp/s36/bin.
BIN=/tmp/s36/bin/hexbfs
D=/work/main/docs/results/vc-once-36
G="/work/shared/games/vs-wolve-1s/9x9/*.sgf /work/shared/games/vs-wolve-1s/11x11/*.sgf"
S=/work/main/scripts/vc-vs-benzene.py
flock /tmp/hexbfs-cpu.lock bash -c "
echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $D/load.txt
python3 $S --step 4 --fill --hexbfs $BIN $G > $D/once.txt
echo once \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $D/load.txt
python3 $S --step 4 --fill --benzene-build-per-colour --hexbfs $BIN $G > $D/per-colour.txt
echo per-colour \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $D/load.txt
python3 $S --step 4 --benzene-setup 'param_player_board use_ice 0' --hexbfs $BIN $G > $D/no-ice.txt
echo no-ice \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $D/load.txt
python3 $S --step 4 --fill --hexbfs $BIN $G > $D/once-again.txt
echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $D/load.txt
"
