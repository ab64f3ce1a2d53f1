#!/bin/bash
# a4 (then g2, a3) with connection limits L = "FULLS SEMIS EDGE OR_SEMIS OR_DEPTH"
out=$1; shift
cells=$1; shift
for L in "$@"; do
  echo "== $L $(date -u +%T) $(cut -d' ' -f1-3 /proc/loadavg)" >> $out
  CELLS=$cells nice -n 19 /tmp/vc23/bin/solve_openings-base 7 60 0.25 $L 2>/dev/null | grep -v "^ " >> $out
done
