//! `param_hexbfs shape_order`: the root's moves tied on the 1988 key's sum
//! ranked by their learned local shape. It changes which of the tied moves
//! the engine plays, never what a search proves.

mod common;

use common::*;

use hexbfs::position::Position;
use hexbfs::rng::Rng;
use hexbfs::search::move_shape::rank_root;
use hexbfs::search::{Report, Searcher};

fn search(p: &Position, shape: bool, depth: u32, width: usize) -> Report {
    let mut s = Searcher::new(1);
    s.set_shape_order(shape);
    searched(&mut s, p, &search_params(depth, width, false))
}

/// Random open positions of `n`x`n` with 2 to 2 + `spread` - 1 stones.
fn open_positions(seed: u64, n: usize, spread: usize, count: usize) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let stones = 2 + rng.below(spread);
        let picks: Vec<usize> = (0..stones).map(|_| rng.below(n * n)).collect();
        let p = position_from(n, n, &picks);
        if p.winner().is_none() && p.board().empty().count() > 3 {
            out.push(p);
        }
    }
    out
}

/// At depth 1 every root move's score is exact (its children are leaves),
/// and the move played is the first, in the shape's root order, of those
/// with the best score: among equal scores the better shape is played.
/// Over a sample of 9x9 positions the shape changes the move in some.
#[test]
fn among_moves_of_equal_score_the_root_plays_the_best_shaped() {
    let mut changed = 0;
    for p in open_positions(41, 9, 12, 60) {
        let r = search(&p, true, 1, 200);
        let g = p.geometry();
        let mut order: Vec<usize> = r.root_scores.iter().map(|s| g.index(s.cell)).collect();
        rank_root(p.board(), p.to_move(), &mut order);
        let score = |i: usize| {
            r.root_scores
                .iter()
                .find(|s| g.index(s.cell) == i)
                .expect("searched")
                .score
        };
        let first = order
            .iter()
            .copied()
            .find(|&i| score(i) == r.score)
            .expect("a best move");
        assert_eq!(g.index(r.best), first, "{:?}", p.board());
        changed += (search(&p, false, 1, 200).best != r.best) as usize;
    }
    assert!(changed > 0, "the shape never changed the move played");
}

/// With the shape's order the search still proves exactly: on random 4x4
/// positions searched to the end, the score is the brute-force value.
#[test]
fn a_full_search_with_the_shape_order_proves_the_exact_value() {
    for p in open_positions(4141, 4, 8, 120) {
        let empty = p.board().empty().count();
        let r = search(&p, true, empty, 64);
        assert_eq!(r.score, exact_score(&p), "{:?}", p.board());
    }
}
