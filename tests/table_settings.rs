//! The table's settings. `param_hexbfs keep_table`: a search that keeps
//! the last search's table still proves what brute force proves, costs
//! fewer nodes after the reply it expected, and starts afresh when the
//! settings or the board change. `param_hexbfs table_parity`: entries cut
//! off only at depths of the same parity, and proofs stay exact.

mod common;

use common::*;

use hexbfs::position::Position;
use hexbfs::search::score::MATE;
use hexbfs::search::{Clock, Params, Report, Searcher, null_move};
use proptest::prelude::*;
use std::collections::HashMap;

/// The exact value of `p` by brute force, as a search score for its side
/// to move: `MATE - n` for a win in `n` plies, `-(MATE - n)` for a loss.
fn exact(p: &Position) -> i32 {
    fn plies(p: &mut Position, memo: &mut HashMap<u64, i32>) -> i32 {
        if let Some(&v) = memo.get(&p.key()) {
            return v;
        }
        let me = p.to_move();
        let mut best: Option<i32> = None;
        for i in p.board().empty().iter() {
            p.play_index(me, i);
            let v = if p.winner() == Some(me) {
                1
            } else {
                let c = plies(p, memo);
                if c > 0 { -(c + 1) } else { -c + 1 }
            };
            p.undo();
            // Any win beats any loss; faster wins and slower losses first.
            let better = match best {
                None => true,
                Some(b) => match (v > 0, b > 0) {
                    (true, false) => true,
                    (false, true) => false,
                    _ => v < b,
                },
            };
            if better {
                best = Some(v);
            }
        }
        let v = best.expect("an open position has a move");
        memo.insert(p.key(), v);
        v
    }
    let v = plies(&mut p.clone(), &mut HashMap::new());
    if v > 0 { MATE - v } else { -(MATE + v) }
}

fn params(max_depth: u32, width: usize) -> Params {
    Params {
        max_depth,
        width,
        quick_single_reply: false,
        connections: false,
        null_move: null_move::DEFAULT,
        late_reduction: None,
        ..Params::default()
    }
}

fn search(s: &mut Searcher, p: &Position, params: &Params) -> Report {
    s.search(p, params, Clock::new(None, None), |_| {})
        .expect("open position")
}

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
        let full = params(64, 64);
        let mut p = Position::new(hexbfs::board::Geometry::new(w, h).unwrap());
        for (n, &k) in picks.iter().enumerate() {
            if p.winner().is_some() || p.board().empty().is_empty() {
                break;
            }
            // From the fourth stone on (the first positions take long to
            // solve and have the same kind of entries as the later ones).
            if n >= 3 {
                let r = search(&mut s, &p, &full);
                prop_assert_eq!(r.score, exact(&p), "picks {:?}", picks);
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
    let p5 = params(5, 30);
    for pos in &positions {
        let mut s = kept(8);
        let first = search(&mut s, pos, &p5);
        let mut next = pos.clone();
        for c in first.pv.iter().take(2) {
            next.play(*c);
        }
        let again = search(&mut s, &next, &p5);
        let fresh = search(&mut Searcher::new(8), &next, &p5);
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
    let wide = params(4, 30);
    let narrow = params(4, 12);
    let heavier = Params {
        weights: hexbfs::search::leaves::Weights {
            potential_step: 48,
            ..hexbfs::search::leaves::Weights::DEFAULT
        },
        ..wide
    };
    let mut nine_on = nine.clone();
    for c in search(&mut Searcher::new(8), &nine, &wide)
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
        search(&mut s, &nine, &wide);
        let after = outcome(&search(&mut s, second_pos, second));
        let fresh = outcome(&search(&mut Searcher::new(8), second_pos, second));
        assert_eq!(after == fresh, !same, "{after:?} against {fresh:?}");
    }
    // Off, the default: every search is a fresh one.
    let mut s = Searcher::new(8);
    search(&mut s, &nine, &wide);
    let after = outcome(&search(&mut s, &nine_on, &wide));
    let fresh = outcome(&search(&mut Searcher::new(8), &nine_on, &wide));
    assert_eq!(after, fresh);
}
