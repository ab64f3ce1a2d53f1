#!/usr/bin/env python3
# Reads /tmp/vc12/positions (docs/results/vc9/positions.py GAMES...) and /tmp/vc12/benz.txt (benz.py positions); args: vc_probe outputs.
import sys
pos = open('/tmp/vc12/positions').read().split('\n')
benz = open('/tmp/vc12/benz.txt').read().split()
for f in sys.argv[1:]:
    lines = [l for l in open(f) if not l.startswith('found')]
    both = miss = only = 0; ms = []
    for i, (b, l) in enumerate(zip(benz, lines)):
        h = ' full true' in l
        if b == 'yes':
            if h: both += 1
            else: miss += 1; w = pos[i].split(); ms.append(f"{w[0]}:{len(w)-2}:{w[1][0]}")
        elif h: only += 1
    print(f, f"found {both} of {both+miss}, only {only}", " ".join(ms))
