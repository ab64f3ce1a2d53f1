#!/bin/bash
# Round thirty-three: hexbfs (solver_empty build, --solver-empty 100) against MoHex at 1 s, 11x11,
# the 20 openings with colours reversed, under the CPU lock.
out=/tmp/s33/wolve/mohex-empty100-11
flock /tmp/hexbfs-cpu.lock bash -c "echo start \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') > $out.load; /tmp/s33/bin2/hexbfs-match -e 'hexbfs=/tmp/s33/bin2/hexbfs --time 1 --solver-empty 100' -e mohex=/opt/benzene/bin/mohex --setup 'mohex=param_mohex max_time 1' --size 11 --openings /work/main/docs/results/openings/11x11-wolve-20.txt --timeout 10 -j 1 --out $out > $out.out 2>&1; echo end \$(date -u +%H:%M:%S) \$(uptime | sed 's/.*load/load/') >> $out.load"
