#!/usr/bin/env python3
"""Round twenty: how deep Wolve searches at a given max_time. For positions after N moves of
gauge games (SGF), Wolve's `genmove` with --verbose: DepthReached, NumNodes, NumEvals.

    wolve-depth.py TIME... -- SGF...      (positions after 8, 14 and 20 moves)"""
import re, subprocess, sys
i = sys.argv.index('--')
times, sgfs = sys.argv[1:i], sys.argv[i + 1:]
def moves(path):
    return re.findall(r';([BW])\[([a-z][0-9]+)\]', open(path).read())
print('game\tafter\ttime\tdepth\tnodes\tevals\telapsed')
for path in sgfs:
    ms = moves(path)
    for n in (8, 14, 20):
        if len(ms) <= n:
            continue
        setup = ''.join(f'play {c.lower()} {m}\n' for c, m in ms[:n])
        to_move = 'b' if n % 2 == 0 else 'w'
        for t in times:
            out = subprocess.run(['/opt/benzene/bin/wolve', '--verbose'],
                                 input=f'boardsize 9\n{setup}param_wolve max_time {t}\ngenmove {to_move}\nquit\n',
                                 capture_output=True, text=True).stderr
            get = lambda k: (re.search(k + r'\s+(\S+)', out) or [None, '-'])[1]
            print(f'{path.split("/")[-1]}\t{n}\t{t}\t{get("DepthReached")}\t{get("NumNodes")}\t{get("NumEvals")}\t{get("Elapsed")}', flush=True)
