//! `hexbfs bench`: it runs, its signature (the total node count) is the
//! same from one run to the next, and its positions are real, open games.

use hexbfs::bench::{parse_positions, positions};
use std::process::Command;

/// Runs `hexbfs bench --depth 2` with `args` and returns its output.
fn bench_output(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_hexbfs"))
        .args(["bench", "--depth", "2", "--table-mb", "1"])
        .args(args)
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
    let first = bench_output(&[]);
    let second = bench_output(&[]);
    let signature = value(&first, "signature ");
    assert_eq!(signature, value(&second, "signature "));
    // Each line: name, stones, move, depth, nodes, ms, nodes/s.
    let count = positions().len();
    let lines: Vec<&str> = first.lines().skip(1).take(count).collect();
    let nodes: u64 = lines
        .iter()
        .map(|l| l.split_whitespace().nth(4).unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(nodes, signature);
    // One thread: the main thread searched every node.
    assert_eq!(value(&first, "main-thread nodes "), signature);
    assert!(
        signature > count as u64,
        "every position searched: {signature}"
    );
    assert!(value(&first, "nodes/s ") > 0);
    for size in ["9x9", "11x11", "13x13", "19x19"] {
        assert!(value(&first, &format!("nodes/s {size} ")) > 0, "{size}");
    }
}

#[test]
fn the_positions_come_from_games_on_four_sizes_and_are_open() {
    let all = positions();
    for size in [9, 11, 13, 19] {
        let here: Vec<_> = all
            .iter()
            .filter(|b| b.position.geometry().width() == size)
            .collect();
        assert!(here.len() >= 3, "{size}x{size}: {} positions", here.len());
        for b in here {
            assert!(b.position.winner().is_none(), "{}", b.name);
            assert!(b.position.board().stone_count() >= 6, "{}", b.name);
            assert!(b.depth >= 5, "{} searched long enough", b.name);
        }
    }
}

#[test]
fn a_positions_file_is_read_and_bad_lines_are_named() {
    let text = "# comment\nmine 5 3 c3 b2 # two moves\n";
    let p = parse_positions(text).unwrap();
    assert_eq!((p[0].name.as_str(), p[0].depth), ("mine", 3));
    assert_eq!(p[0].position.board().stone_count(), 2);
    for bad in [
        "x 5 3 c3 c3",
        "x 5 3 f1",
        "x 5 0 c3",
        "x 0 3",
        "x 5",
        "x 1 3 a1",
    ] {
        let e = parse_positions(bad).unwrap_err();
        assert!(e.contains("line 1"), "{bad}: {e}");
    }
    let dir = std::env::temp_dir().join(format!("hexbfs-bench-{}", std::process::id()));
    std::fs::write(&dir, text).unwrap();
    let out = bench_output(&["--positions", dir.to_str().unwrap()]);
    std::fs::remove_file(&dir).ok();
    assert!(out.lines().nth(1).unwrap().starts_with("mine "), "{out}");
    assert!(out.contains("nodes/s 5x5 "), "{out}");
}
