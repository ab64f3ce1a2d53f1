#!/bin/bash
# Round forty-one: today's defaults (main cad03ae's engine; bench signature 6730863, as in rounds 34-40) against Wolve at 1 s, 9x9,
# the 20 openings with colours reversed, under the CPU lock, one game at a time.
out=/tmp/s41/w9/run
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; timeout 1500 /tmp/s41/bin/hexbfs-match -e 'hexbfs=/tmp/s41/bin/hexbfs --time 1' -e wolve=/opt/benzene/bin/wolve --setup 'wolve=param_wolve max_time 1' --size 9 --openings /work/main/docs/results/openings/9x9-wolve-20.txt --timeout 10 -j 1 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
