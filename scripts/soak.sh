#!/usr/bin/env bash
# Soak: many quick games of hexbfs's levels against each other, on several
# board sizes, through the match runner; then a count of every game that did
# not end with a chain (a crash, a `?`, an illegal move, a timeout, garbage,
# a resignation). Exits 1 if there is any.
#
#   scripts/soak.sh [MATCH ARGS...]          # 1,020 games, about 1-2 min on 1 core
#   MAX_TIME=0.05 TIMEOUT=3 scripts/soak.sh -j 2
#
# Four engines (random, rules, alphabeta, combined) play a round-robin (every
# pair, every 1-move opening, both colours) on 3x3, 4x4, 5x5 and 4x6 boards
# (108 + 192 + 300 + 288 games) and from 11 sample openings of 11x11
# (11 x 12 = 132 games): 1,020 games, each engine process living through
# many games. Results: match-out/soak/SIZE/results.tsv (delete match-out/soak
# to start again; a second run resumes). Environment: MAX_TIME (seconds a
# move, 0.02), TIMEOUT (seconds a genmove may take before it loses, 2), OUT
# (match-out/soak), HEXBFS and MATCH (use these binaries instead of building
# target/release/hexbfs and hexbfs-match).
set -euo pipefail
cd "$(dirname "$0")/.."
max_time=${MAX_TIME:-0.02}
timeout=${TIMEOUT:-2}
out=${OUT:-match-out/soak}
if [ -z "${HEXBFS:-}" ]; then
    cargo build --release --bins
    bin=target/release/hexbfs
else
    bin=$HEXBFS
fi
match=${MATCH:-target/release/hexbfs-match}
engines=()
for level in random rules alphabeta combined; do
    engines+=(--engine "$level=$bin --level $level --seed 7"
              --setup "$level=param_hexbfs max_time $max_time")
done
mkdir -p "$out"
: > "$out/failures.tsv"
openings11=$out/11x11-openings.txt
grep -v '^#' scripts/openings/11x11-sample.txt | grep . | head -n 11 > "$openings11"
run() {
    local name=$1
    shift
    RUST_LOG=${RUST_LOG:-warn} "$match" "${engines[@]}" --timeout "$timeout" \
        --command-timeout 10 --out "$out/$name" "$@" > "$out/$name.log"
}
run 3x3 --size 3 "$@"
run 4x4 --size 4 "$@"
run 5x5 --size 5 "$@"
run 4x6 --size 4x6 "$@"
run 11x11 --size 11 --openings "$openings11" "$@"
# results.tsv: game, opening, black, white, winner, colour, reason, moves.
games=0
bad=0
for f in "$out"/*/results.tsv; do
    n=$(awk -F'\t' '$1 ~ /^[0-9]+$/' "$f" | wc -l)
    b=$(awk -F'\t' '$1 ~ /^[0-9]+$/ && $7 != "black connected" && $7 != "white connected"' "$f" \
        | tee -a "$out/failures.tsv" | wc -l)
    echo "$(basename "$(dirname "$f")"): $n games, $b not ended by a chain"
    games=$((games + n))
    bad=$((bad + b))
done
echo "soak: $games games, $bad failures (crash, '?', illegal move, timeout, garbage, resign)"
[ "$bad" -eq 0 ]
