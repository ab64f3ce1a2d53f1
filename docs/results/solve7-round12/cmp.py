"""Tables of df-pn calls from solve_openings outputs (run where the files are).

python3 cmp.py A.txt,A2.txt B.txt,B2.txt [C.txt,C2.txt ...]: one row an opening,
the first column the baseline, each other column with its change; the last
row sums the openings every column proved ('?' marks a run stopped at
MAX_NODES)."""
import re, sys

ORDER = "a1 b1 c1 d1 e1 f1 g1 a2 b2 c2 d2 e2 f2 g2 a3 b3 c3 d3 e3 f3 g3 a4 b4 c4 d4 e4 b7".split()


def load(files):
    d = {}
    for f in files.split(","):
        for line in open(f):
            m = re.match(r"^([a-h][1-8]) (\S+) nodes (\d+)", line)
            if m:
                d[m.group(1)] = (m.group(2) == "?", int(m.group(3)))
    return d


runs = [load(a) for a in sys.argv[1:]]
base = runs[0]
total = [0] * len(runs)
for c in ORDER:
    if not all(c in r for r in runs):
        continue
    cells = []
    for r in runs:
        stopped, n = r[c]
        s = ("? " if stopped else "") + f"{n:,}"
        if r is not base:
            s += f" ({100 * (n - base[c][1]) / base[c][1]:+.0f}%)"
        cells.append(s)
    print(f"| {c} | " + " | ".join(cells) + " |")
    if not any(r[c][0] for r in runs):
        for i, r in enumerate(runs):
            total[i] += r[c][1]
cells = [f"{total[0]:,}"] + [f"{t:,} ({100 * (t - total[0]) / total[0]:+.1f}%)" for t in total[1:]]
print("| proven by all | " + " | ".join(cells) + " |")
