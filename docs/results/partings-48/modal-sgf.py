#!/usr/bin/env python3
"""Writes the whole modal game of each group in a partings.py --moves 99
file (its last position plus hexbfs's move there, then the rest of the
game as the results file has it) as an SGF file in DIR, for
scripts/vc-onset.py.

Usage: modal-sgf.py LINES.tsv DIR RESULTS.tsv...
"""
import os
import sys


def main():
    lines, out, results = sys.argv[1], sys.argv[2], sys.argv[3:]
    games = {}
    for path in results:
        for line in open(path):
            if line.startswith('#') or not line.strip():
                continue
            f = line.rstrip('\n').split('\t')
            games.setdefault(tuple(f[7].split()[:2]), []).append((f, f[7].split()))
    # Each group's last line holds the longest stretch of its modal game.
    longest = {}
    for line in open(lines):
        size, opening, colour, _, _, before, played = line.rstrip('\n').split('\t')[:7]
        longest[(size, opening, colour)] = before.split() + [played]
    os.makedirs(out, exist_ok=True)
    for (size, opening, colour), prefix in longest.items():
        # The longest-matching recorded game of the group: the modal one.
        for f, moves in games.get(tuple(prefix[:2]), []):
            black_is_hexbfs = f[2] == 'hexbfs'
            if moves[:len(prefix)] == prefix and black_is_hexbfs == (colour == 'B'):
                pb, pw = (f[2], f[3])
                body = ''.join(f';{m[0]}[{m[1:]}]' for m in moves)
                name = f'{size}-{opening}-{colour}.sgf'
                with open(os.path.join(out, name), 'w') as s:
                    s.write(f'(;FF[4]GM[11]SZ[{size}]PB[{pb}]PW[{pw}]{body})\n')
                break


if __name__ == '__main__':
    main()
