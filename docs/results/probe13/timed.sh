#!/bin/bash
# Under the CPU lock: vc-vs-benzene both ways (probe13's binary), then time_overrun with --root-probes 1.
cd /work/wt/probe13
G="/work/shared/games/vs-wolve-1s/9x9/*.sgf /work/shared/games/vs-wolve-1s/11x11/*.sgf"
echo "start $(date -u +%T) load: $(cut -d' ' -f1-3 /proc/loadavg)"
python3 scripts/vc-vs-benzene.py --step 4 --fill --hexbfs /tmp/probe13/hexbfs-probe13 $G | grep -v miss
echo "--probe $(date -u +%T)"
python3 scripts/vc-vs-benzene.py --step 4 --fill --probe --hexbfs /tmp/probe13/hexbfs-probe13 $G | grep -v miss
echo "time_overrun --root-probes 1 $(date -u +%T) load: $(cut -d' ' -f1-3 /proc/loadavg)"
/tmp/probe13/time_overrun --engine /tmp/probe13/hexbfs-rp.sh --size 11 --moves 200 --budgets 0.05,0.2,1
/tmp/probe13/time_overrun --engine /tmp/probe13/hexbfs-rp.sh --size 11 --game-time 5 --games 3
echo "end $(date -u +%T) load: $(cut -d' ' -f1-3 /proc/loadavg)"
