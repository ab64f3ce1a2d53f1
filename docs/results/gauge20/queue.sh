#!/usr/bin/env bash
# Runs the gauge for each line "NAME [VAR=VALUE...] ARGS..." of queue.txt not yet done, one at a time, each under the lock.
cd ${GAUGE_DIR:-/tmp/lead20/gauge}
while true; do
  line=$(grep -v '^#' queue.txt | while read -r name args; do [ -e "$name.done" ] || { echo "$name $args"; break; }; done)
  [ -z "$line" ] && break
  read -r name rest <<< "$line"
  envs=(); args=()
  for w in $rest; do if [[ $w =~ ^[A-Z_]+= ]]; then envs+=("$w"); else args+=("$w"); fi; done
  flock /tmp/hexbfs-cpu.lock env ROUNDS=${ROUNDS:-1} "${envs[@]}" ./gauge.sh $name "${args[@]}" > $name.out 2>&1
  touch $name.done
done
