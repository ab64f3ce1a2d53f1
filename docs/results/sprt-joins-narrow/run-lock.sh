#!/bin/bash
# Under the CPU lock: speed (bench-compare, leaf-speed), then the SPRT.
# Run as: flock /tmp/hexbfs-cpu.lock run-lock.sh (binaries: /tmp/eval9/hexbfs-sprt = commit 22749a6;
# /tmp/eval9/hexbfs-jN = a wrapper running it with --joins N).
cd /work/wt/eval9
L=/tmp/eval9/lock/load.txt
echo "lock start $(date -u +%H:%M:%S) $(uptime)" >> $L
scripts/bench-compare.sh /work/main/target/release/hexbfs /tmp/eval9/hexbfs-sprt 3 > /tmp/eval9/lock/bench-compare.txt 2>&1
echo "bench-compare end $(date -u +%H:%M:%S) $(uptime)" >> $L
for r in 1 2; do for j in 0 1 2; do
  echo "== joins $j round $r" >> /tmp/eval9/lock/leaf-speed.txt
  timeout 120 scripts/leaf-speed.py /tmp/eval9/hexbfs-j$j 6 >> /tmp/eval9/lock/leaf-speed.txt 2>&1
done; done
echo "leaf-speed end $(date -u +%H:%M:%S) $(uptime)" >> $L
# At most 24 minutes, and over by 07:33 UTC.
left=$(( $(date -u -d 07:33 +%s) - $(date -u +%s) ))
secs=$(( left < 1440 ? left : 1440 ))
echo "sprt start $(date -u +%H:%M:%S) timeout $secs $(uptime)" >> $L
timeout $secs /tmp/eval9/hexbfs-match \
  -e "joins=/tmp/eval9/hexbfs-sprt --time 0.1 --joins ${SPRT_JOINS:-1}" \
  -e "base=/tmp/eval9/hexbfs-sprt --time 0.1" \
  --size 9 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --out /tmp/eval9/sprt-joins-narrow \
  > /tmp/eval9/lock/sprt-stdout.txt 2> /tmp/eval9/lock/sprt-stderr.txt
echo "sprt rc $?" >> $L
echo "sprt end $(date -u +%H:%M:%S) $(uptime)" >> $L
