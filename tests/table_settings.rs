//! The table's settings. `param_hexbfs keep_table`: a search that keeps
//! the last search's table still proves what brute force proves, costs
//! fewer nodes after the reply it expected, and starts afresh when the
//! settings or the board change. `param_hexbfs table_parity`: entries cut
//! off only at depths of the same parity, and proofs stay exact.

mod common;

use common::*;

use hexbfs::position::Position;
use hexbfs::search::{Params, Report, Searcher};
use proptest::prelude::*;

/// Everything a search decides, in a comparable form.
fn outcome(r: &Report) -> (u32, i32, String, Vec<String>, u64) {
    let pv = r.pv.iter().map(|c| c.to_string()).collect();
    (r.depth, r.score, r.best.to_string(), pv, r.nodes)
}

fn kept(table_mb: usize) -> Searcher {
    let mut s = Searcher::new(table_mb);
    s.set_keep_table(true);
    s
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// Along a random game on 4x4 (and 4x3), one searcher keeping its
    /// table from position to position gives each position's exact value,
    /// as a fresh table does: what it keeps are results of the same
    /// settings, which must not turn a proof into a wrong one.
    #[test]
    fn a_kept_table_proves_each_position_of_a_game_exactly(
        (w, h) in prop_oneof![Just((4, 4)), Just((4, 3))],
        picks in prop::collection::vec(0..16usize, 5..14),
        parity in any::<bool>(),
    ) {
        let mut s = kept(1);
        // With the parity setting too, half of the games.
        s.set_table_parity(parity);
        let full = search_params(64, 64, false);
        let mut p = Position::new(hexbfs::board::Geometry::new(w, h).unwrap());
        for (n, &k) in picks.iter().enumerate() {
            if p.winner().is_some() || p.board().empty().is_empty() {
                break;
            }
            // From the fourth stone on (the first positions take long to
            // solve and have the same kind of entries as the later ones).
            if n >= 3 {
                let r = searched(&mut s, &p, &full);
                prop_assert_eq!(r.score, exact_score(&p), "picks {:?}", picks);
            }
            let empty: Vec<usize> = p.board().empty().iter().collect();
            p.play_index(p.to_move(), empty[k % empty.len()]);
        }
    }
}

/// After the reply the last search expected, the next search to the same
/// depth finds much of its tree in the kept table: fewer nodes than from
/// an empty one.
#[test]
fn after_the_expected_reply_a_kept_table_saves_nodes() {
    let positions = [
        position_from(9, 9, &[40, 41, 30, 50, 22, 58]),
        position_from(11, 11, &[60, 61, 49, 71, 38, 83, 27]),
    ];
    let p5 = search_params(5, 30, false);
    for pos in &positions {
        let mut s = kept(8);
        let first = searched(&mut s, pos, &p5);
        let mut next = pos.clone();
        for c in first.pv.iter().take(2) {
            next.play(*c);
        }
        let again = searched(&mut s, &next, &p5);
        let fresh = searched(&mut Searcher::new(8), &next, &p5);
        assert!(
            again.nodes < fresh.nodes,
            "kept {} nodes, fresh {}",
            again.nodes,
            fresh.nodes
        );
    }
}

/// A search of other settings, or on a board of another size, does not
/// read the entries of the one before: it is exactly a fresh search. The
/// same settings after the expected reply do read them (the control: the
/// kept entries would change these searches).
#[test]
fn other_settings_or_another_board_start_afresh() {
    let nine = position_from(9, 9, &[40, 41, 30, 50, 22, 58]);
    let eleven = position_from(11, 11, &[40, 41, 30, 50, 22, 58]);
    let wide = search_params(4, 30, false);
    let narrow = search_params(4, 12, false);
    let heavier = Params {
        weights: hexbfs::search::leaves::Weights {
            potential_step: 48,
            ..hexbfs::search::leaves::Weights::DEFAULT
        },
        ..wide
    };
    let mut nine_on = nine.clone();
    for c in searched(&mut Searcher::new(8), &nine, &wide)
        .pv
        .iter()
        .take(2)
    {
        nine_on.play(*c);
    }
    for (second_pos, second, same) in [
        (&nine_on, &wide, true),
        (&nine_on, &narrow, false),
        (&nine_on, &heavier, false),
        (&eleven, &wide, false),
    ] {
        let mut s = kept(8);
        searched(&mut s, &nine, &wide);
        let after = outcome(&searched(&mut s, second_pos, second));
        let fresh = outcome(&searched(&mut Searcher::new(8), second_pos, second));
        assert_eq!(after == fresh, !same, "{after:?} against {fresh:?}");
    }
    // Off, the default: every search is a fresh one.
    let mut s = Searcher::new(8);
    searched(&mut s, &nine, &wide);
    let after = outcome(&searched(&mut s, &nine_on, &wide));
    let fresh = outcome(&searched(&mut Searcher::new(8), &nine_on, &wide));
    assert_eq!(after, fresh);
}
