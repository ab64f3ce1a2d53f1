#!/usr/bin/env python3
"""Usage: refute-times.py RESULTS_TSV BLUNDER_TXT HEXBFS

For each game of BLUNDER_TXT (blunder.py's output) whose first proven-losing move came
from a position df-pn did not call lost ("unknown-before"): how long hexbfs's df-pn takes
(table cleared, 0.3 s at most) to refute that move, from its log line. Untimed estimate."""
import os, re, subprocess, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "strength29"))
from htp import games

tsv, blunders, binary = sys.argv[1], sys.argv[2], sys.argv[3]
size, rows = games(tsv)
moves_of = {(opening, me): moves for opening, me, _, moves in rows}
for line in open(blunders):
    m = re.match(r"(\S+) hexbfs=(\w) moves=\d+ first_proven_losing_move=(\d+):(\S+) unknown-before", line)
    if not m:
        continue
    opening, me, k, cell = m.group(1), m.group(2), int(m.group(3)), m.group(4)
    them = "white" if me == "b" else "black"
    script = f"boardsize {size}\nparam_dfpn timelimit 0.3\n"
    script += "".join(f"play {x[0].lower()} {x[1:]}\n" for x in moves_of[(opening, me)][:k])
    script += f"dfpn-solve-state {them}\n"
    err = subprocess.run([binary], input=script, capture_output=True, text=True,
                         env={"RUST_LOG": "info"}).stderr
    t = re.findall(r"dfpn: (\w+ wins|unsolved) after (\d+) nodes in ([\d.]+)s", err)
    print(opening, me, f"{k}:{cell}", *t[-1], flush=True)
