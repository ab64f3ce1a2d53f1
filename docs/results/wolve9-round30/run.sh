#!/usr/bin/env bash
# Round thirty: hexbfs against Wolve at 1 s a move both on 9x9, the 20 openings of
# docs/results/openings/9x9-wolve-20.txt with both colours (40 games a run), one run at a
# time under the lock, queued behind the self-play SPRT. Lines: NAME SIZE ARGS...
# /tmp/s29/bin: the release build of main (genmove's code as 558a250).
bin=/tmp/s29/bin
dir=/tmp/s30/wolve
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
share40-9 9 --solver-share 40
default-9 9 --solver-share 0
LIST
