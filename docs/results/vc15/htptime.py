#!/usr/bin/env python3
"""htptime.py BINARY COMMAND: the HTP round trips of COMMAND (C for the colour) at every 4th position of the
40 games of scripts/vc-vs-benzene.py, both colours, hexbfs alone (run from the repository root, under the lock)."""
import sys, time, subprocess, re, glob

import importlib.util
spec = importlib.util.spec_from_file_location('vb', 'scripts/vc-vs-benzene.py'); vb = importlib.util.module_from_spec(spec); spec.loader.exec_module(vb)
binary = sys.argv[1]; cmd = sys.argv[2]
files = sorted(glob.glob('/work/shared/games/vs-wolve-1s/9x9/*.sgf')) + sorted(glob.glob('/work/shared/games/vs-wolve-1s/11x11/*.sgf'))
h = vb.Engine([binary]); t = 0.0; n = 0
for path in files:
    size, moves = vb.read_sgf(path)
    h.send(f"boardsize {size}"); h.send("clear_board")
    for k, (color, move) in enumerate(moves[:-1], start=1):
        h.send(f"play {color} {move}")
        if k % 4: continue
        for c in ("black", "white"):
            _, dt = h.send(cmd.replace('C', c)); t += dt; n += 1
h.close()
print(f"{cmd}: {n} commands, {1000*t:.1f} ms, {1000*t/n:.3f} ms each")
