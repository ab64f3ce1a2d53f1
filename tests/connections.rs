//! The verdicts the search takes from virtual connections, against
//! brute-force solving of small positions: a claimed win wins (with each
//! move it names), a claimed loss loses, and every move outside a mustplay
//! region loses.

mod common;

use common::*;

use hexbfs::position::Position;
use hexbfs::search::connections::{Verdict, verdict};
use hexbfs::vc::Limits;
use proptest::prelude::*;
use std::collections::HashMap;

/// Whether the side to move at `p` wins after playing `index`.
fn wins_with(p: &Position, index: usize, memo: &mut HashMap<u64, bool>) -> bool {
    let mut child = p.clone();
    child.play_index(p.to_move(), index);
    child.winner() == Some(p.to_move()) || !side_to_move_wins(&mut child, memo)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn verdicts_agree_with_brute_force(
        p in prop_oneof![positions(3, 3, 1), positions(4, 4, 2), positions(5, 5, 9)]
    ) {
        let memo = &mut HashMap::new();
        let wins = side_to_move_wins(&mut p.clone(), memo);
        match verdict(p.board(), p.to_move(), &Limits::default()) {
            Verdict::Win { moves, .. } => {
                prop_assert!(wins, "claimed win");
                prop_assert!(!moves.is_empty());
                for m in moves {
                    prop_assert!(wins_with(&p, m, memo), "claimed winning move {}", m);
                }
            }
            Verdict::Loss { .. } => prop_assert!(!wins, "claimed loss"),
            Verdict::Mustplay(cells) => {
                prop_assert!(!cells.is_empty());
                for i in p.board().empty().iter().filter(|&i| !cells.contains(i)) {
                    prop_assert!(!wins_with(&p, i, memo), "{} outside the mustplay wins", i);
                }
            }
            Verdict::Open => {}
        }
    }
}
