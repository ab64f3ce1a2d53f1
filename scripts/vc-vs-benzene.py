#!/usr/bin/env python3
"""Virtual connections of hexbfs beside Benzene's VC builder, over HTP.

For every position of the given SGF games (after each move but the last,
every STEP-th move), both engines build both colours' connections:
Benzene with one `vc-build COLOR` (COLOR the side to move), which builds
both colours' connections (`HexBoard::ComputeAll`: the inferior cells,
then `BuildVCs` for Black and White), then `vc-between-cells-full COLOR
north south` (east west for White) for each colour; hexbfs with `vc_edges
COLOR` for each colour, which builds that colour's only. Prints, per board size,
how often hexbfs also finds each edge-to-edge full connection Benzene finds,
the misses (game, move number, colour), and the total time of the build
commands (HTP round trips, both colours) of each engine.

Usage: scripts/vc-vs-benzene.py [--step N] [--fill] [--probe] [--no-ladders] [--narrowing] [--limits "F S E O D"] [--no-times]
         [--benzene-build-per-colour] [--benzene-setup CMD]... [--benzene /opt/benzene/bin/wolve] [--hexbfs target/release/hexbfs] SGF...
Before round thirty-six the script sent Benzene one `vc-build` per colour, so
its time counted Benzene's build of both colours twice;
`--benzene-build-per-colour` does that again, to reproduce the old figures.
`--benzene-setup` sends Benzene a command first (for instance
`"param_player_board use_ice 0"`: the connections without its inferior
cells, to set beside `vc_edges COLOR` without `--fill`).
Run it under `flock /tmp/hexbfs-cpu.lock` (it measures time).
"""
import argparse
import re
import subprocess
import sys
import time


class Engine:
    def __init__(self, argv):
        self.p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True, bufsize=1)

    def send(self, line):
        """The reply to one command, and the seconds it took."""
        start = time.perf_counter()
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()
        lines = []
        while True:
            out = self.p.stdout.readline()
            if out == "":
                raise RuntimeError(f"engine died on {line!r}")
            if out.strip() == "" and lines:
                break
            if out.strip() == "" and not lines:
                continue
            lines.append(out.rstrip("\n"))
        elapsed = time.perf_counter() - start
        text = "\n".join(lines)
        if text.startswith("?"):
            raise RuntimeError(f"{line!r}: {text}")
        return text[1:].strip(), elapsed

    def close(self):
        try:
            self.send("quit")
        except RuntimeError:
            pass
        self.p.wait(timeout=10)


def read_sgf(path):
    text = open(path).read()
    size = int(re.search(r"SZ\[(\d+)\]", text).group(1))
    moves = re.findall(r";([BW])\[([a-z]+\d+)\]", text)
    return size, [("black" if c == "B" else "white", m) for c, m in moves]


EDGES = {"black": "north south", "white": "east west"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--step", type=int, default=1)
    ap.add_argument("--benzene", default="/opt/benzene/bin/wolve")
    ap.add_argument("--hexbfs", default="target/release/hexbfs")
    ap.add_argument("--fill", action="store_true",
                    help="hexbfs fills dead and captured cells first (vc_edges COLOR fill)")
    ap.add_argument("--probe", action="store_true",
                    help="hexbfs also plays the semis' keys when not joined (vc_edges COLOR ... probe)")
    ap.add_argument("--no-ladders", action="store_true",
                    help="hexbfs builds without ladder nodes (vc_edges COLOR ... noladders)")
    ap.add_argument("--narrowing", action="store_true",
                    help="hexbfs keeps only the fulls that narrow a pair's intersection "
                         "(vc_edges COLOR ... narrowing)")
    ap.add_argument("--or-by-cells", action="store_true",
                    help="hexbfs runs the OR rule by cells (vc_edges COLOR ... orcells)")
    ap.add_argument("--limits", metavar="'F S E O D'",
                    help="hexbfs builds within these limits (vc_edges COLOR ... limits F S E O D: "
                         "fulls and semis a pair, edge semis, semis an OR, OR depth)")
    ap.add_argument("--benzene-build-per-colour", action="store_true",
                    help="send Benzene `vc-build` for each colour (each builds both), as before round 36")
    ap.add_argument("--benzene-setup", action="append", default=[], metavar="CMD",
                    help="an HTP command Benzene gets before the first game (repeatable)")
    ap.add_argument("--no-times", action="store_true",
                    help="leave the times out (for runs outside the CPU lock)")
    ap.add_argument("sgf", nargs="+")
    args = ap.parse_args()
    benzene, hexbfs = Engine([args.benzene]), Engine([args.hexbfs])
    for line in args.benzene_setup:
        benzene.send(line)
    stats = {}
    for path in args.sgf:
        size, moves = read_sgf(path)
        s = stats.setdefault(size, dict(positions=0, benzene=0, both=0, hexbfs_only=0,
                                        t_benzene=0.0, t_hexbfs=0.0, misses=[]))
        for e in (benzene, hexbfs):
            e.send(f"boardsize {size}")
            e.send("clear_board")
        for n, (color, move) in enumerate(moves[:-1], start=1):
            for e in (benzene, hexbfs):
                e.send(f"play {color} {move}")
            if n % args.step:
                continue
            s["positions"] += 1
            to_move = "white" if color == "black" else "black"
            if not args.benzene_build_per_colour:
                _, tb = benzene.send(f"vc-build {to_move}")
                s["t_benzene"] += tb
            for c in ("black", "white"):
                if args.benzene_build_per_colour:
                    _, tb = benzene.send(f"vc-build {c}")
                    s["t_benzene"] += tb
                full_b, _ = benzene.send(f"vc-between-cells-full {c} {EDGES[c]}")
                reply, th = hexbfs.send(f"vc_edges {c}" + (" fill" if args.fill else "")
                                        + (" probe" if args.probe else "")
                                        + (" noladders" if args.no_ladders else "")
                                        + (" narrowing" if args.narrowing else "")
                                        + (" orcells" if args.or_by_cells else "")
                                        + (f" limits {args.limits}" if args.limits else ""))
                full_h = reply.startswith(f"{c} edges joined, carrier")
                s["t_hexbfs"] += th
                if full_b:
                    s["benzene"] += 1
                    if full_h:
                        s["both"] += 1
                    else:
                        s["misses"].append(f"{path} after move {n}: {c}")
                elif full_h:
                    s["hexbfs_only"] += 1
    benzene.close()
    hexbfs.close()
    for size, s in sorted(stats.items()):
        share = 100.0 * s["both"] / s["benzene"] if s["benzene"] else float("nan")
        print(f"{size}x{size}: {s['positions']} positions, Benzene finds {s['benzene']} "
              f"edge-to-edge fulls, hexbfs finds {s['both']} of them ({share:.1f}%), "
              f"and {s['hexbfs_only']} Benzene does not")
        if not args.no_times:
            print(f"  build time, both colours: Benzene {s['t_benzene']:.3f} s, hexbfs "
                  f"{s['t_hexbfs']:.3f} s ({s['t_benzene'] / max(s['t_hexbfs'], 1e-9):.1f}x); "
                  f"per position {1000 * s['t_benzene'] / s['positions']:.2f} ms vs "
                  f"{1000 * s['t_hexbfs'] / s['positions']:.2f} ms")
        for m in s["misses"]:
            print(f"  miss: {m}")


if __name__ == "__main__":
    sys.exit(main())
