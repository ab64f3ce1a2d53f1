//! The search's proven results against brute-force minimax on small boards.

mod common;

use common::*;

use hexbfs::board::Color;
use hexbfs::position::Position;
use hexbfs::search::score::is_proven;
use hexbfs::search::{Clock, Params, Searcher, late_moves, null_move};
use proptest::prelude::*;
use std::collections::HashMap;

/// The null move, on: its cut-offs must leave every proof exact.
const NULL: Option<u32> = Some(null_move::REDUCTION);

fn solve(p: &Position, width: usize, table_mb: usize) -> i32 {
    solve_with(p, width, table_mb, 1, false, NULL)
}

/// The proven score of `p` searched on `threads` threads; the move is legal.
fn solve_on(p: &Position, width: usize, table_mb: usize, threads: usize) -> i32 {
    solve_with(p, width, table_mb, threads, false, NULL)
}

/// The search's proven score. With `connections`, proofs from virtual
/// connections bound the game's length rather than give it exactly, so only
/// the winner is comparable then.
fn solve_with(
    p: &Position,
    width: usize,
    table_mb: usize,
    threads: usize,
    connections: bool,
    null_move: Option<u32>,
) -> i32 {
    let params = Params {
        max_depth: 64,
        width,
        deep_width: 0,
        deep_from: 1,
        frontier_width: 0,
        frontier_plies: 1,
        quick_single_reply: false,
        connections,
        null_move,
        late_reduction: None,
        potential_count: false,
        bridge_walls: false,
        threat_extension: 0,
        fill_plies: 0,
        weights: hexbfs::search::leaves::Weights::DEFAULT,
        order: hexbfs::search::ordering::Order::MAP,
    };
    let mut searcher = Searcher::new(table_mb);
    searcher.set_threads(threads);
    let report = searcher
        .search(p, &params, Clock::new(None, None), |_| {})
        .expect("open position");
    assert!(is_proven(report.score), "unproven {}", report.score);
    assert!(p.board().empty().contains(p.geometry().index(report.best)));
    report.score
}

/// The search's proven score with the fill-in played at the nodes
/// `fill_plies` above the leaves (every depth of the iterative deepening
/// puts them elsewhere). The fills keep the winner but may shorten the
/// game, so only the winner is comparable.
fn solve_filled(p: &Position, fill_plies: u32) -> i32 {
    let params = Params {
        max_depth: 64,
        width: 64,
        quick_single_reply: false,
        connections: false,
        fill_plies,
        null_move: NULL,
        late_reduction: None,
        ..Params::default()
    };
    proven(p, &params, 4)
}

/// The score of a search of `p` with `params` and a table of `table_mb`,
/// which must be proven, with a legal move.
fn proven(p: &Position, params: &Params, table_mb: usize) -> i32 {
    let report = Searcher::new(table_mb)
        .search(p, params, Clock::new(None, None), |_| {})
        .expect("open position");
    assert!(is_proven(report.score), "unproven {}", report.score);
    assert!(p.board().empty().contains(p.geometry().index(report.best)));
    report.score
}

/// The search's proven score with late move reductions on (and the null
/// move): a late move searched shallower must not turn a proof into a
/// wrong one.
fn solve_late(p: &Position, width: usize, table_mb: usize) -> i32 {
    let params = Params {
        max_depth: 64,
        width,
        quick_single_reply: false,
        connections: false,
        null_move: NULL,
        late_reduction: Some(late_moves::REDUCTION),
        ..Params::default()
    };
    proven(p, &params, table_mb)
}

/// Random positions of `w`x`h` with at least `min_stones` stones, game not over.
fn positions(w: usize, h: usize, min_stones: usize) -> impl Strategy<Value = Position> {
    prop::collection::vec(0..w * h, min_stones..w * h).prop_filter_map("over", move |picks| {
        let p = position_from(w, h, &picks);
        let enough = p.board().stone_count() as usize >= min_stones;
        (enough && p.winner().is_none() && !p.board().empty().is_empty()).then_some(p)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    #[test]
    fn full_width_search_finds_the_exact_distance_on_3x3_and_4x4(
        p in prop_oneof![positions(3, 3, 0), positions(4, 4, 3), positions(4, 3, 2)]
    ) {
        let exact = exact_score(&p);
        prop_assert_eq!(solve(&p, 64, 4), exact);
        prop_assert_eq!(solve_with(&p, 64, 4, 1, false, None), exact, "no null move");
        prop_assert_eq!(solve_with(&p, 64, 4, 1, true, NULL) > 0, exact > 0, "with connections");
        prop_assert_eq!(solve_late(&p, 64, 4), exact, "late move reductions");
        for fill in 1..=3 {
            prop_assert_eq!(solve_filled(&p, fill) > 0, exact > 0, "fill-in {} plies up", fill);
        }
    }

}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn search_proves_the_brute_force_winner_on_5x5_with_8_stones(p in positions(5, 5, 8)) {
        let want = side_to_move_wins(&mut p.clone(), &mut HashMap::new());
        prop_assert_eq!(solve(&p, 64, 4) > 0, want);
        prop_assert_eq!(solve_with(&p, 64, 4, 1, true, NULL) > 0, want, "with connections");
        prop_assert_eq!(solve_filled(&p, 2) > 0, want, "fill-in 2 plies up");
        prop_assert_eq!(solve_late(&p, 64, 4) > 0, want, "late move reductions");
        prop_assert_eq!(solve_late(&p, 3, 4) > 0, want, "late move reductions, width 3");
    }

    #[test]
    fn narrow_search_and_no_table_prove_the_same_winner(
        p in prop_oneof![positions(4, 4, 3), positions(5, 5, 13)]
    ) {
        let want = side_to_move_wins(&mut p.clone(), &mut HashMap::new());
        for (width, table) in [(3, 4), (1, 0), (30, 0)] {
            for vc in [false, true] {
                prop_assert_eq!(
                    solve_with(&p, width, table, 1, vc, NULL) > 0, want,
                    "width {} table {} connections {}", width, table, vc
                );
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// Helper threads write into the table the main thread reads: its
    /// proofs, distances and moves must stay exact.
    #[test]
    fn multi_threaded_search_proves_the_same_results(
        p in prop_oneof![positions(4, 4, 3), positions(4, 3, 2), positions(5, 5, 10)]
    ) {
        let exact = p.geometry().width() * p.geometry().height() <= 16;
        let want = if exact { exact_score(&p) } else { 0 };
        let wins = side_to_move_wins(&mut p.clone(), &mut HashMap::new());
        for (width, table, threads) in [(64, 4, 2), (64, 4, 4), (3, 1, 3)] {
            let got = solve_on(&p, width, table, threads);
            prop_assert_eq!(got > 0, wins, "width {} threads {}", width, threads);
            if exact && width == 64 {
                prop_assert_eq!(got, want, "threads {}", threads);
            }
        }
    }
}

#[test]
fn the_empty_4x4_board_is_a_first_player_win() {
    let p = Position::new(hexbfs::board::Geometry::new(4, 4).unwrap());
    assert_eq!(p.to_move(), Color::Black);
    // Black wins on 4x4 from the empty board (the first player wins every
    // n x n board); the fastest forced win takes 9 plies.
    assert_eq!(solve(&p, 64, 16), hexbfs::search::score::win_in(9));
    assert_eq!(solve_on(&p, 64, 16, 2), hexbfs::search::score::win_in(9));
}
