//! `--order shape` (`param_hexbfs order shape`): a node's moves ranked by
//! the 1988 key's sum, its ties by the cell's learned local shape, then by
//! our own map value. It changes which moves the search tries first, and
//! so which of the root's equal moves it plays, never what a search proves.

mod common;

use common::*;

use hexbfs::bitboard::Bitboard;
use hexbfs::eval::bridge::BridgeMap;
use hexbfs::position::Position;
use hexbfs::rng::Rng;
use hexbfs::search::move_shape::prior;
use hexbfs::search::ordering::{Order, Rank, centre_distance};
use hexbfs::search::{Report, Searcher};

fn search(p: &Position, order: Order, depth: u32, width: usize) -> Report {
    let mut s = Searcher::new(1);
    let params = hexbfs::search::Params {
        order,
        ..search_params(depth, width, false)
    };
    searched(&mut s, p, &params)
}

const SHAPE_AT_ROOT: Order = Order {
    rank: Rank::Shape,
    plies: 1,
};

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

/// The shape order of `cells`, written out the obvious way: the sum of the
/// two players' bridge-aware map values through the cell, then the shape's
/// prior in steps of 1/32 (more first), then our own value, the centre, the
/// index.
fn shape_order(p: &Position, cells: &Bitboard) -> Vec<usize> {
    let (b, me) = (p.board(), p.to_move());
    let map = BridgeMap::new(b);
    let mut order: Vec<usize> = cells.iter().collect();
    order.sort_by_key(|&i| {
        let own = map.through(me, i).min(255);
        let opp = map.through(me.opponent(), i).min(255);
        let shape = -prior(b, me, i).div_euclid(32);
        (
            own + opp,
            shape,
            own.min(127),
            centre_distance(b.geometry(), i),
            i,
        )
    });
    order
}

/// At depth 1 every root move's score is exact (its children are leaves),
/// and the move played is the first, in the root's order, of those with
/// the best score: among equal scores the better shape is played. Over a
/// sample of 9x9 positions the shape changes the move in some.
#[test]
fn among_moves_of_equal_score_the_root_plays_the_best_shaped() {
    let mut changed = 0;
    for p in open_positions(41, 9, 12, 60) {
        let r = search(&p, SHAPE_AT_ROOT, 1, 200);
        let g = p.geometry();
        let searched: Bitboard = r.root_scores.iter().map(|s| g.index(s.cell)).collect();
        let score = |i: usize| {
            r.root_scores
                .iter()
                .find(|s| g.index(s.cell) == i)
                .expect("searched")
                .score
        };
        let first = shape_order(&p, &searched)
            .into_iter()
            .find(|&i| score(i) == r.score)
            .expect("a best move");
        assert_eq!(g.index(r.best), first, "{:?}", p.board());
        changed += (search(&p, Order::MAP, 1, 200).best != r.best) as usize;
    }
    assert!(changed > 0, "the shape never changed the move played");
}

/// With the shape's order at every node the search still proves exactly:
/// on random 4x4 positions searched to the end, the score is the
/// brute-force value.
#[test]
fn a_full_search_with_the_shape_order_proves_the_exact_value() {
    let everywhere = Order {
        rank: Rank::Shape,
        plies: 0,
    };
    for p in open_positions(4141, 4, 8, 120) {
        let empty = p.board().empty().count();
        let r = search(&p, everywhere, empty, 64);
        assert_eq!(r.score, exact_score(&p), "{:?}", p.board());
    }
}
