#!/bin/sh
# Calibrates suite76: Wolve and hexbfs at the same fixed time, one hold.
cd /work/wt/lead25
S=docs/results/truth24/suite76.txt
for e in "wolve03|/opt/benzene/bin/wolve --config /tmp/lead25/wolve03.cfg" \
         "hexbfs03|/work/wt/lead25/target/release/hexbfs --time 0.3" \
         "wolve1|/opt/benzene/bin/wolve --config /tmp/lead25/wolve1.cfg" ; do
  n=${e%%|*}; c=${e#*|}
  echo "$n start $(date -u +%T) $(uptime)"
  python3 scripts/suite.py --engine "$c" $S > /tmp/lead25/cal-$n.txt 2>&1
  echo "$n end $(date -u +%T) $(uptime): $(tail -1 /tmp/lead25/cal-$n.txt)"
done
