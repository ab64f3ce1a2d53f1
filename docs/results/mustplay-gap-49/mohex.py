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
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "values", os.path.join(HERE, "..", "partings-48", "values.py"))
values = importlib.util.module_from_spec(spec)
spec.loader.exec_module(values)


def main():
    seconds, table, mohex = sys.argv[1], sys.argv[2], sys.argv[3]
    rows = [l.rstrip("\n").split("\t") for l in open(table)]
    print("\t".join(rows[0] + ["mohex_move", "in_benzene_mustplay", "mohex_value"]))
    for f in rows[1:]:
        if not f[5].startswith("outside"):
            continue
        size = 9 if "-9" in f[0] else 11
        move, value = values.ask(mohex, size, seconds, f[9].split(), f[3])
        if value.startswith("- ") and value not in ("- lost", "- forced", "- won"):
            value = "- ?"
        inside = "yes" if move in f[7].split() else "no"
        print("\t".join(f + [move, inside, value]), flush=True)


if __name__ == "__main__":
    main()
