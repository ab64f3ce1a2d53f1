//! `param_hexbfs solver_proofs`: the search reads the df-pn solver's
//! table, so a position the solver has proven is scored as the proven
//! win or loss it is wherever the search meets it, also on the root's
//! filled board.

mod common;

use common::*;

use hexbfs::position::Position;
use hexbfs::search::score::is_proven;
use hexbfs::search::{Clock, Searcher};
use hexbfs::solver::{Limits, Solver};
use std::time::Duration;

/// Positions of random 7x7 and 8x8 games after 14 to 25 moves, where
/// df-pn proves some children within a few milliseconds and leaves others
/// open; the root's fill-in has cells in all 12.
fn positions() -> Vec<Position> {
    let mut rng = hexbfs::rng::Rng::new(38);
    (0..12)
        .map(|i| {
            let n = if i % 2 == 0 { 7 } else { 8 };
            let picks: Vec<usize> = (0..14 + i).map(|_| rng.below(n * n)).collect();
            position_from(n, n, &picks)
        })
        .filter(|p| p.winner().is_none())
        .collect()
}

/// With the solver's table lent, every root move whose child the solver
/// has proven scores as a proof with the solver's winner; without it the
/// depth-1 search proves none of them but the immediate wins. With the
/// connections on the search runs below the root on the root's filled
/// board, and must still find the solver's positions.
#[test]
fn the_search_scores_the_solvers_proven_children_as_proven() {
    let mut checked = 0;
    let mut filled = 0;
    for pos in positions() {
        let me = pos.to_move();
        let mut solver = Solver::new(16);
        for m in pos.board().empty().iter() {
            let mut child = pos.clone();
            child.play_index(me, m);
            if child.winner().is_none() {
                let clock = Clock::new(Some(Duration::from_millis(20)), None);
                solver.solve(&child, &Limits::default(), clock, &mut |_| {});
            }
        }
        let table = solver.table();
        let g = pos.geometry();
        if !hexbfs::ice::fill_in(pos.board()).all().is_empty() {
            filled += 1;
        }
        for connections in [false, true] {
            let mut s = Searcher::new(4);
            s.read_proofs(solver.proofs(&pos));
            let r = searched(&mut s, &pos, &search_params(1, 64, connections));
            if r.score == hexbfs::search::score::win_in(1) {
                continue;
            }
            for rs in &r.root_scores {
                let after = pos.key_after(me, g.index(rs.cell));
                let Some(e) = table.get(after) else { continue };
                if !e.bounds.solved() {
                    continue;
                }
                // The child's side to move is the opponent.
                let we_win = e.bounds.is_loss();
                assert!(is_proven(rs.score), "{} scored {}", rs.cell, rs.score);
                assert_eq!(rs.score > 0, we_win, "{} scored {}", rs.cell, rs.score);
                checked += 1;
            }
        }
    }
    assert!(checked >= 20, "only {checked} proven children searched");
    assert!(filled >= 3, "only {filled} positions with a fill-in");
}

/// The table is lent for one search: the solver writes to it again
/// afterwards and keeps what it had proven (a search that kept it would
/// leave the solver a new, empty table).
#[test]
fn the_solver_keeps_its_table_after_a_search_read_it() {
    let pos = positions().remove(0);
    let mut solver = Solver::new(16);
    let clock = Clock::new(Some(Duration::from_millis(200)), None);
    solver.solve(&pos, &Limits::default(), clock, &mut |_| {});
    let before = solver.table().get(pos.key()).expect("the root is stored");
    let mut s = Searcher::new(4);
    s.read_proofs(solver.proofs(&pos));
    searched(&mut s, &pos, &search_params(1, 64, true));
    let clock = Clock::new(Some(Duration::from_millis(1)), None);
    solver.solve(&pos, &Limits::default(), clock, &mut |_| {});
    let after = solver.table().get(pos.key()).expect("still stored");
    assert!(after.work >= before.work, "{after:?} against {before:?}");
}
