#!/bin/bash
# Stops the seed-6 run once the LLR over all runs leaves [-2.944, 2.944].
while true; do
  sleep 20
  files="/tmp/s29/merge/r28.tsv /tmp/s29/sprt2/results.tsv /tmp/s29/sprt3/results.tsv /tmp/s29/sprt4/results.tsv /tmp/s29/sprt5/results.tsv"
  [ -e /tmp/s30/sprt6/results.tsv ] && files="$files /tmp/s30/sprt6/results.tsv"
  r=$(python3 /tmp/s29/merge/llr.py $files)
  llr=$(sed 's/.*LLR \([-0-9.]*\).*/\1/' <<< "$r")
  if python3 -c "import sys; sys.exit(0 if abs($llr) >= 2.944 else 1)"; then
    echo "$(date -u +%H:%M:%S) decided: $r" >> /tmp/s30/watch6.log
    pkill -f "seed 6 --out /tmp/s30/sprt6"
    exit 0
  fi
  grep -q end /tmp/s30/sprt6.load 2>/dev/null && { echo "$(date -u +%H:%M:%S) ended undecided: $r" >> /tmp/s30/watch6.log; exit 0; }
done
