#!/usr/bin/env python3
"""Solves every 1-move opening of an n x n board with df-pn in one or more
HTP engines, one after the other in the same run, and checks each answer
against the published table in tests/openings/NxN.txt.

For each opening and engine: `boardsize n n`, `play b CELL`, `dfpn-clear-tt`,
then `dfpn-solve-state white` is timed (wall clock, from sending the command
to reading the reply). Each engine gets `param_dfpn timelimit LIMIT`.

    scripts/solve-openings.py --size 7 --limit 10 \
        --engine hexbfs=target/release/hexbfs \
        --engine mohex=/opt/benzene/bin/mohex

`--setup NAME=COMMAND` sends COMMAND to engine NAME once, after the time
limit (repeatable), e.g. the solver's threads:

    scripts/solve-openings.py --size 7 --limit 10 \
        --engine one=target/release/hexbfs --engine two=target/release/hexbfs \
        --setup "two=param_dfpn threads 2"

Prints one row per opening and the totals as a Markdown table. Run timed
work under the machine's CPU lock:
    flock /tmp/hexbfs-cpu.lock scripts/solve-openings.py ...
"""

import argparse
import os
import shlex
import subprocess
import sys
import time


class Engine:
    """An HTP engine process: one command at a time, replies up to an
    empty line; `gogui-gfx:` blocks before a reply are skipped."""

    def __init__(self, name, command):
        self.name = name
        self.proc = subprocess.Popen(
            shlex.split(command),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            bufsize=1,
        )

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        while True:
            lines = []
            while True:
                text = self.proc.stdout.readline()
                if text == "":
                    raise RuntimeError(f"{self.name} exited during: {line}")
                text = text.rstrip("\r\n")
                if text == "" and lines:
                    break
                if text != "":
                    lines.append(text)
            reply = "\n".join(lines)
            if reply.startswith("gogui-gfx:"):
                continue
            ok = reply.startswith("=")
            return ok, reply[1:].strip()

    def close(self):
        try:
            self.send("quit")
        except (RuntimeError, BrokenPipeError):
            pass
        self.proc.wait(timeout=10)


def table(size):
    root = os.path.join(os.path.dirname(__file__), "..")
    path = os.path.join(root, "tests", "openings", f"{size}x{size}.txt")
    rows = []
    with open(path) as f:
        for line in f:
            if line.startswith("##") or not line.strip():
                continue
            cell, winner = line.split()
            rows.append((cell, winner))
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--size", type=int, default=7)
    ap.add_argument("--limit", type=float, default=10.0, help="seconds per opening")
    ap.add_argument("--engine", action="append", required=True, help="NAME=COMMAND")
    ap.add_argument("--cells", help="only these openings (comma-separated)")
    ap.add_argument(
        "--setup",
        action="append",
        default=[],
        help="NAME=COMMAND sent to engine NAME once (e.g. two='param_dfpn threads 2')",
    )
    args = ap.parse_args()

    engines = []
    for spec in args.engine:
        name, command = spec.split("=", 1)
        e = Engine(name, command)
        e.send(f"param_dfpn timelimit {args.limit}")
        engines.append(e)
    for spec in args.setup:
        name, command = spec.split("=", 1)
        matching = [e for e in engines if e.name == name]
        if not matching:
            ap.error(f"--setup names no engine: {name}")
        for e in matching:
            ok, reply = e.send(command)
            if not ok:
                ap.error(f"{name} refused {command!r}: {reply}")

    rows = table(args.size)
    if args.cells:
        wanted = set(args.cells.split(","))
        rows = [r for r in rows if r[0] in wanted]
    totals = {e.name: [0.0, 0, 0] for e in engines}  # time, right, wrong
    header = "| opening | published |" + "".join(f" {e.name} | s |" for e in engines)
    print(header)
    print("|---" * (2 + 2 * len(engines)) + "|")
    for cell, winner in rows:
        row = f"| {cell} | {winner} |"
        for e in engines:
            e.send(f"boardsize {args.size} {args.size}")
            e.send(f"play b {cell}")
            e.send("dfpn-clear-tt")
            start = time.monotonic()
            ok, reply = e.send("dfpn-solve-state white")
            took = time.monotonic() - start
            answer = reply if ok and reply in ("black", "white") else "unsolved"
            t = totals[e.name]
            t[0] += took
            if answer == winner:
                t[1] += 1
            elif answer != "unsolved":
                t[2] += 1
            mark = "" if answer in (winner, "unsolved") else " WRONG"
            row += f" {answer}{mark} | {took:.2f} |"
        print(row, flush=True)
    summary = "| total | |"
    for e in engines:
        t = totals[e.name]
        summary += f" {t[1]}/{len(rows)} right, {t[2]} wrong | {t[0]:.1f} |"
    print(summary)
    for e in engines:
        e.close()
    return 0 if all(t[2] == 0 for t in totals.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
