#!/usr/bin/env bash
# Round twenty-six: hexbfs's circuit on its connections beside Benzene's (Wolve's evaluation).
# Run from the repository's root: bash docs/results/circuit26/run.sh [OUT]
# Needs /opt/benzene/bin/wolve (../shared/sparring/README.md). Untimed: nothing here is a speed figure.
set -e
D=docs/results/circuit26
OUT=${1:-$D/out}
mkdir -p $OUT
: > $OUT/links.txt
: > $OUT/children.txt
cargo build -q --release --examples
EX=target/release/examples
# 1. Benzene's circuit rebuilt from Benzene's own links (vc-intersection-full for every pair)
#    against its eval-resist, and hexbfs's links on the same positions.
for pos in "g1 f5" "g1 b8"; do
  tag=${pos// /-}
  for c in w b; do
    python3 $D/benz_pairs.py 9 $c $pos > $OUT/benz-$c-$tag.txt 2> $OUT/benz-$c-$tag.resist
    $EX/circuit_pairs 9 $c $pos > $OUT/ours-$c-$tag.txt 2> $OUT/ours-$c-$tag.resist
    stones=$(python3 -c "import sys; m=sys.argv[1].split(); print(' '.join(m[(0 if sys.argv[2]=='b' else 1)::2]))" "$pos" $c)
    {
      echo "== $c after $pos: Benzene's eval-resist: $(cat $OUT/benz-$c-$tag.resist)"
      python3 $D/circ.py $OUT/benz-$c-$tag.txt $c $stones
      python3 $D/circ.py $OUT/ours-$c-$tag.txt $c $stones
      python3 $D/setcmp.py $OUT/ours-$c-$tag.txt $OUT/benz-$c-$tag.txt
    } >> $OUT/links.txt
  done
done
# 2. Every child's circuit score from the mover's view, Benzene's (vc-build, eval-resist) against
#    hexbfs's one ply (depth_one's DUMP), on the position after g1 and on eight suite lines.
printf '9\tw\tg1\tf5\n' > $OUT/line-g1.txt
for L in 1 9 17 25 41 49 57 73; do sed -n "${L}p" docs/results/truth24/suite76.txt > $OUT/line-$L.txt; done
for f in $OUT/line-*.txt; do
  tag=$(basename $f .txt)
  python3 $D/benz_children.py $(cut -f1 $f) $(cut -f3 $f) > $OUT/benz-children-$tag.txt
  DUMP=1 $EX/depth_one $f circuit 2>&1 >/dev/null | awk '{print $1, $6, $6}' > $OUT/ours-children-$tag.txt
  { echo "== $tag winning $(cut -f4 $f)"; python3 $D/cmp.py $OUT/benz-children-$tag.txt $OUT/ours-children-$tag.txt | head -1; \
    python3 $D/cmp.py $OUT/benz-children-$tag.txt $OUT/ours-children-$tag.txt | tail -1; } >> $OUT/children.txt
done
