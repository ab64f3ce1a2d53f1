#!/usr/bin/env python3
"""Where two runs of the same Wolve match part ways, beside round thirty-one's blunders.

    diverge.py BEFORE/results.tsv AFTER/results.tsv BLUNDERS.txt

For every game (opening, hexbfs's colour) of both runs: each run's winner and length,
the first move at which the two games differ, and the first move of the BEFORE game that
df-pn refutes (from `docs/results/strength31/blunder.py`'s output, BLUNDERS), with
whether the position before it was proven lost already. Wolve plays the same move in the
same position at `max_time 1` most of the time, so a game of the AFTER run that follows
the BEFORE game up to the blunder and parts there is one where the new engine played
something else in that very position. The last lines count those.
"""
import sys


def load(path):
    games = {}
    for line in open(path):
        if line.startswith('#'):
            continue
        f = line.rstrip('\n').split('\t')
        # game, opening, black, white, winner, color, reason, moves
        side = 'b' if f[2] == 'hexbfs' else 'w'
        games[(f[1], side)] = (f[4], f[7].split() if len(f) > 7 else [])
    return games


def blunders(path):
    out = {}
    for line in open(path):
        if line.startswith('games'):
            continue
        f = line.split()
        move = f[3].split('=')[1]
        out[(f[0], f[1].split('=')[1])] = (int(move.split(':')[0]), move.split(':')[1], f[4])
    return out


def main():
    before, after, bl = load(sys.argv[1]), load(sys.argv[2]), blunders(sys.argv[3])
    caught = {}
    for key in sorted(before):
        wa, ma = before[key]
        wb, mb = after.get(key, (None, []))
        part = next((i for i, (x, y) in enumerate(zip(ma, mb)) if x != y), min(len(ma), len(mb))) + 1
        b = bl.get(key)
        note = ''
        if b:
            n, move, kind = b
            where = 'parts there' if part == n else ('parts before' if part < n else 'same move played')
            note = f'blunder {n}:{move} {kind}, {where}'
            caught.setdefault((kind, where), []).append(wb == 'hexbfs')
        print(f'{key[0]:>3} hexbfs={key[1]}  before {wa:>6} {len(ma):>2}  after {wb:>6} {len(mb):>2}  parts at {part:>2}  {note}')
    for (kind, where), wins in sorted(caught.items()):
        print(f'{kind:<15} {where:<17} {len(wins):>2} games, {sum(wins)} won by hexbfs in the after run')


main()
