//! What a finished depth says of each root move (what HexGui's live labels
//! show) is true: a score marked exact is the move's value at that depth,
//! one marked as a bound is at least the value. The reference searches each
//! root move's position on its own, full width and without a table, one
//! ply shallower: the slow, obvious value of the move at that depth.

use hexbfs::board::{Cell, Color, Geometry};
use hexbfs::position::Position;
use hexbfs::search::score::{from_table, is_proven};
use hexbfs::search::{Clock, Params, Report, Searcher};

fn full_width(depth: u32) -> Params {
    Params {
        max_depth: depth,
        width: 26 * 26,
        deep_width: 0,
        deep_from: 1,
        frontier_width: 0,
        frontier_plies: 1,
        quick_single_reply: false,
        // The alpha-beta core alone: the reference knows no connections.
        connections: false,
        // Nor the null move's pruning, which changes scores at a fixed depth.
        null_move: None,
        late_reduction: None,
        potential_count: false,
        bridge_walls: false,
        threat_extension: 0,
        fill_plies: 0,
        weights: hexbfs::search::leaves::Weights::DEFAULT,
        order: hexbfs::search::ordering::Order::MAP,
    }
}

fn reports(pos: &Position, depth: u32) -> Vec<Report> {
    let mut all = Vec::new();
    Searcher::new(0).search(pos, &full_width(depth), Clock::new(None, None), |r| {
        all.push(r.clone())
    });
    all
}

/// The value of playing `cell` at the root, searched `depth` plies in all.
fn reference(pos: &Position, cell: Cell, depth: u32) -> i32 {
    let mut child = pos.clone();
    child.play(cell);
    let last = reports(&child, depth - 1).pop().expect("an open child");
    -from_table(last.score, 1)
}

fn position(size: usize, stones: &[(Color, &str)]) -> Position {
    let mut p = Position::new(Geometry::new(size, size).unwrap());
    for &(c, s) in stones {
        let i = p.geometry().index(s.parse().unwrap());
        p.play_index(c, i);
    }
    p.set_to_move(Color::Black);
    p
}

/// Wins and losses are compared as such (their distances depend on where
/// iterative deepening stopped); other scores by value.
fn check(what: &str, score: i32, exact: bool, truth: i32) {
    if is_proven(score) || is_proven(truth) {
        if exact {
            assert_eq!(score > 0, truth > 0, "{what}: {score} vs {truth}");
        } else if is_proven(score) && score < 0 {
            assert!(truth < 0, "{what}: bound {score}, value {truth}");
        }
    } else if exact {
        assert_eq!(score, truth, "{what}: exact score");
    } else {
        assert!(
            truth <= score,
            "{what}: bound {score} below the value {truth}"
        );
    }
}

#[test]
fn exact_root_scores_are_values_and_bounds_are_bounds() {
    let positions = [
        position(5, &[(Color::White, "c3")]),
        position(6, &[(Color::Black, "c3"), (Color::White, "d3")]),
        position(
            6,
            &[
                (Color::White, "b4"),
                (Color::White, "e2"),
                (Color::Black, "c3"),
            ],
        ),
    ];
    let mut bounds = 0;
    for pos in &positions {
        for r in reports(pos, 3).iter().filter(|r| r.depth >= 2) {
            for rs in &r.root_scores {
                let what = format!("depth {} move {}", r.depth, rs.cell);
                check(&what, rs.score, rs.exact, reference(pos, rs.cell, r.depth));
                bounds += usize::from(!rs.exact);
            }
        }
    }
    assert!(bounds > 0, "no bound to check");
}

/// The move order changes which moves a node tries first, never the value
/// of a full-width search without a table (plain alpha-beta returns the
/// minimax value in any order): every rank of `--order`, at every node or
/// at the root alone, finds the map order's score and a best move of that
/// score, on positions of 4x4 to 6x6 at depth 3.
#[test]
fn the_order_does_not_change_a_full_width_value() {
    use hexbfs::search::ordering::{Order, Rank};
    let mut rng = hexbfs::rng::Rng::new(5);
    let mut searched = 0;
    for _ in 0..24 {
        let n = 4 + rng.below(3);
        let mut pos = Position::new(Geometry::new(n, n).unwrap());
        for _ in 0..rng.below(5) {
            let i = rng.below(n * pos.geometry().stride());
            if pos.board().empty().contains(i) {
                pos.play_index(Color::BOTH[rng.below(2)], i);
            }
        }
        if pos.winner().is_some() {
            continue;
        }
        let value = |order: Order| {
            let params = Params {
                order,
                ..full_width(3)
            };
            let r = Searcher::new(0)
                .search(&pos, &params, Clock::new(None, None), |_| {})
                .expect("an open position");
            (r.score, r.best)
        };
        let (want, _) = value(Order::MAP);
        for rank in Rank::ALL {
            for plies in [0, 1] {
                let (score, best) = value(Order { rank, plies });
                assert_eq!(score, want, "{rank} plies {plies}");
                let mut after = pos.clone();
                after.play(best);
                // The best move's own value is the score.
                let again = Searcher::new(0)
                    .search(&after, &full_width(2), Clock::new(None, None), |_| {})
                    .map(|r| -from_table(r.score, 1));
                if let Some(v) = again.filter(|_| !is_proven(want)) {
                    assert_eq!(v, want, "{rank} plies {plies}: {best}");
                }
            }
        }
        searched += 1;
    }
    assert!(searched > 15, "{searched}");
}

/// The moves a search is told to avoid (the solver's proven losses, in
/// `genmove` with `solver_check`) are left out of its root: the search
/// plays the best of the others, with their best value (each searched on
/// its own). When every move is to be avoided (a lost position) the
/// search is as without the set, and the set lasts one search only.
#[test]
fn a_search_leaves_out_the_root_moves_it_is_told_to_avoid() {
    let pos = position(
        6,
        &[
            (Color::White, "b4"),
            (Color::White, "e2"),
            (Color::Black, "c3"),
        ],
    );
    let g = pos.geometry().clone();
    let search = |s: &mut Searcher| {
        s.search(&pos, &full_width(2), Clock::new(None, None), |_| {})
            .expect("an open position")
    };
    let mut s = Searcher::new(0);
    let free = search(&mut s);
    let mut avoid = hexbfs::bitboard::Bitboard::EMPTY;
    avoid.insert(g.index(free.best));
    s.avoid_at_root(avoid);
    let told = search(&mut s);
    assert_ne!(told.best, free.best);
    assert!(told.root_scores.iter().all(|r| r.cell != free.best));
    assert_eq!(told.root_scores.len() + 1, free.root_scores.len());
    // The best value among the others, each searched on its own.
    let want = free
        .root_scores
        .iter()
        .filter(|r| r.cell != free.best)
        .map(|r| reference(&pos, r.cell, 2))
        .max()
        .expect("more than one move");
    check("the best of the others", told.score, true, want);
    // Once: the next search is free again.
    assert_eq!(search(&mut s).best, free.best);
    // Every move to avoid: the set is ignored.
    s.avoid_at_root(pos.board().empty());
    let all = search(&mut s);
    assert_eq!((all.best, all.score), (free.best, free.score));
}
