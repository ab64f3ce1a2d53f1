#!/usr/bin/env python3
"""How many of Wolve's moves in 11x11 match records came from its cache book
(exact move sequences of /opt/benzene/src/share/wolve-cache-book.txt), and
how the games went by the ply at which they left the book."""
import collections
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import records  # noqa: E402
book = {}
for line in open("/opt/benzene/src/share/wolve-cache-book.txt"):
    if line.startswith("#") or "|" not in line:
        continue
    left, reply = line.split("|")
    f = left.split()
    if f[0] != "11":
        continue
    book[tuple(f[1:])] = reply.strip()
for path in sys.argv[1:]:
    games = 0; wolve_moves = 0; in_book = 0; out = collections.Counter(); won = collections.Counter()
    for _, black, white, winner, moves in records.games(path):
        cells = [m[1:] for m in moves]
        wolve_color = "B" if black == "wolve" else "W"
        games += 1
        left = None
        for p, m in enumerate(moves):
            if p == 0:
                continue  # the opening
            seq = tuple(cells[:p])
            if m[0] == wolve_color:
                wolve_moves += 1
                if book.get(seq) == cells[p]:
                    in_book += 1
                elif left is None:
                    left = p
            elif left is None and seq + (cells[p],) not in book and not any(k[:p + 1] == seq + (cells[p],) for k in book):
                left = p  # hexbfs's move left every book line
        left = left if left is not None else len(moves)
        bucket = "<=2" if left <= 2 else "3-5" if left <= 5 else ">=6"
        out[bucket] += 1
        won[bucket] += winner == "hexbfs"
    print(f"{path}: {games} games, Wolve book moves {in_book} of {wolve_moves}; left the book at ply: " +
          ", ".join(f"{b} {out[b]} games (hexbfs won {won[b]})" for b in ("<=2", "3-5", ">=6")))
