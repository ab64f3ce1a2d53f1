#!/usr/bin/env python3
# Wolve by default, MoHex with ENG=mohex.
"""wolve.py SIZE GAME N COLOR [cmds...]: set up position after N moves of game in Wolve; run cmds (';'-separated in argv)."""
import sys, re, subprocess
sys.path.insert(0, '/work/wt/vc12/scripts')
size, game, n, color = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
path = f"/work/shared/games/vs-wolve-1s/{size}x{size}/{game}.sgf"
text = open(path).read()
moves = re.findall(r";([BW])\[([a-z]+\d+)\]", text)[:n]
cmds = [f"boardsize {size}", "clear_board"] + [f"play {'black' if c=='B' else 'white'} {m}" for c, m in moves]
cmds += [c.strip() for c in " ".join(sys.argv[5:]).split(";") if c.strip()]
p = subprocess.run(["/opt/benzene/bin/" + (__import__("os").environ.get("ENG","wolve")) + ""], input="\n".join(cmds) + "\nquit\n", capture_output=True, text=True)
outs = [o for o in p.stdout.split("\n\n")]
for c, o in zip(cmds, outs):
    if c.startswith("play") or c.startswith("boardsize") or c == "clear_board":
        continue
    print(">", c); print(o.strip())
