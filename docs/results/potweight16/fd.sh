#!/bin/bash
# fd.sh W P DEPTH: fixed-depth self-play, 9x9, every 1-move opening twice, weight W cap P against the default leaf
W=$1; P=$2; D=$3
BIN=/tmp/strength16/bin/hexbfs
nice -n 10 /tmp/strength16/bin/hexbfs-match -e "w${W}p${P}=$BIN --depth $D --time 1000 --potential-weight $W --potential-cap $P" \
  -e "base=$BIN --depth $D --time 1000" --size 9 -j 1 --timeout 60 --rounds 1 --out /tmp/strength16/fd$D-w${W}p${P} > /tmp/strength16/fd$D-w${W}p${P}.txt 2>/tmp/strength16/fd$D-w${W}p${P}.err
