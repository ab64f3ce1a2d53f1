#!/usr/bin/env python3
"""Usage: won.py RESULTS_TSV LIMIT_SECONDS MIN_STONES [HEXBFS]

For each game hexbfs lost (results.tsv of a gauge), every position with
hexbfs to move and at least MIN stones: does hexbfs's df-pn prove it won
for hexbfs within LIMIT seconds? Untimed estimate (the limit is wall clock)."""
import subprocess, sys
tsv, limit, least = sys.argv[1], float(sys.argv[2]), int(sys.argv[3])
eng = subprocess.Popen([sys.argv[4] if len(sys.argv) > 4 else "./hexbfs"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                       stderr=subprocess.DEVNULL, text=True)
def send(c):
    eng.stdin.write(c + "\n"); eng.stdin.flush()
    out = []
    while True:
        l = eng.stdout.readline()
        if l.strip() == "" and out: break
        if l.strip(): out.append(l.strip())
    return out[0]
send(f"param_dfpn timelimit {limit}")
size = None
games = lost = won_somewhere = 0
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
    send(f"boardsize {size} {size}")
    moves = moves.split()
    first = None
    for k, m in enumerate(moves):
        col = m[0].lower()
        send(f"play {col} {m[1:]}")
        to_move = "w" if col == "b" else "b"
        if to_move == me and k + 1 >= least and k + 1 < len(moves):
            send("dfpn-clear-tt")
            r = send(f"dfpn-solve-state {me}")
            if r == "= " + ("black" if me == "b" else "white"):
                first = k + 1
                break
    if first is not None:
        won_somewhere += 1
    print(f"{opening} hexbfs={me} moves={len(moves)} proven_won_at={first}", flush=True)
print(f"games {games} lost {lost} lost_after_a_proven_win {won_somewhere}")
