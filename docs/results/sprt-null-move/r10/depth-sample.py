#!/usr/bin/env python3
"""The depth a timed genmove finishes, on 9x9 positions from a match's games.

    MOVE_TIME=0.1 depth-sample.py BIN RESULTS FIRST_GAME N_GAMES [FLAGS...]

For games FIRST_GAME .. FIRST_GAME+N_GAMES-1 of the results file, the
positions after 4, 10, 16 and 24 moves are set up in a fresh BIN process,
`genmove` runs with `--time MOVE_TIME` and the deepest finished depth of the
log is printed (game, moves, depth), then a histogram. Timed: run it under
the CPU lock. Depth 1 or 2: the connections at and below the root took
most of the time (as the log of such a position shows)."""
import collections
import os
import re
import subprocess
import sys
binary, results, first, n = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
flags = sys.argv[5:]
games = [l.rstrip("\n").split("\t") for l in open(results) if l[0].isdigit()]
games = [g for g in games if first <= int(g[0]) < first + n]
hist = collections.Counter()
for g in games:
    moves = g[7].split()
    for k in (4, 10, 16, 24):
        if k >= len(moves) - 1:
            continue
        htp = ["boardsize 9"] + [f"play {m[0].lower()} {m[1:]}" for m in moves[:k]]
        side = "b" if k % 2 == 0 else "w"
        htp += [f"genmove {side}", "quit"]
        p = subprocess.run([binary, "--time", os.environ.get("MOVE_TIME", "0.1")] + flags, input="\n".join(htp) + "\n",
                           capture_output=True, text=True, env={"RUST_LOG": "info"})
        depths = [int(x) for x in re.findall(r"depth +(\d+) score", p.stderr)]
        d = max(depths) if depths else 0
        hist[d] += 1
        print(g[0], k, d, flush=True)
print("histogram (depth: positions):", dict(sorted(hist.items())))
