#!/usr/bin/env python3
"""Per number of empty cells, the positions of real games df-pn proves (either way; in brackets
won for the side to move) within T seconds, each from a cleared table.
usage: proofs.py RESULTS.TSV SIZE T LO HI BINARY"""
import subprocess, sys, collections
here = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
tsv, size, secs, lo, hi, binary = sys.argv[1:7]
tally = collections.defaultdict(lambda: [0, 0, 0])
out = subprocess.run([sys.executable, f"{here}/curve.py", tsv, size, secs, lo, hi, binary],
                     capture_output=True, text=True, check=True).stdout
for line in out.splitlines():
    empty, proved, win, _ = line.split()
    t = tally[int(empty)]
    t[0] += 1; t[1] += int(proved); t[2] += int(win)
print("empty positions proven (win for the mover)")
for e in sorted(tally, reverse=True):
    t = tally[e]
    print(f"{e:5d} {t[0]:9d} {t[1]:6d} ({t[2]})")
