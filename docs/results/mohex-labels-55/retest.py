#!/usr/bin/env python3
"""Round fifty-five: how well MoHex's label of a position repeats.

    retest.py labels.tsv retest.tsv

`retest.tsv` is `label.py --positions` run on some of `labels.tsv`'s
undecided positions (its tag the line number there). Prints how many
positions, Spearman's correlation and the mean absolute difference of the
two labels where both are undecided, and how many the second run solved.
"""
import sys
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from fit import spearman

first = open(sys.argv[1]).read().splitlines()
a, b, solved = [], [], 0
for line in open(sys.argv[2]):
    f = line.rstrip("\n").split("\t")
    g = first[int(f[5]) - 1].split("\t")
    assert g[1] == f[1]
    if not f[4].startswith("uct"):
        solved += 1
        continue
    a.append(float(g[3]))
    b.append(float(f[3]))
print(f"{len(a)} both undecided, {solved} solved the second time")
print(f"Spearman {spearman(a, b):.3f}, mean |difference| {sum(abs(x - y) for x, y in zip(a, b)) / len(a):.4f}")
