#!/bin/sh
# Under the lock: bench-compare main vs --potential-count 1, then the 11x11 SPRT.
cd /work/wt/eval10
echo "start $(date -u +%H:%M:%S) $(uptime)" > /tmp/eval10/pc/load.txt
scripts/bench-compare.sh /work/main/target/release/hexbfs /tmp/eval10/pc/pc1.sh 3 > /tmp/eval10/pc/bench-compare.txt 2>&1
echo "after bench-compare $(date -u +%H:%M:%S) $(uptime)" >> /tmp/eval10/pc/load.txt
timeout 1080 target/release/hexbfs-match -e "potcount=/tmp/eval10/hexbfs.pc --time 0.1 --potential-count 1" -e "base=/tmp/eval10/hexbfs.pc --time 0.1" --size 11 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 2 --out /tmp/eval10/pc/sprt-potcount11 > /tmp/eval10/pc/sprt.log 2>&1
echo "end $(date -u +%H:%M:%S) $(uptime)" >> /tmp/eval10/pc/load.txt
