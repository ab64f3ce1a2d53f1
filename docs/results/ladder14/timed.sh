#!/bin/sh
# Round fourteen (ladder14), as run 18:21 UTC: Benzene beside hexbfs
# (b528999, copied to /tmp/ladder14/bin/hexbfs) with the ladder nodes
# (vc_edges' default) and without (--no-ladders), under the CPU lock.
# PID: my own untimed df-pn count, stopped for the hold and resumed.
# timed.txt: with, then without; timed2.txt: without, with, without, with.
cd /work/wt/ladder14
PID=$1
G="/work/shared/games/vs-wolve-1s/9x9/*.sgf /work/shared/games/vs-wolve-1s/11x11/*.sgf"
B=/tmp/ladder14/bin/hexbfs
S="python3 scripts/vc-vs-benzene.py --step 4 --fill"
flock /tmp/hexbfs-cpu.lock timeout 480 sh -c "
  kill -STOP $PID
  echo start \$(date -u +%T); uptime
  $S --hexbfs $B $G
  $S --no-ladders --hexbfs $B $G
  echo end \$(date -u +%T); uptime
  kill -CONT $PID" > docs/results/ladder14/timed.txt 2>&1
flock /tmp/hexbfs-cpu.lock timeout 480 sh -c "
  kill -STOP $PID
  echo start \$(date -u +%T); uptime
  $S --no-ladders --hexbfs $B $G
  $S --hexbfs $B $G
  $S --no-ladders --hexbfs $B $G
  $S --hexbfs $B $G
  echo end \$(date -u +%T); uptime
  kill -CONT $PID" > docs/results/ladder14/timed2.txt 2>&1
