#!/usr/bin/env bash
# Submits a match as a Slurm array of SHARDS tasks (default 4), waits for it
# and merges the shards:
#
#   SHARDS=8 scripts/match-slurm.sh --out match-out/x -e "a=..." -e "b=..." --size 11
#
# Every argument goes to hexbfs-match (see scripts/match-slurm.sbatch). Each
# task's log is slurm-JOB_TASK.out in --out. Extra sbatch options (partition,
# time limit, account) go in SBATCH_OPTS, e.g. SBATCH_OPTS="-p short -t 2:00:00".
set -euo pipefail
cd "$(dirname "$0")/.."
shards=${SHARDS:-4}
match=${MATCH:-target/release/hexbfs-match}
. scripts/match-out-dir.sh
out=$(match_out_dir "$@")
mkdir -p "$out"
# shellcheck disable=SC2086 # SBATCH_OPTS is a list of options
sbatch --wait ${SBATCH_OPTS:-} --array=0-$((shards - 1)) --output="$out/slurm-%A_%a.out" \
  scripts/match-slurm.sbatch "$@"
"$match" merge "$out"
