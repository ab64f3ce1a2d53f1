#!/usr/bin/env python3
"""Whether hexbfs's own mustplay, under other build settings, leaves out
the move it played at gap.py's `outside-*` positions.

Usage: narrower.py [--hexbfs BIN] TABLE.tsv SETTING... > out.tsv

Each SETTING is what follows `vc_mustplay COLOR` (`""` for the engine's
limits without the fill-in, `fill` for the root's view, `fill limits F S
E O D`, ...). For each `outside-*` row prints, per setting, the size of
hexbfs's mustplay for the side to move and whether the move played lies
outside it (`out`, the builder would have forbidden it) or in it (`in`);
then, per setting, how many rows it forbids and the seconds it took.
"""
import argparse
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "vcb", os.path.join(HERE, "..", "..", "..", "scripts", "vc-vs-benzene.py"))
vcb = importlib.util.module_from_spec(spec)
spec.loader.exec_module(vcb)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hexbfs", default="target/release/hexbfs")
    ap.add_argument("table")
    ap.add_argument("settings", nargs="+")
    args = ap.parse_args()
    hb = vcb.Engine([args.hexbfs])
    rows = [l.rstrip("\n").split("\t") for l in open(args.table)]
    out = {s: 0 for s in args.settings}
    secs = {s: 0.0 for s in args.settings}
    n = 0
    print("file\tgame\tmove\tplayed\tbenzene_cells\t" + "\t".join(f"[{s}]" for s in args.settings))
    for f in rows[1:]:
        if not f[5].startswith("outside"):
            continue
        n += 1
        size = 9 if "-9" in f[0] else 11
        hb.send(f"boardsize {size}")
        hb.send("clear_board")
        for m in f[9].split():
            hb.send(f'play {"black" if m[0] == "B" else "white"} {m[1:]}')
        cols = []
        for s in args.settings:
            cells, t = hb.send(f"vc_mustplay {f[3]} {s}".strip())
            cells = cells.split()
            secs[s] += t
            if f[6] in cells:
                cols.append(f"{len(cells)} in")
            else:
                out[s] += 1
                cols.append(f"{len(cells)} out")
        print(f"{f[0]}\t{f[1]}\t{f[4]}\t{f[6]}\t{len(f[7].split())}\t" + "\t".join(cols), flush=True)
    hb.close()
    for s in args.settings:
        print(f"# [{s}] forbids {out[s]} of {n} moves; {secs[s]:.2f} s in all")


if __name__ == "__main__":
    sys.exit(main())
