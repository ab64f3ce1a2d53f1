#!/usr/bin/env python3
"""Asks an HTP engine for its move in each position of a partings.py file.

Usage: ask.py [--setup CMD]... POSITIONS.tsv ENGINE [ARGS...]

One engine process answers every position: `boardsize`, `clear_board`,
the moves, then `genmove` for the side to move; `--setup` commands are sent
once after it starts (e.g. "param_mohex max_time 10"). Prints each input
line with the engine's move (lower case, the colour prefixed) appended.
"""
import subprocess
import sys


def main():
    args = sys.argv[1:]
    setup = []
    while args and args[0] == '--setup':
        setup.append(args[1])
        args = args[2:]
    positions, engine = args[0], args[1:]
    p = subprocess.Popen(engine, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, text=True, bufsize=1)

    def send(cmd):
        p.stdin.write(cmd + '\n')
        p.stdin.flush()
        reply = []
        while True:
            line = p.stdout.readline()
            if not line:
                raise SystemExit(f'engine exited on: {cmd}')
            if line.strip() == '' and reply:
                break
            if line.strip():
                reply.append(line.strip())
        if not reply[0].startswith('='):
            raise SystemExit(f'{cmd}: {reply}')
        return reply[0][1:].strip()

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
    p.stdin.close()
    p.wait()


if __name__ == '__main__':
    main()
