#!/usr/bin/env python3
"""Throwaway: Benzene's circuit score (eval-resist after vc-build) of every child of a position, from the mover's view.
benz_children.py N MOVES... (alternating from Black; the mover is the side to move)"""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from wolve import Wolve
n, moves = int(sys.argv[1]), sys.argv[2:]
wolve = Wolve()
cmd = wolve.cmd
cmd(f"boardsize {n}")
for k, m in enumerate(moves):
    cmd(f"play {'bw'[k % 2]} {m}")
me = "bw"[len(moves) % 2]; op = "bw"[(len(moves) + 1) % 2]
cells = [f"{chr(97+c)}{r+1}" for r in range(n) for c in range(n) if f"{chr(97+c)}{r+1}" not in moves]
for m in cells:
    cmd(f"play {me} {m}")
    cmd(f"vc-build {op}")
    r = cmd(f"eval-resist {op}").split()
    res = float(r[2]); rew = float(r[4]); reb = float(r[6])
    print(m, f"{(res if me == 'b' else -res):.3f}", rew, reb)
    cmd("undo")
wolve.close()
