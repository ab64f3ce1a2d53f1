#!/usr/bin/env python3
"""The HTP commands scripts/vc-vs-benzene.py --step 4 --fill sends hexbfs, as one stream
(python3 cmds.py > cmds.htp), for counting the whole vc_edges command under callgrind."""
import re, glob
files = sorted(glob.glob('/work/shared/games/vs-wolve-1s/9x9/*.sgf')) + sorted(glob.glob('/work/shared/games/vs-wolve-1s/11x11/*.sgf'))
for path in files:
    text = open(path).read(); size = int(re.search(r"SZ\[(\d+)\]", text).group(1))
    moves = [("black" if c == "B" else "white", m) for c, m in re.findall(r";([BW])\[([a-z]+\d+)\]", text)]
    print(f"boardsize {size}\nclear_board")
    for k, (c, m) in enumerate(moves[:-1], start=1):
        print(f"play {c} {m}")
        if k % 4: continue
        for col in ("black", "white"):
            print(f"vc_edges {col} fill")
print("quit")
