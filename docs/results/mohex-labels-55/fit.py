#!/usr/bin/env python3
"""Round fifty-five: which leaf terms agree with MoHex's values.

Reads `label_features`'s rows (one MoHex-labelled position each, the terms
for the side to move) and fits, for each set of terms, a logistic model
P(win) = sigmoid(b + sum of w_i x_i) to MoHex's value by Newton's method
(soft labels) on four fifths of the positions; prints the held-out
log-loss (the fifth whose moves hash to 0 mod 5) over all positions and
over the undecided ones (`uct`), each less the labels' own entropy (the
floor no model passes), and Spearman's rank correlation of the term sets'
fitted score with MoHex's value on the undecided held-out positions.

    fit.py features.tsv

A column `mohexfit` (the patterns fitted to these labels, pasted beside
`label_features`'s columns) adds the sets that use it.

    fit.py features.tsv --families children-features.tsv

also ranks siblings, the leaf's job in a search: each family is a labelled
position's children (`examples/families.rs`, labelled by `label.py
--positions`); each term set, with the weights fitted on features.tsv,
scores every child, and the script prints, over the families, the mean of
Spearman's correlation with MoHex's values, the share of sibling pairs
whose values differ by 0.1 or more that it orders as MoHex does (ties
count half), and how often its best child is MoHex's best (ties split).
"""
import importlib.util, math, os, sys

# Gaussian elimination: scripts/fit-leaf.py's.
_spec = importlib.util.spec_from_file_location(
    "fit_leaf", os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../../scripts/fit-leaf.py"))
_fit_leaf = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_fit_leaf)
solve = _fit_leaf.solve

def rows(path):
    f = open(path)
    head = f.readline().rstrip("\n").split("\t")
    for line in f:
        v = line.rstrip("\n").split("\t")
        r = dict(zip(head, v))
        for k in head:
            if k not in ("moves", "how", "tag"):
                r[k] = float(r[k])
        # The default leaf, in stones (as the search scores it).
        r["leaf"] = r["bridge"] + r["pot3"] + max(-3, min(3, r["cells"])) / 32
        r.setdefault("tag", "")
        if "mohexfit" in r:
            r["mohexfit4"] = max(-4, min(4, r["mohexfit"]))
        r["learned4"] = max(-4, min(4, r["learned"]))
        r["held"] = held_out(r["moves"])
        yield r

SIZE = 11

def held_out(moves):
    """The trainer's split (examples/train_patterns.rs): FNV-1a of the size
    and the first four moves, 0 mod 5, so that no held-out position shares
    its opening with a fitted one."""
    h = 0xcbf29ce484222325
    for b in f"{SIZE} {' '.join(moves.split()[:4])}".encode():
        h = ((h ^ b) * 0x100000001b3) % (1 << 64)
    return h % 5 == 0

def sig(z):
    return 1 / (1 + math.exp(-max(-40, min(40, z))))

def fit(data, names, ridge=1e-3):
    k = len(names) + 1
    w = [0.0] * k
    xs = [[1.0] + [r[n] for n in names] for r in data]
    ys = [r["value"] for r in data]
    for _ in range(25):
        g = [0.0] * k
        h = [[ridge if i == j and i else 0.0 for j in range(k)] for i in range(k)]
        for x, y in zip(xs, ys):
            p = sig(sum(a * b for a, b in zip(w, x)))
            e, q = p - y, p * (1 - p)
            for i in range(k):
                g[i] += e * x[i]
                for j in range(i, k):
                    h[i][j] += q * x[i] * x[j]
        for i in range(k):
            g[i] += ridge * w[i] if i else 0.0
            for j in range(i):
                h[i][j] = h[j][i]
        step = solve(h, g)
        w = [a - b for a, b in zip(w, step)]
        if max(abs(s) for s in step) < 1e-7:
            break
    return w

def logloss(data, names, w):
    s = 0.0
    for r in data:
        p = min(1 - 1e-12, max(1e-12, sig(w[0] + sum(a * r[n] for a, n in zip(w[1:], names)))))
        y = r["value"]
        s -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return s / max(1, len(data))

def entropy(data):
    s = 0.0
    for r in data:
        y = min(1 - 1e-12, max(1e-12, r["value"]))
        s -= y * math.log(y) + (1 - y) * math.log(1 - y)
    return s / max(1, len(data))

def ranks(v):
    order = sorted(range(len(v)), key=lambda i: v[i])
    r = [0.0] * len(v)
    i = 0
    while i < len(v):
        j = i
        while j + 1 < len(v) and v[order[j + 1]] == v[order[i]]:
            j += 1
        for k in range(i, j + 1):
            r[order[k]] = (i + j) / 2
        i = j + 1
    return r

def spearman(a, b):
    ra, rb = ranks(a), ranks(b)
    n = len(a)
    ma, mb = sum(ra) / n, sum(rb) / n
    cov = sum((x - ma) * (y - mb) for x, y in zip(ra, rb))
    va = math.sqrt(sum((x - ma) ** 2 for x in ra))
    vb = math.sqrt(sum((y - mb) ** 2 for y in rb))
    return cov / (va * vb) if va and vb else 0.0

SETS = [
    ["leaf"],
    ["bridge"], ["plain"], ["pot"], ["pot3"], ["walled"], ["res"], ["resplain"], ["jdist"], ["jres"], ["learned"],
    ["bridge", "pot3"], ["bridge", "pot"],
    ["leaf", "cells"], ["leaf", "potcells"], ["leaf", "pot"], ["leaf", "plain"], ["leaf", "walled"],
    ["leaf", "res"], ["leaf", "resplain"], ["leaf", "jdist"], ["leaf", "jres"], ["leaf", "jdist", "jres"],
    ["leaf", "learned"], ["leaf", "learned4"],
]
MOHEXFIT = [["mohexfit"], ["leaf", "mohexfit"], ["leaf", "mohexfit4"], ["leaf", "learned", "mohexfit"],
            ["leaf", "jdist", "mohexfit"], ["leaf", "jdist", "jres", "mohexfit"]]

def families(path, data, sets):
    kids = list(rows(path))
    fam = {}
    for r in kids:
        fam.setdefault(r["tag"], []).append(r)
    fam = [f for f in fam.values() if len(f) >= 4]
    print(f"\n{len(fam)} families, {sum(len(f) for f in fam)} children")
    print("terms\tmean Spearman\tpairs ordered as MoHex\tbest child MoHex's")
    for names in sets:
        w = fit(data, names)
        rho, agree, pairs, top = 0.0, 0.0, 0, 0.0
        for f in fam:
            sc = [sum(a * r[n] for a, n in zip(w[1:], names)) for r in f]
            v = [r["value"] for r in f]
            rho += spearman(sc, v)
            for i in range(len(f)):
                for j in range(i + 1, len(f)):
                    if abs(v[i] - v[j]) >= 0.1:
                        pairs += 1
                        d = (sc[i] - sc[j]) * (v[i] - v[j])
                        agree += 1.0 if d > 0 else 0.5 if d == 0 else 0.0
            best = max(sc)
            tied = [k for k in range(len(f)) if sc[k] == best]
            vbest = max(v)
            top += sum(1 for k in tied if v[k] == vbest) / len(tied)
        print("{}\t{:.3f}\t{:.3f} of {}\t{:.3f}".format("+".join(names), rho / len(fam), agree / max(1, pairs), pairs, top / len(fam)))

def main():
    if "--families" in sys.argv:
        k = sys.argv.index("--families")
        data = [r for r in rows(sys.argv[1]) if not r["held"]]
        sets = SETS + (MOHEXFIT if "mohexfit" in data[0] else [])
        families(sys.argv[k + 1], data, sets)
        return
    data = list(rows(sys.argv[1]))
    train = [r for r in data if not r["held"]]
    held = [r for r in data if r["held"]]
    huct = [r for r in held if r["how"] == "uct"]
    tuct = [r for r in train if r["how"] == "uct"]
    print(f"{len(train)} positions fitted ({len(tuct)} undecided), {len(held)} held out ({len(huct)} undecided)")
    print(f"labels' entropy, held out: all {entropy(held):.4f}, undecided {entropy(huct):.4f}")
    print("terms\tweights (all)\texcess log-loss, all\texcess log-loss, undecided (fitted on undecided)\tSpearman, undecided")
    for names in SETS + (MOHEXFIT if "mohexfit" in data[0] else []):
        w = fit(train, names)
        wu = fit(tuct, names)
        score = [sum(a * r[n] for a, n in zip(wu[1:], names)) for r in huct]
        rho = spearman(score, [r["value"] for r in huct])
        print("{}\t{}\t{:.4f}\t{:.4f}\t{:.3f}".format(
            "+".join(names), " ".join(f"{x:.3f}" for x in w[1:]),
            logloss(held, names, w) - entropy(held),
            logloss(huct, names, wu) - entropy(huct), rho))

if __name__ == "__main__":
    main()
