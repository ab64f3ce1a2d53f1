#!/bin/bash
# Round thirty-two: hexbfs (round32's build, 0e3f292's engine, with the
# check at 20) against Wolve at 1 s, 9x9 then 11x11, 20 openings with both colours, under
# the lock, after the check-20 SPRT's second slice.
d=/tmp/s32/wolve
for s in 9 11; do
  flock /tmp/hexbfs-cpu.lock bash -c "echo start $s \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $d/load.txt; /tmp/s32/bin/hexbfs-match -e 'hexbfs=/tmp/s32/bin/hexbfs --time 1 --solver-check 20' -e wolve=/opt/benzene/bin/wolve --setup 'wolve=param_wolve max_time 1' --size $s --openings /work/main/docs/results/openings/${s}x${s}-wolve-20.txt --timeout 10 -j 1 --out $d/check20-$s > $d/check20-$s.out 2>&1; echo end $s \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $d/load.txt"
done
# (The queue then went on to an SPRT, not part of this run.)
