#!/bin/sh
# Round thirty-six: where hexbfs's builds go on the first 8 games of 11x11 (docs/vc.md, "Round
# thirty-six"): the comparison script drives the engine under `perf record` (beside a match).
#   docs/results/vc-once-36/profile.sh            # then: perf report -i /tmp/vcb.perf --no-children
# printed 37% vc::graph::run, 19% Or::search, 9% add_unheld_semi, 4% store_unheld_full, ~4-5% the fill-in.
cat > /tmp/hexwrap.sh <<'W'
#!/bin/sh
exec perf record -o /tmp/vcb.perf -g /work/main/target/release/hexbfs "$@" 2>/dev/null
W
chmod +x /tmp/hexwrap.sh
python3 /work/main/scripts/vc-vs-benzene.py --step 4 --fill --hexbfs /tmp/hexwrap.sh \
  $(ls /work/shared/games/vs-wolve-1s/11x11/*.sgf | head -8)
