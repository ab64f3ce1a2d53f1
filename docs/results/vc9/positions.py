#!/usr/bin/env python3
"""The positions of scripts/vc-vs-benzene.py --step 4 as vc_probe lines:
`SIZE COLOR b:c3 w:d4 ...`, both colours of each position."""
import re, sys
step = 4
for path in sys.argv[1:]:
    text = open(path).read()
    size = int(re.search(r"SZ\[(\d+)\]", text).group(1))
    moves = re.findall(r";([BW])\[([a-z]+\d+)\]", text)
    for n in range(1, len(moves)):
        if n % step:
            continue
        stones = " ".join(f"{c.lower()}:{m}" for c, m in moves[:n])
        for color in ("black", "white"):
            print(f"{size} {color} {stones}")
