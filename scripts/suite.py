#!/usr/bin/env python3
"""Score an HTP engine on a suite of labelled positions.

A suite file has one position per line, tab-separated:

    SIZE  TO_MOVE  MOVES  WINNING  SOURCE  [LOSING]

MOVES are the game's moves from the empty board, alternating from Black
(no swap); TO_MOVE (`b` or `w`) has a proven win, and WINNING is the
complete set of its winning moves (as MoHex's `dfpn-solver-find-winning`
lists them; `scripts/label-suite.py` writes these lines). SOURCE says where
the position comes from. LOSING, if present, lists moves proven to lose
(`scripts/label-suite.py --verify` adds to WINNING and LOSING the moves an
engine chose that the labelling had not decided). `#` starts a comment line.

Each position is set up in a fresh engine process (`boardsize`, `play`
for every move, `genmove TO_MOVE`), so no table carries over from one
position to the next and a fixed-depth score is reproducible. The move
counts as right if it is one of WINNING; a wrong move not in LOSING is
marked `unchecked` (verify it: find-winning's limit per move may have
left a winning move out). The engine command carries the
limits, e.g. a fixed depth (untimed, no lock needed):

    scripts/suite.py -j 2 --engine "target/release/hexbfs --depth 6 --time 1000" \\
        docs/results/suite-wolve/positions.txt

or a fixed time (timed: one job, under the CPU lock):

    flock /tmp/hexbfs-cpu.lock scripts/suite.py \\
        --engine "target/release/hexbfs --time 1" docs/results/suite-wolve/positions.txt
"""

import argparse
import shlex
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor


def read_suite(path):
    cases = []
    for n, line in enumerate(open(path), 1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.rstrip("\n").split("\t")
        if len(fields) < 4:
            raise SystemExit(f"{path}:{n}: expected SIZE TO_MOVE MOVES WINNING [SOURCE]")
        size, to_move, moves, winning = fields[:4]
        if to_move not in ("b", "w") or not winning.split():
            raise SystemExit(f"{path}:{n}: bad side to move or no winning move")
        cases.append(
            {
                "line": n,
                "size": int(size),
                "to_move": to_move,
                "moves": moves.split(),
                "winning": set(winning.split()),
                "source": fields[4] if len(fields) > 4 else "",
                "losing": set(fields[5].split()) if len(fields) > 5 else set(),
            }
        )
    return cases


def commands(case):
    """The HTP session for one position: set it up, ask for a move."""
    lines = [f"boardsize {case['size']} {case['size']}", "clear_board"]
    for k, cell in enumerate(case["moves"]):
        lines.append(f"play {'bw'[k % 2]} {cell}")
    lines += [f"genmove {case['to_move']}", "quit"]
    return "\n".join(lines) + "\n"


def ask(engine, case):
    """The engine's move on one position, from the reply to `genmove`."""
    out = subprocess.run(
        shlex.split(engine),
        input=commands(case),
        capture_output=True,
        text=True,
        check=False,
    ).stdout
    replies = [r.strip() for r in out.split("\n\n") if r.strip()]
    # Replies come in command order: boardsize, clear_board, each play, genmove.
    k = 2 + len(case["moves"])
    errors = [r for r in replies[:k] if not r.startswith("=")]
    if errors or len(replies) <= k:
        return f"error: {errors[:1] or 'no reply'}"
    reply = replies[k]
    return reply[1:].strip().lower() if reply.startswith("=") else f"error: {reply}"


def main():
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=__doc__.split("\n\n", 1)[1],
    )
    ap.add_argument("suite", help="suite file (docs/results/suite-wolve/positions.txt)")
    ap.add_argument("--engine", required=True, help="engine command line, with its limits")
    ap.add_argument("-j", "--jobs", type=int, default=1, help="positions at once (untimed only)")
    ap.add_argument("-q", "--quiet", action="store_true", help="print the totals only")
    args = ap.parse_args()
    cases = read_suite(args.suite)
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        moves = list(pool.map(lambda c: ask(args.engine, c), cases))
    totals, proven_wrong = {}, 0
    for case, move in zip(cases, moves):
        right = move in case["winning"]
        proven_wrong += move in case["losing"]
        key = f"{case['size']}x{case['size']}"
        hit, seen = totals.get(key, (0, 0))
        totals[key] = (hit + right, seen + 1)
        if not args.quiet:
            mark = "right" if right else "wrong" if move in case["losing"] else "unchecked"
            wins = " ".join(sorted(case["winning"]))
            print(f"line {case['line']}: {mark} {move} (wins: {wins}) {case['source']}")
        if move.startswith("error"):
            print(f"line {case['line']}: {move}", file=sys.stderr)
    hit = sum(h for h, _ in totals.values())
    per_size = ", ".join(f"{k} {h}/{n}" for k, (h, n) in sorted(totals.items()))
    undecided = len(cases) - hit - proven_wrong
    print(f"right: {hit}/{len(cases)} ({per_size}); wrong: {proven_wrong} proven, {undecided} unchecked")


if __name__ == "__main__":
    main()
