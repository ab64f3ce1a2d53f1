#!/usr/bin/env python3
"""Label positions of games hexbfs played with MoHex's DFPN solver.

For every game (SGF, no swap) the positions where hexbfs was to move are
walked from the last one back towards the opening. Each is solved by
MoHex (`dfpn-solve-state`, a time limit per position); where the side to
move wins, `dfpn-solver-find-winning` lists every winning move and the
position is printed as a suite line (format in `scripts/suite.py`). The
walk stops at the first position DFPN cannot decide in the limit, or after
`--max-wins` proven wins (the positions where hexbfs still had a win are
the interesting ones: the last of them in a lost game is where it went
wrong). Proven losses are not printed; a summary per game goes to stderr.
With `--frontier`, a game where no position of hexbfs is a proven win
gives the opponent's position before hexbfs's first proven loss instead,
if the opponent had a proven win there (the move that turned the game).

MoHex is untimed for the game (only the solver's limit applies) and is
run at the nice level given, so the labelling can share a machine; it
measures nothing and needs no CPU lock.

    scripts/label-suite.py --limit 20 docs/results/wolve9-round6/games/*.sgf
"""

import argparse
import re
import signal
import subprocess
import sys
import time


def read_sgf(path):
    """Board size, the moves ('b'/'w', cell) and hexbfs's colour, or None."""
    text = open(path).read()
    size = int(re.search(r"SZ\[(\d+)\]", text).group(1))
    pb = re.search(r"PB\[([^\]]*)\]", text).group(1)
    pw = re.search(r"PW\[([^\]]*)\]", text).group(1)
    me = "b" if pb.startswith("hexbfs") else "w" if pw.startswith("hexbfs") else None
    winner = re.search(r"RE\[([BW])\+", text)
    moves = [(c.lower(), m) for c, m in re.findall(r";([BW])\[([^\]]*)\]", text)]
    if me is None or any(not re.fullmatch(r"[a-z]\d+", m) for _, m in moves):
        return None
    return size, moves, me, winner.group(1).lower() if winner else None


class Mohex:
    """An HTP session with MoHex."""

    def __init__(self, binary, nice):
        self.proc = subprocess.Popen(
            ["nice", "-n", str(nice), binary],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )

    def ask(self, command):
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if line == "":
                raise RuntimeError(f"mohex died on {command!r}")
            if line.strip() == "" and lines:
                break
            if line.strip():
                lines.append(line.strip())
        reply = " ".join(lines)
        if not reply.startswith("="):
            raise RuntimeError(f"{command!r}: {reply}")
        return reply[1:].strip()

    def setup(self, size, moves):
        self.ask(f"boardsize {size} {size}")
        for color, cell in moves:
            self.ask(f"play {color} {cell}")

    def close(self):
        self.proc.kill()
        self.proc.wait()


def solve(mohex, size, moves, color, limit, find_limit):
    """MoHex's verdict for `color` to move after `moves` (None if it did
    not decide in `limit` seconds), the winning moves if `color` wins (not
    looked for without `find_limit`), and the seconds the verdict took."""
    mohex.ask("dfpn-clear-tt")
    mohex.setup(size, moves)
    mohex.ask(f"param_dfpn timelimit {limit}")
    start = time.time()
    verdict = mohex.ask(f"dfpn-solve-state {color}")
    spent = time.time() - start
    if verdict not in ("black", "white"):
        return None, [], spent
    if verdict[0] != color or find_limit is None:
        return verdict, [], spent
    # Each move MoHex considers is solved in turn with this limit; one it
    # cannot decide in time is left out of the winning set.
    mohex.ask(f"param_dfpn timelimit {find_limit}")
    return verdict, mohex.ask(f"dfpn-solver-find-winning {color}").split(), spent


def emit(path, size, color, moves, k, winning, note):
    """Prints one suite line: `color` to move after `moves[:k]`."""
    fields = [
        str(size),
        color,
        " ".join(cell for _, cell in moves[:k]),
        " ".join(sorted(winning)),
        f"{path} move {k + 1} ({note})",
    ]
    print("\t".join(fields), flush=True)


def label_game(path, mohex, args):
    game = read_sgf(path)
    if game is None:
        print(f"{path}: skipped (swap or no hexbfs)", file=sys.stderr)
        return
    size, moves, me, winner = game
    plies = [k for k, (color, _) in enumerate(moves) if color == me and k > 0]
    wins, notes, first_loss = 0, [], None
    for k in reversed(plies):
        verdict, winning, spent = solve(mohex, size, moves[:k], me, args.limit, args.find_limit)
        if verdict is None:
            notes.append(f"{k + 1}:?")
            break
        if not winning:
            notes.append(f"{k + 1}:L")
            first_loss = k
            continue
        played = moves[k][1]
        notes.append(f"{k + 1}:W{'+' if played in winning else '-'}")
        emit(path, size, me, moves, k, winning, f"hexbfs played {played}; solve {spent:.1f} s")
        wins += 1
        if wins >= args.max_wins:
            break
    if args.frontier and wins == 0 and first_loss is not None and first_loss >= 2:
        # The opponent's move that turned the game: the position before
        # it, if the opponent had a proven win there.
        k = first_loss - 1
        them = moves[k][0]
        verdict, winning, spent = solve(mohex, size, moves[:k], them, args.limit, args.find_limit)
        notes.append(f"{k + 1}:{'?' if verdict is None else 'W' if winning else 'L'} (them)")
        if winning:
            played = moves[k][1]
            if played not in winning:
                # The opponent won the game with it: find-winning's limit
                # per move may have left it out.
                after, _, _ = solve(mohex, size, moves[: k + 1], me, args.limit, None)
                if after is not None and after[0] != me:
                    winning.append(played)
            emit(path, size, them, moves, k, winning, f"opponent played {played}; solve {spent:.1f} s")
    result = "won" if winner == me else "lost"
    print(f"{path}: hexbfs {me} {result}; {' '.join(notes)}", file=sys.stderr, flush=True)


def verify(mohex, args):
    """For each `LINE:MOVE`, whether MOVE wins or loses in that suite line's
    position, by DFPN with the same limit, recorded in the suite file: a
    winning move joins the line's WINNING (find-winning's limit per move
    can leave one out), a losing one its LOSING (sixth column). A move
    DFPN cannot decide is left out of both."""
    lines = open(args.verify).read().splitlines()
    for item in args.games:
        n, move = item.split(":")
        fields = lines[int(n) - 1].split("\t")
        size, color, moves = fields[:3]
        fields += [""] * (6 - len(fields))
        seq = [("bw"[k % 2], cell) for k, cell in enumerate(moves.split())]
        them = "w" if color == "b" else "b"
        verdict, _, spent = solve(mohex, int(size), seq + [(color, move)], them, args.limit, None)
        column = None if verdict is None else 5 if verdict[0] == them else 3
        if column is not None:
            fields[column] = " ".join(sorted(set(fields[column].split()) | {move}))
        lines[int(n) - 1] = "\t".join(fields)
        says = {None: "unknown", 3: "wins", 5: "loses"}[column]
        print(f"line {n}: {move} {says} ({spent:.1f} s)", flush=True)
        open(args.verify, "w").write("\n".join(lines) + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("games", nargs="+", help="SGF files of games hexbfs played (with --verify: LINE:MOVE)")
    ap.add_argument("--verify", metavar="SUITE", help="solve the given moves in the suite's positions and record them there")
    ap.add_argument("--mohex", default="/opt/benzene/bin/mohex")
    ap.add_argument("--limit", type=float, default=20, help="DFPN seconds per position")
    ap.add_argument("--find-limit", type=float, default=5, help="DFPN seconds per move tried by find-winning")
    ap.add_argument("--max-wins", type=int, default=3, help="proven wins kept per game")
    ap.add_argument("--nice", type=int, default=19)
    ap.add_argument("--lost-only", action="store_true", help="only games hexbfs lost")
    ap.add_argument(
        "--frontier",
        action="store_true",
        help="in a game with no proven win for hexbfs, label the opponent's move before its first proven loss",
    )
    args = ap.parse_args()
    # A kill ends MoHex too (through the `finally` below).
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    mohex = Mohex(args.mohex, args.nice)
    try:
        if args.verify:
            return verify(mohex, args)
        for path in args.games:
            game = read_sgf(path)
            if args.lost_only and game and game[3] == game[2]:
                continue
            label_game(path, mohex, args)
    finally:
        mohex.close()


if __name__ == "__main__":
    main()
