#!/usr/bin/env python3
"""For two dumps of vc_probe (VC_PROBE_DUMP), count per build the connections of
the first that the second lacks: a full with no full of the pair inside its
carrier; a semi with no semi of the pair with the same key inside its carrier
and no full inside it. And the other way round."""
import sys
def read(path):
    builds = {}
    cur = None
    for line in open(path):
        p = line.split()
        if p[0] == "build":
            cur = builds.setdefault(int(p[1]), {})
            continue
        key = (p[1], p[2])
        d = cur.setdefault(key, ([], []))
        bits = int("".join(f"{int(w,16):016x}" for w in reversed(p[-1].split(":"))), 16)
        if p[0] == "full":
            d[0].append(bits)
        else:
            d[1].append((int(p[3]), bits))
    return builds
def lacks(x, y):
    n = 0
    for pair, (fulls, semis) in x.items():
        yf, ys = y.get(pair, ([], []))
        for f in fulls:
            if not any(g & ~f == 0 for g in yf):
                n += 1
        for k, s in semis:
            if not any(g & ~s == 0 for g in yf) and not any(k2 == k and t & ~s == 0 for k2, t in ys):
                n += 1
    return n
a, b = read(sys.argv[1]), read(sys.argv[2])
tot_ab = tot_ba = 0; builds_ab = builds_ba = 0
for i in sorted(a):
    ab, ba = lacks(a[i], b[i]), lacks(b[i], a[i])
    tot_ab += ab; tot_ba += ba; builds_ab += ab > 0; builds_ba += ba > 0
print(f"{sys.argv[2]} lacks {tot_ab} connections of {sys.argv[1]} (in {builds_ab} builds); "
      f"{sys.argv[1]} lacks {tot_ba} of {sys.argv[2]} (in {builds_ba} builds)")
if len(sys.argv) > 3:
    for i in sorted(a):
        for pair, (fulls, semis) in a[i].items():
            yf, ys = b[i].get(pair, ([], []))
            for f in fulls:
                if not any(g & ~f == 0 for g in yf):
                    print("build", i, pair, "full", bin(f).count("1"), "b has", len(yf), "fulls", len(ys), "semis", sorted(bin(g).count("1") for g in yf))
            for k, s in semis:
                if not any(g & ~s == 0 for g in yf) and not any(k2 == k and t & ~s == 0 for k2, t in ys):
                    print("build", i, pair, "semi", k, bin(s).count("1"), "b has", len(yf), "fulls", len(ys), "semis", sorted(bin(t).count("1") for _, t in ys))
