#!/usr/bin/env python3
"""Usage: llr.py RESULTS_TSV...

The SPRT state (elo0=0, elo1=30, alpha=beta=0.05) of share40 against base over the games
of several hexbfs-match runs added up: the runner's binomial LLR,
W ln(s1/s0) + L ln((1-s1)/(1-s0)) with s = 1/(1+10^(-elo/400)), which is a sum over
games, so runs of other seeds (which `hexbfs-match merge` refuses to add) can be
continued. The Elo interval is the normal approximation of the score's."""
import sys, math


def score(elo):
    return 1 / (1 + 10 ** (-elo / 400))


def elo(p):
    return -400 * math.log10(1 / p - 1)


w = l = 0
for path in sys.argv[1:]:
    for line in open(path):
        if line.startswith("#") or not line.strip():
            continue
        winner = line.split("\t")[4]
        w += winner == "share40"
        l += winner == "base"
s0, s1 = score(0), score(30)
llr = w * math.log(s1 / s0) + l * math.log((1 - s1) / (1 - s0))
n = w + l
p = w / n
se = math.sqrt(p * (1 - p) / n)
print(f"games {n} W {w} L {l} score {p:.3f} elo {elo(p):+.1f} [{elo(p - 1.96 * se):+.1f},{elo(p + 1.96 * se):+.1f}] "
      f"LLR {llr:.3f} bounds [{math.log(0.05 / 0.95):.3f},{math.log(0.95 / 0.05):.3f}]")
