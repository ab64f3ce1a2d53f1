#!/bin/bash
# probe.sh BIN TIME FLAGS... : genmove on every position of the Wolve suite
# (docs/results/suite-wolve/positions.txt) with RUST_LOG=info; prints, a line a
# position, the depth reached, the move, and the interior log line. Counts,
# not timed results: run outside the lock (the proportions are what matter).
# The same as docs/results/sprt-interior-pv/probe.sh, with the suite's path
# taken from this checkout.
BIN=$1; T=$2; shift 2
SUITE=$(cd "$(dirname "$0")/../suite-wolve" && pwd)/positions.txt
grep -v '^#' "$SUITE" | while IFS=$'\t' read size tm moves win rest; do
  { echo "boardsize $size"; c=b; for m in $moves; do echo "play $c $m"; [ $c = b ] && c=w || c=b; done; echo "genmove $tm"; echo quit; } |
  RUST_LOG=info $BIN --time $T "$@" 2>&1 >/dev/null | grep -E 'depth +[0-9]+ score|interior connections' | tail -2 | sed -E 's/.*(depth +[0-9]+).*best ([a-z][0-9]+).*/\1 \2/; s/.*interior connections: //' | paste -sd' '
done
