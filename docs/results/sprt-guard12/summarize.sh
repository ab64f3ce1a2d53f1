#!/bin/bash
# summarize.sh FILES... : per probe file, the searches, the interior builds in
# all (and those on the principal variation), verdicts reused, refusals, the
# searches that asked but built nothing, the searches whose builds the guard
# against the deadline stopped (logged from 49121e7 on), the mean depth.
for f in "$@"; do
awk '{for(i=1;i<=NF;i++){if($i=="built"&&$(i+1)~/\(/){b+=$(i-1); p+=substr($(i+1),2)}; if($i=="reused,")r+=$(i-1); if($i=="refused")f+=$(i-1)}; if($0~/ 0 built/ && $0 ~ /[1-9][0-9]* refused/)z++; if($0~/guard/)g++; d+=$2; n++} END{printf "%-26s searches %2d builds %4d (pv %3d) reused %4d refused %5d built-none %2d guard-stopped %2d mean-depth %.2f\n", FILENAME,n,b,p,r,f,z,g,d/n}' "$f"
done
