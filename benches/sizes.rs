//! How the cost grows with the board: for each size from 5x5 to 26x26, the
//! median time of both colours' distances (deque reference and bitboard) and
//! of the distance map on the `hexbfs bench` style middle-game position (a
//! quarter of the cells taken), and the nodes per second of a depth-4 search
//! of the 4-stone opening (middle-game positions of some sizes are decided
//! in a handful of nodes, too few to time). As in `hexbfs bench`, the
//! searcher's table is warmed by an untimed search first.
//!
//! `cargo bench --bench sizes` prints a Markdown table (not a criterion
//! bench: one table is easier to read and paste than 40 reports).

use hexbfs::bench::played_position;
use hexbfs::board::{Board, Color};
use hexbfs::eval::{self, DistanceMap};
use hexbfs::search::{Clock, Params, Searcher};
use std::hint::black_box;
use std::time::Instant;

/// Median nanoseconds per call of `f`, over 15 batches of calls that each
/// take about 5 ms.
fn median_ns(mut f: impl FnMut()) -> f64 {
    let start = Instant::now();
    let mut calls = 0u64;
    while start.elapsed().as_secs_f64() < 0.005 {
        f();
        calls += 1;
    }
    let mut samples: Vec<f64> = (0..15)
        .map(|_| {
            let t = Instant::now();
            for _ in 0..calls {
                f();
            }
            t.elapsed().as_secs_f64() * 1e9 / calls as f64
        })
        .collect();
    samples.sort_by(f64::total_cmp);
    samples[samples.len() / 2]
}

fn deque_both(b: &Board) -> [u32; 2] {
    Color::BOTH.map(|c| eval::deque::distance(b, c))
}

fn main() {
    // `cargo bench` passes `--bench`; nothing to parse.
    let depth = 4;
    println!(
        "| board | stones | deque 0-1 BFS (ns) | bitboard (ns) | ratio | distance map (ns) | opening: nodes (depth {depth}) | nodes/s |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    for n in [5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 26] {
        let stones = n * n / 4;
        let pos = played_position(n, n, stones, n as u64 * 1000 + stones as u64);
        let board = pos.board();
        assert_eq!(eval::distances(board), deque_both(board));
        let deque = median_ns(|| {
            black_box(deque_both(black_box(board)));
        });
        let bits = median_ns(|| {
            black_box(eval::distances(black_box(board)));
        });
        let map = median_ns(|| {
            black_box(DistanceMap::new(black_box(board)));
        });
        let params = Params {
            max_depth: depth,
            quick_single_reply: false,
            connections: false,
            ..Params::default()
        };
        let opening = played_position(n, n, 4, n as u64 * 1000 + 4);
        let mut searcher = Searcher::new(32);
        let mut search = || {
            searcher
                .search(&opening, &params, Clock::new(None, None), |_| {})
                .map_or(0, |r| r.nodes)
        };
        let nodes = search();
        let mut rates: Vec<f64> = (0..5)
            .map(|_| {
                let t = Instant::now();
                assert_eq!(search(), nodes);
                nodes as f64 / t.elapsed().as_secs_f64()
            })
            .collect();
        rates.sort_by(f64::total_cmp);
        println!(
            "| {n}x{n} | {} | {deque:.0} | {bits:.0} | {:.1}x | {map:.0} | {nodes} | {:.0} |",
            board.stone_count(),
            deque / bits,
            rates[2]
        );
    }
}
