#!/bin/bash
# Round fifty-three's figures for the OR rule by cells (vc::Limits::or_by_cells, the HTP word
# `orcells`), from the repository's root, with Wolve at /opt/benzene/bin/wolve. One process at
# a time under the CPU lock (the 9x9 run with 48 semis, gap-9-semis.tsv, ran beside the SPRT:
# its seconds are not comparable).
set -euo pipefail
BIN=${BIN:-target/release/hexbfs}; R=docs/results/or-cells-53
G=docs/results/mustplay-gap-49
cargo build --release --bin hexbfs --examples
# The root's mustplay at the losing moves of the games lost to Wolve.
for t in 11 9; do
    flock /tmp/hexbfs-cpu.lock python3 $G/narrower.py --hexbfs $BIN $G/gap-$t.tsv fill "fill orcells" > $R/gap-$t.tsv
done
flock /tmp/hexbfs-cpu.lock python3 $G/narrower.py --hexbfs $BIN $G/gap-11.tsv "fill orcells limits 12 48 64 16 5" \
    "fill orcells limits 12 48 256 16 5" "fill orcells limits 24 64 256 16 5" \
    "fill orcells limits 32 128 1024 16 5" > $R/gap-11-semis.tsv
python3 $G/narrower.py --hexbfs $BIN $G/gap-9.tsv "fill orcells limits 12 48 64 16 5" > $R/gap-9-semis.tsv
# Coverage of Benzene's edge-to-edge fulls, and the build times (the run without the option is
# docs/results/edge-ladders-53/coverage.txt's first, the same hour).
for e in "--or-by-cells" "--or-by-cells --limits '12 48 64 16 5'"; do
    echo "== $e"
    eval flock /tmp/hexbfs-cpu.lock python3 scripts/vc-vs-benzene.py --step 4 --fill $e --hexbfs $BIN \
        /work/shared/games/vs-wolve-1s/9x9/*.sgf /work/shared/games/vs-wolve-1s/11x11/*.sgf | tail -12 | grep -v "after move"
done > $R/coverage.txt
# The solver on every 7x7 opening (10 s each at most); without it:
# docs/results/edge-ladders-53/solve7-edge-ladders-0.txt.
OR_BY_CELLS=1 flock /tmp/hexbfs-cpu.lock target/release/examples/solve_openings 7 10 > $R/solve7-or-by-cells.txt 2>/dev/null
# The SPRT: candidate.patch (root_limits with or_by_cells and 48 semis a pair) built as CAND,
# this tree as BASE; sprt.sh.
