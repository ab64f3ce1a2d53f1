#!/usr/bin/env python3
"""Which of Benzene's builder's pieces make its mustplay leave out the
losing moves of round forty-nine's `gap.py` table.

For each `outside-*` row of TABLE (hexbfs played outside the mustplay
Benzene's connections give, and lost), sets up the position in Wolve's
binary and asks `vc-build` and the opponent's edge-to-edge semis again
under six settings: its defaults; `param_player_vc use_patterns 0` (no
precomputed patterns: H-search from adjacency alone, with its captured
sets); `use_non_edge_patterns 0` (no patterns between two cells, its
ladder patterns); no patterns with `and_over_edge 1` (the AND rule
through the owner's edges), with `limit_fulls 0` (every full kept, not
only those that narrow the pair's intersection), and with `param_player_board
use_ice 0` (no fill-in of inferior cells). Prints per row, per setting, `out` when
the played move lies outside that mustplay (`F` first when the opponent
already has a full there) or `in`, and the mustplay's size; then the
count each setting leaves out. Not timed.

Usage: patterns.py [--benzene WOLVE] TABLE.tsv > out.txt
"""
import argparse
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "gap", os.path.join(HERE, "..", "mustplay-gap-49", "gap.py"))
gap = importlib.util.module_from_spec(spec)
spec.loader.exec_module(gap)

SETTINGS = [
    ("defaults", []),
    ("no patterns", ["param_player_vc use_patterns 0"]),
    ("no non-edge patterns", ["param_player_vc use_non_edge_patterns 0"]),
    ("no patterns, and over edge",
     ["param_player_vc use_patterns 0", "param_player_vc and_over_edge 1"]),
    ("no patterns, every full kept",
     ["param_player_vc use_patterns 0", "param_player_vc limit_fulls 0"]),
    ("no patterns, no fill-in",
     ["param_player_vc use_patterns 0", "param_player_board use_ice 0"]),
]
RESET = ["param_player_vc use_patterns 1", "param_player_vc use_non_edge_patterns 1",
         "param_player_vc and_over_edge 0", "param_player_vc limit_fulls 1",
         "param_player_board use_ice 1"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--benzene", default="/opt/benzene/bin/wolve")
    ap.add_argument("table")
    args = ap.parse_args()
    bz = gap.vcb.Engine([args.benzene])
    out = [0] * len(SETTINGS)
    n = 0
    print("file\tgame\tclass\tplayed\t" + "\t".join(name for name, _ in SETTINGS))
    for f, size, h, played, moves in gap.outside_rows(args.table):
        o = "white" if h == "black" else "black"
        cols = []
        for i, (_, words) in enumerate(SETTINGS):
            bz.send(f"boardsize {size}")
            bz.send("clear_board")
            for command in RESET + words:
                bz.send(command)
            for c, m in moves:
                bz.send(f"play {c} {m}")
            full, inter = gap.benzene_view(bz, h, o)
            left_out = full or (inter is not None and played not in inter)
            out[i] += left_out
            cols.append(("F" if full else "") + ("out" if left_out else "in")
                        + ("" if inter is None else f" {len(inter)}"))
        n += 1
        print(f"{f[0]}\t{f[1]}\t{f[5]}\t{played}\t" + "\t".join(cols), flush=True)
    bz.close()
    for (name, _), k in zip(SETTINGS, out):
        print(f"# [{name}] leaves out {k} of {n} moves")


if __name__ == "__main__":
    sys.exit(main())
