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
# change its flags, HEXBFS_TIME its seconds a move); Elo is hexbfs - NAME.
# Results go to match-out/NAME (OUT overrides it); run the same command again
# to resume. An empty SETUP sends nothing.
#
# The fast gauge against Wolve (docs/strength.md, "Round nineteen"): both at
# 0.1 s a move, 9x9, every 1-move opening with both colours, 162 games in
# about 6 minutes:
#
#   HEXBFS_TIME=0.1 OUT=match-out/gauge scripts/vs-program.sh wolve /opt/benzene/bin/wolve \
#       "param_wolve max_time 0.1" --size 9 --openings all
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 2 ]; then
    sed -n '2,21p' "$0"
    exit 2
fi
name=$1
program=$2
setup=${3:-}
shift $(( $# >= 3 ? 3 : 2 ))
args=(--engine "hexbfs=target/release/hexbfs ${HEXBFS_ARGS:---level combined}"
      --setup "hexbfs=param_hexbfs max_time ${HEXBFS_TIME:-1}"
      --engine "$name=$program")
if [ -n "$setup" ]; then
    args+=(--setup "$name=$setup")
fi
cargo build --release --bins
exec target/release/hexbfs-match "${args[@]}" --timeout 10 --out "${OUT:-match-out/$name}" "$@"
