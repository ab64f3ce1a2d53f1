#!/usr/bin/env python3
"""Two runs of the same pairing: for each game (opening, colours), the first
ply where the two move sequences differ and whose move it was."""
import collections
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import records  # noqa: E402
def load(path):
    return {(opening, black): (winner, moves) for opening, black, _, winner, moves in records.games(path)}
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
