#!/bin/bash
# Round thirty-seven: hexbfs with the solver capped at 0.2 s a move (--solver-time 0.2: the share
# and the check together, 2:1) against Wolve at 1 s, 11x11 then 9x9, the 20 openings with
# colours reversed, under the CPU lock. Binary: round37's build (/tmp/s37/bin2).
B=/tmp/s37/bin2
for s in 11 9; do
out=/tmp/s37/wolve/cap02-$s
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; $B/hexbfs-match -e 'hexbfs=$B/hexbfs --time 1 --solver-time 0.2' -e wolve=/opt/benzene/bin/wolve --setup 'wolve=param_wolve max_time 1' --size $s --openings /work/main/docs/results/openings/${s}x${s}-wolve-20.txt --timeout 10 -j 1 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
done
