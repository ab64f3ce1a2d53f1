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
//! the `lanes` module (both colours in lock-step for [`distances`]);
//! `Sides::layers` is the same recurrence with a callback per layer, used
//! where a caller wants to stop at a given layer.

use super::INFINITE;
use super::lanes::{self, Lane};
use crate::bitboard::{Bitboard, Bits};
use crate::board::{Board, Color};

/// The inputs of one player's search, truncated to `N` words.
#[derive(Clone, Copy)]
pub(crate) struct Sides<const N: usize> {
    pub own: Bits<N>,
    pub empty: Bits<N>,
    pub first: Bits<N>,
    pub second: Bits<N>,
    pub stride: u32,
}

impl<const N: usize> Sides<N> {
    pub fn new(board: &Board, color: Color) -> Self {
        let g = board.geometry();
        Sides {
            own: Bits::truncate(board.stones(color)),
            empty: Bits::truncate(&board.empty()),
            first: Bits::truncate(g.first_edge(color)),
            second: Bits::truncate(g.second_edge(color)),
            stride: g.stride() as u32,
        }
    }

    /// The same player searching from the other edge.
    pub fn reversed(self) -> Self {
        Sides {
            first: self.second,
            second: self.first,
            ..self
        }
    }

    /// Calls `layer(d, reached)` for every cost `d` from 0 while `layer`
    /// returns `true` and the reached set still grows. Returns the last `d`
    /// visited, or [`INFINITE`] if the reached set stopped growing first.
    #[inline]
    pub fn layers(&self, mut layer: impl FnMut(u32, &Bits<N>) -> bool) -> u32 {
        let pass = self.own | self.empty;
        let mut reached = self.first & self.own;
        let mut d = 0;
        loop {
            let frontier = reached.dilate(self.stride) | self.first;
            let free = (frontier & self.own).and_not(reached);
            if !free.is_empty() {
                reached |= free;
                continue;
            }
            if !layer(d, &reached) {
                return d;
            }
            let step = (frontier & pass).and_not(reached);
            if step.is_empty() {
                return INFINITE;
            }
            reached |= step;
            d += 1;
        }
    }
}

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

/// Runs `$body` with `$n` bound to a word count that fits the board.
macro_rules! with_words {
    ($board:expr, $f:ident ( $($arg:expr),* )) => {
        match $board.geometry().words() {
            1 => $f::<1>($($arg),*),
            2 => $f::<2>($($arg),*),
            3 => $f::<3>($($arg),*),
            4 => $f::<4>($($arg),*),
            5 | 6 => $f::<6>($($arg),*),
            7 | 8 => $f::<8>($($arg),*),
            _ => $f::<11>($($arg),*),
        }
    };
}
pub(crate) use with_words;

/// Like [`with_words`], but also binds `$s`, the row stride as a constant
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

/// Stones `color` still needs to join its edges; [`INFINITE`] when cut off.
pub fn distance(board: &Board, color: Color) -> u32 {
    with_shape!(board, distance_n(board, color))
}

/// Both players' distances, Black first, computed in lock-step.
pub fn distances(board: &Board) -> [u32; 2] {
    with_shape!(board, distances_n(board))
}

/// The empty cells where a stone of `color` joins its two edges at once:
/// the same set as [`super::winning_cells`], with the row stride known at
/// compile time for the common sizes and the dilation that shows each
/// zero-cost closure has converged reused for the cells next to it.
pub fn winning_cells_fast(board: &Board, color: Color) -> Bitboard {
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
    fn the_fast_winning_cells_are_the_winning_cells() {
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
                assert_eq!(
                    winning_cells_fast(&b, color),
                    super::super::winning_cells(&b, color),
                    "{w}x{h} {color}"
                );
            }
        }
    }
}
