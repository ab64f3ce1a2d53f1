#!/bin/bash
# user CPU seconds of a4, g2, a3 each, for connection limits L
out=$1; shift
for L in "$@"; do
  for c in a4 g2 a3; do
    r=$( { CELLS=$c nice -n 19 /usr/bin/time -f "user %U wall %e" /tmp/vc23/bin/solve_openings-base 7 120 0.25 $L 2>&1 >&3 | grep user; } 3>&1 | grep -v "^total\|Limits" | tr '\n' ' ')
    echo "$L | $c | $r | $(date -u +%T) $(cut -d' ' -f1 /proc/loadavg)" >> $out
  done
done
