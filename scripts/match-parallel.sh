#!/usr/bin/env bash
# Plays one match in shards with GNU parallel, then merges the shards.
#
#   SHARDS=4 JOBS=2 scripts/match-parallel.sh --out match-out/x \
#     -e "new=target/release/hexbfs --level combined" -e "old=target/release/hexbfs --level alphabeta" \
#     --size 11 --setup "new=param_hexbfs max_time 1" --setup "old=param_hexbfs max_time 1"
#
# Every argument goes to each `hexbfs-match --shard K/SHARDS` (K = 0 ..
# SHARDS-1, default 4 shards, JOBS at a time, default 2); the shards write to
# the shard-K-of-SHARDS subfolders of --out (default match-out), then
# `hexbfs-match merge` prints the tables of the whole match. Running it
# again resumes each shard where it stopped.
#
# SSHLOGIN runs the shards on other machines instead (GNU parallel's
# --sshlogin, e.g. "2/node1,2/node2" for two shards at a time on each). Each
# machine must see this folder at the same path (a shared file system): the
# shards run there (--workdir), with the same relative command lines.
# MATCH names the hexbfs-match binary (default target/release/hexbfs-match).
set -euo pipefail
shards=${SHARDS:-4}
match=${MATCH:-target/release/hexbfs-match}
. "$(dirname "$0")/match-out-dir.sh"
out=$(match_out_dir "$@")
where=(-j "${JOBS:-2}")
if [ -n "${SSHLOGIN:-}" ]; then
  where=(--sshlogin "$SSHLOGIN" --workdir "$PWD")
fi
# -q keeps every argument one word on the far side; --tag prefixes each
# shard's lines with its number.
seq 0 $((shards - 1)) |
  parallel --will-cite --line-buffer --tag "${where[@]}" -q \
    "$match" "$@" --shard "{}/$shards"
"$match" merge "$out"
