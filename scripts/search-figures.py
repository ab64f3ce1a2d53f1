#!/usr/bin/env python3
"""Search figures: depth and nodes/s of `genmove` at 1 s per move.

Usage: scripts/search-figures.py [BINARY]   (default target/release/hexbfs)

For 9x9, 11x11 and 13x13: the empty board, and the positions after 10 and
20 moves of the engine playing itself at 0.05 s per move. Prints the last
finished depth's info-log line of the 1 s search."""
import re
import subprocess
import sys

binary = sys.argv[1] if len(sys.argv) > 1 else "target/release/hexbfs"
LINE = re.compile(r"depth\s+(\d+) score\s+(.+?) best (\S+)\s+nodes\s+(\d+) nps\s+(\d+) time ([\d.]+)s")
for size in (9, 11, 13):
    for plies in (0, 10, 20):
        colors = ["b", "w"]
        cmds = [f"boardsize {size}", "param_hexbfs max_time 0.05"]
        cmds += [f"genmove {colors[k % 2]}" for k in range(plies)]
        cmds += ["param_hexbfs max_time 1", f"genmove {colors[plies % 2]}", "quit"]
        run = subprocess.run([binary], input="\n".join(cmds) + "\n",
                             capture_output=True, text=True, env={"RUST_LOG": "info"})
        depth_lines = [l for l in run.stderr.splitlines() if " depth " in l and " nps " in l]
        m = LINE.search(depth_lines[-1])
        print(f"{size}x{size} after {plies:2} moves: depth {m.group(1)}, score {m.group(2).strip()}, "
              f"nodes {m.group(4)}, {int(m.group(5)) // 1000} k nodes/s, {m.group(6)} s, best {m.group(3)}")
