#!/bin/bash
# Round fifty-two: whether hexbfs's ladder nodes (`vc_mustplay H fill ladders`, the
# edge semis of `vc::Limits::ladders`) leave more of round forty-nine's losing moves
# out of the root's mustplay, as Benzene's ladder patterns do (docs/vc.md, "Round
# fifty"). Untimed; run outside matches. BIN: main a13c6fe's hexbfs.
set -euo pipefail
BIN=${BIN:-target/release/hexbfs}
G=docs/results/mustplay-gap-49
for t in 11 9; do
    python3 $G/narrower.py --hexbfs $BIN $G/gap-$t.tsv fill "fill ladders" \
        "fill narrowing ladders" "fill ladders limits 12 24 64 32 6" \
        > docs/results/ladders-gap-52/narrower-$t.tsv
done
# The same limits without the ladders, and with both, 11x11 only (round
# fifty-two's binary, d9f6457 and the Hint change; extra-11.txt):
python3 $G/narrower.py --hexbfs $BIN $G/gap-11.tsv "fill narrowing" "fill limits 12 24 64 32 6" \
    "fill narrowing limits 12 24 64 32 6" "fill narrowing ladders limits 12 24 64 32 6" \
    | tail -n 4 > docs/results/ladders-gap-52/extra-11.txt
