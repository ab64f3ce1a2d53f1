#!/usr/bin/env python3
"""Same-session pairs of runs pooled: two arms (A and B), each pair played
the same 40 openings and colours in one session, one run after the other.

    pooled.py A1/results.tsv B1/results.tsv [A2/results.tsv B2/results.tsv ...]

Prints each pair's scores and discordant games (won by one arm only), the
totals, and the two-sided sign test on all discordant games together: a
pair's twins share the machine's speed of that hour, so only games of one
session are compared with each other.
"""
import sys
from math import comb


def games(path):
    rows = []
    with open(path) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            cols = line.rstrip("\n").split("\t")
            rows.append((cols[1], cols[2], cols[4] == "hexbfs"))
    return rows


def sign_test(x, y):
    n = x + y
    if n == 0:
        return 1.0
    k = min(x, y)
    p = 2 * sum(comb(n, i) for i in range(k + 1)) / 2**n
    return min(1.0, p)


def main(paths):
    if len(paths) < 2 or len(paths) % 2:
        sys.exit(__doc__)
    ta = tb = n = only_a = only_b = 0
    for a_path, b_path in zip(paths[::2], paths[1::2]):
        a, b = games(a_path), games(b_path)
        if [(o, c) for o, c, _ in a] != [(o, c) for o, c, _ in b]:
            sys.exit(f"not the same schedule: {a_path} {b_path}")
        sa, sb = sum(w for *_, w in a), sum(w for *_, w in b)
        xa = sum(1 for (_, _, wa), (_, _, wb) in zip(a, b) if wa and not wb)
        xb = sum(1 for (_, _, wa), (_, _, wb) in zip(a, b) if wb and not wa)
        print(f"{a_path} {sa}/{len(a)}  {b_path} {sb}/{len(b)}  only A {xa}, only B {xb}")
        ta, tb, n, only_a, only_b = ta + sa, tb + sb, n + len(a), only_a + xa, only_b + xb
    print(f"A {ta}/{n} ({100 * ta / n:.1f}%), B {tb}/{n} ({100 * tb / n:.1f}%); "
          f"won only by A {only_a}, only by B {only_b}, sign test p {sign_test(only_a, only_b):.2f}")


if __name__ == "__main__":
    main(sys.argv[1:])
