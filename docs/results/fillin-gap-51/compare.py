#!/usr/bin/env python3
"""The cells Benzene's fill-in fills that hexbfs's does not, and back.

For each `outside-*` row of TABLE (round 49's gap table: positions where
hexbfs played a move outside the mustplay of Benzene's builder), asks
Wolve's binary and hexbfs `compute-fillin H` (H the side hexbfs was)
and prints, per row, the cells each fills with their colour, and the
cells only one of them fills; with --boards, the position drawn with
Benzene's extra fills marked (`*` for Black's, `o` for White's) and
hexbfs's extra fills (`+`, `-`). Then the totals.

Usage: compare.py [--hexbfs BIN] [--benzene WOLVE] [--boards] TABLE.tsv
"""
import argparse
import importlib.util
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "gap", os.path.join(HERE, "..", "mustplay-gap-49", "gap.py"))
gap = importlib.util.module_from_spec(spec)
spec.loader.exec_module(gap)


def fills(engine, h):
    """{cell: 'b' or 'w'} of a `compute-fillin` reply (Benzene's `fb`,
    hexbfs's `fdb`/`fcb`: the last letter is the colour)."""
    text, _ = engine.send(f"compute-fillin {h}")
    return {c: k for c, k in re.findall(r"([a-z]\d+) f[a-z]?([bw])\b", text)}


def draw(size, moves, extra):
    """The board as text: stones `B`/`W`, `extra` cells by their mark."""
    grid = {m: ("B" if c == "black" else "W") for c, m in moves}
    grid.update(extra)
    lines = []
    for r in range(1, size + 1):
        row = [grid.get(f"{chr(96 + c)}{r}", ".") for c in range(1, size + 1)]
        lines.append(" " * (r - 1) + " ".join(row))
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hexbfs", default="target/release/hexbfs")
    ap.add_argument("--benzene", default="/opt/benzene/bin/wolve")
    ap.add_argument("--boards", action="store_true")
    ap.add_argument("table")
    args = ap.parse_args()
    bz, hb = gap.vcb.Engine([args.benzene]), gap.vcb.Engine([args.hexbfs])
    rows = only_b = only_h = both = 0
    print("file\tgame\tplayed\tbenzene\thexbfs\tonly benzene\tonly hexbfs")
    for f, size, h, played, moves in gap.outside_rows(args.table):
        for e in (bz, hb):
            e.send(f"boardsize {size}")
            e.send("clear_board")
            for c, m in moves:
                e.send(f"play {c} {m}")
        b, x = fills(bz, h), fills(hb, h)
        ob = sorted(c for c in b if x.get(c) != b[c])
        oh = sorted(c for c in x if b.get(c) != x[c])
        rows += 1
        only_b += len(ob)
        only_h += len(oh)
        both += len(b) - len(ob)
        print(f"{f[0]}\t{f[1]}\t{played}\t{len(b)}\t{len(x)}\t"
              f"{' '.join(c + b[c] for c in ob)}\t{' '.join(c + x[c] for c in oh)}", flush=True)
        if args.boards and ob:
            marks = {c: ("*" if b[c] == "b" else "o") for c in ob}
            marks.update({c: ("+" if x[c] == "b" else "-") for c in oh})
            print(draw(size, moves, marks) + "\n")
    bz.close()
    hb.close()
    print(f"# {rows} positions: cells filled by both {both}, "
          f"by Benzene only {only_b}, by hexbfs only {only_h}")


if __name__ == "__main__":
    sys.exit(main())
