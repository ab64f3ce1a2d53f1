# Round thirty-six: does one Benzene vc-build build both colours? After `vc-build black`, then
# after `vc-build white`, on the same position, both colours' edge fulls (found or not) and the
# time of each command. The first 6 games of each size, every 4th move. Run as
# `python3 docs/results/vc-once-36/same-build.py` (beside a match here; printed the line below).
# 126 positions; edge-full found/not agree 252, differ 0; vc-build black 4.58 ms, white 4.53 ms a position
import sys, glob
sys.path.insert(0, "/work/main/scripts")
import importlib.util
spec = importlib.util.spec_from_file_location("v", "/work/main/scripts/vc-vs-benzene.py")
v = importlib.util.module_from_spec(spec); spec.loader.exec_module(v)
b = v.Engine(["/opt/benzene/bin/wolve"])
paths = sorted(glob.glob("/work/shared/games/vs-wolve-1s/9x9/*.sgf"))[:6] + sorted(glob.glob("/work/shared/games/vs-wolve-1s/11x11/*.sgf"))[:6]
same = diff = 0; t1s = t2s = 0.0; n = 0
for p in paths:
    size, moves = v.read_sgf(p)
    b.send(f"boardsize {size}"); b.send("clear_board")
    for i, (c, m) in enumerate(moves[:-1], 1):
        b.send(f"play {c} {m}")
        if i % 4: continue
        n += 1
        _, t1 = b.send("vc-build black")
        q1 = [b.send(f"vc-between-cells-full {c} {v.EDGES[c]}")[0] for c in ("black", "white")]
        _, t2 = b.send("vc-build white")
        q2 = [b.send(f"vc-between-cells-full {c} {v.EDGES[c]}")[0] for c in ("black", "white")]
        t1s += t1; t2s += t2
        for a, z in zip(q1, q2):
            if bool(a) == bool(z): same += 1
            else: diff += 1; print("differs", p, i, a[:60], "|", z[:60])
print(f"{n} positions; edge-full found/not agree {same}, differ {diff}; vc-build black {1000*t1s/n:.2f} ms, white {1000*t2s/n:.2f} ms a position")
b.close()
