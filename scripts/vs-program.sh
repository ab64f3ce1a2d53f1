#!/usr/bin/env bash
# hexbfs against any HTP program.
#
#   scripts/vs-program.sh NAME "PROGRAM COMMAND LINE" [SETUP COMMAND] [MATCH ARGS...]
#
#   scripts/vs-program.sh mohex "mohex --use-logfile=false" "param_mohex max_time 1" -j 2
#   scripts/vs-program.sh wolve "wolve --use-logfile=false" "param_wolve max_time 1" \
#       --openings scripts/openings/11x11-sample.txt
#
# hexbfs plays as "hexbfs" (level combined, 1 s a move; set HEXBFS_ARGS to
# change its flags); Elo is hexbfs - NAME. Results go to match-out/NAME;
# run the same command again to resume. An empty SETUP sends nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 2 ]; then
    sed -n '2,13p' "$0"
    exit 2
fi
name=$1
program=$2
setup=${3:-}
shift $(( $# >= 3 ? 3 : 2 ))
args=(--engine "hexbfs=target/release/hexbfs ${HEXBFS_ARGS:---level combined}"
      --setup "hexbfs=param_hexbfs max_time 1"
      --engine "$name=$program")
if [ -n "$setup" ]; then
    args+=(--setup "$name=$setup")
fi
cargo build --release --bins
exec target/release/hexbfs-match "${args[@]}" --timeout 10 --out "match-out/$name" "$@"
