#!/usr/bin/env python3
# Benzene's edge-to-edge full (yes/no) for each line of positions, one per line
import sys, subprocess
p = subprocess.Popen(["/opt/benzene/bin/wolve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
def send(c):
    p.stdin.write(c + "\n"); p.stdin.flush()
    lines = []
    while True:
        o = p.stdout.readline()
        if o.strip() == "" and lines: break
        if o.strip() == "": continue
        lines.append(o.rstrip())
    return "\n".join(lines)[1:].strip()
E = {"black": "north south", "white": "east west"}
for line in open(sys.argv[1]):
    w = line.split()
    send(f"boardsize {w[0]}"); send("clear_board")
    for m in w[2:]:
        c, cell = m.split(":")
        send(f"play {'black' if c=='b' else 'white'} {cell}")
    send(f"vc-build {w[1]}")
    r = send(f"vc-between-cells-full {w[1]} {E[w[1]]}")
    print("yes" if r else "no", flush=True)
send("quit")
