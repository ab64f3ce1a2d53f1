#!/bin/bash
# Lead, round twelve: MoHex 9x9, 40 games at 1 s, main's default search (round eleven's), quiet but for CI at nice 19.
cd /work/main
OUT=/tmp/lead12/mohex9-round12
( while true; do echo "$(date -u +%H:%M:%S) $(cut -d' ' -f1-3 /proc/loadavg)"; sleep 60; done ) > /tmp/lead12/mohex9-load.txt &
LP=$!
flock /tmp/hexbfs-cpu.lock timeout 1800 /tmp/lead12/bin/hexbfs-integ-match -e "hexbfs=/tmp/lead12/bin/hexbfs-integ --time 1" -e "mohex=/opt/benzene/bin/mohex" \
  --setup "mohex=param_mohex max_time 1" --size 9 \
  --openings docs/results/openings/9x9-wolve-20.txt --timeout 10 -j 1 --out $OUT > /tmp/lead12/mohex9.out 2>/tmp/lead12/mohex9.err
echo rc=$? >> /tmp/lead12/mohex9.out
kill $LP
