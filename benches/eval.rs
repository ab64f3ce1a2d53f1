//! The evaluation: the deque 0-1 BFS (reference) and the bitboard 0-1 BFS side
//! by side on the same positions, both colours per iteration, the
//! bridge-aware distance (the search's leaves) next to them, and the
//! two-sided distance maps that order moves (plain and bridge-aware), and
//! the leaf's chain count.
//!
//! `cargo bench --bench eval` (add `-- distances/11x11` to filter).

use criterion::{Criterion, criterion_group, criterion_main};
use hexbfs::bench::played_position;
use hexbfs::board::{Board, Color};
use hexbfs::eval::bridge::{self, BridgeMap};
use hexbfs::eval::chains::{Chains, chains};
use hexbfs::eval::{self, DistanceMap};
use std::hint::black_box;

/// An empty board and a middle-game board (a quarter of the cells taken) per size.
fn boards(n: usize) -> [(String, Board); 2] {
    let empty = played_position(n, n, 0, 1);
    let middle = played_position(n, n, n * n / 4, n as u64 * 1000 + (n * n / 4) as u64);
    [
        (format!("{n}x{n} empty"), empty.board().clone()),
        (format!("{n}x{n} middle"), middle.board().clone()),
    ]
}

fn deque_both(b: &Board) -> [u32; 2] {
    Color::BOTH.map(|c| eval::deque::distance(b, c))
}

fn distances(c: &mut Criterion) {
    for n in [5, 9, 11, 13, 19, 26] {
        let mut group = c.benchmark_group(format!("distances/{n}x{n}"));
        for (name, board) in boards(n) {
            let label = name.split(' ').nth(1).unwrap_or("").to_string();
            assert_eq!(eval::distances(&board), deque_both(&board), "{name}");
            group.bench_function(format!("deque {label}"), |b| {
                b.iter(|| deque_both(black_box(&board)))
            });
            group.bench_function(format!("bitboard {label}"), |b| {
                b.iter(|| eval::distances(black_box(&board)))
            });
            group.bench_function(format!("bitboard one colour at a time {label}"), |b| {
                b.iter(|| Color::BOTH.map(|c| eval::distance(black_box(&board), c)))
            });
            let single = Color::BOTH.map(|c| bridge::bridge_distance(&board, c));
            assert_eq!(bridge::bridge_distances(&board), single, "{name}");
            group.bench_function(format!("bridge-aware {label}"), |b| {
                b.iter(|| bridge::bridge_distances(black_box(&board)))
            });
        }
        group.finish();
    }
}

fn distance_map(c: &mut Criterion) {
    let mut group = c.benchmark_group("distance_map");
    for n in [11, 19] {
        for (name, board) in boards(n) {
            group.bench_function(&name, |b| b.iter(|| DistanceMap::new(black_box(&board))));
            group.bench_function(format!("{name} bridge-aware"), |b| {
                b.iter(|| BridgeMap::new(black_box(&board)))
            });
        }
    }
    group.finish();
}

/// The leaf's evaluation: the chain count by layers (the search's), the
/// same numbers read off the two-sided map (how it was computed before)
/// and the distances alone (the floor: the count's first two searches).
/// Over the five 11x11 bench positions, per iteration.
fn leaf(c: &mut Criterion) {
    let positions = hexbfs::bench::parse_positions(hexbfs::bench::POSITIONS).unwrap();
    let boards: Vec<Board> = positions
        .iter()
        .filter(|p| p.name.starts_with("11x11"))
        .map(|p| p.position.board().clone())
        .collect();
    let by_map = |b: &Board| {
        let map = BridgeMap::new(b);
        Color::BOTH.map(|color| {
            let values: Vec<u32> = b.empty().iter().map(|i| map.through(color, i)).collect();
            let d = values.iter().copied().min().unwrap_or(eval::INFINITE);
            let on = values
                .iter()
                .filter(|&&v| v == d && d < eval::INFINITE)
                .count();
            Chains {
                distance: d,
                cells: on as u32,
            }
        })
    };
    for b in &boards {
        assert_eq!(chains(b), by_map(b));
    }
    let mut group = c.benchmark_group("leaf/11x11 bench positions");
    group.bench_function("chains by layers", |bn| {
        bn.iter(|| {
            boards
                .iter()
                .map(|b| chains(black_box(b)))
                .collect::<Vec<_>>()
        })
    });
    group.bench_function("chains by the map (before)", |bn| {
        bn.iter(|| {
            boards
                .iter()
                .map(|b| by_map(black_box(b)))
                .collect::<Vec<_>>()
        })
    });
    group.bench_function("bridge distances only", |bn| {
        bn.iter(|| {
            boards
                .iter()
                .map(|b| bridge::bridge_distances(black_box(b)))
                .collect::<Vec<_>>()
        })
    });
    group.finish();
}

criterion_group!(benches, distances, distance_map, leaf);
criterion_main!(benches);
