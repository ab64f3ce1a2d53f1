//! `param_hexbfs frontier_width` and `frontier_plies`: the nodes near the
//! leaves (with at most `frontier_plies` plies left) keep fewer moves than
//! their width, the root never fewer. Late move pruning, as chess engines
//! call it: a move near the leaves is a few leaf scores, and the late ones
//! of a node that fails low are scored only to be refuted.

mod common;

use common::*;

use hexbfs::position::Position;
use hexbfs::search::{Params, Report, Searcher};

fn search(p: &Position, params: &Params) -> Report {
    searched(&mut Searcher::new(1), p, params)
}

fn frontier(depth: u32, width: usize, frontier_width: usize, frontier_plies: u32) -> Params {
    Params {
        frontier_width,
        frontier_plies,
        ..search_params(depth, width, false)
    }
}

#[test]
fn the_frontier_width_narrows_only_the_nodes_near_the_leaves() {
    let p = open_7x7();
    let plain = summary(&search(&p, &search_params(4, 12, false)));
    // Off, as wide as the width, or at no plies left: the plain search,
    // node for node.
    for (frontier_width, frontier_plies) in [(0, 2), (12, 3), (40, 3), (3, 0)] {
        let r = summary(&search(
            &p,
            &frontier(4, 12, frontier_width, frontier_plies),
        ));
        assert_eq!(
            r, plain,
            "frontier width {frontier_width} at {frontier_plies} plies"
        );
    }
    // The nodes whose children are leaves keep 3 moves: the root still
    // searches its 12, the tree is smaller.
    let last = summary(&search(&p, &frontier(4, 12, 3, 1)));
    assert_eq!(last.4, 12);
    assert!(last.3 < plain.3, "{} nodes against {}", last.3, plain.3);
    // Two plies from the leaves: smaller still.
    let two = summary(&search(&p, &frontier(4, 12, 3, 2)));
    assert_eq!(two.4, 12);
    assert!(two.3 < last.3, "{} nodes against {}", two.3, last.3);
}

/// The root is not a frontier node, however few plies it has left: a
/// search one ply deep with a frontier at every ply scores all its moves.
#[test]
fn the_root_keeps_its_width_at_every_depth() {
    let p = open_7x7();
    for depth in 1..=3 {
        let r = summary(&search(&p, &frontier(depth, 12, 2, 64)));
        assert_eq!(r.4, 12, "depth {depth}: root moves searched");
    }
}

/// The frontier width bounds the deep width, it does not widen it: with
/// the nodes below the root at 5 moves, a frontier of 8 changes nothing.
#[test]
fn the_frontier_width_never_widens_a_node() {
    let p = open_7x7();
    let deep = Params {
        deep_width: 5,
        deep_from: 1,
        ..search_params(4, 12, false)
    };
    let wider = Params {
        frontier_width: 8,
        frontier_plies: 3,
        ..deep
    };
    assert_eq!(summary(&search(&p, &deep)), summary(&search(&p, &wider)));
}

/// On random 5x5 positions searched 4 plies deep with one move a node at
/// the last three plies, every win the search proves is one by brute
/// force (checked where at most 11 cells are empty): a narrowed node
/// still searches on while each move so far is lost.
#[test]
fn a_narrow_frontier_proves_only_real_wins() {
    check_proven_wins_on_5x5(45, |p| search(p, &frontier(4, 25, 1, 3)));
}

/// The engine's default search keeps 10 moves at the nodes two or fewer
/// plies from the leaves: what `--frontier-width 10 --frontier-plies 2`
/// searched when its SPRT and Wolve run were played.
#[test]
fn by_default_the_nodes_two_plies_from_the_leaves_keep_10_moves() {
    let p = open_7x7();
    for depth in 1..=4 {
        let defaults = Params {
            max_depth: depth,
            quick_single_reply: false,
            connections: false,
            ..Params::default()
        };
        let explicit = Params {
            frontier_width: 10,
            frontier_plies: 2,
            ..defaults
        };
        let off = Params {
            frontier_width: 0,
            ..defaults
        };
        let d = summary(&search(&p, &defaults));
        assert_eq!(d, summary(&search(&p, &explicit)), "depth {depth}");
        if depth >= 3 {
            let o = summary(&search(&p, &off));
            assert!(d.3 < o.3, "depth {depth}: {} nodes against {}", d.3, o.3);
        }
    }
}
