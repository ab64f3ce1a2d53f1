//! Vulnerable cells: moves a solver need not try.
//!
//! A move of X at `c` is *vulnerable* to `k` (an empty neighbour of `c`)
//! when a stone of the opponent Y at `k` would make `c` dead (Björnsson,
//! Hayward, Johanson and van Rijswijck). Then X at `k` is at least as good
//! as X at `c`, and so it is when a stone of X at `k` would make `c` dead.
//! Proof: let X play `k` and follow a winning strategy for X at `c` with
//! the two cells' roles swapped (a Y move at `c` is read as Y at `k`, and
//! X's planned move at `k` is played at `c`). The real board is always the
//! imagined one with the two cells' contents swapped, so at the end they
//! differ only when the imagined one has X on `c` and Y on `k`, and the
//! real one Y on `c` and X on `k`. If Y on `k` kills `c`, the imagined
//! board keeps its winner with `c` turned to Y, and turning `k` to X then
//! only helps X. If X on `k` kills `c`, the real board keeps its winner
//! with `c` turned to X, which only adds to the imagined board's X stones.
//! Either way X wins the real game whenever it wins the imagined one.

use super::dead;
use super::ring::Labels;
use crate::bitboard::Bitboard;
use crate::board::{Board, Color};

/// The moves worth trying on `board`, of `moves` (empty cells of a board
/// whose fill-in is done), in their order; the same for either side to
/// move, since a killer of either colour will do: a move is dropped
/// when it is vulnerable to a move still kept, so every dropped move is
/// dominated by a kept one through a chain of such moves (a cell once
/// dropped never dominates a later one, so the chains cannot loop).
pub fn undominated(board: &Board, moves: &[usize]) -> Vec<usize> {
    let labels = [
        Labels::new(board, Color::Black),
        Labels::new(board, Color::White),
    ];
    undominated_with(board, &labels, moves)
}

/// [`undominated`] with both colours' `labels` of `board` already made.
pub(super) fn undominated_with(board: &Board, labels: &[Labels; 2], moves: &[usize]) -> Vec<usize> {
    let g = board.geometry();
    let mut kept: Vec<bool> = vec![true; moves.len()];
    // The cells of the moves still kept (the moves are distinct cells).
    let mut live = Bitboard::EMPTY;
    for &m in moves {
        live.insert(m);
    }
    // Worst first: a move is dropped in favour of one ranked before it
    // where the two kill each other.
    for (i, &c) in moves.iter().enumerate().rev() {
        let killed = g.neighbours(c).any(|k| {
            live.contains(k)
                && Color::BOTH
                    .into_iter()
                    .any(|killer| dead(labels, c, Some((k, killer))))
        });
        if killed {
            kept[i] = false;
            live.remove(c);
        }
    }
    moves
        .iter()
        .zip(kept)
        .filter_map(|(&m, keep)| keep.then_some(m))
        .collect()
}
