"""The game lines of a `hexbfs-match` results.tsv, for the lab scripts of
this folder: (opening, black, white, winner, moves), the moves as `Bf6`."""


def games(path):
    for line in open(path):
        if line.startswith("#"):
            continue
        f = line.rstrip("\n").split("\t")
        if len(f) >= 8:
            yield f[1], f[2], f[3], f[4], f[7].split()
