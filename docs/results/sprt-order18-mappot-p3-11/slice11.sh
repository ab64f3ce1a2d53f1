#!/bin/bash
# Round eighteen, the lead: a first slice of the 11x11 SPRT at 0.2 s, --order map-potential --order-plies 3 against the default, the same binary (the merge d827913's), at most 900 s.
D=/tmp/lead18/sprt-order18-mappot-p3-11; BIN=/tmp/lead18/bin18/hexbfs
{ date -u; uptime; } >> $D/load.txt
timeout 900 /tmp/lead18/bin18/hexbfs-match -e "mappotp3=$BIN --time 0.2 --order map-potential --order-plies 3" -e "base=$BIN --time 0.2" \
  --size 11 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 8 --out $D >> $D/slice-out.txt 2>> $D/slice-err.txt
{ date -u; uptime; } >> $D/load.txt
