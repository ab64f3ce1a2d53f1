#!/bin/sh
# Scores a build on round twenty-four's suite at a fixed depth, untimed:
#   BIN=path/to/hexbfs docs/results/truth24/screen.sh NAME DEPTH FLAGS...
# appends one line to screen.log in the current folder.
name=$1; d=$2; shift 2
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
bin=${BIN:-$root/target/release/hexbfs}
start=$(date -u +%H:%M:%S)
r=$(nice -n 5 python3 "$root/scripts/suite.py" -q -j 1 \
  --engine "$bin --depth $d --time 600 --interior-depth 0 $*" "$here/suite76.txt" 2>&1 | tail -1)
echo "$name depth $d flags [$*] $start-$(date -u +%H:%M:%S): $r" >> screen.log
