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

/// Expansions remembered by position key: df-pn enters the same position
/// many times (each time a threshold sends the search back up and down
/// again), and an expansion costs far more than a lookup. Direct-mapped:
/// a newer position takes the slot of an older one with the same low bits.
pub struct Cache {
    slots: Vec<Option<(u64, Expansion)>>,
    mask: usize,
}

impl Cache {
    /// A cache of `2^bits` slots.
    pub fn new(bits: u32) -> Cache {
        Cache {
            slots: vec![None; 1 << bits],
            mask: (1 << bits) - 1,
        }
    }

    /// The expansion of `pos`, computed by [`expand`] when not remembered.
    pub fn expand(&mut self, pos: &Position) -> &Expansion {
        let key = pos.key();
        let i = key as usize & self.mask;
        if !matches!(&self.slots[i], Some((k, _)) if *k == key) {
            self.slots[i] = Some((key, expand(pos)));
        }
        &self.slots[i].as_ref().expect("just filled").1
    }
}
