#!/usr/bin/env bash
# The lead's slice (round fifteen): the cheaper walls (integ15's binary, a8fa12e's eval
# code) on and off, 9x9 at 0.1 s, the same binary on both sides. Resume: the same command.
cd "$(dirname "$0")/../../.."
B=/tmp/lead15/bin/hexbfs-integ
M=/tmp/lead15/bin/hexbfs-match
flock /tmp/hexbfs-cpu.lock sh -c "date -u +'lock taken %H:%M:%S'; uptime; timeout ${T:-1200} $M \
  -e 'walls=$B --time 0.1 --bridge-walls 1' -e 'base=$B --time 0.1' \
  --size 9 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --out docs/results/sprt-walls15-9; \
  date -u +'ended %H:%M:%S'; uptime" >> docs/results/sprt-walls15-9/load.txt 2>&1
