#!/usr/bin/env python3
"""hexbfs's move again at gap.py's `outside-*` positions, under given flags.

Usage: replay.py BIN TABLE.tsv FLAGS... > out.tsv   (FLAGS: one string each,
e.g. "--time 1" "--time 1 --root-wide 1")

For each `outside-*` row (hexbfs to move, where it played outside the
opponent's mustplay as Benzene's builder sees it) and each FLAGS, a fresh
hexbfs process gets the moves before and `genmove` for hexbfs's colour.
Prints its move and whether it lies in Benzene's mustplay (`in`: not the
losing kind of move the table is about), then per FLAGS how many of the
rows' moves are in it. Timed (one engine at a time): run it under
`flock /tmp/hexbfs-cpu.lock`.
"""
import subprocess
import sys


def main():
    binary, table, flagsets = sys.argv[1], sys.argv[2], sys.argv[3:]
    rows = [l.rstrip("\n").split("\t") for l in open(table)][1:]
    rows = [f for f in rows if f[5].startswith("outside")]
    inside = {fl: 0 for fl in flagsets}
    print("file\tgame\tmove\tplayed\t" + "\t".join(f"[{fl}]" for fl in flagsets))
    for f in rows:
        size = 9 if "-9" in f[0] else 11
        mustplay = set(f[7].split())
        cols = []
        for fl in flagsets:
            cmds = [f"boardsize {size}"]
            cmds += [f'play {"black" if m[0] == "B" else "white"} {m[1:]}' for m in f[9].split()]
            cmds += [f"genmove {f[3]}", "quit"]
            r = subprocess.run([binary] + fl.split(), input="\n".join(cmds) + "\n",
                               capture_output=True, text=True, timeout=120)
            replies = [l for l in r.stdout.splitlines() if l.startswith("=")]
            move = replies[-2][1:].strip().lower() if len(replies) >= 2 else "?"
            ok = move in mustplay
            inside[fl] += ok
            cols.append(f"{move} {'in' if ok else 'out'}")
        print(f"{f[0]}\t{f[1]}\t{f[4]}\t{f[6]}\t" + "\t".join(cols), flush=True)
    for fl in flagsets:
        print(f"# [{fl}] plays in Benzene's mustplay at {inside[fl]} of {len(rows)} positions")


if __name__ == "__main__":
    main()
