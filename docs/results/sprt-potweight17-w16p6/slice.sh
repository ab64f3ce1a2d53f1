#!/bin/bash
# slice.sh DIR SIZE TIME NAME ARGS...: one SPRT slice of the settings ARGS against the
# defaults, the same binary on both sides, under the machine-wide lock.
# T: the slice's timeout in seconds (at most 1500).
DIR=$1; SIZE=$2; TM=$3; NAME=$4; shift 4
T=${T:-1500}
BIN=/tmp/strength17/bin/hexbfs
mkdir -p "$DIR"
{ date -u; uptime; } >> "$DIR/load.txt"
flock /tmp/hexbfs-cpu.lock bash -c "{ echo locked; date -u; uptime; } >> '$DIR/load.txt'; timeout $T /tmp/strength17/bin/hexbfs-match \
  -e '$NAME=$BIN --time $TM $*' -e 'base=$BIN --time $TM' \
  --size $SIZE -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --out '$DIR' >> '$DIR/slice-out.txt' 2>> '$DIR/slice-err.txt'; { echo released; date -u; uptime; } >> '$DIR/load.txt'"
