//! Inferior-cell fill-in (`hexbfs::ice`) against brute force: filling keeps
//! the winner of the position with either side to move, and so does a
//! single stone of either colour on any cell reported dead; a move on a
//! killer of a cell is as good as one on the cell, and the moves the
//! domination test drops never hold the only win.

mod common;

use common::*;

use hexbfs::bitboard::Bitboard;
use hexbfs::board::{Board, Color};
use hexbfs::ice::{
    FillIn, fill_in, fill_in_for, joined, killers, losing_siblings, position_of, undominated,
};
use hexbfs::search::Clock;
use hexbfs::solver::{Limits, Solver};
use proptest::prelude::*;
use std::collections::HashMap;

/// The winner of `board` with `to_move` to play, by brute force.
fn winner(board: &Board, to_move: Color) -> Color {
    if let Some(c) = Color::BOTH.into_iter().find(|&c| joined(board, c)) {
        return c;
    }
    let mut p = position_of(board, to_move);
    if side_to_move_wins(&mut p, &mut HashMap::new()) {
        to_move
    } else {
        to_move.opponent()
    }
}

/// Random boards of 1x1 to 5x5 (each cell empty, Black or White, not
/// just positions of alternating play) with at most `max_empty` empty
/// cells and no winner yet.
fn boards(max_empty: usize) -> impl Strategy<Value = Board> {
    (1..=5usize, 1..=5usize)
        .prop_flat_map(|(w, h)| {
            let cell = prop_oneof![9 => Just(None), 11 => any::<bool>().prop_map(Some)];
            (Just(w), Just(h), prop::collection::vec(cell, w * h))
        })
        .prop_map(|(w, h, cells)| {
            let stones: Vec<(usize, bool)> = cells
                .iter()
                .enumerate()
                .filter_map(|(k, c)| c.map(|black| (k, black)))
                .collect();
            board_from(w, h, &stones)
        })
        .prop_filter("too many empty cells or already won", move |b| {
            (b.empty().count() as usize) <= max_empty
                && !Color::BOTH.into_iter().any(|c| joined(b, c))
        })
}

/// Whether the side to move wins, by a search that fills in every
/// position and tries only the undominated empty cells of the filled board
/// (the solver's move generation without connections): wrong fills or
/// prunings anywhere in the tree would show in the root's value.
fn pruned_search_wins(
    board: &Board,
    to_move: Color,
    memo: &mut HashMap<(u64, Color), bool>,
) -> bool {
    pruned_search_with(board, to_move, memo, &|b, _| fill_in(b))
}

/// [`pruned_search_wins`] with `fill` as the fill-in of each position
/// (given the side to move).
fn pruned_search_with(
    board: &Board,
    to_move: Color,
    memo: &mut HashMap<(u64, Color), bool>,
    fill: &dyn Fn(&Board, Color) -> FillIn,
) -> bool {
    if let Some(&v) = memo.get(&(board.hash(), to_move)) {
        return v;
    }
    let f = fill(board, to_move);
    let wins = match f.winner() {
        Some(w) => w == to_move,
        None => {
            let moves: Vec<usize> = f.board().empty().iter().collect();
            undominated(f.board(), &moves).into_iter().any(|m| {
                let mut b = board.clone();
                b.place(to_move, m);
                !pruned_search_with(&b, to_move.opponent(), memo, fill)
            })
        }
    };
    memo.insert((board.hash(), to_move), wins);
    wins
}

fn names(board: &Board, cells: &Bitboard) -> Vec<String> {
    cells
        .iter()
        .map(|i| board.geometry().cell(i).to_string())
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, max_global_rejects: 100_000, ..ProptestConfig::default() })]

    #[test]
    fn the_filled_board_has_the_same_winner(board in boards(13)) {
        let f = fill_in(&board);
        let filled = f.all();
        prop_assert_eq!(filled & !board.empty(), Bitboard::EMPTY);
        prop_assert_eq!(f.filled(Color::Black) & f.filled(Color::White), Bitboard::EMPTY);
        for to_move in Color::BOTH {
            let before = winner(&board, to_move);
            let after = winner(f.board(), to_move);
            prop_assert_eq!(
                before, after,
                "{} to move; filled black {:?} white {:?} (dead {:?})",
                to_move,
                names(&board, &f.filled(Color::Black)),
                names(&board, &f.filled(Color::White)),
                names(&board, &f.dead())
            );
            if let Some(w) = f.winner() {
                prop_assert_eq!(w, before);
            }
        }
    }

    #[test]
    fn one_stone_on_a_dead_cell_changes_no_winner(board in boards(11)) {
        let f = fill_in(&board);
        for to_move in Color::BOTH {
            let before = winner(&board, to_move);
            for d in f.dead().iter() {
                for c in Color::BOTH {
                    let mut b = board.clone();
                    b.place(c, d);
                    prop_assert_eq!(
                        winner(&b, to_move), before,
                        "{} on dead {} with {} to move", c, board.geometry().cell(d), to_move
                    );
                }
            }
        }
    }

    #[test]
    fn a_search_over_filled_boards_and_undominated_moves_finds_the_winner(board in boards(12)) {
        for to_move in Color::BOTH {
            let mut memo = HashMap::new();
            let pruned = pruned_search_wins(&board, to_move, &mut memo);
            prop_assert_eq!(pruned, winner(&board, to_move) == to_move, "{} to move", to_move);
        }
    }

    #[test]
    fn the_solver_with_the_fill_in_agrees_and_names_a_legal_winning_move(board in boards(12)) {
        let mut solver = Solver::new(1);
        for to_move in Color::BOTH {
            let p = position_of(&board, to_move);
            let o = solver.solve(&p, &Limits::default(), Clock::new(None, None), &mut |_| {});
            let want = winner(&board, to_move);
            prop_assert_eq!(o.winner, Some(want));
            if want == to_move {
                let m = o.winning_move.expect("a won root names its winning move");
                prop_assert!(board.empty().contains(m));
                let mut after = board.clone();
                after.place(to_move, m);
                prop_assert_eq!(winner(&after, to_move.opponent()), to_move);
            }
        }
    }

    #[test]
    fn a_sibling_the_fill_in_after_a_losing_move_gives_the_mover_loses_too(board in boards(11)) {
        for to_move in Color::BOTH {
            for m in board.empty().iter() {
                let mut after = board.clone();
                after.place(to_move, m);
                if winner(&after, to_move.opponent()) == to_move {
                    continue;
                }
                for s in losing_siblings(&after, to_move).iter() {
                    prop_assert!(board.empty().contains(s) && s != m);
                    let mut sibling = board.clone();
                    sibling.place(to_move, s);
                    prop_assert_eq!(
                        winner(&sibling, to_move.opponent()), to_move.opponent(),
                        "{} at {} loses, and so should {}", to_move,
                        board.geometry().cell(m), board.geometry().cell(s)
                    );
                }
            }
        }
    }

    #[test]
    fn a_move_on_a_killer_of_a_cell_wins_whenever_one_on_the_cell_does(board in boards(10)) {
        // The domination behind `undominated`, for killers at any
        // distance: X on `k` is at least as good as X on `c` when a stone
        // of either colour on `k` makes `c` dead.
        let mut wins: HashMap<(usize, Color), bool> = HashMap::new();
        let mut wins_at = |m: usize, to_move: Color| {
            *wins.entry((m, to_move)).or_insert_with(|| {
                let mut b = board.clone();
                b.place(to_move, m);
                winner(&b, to_move.opponent()) == to_move
            })
        };
        for c in board.empty().iter() {
            for k in killers(&board, c).iter() {
                prop_assert!(board.empty().contains(k) && k != c);
                for to_move in Color::BOTH {
                    if wins_at(c, to_move) {
                        prop_assert!(
                            wins_at(k, to_move),
                            "{} wins at {} but not at its killer {}", to_move,
                            board.geometry().cell(c), board.geometry().cell(k)
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn the_moves_undominated_drops_never_hold_the_only_win(board in boards(11)) {
        let mut f = fill_in(&board);
        if f.winner().is_none() {
            let moves: Vec<usize> = f.board().empty().iter().collect();
            let kept = f.undominated(&moves);
            prop_assert_eq!(&kept, &undominated(f.board(), &moves));
            for to_move in Color::BOTH {
                let wins = |m: usize| {
                    let mut b = f.board().clone();
                    b.place(to_move, m);
                    winner(&b, to_move.opponent()) == to_move
                };
                if moves.iter().any(|&m| wins(m)) {
                    prop_assert!(
                        kept.iter().any(|&m| wins(m)),
                        "{} to move wins, but not with a kept move of {:?}", to_move,
                        names(f.board(), &kept.iter().fold(Bitboard::EMPTY, |mut b, &m| { b.insert(m); b }))
                    );
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, max_global_rejects: 100_000, ..ProptestConfig::default() })]

    /// The fill-in for a side to move (the opponent's permanently inferior
    /// cells filled too) keeps the winner; a move that wins the filled
    /// board wins the original; and every move off the fills and off the
    /// opponent's intrusions has the same value on both boards (what the
    /// mustplay and the search's root rely on).
    #[test]
    fn the_fill_in_for_a_side_keeps_the_winner_and_the_value_of_its_moves(board in boards(12)) {
        for to_move in Color::BOTH {
            let f = fill_in_for(&board, to_move);
            let them = to_move.opponent();
            prop_assert_eq!(f.inferior(to_move), Bitboard::EMPTY);
            prop_assert_eq!(f.inferior(them) & !f.filled(them), Bitboard::EMPTY);
            let before = winner(&board, to_move);
            prop_assert_eq!(
                winner(f.board(), to_move), before,
                "{} to move; filled black {:?} white {:?} (inferior {:?})",
                to_move,
                names(&board, &f.filled(Color::Black)),
                names(&board, &f.filled(Color::White)),
                names(&board, &f.inferior(them))
            );
            if f.winner().is_some() {
                continue;
            }
            for m in board.empty().iter() {
                let mut real = board.clone();
                real.place(to_move, m);
                let on_real = winner(&real, them);
                if f.board().empty().contains(m) {
                    let mut filled = f.board().clone();
                    filled.place(to_move, m);
                    let on_filled = winner(&filled, them);
                    if on_filled == to_move {
                        prop_assert_eq!(on_real, to_move, "winning move {}", board.geometry().cell(m));
                    }
                    if !f.intrusions(them).contains(m) {
                        prop_assert_eq!(on_real, on_filled, "move {}", board.geometry().cell(m));
                    }
                }
            }
        }
    }

    /// The fill-in for a side is continued from the fill-in without one
    /// (`FillIn::for_side`, whose first pass looks only for permanently
    /// inferior cells): it still ends at a fixed point, where the whole
    /// fill-in for that side, run afresh on its board, fills nothing more;
    /// and it fills every cell the fill-in without a side fills, with the
    /// same colour.
    #[test]
    fn the_fill_in_for_a_side_is_finished(
        (w, h, stones) in shape_and_stones(11),
        black in any::<bool>(),
    ) {
        let board = board_from(w, h, &stones);
        let to_move = if black { Color::Black } else { Color::White };
        let plain = fill_in(&board);
        let f = fill_in_for(&board, to_move);
        for c in Color::BOTH {
            prop_assert_eq!(plain.filled(c) & !f.filled(c), Bitboard::EMPTY);
        }
        if f.winner().is_none() {
            let again = fill_in_for(f.board(), to_move);
            prop_assert_eq!(
                again.all(), Bitboard::EMPTY,
                "{} to move, fills left: black {:?} white {:?}",
                to_move,
                names(&board, &again.filled(Color::Black)),
                names(&board, &again.filled(Color::White))
            );
        }
    }

    /// A search that fills in for the side to move at every node (the
    /// opponent's permanently inferior cells too) and tries only the
    /// undominated moves finds the brute-force winner.
    #[test]
    fn a_search_over_boards_filled_for_the_side_to_move_finds_the_winner(board in boards(12)) {
        for to_move in Color::BOTH {
            let mut memo = HashMap::new();
            let pruned = pruned_search_with(&board, to_move, &mut memo, &fill_in_for);
            prop_assert_eq!(pruned, winner(&board, to_move) == to_move, "{} to move", to_move);
        }
    }
}
