#!/usr/bin/env python3
"""Paired comparison of two gauge runs on the same openings.

    paired.py RUN_A RUN_B     (each a hexbfs-match output folder, or its results.tsv)

For each (opening, hexbfs's colour): whether hexbfs won in run A and in run B; prints
the games won in one run only, and a two-sided sign test on them."""
import math, os, sys

def load(path):
    if os.path.isdir(path):
        path = os.path.join(path, 'results.tsv')
    won = {}
    for line in open(path):
        if line.startswith('#') or not line.strip():
            continue
        _game, opening, black, _white, winner = line.rstrip('\n').split('\t')[:5]
        won[(opening, black == 'hexbfs')] = winner == 'hexbfs'
    return won

a, b = load(sys.argv[1]), load(sys.argv[2])
keys = sorted(set(a) & set(b))
only_a = sum(a[k] and not b[k] for k in keys)
only_b = sum(b[k] and not a[k] for k in keys)
n = only_a + only_b
tail = sum(math.comb(n, i) for i in range(min(only_a, only_b) + 1)) / 2 ** n if n else 0.5
print(f"{sys.argv[1]} vs {sys.argv[2]}: {len(keys)} paired games, A {sum(a[k] for k in keys)} wins, "
      f"B {sum(b[k] for k in keys)} wins; won by A only {only_a}, by B only {only_b}; "
      f"sign test p = {min(1.0, 2 * tail):.3f}")
