#!/bin/bash
# Round thirty-four: hexbfs (main 8430773, today's defaults) against MoHex at 1 s, 9x9,
# the 20 openings with colours reversed, under the CPU lock.
out=/tmp/s34/m/mohex9
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; /tmp/s34/bin/hexbfs-match -e 'hexbfs=/tmp/s34/bin/hexbfs --time 1' -e mohex=/opt/benzene/bin/mohex --setup 'mohex=param_mohex max_time 1' --size 9 --openings /work/main/docs/results/openings/9x9-wolve-20.txt --timeout 10 -j 1 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
