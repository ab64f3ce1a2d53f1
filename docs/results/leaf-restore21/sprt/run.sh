#!/usr/bin/env bash
# Round twenty-one: self-play SPRT of --leaf-restore 1 against the same binary without it, 9x9, 0.1 s a move.
cd /tmp/lead21/sprt
echo "start $(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/')" > load.txt
B=/tmp/lead21/bin
timeout ${CAP:-900} $B/hexbfs-match -e "restore=$B/hexbfs --time 0.1 --leaf-restore 1" -e "base=$B/hexbfs --time 0.1" \
  --size 9 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --out sprt-restore > sprt-restore.out 2>&1
echo "end $(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/')" >> load.txt
