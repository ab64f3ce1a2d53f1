#!/usr/bin/env python3
"""A brute-force Hex solver on small square boards for the prototype, and
a random check that proto.py's fill-in keeps the winner
(`brute.py SEED K N`: 150 boards of 3x3 and 4x4, none changed).
"""
import os, random, sys, functools
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from proto import *

def winner_full(n, st):
    # black connects row 0 to row n-1
    for col, start, goal in ((B, lambda c: c[1] == 0, lambda c: c[1] == n - 1), (W, lambda c: c[0] == 0, lambda c: c[0] == n - 1)):
        todo = [c for c, v in st.items() if v == col and start(c)]; seen = set(todo)
        while todo:
            x = todo.pop()
            if goal(x): return col
            for dc, dr in OFF:
                q = (x[0] + dc, x[1] + dr)
                if st.get(q) == col and q not in seen: seen.add(q); todo.append(q)
    return None

def solve(n, st, tomove):
    @functools.lru_cache(None)
    def f(key, tm):
        s = dict(key)
        w = winner_full(n, s)
        if w: return w
        for c in range(n):
            for r in range(n):
                if (c, r) not in s:
                    s[(c, r)] = tm
                    res = f(tuple(sorted(s.items())), opp(tm))
                    del s[(c, r)]
                    if res == tm: return tm
        return opp(tm)
    return f(tuple(sorted(st.items())), tomove)

if __name__ == '__main__':
    rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
    K = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    bad = 0
    for t in range(int(sys.argv[3]) if len(sys.argv) > 3 else 200):
        n = rng.choice([3, 4, 4])
        cells = [(c, r) for c in range(n) for r in range(n)]
        k = rng.randint(2, min(8, len(cells) - 4))
        st = {}
        for c in rng.sample(cells, k): st[c] = rng.choice([B, W])
        if winner_full(n, st): continue
        p = Pos(n, st)
        filled = fill(p, K)
        if not filled: continue
        for tm in (B, W):
            a = solve(n, st, tm); b = solve(n, p.st, tm)
            if a != b:
                bad += 1
                print("MISMATCH", n, st, "filled", filled, "tomove", tm, a, b)
    print("bad", bad)
