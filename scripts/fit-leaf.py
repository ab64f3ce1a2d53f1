#!/usr/bin/env python3
"""Texel tuning of the leaf's weights: a logistic fit of the game's result
on the leaf's terms.

    scripts/fit-leaf.py TERMS.tsv [--size N] [--from-move M]

TERMS.tsv is the output of `cargo run --release --example leaf_terms --
GAME.sgf ...`: one line per open position, the side to move's stones
(bridge-aware distance difference), potential difference, chain-cell
difference and whether it won. For each clamp P of the potential
difference (and the cells clamped to 3, as in the leaf) it fits

    P(won) = 1 / (1 + exp(-(k0 + a * stones + b * clamp(pot, P) + c * clamp(cells, 3))))

by Newton's method (no libraries), and prints the coefficients, the
weight a unit of potential would get in the leaf (32 * b / a, in 32nds of
a stone), the cells' (32 * c / a), and the mean log-loss; also the fits
of the stones alone and of stones and potential without the cells, and
of the potential alone, to compare. Positions of one game are not
independent, so the intervals a statistics package would give are too
narrow; none are printed.
"""

import argparse
import math


def solve(m, v):
    """Solves m x = v by Gaussian elimination with partial pivoting."""
    n = len(v)
    a = [row[:] + [v[i]] for i, row in enumerate(m)]
    for i in range(n):
        p = max(range(i, n), key=lambda r: abs(a[r][i]))
        a[i], a[p] = a[p], a[i]
        if abs(a[i][i]) < 1e-12:
            raise ValueError("singular")
        for r in range(n):
            if r != i:
                f = a[r][i] / a[i][i]
                for k in range(i, n + 1):
                    a[r][k] -= f * a[i][k]
    return [a[i][n] / a[i][i] for i in range(n)]


def fit(xs, ys, iterations=30):
    """Logistic regression by Newton's method; xs rows start with 1."""
    n = len(xs[0])
    w = [0.0] * n
    for _ in range(iterations):
        g = [0.0] * n
        h = [[0.0] * n for _ in range(n)]
        for x, y in zip(xs, ys):
            z = sum(wi * xi for wi, xi in zip(w, x))
            p = 1 / (1 + math.exp(-max(-30, min(30, z))))
            d = y - p
            q = p * (1 - p)
            for i in range(n):
                g[i] += d * x[i]
                for j in range(n):
                    h[i][j] += q * x[i] * x[j]
        for i in range(n):
            h[i][i] += 1e-9
        step = solve(h, g)
        w = [wi + si for wi, si in zip(w, step)]
        if max(abs(s) for s in step) < 1e-9:
            break
    loss = 0.0
    for x, y in zip(xs, ys):
        z = sum(wi * xi for wi, xi in zip(w, x))
        p = 1 / (1 + math.exp(-max(-30, min(30, z))))
        p = min(max(p, 1e-12), 1 - 1e-12)
        loss -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return w, loss / len(ys)


def clamp(v, c):
    return max(-c, min(c, v))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("terms")
    ap.add_argument("--size", type=int, help="only this board size")
    ap.add_argument("--from-move", type=int, default=1, help="only from this move on")
    args = ap.parse_args()
    rows = []
    with open(args.terms) as f:
        next(f)
        for line in f:
            size, move, stones, pot, cells, won = map(int, line.split())
            if args.size and size != args.size:
                continue
            if move < args.from_move:
                continue
            rows.append((stones, pot, cells, won))
    ys = [r[3] for r in rows]
    print(f"{len(rows)} positions, side to move won {sum(ys)}")
    base, loss = fit([[1, s] for s, _, _, _ in rows], ys)
    print(f"stones alone: a {base[1]:.4f}, log-loss {loss:.4f}")
    for cap in [3, 4, 6, 10]:
        w, loss = fit([[1, clamp(p, cap)] for _, p, _, _ in rows], ys)
        print(f"potential alone (clamp {cap}): b {w[1]:.4f}, log-loss {loss:.4f}")
    for cap in [3, 4, 6, 10]:
        w, loss = fit([[1, s, clamp(p, cap)] for s, p, _, _ in rows], ys)
        print(
            f"stones + potential (clamp {cap}): a {w[1]:.4f} b {w[2]:.4f}, "
            f"weight {32 * w[2] / w[1]:.1f}/32, log-loss {loss:.4f}"
        )
        w, loss = fit([[1, s, clamp(p, cap), clamp(c, 3)] for s, p, c, _ in rows], ys)
        print(
            f"stones + potential (clamp {cap}) + cells: a {w[1]:.4f} b {w[2]:.4f} "
            f"c {w[3]:.4f}, weight {32 * w[2] / w[1]:.1f}/32, cells "
            f"{32 * w[3] / w[1]:.1f}/32, log-loss {loss:.4f}"
        )


if __name__ == "__main__":
    main()
