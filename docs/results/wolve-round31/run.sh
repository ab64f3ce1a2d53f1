#!/bin/bash
# Round thirty-one: hexbfs with --solver-check 10 (the share 40 on, the default) against
# Wolve at 1 s a move, 9x9 then 11x11, 20 openings with both colours, under the lock.
d=/work/main/docs/results/wolve-round31
for s in 9 11; do
  flock /tmp/hexbfs-cpu.lock bash -c "echo start $s \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $d/load.txt; /tmp/s31/bin/hexbfs-match -e 'hexbfs=/tmp/s31/bin/hexbfs --time 1 --solver-check 10' -e wolve=/opt/benzene/bin/wolve --setup 'wolve=param_wolve max_time 1' --size $s --openings /work/main/docs/results/openings/${s}x${s}-wolve-20.txt --timeout 10 -j 1 --out $d/check10-$s > $d/check10-$s.out 2>&1; echo end $s \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $d/load.txt"
done
