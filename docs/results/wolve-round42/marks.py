#!/usr/bin/env python3
"""Which of two moves each engine played in six early positions where, by a
check with the same binaries, it plays one move with about half a quiet
machine's compute at 1 s and the other with more (docs/strength.md, "Round
forty-two"): a fingerprint of the compute a run had."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import records  # noqa: E402
marks = {  # position (moves) -> (mover, move with less compute, move with more)
    ("a3",): ("hexbfs", "h4", "d8"),
    ("h10", "f7"): ("hexbfs", "d8", "b10"),
    ("j3", "f7", "d8"): ("wolve", "d7", "e6"),
    ("k2", "f7", "d8"): ("wolve", "d7", "e6"),
    ("c9", "f5", "d6"): ("wolve", "d5", "e4"),
    ("g3", "g5", "i4"): ("wolve", "j2", "h6"),
}
for path in sys.argv[1:]:
    less = more = other = 0
    for _, black, white, _, moves in records.games(path):
        cells = [m[1:] for m in moves]
        for pos, (engine, a, b) in marks.items():
            n = len(pos)
            mover = black if n % 2 == 0 else white
            if tuple(cells[:n]) == pos and len(cells) > n and mover.startswith(engine):
                if cells[n] == a:
                    less += 1
                elif cells[n] == b:
                    more += 1
                else:
                    other += 1
    print(f"{path}: less-compute moves {less}, more-compute moves {more}, other {other}")
