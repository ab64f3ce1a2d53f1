#!/usr/bin/env python3
"""Where hexbfs's lost games against Wolve first played outside the
opponent's virtual-connection mustplay, and whether hexbfs's own builder
saw that mustplay.

For each game hexbfs lost in the given hexbfs-match results files, walks
the positions where hexbfs is to move (colour H, opponent O). At each,
Benzene (`vc-build H`, then `vc-between-cells-full` and
`vc-between-cells-semi` for O's edges) gives O's edge-to-edge fulls and
semis; the intersection of the semis' carriers (keys included) is H's
mustplay: every move outside it loses, since O then plays that semi's key.
O can only gain a semi with O to move by keeping one H failed to break, so
every lost game Benzene's builder can explain ends at the first such
position in one of two ways:

- `lost`: O already has a full, or the mustplay is empty: lost before
  the builders give hexbfs any choice (the game was decided earlier);
- `outside-*`: hexbfs played outside a non-empty mustplay, and after its
  move Benzene gives O, to move, an edge semi or full (so not a captured
  cell of O's that O answers, which no carrier names). hexbfs's own
  `vc_mustplay H` on the same position (the engine's limits, no fill-in)
  tells whether its builder saw no O semi at all (`outside-blind`: its
  mustplay is every empty cell), saw a wider mustplay that holds the move
  (`outside-wider`), or had the move outside its own mustplay too
  (`outside-own`).

Games where Benzene's builder never finds an O semi before the end are
`unexplained` (O's win came through what neither builder joins in time).

Usage: gap.py [--hexbfs BIN] [--benzene WOLVE] RESULTS.tsv... > table.tsv
"""
import argparse
import importlib.util
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "vcb", os.path.join(HERE, "..", "..", "..", "scripts", "vc-vs-benzene.py"))
vcb = importlib.util.module_from_spec(spec)
spec.loader.exec_module(vcb)

EDGES = {"black": "north south", "white": "east west"}
COLOUR = {"B": "black", "W": "white"}


def results(path):
    size = None
    for line in open(path):
        if line.startswith("# match size"):
            size = int(line.split()[3].split("x")[0])
        if line.startswith("#") or not line.strip():
            continue
        f = line.rstrip("\n").split("\t")
        game, opening, black, white, winner, moves = f[0], f[1], f[2], f[3], f[4], f[7]
        yield size, game, opening, black, white, winner, [
            (COLOUR[m[0]], m[1:]) for m in moves.split()]


def outside_rows(table):
    """The `outside-*` rows of a table this script printed: each as its
    fields, the board size, hexbfs's colour, the move it played and the
    moves before, as (colour, cell)."""
    for line in list(open(table))[1:]:
        f = line.rstrip("\n").split("\t")
        if f[5].startswith("outside"):
            moves = [(COLOUR[m[0]], m[1:]) for m in f[9].split()]
            yield f, 9 if "-9" in f[0] else 11, f[3], f[6], moves


def cells(text):
    return set(re.findall(r"[a-z]\d+", text))


def benzene_view(bz, h, o):
    """O's fulls exist?, and O's semis' intersection (None: no semi)."""
    bz.send(f"vc-build {h}")
    full, _ = bz.send(f"vc-between-cells-full {o} {EDGES[o]}")
    if full.strip():
        return True, None
    semi, _ = bz.send(f"vc-between-cells-semi {o} {EDGES[o]}")
    inter = None
    for line in semi.splitlines():
        m = re.match(r"\s*\w+ \w+ \w+ semi \w+ \[(.*?)\] \[.*?\] ?([a-z]\d+)?", line)
        if not m:
            continue
        carrier = cells(m.group(1)) | ({m.group(2)} if m.group(2) else set())
        inter = carrier if inter is None else inter & carrier
    return False, inter


def confirmed(bz, h, o, c, m):
    """Whether, after H's move m, Benzene gives O (to move) an edge semi
    or full: O wins by it. Not so when m fell in cells Benzene had filled
    for O (a captured cell: O answers and keeps its semis, the game goes
    on), which no carrier names. Takes m back."""
    bz.send(f"play {c} {m}")
    bz.send(f"vc-build {o}")
    full, _ = bz.send(f"vc-between-cells-full {o} {EDGES[o]}")
    semi, _ = bz.send(f"vc-between-cells-semi {o} {EDGES[o]}") if not full.strip() else ("", 0)
    bz.send("undo")
    return bool(full.strip() or semi.strip())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hexbfs", default="target/release/hexbfs")
    ap.add_argument("--benzene", default="/opt/benzene/bin/wolve")
    ap.add_argument("results", nargs="+")
    args = ap.parse_args()
    bz, hb = vcb.Engine([args.benzene]), vcb.Engine([args.hexbfs])
    print("file\tgame\topening\thexbfs\tmove\tclass\tplayed\tbenzene_mustplay\thexbfs_view\tbefore")
    for path in args.results:
        name = os.path.relpath(path)
        for size, game, opening, black, white, winner, moves in results(path):
            if winner == "hexbfs" or "hexbfs" not in (black, white):
                continue
            h = "black" if black == "hexbfs" else "white"
            o = "white" if h == "black" else "black"
            for e in (bz, hb):
                e.send(f"boardsize {size}")
                e.send("clear_board")
            row = None
            for n, (c, m) in enumerate(moves, start=1):
                if c == h and n > 1:
                    full, inter = benzene_view(bz, h, o)
                    if full or (inter is not None and not inter):
                        row = (n, "lost", m, "", "")
                    elif inter is not None and m not in inter and confirmed(bz, h, o, c, m):
                        mine, _ = hb.send(f"vc_mustplay {h}")
                        mine = set(mine.split())
                        empty = size * size - (n - 1)
                        if len(mine) == empty:
                            cls, hview = "outside-blind", "no semi seen"
                        elif m in mine:
                            cls = "outside-wider"
                            hview = f"its mustplay {len(mine)} cells, the move in it"
                        else:
                            cls = "outside-own"
                            hview = f"its mustplay {len(mine)} cells, the move outside it"
                        row = (n, cls, m, " ".join(sorted(inter)), hview)
                    if row:
                        break
                for e in (bz, hb):
                    e.send(f"play {c} {m}")
            if row is None:
                row = ("", "unexplained", "", "", "")
            before = moves[:row[0] - 1] if row[0] else moves
            row += (" ".join(c[0].upper() + m for c, m in before),)
            print(f"{name}\t{game}\t{opening}\t{h}\t" + "\t".join(str(x) for x in row), flush=True)
    bz.close()
    hb.close()


if __name__ == "__main__":
    sys.exit(main())
