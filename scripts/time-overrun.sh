#!/usr/bin/env bash
# How far genmove overruns its budget, measured from outside (wall time from
# sending genmove to the end of the reply), and whether a game clock is ever
# run out. See examples/time_overrun.rs; docs/robustness.md has results.
#
#   scripts/time-overrun.sh                 # 200 moves at 0.05, 0.2 and 1 s on 11x11,
#                                           # then 3 games on a 5 s game clock
#   SIZE=19 MOVES=300 scripts/time-overrun.sh
#
# Runs the engine at level combined (LEVEL=alphabeta to change). About 5
# minutes. Timing is noisy on a loaded machine: note the load with the result.
set -euo pipefail
cd "$(dirname "$0")/.."
size=${SIZE:-11}
moves=${MOVES:-200}
level=${LEVEL:-combined}
cargo build --release --bins --example time_overrun
run=(target/release/examples/time_overrun --size "$size" --level "$level")
echo "load: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
"${run[@]}" --moves "$moves" --budgets "${BUDGETS:-0.05,0.2,1}"
"${run[@]}" --game-time "${GAME_TIME:-5}" --games "${GAMES:-3}"
echo "load: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
