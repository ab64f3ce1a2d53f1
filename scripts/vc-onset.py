#!/usr/bin/env python3
"""When did hexbfs's lost games become virtually lost, and when did it know?

For every SGF game (of `hexbfs-match`, player names in PB/PW) that a player
whose name starts with `hexbfs` lost, replays the moves and prints the
first move after which the winner has an edge-to-edge full connection by
Benzene's VC builder (`vc-build`, `vc-between-cells-full`) and by hexbfs's
own (`vc_edges COLOR fill`, the root's limits on the filled board), then
medians over the games: how early Benzene's connections decide the game,
and how many moves later hexbfs's connections see it (the lag).

Usage: scripts/vc-onset.py [--benzene /opt/benzene/bin/wolve]
         [--hexbfs target/release/hexbfs] SGF...
It measures no time, so it may run outside the CPU lock.
"""
import argparse
import importlib.util
import os
import re
import statistics
import sys

_spec = importlib.util.spec_from_file_location(
    "vc_vs_benzene", os.path.join(os.path.dirname(os.path.abspath(__file__)), "vc-vs-benzene.py"))
vvb = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(vvb)


def onset(benzene, hexbfs, size, moves, winner):
    """(Benzene's first move, hexbfs's first move) with the winner joined."""
    for e in (benzene, hexbfs):
        e.send(f"boardsize {size}")
        e.send("clear_board")
    first_b = first_h = None
    for n, (color, move) in enumerate(moves, start=1):
        for e in (benzene, hexbfs):
            e.send(f"play {color} {move}")
        if first_b is None:
            benzene.send(f"vc-build {winner}")
            full, _ = benzene.send(f"vc-between-cells-full {winner} {vvb.EDGES[winner]}")
            first_b = n if full else None
        if first_h is None:
            reply, _ = hexbfs.send(f"vc_edges {winner} fill")
            first_h = n if reply.startswith(f"{winner} edges joined, carrier") else None
        if first_b and first_h:
            break
    return first_b, first_h


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--benzene", default="/opt/benzene/bin/wolve")
    ap.add_argument("--hexbfs", default="target/release/hexbfs")
    ap.add_argument("sgf", nargs="+")
    args = ap.parse_args()
    benzene, hexbfs = vvb.Engine([args.benzene]), vvb.Engine([args.hexbfs])
    rows = []
    print("game\twinner\tmoves\tbenzene_onset\thexbfs_onset")
    for path in args.sgf:
        text = open(path).read()
        names = {c: re.search(rf"P{c}\[([^\]]*)\]", text).group(1) for c in "BW"}
        size, moves = vvb.read_sgf(path)
        winner = moves[-1][0]
        if not names["W" if winner == "black" else "B"].startswith("hexbfs"):
            continue
        b, h = onset(benzene, hexbfs, size, moves, winner)
        rows.append((len(moves), b or len(moves), h or len(moves)))
        print(f"{os.path.basename(path)}\t{winner}\t{len(moves)}\t{b}\t{h}", flush=True)
    benzene.close()
    hexbfs.close()
    if rows:
        med = statistics.median
        print(f"{len(rows)} lost games: length median {med(r[0] for r in rows)}, "
              f"Benzene's onset median {med(r[1] for r in rows)} "
              f"(range {min(r[1] for r in rows)}-{max(r[1] for r in rows)}), "
              f"hexbfs's onset median {med(r[2] for r in rows)}, "
              f"lag median {med(r[2] - r[1] for r in rows)} (max {max(r[2] - r[1] for r in rows)}, "
              f"0 in {sum(r[2] == r[1] for r in rows)})")


if __name__ == "__main__":
    sys.exit(main())
