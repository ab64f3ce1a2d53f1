#!/usr/bin/env python3
"""How much the machine gives the engines now: one line to log beside a
time-limited match against Wolve.

A match at a fixed time a move measures the engines at the speed the
machine has at that hour; on a shared machine that speed moves, and the
score with it (docs/strength.md, "Round forty-two": at half the compute
both engines play other moves from the first ones on, and hexbfs loses
far more of its strength than Wolve does). This probe makes the speed a
figure of the run's log. It plays the first 10, 20 and 30 moves of each
SGF game given to Wolve, asks it for a move at `--time` seconds with its
search log on (`--verbose`), and reads from the log the last depth Wolve
finished and its nodes a second; then it runs `hexbfs bench` (the search
at fixed depths, no clock) and reads its 11x11 nodes a second.

Usage: scripts/speed-probe.py [--wolve /opt/benzene/bin/wolve]
         [--hexbfs target/release/hexbfs] [--time 1] SGF...
Prints: `wolve depths [..] wolve nodes/s median N hexbfs bench 11x11 nodes/s M`.
It times the engines, so run it under the CPU lock with nothing beside it.
"""
import argparse
import re
import statistics
import subprocess


def commands(games, seconds):
    """The HTP session: each game cut at 10, 20 and 30 moves, a genmove each."""
    cmds = [f"param_wolve max_time {seconds}"]
    for path in games:
        text = open(path).read()
        size = int(re.search(r"SZ\[(\d+)\]", text).group(1))
        moves = re.findall(r";([BW])\[([a-z]\d+)\]", text)
        for plies in (10, 20, 30):
            if len(moves) <= plies:
                continue
            cmds += [f"boardsize {size}", "clear_board"]
            cmds += [f"play {c.lower()} {m}" for c, m in moves[:plies]]
            cmds.append("genmove " + ("w" if moves[plies - 1][0] == "B" else "b"))
    return cmds + ["quit"]


def wolve_probe(wolve, games, seconds):
    """(finished depth, nodes/s) of each of Wolve's searches (book moves and
    proven positions are not searched and give none)."""
    session = "\n".join(commands(games, seconds)) + "\n"
    log = subprocess.run([wolve, "--verbose"], input=session, capture_output=True, text=True).stderr
    out, depth, finished = [], 0, 0
    for line in log.splitlines():
        m = re.search(r"===== Depth (\d+) =====", line)
        if m:
            depth = int(m.group(1))
        if "info: elapsed=" in line:  # a depth that finished reports its time
            finished = depth
        m = re.match(r"Nodes/s\s+([\d.]+)", line)
        if m:
            out.append((finished, float(m.group(1))))
            depth = finished = 0
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--wolve", default="/opt/benzene/bin/wolve")
    ap.add_argument("--hexbfs", default="target/release/hexbfs")
    ap.add_argument("--time", default="1", help="Wolve's seconds a move (param_wolve max_time)")
    ap.add_argument("games", nargs="+", help="SGF games whose positions Wolve searches")
    a = ap.parse_args()
    searches = wolve_probe(a.wolve, a.games, a.time)
    bench = subprocess.run([a.hexbfs, "bench"], capture_output=True, text=True)
    m = re.search(r"nodes/s 11x11 (\d+)", bench.stdout)
    nps = statistics.median(n for _, n in searches) if searches else float("nan")
    print(f"wolve depths {[d for d, _ in searches]} wolve nodes/s median {nps:.1f} "
          f"hexbfs bench 11x11 nodes/s {m.group(1) if m else '?'}")


if __name__ == "__main__":
    main()
