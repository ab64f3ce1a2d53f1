#!/usr/bin/env python3
"""The time df-pn takes to prove (either way) the positions of real games, each from a cleared
table with a cap of CAP seconds: one line a position, its empty cells, proved (0/1), won for the
side to move (0/1), seconds. usage: curve.py RESULTS.TSV SIZE CAP LO HI BINARY"""
import sys, time
from engine import Engine, games

tsv, size, cap, lo, hi, binary = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]), sys.argv[6]
e = Engine(binary)
e.ask(f"boardsize {size}")
e.ask(f"param_dfpn timelimit {cap}")
for moves in games(tsv):
    e.ask("clear_board")
    for i, (color, cell) in enumerate(moves):
        empty = size * size - i
        if lo <= empty <= hi:
            mover = color.lower()
            e.ask("dfpn-clear-tt")
            t = time.perf_counter()
            r = e.ask(f"dfpn-solve-state {mover}")
            t = time.perf_counter() - t
            proved = r.startswith("= ")
            win = proved and r[2:].strip()[0] == mover
            print(empty, int(proved), int(win), f"{t:.4f}", flush=True)
        e.ask(f"play {color.lower()} {cell}")
