#!/usr/bin/env python3
"""Round fifty-one's prototype of a stronger fill-in, in Python: dead
cells by a region test (a set of cells is useless to a colour when every
two of its usable neighbours are adjacent or touch one group or edge of
that colour, anywhere, not only in the ring), captured sets of up to K
cells by a local game (the opponent first, the owner answering inside,
every opponent group inside useless at the end), and permanently inferior
cells (pinf.py). Imported by gapproto.py and pinf.py; `proto.py TABLE K`
compares its fills with Wolve's `compute-fillin`."""
import itertools, re, sys, importlib.util, os
spec = importlib.util.spec_from_file_location("gap", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "mustplay-gap-49", "gap.py"))
gap = importlib.util.module_from_spec(spec); spec.loader.exec_module(gap)

PINF = int(os.environ.get('PINF', '0'))
PINF_COLOURS = ('b', 'w')
INTR = {}
OFF = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]
B, W = 'b', 'w'
def opp(c): return W if c == B else B

class Pos:
    def __init__(s, n, stones): s.n = n; s.st = dict(stones)
    def nbrs(s, cell, col):
        """neighbour positions for colour col: cells, or edge names ('E', col, 0/1); None for unusable corners"""
        c, r = cell; out = []
        for dc, dr in OFF:
            cc, rr = c + dc, r + dr
            offc, offr = not (0 <= cc < s.n), not (0 <= rr < s.n)
            if offc and offr: continue
            if offr: out.append(('E', B, 0 if rr < 0 else 1))
            elif offc: out.append(('E', W, 0 if cc < 0 else 1))
            else: out.append((cc, rr))
        return out

def useless(p, K, Y):
    """Is the set K (cells, hypothetically Y) useless to Y on p (K's cells' current content ignored)?"""
    K = set(K)
    st = p.st
    # parts of Y stones outside K, and edges
    parent = {}
    def find(a):
        while parent.setdefault(a, a) != a: a = parent[a]
        return a
    def union(a, b): parent[find(a)] = find(b)
    ys = [c for c, v in st.items() if v == Y and c not in K]
    yset = set(ys)
    for c in ys:
        for q in p.nbrs(c, Y):
            if q[0] == 'E':
                if q[1] == Y: union(c, q)
            elif q in yset: union(c, q)
    def usable(q):
        if q[0] == 'E': return q[1] == Y
        return q not in K and st.get(q) in (None, Y)
    N = set()
    for c in K:
        for q in p.nbrs(c, Y):
            if usable(q): N.add(q)
    def touches(q):
        if q[0] == 'E' or st.get(q) == Y: return {find(q)}
        t = set()
        for z in p.nbrs(q, Y):
            if z[0] == 'E':
                if z[1] == Y: t.add(find(z))
            elif z in yset: t.add(find(z))
        return t
    def adjacent(u, v):
        if u[0] == 'E' and v[0] == 'E': return False
        if u[0] == 'E': u, v = v, u
        return v in p.nbrs(u, Y)
    N = list(N); T = [touches(q) for q in N]
    for i in range(len(N)):
        for j in range(i + 1, len(N)):
            if not (adjacent(N[i], N[j]) or (T[i] & T[j])): return False
    return True

def components(cells, p):
    cells = set(cells); out = []
    while cells:
        a = cells.pop(); comp = {a}; todo = [a]
        while todo:
            x = todo.pop()
            for q in p.nbrs(x, B):
                if q in cells: cells.remove(q); comp.add(q); todo.append(q)
        out.append(comp)
    return out

def leaf_ok(p, S, X):
    Y = opp(X)
    ycells = [c for c in S if p.st.get(c) == Y]
    return all(useless(p, comp, Y) for comp in components(ycells, p))

def captured(p, S, X, left=None):
    if left is None: left = list(S)
    Y = opp(X)
    for y in left:
        p.st[y] = Y
        rest = [c for c in left if c != y]
        if not rest: ok = leaf_ok(p, S, X)
        else:
            ok = False
            for x in rest:
                p.st[x] = X
                r2 = [c for c in rest if c != x]
                ok = leaf_ok(p, S, X) if not r2 else captured(p, S, X, r2)
                del p.st[x]
                if ok: break
        del p.st[y]
        if not ok: return False
    return True

def connected_sets(p, k, empty):
    seen = set()
    def grow(s):
        if len(s) == k: 
            fs = frozenset(s)
            if fs not in seen: seen.add(fs); yield fs
            return
        for c in list(s):
            for q in p.nbrs(c, B):
                if q in empty and q not in s and q > min(s):
                    yield from grow(s | {q})
    for c in sorted(empty):
        yield from grow({c})

def fill(p, K):
    filled = {}
    while True:
        empty = {(c, r) for c in range(p.n) for r in range(p.n) if (c, r) not in p.st}
        found = None
        for c in sorted(empty):
            for Y in (B, W):
                if useless(p, {c}, Y):
                    found = ({c}, B if sum(p.st.get(q) == B for q in p.nbrs(c, B) if q[0] != 'E') >= sum(p.st.get(q) == W for q in p.nbrs(c, B) if q[0] != 'E') else W); break
            if found: break
        if not found and PINF:
            import pinf as _p
            for c in sorted(empty):
                for X in PINF_COLOURS:
                    r_ = _p.pinf(p, c, X, {1: False, 2: True, 3: 3}[PINF])
                    if r_: found = ({c}, X); INTR.setdefault(X, set()).update({c, *r_}); break
                if found: break
        if not found:
            for k in range(2, K + 1):
                for S in connected_sets(p, k, empty):
                    for X in (B, W):
                        if captured(p, S, X): found = (S, X); INTR.setdefault(X, set()).update(S); break
                    if found: break
                if found: break
        if not found: return filled
        for c in found[0]: p.st[c] = found[1]; filled[c] = found[1]

def name(c): return f"{chr(97 + c[0])}{c[1] + 1}"
def parse(m): return (ord(m[0]) - 97, int(m[1:]) - 1)

if __name__ == '__main__':
    K = int(sys.argv[2]); tab = sys.argv[1]
    bz = gap.vcb.Engine(["/opt/benzene/bin/wolve"])
    tot_b = cov = extra = 0
    for f, size, h, played, moves in gap.outside_rows(tab):
        bz.send(f"boardsize {size}"); bz.send("clear_board")
        for c, m in moves: bz.send(f"play {c} {m}")
        text, _ = bz.send(f"compute-fillin {h}")
        bf = {c: k for c, k in re.findall(r"([a-z]\d+) f[a-z]?([bw])\b", text)}
        p = Pos(size, {parse(m): (B if c == 'black' else W) for c, m in moves})
        mine = {name(c): v for c, v in fill(p, K).items()}
        tot_b += len(bf); cov += sum(mine.get(c) == v for c, v in bf.items())
        ex = [c for c in mine if bf.get(c) != mine[c]]
        extra += len(ex)
        print(f[1], played, len(bf), len(mine), "benzene-only", [c + v for c, v in bf.items() if mine.get(c) != v], "mine-only", ex, flush=True)
    print(f"# K={K}: Benzene fills {tot_b}, of them found {cov}; mine not Benzene's {extra}")
