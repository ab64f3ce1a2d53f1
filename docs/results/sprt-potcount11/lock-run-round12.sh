#!/bin/sh
# Lead, round twelve: resume eval10's sprt-potcount11 with main dea32c9's binary.
out=/tmp/lead12/sprt-potcount11
echo "start $(date -u +%H:%M:%S) $(uptime)" >> /tmp/lead12/pc-load.txt
timeout 1500 /tmp/lead12/hexbfs-match -e "potcount=/tmp/eval10/hexbfs.pc --time 0.1 --potential-count 1" -e "base=/tmp/eval10/hexbfs.pc --time 0.1" --size 11 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 6 --out $out > /tmp/lead12/pc-sprt.log 2>&1
echo "end $(date -u +%H:%M:%S) rc=$? $(uptime)" >> /tmp/lead12/pc-load.txt
