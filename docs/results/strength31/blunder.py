#!/usr/bin/env python3
"""Usage: blunder.py RESULTS_TSV LIMIT_SECONDS MIN_STONES HEXBFS

For each game hexbfs lost (results.tsv of a match against another engine),
hexbfs's first move that its own df-pn proves losing within LIMIT seconds
(the position after the move solved for the opponent, table cleared), and
what df-pn says of the position before it (4 * LIMIT seconds): lost already,
won (the move threw a win away), or unknown (the move could have been
checked and another, unproven, one played). Untimed: the limit is wall clock.
Round twenty-nine's blunder.py asks the same the other way round (the
position before first); both use its htp.py."""
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "strength29"))
from htp import Engine, games

tsv, limit, least, binary = sys.argv[1], float(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
eng = Engine(binary)
name = {"b": "= black", "w": "= white"}
size, rows = games(tsv)
lost, tally = 0, {}
for opening, me, winner, moves in rows:
    if winner == "hexbfs":
        continue
    lost += 1
    them = "w" if me == "b" else "b"
    eng.send(f"boardsize {size} {size}")
    verdict, at = "none", None
    for k, m in enumerate(moves):
        col = m[0].lower()
        if col == me and k >= least and k + 1 < len(moves):
            eng.send(f"play {col} {m[1:]}")
            refuted = eng.solve(them, limit) == name[them]
            eng.send("undo")
            if refuted:
                before = eng.solve(me, 4 * limit)
                verdict = {name[them]: "lost-before", name[me]: "won-before"}.get(before, "unknown-before")
                at = f"{k + 1}:{m[1:]}"
                break
        eng.send(f"play {col} {m[1:]}")
    tally[verdict] = tally.get(verdict, 0) + 1
    print(f"{opening} hexbfs={me} moves={len(moves)} first_proven_losing_move={at} {verdict}", flush=True)
print(f"games {len(rows)} lost {lost} " + " ".join(f"{k} {v}" for k, v in sorted(tally.items())))
