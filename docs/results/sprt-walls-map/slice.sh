#!/bin/sh
# The second SPRT slice (helper strength14, round fourteen): --bridge-walls 1 with the walled
# move map (commit 9b31ea6), on against off in the same binary (copied to /tmp/strength14/bin2/),
# 9x9 at 0.1 s, under the CPU lock, cut to end before 19:00 UTC.
out=/work/wt/strength14/docs/results/sprt-walls-map
uptime > $out/load.txt
flock /tmp/hexbfs-cpu.lock sh -c "date -u >> $out/load.txt; uptime >> $out/load.txt; timeout 1420 /tmp/strength14/bin2/hexbfs-match -e 'walls=/tmp/strength14/bin2/hexbfs --time 0.1 --bridge-walls 1' -e 'base=/tmp/strength14/bin2/hexbfs --time 0.1' --size 9 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --out $out > $out/summary.txt 2>$out/stderr.txt; date -u >> $out/load.txt; uptime >> $out/load.txt"
