#!/usr/bin/env python3
"""The permanently inferior shape (ring: three X in a row, three empty) for
the prototype, with the three holding conditions of gapproto.py's PINF,
and a random brute-force check of the fill on 3x3 and 4x4 boards
(`pinf.py SEED PINF N`). It found no counterexample in 126 boards; the
Rust property test (tests/ice.rs) found one for the bare shape on a 3x4
board within a second (src/ice/tests.rs): these square random boards are
too weak a check.
"""
import os, sys, random; sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from proto import *
from brute import winner_full, solve

def ring(p, c, X):
    """ring slots for X: 'U' unusable, 'E' empty, ('O', part) own; plus the ring cells"""
    cc, rr = c; out = []
    for dc, dr in OFF:
        x, y = cc + dc, rr + dr
        offc, offr = not (0 <= x < p.n), not (0 <= y < p.n)
        if offc and offr: out.append(('U', None))
        elif offr: out.append((('O', ('E', B, 0 if y < 0 else 1)) if X == B else ('U', None)))
        elif offc: out.append((('O', ('E', W, 0 if x < 0 else 1)) if X == W else ('U', None)))
        else:
            v = p.st.get((x, y))
            out.append(('E', (x, y)) if v is None else (('O', (x, y)) if v == X else ('U', None)))
    return out

def slot_at(p, x, y, X):
    offc, offr = not (0 <= x < p.n), not (0 <= y < p.n)
    if offc and offr: return 'U'
    if offr: return 'O' if X == B else 'U'
    if offc: return 'O' if X == W else 'U'
    v = p.st.get((x, y)); return 'E' if v is None else ('O' if v == X else 'U')

def pinf(p, c, X, extras):
    r = ring(p, c, X)
    for k in range(6):
        own = [r[(k + i) % 6] for i in range(3)]; emp = [r[(k + 3 + i) % 6] for i in range(3)]
        if all(s[0] == 'O' for s in own) and all(s[0] == 'E' for s in emp):
            if extras:
                # E1: common neighbour (outside) of ring pos k+2 and k+3 ; E2: of k+5 and k
                cc, rr = c
                def outer(i, j):
                    a = (cc + OFF[i % 6][0], rr + OFF[i % 6][1]); b = (cc + OFF[j % 6][0], rr + OFF[j % 6][1])
                    na = {(a[0] + d[0], a[1] + d[1]) for d in OFF}; nb = {(b[0] + d[0], b[1] + d[1]) for d in OFF}
                    cm = (na & nb) - {c}
                    return cm.pop()
                e1 = outer(k + 2, k + 3); e2 = outer(k + 5, k)
                if extras == 3:
                    p3, p5 = emp[0][1], emp[2][1]
                    b3 = (2 * p3[0] - cc, 2 * p3[1] - rr); b5 = (2 * p5[0] - cc, 2 * p5[1] - rr)
                    Y = opp(X)
                    ok3 = slot_at(p, *e1, X) == 'O' or slot_at(p, *b3, Y) == 'O'
                    ok5 = slot_at(p, *e2, X) == 'O' or slot_at(p, *b5, Y) == 'O'
                    if not (ok3 and ok5): continue
                elif slot_at(p, *e1, X) != 'O' or slot_at(p, *e2, X) != 'O': continue
            return (emp[0][1], emp[2][1])
    return False

if __name__ == '__main__':
    rng = random.Random(int(sys.argv[1])); extras = sys.argv[2] == '1'; N = int(sys.argv[3])
    bad = tried = 0
    for t in range(N):
        n = rng.choice([3, 4, 4, 4])
        cells = [(c, r) for c in range(n) for r in range(n)]
        k = rng.randint(1, min(7, len(cells) - 5))
        st = {c: rng.choice([B, W]) for c in rng.sample(cells, k)}
        if winner_full(n, st): continue
        p = Pos(n, st)
        hits = [(c, X) for c in cells if c not in st for X in (B, W) if pinf(p, c, X, extras)]
        if not hits: continue
        c, X = rng.choice(hits)
        st2 = dict(st); st2[c] = X
        tried += 1
        for tm in (B, W):
            a, b = solve(n, st, tm), solve(n, st2, tm)
            if a != b:
                bad += 1; print("MISMATCH n", n, {name(q): v for q, v in st.items()}, "fill", name(c), X, "to move", tm, a, b, flush=True)
    print("extras", extras, "tried", tried, "bad", bad)
