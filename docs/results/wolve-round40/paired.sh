#!/bin/bash
# Each game of a run beside its twin (same opening, same colours) of a baseline run: games won
# only by one of them. usage: paired.sh BASELINE/results.tsv RUN/results.tsv
paste <(awk -F'\t' '!/^#/{print $2, $3, $5}' "$1") <(awk -F'\t' '!/^#/{print $2, $3, $5}' "$2") |
  awk '{ if ($1 != $4 || $2 != $5) { print "not the same schedule: " $0; exit 1 }
         b = ($3 == "hexbfs"); c = ($6 == "hexbfs"); bs += b; cs += c
         if (b && !c) x++; if (c && !b) y++ }
       END { printf "baseline %d/%d, run %d/%d; won only by the baseline %d, only by the run %d\n", bs, NR, cs, NR, x, y }'
