#!/usr/bin/env python3
"""Whether Benzene's fill-in explains the losing moves its plain H-search
leaves out and hexbfs's builder does not.

For each `outside-*` row of TABLE, asks Wolve's binary `vc-build H` (the
side hexbfs was, to move) and reads the cells it fills (`fb`: filled
for Black, `fw`: for White; dead, captured and permanently inferior
cells). Then hexbfs gets the position with those cells played as stones
and answers `vc_mustplay H` with the engine's limits (no fill-in of its
own), and `vc_mustplay H narrowing limits 12 24 64 32 6` (round fifty's
candidate), beside `vc_mustplay H fill` on the position as it is.
Prints per row the three mustplay sizes and whether the move played lies outside
each (`out`: left out), skipping rows where the move itself was filled;
then the counts.

Usage: fills.py [--hexbfs BIN] [--benzene WOLVE] TABLE.tsv > out.txt
"""
import argparse
import importlib.util
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "gap", os.path.join(HERE, "..", "mustplay-gap-49", "gap.py"))
gap = importlib.util.module_from_spec(spec)
spec.loader.exec_module(gap)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hexbfs", default="target/release/hexbfs")
    ap.add_argument("--benzene", default="/opt/benzene/bin/wolve")
    ap.add_argument("table")
    args = ap.parse_args()
    bz, hb = gap.vcb.Engine([args.benzene]), gap.vcb.Engine([args.hexbfs])
    own_out = benzene_out = narrowing_out = n = skipped = 0
    print("file\tgame\tplayed\tbenzene_fills\thexbfs fill\ton Benzene's fill"
          "\ton Benzene's fill, narrowing")
    for f, size, h, played, moves in gap.outside_rows(args.table):
        for e in (bz, hb):
            e.send(f"boardsize {size}")
            e.send("clear_board")
        for c, m in moves:
            for e in (bz, hb):
                e.send(f"play {c} {m}")
        text, _ = bz.send(f"vc-build {h}")
        fills = re.findall(r"([a-z]\d+) f([bw])\b", text)
        own, _ = hb.send(f"vc_mustplay {h} fill")
        own = own.split()
        if any(c == played for c, _ in fills):
            skipped += 1
            print(f"{f[0]}\t{f[1]}\t{played}\t{len(fills)}\t(the move was filled)", flush=True)
            continue
        for c, k in fills:
            hb.send(f"play {'black' if k == 'b' else 'white'} {c}")
        theirs, _ = hb.send(f"vc_mustplay {h}")
        theirs = theirs.split()
        narrowing, _ = hb.send(f"vc_mustplay {h} narrowing limits 12 24 64 32 6")
        narrowing = narrowing.split()
        n += 1
        own_out += played not in own
        benzene_out += played not in theirs
        narrowing_out += played not in narrowing
        cols = [f"{len(x)} {'in' if played in x else 'out'}" for x in (own, theirs, narrowing)]
        print(f"{f[0]}\t{f[1]}\t{played}\t{len(fills)}\t" + "\t".join(cols), flush=True)
    bz.close()
    hb.close()
    print(f"# {n} positions ({skipped} skipped: the move filled); left out: "
          f"hexbfs's fill {own_out}, Benzene's fill {benzene_out}, "
          f"Benzene's fill with narrowing {narrowing_out}")


if __name__ == "__main__":
    sys.exit(main())
