#!/bin/bash
# Round fifty-one's figures, from the repository's root, with Wolve at
# /opt/benzene/bin/wolve and this round's build in target/release (BASE: a
# folder with main 18cca39's hexbfs, for the "before" counts). Untimed: run
# outside matches, one at a time. Round fifty-two ran the mustplay part again
# (narrower.txt) with its own binary, after adding the size comparison.
set -euo pipefail
BIN=${BIN:-target/release/hexbfs}; BASE=${BASE:-/tmp/s51/base/hexbfs}
R=docs/results/fillin-gap-51
G=docs/results/mustplay-gap-49
# Which cells Benzene fills and hexbfs does not (compute-fillin on both).
python3 $R/compare.py --hexbfs $BIN $G/gap-11.tsv > $R/compare-11.txt
python3 $R/compare.py --hexbfs $BIN $G/gap-9.tsv > $R/compare-9.txt
# The root's mustplay at the losing moves, before and after, and (since
# round fifty-two) at how many positions it is narrower or wider after.
tmp=$(mktemp -d)
for t in 11 9; do
    for b in BASE BIN; do
        python3 $G/narrower.py --hexbfs ${!b} $G/gap-$t.tsv fill > $tmp/$b-$t.tsv
        echo "${!b}: $(tail -1 $tmp/$b-$t.tsv)"
    done
    paste $tmp/BASE-$t.tsv $tmp/BIN-$t.tsv | awk -F'\t' -v t=$t '
        NR > 1 && $1 !~ /^#/ { split($6, a, " "); split($12, b, " ")
            if (b[1] + 0 < a[1] + 0) n++; else if (b[1] + 0 > a[1] + 0) w++; else s++ }
        END { printf "%dx%d: after narrower at %d, wider at %d, the same at %d\n", t, t, n, w, s }'
done > $R/narrower.txt
rm -r $tmp
# The prototype (Python): region test and pairs, then the permanently
# inferior shape bare, held by the owner beside both outer cells, and held
# as Benzene's patterns, each for the side not to move only, on main's
# builder (BASE: its fill-in has no side, so only the prototype's count).
{
    python3 $R/prototype/gapproto.py $G/gap-11.tsv 2 $BASE | tail -1
    for p in 1 2 3; do
        echo "PINF=$p OPPONLY=1: $(PINF=$p OPPONLY=1 python3 $R/prototype/gapproto.py $G/gap-11.tsv 2 $BASE | tail -1)"
    done
    echo "PINF=1 both colours: $(PINF=1 python3 $R/prototype/gapproto.py $G/gap-11.tsv 2 $BASE | tail -1)"
} > $R/prototype.txt
