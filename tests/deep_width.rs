//! `param_hexbfs deep_width` and `deep_plies`: the nodes from a given ply
//! below the root on keep fewer moves than the first plies, which keep
//! `width`. A narrow node buys depth; the first plies keep the replies an
//! opponent with another evaluation plays.

mod common;

use common::*;

use hexbfs::position::Position;
use hexbfs::search::{Params, Report, Searcher};

fn search(p: &Position, params: &Params, root_width: usize) -> Report {
    let mut s = Searcher::new(1);
    s.set_root_width(root_width);
    searched(&mut s, p, params)
}

fn deep(depth: u32, width: usize, deep_width: usize, deep_from: u32) -> Params {
    Params {
        deep_width,
        deep_from,
        ..search_params(depth, width, false)
    }
}

#[test]
fn the_deep_width_narrows_only_the_nodes_from_its_ply_on() {
    let p = open_7x7();
    let plain = summary(&search(&p, &search_params(4, 12, false), 0));
    // Off, as wide as the width, or starting below the deepest node: the
    // search is the plain one, node for node.
    for (deep_width, deep_from) in [(0, 2), (12, 1), (3, 5)] {
        let r = summary(&search(&p, &deep(4, 12, deep_width, deep_from), 0));
        assert_eq!(r, plain, "deep width {deep_width} from ply {deep_from}");
    }
    // Narrower from ply 2: the root still searches its 12 moves, the
    // tree below them is smaller.
    let narrow = summary(&search(&p, &deep(4, 12, 3, 2), 0));
    assert_eq!(narrow.4, 12);
    assert!(narrow.3 < plain.3, "{} nodes against {}", narrow.3, plain.3);
    // From ply 3 it leaves ply 2 at the width: more nodes than from ply 2.
    let later = summary(&search(&p, &deep(4, 12, 3, 3), 0));
    assert!(
        narrow.3 < later.3 && later.3 < plain.3,
        "{} < {} < {} nodes",
        narrow.3,
        later.3,
        plain.3
    );
}

/// From ply 1 on, a deep width is the width below a root of its own
/// width: `--width 12 --deep-width 5 --deep-plies 1` searches what
/// `--width 5 --root-width 12` does.
#[test]
fn from_ply_1_the_deep_width_is_a_root_width() {
    let p = open_7x7();
    for depth in 1..=4 {
        let deep_one = summary(&search(&p, &deep(depth, 12, 5, 1), 0));
        let rooted = summary(&search(&p, &search_params(depth, 5, false), 12));
        assert_eq!(deep_one, rooted, "depth {depth}");
    }
}

/// On random 5x5 positions searched 4 plies deep with every move at the
/// first two plies and one move a node below, every win the search
/// proves is one by brute force (checked where at most 11 cells are
/// empty): a node narrowed to one move still searches on while each move
/// so far is lost, so a proof stays a proof.
#[test]
fn a_narrow_deep_width_proves_only_real_wins() {
    check_proven_wins_on_5x5(44, |p| search(p, &deep(4, 25, 1, 2), 0));
}

/// The engine's default search keeps 30 moves at the root and 20 at every
/// node below it: what `--width 20 --root-width 30` searched when its
/// SPRT and Wolve runs were played.
#[test]
fn by_default_the_root_keeps_30_moves_and_the_nodes_below_20() {
    let p = open_7x7();
    for depth in 1..=3 {
        let defaults = Params {
            max_depth: depth,
            quick_single_reply: false,
            connections: false,
            ..Params::default()
        };
        let rooted = Params {
            width: 20,
            deep_width: 0,
            ..defaults
        };
        let d = summary(&search(&p, &defaults, 0));
        assert_eq!(d, summary(&search(&p, &rooted, 30)), "depth {depth}");
        assert_eq!(d.4, 30, "depth {depth}: root moves searched");
    }
}
