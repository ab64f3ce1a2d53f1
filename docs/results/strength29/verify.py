#!/usr/bin/env python3
"""Usage: verify.py BLUNDER_OUTPUT RESULTS_TSV LIMIT [HEXBFS]

For each move blunder.py flagged: was the position before it lost anyway? hexbfs's
df-pn on it within LIMIT seconds: won, lost, or unknown for hexbfs."""
import sys, ast
from htp import Engine, games

out, tsv, limit = sys.argv[1], sys.argv[2], float(sys.argv[3])
eng = Engine(sys.argv[4] if len(sys.argv) > 4 else "./hexbfs")
size, rows = games(tsv)
moves_of = {(opening, me): moves for opening, me, _, moves in rows}
tally = {}
for line in open(out):
    if "blunder=(" not in line:
        continue
    opening, who = line.split()[0], line.split()[1].split("=")[1]
    k = ast.literal_eval(line.split("blunder=")[1].split(" proven")[0])[0]
    moves = moves_of[(opening, who)]
    eng.send(f"boardsize {size} {size}")
    for m in moves[:k]:
        eng.send(f"play {m[0].lower()} {m[1:]}")
    r = eng.solve(who, limit)
    mine = "= black" if who == "b" else "= white"
    v = "unknown" if r not in ("= black", "= white") else ("won" if r == mine else "lost")
    tally[v] = tally.get(v, 0) + 1
    print(f"{opening} hexbfs={who} move={k} {moves[k]} root={v}", flush=True)
print(tally)
