#!/usr/bin/env python3
"""grid.py BIN OUT LIST: found-of-109 (ladders on) for a grid of limits, with vc_probe's own total time (rough)."""
import itertools, os, subprocess, sys
bin_, out = sys.argv[1], sys.argv[2]
benz = open('/work/wt/vc15/docs/results/ladder14/benz.txt').read().split()
pos = open('/tmp/vc15/positions').read()
env = dict(os.environ, VC_PROBE_LADDERS=os.environ.get('LADDERS', '1'))
done = set()
if os.path.exists(out):
    done = {l.split('|')[0].strip() for l in open(out)}
grid = [tuple(map(int, l.split())) for l in open(sys.argv[3]) if l.strip()]
with open(out, 'a') as w:
    for g in grid:
        key = ' '.join(map(str, g))
        if key in done:
            continue
        r = subprocess.run(['nice', '-n', '10', bin_, *map(str, g)], input=pos, capture_output=True, text=True, env=env)
        lines = [l for l in r.stdout.splitlines() if not l.startswith('found')]
        t = r.stdout.splitlines()[-1].split()[-2]
        both = only = 0; ms = []
        for i, (b, l) in enumerate(zip(benz, lines)):
            h = ' full true' in l
            if b == 'yes':
                if h: both += 1
                else: ms.append(i)
            elif h: only += 1
        w.write(f"{key} | {both} | {only} | {t} | {ms}\n"); w.flush()
