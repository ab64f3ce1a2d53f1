//! `param_hexbfs root_width`: how many moves the search considers at the
//! root. The root's order is fixed before the first depth, so a move
//! ranked below the width is never searched; a wider root must search
//! the moves it is given and find what they hold.

mod common;

use common::*;

use hexbfs::position::Position;
use hexbfs::rng::Rng;
use hexbfs::search::score::MATE_BOUND;
use hexbfs::search::{Report, Searcher};

fn search(p: &Position, root_width: usize, depth: u32, width: usize) -> Report {
    let mut s = Searcher::new(1);
    s.set_root_width(root_width);
    searched(&mut s, p, &search_params(depth, width, false))
}

#[test]
fn the_root_searches_as_many_moves_as_its_width_and_0_means_the_search_width() {
    let p = open_7x7();
    let open = p.board().empty().count() as usize;
    // (root width, the moves searched at depth 1 with width 20 below)
    for (root_width, expected) in [(1, 1), (5, 5), (33, 33), (0, 20), (500, open)] {
        let r = search(&p, root_width, 1, 20);
        assert_eq!(r.root_scores.len(), expected, "root width {root_width}");
    }
    // Without the setting, the search's width rules the root as before.
    let plain = searched(&mut Searcher::new(1), &p, &search_params(1, 20, false));
    assert_eq!(plain.root_scores.len(), 20);
}

/// On random 5x5 positions searched 3 plies deep with 2 moves a node, a
/// root of every move proves each win a root of 2 proves, proves wins
/// the narrow root cannot see, and every win it claims is one by brute
/// force (checked where at most 11 cells are empty).
#[test]
fn a_wider_root_finds_the_wins_a_narrow_one_leaves_out() {
    let mut rng = Rng::new(39);
    let (mut both, mut wide_only, mut positions) = (0, 0, 0);
    while positions < 150 {
        let stones = 6 + rng.below(8);
        let picks: Vec<usize> = (0..stones).map(|_| rng.below(25)).collect();
        let p = position_from(5, 5, &picks);
        if p.winner().is_some() || p.board().empty().count() < 6 {
            continue;
        }
        positions += 1;
        let narrow = search(&p, 0, 3, 2);
        let wide = search(&p, 676, 3, 2);
        let won = |r: &Report| r.score >= MATE_BOUND;
        if won(&narrow) {
            assert!(won(&wide), "picks {picks:?}: the narrow root's win lost");
        }
        if won(&wide) {
            if p.board().empty().count() <= 11 {
                let wins = side_to_move_wins(&mut p.clone(), &mut Default::default());
                assert!(wins, "picks {picks:?}: a win claimed");
            }
            if won(&narrow) {
                both += 1;
            } else {
                wide_only += 1;
            }
        }
    }
    assert!(both > 0, "no win both roots see in the sample");
    assert!(
        wide_only > 0,
        "no win only the wide root sees in the sample"
    );
}

/// `param_hexbfs root_sweep 1`: the first depth searches every root move
/// and the second the `width` best of them by the first's scores, not
/// the map's first `width`.
#[test]
fn after_a_sweep_the_root_keeps_the_best_of_its_scores() {
    let p = open_7x7();
    let open = p.board().empty().count() as usize;
    let mut reports = Vec::new();
    let mut s = Searcher::new(1);
    s.set_root_sweep(1);
    s.search(
        &p,
        &search_params(2, 20, false),
        hexbfs::search::Clock::new(None, None),
        |r| reports.push(r.clone()),
    );
    assert_eq!(reports.len(), 2);
    let (first, second) = (&reports[0], &reports[1]);
    assert_eq!(first.root_scores.len(), open);
    assert_eq!(second.root_scores.len(), 20);
    let best: std::collections::HashSet<_> =
        first.root_scores.iter().take(20).map(|r| r.cell).collect();
    let kept: std::collections::HashSet<_> = second.root_scores.iter().map(|r| r.cell).collect();
    assert_eq!(kept, best);
    // Without the sweep, the first depth searches the map's first 20
    // only, and some move of the sweep's best 20 is not among them.
    let mut plain = Vec::new();
    Searcher::new(1).search(
        &p,
        &search_params(1, 20, false),
        hexbfs::search::Clock::new(None, None),
        |r| plain.push(r.clone()),
    );
    let map_first: std::collections::HashSet<_> =
        plain[0].root_scores.iter().map(|r| r.cell).collect();
    assert_eq!(map_first.len(), 20);
    assert_ne!(map_first, best);
}
