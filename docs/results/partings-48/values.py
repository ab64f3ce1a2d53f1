#!/usr/bin/env python3
"""MoHex's value of each position of a partings.py file, for hexbfs's side.

Usage: values.py SECONDS POSITIONS.tsv MOHEX_BINARY

For each position (hexbfs to move) a fresh MoHex process (the binary
itself, not the quiet wrapper, so that its search statistics reach
stderr) gets the moves and `genmove` for hexbfs's colour with
`param_mohex max_time SECONDS`; the `Score` line of its statistics is its
estimate that the side to move, hexbfs, wins. Prints each input line with
MoHex's move and that value appended; when MoHex printed no value (it
did not search), `-` and its reason instead: `lost` ("Opponent has won":
its connections prove the position lost for hexbfs), `won`, `forced`
("Mustplay is singleton"), or the last line it logged.
"""
import re
import subprocess
import sys


def ask(mohex, size, seconds, before, colour):
    """MoHex's move and value for `colour` (black or white) to move after
    the moves `before` (`Bc3`, `Wd4`, ...) on a `size` board: a fresh
    process, `param_mohex max_time SECONDS`, `genmove`; the value as the
    module's docstring says."""
    cmds = [f'boardsize {size}', f'param_mohex max_time {seconds}']
    cmds += [f'play {"black" if m[0] == "B" else "white"} {m[1:]}' for m in before]
    cmds += [f'genmove {colour}', 'quit']
    r = subprocess.run([mohex, '--use-logfile=false'], input='\n'.join(cmds) + '\n',
                       capture_output=True, text=True, timeout=10 * float(seconds) + 60)
    replies = [l for l in r.stdout.splitlines() if l.startswith('=')]
    move = replies[-2][1:].strip().lower() if len(replies) >= 2 else '?'
    scores = re.findall(r'^Score\s+([0-9.]+)', r.stderr, re.M)
    if scores:
        value = scores[-1]
    elif 'Opponent has won' in r.stderr:
        value = '- lost'
    elif 'Mustplay is singleton' in r.stderr:
        value = '- forced'
    elif re.search(r'(?i)found win|winning move', r.stderr):
        value = '- won'
    else:
        info = [l for l in r.stderr.splitlines() if 'info:' in l]
        value = '- ' + (info[-1].split('info:', 1)[1].strip() if info else '?')
    return move, value


def main():
    seconds, positions, mohex = sys.argv[1], sys.argv[2], sys.argv[3]
    for line in open(positions):
        f = line.rstrip('\n').split('\t')
        size, colour, before = f[0], f[2], f[5].split()
        move, value = ask(mohex, size, seconds, before, 'black' if colour == 'B' else 'white')
        print('\t'.join(f + [colour + move, value]), flush=True)


if __name__ == '__main__':
    main()
