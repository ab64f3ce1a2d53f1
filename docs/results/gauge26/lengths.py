#!/usr/bin/env python3
"""The lost games' lengths of gauge runs: lengths.py RESULTS.TSV..."""
import sys
for path in sys.argv[1:]:
    rows=[l.rstrip('\n').split('\t') for l in open(path) if not l.startswith('#') and l.strip()]
    losses=[len(r[7].split()) for r in rows if r[4]!='hexbfs']
    wins=[len(r[7].split()) for r in rows if r[4]=='hexbfs']
    losses.sort()
    med=losses[len(losses)//2] if losses else 0
    print(path, "games",len(rows),"won",len(wins),"losses",len(losses),"median lost length",med,"lost under 30 moves",sum(1 for x in losses if x<30))
