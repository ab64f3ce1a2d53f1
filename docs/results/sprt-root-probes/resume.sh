#!/bin/bash
# Lead, round thirteen: the root_probes SPRT resumed (same binary, same command, same folder).
out=/tmp/lead13/out
integ=/tmp/lead13/bin/integ/hexbfs
flock /tmp/hexbfs-cpu.lock bash -c "
echo \"\$(date -u +%H:%M:%S) \$(cut -d' ' -f1-3 /proc/loadavg) resume sprt\" >> $out/load.txt
timeout 1500 $integ-match -e 'probes=$integ --time 0.2 --root-probes 1' -e 'base=$integ --time 0.2' \
  --size 11 -j 1 --timeout 5 --sprt elo0=0,elo1=30 --rounds 6 --out $out/sprt-root-probes > $out/sprt2.out 2>$out/sprt2.err
echo \"\$(date -u +%H:%M:%S) \$(cut -d' ' -f1-3 /proc/loadavg) end rc=\$?\" >> $out/load.txt
"
