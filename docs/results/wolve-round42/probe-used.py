#!/usr/bin/env python3
"""The form of scripts/speed-probe.py that wrote the probe lines of this
round's load.txt files (paths fixed to /tmp/s42; the same positions and
reads). Machine-speed probe for a Wolve match: Wolve's completed depth and nodes/s
at 1 s on fixed positions, and hexbfs's bench nodes/s. Prints one line."""
import re, subprocess, sys
games = sys.argv[1:]
plies = (10, 20, 30)
cmds = ["boardsize 11", "param_wolve max_time 1"]
for path in games:
    moves = re.findall(r";([BW])\[([a-k]\d+)\]", open(path).read())
    for p in plies:
        cmds.append("clear_board")
        for c, m in moves[:p]:
            cmds.append(f"play {c.lower()} {m}")
        nxt = "w" if moves[p - 1][0] == "B" else "b"
        cmds.append(f"genmove {nxt}")
cmds.append("quit")
r = subprocess.run(["/opt/benzene/bin/wolve", "--verbose"], input="\n".join(cmds) + "\n",
                   capture_output=True, text=True)
depths, nps = [], []
last = cur = 0
for line in r.stderr.splitlines():
    m = re.search(r"===== Depth (\d+) =====", line)
    if m:
        cur = int(m.group(1))
    if "info: elapsed=" in line:
        last = cur  # a completed depth reports its time
    m = re.search(r"^Nodes/s\s+([\d.]+)", line)
    if m:
        nps.append(float(m.group(1)))
        depths.append(last)
        last = 0
b = subprocess.run(["/tmp/s42/bin/hexbfs", "bench"], capture_output=True, text=True)
m = re.search(r"nodes/s 11x11 (\d+)", b.stdout + b.stderr)
print("wolve depths", depths, "wolve nodes/s median", sorted(nps)[len(nps) // 2],
      "hexbfs bench 11x11 nodes/s", m.group(1) if m else "?")
