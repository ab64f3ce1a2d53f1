#!/usr/bin/env python3
"""Positions sampled from match results, labelled with their proven winner.

    scripts/label-positions.py RESULTS.tsv ... [--per-game 2] [--from 14] [--to 34]
        [--limit 4] [--seed 1] [--find-limit F] > labelled.tsv

Reads `hexbfs-match` result files (format 2: the moves in the last column,
`Ba4 Wb8 ...`; games with a swap are skipped), picks `--per-game` positions
of each game at random among those with `--from` to `--to` stones on the
board (and at least two plies before the game's end), and asks MoHex's DFPN
(`dfpn-solve-state`, `--limit` seconds each, a fresh table each time) who
wins with the side to move to play. One line per decided position:

    SIZE  TO_MOVE  MOVES  WINNER  SOURCE

(`MOVES` space-separated cells, Black first; `WINNER` `b` or `w`; `SOURCE`
the result file, game and ply). Undecided positions are counted on stderr
and left out, so the set leans towards positions DFPN decides quickly: the
later and the more lopsided ones. MoHex runs at `--nice` and measures
nothing, so it needs no CPU lock.

With `--find-limit F`, only the positions the side to move wins are kept,
as suite lines (`scripts/suite.py`'s format: `SIZE TO_MOVE MOVES WINNING
SOURCE`), their winning moves listed by `dfpn-solver-find-winning` with F
seconds a move (a move not decided in F seconds is left out, so a move
missing from WINNING is not proven to lose).
"""

import argparse
import importlib.util
import os
import random
import sys

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("label_suite", os.path.join(here, "label-suite.py"))
label_suite = importlib.util.module_from_spec(spec)
spec.loader.exec_module(label_suite)


def games(path):
    """(size, moves as [(colour, cell)], game id) of each game in a result file."""
    size = None
    for line in open(path):
        if line.startswith("# match size "):
            size = int(line.split()[3].split("x")[0])
        if line.startswith("#") or not line.strip():
            continue
        fields = line.rstrip("\n").split("\t")
        moves = [(m[0].lower(), m[1:]) for m in fields[7].split()]
        if any(not cell[0].isalpha() or not cell[1:].isdigit() for _, cell in moves):
            continue
        yield size, moves, fields[0]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("results", nargs="+")
    ap.add_argument("--per-game", type=int, default=2)
    ap.add_argument("--from", dest="lo", type=int, default=14, help="fewest stones on the board")
    ap.add_argument("--to", dest="hi", type=int, default=34, help="most stones on the board")
    ap.add_argument("--limit", type=float, default=4, help="DFPN seconds per position")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--mohex", default="/opt/benzene/bin/mohex")
    ap.add_argument("--nice", type=int, default=19)
    ap.add_argument("--find-limit", type=float, help="keep the side to move's wins, with their winning moves, as suite lines")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    mohex = label_suite.Mohex(args.mohex, args.nice)
    seen, decided, undecided = set(), 0, 0
    try:
        for path in args.results:
            for size, moves, game in games(path):
                plies = [k for k in range(args.lo, min(args.hi, len(moves) - 2) + 1)]
                for k in sorted(rng.sample(plies, min(args.per_game, len(plies)))):
                    key = (size, tuple(sorted(moves[:k])))
                    if key in seen:
                        continue
                    seen.add(key)
                    to_move = "bw"[k % 2]
                    verdict, winning, _ = label_suite.solve(
                        mohex, size, moves[:k], to_move, args.limit, args.find_limit
                    )
                    if verdict is None:
                        undecided += 1
                        continue
                    decided += 1
                    cells = " ".join(cell for _, cell in moves[:k])
                    source = f"{path} game {game} ply {k}"
                    if args.find_limit is None:
                        print(f"{size}\t{to_move}\t{cells}\t{verdict[0]}\t{source}", flush=True)
                    elif winning:
                        print(f"{size}\t{to_move}\t{cells}\t{' '.join(sorted(winning))}\t{source}", flush=True)
    finally:
        mohex.close()
        print(f"{decided} decided, {undecided} undecided in {args.limit} s", file=sys.stderr)


if __name__ == "__main__":
    main()
