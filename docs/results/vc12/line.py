#!/usr/bin/env python3
import sys, re
size, game, n, color = sys.argv[1:5]
n = int(n)
text = open(f"/work/shared/games/vs-wolve-1s/{size}x{size}/{game}.sgf").read()
moves = re.findall(r";([BW])\[([a-z]+\d+)\]", text)[:n]
print(size, color, " ".join(f"{c.lower()}:{m}" for c, m in moves))
