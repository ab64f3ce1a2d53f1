#!/bin/bash
# Round fifty-three's figures for the edge ladders (Benzene's ladder patterns
# between two cells, rebuilt as hexbfs's own base connections), from the
# repository's root at main 7cf72ec with Wolve at /opt/benzene/bin/wolve.
# The patch (edge-ladders.patch: src/vc/edge_ladders.rs, `Limits::edge_ladders`,
# the HTP word `edgeladders`, the tests, `--edge-ladders` in
# scripts/vc-vs-benzene.py, EDGE_LADDERS=1 in examples/solve_openings.rs) is
# applied in a worktree; one process at a time under the CPU lock.
#   git worktree add /tmp/el 7cf72ec && cd /tmp/el && git apply edge-ladders.patch
#   cargo test --release --test vc edge_ladder      # the shapes and the properties
set -euo pipefail
BIN=${BIN:-target/release/hexbfs}; R=docs/results/edge-ladders-53
G=docs/results/mustplay-gap-49
cargo build --release --bin hexbfs --examples
# The root's mustplay at the losing moves of the games lost to Wolve.
for t in 11 9; do
    flock /tmp/hexbfs-cpu.lock python3 $G/narrower.py --hexbfs $BIN $G/gap-$t.tsv fill "fill edgeladders" > $R/gap-$t.tsv
done
# Coverage of Benzene's edge-to-edge fulls, and the build times.
for e in "" "--edge-ladders"; do
    echo "== $e"
    flock /tmp/hexbfs-cpu.lock python3 scripts/vc-vs-benzene.py --step 4 --fill $e --hexbfs $BIN \
        /work/shared/games/vs-wolve-1s/9x9/*.sgf /work/shared/games/vs-wolve-1s/11x11/*.sgf | tail -12
done > $R/coverage.txt
# The solver on every 7x7 opening (10 s each at most).
for e in 0 1; do
    EDGE_LADDERS=$e flock /tmp/hexbfs-cpu.lock target/release/examples/solve_openings 7 10 \
        > $R/solve7-edge-ladders-$e.txt 2>/dev/null
done
