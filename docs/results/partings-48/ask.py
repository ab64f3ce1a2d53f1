#!/usr/bin/env python3
"""Asks an HTP engine for its move in each position of a partings.py file.

Usage: ask.py [--setup CMD]... POSITIONS.tsv ENGINE [ARGS...]

One engine process answers every position: `boardsize`, `clear_board`,
the moves, then `genmove` for the side to move; `--setup` commands are sent
once after it starts (e.g. "param_mohex max_time 10"). Prints each input
line with the engine's move (lower case, the colour prefixed) appended.
"""
import importlib.util
import os
import sys

# The HTP driver of scripts/vc-vs-benzene.py.
_spec = importlib.util.spec_from_file_location(
    "vc_vs_benzene", os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                  "..", "..", "..", "scripts", "vc-vs-benzene.py"))
vvb = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(vvb)


def main():
    args = sys.argv[1:]
    setup = []
    while args and args[0] == '--setup':
        setup.append(args[1])
        args = args[2:]
    positions, engine = args[0], vvb.Engine(args[1:])

    def send(cmd):
        return engine.send(cmd)[0]

    for cmd in setup:
        send(cmd)
    for line in open(positions):
        f = line.rstrip('\n').split('\t')
        size, colour, before = f[0], f[2], f[5].split()
        send(f'boardsize {size}')
        send('clear_board')
        for mv in before:
            send(f'play {"black" if mv[0] == "B" else "white"} {mv[1:]}')
        move = send(f'genmove {"black" if colour == "B" else "white"}')
        print('\t'.join(f + [colour + move.lower()]), flush=True)
    engine.close()


if __name__ == '__main__':
    main()
