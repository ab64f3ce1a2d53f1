#!/bin/sh
# The first SPRT slice of --bridge-walls 1 (helper strength14, round fourteen),
# 9x9 at 0.1 s, on against off in the same binary (built from commit ad8b61f's tree,
# copied to /tmp/strength14/bin/), under the CPU lock for at most 25 minutes.
out=/work/wt/strength14/docs/results/sprt-walls
uptime > $out/load.txt
flock /tmp/hexbfs-cpu.lock sh -c "date -u >> $out/load.txt; uptime >> $out/load.txt; timeout 1500 /tmp/strength14/bin/hexbfs-match -e 'walls=/tmp/strength14/bin/hexbfs --time 0.1 --bridge-walls 1' -e 'base=/tmp/strength14/bin/hexbfs --time 0.1' --size 9 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --out $out > $out/summary.txt 2>$out/stderr.txt; date -u >> $out/load.txt; uptime >> $out/load.txt"
