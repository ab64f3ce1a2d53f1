#!/usr/bin/env bash
# One recorded run of hexbfs against Wolve or MoHex, the way the strength
# page measures them: under the CPU lock, one game at a time, both programs
# at 1 s a move, the 20 openings of docs/results/openings/ with colours
# reversed (40 games), the machine's speed probed before and after.
#
#   scripts/benzene-run.sh OPPONENT SIZE OUT [HEXBFS FLAGS...]
#
#   scripts/benzene-run.sh wolve 11 runs/w11
#   BIN=/tmp/old/bin scripts/benzene-run.sh mohex 9 runs/m9 --deep-width 15
#
# OPPONENT is wolve or mohex (Benzene's, from BENZENE, default
# /opt/benzene/bin: ../shared/sparring/build-benzene.sh makes them), SIZE
# 9 or 11 (the boards with 20 openings), OUT the match's folder: results.tsv,
# summary.txt and games/ from hexbfs-match, load.txt (the load and the speed
# probe's line before and after) and run.txt (the command line) from here.
# The flags after OUT go to hexbfs after its `--time`. Settings from the
# environment: BIN, a folder with hexbfs and hexbfs-match (default: this
# checkout's release build, built first), TIME (both programs' seconds a
# move, 1), HEXBFS_TIME (hexbfs's seconds a move instead, for time odds;
# TIME by default), LOCK (/tmp/hexbfs-cpu.lock), LIMIT (seconds the match
# may take once the lock is held, 3600; run the same command again to
# finish it).
# The probe plays its positions from four 11x11 games kept in the repo
# (docs/results/wolve11-round12-levers/games/, games 1 to 4).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 3 ]; then
    sed -n '2,25p' "$0"
    exit 2
fi
opponent=$1 size=$2 out=$3
shift 3
case "$opponent" in
    wolve | mohex) ;;
    *) echo "benzene-run: the opponent is wolve or mohex, not '$opponent'" >&2; exit 2 ;;
esac
openings=docs/results/openings/${size}x${size}-wolve-20.txt
if [ ! -f "$openings" ]; then
    echo "benzene-run: no openings for ${size}x${size} ($openings)" >&2
    exit 2
fi
benzene=${BENZENE:-/opt/benzene/bin}
for p in "$benzene/$opponent" "$benzene/wolve"; do
    if [ ! -x "$p" ]; then
        echo "benzene-run: $p is missing (../shared/sparring/README.md builds it)" >&2
        exit 2
    fi
done
if [ -z "${BIN:-}" ]; then
    cargo build --release --bins
    BIN=target/release
fi
bin=$(cd "$BIN" && pwd)
time=${TIME:-1} lock=${LOCK:-/tmp/hexbfs-cpu.lock} limit=${LIMIT:-3600}
hexbfs_time=${HEXBFS_TIME:-$time}
probe_games=(docs/results/wolve11-round12-levers/games/game-0000[1-4]-*.sgf)
mkdir -p "$out"
match=("$bin/hexbfs-match"
       -e "hexbfs=$bin/hexbfs --time $hexbfs_time${*:+ $*}"
       -e "$opponent=$benzene/$opponent"
       --setup "$opponent=param_$opponent max_time $time"
       --size "$size" --openings "$openings" --timeout 10 -j 1 --out "$out")
printf '%q ' "${match[@]}" > "$out/run.txt"
echo >> "$out/run.txt"

# One line of the machine's state and speed, appended to load.txt.
probe() {
    echo "$1 $(date -u +%H:%M:%S) $(uptime | sed 's/.*load/load/')" >> "$out/load.txt"
    python3 scripts/speed-probe.py --wolve "$benzene/wolve" --hexbfs "$bin/hexbfs" \
        "${probe_games[@]}" >> "$out/load.txt" 9>&-
}

exec 9> "$lock"
flock 9
probe start
status=0
# The engines must not inherit the lock: one left running would hold it.
timeout "$limit" "${match[@]}" > "$out/match.log" 2>&1 9>&- || status=$?
probe end
# The match's closing table (from its last "N of M games" line on).
awk '/^[0-9]+ of [0-9]+ games$/ { n = NR } { line[NR] = $0 }
     END { if (n) for (i = n; i <= NR; i++) print line[i] }' "$out/match.log" > "$out/summary.txt"
cat "$out/summary.txt"
exit "$status"
