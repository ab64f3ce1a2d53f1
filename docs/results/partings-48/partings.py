#!/usr/bin/env python3
"""The positions where hexbfs keeps losing the same game against Wolve.

Reads hexbfs-match results files (format 2) of runs of one engine setting
against Wolve and groups the games by board size, opening and hexbfs's
colour. A group that hexbfs lost in at least LOSS of its games (0.8 by
default) is a line it keeps losing; for each such group the game played
most often (the modal move list) is taken, and the positions before
hexbfs's first MOVES moves in it (6 by default) are printed, one a line.
With --winning-side only the groups where hexbfs had the side that wins
with perfect play are kept: Black after a first stone that wins, White
after one that loses, by the swap map's rule (`hexbfs::opening::rule_wins`,
which is the published 11x11 swap map cell for cell; on 9x9 it is the
engine's rule, not a published solution):

    SIZE<TAB>OPENING<TAB>COLOUR<TAB>LOST/GAMES<TAB>MOVE NUMBER<TAB>MOVES BEFORE<TAB>HEXBFS PLAYED

With --sgf DIR it also writes each kept group's modal game, whole, as
DIR/SIZE-OPENING-COLOUR.sgf (hexbfs and Wolve as the players), for
scripts/vc-onset.py.

With --table it prints instead every group's games won by hexbfs, and
whether hexbfs had the side that wins with perfect play (by that rule).

Usage: partings.py [--loss 0.8] [--moves 6] [--winning-side] [--sgf DIR] [--table]
                   RESULTS.tsv...
"""
import argparse
import collections
import os


def games(paths):
    for path in paths:
        size = None
        for line in open(path):
            if line.startswith('# match size '):
                size = int(line.split()[-1].split('x')[0])
            if line.startswith('#') or not line.strip():
                continue
            f = line.rstrip('\n').split('\t')
            _, opening, black, _, winner = f[:5]
            moves = f[7].split()
            colour = 'B' if black == 'hexbfs' else 'W'
            yield size, opening, colour, winner == 'hexbfs', tuple(moves)


def rule_wins(n, cell):
    """Whether a Black first stone on `cell` wins on an n x n board (the
    rule of src/opening.rs, rule_wins)."""
    col, row = ord(cell[0]) - ord('a'), int(cell[1:]) - 1
    if 2 * row > n - 1:
        col, row = n - 1 - col, n - 1 - row
    if row == 0:
        return col == n - 1
    if row == 1:
        return col + 2 >= n
    if row == 2:
        return 0 < col < n - 1
    return True


def write_sgf(folder, size, opening, colour, moves):
    os.makedirs(folder, exist_ok=True)
    pb, pw = ('hexbfs', 'wolve') if colour == 'B' else ('wolve', 'hexbfs')
    body = ''.join(f';{m[0]}[{m[1:]}]' for m in moves)
    with open(os.path.join(folder, f'{size}-{opening}-{colour}.sgf'), 'w') as out:
        out.write(f'(;FF[4]GM[11]SZ[{size}]PB[{pb}]PW[{pw}]{body})\n')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--loss', type=float, default=0.8)
    ap.add_argument('--moves', type=int, default=6)
    ap.add_argument('--winning-side', action='store_true')
    ap.add_argument('--sgf', metavar='DIR')
    ap.add_argument('--table', action='store_true')
    ap.add_argument('results', nargs='+')
    a = ap.parse_args()
    groups = collections.defaultdict(list)
    for size, opening, colour, won, moves in games(a.results):
        groups[(size, opening, colour)].append((won, moves))
    if a.table:
        print('size\topening\thexbfs\twon\tgames\twinning side')
        for (size, opening, colour), gs in sorted(groups.items()):
            won = sum(1 for w, _ in gs if w)
            side = rule_wins(size, opening) == (colour == 'B')
            print(f'{size}\t{opening}\t{colour}\t{won}\t{len(gs)}\t{"yes" if side else "no"}')
        return
    for (size, opening, colour), gs in sorted(groups.items()):
        lost = sum(1 for won, _ in gs if not won)
        if lost < a.loss * len(gs):
            continue
        if a.winning_side and rule_wins(size, opening) != (colour == 'B'):
            continue
        modal, _ = collections.Counter(m for _, m in gs).most_common(1)[0]
        if a.sgf:
            write_sgf(a.sgf, size, opening, colour, modal)
        taken = 0
        for i, mv in enumerate(modal):
            # The opening stone is the match's, not a choice.
            if mv[0] != colour or i == 0:
                continue
            print(f'{size}\t{opening}\t{colour}\t{lost}/{len(gs)}\t{i + 1}\t'
                  f'{" ".join(modal[:i])}\t{mv}')
            taken += 1
            if taken == a.moves:
                break


if __name__ == '__main__':
    main()
