#!/bin/sh
cd /work/wt/lead25
S=docs/results/truth24/suite76.txt
H=/work/wt/lead25/target/release/hexbfs
for e in "wolved1|/opt/benzene/bin/wolve --config /tmp/lead25/wolved1.cfg" \
         "wolved2|/opt/benzene/bin/wolve --config /tmp/lead25/wolved2.cfg" \
         "hexd1|$H --depth 1 --time 600 --interior-depth 0" \
         "hexd1res|$H --depth 1 --time 600 --interior-depth 0 --resistance-weight 256 --resistance-cap 16" \
         "hexd2res|$H --depth 2 --time 600 --interior-depth 0 --resistance-weight 256 --resistance-cap 16" ; do
  n=${e%%|*}; c=${e#*|}
  echo "$n start $(date -u +%T) $(uptime)"
  python3 scripts/suite.py --engine "$c" $S > /tmp/lead25/cal-$n.txt 2>&1
  echo "$n end $(date -u +%T) $(uptime): $(tail -1 /tmp/lead25/cal-$n.txt)"
done
