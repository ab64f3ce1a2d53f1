#!/usr/bin/env python3
"""How many moves the root considers after its verdicts (the "below the root: X of M moves"
line of a genmove at depth 1), in the positions of games where hexbfs is to move, and how often
that is more than the width (30).
usage: roots.py BIN RESULTS.TSV [STEP]"""
import re, subprocess, sys
from collections import Counter
bin_, tsv = sys.argv[1], sys.argv[2]
step = int(sys.argv[3]) if len(sys.argv) > 3 else 2
size = 11
lines = []
for line in open(tsv):
    if line.startswith('# match size'):
        size = int(line.split()[-1].split('x')[0])
    if line.startswith('#') or not line.strip():
        continue
    f = line.rstrip('\n').split('\t')
    black, white, moves = f[2], f[3], f[7].split()
    mine = 'b' if black.startswith('hexbfs') else 'w'
    lines.append((mine, moves))
pat = re.compile(r'below the root: \d+ of (\d+) moves')
by_stones = Counter(); over = Counter()
for mine, moves in lines:
    for k in range(1, len(moves) - 1):
        to_move = 'b' if k % 2 == 0 else 'w'
        if to_move != mine or k % step:
            continue
        cmds = [f'boardsize {size}'] + [f'play {m[0].lower()} {m[1:]}' for m in moves[:k]] + [f'genmove {to_move}', 'quit']
        out = subprocess.run([bin_, '--depth', '1'], input='\n'.join(cmds) + '\n', capture_output=True, text=True, env={'RUST_LOG': 'info'}).stderr
        m = pat.search(out)
        if not m:
            continue
        n = int(m.group(1)); band = (k // 10) * 10
        by_stones[band] += 1
        if n > 30:
            over[band] += 1
for band in sorted(by_stones):
    print(f'{band:3d}-{band+9:3d} stones: {by_stones[band]:4d} positions, root above 30 moves in {over[band]:4d}')
print(f'all: {sum(by_stones.values())} positions, above 30 in {sum(over.values())}')
