#!/bin/sh
# The classic levers' bench: node counts to a fixed depth (deterministic
# with one thread), so the figure that matters is the signature, not the
# time. BIN is main's release build, ASP and PAT the builds of
# aspiration.patch and stand-pat.patch applied to it. Run under the lock.
D=docs/results/classic-levers-48
P=$D/positions-9-11.txt
for a in 0 16 32 64; do
  echo "== aspiration $a, depth 9"
  RUST_LOG=info $ASP --aspiration $a bench --depth 9 --positions $P 2>$D/asp$a.log
  grep "fell outside" $D/asp$a.log | awk '{f+=$(NF-9); t+=$(NF-7)} END {print "first root moves outside their window:", f+0, "of", t+0}'
  rm $D/asp$a.log
done
echo "== main, depth 9"
$BIN bench --depth 9 --positions $P
for m in 0 32 99; do
  echo "== stand pat, margin $m, depth 9"
  HEXBFS_STAND_PAT=$m $PAT bench --depth 9 --positions $P
done
for a in 16 32 64; do
  echo "== aspiration $a, the bench's own depths"
  $ASP --aspiration $a bench | grep -E "signature|^time"
done
