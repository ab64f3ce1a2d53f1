#!/usr/bin/env python3
"""Usage: blunder.py RESULTS_TSV CHILD_LIMIT ROOT_LIMIT MIN_STONES [HEXBFS]

For each game hexbfs lost: the first hexbfs move after which hexbfs's df-pn proves the
opponent wins within CHILD_LIMIT seconds while the position before it was not proven
lost within ROOT_LIMIT seconds (a move a root filter by df-pn could have avoided).
Untimed estimate (the limits are wall clock)."""
import sys
from htp import Engine, games

tsv, child_limit, root_limit, least = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4])
eng = Engine(sys.argv[5] if len(sys.argv) > 5 else "./hexbfs")
name = lambda c: "= black" if c == "b" else "= white"
size, rows = games(tsv)
lost = blunders = 0
for opening, me, winner, moves in rows:
    if winner == "hexbfs":
        continue
    lost += 1
    you = "w" if me == "b" else "b"
    eng.send(f"boardsize {size} {size}")
    found = lost_at = None
    for k, m in enumerate(moves):
        col = m[0].lower()
        if col == me and k >= least:
            if eng.solve(me, root_limit) == name(you):
                lost_at = k
                break
            eng.send(f"play {col} {m[1:]}")
            if eng.solve(you, child_limit) == name(you):
                found = (k, m)
                break
        else:
            eng.send(f"play {col} {m[1:]}")
    if found:
        blunders += 1
    print(f"{opening} hexbfs={me} moves={len(moves)} blunder={found} proven_lost_before_move={lost_at}", flush=True)
print(f"games {len(rows)} lost {lost} lost_by_a_detectable_blunder {blunders}")
