#!/usr/bin/env python3
"""What the solver did in self-play games logged at RUST_LOG=info.

    share-log.py DIR

DIR holds a hexbfs-match results.tsv of two engines named a and b and their logs
`a.log`, `b.log` (the engines' stderr, or its lines with "dfpn in genmove", "dfpn
checking", "proven to" and "cut short"). Prints, per game, the first genmoves whose
share (`dfpn in genmove`) proved a result either way, and over all games: genmoves,
those with the share unsolved, how many of those had a move refuted by the check, and
the moves that ended on a depth cut short with a new best.
"""
import sys


def main():
    d = sys.argv[1]
    rows = [line.rstrip("\n").split("\t") for line in open(f"{d}/results.tsv") if not line.startswith("#")]
    # Per engine, its genmoves in order: the share's line and what followed it.
    genmoves = {}
    for e in "ab":
        blocks, cur = [], None
        for line in open(f"{d}/{e}.log"):
            if "cut short" in line:
                # The search runs after the share, so it belongs to the open block.
                if cur is not None:
                    cur["cut"] += 1
            elif "dfpn in genmove" in line:
                cur = {"solved": "unsolved" not in line, "text": line.split("genmove:")[1].strip(),
                       "refuted": 0, "cut": 0}
                blocks.append(cur)
            elif "proven to lose by the solver" in line and cur is not None:
                cur["refuted"] += 1
        genmoves[e] = blocks
    at = {"a": 0, "b": 0}
    for r in rows:
        moves, black, white = r[7].split(), r[2], r[3]
        first = []
        for k in range(1, len(moves)):
            e = white if k % 2 == 1 else black
            g = genmoves[e][at[e]]
            at[e] += 1
            if g["solved"] and len(first) < 2:
                first.append(f"move {k + 1} ({e}: {g['text']})")
        print(f"opening {r[1]}, {len(moves)} moves, winner {r[4]}; first share verdicts: {'; '.join(first)}")
    all_moves = genmoves["a"] + genmoves["b"]
    unsolved = [g for g in all_moves if not g["solved"]]
    print(f"genmoves {len(all_moves)}, share unsolved {len(unsolved)}, "
          f"of those with a refuted move {sum(1 for g in unsolved if g['refuted'])} "
          f"({sum(g['refuted'] for g in unsolved)} refutations); "
          f"cut short with a new best {sum(g['cut'] for g in all_moves)}")


main()
