#!/usr/bin/env python3
"""Tabulates curve.py's output: per range of empty cells, the positions df-pn proved (either
way) within each time, and in brackets those it proved won for the side to move.
usage: buckets.py CURVE.TXT LO-HI [LO-HI ...]"""
import sys
rows = [tuple(map(float, l.split())) for l in open(sys.argv[1]) if len(l.split()) == 4]
times = (0.01, 0.03, 0.06, 0.12, 0.2, 0.3, 0.4)
print("| empty cells | positions | " + " | ".join(f"<= {t} s" for t in times) + " |")
print("|---|---|" + "---|" * len(times))
for span in sys.argv[2:]:
    lo, hi = map(int, span.split("-"))
    r = [x for x in rows if lo <= x[0] <= hi]
    cell = lambda t: f"{sum(1 for x in r if x[1] and x[3] <= t)} ({sum(1 for x in r if x[2] and x[3] <= t)})"
    print(f"| {lo}-{hi} | {len(r)} | " + " | ".join(cell(t) for t in times) + " |")
