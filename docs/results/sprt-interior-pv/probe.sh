#!/bin/bash
# probe.sh BIN TIME FLAGS... : genmove on each suite position with RUST_LOG=info; prints depth reached and the interior log line
# probe.sh: the interior log line of a genmove on every suite position (counts, not timed results; run outside the lock).
BIN=$1; T=$2; shift 2
grep -v '^#' /work/wt/strength10/docs/results/suite-wolve/positions.txt | while IFS=$'\t' read size tm moves win rest; do
  { echo "boardsize $size"; c=b; for m in $moves; do echo "play $c $m"; [ $c = b ] && c=w || c=b; done; echo "genmove $tm"; echo quit; } |
  RUST_LOG=info $BIN --time $T "$@" 2>&1 >/dev/null | grep -E 'depth +[0-9]+ score|interior connections' | tail -2 | sed -E 's/.*(depth +[0-9]+).*best ([a-z][0-9]+).*/\1 \2/; s/.*interior connections: //' | paste -sd' '
done
