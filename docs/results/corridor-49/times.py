#!/usr/bin/env python3
"""Per-position build times of hexbfs (`vc_edges COLOR fill`, both colours)
and Benzene (`vc-build`) on the 11x11 games of vs-wolve-1s, every fourth
position: the slowest 15 and the medians. Usage (from the repository root,
under the lock): python3 docs/results/corridor-49/times.py HEXBFS_BINARY"""
import sys, importlib.util, glob
spec = importlib.util.spec_from_file_location("v", "scripts/vc-vs-benzene.py")
v = importlib.util.module_from_spec(spec); spec.loader.exec_module(v)
hb = v.Engine([sys.argv[1]]); bz = v.Engine(["/opt/benzene/bin/wolve"])
rows = []
for path in sorted(glob.glob("/work/shared/games/vs-wolve-1s/11x11/*.sgf")):
    size, moves = v.read_sgf(path)
    for e in (hb, bz):
        e.send(f"boardsize {size}"); e.send("clear_board")
    for n, (c, m) in enumerate(moves[:-1], 1):
        for e in (hb, bz): e.send(f"play {c} {m}")
        if n % 4: continue
        tm = "white" if c == "black" else "black"
        _, tb = bz.send(f"vc-build {tm}")
        th = sum(hb.send(f"vc_edges {col} fill")[1] for col in ("black", "white"))
        rows.append((th * 1000, tb * 1000, path[-8:-4], n))
rows.sort(reverse=True)
tot = sum(r[0] for r in rows); totb = sum(r[1] for r in rows)
print("positions", len(rows), "hexbfs total ms %.1f benzene %.1f" % (tot, totb))
acc = 0
for i, r in enumerate(rows[:15]):
    acc += r[0]
    print("%6.2f ms (benz %6.2f) %s@%d  cum %.0f%%" % (r[0], r[1], r[2], r[3], 100 * acc / tot))
import statistics
print("median hexbfs %.2f benzene %.2f" % (statistics.median(r[0] for r in rows), statistics.median(r[1] for r in rows)))
