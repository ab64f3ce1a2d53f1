#!/usr/bin/env bash
# Round twenty-nine: hexbfs against Wolve at 1 s a move both, the 20 openings of
# docs/results/openings/NxN-wolve-20.txt with both colours (40 games a run), one run at a
# time under the lock. Lines: NAME SIZE ARGS...
# /tmp/s29/bin: main ee2bf1e's release build. The two 9x9 runs were skipped (their .done
# files made by hand) to give the time to the self-play SPRT; see docs/strength.md.
bin=/tmp/s29/bin
dir=/tmp/s29/wolve
while read -r name size args; do
  [ -e "$dir/$name.done" ] && continue
  flock /tmp/hexbfs-cpu.lock bash -c "
    echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $dir/$name.load
    $bin/hexbfs-match -e 'hexbfs=$bin/hexbfs --time 1 $args' -e wolve=/opt/benzene/bin/wolve \
      --setup 'wolve=param_wolve max_time 1' --size $size \
      --openings /work/main/docs/results/openings/${size}x${size}-wolve-20.txt \
      --timeout 10 -j 1 --out $dir/$name > $dir/$name.out 2>&1
    echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $dir/$name.load"
  touch $dir/$name.done
done <<LIST
share40-11 11 --solver-share 40
default-11 11
share40-9 9 --solver-share 40
default-9 9
LIST
