"""What blunder.py and verify.py share: an HTP engine to talk to, and the
games of a hexbfs-match results.tsv."""
import subprocess


class Engine:
    def __init__(self, command):
        self.proc = subprocess.Popen([command], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True)

    def send(self, command):
        """The first line of the reply to `command`."""
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        reply = []
        while True:
            line = self.proc.stdout.readline()
            if line.strip() == "" and reply:
                return reply[0]
            if line.strip():
                reply.append(line.strip())

    def solve(self, color, seconds):
        """df-pn's winner ("= black", "= white") with `color` to move, or its error."""
        self.send("dfpn-clear-tt")
        self.send(f"param_dfpn timelimit {seconds}")
        return self.send(f"dfpn-solve-state {color}")


def games(tsv):
    """The board size and, per game, (opening, hexbfs's colour "b"/"w", winner, moves)."""
    size, rows = None, []
    for line in open(tsv):
        if line.startswith("# match size"):
            size = int(line.split()[-1].split("x")[0])
        if line.startswith("#") or not line.strip():
            continue
        f = line.rstrip("\n").split("\t")
        rows.append((f[1], "b" if f[2] == "hexbfs" else "w", f[4], f[7].split()))
    return size, rows
