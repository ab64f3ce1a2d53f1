#!/bin/sh
# Round twenty-five: scores engines on round twenty-four's suite, one after the other
# (timed runs: call it under the lock). Each argument is "NAME|COMMAND"; the Wolve
# configs are the *.cfg files beside this script. Writes suite-NAME.txt here and a
# line with the time, load and score per engine to stdout.
#   flock /tmp/hexbfs-cpu.lock docs/results/knowledge25/calibrate.sh \
#     "wolve03|/opt/benzene/bin/wolve --config $PWD/docs/results/knowledge25/wolve03.cfg" \
#     "hexbfs03|target/release/hexbfs --time 0.3"
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
for e in "$@"; do
  n=${e%%|*}; c=${e#*|}
  echo "$n start $(date -u +%T) $(uptime)"
  python3 "$root/scripts/suite.py" --engine "$c" "$root/docs/results/truth24/suite76.txt" > "$here/suite-$n.txt" 2>&1
  echo "$n end $(date -u +%T) $(uptime): $(tail -1 "$here/suite-$n.txt")"
done
