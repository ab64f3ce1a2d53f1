#!/bin/bash
# solver16's timed hold: a4, then the 25 openings; hexbfs with 1 and 2 threads, MoHex at 1 and 2.
cd /work/wt/solver16
B=/tmp/solver16/hexbfs
M=/opt/benzene/bin/mohex
E=(--engine hexbfs1=$B --engine hexbfs2=$B --setup "hexbfs2=param_dfpn threads 2"
   --engine mohex=$M --engine mohex2=$M --setup "mohex2=param_dfpn threads 2")
echo "start $(date -u) $(uptime)"
python3 scripts/solve-openings.py --size 7 --limit 10 --cells a4 "${E[@]}"
echo "a4 done $(date -u) $(uptime)"
python3 scripts/solve-openings.py --size 7 --limit 10 --cells a1,b1,c1,d1,e1,f1,g1,a2,b2,c2,d2,e2,f2,g2,a3,b3,c3,d3,e3,f3,g3,a4,b4,c4,d4 "${E[@]}"
echo "end $(date -u) $(uptime)"
