#!/bin/bash
# probe11.sh BIN TIME FLAGS... : as probe.sh, on 11x11 positions: games 0-9 of
# /work/shared/games/vs-wolve-1s/11x11 (hexbfs against Wolve at 1 s), after
# moves 8, 16 and 24, the side to move searching. Counts, not timed results.
BIN=$1; T=$2; shift 2
for g in 0 1 2 3 4 5 6 7 8 9; do
  moves=$(grep -o ';[BW]\[[a-z][0-9]*\]' /work/shared/games/vs-wolve-1s/11x11/g00$g.sgf | sed -E 's/;[BW]\[(.*)\]/\1/')
  for n in 8 16 24; do
    { echo "boardsize 11"; c=b; for m in $(echo "$moves" | head -$n); do echo "play $c $m"; [ $c = b ] && c=w || c=b; done; echo "genmove $c"; echo quit; } |
    RUST_LOG=info $BIN --time $T "$@" 2>&1 >/dev/null | grep -E 'depth +[0-9]+ score|interior connections' | tail -2 | sed -E 's/.*(depth +[0-9]+).*best ([a-z][0-9]+).*/\1 \2/; s/.*interior connections: //' | paste -sd' '
  done
done
