#!/bin/sh
# One slice of the SPRT of the cheaper walls (ee9ec17's binary, copied to
# /tmp/strength15/bin/hexbfs-s15a) against the defaults, 11x11 at 0.2 s.
# Run from the worktree's root; resume with the same command (same --out).
# The slice holds the lock for TIMEOUT seconds (1500 at most), or until
# END (a UTC time, e.g. 22:24:00) when that comes first, counted from when
# the lock is taken.
BIN=/tmp/strength15/bin/hexbfs-s15a
OUT=docs/results/sprt-walls15-11
uptime >> $OUT/load.txt
date -u >> $OUT/load.txt
flock /tmp/hexbfs-cpu.lock sh -c "
  date -u +'lock taken %H:%M:%S' >> $OUT/load.txt; uptime >> $OUT/load.txt
  T=\${TIMEOUT:-1500}
  if [ -n \"$END\" ]; then left=\$(( \$(date -u -d $END +%s) - \$(date -u +%s) )); [ \$left -lt \$T ] && T=\$left; fi
  echo \"timeout \$T\" >> $OUT/load.txt
  timeout \$T /tmp/strength15/bin/hexbfs-match -e 'walls=$BIN --time 0.2 --bridge-walls 1' -e 'base=$BIN --time 0.2' --size 11 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 6 --out $OUT
  date -u +'ended %H:%M:%S' >> $OUT/load.txt; uptime >> $OUT/load.txt"
