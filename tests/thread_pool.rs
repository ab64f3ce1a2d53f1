//! The helper threads' pool outlives every search: many consecutive
//! searches, the thread count grown and shrunk between them, the table
//! replaced and searches interrupted, and every search still returns a legal
//! move with the proven result brute force gives.

mod common;

use common::*;

use hexbfs::board::Geometry;
use hexbfs::position::Position;
use hexbfs::rng::Rng;
use hexbfs::search::score::is_proven;
use hexbfs::search::{Clock, Params, Searcher, null_move};
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// A solving search: no depth or width limit, so its score is a proof
/// (with the null move on, whose cut-offs are never proofs).
const SOLVE: Params = Params {
    max_depth: 64,
    width: 64,
    deep_width: 0,
    deep_from: 1,
    frontier_width: 0,
    frontier_plies: 1,
    quick_single_reply: false,
    connections: false,
    null_move: Some(null_move::REDUCTION),
    late_reduction: None,
    potential_count: false,
    bridge_walls: false,
    threat_extension: 0,
    fill_plies: 0,
    weights: hexbfs::search::leaves::Weights::DEFAULT,
    order: hexbfs::search::ordering::Order::MAP,
};

/// Random open 5x5 positions with 11 to 16 stones.
fn solving_positions(count: usize) -> Vec<Position> {
    let mut rng = Rng::new(15);
    let mut out = Vec::new();
    while out.len() < count {
        let stones = 12 + rng.below(5);
        let picks: Vec<usize> = (0..stones).map(|_| rng.below(25)).collect();
        let p = position_from(5, 5, &picks);
        if p.winner().is_none() && p.board().stone_count() >= 11 {
            out.push(p);
        }
    }
    out
}

/// Searches `p` to a proof with `s` and checks the move and the winner.
fn assert_solves(s: &mut Searcher, p: &Position, memo: &mut HashMap<u64, bool>) {
    let threads = s.threads();
    let report = s
        .search(p, &SOLVE, Clock::new(None, None), |_| {})
        .expect("an open position");
    assert!(is_proven(report.score), "unproven on {threads} threads");
    let best = p.geometry().index(report.best);
    assert!(p.board().empty().contains(best), "illegal move");
    let wins = side_to_move_wins(&mut p.clone(), memo);
    assert_eq!(report.score > 0, wins, "wrong winner on {threads} threads");
}

#[test]
fn the_pool_survives_searches_resizes_and_interrupts() {
    let positions = solving_positions(48);
    let mut memo = HashMap::new();
    let mut s = Searcher::new(2);
    // Grow, shrink, grow again, to one thread and back.
    let plan = [2, 4, 1, 3, 2, 6, 1, 2];
    for (n, p) in positions.iter().enumerate() {
        let threads = plan[n % plan.len()];
        s.set_threads(threads);
        assert_eq!(s.threads(), threads);
        if n % 11 == 5 {
            s.resize_table(1 + n % 3);
        }
        if n % 7 == 3 {
            // An interrupted search on a board far from any proof.
            let open = Position::new(Geometry::new(11, 11).unwrap());
            let stop = Arc::new(AtomicBool::new(false));
            let clock = Clock::new(None, Some(stop.clone()));
            let report = s
                .search(&open, &Params::default(), clock, |r| {
                    if r.depth == 2 {
                        stop.store(true, Ordering::Relaxed);
                    }
                })
                .expect("an open position");
            assert!(report.depth >= 1);
            let best = open.geometry().index(report.best);
            assert!(open.board().empty().contains(best));
            assert_eq!(s.threads(), threads, "the helpers came back");
        }
        assert_solves(&mut s, p, &mut memo);
        assert_eq!(s.threads(), threads, "the helpers came back");
    }
}

/// Hundreds of short searches in a row on a few threads: every helper is
/// woken and parked again each time.
#[test]
fn many_consecutive_short_searches_on_three_threads() {
    let mut s = Searcher::new(4);
    s.set_threads(3);
    let mut rng = Rng::new(3);
    let params = Params {
        max_depth: 2,
        ..Params::default()
    };
    for _ in 0..300 {
        let picks: Vec<usize> = (0..rng.below(20)).map(|_| rng.below(81)).collect();
        let p = position_from(9, 9, &picks);
        if p.winner().is_some() {
            continue;
        }
        let report = s
            .search(&p, &params, Clock::new(None, None), |_| {})
            .expect("an open position");
        assert!(p.board().empty().contains(p.geometry().index(report.best)));
    }
    assert_eq!(s.threads(), 3);
}
