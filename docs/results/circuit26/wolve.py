"""A Wolve process driven over HTP, for benz_pairs.py and benz_children.py."""
import subprocess

WOLVE = "/opt/benzene/bin/wolve"


class Wolve:
    def __init__(self):
        self.p = subprocess.Popen([WOLVE], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True)

    def cmd(self, c):
        """Sends one command; its reply's lines (the first starts with = or ?)."""
        self.p.stdin.write(c + "\n")
        self.p.stdin.flush()
        out = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                break
            if line.strip() == "":
                if out:
                    break
                continue
            out.append(line.rstrip("\n"))
        return "\n".join(out)

    def close(self):
        self.cmd("quit")
