#!/bin/sh
# Round fourteen (ladder14): Benzene beside hexbfs (b528999, copied to
# /tmp/ladder14/bin/hexbfs) with the ladder nodes (vc_edges default) and
# without (--no-ladders), one pass each, under the CPU lock.
cd /work/wt/ladder14
G="/work/shared/games/vs-wolve-1s/9x9/*.sgf /work/shared/games/vs-wolve-1s/11x11/*.sgf"
flock /tmp/hexbfs-cpu.lock timeout 480 sh -c "
  echo start \$(date -u +%T); uptime
  python3 scripts/vc-vs-benzene.py --step 4 --fill --hexbfs /tmp/ladder14/bin/hexbfs $G
  python3 scripts/vc-vs-benzene.py --step 4 --fill --no-ladders --hexbfs /tmp/ladder14/bin/hexbfs $G
  echo end \$(date -u +%T); uptime"
