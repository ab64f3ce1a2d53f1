#!/usr/bin/env python3
"""When can df-pn first decide a game's position in a move's share of time?

    first-proof.py RESULTS.tsv SECONDS BIN

For every game of a hexbfs-match RESULTS.tsv, df-pn (table cleared, SECONDS at
most, `dfpn-solve-state` with the side to move) on the position after each move
in turn, from the first, until it proves one (either winner): the move after
which it first does, and how many cells were empty then. A fresh table each time,
so it leaves out what genmove's share carries from move to move; it measures
what one share of SECONDS proves on its own.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "strength29"))
from htp import Engine, games  # noqa: E402


def main():
    tsv, seconds, binary = sys.argv[1], float(sys.argv[2]), sys.argv[3]
    size, rows = games(tsv)
    engine = Engine(binary)
    for opening, colour, winner, moves in rows:
        engine.send(f"boardsize {size}")
        engine.send("clear_board")
        first = None
        for k, m in enumerate(moves, start=1):
            # Format 2 writes a move with its colour first ("Bh10").
            cell = m[1:] if m[0] in "BW" else m
            engine.send(f"play {'black' if k % 2 == 1 else 'white'} {cell}")
            to_move = "white" if k % 2 == 1 else "black"
            reply = engine.solve(to_move, seconds)
            if reply in ("= black", "= white"):
                first = (k, size * size - k, reply[2:])
                break
        if first:
            k, empty, who = first
            print(f"{opening} hexbfs={colour} winner={winner} moves={len(moves)} "
                  f"first proof after move {k} ({empty} empty): {who} wins", flush=True)
        else:
            print(f"{opening} hexbfs={colour} winner={winner} moves={len(moves)} "
                  f"no proof", flush=True)


main()
