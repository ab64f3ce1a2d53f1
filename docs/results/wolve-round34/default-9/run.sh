#!/bin/bash
# Round thirty-four: hexbfs (the release build of 8a929de's engine code, which plays as main 602c0e2: later commits renamed and documented only; today's defaults) against Wolve at 1 s, 9x9,
# the 20 openings with colours reversed, under the CPU lock.
out=/tmp/s34/w/wolve9
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; /tmp/s34/w/hexbfs-match -e 'hexbfs=/tmp/s34/w/hexbfs --time 1' -e wolve=/opt/benzene/bin/wolve --setup 'wolve=param_wolve max_time 1' --size 9 --openings /work/main/docs/results/openings/9x9-wolve-20.txt --timeout 10 -j 1 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
