#!/usr/bin/env bash
# A one-node Slurm on this machine, to try scripts/match-slurm.sh without a
# cluster (Debian: slurm-wlm and munge; run as root). It installs them if
# missing, writes /etc/slurm/slurm.conf for this host only (its CPUs and
# memory from `slurmd -C`, one partition "debug", no accounting), and starts
# munged, slurmctld and slurmd. It never touches a slurm.conf it did not
# write. Stop them afterwards with:
#   kill $(cat /run/slurmd.pid) $(cat /run/slurmctld.pid) $(cat /run/munge/munged.pid)
set -euo pipefail
[ "$(id -u)" = 0 ] || { echo "run as root" >&2; exit 1; }
if ! command -v slurmctld >/dev/null || ! command -v munged >/dev/null; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq slurm-wlm munge
fi
conf=/etc/slurm/slurm.conf
mark="# Written by hexbfs scripts/slurm-localhost.sh"
if [ -e "$conf" ] && ! grep -qF "$mark" "$conf"; then
  echo "$conf exists and is not ours: not touching it" >&2; exit 1
fi
host=$(hostname)
node=$(slurmd -C | head -1)   # NodeName=... CPUs=... RealMemory=...
cat > "$conf" <<CONF
$mark
ClusterName=localhost
SlurmctldHost=$host
AuthType=auth/munge
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
SlurmctldPidFile=/run/slurmctld.pid
SlurmdPidFile=/run/slurmd.pid
SlurmdSpoolDir=/var/spool/slurmd
StateSaveLocation=/var/spool/slurmctld
SlurmUser=slurm
SlurmctldLogFile=/var/log/slurm/slurmctld.log
SlurmdLogFile=/var/log/slurm/slurmd.log
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
$node State=UNKNOWN
PartitionName=debug Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
mkdir -p /var/spool/slurmctld /var/spool/slurmd /var/log/slurm /run/munge
chown slurm: /var/spool/slurmctld /var/log/slurm
chown -R munge: /run/munge /var/log/munge /var/lib/munge /etc/munge
running() { [ -s "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; }
running /run/munge/munged.pid || su -s /bin/sh munge -c munged
running /run/slurmctld.pid || slurmctld
running /run/slurmd.pid || slurmd
sleep 2
sinfo
