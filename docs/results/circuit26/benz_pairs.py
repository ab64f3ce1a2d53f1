#!/usr/bin/env python3
"""Throwaway: Benzene's circuit links for COLOR on a position (vc-build, then
vc-intersection-full for every pair of nodes), and its resistance.
benz_pairs.py N COLOR MOVES... > pairs.txt"""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from wolve import Wolve
n, color, moves = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
# A pair with no full answers every cell of the widest board (columns j to m
# included), which tells it apart only on boards of at most 9 columns.
assert n <= 9, 'boards up to 9x9'
wolve = Wolve()
cmd = wolve.cmd
cmd(f"boardsize {n}")
cells = [f"{chr(97+c)}{r+1}" for r in range(n) for c in range(n)]
occ = {}
for k, m in enumerate(moves):
    c = "b" if k % 2 == 0 else "w"
    cmd(f"play {c} {m}"); occ[m] = c
cmd(f"vc-build {color}")
res = cmd(f"eval-resist {color}")
edges = ["north", "south"] if color == "b" else ["west", "east"]
# One node a group: a stone stands for its group only if it is the group's captain
# (group-get lists the captain first; a stone touching an edge is in the edge's group).
own = "b" if color == "b" else "w"
def captain(c):
    return cmd(f"group-get {c}").split()[1]
nodes = edges + [c for c in cells if c not in occ or (occ[c] == own and captain(c) == c)]
for i, x in enumerate(nodes):
    for y in nodes[i+1:]:
        out = cmd(f"vc-intersection-full {color} {x} {y}")
        if out.startswith("?"):
            continue
        body = out[1:].split()
        # No full: the intersection of none, every cell of Benzene's widest board.
        if any(t.startswith(("j", "k", "l", "m")) for t in body) or "invalid" in body:
            continue
        print(x, y, len(body))
print(res, file=sys.stderr)
wolve.close()
