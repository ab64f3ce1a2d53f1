//! The search and what it does at every node: move ordering
//! (`ordering::analyse`, which builds a `DistanceMap`), make/undo of a stone,
//! and a whole fixed-depth search.
//!
//! `cargo bench --bench search`.

use criterion::{Criterion, criterion_group, criterion_main};
use hexbfs::bench::played_position;
use hexbfs::eval::DistanceMap;
use hexbfs::position::Position;
use hexbfs::search::ordering::analyse;
use hexbfs::search::{Clock, Params, Searcher};
use std::hint::black_box;

/// The `hexbfs bench` middle-game position of an `n`x`n` board.
fn middle(n: usize) -> Position {
    played_position(n, n, n * n / 4, n as u64 * 1000 + (n * n / 4) as u64)
}

fn ordering(c: &mut Criterion) {
    let mut group = c.benchmark_group("ordering");
    for n in [11, 19] {
        let pos = middle(n);
        group.bench_function(format!("analyse {n}x{n} middle"), |b| {
            b.iter(|| analyse(black_box(&pos), |_| 0))
        });
        group.bench_function(format!("DistanceMap::new {n}x{n} middle"), |b| {
            b.iter(|| DistanceMap::new(black_box(pos.board())))
        });
    }
    group.finish();
}

fn make_undo(c: &mut Criterion) {
    let mut group = c.benchmark_group("make_undo");
    for n in [11, 19] {
        let mut pos = middle(n);
        let empty: Vec<usize> = pos.board().empty().iter().collect();
        group.bench_function(format!("every empty cell {n}x{n} middle"), |b| {
            b.iter(|| {
                let me = pos.to_move();
                for &i in &empty {
                    pos.play_index(me, black_box(i));
                    pos.undo();
                }
            })
        });
    }
    group.finish();
}

fn search(c: &mut Criterion) {
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    let params = Params {
        max_depth: 4,
        quick_single_reply: false,
        connections: false,
        ..Params::default()
    };
    for n in [11, 13] {
        let pos = middle(n);
        let mut searcher = Searcher::new(32);
        group.bench_function(format!("depth 4 {n}x{n} middle"), |b| {
            b.iter(|| searcher.search(black_box(&pos), &params, Clock::new(None, None), |_| {}))
        });
    }
    group.finish();
}

criterion_group!(benches, ordering, make_undo, search);
criterion_main!(benches);
