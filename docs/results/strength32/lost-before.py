#!/usr/bin/env python3
"""Were the positions before round thirty-one's "unknown-before" blunders lost already?

    lost-before.py RESULTS.tsv BLUNDERS.txt SECONDS BIN

For every game of RESULTS that `docs/results/strength31/blunder.py` (its output,
BLUNDERS) marked `unknown-before` (df-pn could not call the position before hexbfs's
refuted move lost in 1.2 s), df-pn (table cleared, SECONDS at most) on that position
with hexbfs to move, and then on the positions before hexbfs's earlier moves, walking
back until one is not proven lost: the first move after which df-pn proves hexbfs lost.
Untimed in the sense that matters: it asks what is true, not what fits in a move's time.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "strength29"))
from htp import Engine, games  # noqa: E402


def main():
    tsv, blunders, seconds, binary = sys.argv[1], sys.argv[2], float(sys.argv[3]), sys.argv[4]
    size, rows = games(tsv)
    marked = {}
    for line in open(blunders):
        f = line.split()
        if len(f) == 5 and f[4] == "unknown-before":
            marked[(f[0], f[1].split("=")[1])] = int(f[3].split("=")[1].split(":")[0])
    engine = Engine(binary)
    for opening, colour, _, moves in rows:
        n = marked.get((opening, colour))
        if n is None:
            continue
        me = "black" if colour == "b" else "white"
        first_lost = None
        # Move n is hexbfs's refuted move: the position before it has n - 1 moves.
        k = n
        while k > 1:
            engine.send(f"boardsize {size}")
            engine.send("clear_board")
            for i, m in enumerate(moves[: k - 1]):
                engine.send(f"play {'black' if i % 2 == 0 else 'white'} {m}")
            reply = engine.solve(me, seconds)
            if reply != f"= {'white' if me == 'black' else 'black'}":
                break
            first_lost = k
            k -= 2
        where = f"lost from before move {first_lost}" if first_lost else "not proven lost"
        print(f"{opening} hexbfs={colour} refuted move {n}: position before it {where} "
              f"(df-pn {seconds} s, last reply {reply})", flush=True)


main()
