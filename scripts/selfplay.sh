#!/usr/bin/env bash
# Self-play: two levels or settings of hexbfs against each other.
#
#   scripts/selfplay.sh [NEW_ARGS [OLD_ARGS [MATCH ARGS...]]]
#
#   scripts/selfplay.sh "--level combined" "--level alphabeta" --size 11 -j 2
#   scripts/selfplay.sh "--level combined" "--level combined" \
#       --setup "new=param_hexbfs max_time 1" --setup "old=param_hexbfs max_time 0.25" \
#       --sprt elo0=0,elo1=30
#
# Builds the release binaries, then runs hexbfs-match with engines "new" and
# "old" (Elo is new - old). Every other argument goes to hexbfs-match
# (default: 11x11, every 1-move opening, 0.5 s a move, results in
# match-out/selfplay; run the same command again to resume).
set -euo pipefail
cd "$(dirname "$0")/.."
new=${1:---level combined}
old=${2:---level alphabeta}
shift $(( $# >= 2 ? 2 : $# ))
cargo build --release --bins
exec target/release/hexbfs-match \
    --engine "new=target/release/hexbfs $new" \
    --engine "old=target/release/hexbfs $old" \
    --setup "new=param_hexbfs max_time 0.5" \
    --setup "old=param_hexbfs max_time 0.5" \
    --timeout 5 --out match-out/selfplay "$@"
