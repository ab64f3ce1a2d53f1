//! The 0-1 BFS on bitboards: one layer of cost at a time, over the whole
//! board at once.
//!
//! `reached(d)` is the set of cells whose cheapest path from the first edge
//! costs at most `d`. It is closed under "own neighbour" (own stones are free),
//! and `reached(d + 1)` is the closure of `reached(d)` plus its neighbours
//! that are not opponent stones (the first edge's cells count as neighbours of
//! the virtual edge node). The distance is the first `d` whose layer touches
//! the second edge; a layer that stops growing first means the player is cut
//! off. Each step is a handful of shifts and masks over `N` words, so a whole
//! evaluation costs about as much as a few dozen cell visits of the deque
//! version. The dilation that shows the closure has converged is the one the
//! next layer needs, so it is computed once.
//!
//! [`distance`] and [`distances`] run the recurrence branch-free in
//! the `lanes` module (both colours in lock-step for [`distances`]).

use super::lanes::{self, Lane};
use crate::bitboard::{Bitboard, Bits};
use crate::board::{Board, Color};

/// The empty cells of `board` in `N` words.
#[inline]
pub(crate) fn empty<const N: usize>(board: &Board) -> Bits<N> {
    let g = board.geometry();
    let (b, w) = (board.stones(Color::Black), board.stones(Color::White));
    let mut e = Bits::<N>::EMPTY;
    for i in 0..N {
        e.0[i] = g.cells().0[i] & !(b.0[i] | w.0[i]);
    }
    e
}

/// Runs `$f::<N, S>(...)` with `N` a word count that fits the board and `S`
/// the row stride as a constant
/// for the common square sizes (9, 11, 13, 14, 19) and 0 for the others,
/// which read it at run time. With the stride known, the dilation's row
/// shifts take immediate counts: no moves into `cl` and one micro-op per
/// shift.
macro_rules! with_shape {
    ($board:expr, $f:ident ( $($arg:expr),* )) => {{
        let g = $board.geometry();
        match (g.width(), g.height(), g.words()) {
            (9, 9, _) => $f::<2, 10>($($arg),*),
            (11, 11, _) => $f::<3, 12>($($arg),*),
            (13, 13, _) => $f::<3, 14>($($arg),*),
            (14, 14, _) => $f::<4, 15>($($arg),*),
            (19, 19, _) => $f::<6, 20>($($arg),*),
            (_, _, 1) => $f::<1, 0>($($arg),*),
            (_, _, 2) => $f::<2, 0>($($arg),*),
            (_, _, 3) => $f::<3, 0>($($arg),*),
            (_, _, 4) => $f::<4, 0>($($arg),*),
            (_, _, 5 | 6) => $f::<6, 0>($($arg),*),
            (_, _, 7 | 8) => $f::<8, 0>($($arg),*),
            _ => $f::<11, 0>($($arg),*),
        }
    }};
}
pub(crate) use with_shape;

fn distance_n<const N: usize, const S: u32>(board: &Board, color: Color) -> u32 {
    let lane = [Lane::<N>::new(board, &empty(board), color, false)];
    let stride = board.geometry().stride() as u32;
    lanes::run::<N, 1, true>(&lane, lanes::dilate::<N, S>(stride), |_, _, _| {}).0[0]
}

fn distances_n<const N: usize, const S: u32>(board: &Board) -> [u32; 2] {
    let e = empty(board);
    let both = Color::BOTH.map(|c| Lane::<N>::new(board, &e, c, false));
    let stride = board.geometry().stride() as u32;
    lanes::run::<N, 2, true>(&both, lanes::dilate::<N, S>(stride), |_, _, _| {}).0
}

/// Stones `color` still needs to join its edges; [`super::INFINITE`] when cut off.
pub fn distance(board: &Board, color: Color) -> u32 {
    with_shape!(board, distance_n(board, color))
}

/// Both players' distances, Black first, computed in lock-step.
pub fn distances(board: &Board) -> [u32; 2] {
    with_shape!(board, distances_n(board))
}

/// The empty cells where a stone of `color` joins its two edges at once:
/// the cells next to (the own groups touching) both edges. The row stride is
/// known at compile time for the common sizes, and the dilation that shows
/// each zero-cost closure has converged is the set of cells next to it.
pub fn winning_cells(board: &Board, color: Color) -> Bitboard {
    with_shape!(board, winning_cells_n(board, color))
}

fn winning_cells_n<const N: usize, const S: u32>(board: &Board, color: Color) -> Bitboard {
    let g = board.geometry();
    let stride = if S == 0 { g.stride() as u32 } else { S };
    let own = Bits::<N>::truncate(board.stones(color));
    // The cells next to the own stones joined to `edge` at no cost (and
    // the edge itself).
    let touching = |edge: &Bitboard| {
        let edge = Bits::<N>::truncate(edge);
        let mut reached = edge & own;
        loop {
            let next = reached.dilate(stride) | edge;
            let free = (next & own).and_not(reached);
            if free.is_empty() {
                return next;
            }
            reached |= free;
        }
    };
    let cells = touching(g.first_edge(color)) & touching(g.second_edge(color)) & empty(board);
    let mut wide = Bitboard::EMPTY;
    wide.0[..N].copy_from_slice(&cells.0);
    wide
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Cell, Geometry};
    use crate::rng::Rng;

    #[test]
    fn winning_cells_are_exactly_the_cells_that_join_the_edges() {
        let mut rng = Rng::new(3);
        for n in 0..3000 {
            let (w, h) = match n % 3 {
                0 => (1 + rng.below(26), 1 + rng.below(26)),
                1 => {
                    let n = [9, 11, 13, 14, 19][rng.below(5)];
                    (n, n)
                }
                _ => (1 + rng.below(9), 1 + rng.below(9)),
            };
            let g = Geometry::new(w, h).unwrap();
            let mut b = Board::new(g.clone());
            for _ in 0..rng.below(w * h + 1) {
                let cell = Cell::new(rng.below(w), rng.below(h)).unwrap();
                if b.get(cell).is_none() {
                    b.place(Color::BOTH[rng.below(2)], g.index(cell));
                }
            }
            for color in Color::BOTH {
                if distance(&b, color) == 0 {
                    continue;
                }
                let wins = winning_cells(&b, color);
                for i in b.empty().iter() {
                    let mut after = b.clone();
                    after.place(color, i);
                    let joins = distance(&after, color) == 0;
                    assert_eq!(wins.contains(i), joins, "{w}x{h} {color} {}", g.cell(i));
                }
            }
        }
    }
}
