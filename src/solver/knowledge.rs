//! What the solver knows about a position without searching it: whether it
//! is already decided, and if not, which moves need trying and in which
//! order.
//!
//! The rules, each exact:
//! - a winning cell of the side to move (one stone joins its edges) wins;
//! - two or more winning cells of the opponent lose (one stone cannot
//!   block both), and a single one is the only move worth trying;
//! - otherwise the candidates are the empty cells on some chain of either
//!   player (a cell on no chain of either is dead: a stone there changes
//!   nothing), best first by the bridge-aware 1988 map
//!   ([`crate::search::ordering`]), which puts the cells both players need
//!   most at the front: the order in which a proof tree is cheapest to
//!   find when the map is right.

use crate::position::Position;
use crate::search::ordering::{Node, analyse_bridges};

/// A position as the solver sees it before searching it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expansion {
    /// Won for the side to move; the bit index of a winning move.
    Win(usize),
    /// Lost for the side to move, whatever it plays.
    Loss,
    /// Undecided: the moves to try, best first (never empty).
    Moves(Vec<usize>),
}

/// The solver's view of `pos` (the game must not be over).
pub fn expand(pos: &Position) -> Expansion {
    match analyse_bridges(pos, |_| 0) {
        Node::WinNow(i) => Expansion::Win(i),
        Node::Lost(_) => Expansion::Loss,
        Node::Forced(i) => Expansion::Moves(vec![i]),
        Node::Open(moves) if moves.is_empty() => {
            // Cannot happen on a board where the game is not over (filling
            // it would decide it, so some empty cell is on a chain), but
            // every empty cell is a sound fallback.
            Expansion::Moves(pos.board().empty().iter().collect())
        }
        Node::Open(moves) => Expansion::Moves(moves),
    }
}
