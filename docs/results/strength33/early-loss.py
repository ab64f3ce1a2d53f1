#!/usr/bin/env python3
"""Would the search alone have kept hexbfs out of its early-decided losses?

    early-loss.py RESULTS.tsv FIRST-PROOF.txt BIN SECONDS

For every game hexbfs lost whose first proof (first-proof.py's output) came with
more than 100 empty cells, the position before hexbfs's last move before that
proof (hexbfs to move). On it: df-pn (table cleared, SECONDS) with hexbfs to
move, lost already or not; then `reg_genmove` at 1 s with the defaults
(`--solver-empty 676`, the solver in every position) and with the solver out
(`--solver-empty 100`), each from a fresh engine, and df-pn (SECONDS) on the
position after each of those moves, with Wolve to move.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "strength29"))
from htp import Engine, games  # noqa: E402


def setup(engine, size, moves):
    engine.send(f"boardsize {size}")
    engine.send("clear_board")
    for i, m in enumerate(moves, start=1):
        cell = m[1:] if m[0] in "BW" else m
        engine.send(f"play {'black' if i % 2 == 1 else 'white'} {cell}")


def main():
    tsv, proofs, binary, seconds = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4])
    size, rows = games(tsv)
    first = {}
    for line in open(proofs):
        f = line.split()
        if "first proof" in line and int(line.split("(")[1].split()[0]) > 100:
            first[(f[0], f[1].split("=")[1])] = int(f[8])
    solver = Engine(binary)
    for opening, colour, winner, moves in rows:
        k = first.get((opening, colour))
        if k is None or winner == "hexbfs":
            continue
        me = "black" if colour == "b" else "white"
        him = "white" if me == "black" else "black"
        # The proof came after move k; hexbfs's last move up to it is k
        # itself (Black plays the odd moves) or k - 1.
        mine = k if (k % 2 == 1) == (me == "black") else k - 1
        before = moves[: mine - 1]
        setup(solver, size, before)
        already = solver.solve(me, seconds)
        played = moves[mine - 1][1:]
        out = [f"{opening} hexbfs={colour} move {mine} (played {played}): before it {already}"]
        for label, flag in (("default", "676"), ("empty100", "100")):
            engine = Engine(f"{binary}")
            engine.send(f"param_hexbfs solver_empty {flag}")
            engine.send("param_hexbfs max_time 1")
            setup(engine, size, before)
            mv = engine.send(f"reg_genmove {me}")[2:]
            engine.proc.kill()
            setup(solver, size, before)
            solver.send(f"play {me} {mv}")
            after = solver.solve(him, seconds)
            out.append(f"{label} {mv}: after it {after}")
        print("; ".join(out), flush=True)


main()
