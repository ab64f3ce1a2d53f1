# Sourced by scripts/match-parallel.sh and scripts/match-slurm.sh:
# match_out_dir ARGS... prints the --out folder that hexbfs-match ARGS would
# use (default match-out).
match_out_dir() {
  local out=match-out prev=""
  for a in "$@"; do
    case "$prev" in --out) out=$a ;; esac
    case "$a" in --out=*) out=${a#--out=} ;; esac
    prev=$a
  done
  printf '%s\n' "$out"
}
