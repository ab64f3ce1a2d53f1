#!/bin/bash
# One SPRT slice of --potential-weight 32 --potential-cap 3 against the default leaf,
# the same binary on both sides, 11x11 at 0.2 s, under the machine-wide lock.
# T: the slice's timeout in seconds (at most 1500).
T=${T:-1500}
BIN=/tmp/strength16/bin/hexbfs
DIR=$(dirname "$0")
{ date -u; uptime; } >> "$DIR/load.txt"
flock /tmp/hexbfs-cpu.lock bash -c "{ echo locked; date -u; uptime; } >> '$DIR/load.txt'; timeout $T /tmp/strength16/bin/hexbfs-match \
  -e 'w32p3=$BIN --time 0.2 --potential-weight 32 --potential-cap 3' -e 'base=$BIN --time 0.2' \
  --size 11 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 4 --out '$DIR' > '$DIR/slice-out.txt' 2> '$DIR/slice-err.txt'; { echo released; date -u; uptime; } >> '$DIR/load.txt'"
