#!/usr/bin/env python3
"""MoHex's values (mohex.py's output) joined to the rows of a gap.py table
with the same file, game and move; prints the joined rows and a summary
of the values by class. Usage: join.py TABLE.tsv VALUES.tsv... > joined.tsv"""
import sys
from collections import defaultdict

table = [l.rstrip("\n").split("\t") for l in open(sys.argv[1])]
values = {}
for path in sys.argv[2:]:
    for f in (l.rstrip("\n").split("\t") for l in list(open(path))[1:]):
        values[(f[0], f[1], f[4])] = f[-1]
print("\t".join(table[0][:9] + ["mohex_value"]))
by = defaultdict(list)
for f in table[1:]:
    if not f[5].startswith("outside"):
        continue
    v = values.get((f[0], f[1], f[4]), "not asked")
    print("\t".join(f[:9] + [v]))
    by[f[5]].append(v)
for cls, vs in sorted(by.items()):
    nums = sorted(float(v) for v in vs if v[0].isdigit())
    forced = sum(v == "- forced" for v in vs)
    asked = sum(v != "not asked" for v in vs)
    median = nums[len(nums) // 2] if nums else float("nan")
    print(f"# {cls}: {len(vs)} rows, {asked} with MoHex's answer: {len(nums)} values "
          f"(median {median:.2f}; {sum(x >= 0.25 for x in nums)} at 0.25 or more, "
          f"{sum(x >= 0.4 for x in nums)} at 0.4 or more), {forced} a single-cell mustplay")
