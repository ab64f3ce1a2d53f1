//! Inferior-cell fill-in: empty cells whose colour cannot change the
//! winner, or that one player can always take, filled with stones so that
//! the position keeps its value whoever is to move.
//!
//! Two kinds of cells are filled, to a fixed point (each fill can make
//! more cells dead or captured):
//! - **Dead cells** (Hayward, Björnsson et al.): cells whose colour does not
//!   matter in any filled-in board. Found by the local test of
//!   `ring.rs`: a stone of one colour there joins nothing of that colour that
//!   its six neighbours do not join already. A dead cell may be filled with
//!   either colour; it is given the colour with more stones and edges among
//!   its neighbours (Black on a tie), so that the new stone joins a group
//!   already there and adds no node to either colour's connection search.
//! - **Captured pairs** (Henderson and Hayward's captured cells, their
//!   smallest case): two adjacent empty cells such that a stone of X on
//!   either one makes the other dead. X may fill both: whenever the
//!   opponent takes one, X takes the other, and the opponent's stone is on
//!   a dead cell, as good as X's. (A win-in-one cell of the opponent is never
//!   captured: the opponent's stone would be needed there.)
//!
//! Each fill keeps the winner of the position with either side to move,
//! and stays sound after any further stones (the tests behind it only
//! get easier as stones are added). So a move that wins the filled
//! position wins the original one too, and the filled position's empty
//! cells are all the moves a solver needs to try. When the fill-in joins a
//! colour's edges, that colour has won. Of those moves, [`undominated`]
//! drops the ones the opponent can answer by killing them.

mod prune;
mod ring;
mod siblings;

pub use prune::undominated;
pub use siblings::losing_siblings;

use crate::bitboard::Bitboard;
use crate::board::{Board, Color};
use crate::position::Position;
use ring::{Labels, useless};

/// The result of [`fill_in`]: the filled board and what was filled, why.
#[derive(Clone, Debug)]
pub struct FillIn {
    board: Board,
    /// Cells filled with each colour (by [`Color::index`]).
    filled: [Bitboard; 2],
    dead: Bitboard,
    /// Cells of captured pairs, by the colour that captured them.
    captured: [Bitboard; 2],
    winner: Option<Color>,
}

impl FillIn {
    /// The board with every fill placed.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The cells filled with `color`'s stones (dead and captured).
    pub fn filled(&self, color: Color) -> Bitboard {
        self.filled[color.index()]
    }

    /// Every filled cell.
    pub fn all(&self) -> Bitboard {
        self.filled[0] | self.filled[1]
    }

    /// The cells filled because they were dead.
    pub fn dead(&self) -> Bitboard {
        self.dead
    }

    /// The cells filled for `color` as captured pairs.
    pub fn captured(&self, color: Color) -> Bitboard {
        self.captured[color.index()]
    }

    /// The colour whose edges the filled board joins: it has won the
    /// original position whoever moves.
    pub fn winner(&self) -> Option<Color> {
        self.winner
    }

    /// The filled board as a position with `to_move` to play.
    pub fn position(&self, to_move: Color) -> Position {
        position_of(&self.board, to_move)
    }

    fn fill(&mut self, index: usize, color: Color) {
        self.board.place(color, index);
        self.filled[color.index()].insert(index);
    }
}

/// A position with the stones of `board` and `to_move` to play (the order
/// the stones are put down in does not matter).
pub fn position_of(board: &Board, to_move: Color) -> Position {
    let mut p = Position::new(board.geometry().clone());
    for c in Color::BOTH {
        for i in board.stones(c).iter() {
            p.play_index(c, i);
        }
    }
    p.set_to_move(to_move);
    p
}

/// Whether `color`'s stones join its two edges.
pub fn joined(board: &Board, color: Color) -> bool {
    let g = board.geometry();
    let own = *board.stones(color);
    let mut reach = own & *g.first_edge(color);
    loop {
        let next = (reach.dilate(g.stride() as u32) & own) | reach;
        if next == reach {
            return !(reach & *g.second_edge(color)).is_empty();
        }
        reach = next;
    }
}

/// The colour that has won `board`, if any.
fn winner(board: &Board) -> Option<Color> {
    Color::BOTH.into_iter().find(|&c| joined(board, c))
}

/// Whether `cell` is dead (by either colour's local test), with a
/// hypothetical stone `extra` on the board.
fn dead(labels: &[Labels; 2], cell: usize, extra: Option<(usize, Color)>) -> bool {
    labels.iter().any(|l| useless(l, cell, extra))
}

/// Fills the dead cells and captured pairs of `board` to a fixed point
/// (see the module docs).
pub fn fill_in(board: &Board) -> FillIn {
    let g = board.geometry().clone();
    let mut f = FillIn {
        board: board.clone(),
        filled: [Bitboard::EMPTY; 2],
        dead: Bitboard::EMPTY,
        captured: [Bitboard::EMPTY; 2],
        winner: None,
    };
    loop {
        f.winner = winner(&f.board);
        if f.winner.is_some() {
            return f;
        }
        let b = &f.board;
        let labels = [Labels::new(b, Color::Black), Labels::new(b, Color::White)];
        let empty = b.empty();
        // Everything is found on the board as it stands at the start of
        // the pass: a dead or captured cell stays so after other fills.
        let mut dead_cells = Vec::new();
        let mut taken = Bitboard::EMPTY;
        for c in empty.iter() {
            if dead(&labels, c, None) {
                let counts = labels.each_ref().map(|l| ring::own_neighbours(l, c));
                let color = if counts[1] > counts[0] {
                    Color::White
                } else {
                    Color::Black
                };
                dead_cells.push((c, color));
                taken.insert(c);
            }
        }
        let mut pairs = Vec::new();
        for a in empty.and_not(taken).iter() {
            for n in g.neighbours(a).filter(|&n| n > a && empty.contains(n)) {
                if taken.contains(n) || taken.contains(a) {
                    continue;
                }
                let captor = Color::BOTH
                    .into_iter()
                    .find(|&x| dead(&labels, a, Some((n, x))) && dead(&labels, n, Some((a, x))));
                if let Some(x) = captor {
                    pairs.push((a, n, x));
                    taken.insert(a);
                    taken.insert(n);
                }
            }
        }
        if dead_cells.is_empty() && pairs.is_empty() {
            return f;
        }
        for (c, color) in dead_cells {
            f.fill(c, color);
            f.dead.insert(c);
        }
        for (a, n, x) in pairs {
            for c in [a, n] {
                f.fill(c, x);
                f.captured[x.index()].insert(c);
            }
        }
    }
}

#[cfg(test)]
mod tests;
