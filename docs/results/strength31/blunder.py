#!/usr/bin/env python3
"""Usage: blunder.py RESULTS_TSV LIMIT_SECONDS MIN_STONES HEXBFS

For each game hexbfs lost (results.tsv of a match against another engine),
hexbfs's first move that its own df-pn proves losing within LIMIT seconds
(the position after the move solved for the opponent, table cleared), and
what df-pn says of the position before it (4 * LIMIT seconds): lost already,
won (the move threw a win away), or unknown (the move could have been
checked and another, unproven, one played). Untimed: the limit is wall clock."""
import subprocess, sys
tsv, limit, least, binary = sys.argv[1], float(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
eng = subprocess.Popen([binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                       stderr=subprocess.DEVNULL, text=True)
def send(c):
    eng.stdin.write(c + "\n"); eng.stdin.flush()
    out = []
    while True:
        l = eng.stdout.readline()
        if l.strip() == "" and out: break
        if l.strip(): out.append(l.strip())
    return out[0]
def solve(color, secs):
    send(f"param_dfpn timelimit {secs}")
    send("dfpn-clear-tt")
    r = send(f"dfpn-solve-state {color}")
    return r[2:] if r.startswith("= ") else "unknown"
name = {"b": "black", "w": "white"}
size, games, lost, tally = None, 0, 0, {}
for line in open(tsv):
    if line.startswith("# match size"):
        size = int(line.split()[-1].split("x")[0])
    if line.startswith("#") or not line.strip():
        continue
    f = line.rstrip("\n").split("\t")
    _, opening, black, white, winner, _, _, moves = f[:8]
    games += 1
    if winner == "hexbfs":
        continue
    lost += 1
    me = "b" if black == "hexbfs" else "w"
    them = "w" if me == "b" else "b"
    send(f"boardsize {size} {size}")
    moves = moves.split()
    verdict, at = "none", None
    for k, m in enumerate(moves):
        col = m[0].lower()
        if col == me and k >= least and k + 1 < len(moves):
            send(f"play {col} {m[1:]}")
            if solve(them, limit) == name[them]:
                send("undo")
                before = solve(me, 4 * limit)
                verdict = {name[them]: "lost-before", name[me]: "won-before"}.get(before, "unknown-before")
                at = f"{k + 1}:{m[1:]}"
                break
            send("undo")
        send(f"play {col} {m[1:]}")
    tally[verdict] = tally.get(verdict, 0) + 1
    print(f"{opening} hexbfs={me} moves={len(moves)} first_proven_losing_move={at} {verdict}", flush=True)
print(f"games {games} lost {lost} " + " ".join(f"{k} {v}" for k, v in sorted(tally.items())))
