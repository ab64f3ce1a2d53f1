#!/usr/bin/env python3
"""Worst genmove latency over N consecutive searches (issue 14, item 1).

Starts BINARY with a large transposition table and a depth-1 search, then
sends `genmove b` and `undo` N times on 9x9 and times each genmove's reply.
Any work proportional to the table's size inside a search (the old table
clear on a generation wrap, every 255 searches) shows as the worst time.

Usage: scripts/genmove-latency.py BINARY [N] [TABLE_MB]
  e.g. flock /tmp/hexbfs-cpu.lock scripts/genmove-latency.py target/release/hexbfs 1000 1024
"""
import subprocess
import sys
import time

binary = sys.argv[1]
n = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
table_mb = sys.argv[3] if len(sys.argv) > 3 else "1024"
engine = subprocess.Popen(
    [binary, "--table-mb", table_mb, "--depth", "1"],
    stdin=subprocess.PIPE,
    stdout=subprocess.PIPE,
    stderr=subprocess.DEVNULL,
    text=True,
    bufsize=1,
)


def command(line):
    """Sends one command; returns (seconds to the end of the reply, reply lines)."""
    start = time.perf_counter()
    engine.stdin.write(line + "\n")
    engine.stdin.flush()
    reply = []
    while True:
        text = engine.stdout.readline()
        if not text:
            sys.exit(f"engine closed its output after {line!r}")
        if text.strip():
            reply.append(text.strip())
        elif reply:
            return time.perf_counter() - start, reply


command("boardsize 9")
times = []
for _ in range(n):
    seconds, reply = command("genmove b")
    if not reply[0].startswith("="):
        sys.exit(f"genmove failed: {reply}")
    times.append(seconds)
    command("undo")
engine.stdin.write("quit\n")
engine.stdin.flush()
engine.wait()
times.sort()
print(
    f"{binary}: {n} genmoves, --table-mb {table_mb} --depth 1: median "
    f"{times[n // 2] * 1e3:.2f} ms, worst {times[-1] * 1e3:.1f} ms, "
    f"second worst {times[-2] * 1e3:.1f} ms"
)
