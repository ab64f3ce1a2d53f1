#!/usr/bin/env python3
"""Round nineteen: when each search depth finishes, on 9x9 middle-game positions from the gauge's games.

    depth.py RESULTS_TSV HEXBFS [FLAGS...]

Takes every 5th game of the gauge run, the position after 14 moves (hexbfs's own searches
at 0.1 s played these games), runs `genmove` at --time 1 with info logs, and prints per
position the time at which each depth finished; then, per time budget (0.1, 0.3, 1 s),
the median deepest depth finished within it."""
import re, statistics, subprocess, sys

tsv, binary, flags = sys.argv[1], sys.argv[2], sys.argv[3:]
games = [l.rstrip('\n').split('\t') for l in open(tsv) if l[0].isdigit()]
rows = []
for g in games[::5]:
    moves = g[7].split()
    if len(moves) < 20:
        continue
    script = "boardsize 9\n" + "".join(f"play {m[0].lower()} {m[1:]}\n" for m in moves[:14])
    script += "genmove b\n" if len(moves[:14]) % 2 == 0 else "genmove w\n"
    out = subprocess.run([binary, "--time", "1", *flags], input=script + "quit\n",
                         capture_output=True, text=True, env={"RUST_LOG": "info"}).stderr
    done = [(int(d), float(t)) for d, t in re.findall(r"depth\s+(\d+) .*? time ([\d.]+)s", out)]
    rows.append(done)
    print(g[0], " ".join(f"d{d}@{t:.3f}" for d, t in done))
for budget in (0.1, 0.3, 1.0):
    deepest = [max([d for d, t in r if t <= budget], default=0) for r in rows]
    print(f"within {budget} s: median depth {statistics.median(deepest)}, "
          f"range {min(deepest)}-{max(deepest)}, over {len(rows)} positions")
