#!/bin/bash
cd /work/wt/solver16
B=/tmp/solver16/hexbfs
M=/opt/benzene/bin/mohex
E=(--engine hexbfs1=$B --engine hexbfs2=$B --setup "hexbfs2=param_dfpn threads 2"
   --engine mohex=$M --engine mohex2=$M --setup "mohex2=param_dfpn threads 2")
echo "start $(date -u) $(uptime)"
python3 scripts/solve-openings.py --size 7 --limit 10 --cells a4,g2,a3 "${E[@]}"
echo "end $(date -u) $(uptime)"
