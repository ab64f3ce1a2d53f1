"""A hexbfs process driven over HTP: `ask` sends one command and returns its reply's text."""
import subprocess


class Engine:
    def __init__(self, binary):
        self.p = subprocess.Popen([binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True)

    def ask(self, cmd):
        self.p.stdin.write(cmd + "\n")
        self.p.stdin.flush()
        out = []
        while True:
            line = self.p.stdout.readline()
            if line.strip() == "" and out:
                return " ".join(out)
            if line.strip():
                out.append(line.strip())


def games(tsv):
    """The move lists of a hexbfs-match results.tsv, as ("B", "h10") pairs."""
    for line in open(tsv):
        if not line.startswith("#"):
            yield [(m[0], m[1:]) for m in line.rstrip("\n").split("\t")[7].split()]
