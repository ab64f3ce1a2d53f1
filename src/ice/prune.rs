//! Vulnerable cells: moves a solver need not try.
//!
//! A move of X at `c` is *vulnerable* to `k` (another empty cell) when a
//! stone of the opponent Y at `k` would make `c` dead (Björnsson,
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
//!
//! Nothing in the proof needs `k` next to `c`. A stone changes the ring
//! test of `c` (`ring.rs`) when it is one of `c`'s six neighbours, or when
//! it joins two of its colour's groups (or a group and an edge) that
//! `c`'s ring holds: such a stone can stand two cells away, next to two
//! stones of the ring, and make `c` dead by joining them (a cell between
//! two stones of X that a third would join). Since round fourteen the
//! killers looked for are the kept moves within two cells of `c` (the
//! neighbours, and theirs): on the 7x7 openings they drop enough more
//! moves to take 6% off the solver's calls; killers anywhere on the board
//! (through longer groups) took about the same calls (docs/solver.md,
//! "Round fourteen").

use super::dead;
use super::ring::{Labels, joins_two, two_groups, useless};
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
    let stride = g.stride() as isize;
    let mut kept: Vec<bool> = vec![true; moves.len()];
    // The cells of the moves still kept (the moves are distinct cells).
    let mut live = Bitboard::EMPTY;
    for &m in moves {
        live.insert(m);
    }
    // Worst first: a move is dropped in favour of one ranked before it
    // where the two kill each other.
    for (i, &c) in moves.iter().enumerate().rev() {
        // A stone two cells away changes only its own colour's ring test
        // of `c`, and only when it joins two of the ring's groups (then it
        // is next to two of the ring's groups).
        let killed = g
            .neighbours(c)
            .any(|k| live.contains(k) && kills(labels, c, k))
            || labels.iter().any(|l| {
                two_groups(l, c)
                    && g.neighbours(c).any(|n| {
                        g.neighbours(n).any(|k| {
                            live.contains(k)
                                && k != c
                                && joins_two(l, c, k)
                                && !adjacent(c, k, stride)
                                && useless(l, c, Some((k, l.color())))
                        })
                    })
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

/// Whether the cells `c` and `k` (two cells of one board, at most two
/// steps apart) are neighbours: their bit indices differ by one of the
/// six neighbour offsets (the padding bit after each row keeps these
/// unambiguous).
fn adjacent(c: usize, k: usize, stride: isize) -> bool {
    let d = k as isize - c as isize;
    [1, -1, stride, -stride, stride - 1, 1 - stride].contains(&d)
}

/// Whether a stone of either colour on the empty cell `k` makes `c` dead.
fn kills(labels: &[Labels; 2], c: usize, k: usize) -> bool {
    Color::BOTH
        .into_iter()
        .any(|killer| dead(labels, c, Some((k, killer))))
}

/// The empty cells of `board` where a stone of either colour would make
/// the empty `cell` dead: for either player, a move on any of them is at
/// least as good as one on `cell` (see the module docs). Any cell of the
/// board is tried, however far; [`undominated`] looks within two cells.
pub fn killers(board: &Board, cell: usize) -> Bitboard {
    let labels = [
        Labels::new(board, Color::Black),
        Labels::new(board, Color::White),
    ];
    let mut found = Bitboard::EMPTY;
    for k in board.empty().iter().filter(|&k| k != cell) {
        if kills(&labels, cell, k) {
            found.insert(k);
        }
    }
    found
}
