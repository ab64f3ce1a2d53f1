#!/usr/bin/env python3
"""How well the leaf's terms predict proven winners.

    scripts/leaf-truth.py TRUTH.tsv

TRUTH.tsv is the output of `examples/leaf_truth.rs` (one labelled open
position a line, the side to move's terms and whether it wins). Prints,
for each term and for the default leaf, on the plain board and on the
filled one: the share of positions where the sign of the term names the
winner (ties counted half), the AUC (the chance that a won position
scores above a lost one, ties half: how well the term ranks), and the
mean log-loss of a logistic fit of the result on it (Newton's method,
`scripts/fit-leaf.py`'s). Then fits of several terms together, and the
positions the default leaf gets wrong by a stone or more, counted by what
the connections know about them.
"""

import collections
import importlib.util
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("fit_leaf", os.path.join(here, "fit-leaf.py"))
fit_leaf = importlib.util.module_from_spec(spec)
spec.loader.exec_module(fit_leaf)


def auc(xs, ys):
    """Chance that a won position's x exceeds a lost one's (ties half)."""
    pairs = sorted(zip(xs, ys))
    # Rank-sum with average ranks for ties.
    ranks, i = [0.0] * len(pairs), 0
    while i < len(pairs):
        j = i
        while j < len(pairs) and pairs[j][0] == pairs[i][0]:
            j += 1
        for k in range(i, j):
            ranks[k] = (i + j + 1) / 2
        i = j
    wins = sum(y for _, y in pairs)
    losses = len(pairs) - wins
    if wins == 0 or losses == 0:
        return float("nan")
    r = sum(rank for rank, (_, y) in zip(ranks, pairs) if y)
    return (r - wins * (wins + 1) / 2) / (wins * losses)


def main():
    lines = [line.rstrip("\n").split("\t") for line in open(sys.argv[1])]
    head, data = lines[0], [[int(v) for v in row] for row in lines[1:]]
    col = {name: k for k, name in enumerate(head)}
    ys = [row[col["won"]] for row in data]
    print(f"{len(data)} open positions, side to move wins {sum(ys)}")
    clamp = lambda v, c: max(-c, min(c, v))
    print("\nterm            sign-right   AUC    log-loss (fit on the term alone)")
    # The resistance columns (hundredths of the log ratio) came in round
    # twenty-four; older files have none.
    extra = [name for name in ["resist", "bresist"] if name in col]
    for name in ["stones", "plain", "walled", "potential", "cells", "leaf"] + extra:
        for prefix in ["", "r_", "f_"]:
            key = prefix + name
            xs = [row[col[key]] for row in data]
            if name == "potential":
                xs = [clamp(x, 10) for x in xs]
            if name in ("stones", "plain", "walled"):
                xs = [clamp(x, 20) for x in xs]
            right = sum(1.0 if (x > 0) == bool(y) and x != 0 else 0.5 if x == 0 else 0.0 for x, y in zip(xs, ys))
            scale = {"leaf": 32.0, "resist": 100.0, "bresist": 100.0}.get(name, 1.0)
            rows = [[1.0, x / scale] for x in xs]
            _, loss = fit_leaf.fit(rows, ys)
            print(f"{key:15} {right / len(ys):8.3f}   {auc(xs, ys):.3f}  {loss:.4f}")
    print("\nfits of several terms: log-loss, AUC of the fitted score, [intercept, coefficients per unit]")
    sets = [
        ("stones+pot3+cells3", lambda r, p: [r[p + "stones"], clamp(r[p + "potential"], 3), clamp(r[p + "cells"], 3)]),
        ("stones+pot6+cells3", lambda r, p: [r[p + "stones"], clamp(r[p + "potential"], 6), clamp(r[p + "cells"], 3)]),
        ("stones", lambda r, p: [r[p + "stones"]]),
        ("stones+cells3", lambda r, p: [r[p + "stones"], clamp(r[p + "cells"], 3)]),
        ("stones+cells6", lambda r, p: [r[p + "stones"], clamp(r[p + "cells"], 6)]),
        ("stones+pot3", lambda r, p: [r[p + "stones"], clamp(r[p + "potential"], 3)]),
        ("walled+cells3", lambda r, p: [clamp(r[p + "walled"], 20), clamp(r[p + "cells"], 3)]),
        ("walled+pot3+cells3", lambda r, p: [clamp(r[p + "walled"], 20), clamp(r[p + "potential"], 3), clamp(r[p + "cells"], 3)]),
        ("stones+pot10", lambda r, p: [r[p + "stones"], clamp(r[p + "potential"], 10)]),
        ("stones+plain+pot6", lambda r, p: [r[p + "stones"], clamp(r[p + "plain"], 20), clamp(r[p + "potential"], 6)]),
        ("walled+pot6", lambda r, p: [clamp(r[p + "walled"], 20), clamp(r[p + "potential"], 6)]),
        ("stones+walled+pot6", lambda r, p: [r[p + "stones"], clamp(r[p + "walled"], 20), clamp(r[p + "potential"], 6)]),
    ]
    if "bresist" in col:
        sets += [
            ("bresist", lambda r, p: [r[p + "bresist"] / 100]),
            ("stones+bresist", lambda r, p: [r[p + "stones"], r[p + "bresist"] / 100]),
            ("bresist+cells3", lambda r, p: [r[p + "bresist"] / 100, clamp(r[p + "cells"], 3)]),
            ("stones+pot3+cells3+bresist", lambda r, p: [r[p + "stones"], clamp(r[p + "potential"], 3), clamp(r[p + "cells"], 3), r[p + "bresist"] / 100]),
        ]
    for name, f in sets:
        for prefix in ["", "r_", "f_"]:
            rows = [[1.0] + [float(v) for v in f(dict(zip(head, r)), prefix)] for r in data]
            w, loss = fit_leaf.fit(rows, ys)
            coef = " ".join(f"{c:+.3f}" for c in w)
            score = [sum(wi * xi for wi, xi in zip(w[1:], x[1:])) for x in rows]
            print(f"{prefix + name:24} {loss:.4f}  AUC {auc(score, ys):.3f}  [{coef}]")
    print("\nfixed leaves on the board the search sees (r_): AUC by stones on the board")
    print("(name: 32nds of a stone per unit of potential clamped to 3, per chain cell, the cells' clamp)")
    leaves = [("default", 32, 1, 3), ("tie-break", 4, 1, 3), ("stones", 0, 0, 3), ("c8", 32, 8, 3),
              ("c9p0", 0, 9, 3), ("c7c6p0", 0, 7, 6), ("c7c6p16", 16, 7, 6), ("c5c9p0", 0, 5, 9)]
    print("stones    n  " + " ".join(f"{name:>8}" for name, *_ in leaves))
    for lo, hi in [(14, 17), (18, 21), (22, 25), (26, 29), (30, 34), (0, 999)]:
        sub = [r for r in data if lo <= r[col["stones_on"]] <= hi]
        sy = [r[col["won"]] for r in sub]
        aucs = []
        for _, pw, cw, cc in leaves:
            xs = [32 * r[col["r_stones"]] + pw * clamp(r[col["r_potential"]], 3) + cw * clamp(r[col["r_cells"]], cc) for r in sub]
            aucs.append(auc(xs, sy))
        label = "all  " if hi == 999 else f"{lo}-{hi}"
        print(f"{label} {len(sub):5}  " + " ".join(f"{a:8.3f}" for a in aucs))
    print("\nthe default leaf (r_, as the search sees it) wrong by a stone or more, by what the connections know")
    wrong = [r for r, y in zip(data, ys) if (r[col["r_leaf"]] >= 32 and not y) or (r[col["r_leaf"]] <= -32 and y)]
    print(f"{len(wrong)} of {len(data)} positions")
    kinds = collections.Counter(what_connections_know(r, col) for r in wrong)
    for k, v in sorted(kinds.items()):
        print(f"  {v:5}  {k}")


def what_connections_know(r, col):
    """A position the leaf gets wrong, named by what the connections know."""
    if r[col["won"]]:
        if r[col["me_full"]]:
            seen = "me full"
        elif r[col["me_semi"]]:
            seen = "me semi (to move: won)"
        else:
            seen = "no VC win seen"
        return "won, leaf says behind: " + seen
    if r[col["op_full"]]:
        seen = "opponent full"
    elif r[col["op_semi"]]:
        seen = "opponent semi, mustplay " + ("empty" if r[col["mustplay"]] == 0 else "non-empty")
    else:
        seen = "no VC loss seen"
    return "lost, leaf says ahead: " + seen

if __name__ == "__main__":
    main()
