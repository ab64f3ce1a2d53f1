#!/bin/bash
# Round fifty-five, end to end (one process at a time under the lock; about
# 75 minutes of MoHex on two cores, then seconds to minutes each step).
# From the repository's top, on main with lab.patch applied:
#   git apply docs/results/mohex-labels-55/lab.patch
set -e
D=docs/results/mohex-labels-55
W=${W:-/tmp/s55}; mkdir -p $W
# files.txt: the results files of main c1f0998 (ls docs/results/*/results.tsv
# docs/results/*/*/results.tsv), hexbfs's games with itself, Wolve and MoHex.
cp $D/files.txt $W/files.txt
L="flock /tmp/hexbfs-cpu.lock python3 $D/label.py --size 11 --workers 2"
# 1. Labels: 8,000 positions at 2,000 MoHex games, 20,000 more at 600 (both
#    from the games in docs/results; 7,962 and 17,881 labelled).
$L --count 8000 --games 2000 --seed 55 --out $W/labels11.tsv $(cat $W/files.txt)
$L --count 20000 --games 600 --seed 56 --out $W/labels11b.tsv $(cat $W/files.txt)
cat $W/labels11.tsv $W/labels11b.tsv > $W/labels-all.tsv
# 2. The patterns fitted to the labels (fit M), regions tied beyond the first row.
cargo build --release --example train_patterns --example label_features --example families
target/release/examples/train_patterns --labels $W/labels-all.tsv --tie 1 --l2 1e-4 --epochs 6 \
  --out $W/pattern_weights-M.rs > $D/fit-M.txt 2>&1
# 3. The terms for every labelled position, with fit A's weights (round
#    fifty-four's) and then fit M's in the `learned` column.
gunzip -c docs/results/patterns-54/pattern_weights-A.rs.gz > src/eval/pattern_weights.rs
cargo build --release --example label_features && cp target/release/examples/label_features $W/label_features-A
cp $W/pattern_weights-M.rs src/eval/pattern_weights.rs
cargo build --release --example label_features && cp target/release/examples/label_features $W/label_features-M
paste <($W/label_features-A $W/labels-all.tsv | cut -f1-16) \
      <($W/label_features-M $W/labels-all.tsv | cut -f16 | sed '1s/learned/mohexfit/') > $W/feat-all.tsv
python3 $D/fit.py $W/feat-all.tsv > $D/fit-terms.txt
# 4. Siblings: 8 children (by the map) of 400 undecided positions, labelled at 2,000 games.
target/release/examples/families $W/labels11.tsv 400 8 > $W/children.txt
flock /tmp/hexbfs-cpu.lock python3 $D/label.py --positions $W/children.txt --workers 2 --games 2000 --out $W/children11.tsv
paste <($W/label_features-A $W/children11.tsv | cut -f1-16) \
      <($W/label_features-M $W/children11.tsv | cut -f16 | sed '1s/learned/mohexfit/') \
      <($W/label_features-A $W/children11.tsv | cut -f17) > $W/children-feat.tsv
python3 $D/fit.py $W/feat-all.tsv --families $W/children-feat.tsv > $D/fit-families.txt
# 5. The labels again: 1,000 undecided positions of the first set at 600 games.
awk -F'\t' '$5 ~ /^uct/ {print $1"\t"$2"\t"NR}' $W/labels11.tsv | head -1000 > $W/retest.txt
flock /tmp/hexbfs-cpu.lock python3 $D/label.py --positions $W/retest.txt --workers 2 --games 600 --out $W/retest600.tsv
python3 $D/retest.py $W/labels11.tsv $W/retest600.tsv > $D/retest.txt
# 6. Fit M in the leaf at a fixed depth (the binary built with fit M's weights).
cargo build --release && mkdir -p $W/cand && cp target/release/hexbfs target/release/hexbfs-match $W/cand/
for d in 4 1 2; do CAND=$W/cand OUT=$W/fd PAT=32,4 D=$d $D/fd.sh; done
# 7. Fit A (round fifty-four's weights) at depths 1 and 2, and fit M at a
#    fraction of its weight, capped at one stone, at depths 3 to 5.
#    Fit A's weights scored on the labels (`--compiled` needs untied patterns).
gunzip -c docs/results/patterns-54/pattern_weights-A.rs.gz > src/eval/pattern_weights.rs
cargo build --release --bin hexbfs --example train_patterns
target/release/examples/train_patterns --labels $W/labels-all.tsv --compiled --l2 1e-4 --epochs 1 2>&1 \
  | grep -E "compiled|entropy" > $D/fit-A-on-labels.txt
mkdir -p $W/candA && cp target/release/hexbfs $W/cand/hexbfs-match $W/candA/
for d in 1 2; do CAND=$W/candA OUT=$W/fdA PAT=32,4 D=$d $D/fd.sh; done
for v in "8,1 4" "8,1 3" "8,1 5" "16,1 4" "4,1 4"; do
  set -- $v; CAND=$W/cand OUT=$W/fd PAT=$1 D=$2 $D/fd.sh
done
# 8. Fit M at 8,1 at 0.3 s a move (until END, here 2026-12-08T00:33).
CAND=$W/cand OUT=$W/sprt PAT=8,1 END=2026-12-08T00:33 $D/sprt.sh
