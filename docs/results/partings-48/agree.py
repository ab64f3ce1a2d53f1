#!/usr/bin/env python3
"""How often each engine's answers (ask.py files) agree with the oracles'.

Usage: agree.py ORACLE_A.tsv ORACLE_B.tsv ANSWERS.tsv...

Each file is ask.py's output on the same positions (the move asked for is
the last column). For every answers file it prints the positions where the
move equals oracle A's, oracle B's, either's, and the game's move (the
column before the answers: what hexbfs played in the lost line).
"""
import sys


def moves(path):
    return [line.rstrip('\n').split('\t') for line in open(path)]


def main():
    a, b = moves(sys.argv[1]), moves(sys.argv[2])
    print('answers\tpositions\t= A\t= B\t= A or B\t= game')
    for path in sys.argv[3:]:
        m = moves(path)
        assert len(m) == len(a) == len(b), path
        n = len(m)
        ea = sum(x[-1] == y[-1] for x, y in zip(m, a))
        eb = sum(x[-1] == y[-1] for x, y in zip(m, b))
        either = sum(x[-1] in (y[-1], z[-1]) for x, y, z in zip(m, a, b))
        game = sum(x[-1] == x[6] for x in m)
        print(f'{path}\t{n}\t{ea}\t{eb}\t{either}\t{game}')


if __name__ == '__main__':
    main()
