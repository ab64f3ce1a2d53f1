#!/usr/bin/env python3
"""MoHex's value, for hexbfs, of each `outside-*` position of gap.py's table.

Usage: mohex.py SECONDS TABLE.tsv MOHEX_BINARY > values.tsv

For each row whose class starts with `outside` (hexbfs to move, about to
play outside Benzene's mustplay), a fresh MoHex process (the plain binary,
whose search statistics reach stderr) gets the moves before it and
`genmove` for hexbfs's colour with `param_mohex max_time SECONDS`. Appends
MoHex's move, whether that move is in Benzene's mustplay, and the `Score`
of its statistics: its estimate that the side to move (hexbfs) wins; `-`
and a reason when it printed none (`lost`: its connections prove the
position lost, `won`, `forced`: a single-cell mustplay).
"""
import re
import subprocess
import sys


def main():
    seconds, table, mohex = sys.argv[1], sys.argv[2], sys.argv[3]
    rows = [l.rstrip("\n").split("\t") for l in open(table)]
    print("\t".join(rows[0] + ["mohex_move", "in_benzene_mustplay", "mohex_value"]))
    for f in rows[1:]:
        if not f[5].startswith("outside"):
            continue
        size = 9 if "-9" in f[0] else 11
        colour = f[3]
        cmds = [f"boardsize {size}", f"param_mohex max_time {seconds}"]
        cmds += [f'play {"black" if m[0] == "B" else "white"} {m[1:]}' for m in f[9].split()]
        cmds += [f"genmove {colour}", "quit"]
        r = subprocess.run([mohex, "--use-logfile=false"], input="\n".join(cmds) + "\n",
                           capture_output=True, text=True, timeout=10 * float(seconds) + 60)
        replies = [l for l in r.stdout.splitlines() if l.startswith("=")]
        move = replies[-2][1:].strip().lower() if len(replies) >= 2 else "?"
        scores = re.findall(r"^Score\s+([0-9.]+)", r.stderr, re.M)
        if scores:
            value = scores[-1]
        elif "Opponent has won" in r.stderr:
            value = "- lost"
        elif "Mustplay is singleton" in r.stderr:
            value = "- forced"
        elif re.search(r"(?i)found win|winning move", r.stderr):
            value = "- won"
        else:
            value = "- ?"
        inside = "yes" if move in f[7].split() else "no"
        print("\t".join(f + [move, inside, value]), flush=True)


if __name__ == "__main__":
    main()
