#!/bin/sh
# Round forty-eight's partings study, as run (one engine at a time under
# the lock; BIN is main's release build, Benzene's wrappers in /opt/benzene/bin).
D=docs/results/partings-48
python3 $D/partings.py --winning-side docs/results/wolve-round4[4-7]/*/results.tsv > $D/positions.tsv
flock /tmp/hexbfs-cpu.lock python3 $D/ask.py $D/positions.tsv $BIN --time 1 > $D/hexbfs/first-pass-1s.tsv
flock /tmp/hexbfs-cpu.lock python3 $D/ask.py --setup "param_mohex max_time 10" $D/positions.tsv /opt/benzene/bin/mohex > $D/mohex-10s.tsv
flock /tmp/hexbfs-cpu.lock python3 $D/ask.py --setup "param_wolve max_time 4" $D/positions.tsv /opt/benzene/bin/wolve > $D/wolve-4s.tsv
while read name flags; do
  flock /tmp/hexbfs-cpu.lock python3 $D/ask.py $D/positions.tsv $BIN $flags > $D/hexbfs/$name.tsv
done <<'LIST'
default-1 --time 1
default-1b --time 1
time-4 --time 4
potw64 --time 1 --potential-weight 64
walls --time 1 --bridge-walls 1
order-potential --time 1 --order potential
order-shape --time 1 --order shape
knowledge10 --time 1 --root-knowledge 10
rootwidth-all --time 1 --root-width 676
resist --time 1 --resistance-weight 32
LIST
python3 $D/agree.py $D/mohex-10s.tsv $D/wolve-4s.tsv $D/wolve-4s.tsv $D/mohex-10s.tsv $D/hexbfs/*.tsv > $D/agree.txt
# Every hexbfs position of the modal lost lines, MoHex's value of each
# (3 s, the plain binary so that its statistics reach stderr), and when
# the lines were virtually lost by Benzene's and hexbfs's builders:
python3 $D/partings.py --table docs/results/wolve-round4[4-7]/*/results.tsv > $D/table.tsv
python3 $D/partings.py --winning-side --moves 99 --sgf /tmp/modal-sgf docs/results/wolve-round4[4-7]/*/results.tsv > $D/lines.tsv
flock /tmp/hexbfs-cpu.lock python3 $D/values.py 3 $D/lines.tsv /opt/benzene/src/build/src/mohex/mohex > $D/values-3s.tsv
python3 scripts/vc-onset.py --hexbfs $BIN /tmp/modal-sgf/*.sgf > $D/vc-onset.txt
