//! `hexbfs bench`: it runs, and its signature (the total node count) is the
//! same from one run to the next.

use std::process::Command;

/// Runs `hexbfs bench --depth 2` and returns its output.
fn bench_output() -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_hexbfs"))
        .args(["bench", "--depth", "2", "--table-mb", "1"])
        .output()
        .expect("hexbfs runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8 output")
}

/// The number after `label` at the start of a line.
fn value(text: &str, label: &str) -> u64 {
    text.lines()
        .find_map(|l| l.strip_prefix(label))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or_else(|| panic!("no `{label}` line in\n{text}"))
}

#[test]
fn bench_signature_is_the_node_total_and_is_stable() {
    let first = bench_output();
    let second = bench_output();
    let signature = value(&first, "signature ");
    assert_eq!(signature, value(&second, "signature "));
    // 12 positions, each line: name (two words), stones, move, depth, nodes, ms, nodes/s.
    let lines: Vec<&str> = first.lines().skip(1).take(12).collect();
    let nodes: u64 = lines
        .iter()
        .map(|l| l.split_whitespace().nth(5).unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(lines.len(), 12);
    assert_eq!(nodes, signature);
    assert!(signature > 12, "every position searched: {signature}");
    assert!(value(&first, "nodes/s ") > 0);
}
