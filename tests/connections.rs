//! The verdicts the search takes from virtual connections, against
//! brute-force solving of small positions: a claimed win wins (with each
//! move it names), a claimed loss loses, and every move outside a mustplay
//! region loses, with connections built on the board as it is and on the
//! filled board; and the root's pruning (mustplay, inferior cells) never
//! drops the only winning moves.

mod common;

use common::*;

use hexbfs::board::{Cell, Color, Geometry};
use hexbfs::ice::fill_in;
use hexbfs::position::Position;
use hexbfs::search::below_root::{below_root, below_root_from};
use hexbfs::search::connections::{
    Verdict, at_root_built, at_root_probing, inferior_dropped, narrowed, root_limits, sided,
    verdict, verdict_on_fill,
};
use hexbfs::search::score::MATE_BOUND;
use hexbfs::search::{Clock, Params, Searcher, interior, null_move};
use hexbfs::vc::Limits;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use std::collections::HashMap;

/// Whether the side to move at `p` wins after playing `index`.
fn wins_with(p: &Position, index: usize, memo: &mut HashMap<u64, bool>) -> bool {
    let mut child = p.clone();
    child.play_index(p.to_move(), index);
    child.winner() == Some(p.to_move()) || !side_to_move_wins(&mut child, memo)
}

/// Random open positions of 3x3, 4x4 and 5x5 (with at least `stones_5x5`
/// stones on 5x5, so that brute force stays quick).
fn small_positions(stones_5x5: usize) -> impl Strategy<Value = Position> {
    prop_oneof![
        positions(3, 3, 1),
        positions(4, 4, 2),
        positions(5, 5, stones_5x5)
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn verdicts_agree_with_brute_force(
        p in small_positions(9),
        filled in any::<bool>(),
    ) {
        let memo = &mut HashMap::new();
        let wins = side_to_move_wins(&mut p.clone(), memo);
        let limits = if filled { root_limits() } else { Limits::default() };
        check_verdict(&p, verdict(p.board(), p.to_move(), &limits), wins, memo)?;
    }
}

/// A verdict for the side to move at `p` (who wins there when `wins`)
/// against brute force: a claimed win wins with each move it names, a
/// claimed loss loses, and every move outside a mustplay loses.
fn check_verdict(
    p: &Position,
    v: Verdict,
    wins: bool,
    memo: &mut HashMap<u64, bool>,
) -> Result<(), TestCaseError> {
    match v {
        Verdict::Win { moves, .. } => {
            prop_assert!(wins, "claimed win");
            prop_assert!(!moves.is_empty());
            for m in moves {
                prop_assert!(wins_with(p, m, memo), "claimed winning move {}", m);
            }
        }
        Verdict::Loss { .. } => prop_assert!(!wins, "claimed loss"),
        Verdict::Mustplay(cells) => {
            prop_assert!(!cells.is_empty());
            for i in p.board().empty().iter().filter(|&i| !cells.contains(i)) {
                prop_assert!(!wins_with(p, i, memo), "{} outside the mustplay wins", i);
            }
        }
        Verdict::Open => {}
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// Given every legal move, the root keeps a non-empty set of legal
    /// moves; a winning one among them whenever the side to move wins, and
    /// with a proven win, a single move that wins. A proven loss is one.
    /// Also with the wider build of the opponent's connections
    /// (`param_hexbfs root_wide 1`) when `wide`, and always sharpened by
    /// the verdict on the fill-in for the side to move when it fills more.
    #[test]
    fn the_root_keeps_a_winning_move(
        p in small_positions(8),
        wide in any::<bool>(),
    ) {
        let memo = &mut HashMap::new();
        let wins = side_to_move_wins(&mut p.clone(), memo);
        let empty = p.board().empty();
        let mut moves: Vec<usize> = empty.iter().collect();
        let fill = fill_in(p.board());
        // Sharpened by the fill-in for the side to move, as the engine's.
        let sided = sided(&fill, p.to_move());
        let (proven, _) =
            at_root_probing(&fill, sided.as_ref(), p.to_move(), &mut moves, None, false, wide);
        prop_assert!(!moves.is_empty());
        prop_assert!(moves.iter().all(|&m| empty.contains(m)), "{:?}", moves);
        match proven {
            Some(score) if score > MATE_BOUND => {
                prop_assert!(wins, "claimed win {}", score);
                prop_assert_eq!(moves.len(), 1);
            }
            Some(score) => prop_assert!(score < -MATE_BOUND && !wins, "claimed loss {}", score),
            None => {}
        }
        if wins {
            prop_assert!(
                moves.iter().any(|&m| wins_with(&p, m, memo)),
                "no winning move kept of {:?}", moves
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// The verdict narrowed by the wider build (`param_hexbfs root_wide`)
    /// stays sound: a claimed loss loses and every move outside its
    /// mustplay loses. The verdict it narrows is built within tiny limits,
    /// so that the wider build has semis to add on these small boards.
    #[test]
    fn narrowed_verdicts_agree_with_brute_force(p in small_positions(9)) {
        let memo = &mut HashMap::new();
        let wins = side_to_move_wins(&mut p.clone(), memo);
        let tiny = Limits {
            fulls_per_pair: 1,
            semis_per_pair: 1,
            edge_semis: 1,
            or_semis: 2,
            or_depth: 2,
            ..root_limits()
        };
        let fill = fill_in(p.board());
        let v = narrowed(verdict_on_fill(&fill, p.to_move(), &tiny), &fill, p.to_move(), None);
        check_verdict(&p, v, wins, memo)?;
    }
}

fn position(n: usize, black: &[&str], white: &[&str], to_move: Color) -> Position {
    let g = Geometry::new(n, n).unwrap();
    let mut p = Position::new(g.clone());
    for (color, cells) in [(Color::Black, black), (Color::White, white)] {
        for c in cells {
            p.play_index(color, g.index(c.parse::<Cell>().unwrap()));
        }
    }
    p.set_to_move(to_move);
    p
}

/// A real game's position where hexbfs lost to Wolve (round forty-five,
/// `docs/results/wolve-round45/defaults44-11`, game 32, White to move at
/// move 22): hexbfs played d3, outside the mustplay Benzene's connections
/// give (b7 c7 d5 e1 e3 f1 f2 f3 g1 g2 h1), and Black's connections then
/// joined its edges. The root's own build sees no Black semi and keeps
/// d3; the wider build (`param_hexbfs root_wide 1`) leaves it out, and
/// keeps moves in Benzene's mustplay.
#[test]
fn the_wider_build_at_the_root_leaves_out_a_move_that_lost_a_game() {
    let black = [
        "e10", "f5", "b8", "e6", "g5", "i5", "g7", "j6", "h8", "j9", "c6",
    ];
    let white = ["h4", "f6", "d7", "e7", "g6", "h7", "h6", "i8", "i7", "k7"];
    let p = position(11, &black, &white, Color::White);
    let g = p.board().geometry();
    let cell = |s: &str| g.index(s.parse::<Cell>().unwrap());
    let fill = fill_in(p.board());
    let all: Vec<usize> = p.board().empty().iter().collect();
    let mut plain = all.clone();
    let (proof, _) = at_root_probing(&fill, None, Color::White, &mut plain, None, false, false);
    assert_eq!(proof, None);
    assert!(plain.contains(&cell("d3")), "{} moves kept", plain.len());
    let mut wide = all;
    let (proof, _) = at_root_probing(&fill, None, Color::White, &mut wide, None, false, true);
    assert_eq!(proof, None);
    assert!(!wide.contains(&cell("d3")), "d3 kept");
    let benzene = [
        "b7", "c7", "d5", "e1", "e3", "f1", "f2", "f3", "g1", "g2", "h1",
    ];
    assert!(
        wide.iter().any(|&m| benzene.iter().any(|b| cell(b) == m)),
        "{wide:?}"
    );
    assert!(wide.len() < plain.len());
}

#[test]
fn dead_and_captured_cells_are_dropped() {
    // 7x7: Black e4 e3 d3 c4 make d4 dead, and Black b6 captures a7 and b7
    // (the two cells of the last row below it).
    let p = position(
        7,
        &["e4", "e3", "d3", "c4", "b6"],
        &["f2", "b2"],
        Color::White,
    );
    let g = p.geometry().clone();
    let index = |c: &str| g.index(c.parse::<Cell>().unwrap());
    let moves: Vec<usize> = p.board().empty().iter().collect();
    let kept = inferior_dropped(&fill_in(p.board()), &moves);
    for cell in ["d4", "a7", "b7"] {
        assert!(!kept.contains(&index(cell)), "{cell} kept in {kept:?}");
    }
    let shown: Vec<String> = kept.iter().map(|&i| g.cell(i).to_string()).collect();
    assert!(
        kept.contains(&index("d5")) && kept.contains(&index("f4")),
        "{shown:?}"
    );
    // The order of the kept moves is theirs.
    assert!(kept.windows(2).all(|w| w[0] < w[1]));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// One ply below the root, with no clock: every root move is looked at
    /// until a win; a claimed winning move wins, a claimed losing move
    /// loses, and every reply outside the opponent's mustplay after a root
    /// move loses for the opponent. Both with connections built from
    /// scratch and built from the root's, as `genmove` builds them.
    #[test]
    fn verdicts_below_the_root_agree_with_brute_force(
        p in small_positions(9)
    ) {
        let memo = &mut HashMap::new();
        let moves: Vec<usize> = p.board().empty().iter().collect();
        let clock = Clock::new(None, None);
        let (_, root) = at_root_built(&fill_in(p.board()), p.to_move(), &mut moves.clone(), None);
        let fresh = below_root(&p, &moves, &clock);
        let (derived, _) = below_root_from(&p, &moves, &clock, &root, 0, true, true);
        // With the root knowledge, each move neither won nor lost (and so
        // each with a mustplay) was scored, and no other.
        prop_assert!(fresh.knowledge.is_empty());
        for &(m, _) in &derived.knowledge {
            prop_assert!(derived.losses.iter().all(|&(l, _)| l != m));
            prop_assert!(derived.win.is_none_or(|(w, _)| w != m));
        }
        for (m, _) in &derived.replies {
            prop_assert!(derived.knowledge.iter().any(|(k, _)| k == m), "{} not scored", m);
        }
        prop_assert_eq!(
            derived.knowledge.len() + derived.losses.len() + derived.win.is_some() as usize,
            derived.looked_at
        );
        for found in [fresh, derived] {
            match found.win {
                Some((m, score)) => {
                    prop_assert!(score > MATE_BOUND && wins_with(&p, m, memo), "claimed win {}", m);
                    prop_assert_eq!(found.looked_at, moves.iter().position(|&x| x == m).unwrap() + 1);
                }
                None => prop_assert_eq!(found.looked_at, moves.len()),
            }
            for &(m, score) in &found.losses {
                prop_assert!(score < -MATE_BOUND && !wins_with(&p, m, memo), "claimed loss {}", m);
            }
            for (m, replies) in &found.replies {
                let mut child = p.clone();
                child.play_index(p.to_move(), *m);
                prop_assert!(!replies.is_empty());
                for r in child.board().empty().iter().filter(|&r| !replies.contains(r)) {
                    prop_assert!(!wins_with(&child, r, memo), "after {}, {} outside the mustplay wins", m, r);
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 32,
        max_global_rejects: 20_000,
        ..ProptestConfig::default()
    })]

    /// On positions the root's connections leave undecided and whose
    /// fill-in filled cells, the search runs below the root on the filled
    /// board (`filled_root`): its proven winner must be the real board's,
    /// and a winning side's move must win on the real board. Checked with
    /// every reply searched (width 64) and with a narrow width.
    #[test]
    fn the_search_on_the_filled_board_keeps_the_real_value(
        p in small_positions(8)
    ) {
        let filled = hexbfs::ice::fill_in(p.board());
        prop_assume!(filled.winner().is_none() && !filled.all().is_empty());
        prop_assume!(undecided_at_root(&p));
        proves_the_real_winner(&p, Some(interior::MIN_DEPTH), None)?;
    }
}

/// Whether the root's connections leave `p` undecided.
fn undecided_at_root(p: &Position) -> bool {
    matches!(
        verdict(p.board(), p.to_move(), &root_limits()),
        Verdict::Mustplay(_) | Verdict::Open
    )
}

/// The search of `p` with connections on (and at interior nodes with
/// `interior` plies left), at width 64 and 2, proves the brute-force
/// winner, and a winning side's move wins on the real board.
fn proves_the_real_winner(
    p: &Position,
    interior: Option<u32>,
    pv: Option<u32>,
) -> Result<(), TestCaseError> {
    let memo = &mut HashMap::new();
    let want = side_to_move_wins(&mut p.clone(), memo);
    for width in [64, 2] {
        let params = Params {
            max_depth: 64,
            width,
            deep_width: 0,
            deep_from: 1,
            frontier_width: 0,
            frontier_plies: 1,
            quick_single_reply: false,
            connections: true,
            null_move: null_move::DEFAULT,
            late_reduction: None,
            potential_count: false,
            bridge_walls: false,
            threat_extension: 0,
            fill_plies: 0,
            weights: hexbfs::search::leaves::Weights::DEFAULT,
            order: hexbfs::search::ordering::Order::MAP,
        };
        let mut searcher = Searcher::new(1);
        searcher.set_interior_depth(interior);
        searcher.set_interior_pv(pv);
        let r = searcher
            .search(p, &params, Clock::new(None, None), |_| {})
            .expect("open position");
        prop_assert!(r.proven(), "unproven {}", r.score);
        prop_assert_eq!(r.score > 0, want, "width {}", width);
        let best = p.geometry().index(r.best);
        prop_assert!(p.board().empty().contains(best));
        if want {
            prop_assert!(
                wins_with(p, best, memo),
                "width {}: {} does not win",
                width,
                r.best
            );
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 24,
        max_global_rejects: 20_000,
        ..ProptestConfig::default()
    })]

    /// With the connections asked at every interior node two or more
    /// plies down (`set_interior_depth(Some(1))`: proofs returned there,
    /// moves outside a mustplay never searched), on positions the root's
    /// connections leave undecided, the search still proves the
    /// brute-force winner and a winning side's move wins, at full and at
    /// narrow width.
    #[test]
    fn connections_at_interior_nodes_keep_the_brute_force_winner(
        p in small_positions(8)
    ) {
        prop_assume!(undecided_at_root(&p));
        proves_the_real_winner(&p, Some(1), None)?;
    }

    /// The same with only the principal variation's nodes asking, from
    /// one ply left on (`set_interior_pv(Some(1))`; the other nodes never
    /// have the 64 plies left they would need): their proofs and
    /// mustplays keep the brute-force winner too.
    #[test]
    fn connections_at_principal_variation_nodes_keep_the_brute_force_winner(
        p in small_positions(8)
    ) {
        prop_assume!(undecided_at_root(&p));
        proves_the_real_winner(&p, Some(64), Some(1))?;
    }
}
