#!/bin/bash
# timed-end.sh BIN OUTDIR: a4, g2, a3 to the end (60 s cap), one thread,
# main's solve_openings then this branch's. Run under the lock:
#   flock /tmp/hexbfs-cpu.lock bash docs/results/vc22/timed-end.sh /tmp/vc22/bin docs/results/vc22
B=$1; O=$2
for v in main vc22; do
  echo "$v start $(date -u +%H:%M:%S) UTC, $(uptime)" > $O/end-$v.txt
  CELLS=a4,g2,a3 STATS=1 $B/solve_openings-$v 7 60 >> $O/end-$v.txt 2>&1
  echo "$v end $(date -u +%H:%M:%S) UTC, $(uptime)" >> $O/end-$v.txt
done
