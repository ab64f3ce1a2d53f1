#!/bin/sh
# Compares the speed of two hexbfs builds side by side: runs `BIN bench` for
# each build alternately (A B, then B A, ...) for ROUNDS rounds, so that both
# see the same machine load, and prints each run's nodes/s, the medians and
# the ratio B/A, in total and per board size. An absolute nodes/s on a shared
# machine moves by a factor of two with the load; the ratio of medians of
# interleaved runs does not.
#
# Usage: scripts/bench-compare.sh BIN_A BIN_B [ROUNDS] [BENCH ARGS...]
#   e.g. scripts/bench-compare.sh /tmp/hexbfs-old target/release/hexbfs 5
#        scripts/bench-compare.sh A B 3 --depth 5 --threads 2
# Run it under the machine-wide lock: flock /tmp/hexbfs-cpu.lock scripts/...
# The signatures (total nodes) are printed too: equal signatures mean the
# two builds search the same trees (a "no functional change" commit).
set -eu

if [ $# -lt 2 ]; then
    echo "usage: $0 BIN_A BIN_B [ROUNDS] [BENCH ARGS...]" >&2
    exit 2
fi
a=$1
b=$2
shift 2
rounds=5
if [ $# -gt 0 ]; then
    rounds=$1
    shift
fi
case $rounds in
'' | *[!0-9]* | 0)
    echo "ROUNDS must be a positive number: $rounds" >&2
    exit 2
    ;;
esac
for bin in "$a" "$b"; do
    if [ ! -x "$bin" ]; then
        echo "not an executable: $bin" >&2
        exit 2
    fi
done

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# One bench run: `run BIN LABEL [BENCH ARGS...]`. Appends "LABEL KEY VALUE"
# lines to all.txt (KEY: `total`, a board size such as `11x11`, or
# `signature`) and prints the run's total nodes/s.
run() {
    bin=$1
    label=$2
    shift 2
    if ! RUST_LOG=warn "$bin" bench "$@" >"$out/run.txt" 2>"$out/err.txt"; then
        echo "bench failed: $bin" >&2
        cat "$out/err.txt" >&2
        exit 1
    fi
    awk -v who="$label" '
        /^signature / { print who, "signature", $2 }
        /^nodes\/s [0-9]+$/ { print who, "total", $2 }
        /^nodes\/s [0-9]+x[0-9]+ / { print who, $2, $3 }
    ' "$out/run.txt" >>"$out/all.txt"
    printf '%s %s  ' "$label" "$(awk '/^nodes\/s [0-9]+$/ { print $2 }' "$out/run.txt")"
}

echo "A = $a"
echo "B = $b"
echo "load before: $(uptime)"
i=1
while [ "$i" -le "$rounds" ]; do
    printf 'round %d: ' "$i"
    if [ $((i % 2)) -eq 1 ]; then
        run "$a" A "$@"
        run "$b" B "$@"
    else
        run "$b" B "$@"
        run "$a" A "$@"
    fi
    echo
    i=$((i + 1))
done
echo "load after: $(uptime)"

# Medians per build and key, then B/A.
awk '
    $2 == "signature" { sig[$1] = sig[$1] " " $3; next }
    { n = ++count[$1, $2]; v[$1, $2, n] = $3; keys[$2] = 1 }
    function median(who, key,    n, i, j, t, a) {
        n = count[who, key]
        for (i = 1; i <= n; i++) a[i] = v[who, key, i]
        for (i = 2; i <= n; i++)
            for (j = i; j > 1 && a[j - 1] > a[j]; j--) { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t }
        return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
    }
    END {
        printf "%-10s %14s %14s %8s\n", "nodes/s", "median A", "median B", "B/A"
        for (k in keys) {
            if (k == "total") continue
            ma = median("A", k); mb = median("B", k)
            printf "%-10s %14.0f %14.0f %8.3f\n", k, ma, mb, (ma > 0 ? mb / ma : 0) | "sort -n"
        }
        close("sort -n")
        ma = median("A", "total"); mb = median("B", "total")
        printf "%-10s %14.0f %14.0f %8.3f\n", "total", ma, mb, (ma > 0 ? mb / ma : 0)
        print "signatures A:" sig["A"]
        print "signatures B:" sig["B"]
    }
' "$out/all.txt"
