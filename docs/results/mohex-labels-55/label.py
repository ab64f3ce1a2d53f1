#!/usr/bin/env python3
"""Round fifty-five: positions labelled by MoHex's value for the side to move.

Samples positions from hexbfs-match results files (one position a game, at
a random ply from 4 on; half of them with one or two random moves played
after it, so that the labels also cover the odd positions a search reaches),
asks MoHex for each (`genmove` with a fixed number of games, then
`mohex-search-statistics`'s `Score`, the root's mean for the side to move),
and writes one line a position:

    size <TAB> moves <TAB> to_move <TAB> value <TAB> how

`how` is `uct N` (N games), or `solved` where MoHex's knowledge decided the
position before any game (the value is then 1 or 0, from `dfpn-solve-state`).
Positions dfpn does not settle within its limit are left out.

    label.py --size 11 --count 6000 --workers 2 --games 2000 --seed 1 \
        --out labels.tsv RESULTS.tsv...

With `--positions FILE` it labels the positions of FILE instead (lines
`size <TAB> moves <TAB> tag`, as `examples/families.rs` writes them), and
writes each line's tag as a sixth column.
"""
import argparse, random, subprocess, sys, threading

def games(paths, size):
    seen = set()
    for p in paths:
        text = open(p).read()
        if f"# match size {size}x{size}" not in text:
            continue
        for line in text.splitlines():
            if line.startswith("#"):
                continue
            f = line.split("\t")
            if len(f) < 8 or not f[6].endswith("connected"):
                continue
            moves = f[7].split()
            key = " ".join(moves)
            if key in seen:
                continue
            seen.add(key)
            yield moves

def cells(size):
    return [f"{chr(97 + c)}{r + 1}" for r in range(size) for c in range(size)]

def sample(paths, size, count, seed):
    rng = random.Random(seed)
    all_games = list(games(paths, size))
    rng.shuffle(all_games)
    out, seen = [], set()
    for moves in all_games:
        if len(out) >= count:
            break
        last = min(len(moves) - 2, 70)
        if last < 4:
            continue
        ply = rng.randint(4, last)
        pos = moves[:ply]
        if rng.random() < 0.5:
            taken = {m[1:] for m in pos}
            free = [c for c in cells(size) if c not in taken]
            for _ in range(rng.choice((1, 2))):
                colour = "W" if pos[-1][0] == "B" else "B"
                c = rng.choice(free)
                free.remove(c)
                pos = pos + [colour + c]
        key = " ".join(pos)
        if key in seen:
            continue
        seen.add(key)
        out.append(pos)
    return out

class MoHex:
    def __init__(self, binary, games_per):
        self.last = None
        self.p = subprocess.Popen([binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True, bufsize=1)
        for c in ("param_mohex reuse_subtree 0", f"param_mohex max_games {games_per}",
                  "param_mohex max_time 20",
                  "param_mohex search_singleton 1", "param_dfpn timelimit 5"):
            self.ask(c)

    def ask(self, cmd):
        self.p.stdin.write(cmd + "\n")
        lines = []
        while True:
            line = self.p.stdout.readline()
            if line == "":
                raise RuntimeError(f"mohex died on {cmd}")
            if line == "\n":
                if lines:
                    break
                continue
            lines.append(line.rstrip("\n"))
        if not lines[0].startswith("="):
            raise RuntimeError(f"{cmd}: {lines}")
        lines[0] = lines[0][1:].strip()
        return lines

    def label(self, size, pos):
        self.ask(f"boardsize {size}")
        self.ask("clear_board")
        for m in pos:
            self.ask(f"play {m[0].lower()} {m[1:]}")
        to_move = "w" if pos[-1][0] == "B" else "b"
        move = self.ask(f"genmove {to_move}")[0].strip().lower()
        stats = self.ask("mohex-search-statistics")
        # A genmove that ran no search (its position decided by MoHex's
        # knowledge) leaves the last search's statistics in place.
        stale, self.last = stats == self.last, stats
        score = count = None
        for line in stats:
            w = line.split()
            if len(w) >= 2 and w[0] == "Score":
                score = float(w[1])
            if len(w) >= 2 and w[0] == "GamesPlayed":
                count = int(w[1])
        if score is not None and count and not stale:
            return to_move, score, f"uct {count}"
        if move != "resign":
            self.ask("undo")
        winner = self.ask(f"dfpn-solve-state {'white' if to_move == 'w' else 'black'}")[0].strip()
        if winner not in ("black", "white"):
            return None
        return to_move, 1.0 if winner[0] == to_move else 0.0, "solved"

def main():
    a = argparse.ArgumentParser()
    a.add_argument("--size", type=int, default=11)
    a.add_argument("--count", type=int, default=6000)
    a.add_argument("--workers", type=int, default=2)
    a.add_argument("--games", type=int, default=2000)
    a.add_argument("--seed", type=int, default=1)
    a.add_argument("--mohex", default="/opt/benzene/bin/mohex")
    a.add_argument("--out", required=True)
    a.add_argument("--positions")
    a.add_argument("files", nargs="*")
    o = a.parse_args()
    tags = None
    if o.positions:
        lines = [l.rstrip("\n").split("\t") for l in open(o.positions) if l.strip()]
        todo = [l[1].split() for l in lines]
        tags = [l[2] for l in lines]
    else:
        todo = sample(o.files, o.size, o.count, o.seed)
    print(f"{len(todo)} positions", file=sys.stderr)
    lock = threading.Lock()
    out = open(o.out, "w")
    done = [0]

    def work(k):
        m = MoHex(o.mohex, o.games)
        for i in range(k, len(todo), o.workers):
            r = m.label(o.size, todo[i])
            with lock:
                done[0] += 1
                if r:
                    tag = f"\t{tags[i]}" if tags else ""
                    out.write(f"{o.size}\t{' '.join(todo[i])}\t{r[0]}\t{r[1]:.4f}\t{r[2]}{tag}\n")
                    out.flush()
                if done[0] % 200 == 0:
                    print(f"{done[0]} done", file=sys.stderr, flush=True)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(o.workers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()

if __name__ == "__main__":
    main()
