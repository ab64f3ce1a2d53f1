#!/usr/bin/env bash
cd /tmp/lead19/gauge
while pgrep -f 'bash ./queue.sh' > /dev/null; do sleep 5; done
flock /tmp/hexbfs-cpu.lock ./selfscale.sh > selfscale.out 2>&1
flock /tmp/hexbfs-cpu.lock env OPENINGS=/tmp/lead19/gauge/9x9-two-move-250.txt ./gauge.sh default2m > default2m.out 2>&1
flock /tmp/hexbfs-cpu.lock env OPENINGS=/tmp/lead19/gauge/9x9-two-move-250.txt ./gauge.sh bridgewalls2m --bridge-walls 1 > bridgewalls2m.out 2>&1
