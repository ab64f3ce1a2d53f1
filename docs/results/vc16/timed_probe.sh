#!/bin/bash
# timed_probe.sh A B ...: vc_probe over the 742 positions, each binary in turn,
# 3 rounds; prints each run's summary line (total build time).
echo "start $(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/')"
for r in 1 2 3 4 5; do
  for b in "$@"; do
    t=$($b < /tmp/vc16/positions | tail -1)
    echo "$r $b $t"
  done
done
echo "end $(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/')"
