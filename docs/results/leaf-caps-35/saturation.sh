#!/bin/bash
# The share of the leaves whose tie terms were computed with |difference| >= 2, 3, 5,
# from hist.sh's outputs (h9d6.txt etc.); then the potential's distribution on 11x11.
cd "$(dirname "$0")"
for f in h9d6 h9d7 h11d6; do
  awk -v f=$f '{h[$1" "$2]+=$3; t[$1]+=$3} END {for (k in h) {split(k,a," "); v=a[2]+0; if (v<=-3||v>=3) s[a[1]]+=h[k]; if (v<=-5||v>=5) s5[a[1]]+=h[k]; if (v<=-2||v>=2) s2[a[1]]+=h[k]}; for (c in t) printf "%s %s leaves %d |d|>=2 %.2f |d|>=3 %.2f |d|>=5 %.2f\n", f, c, t[c], s2[c]/t[c], s[c]/t[c], s5[c]/t[c]}' $f.txt
done
echo "11x11 depth 6, potential difference (side to move's view; +-32: one side has no potential):"
awk '$1=="pot"{h[$2]+=$3; t+=$3} END {for (k in h) printf "%d %.3f\n", k, h[k]/t}' h11d6.txt | sort -n | tr '\n' ' '; echo
