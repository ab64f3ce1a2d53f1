#!/bin/bash
# Under the CPU lock: time_overrun at 0.05 and 0.2 s on 11x11, probe13's binary with and without --root-probes 1.
echo "start $(date -u +%T) load: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "without"
/tmp/probe13/time_overrun --engine /tmp/probe13/hexbfs-probe13 --size 11 --moves 200 --budgets 0.05,0.2
echo "with --root-probes 1 $(date -u +%T)"
/tmp/probe13/time_overrun --engine /tmp/probe13/hexbfs-rp.sh --size 11 --moves 200 --budgets 0.05,0.2
echo "end $(date -u +%T) load: $(cut -d' ' -f1-3 /proc/loadavg)"
