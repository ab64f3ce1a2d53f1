#!/usr/bin/env python3
"""Two runs of the same pairing: for each game (opening, colours), the first
ply where the two move sequences differ and whose move it was."""
import sys, collections
def load(path):
    out = {}
    for line in open(path):
        if line.startswith("#"):
            continue
        f = line.rstrip("\n").split("\t")
        if len(f) < 8:
            continue
        out[(f[1], f[2])] = (f[4], f[7].split())
    return out
a, b = load(sys.argv[1]), load(sys.argv[2])
who = collections.Counter(); plies = []
for k in sorted(a):
    if k not in b:
        continue
    (wa, ma), (wb, mb) = a[k], b[k]
    p = next((i for i in range(min(len(ma), len(mb))) if ma[i] != mb[i]), None)
    if p is None:
        who["same game"] += 1
        continue
    mover = ma[p][0]
    name = k[1] if mover == "B" else ("hexbfs" if k[1] == "wolve" else "wolve")
    who[name] += 1
    plies.append(p)
print(dict(who), "median first differing ply", sorted(plies)[len(plies) // 2] if plies else None,
      "plies", sorted(plies))
