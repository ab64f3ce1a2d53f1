#!/bin/bash
# stats.sh TAG: a4,g2,a3 20,000 calls each, STATS=1, compared with base but for times
D=/tmp/vc22
CELLS=a4,g2,a3 MAX_NODES=20000 STATS=1 nice -n 19 $D/so-$1 7 9000 > $D/stats-$1.txt 2>&1
strip() { sed -E 's/ time [0-9.]+//; s/^total .*//' "$1"; }
diff <(strip $D/stats-base.txt) <(strip $D/stats-$1.txt) > /dev/null && echo "$1: STATS identical" || echo "$1: STATS DIFFER"
