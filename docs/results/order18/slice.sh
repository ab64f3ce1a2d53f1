#!/bin/bash
# slice.sh DIR SIZE SECONDS ROUNDS NAME ARGS...: one SPRT slice of the candidate order
# (ARGS) against the default, the same binary on both sides, under the machine-wide
# lock, at most T seconds (default 1500); resumes from DIR/results.tsv.
DIR=$1; SIZE=$2; SEC=$3; ROUNDS=$4; NAME=$5; shift 5
T=${T:-1500}
BIN=/tmp/order18/bin/hexbfs
mkdir -p "$DIR"
sha256sum "$BIN" > "$DIR/binary.txt"
{ date -u; uptime; } >> "$DIR/load.txt"
flock /tmp/hexbfs-cpu.lock bash -c "{ echo locked; date -u; uptime; } >> '$DIR/load.txt'; timeout $T /tmp/order18/bin/hexbfs-match \
  -e '$NAME=$BIN --time $SEC $*' -e 'base=$BIN --time $SEC' \
  --size $SIZE -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds $ROUNDS --out '$DIR' >> '$DIR/slice-out.txt' 2>> '$DIR/slice-err.txt'; { echo released; date -u; uptime; } >> '$DIR/load.txt'"
