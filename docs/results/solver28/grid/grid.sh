#!/bin/bash
# counts only: eps x widening on the hard 7x7 openings
for eps in 0.25 0.5 1.0; do
 for w in 1,0.5 2,0.5 1,0.25 1,1 off; do
  out=e${eps}_w${w}.txt
  [ -s $out ] && continue
  CELLS=a4,g4,g2,a3,g1 TT_MB=64 WIDEN=$w nice -n 5 ${SO:-target/release/examples/solve_openings} 7 60 $eps > $out 2>/dev/null
 done
done
