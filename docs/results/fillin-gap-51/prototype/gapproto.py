#!/usr/bin/env python3
"""The prototype's fill-in (proto.py) played as stones at each `outside-*`
row of a gap table, then hexbfs's `vc_mustplay H fill`: how many of the
losing moves fall outside the mustplay and the prototype's intrusions
(the cells of its captured sets and permanently inferior cells with their
outer empty cells, for the side not to move).

Usage: [PINF=1|2|3] [OPPONLY=1] gapproto.py TABLE.tsv K [HEXBFS]
(K: largest captured set tried; PINF: 1 the bare ring shape, 2 both outer
cells held by X beside them, 3 held as Benzene's six patterns; OPPONLY:
permanently inferior cells of the side not to move only)
"""
import os, sys; sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from proto import *
tab, K = sys.argv[1], int(sys.argv[2])
hb = gap.vcb.Engine([sys.argv[3] if len(sys.argv) > 3 else "target/release/hexbfs"])
n = out = infill = 0
for f, size, h, played, moves in gap.outside_rows(tab):
    import proto as _pr; _pr.PINF_COLOURS = ('b' if h == 'white' else 'w',) if os.environ.get('OPPONLY') else ('b', 'w')
    p = Pos(size, {parse(m): (B if c == 'black' else W) for c, m in moves})
    _pr.INTR.clear()
    fl = {name(c): v for c, v in fill(p, K).items()}
    O = 'b' if h == 'white' else 'w'
    intr = {name(c) for c in _pr.INTR.get(O, set())}
    n += 1
    if played in fl:
        infill += 1; print(f[1], played, "filled", fl[played], "intrusion" if played in intr else "", flush=True); continue
    hb.send(f"boardsize {size}"); hb.send("clear_board")
    for c, m in moves: hb.send(f"play {c} {m}")
    for c, v in fl.items(): hb.send(f"play {'black' if v == 'b' else 'white'} {c}")
    mp, _ = hb.send(f"vc_mustplay {h} fill"); mp = mp.split()
    o = played not in mp and played not in intr; out += o
    print(f[1], played, len(fl), len(mp), "out" if o else "in", flush=True)
print(f"# K={K}: {n} rows, move filled {infill}, left out by the mustplay {out}")
