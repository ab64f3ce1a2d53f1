//! The evaluation: how many stones each player still needs.
//!
//! A player's *distance* is the fewest empty cells it must fill to join its
//! two edges, with its own stones free and the opponent's stones walls: a
//! shortest path in a graph whose edge weights are 0 or 1, found by a 0-1
//! breadth-first search. The score for the side to move is the opponent's
//! distance minus its own. A distance of 0 means the player has won; an
//! infinite distance means it is cut off (so the opponent has won).
//!
//! What it cannot see: it counts stones, not threats. Two routes that
//! protect each other (a bridge, an edge template) look no better than one
//! route, and a path that the opponent can cut with one stone counts as much
//! as a safe one. The search supplies what the count misses.
//!
//! Two implementations compute the same numbers: [`deque`], the textbook
//! version with a double-ended queue, and [`layers`], which grows a whole
//! layer of the search at once with bitboard shifts and is what the engine
//! uses. [`map`] adds the per-cell map that orders moves.

pub mod bridge;
pub mod deque;
mod lanes;
pub mod layers;
pub mod map;

pub use layers::{distance, distances};
pub use map::DistanceMap;

use crate::bitboard::{Bitboard, Bits};
use crate::board::{Board, Color};

/// The distance of a player that is cut off from one of its edges.
pub const INFINITE: u32 = 10_000;

/// The score for `to_move`: the opponent's distance minus its own.
pub fn evaluate(board: &Board, to_move: Color) -> i32 {
    distance(board, to_move.opponent()) as i32 - distance(board, to_move) as i32
}

/// The empty cells where a stone of `color` joins its two edges at once:
/// cells next to (the groups touching) both edges.
pub fn winning_cells(board: &Board, color: Color) -> Bitboard {
    layers::with_words!(board, winning_cells_n(board, color))
}

fn winning_cells_n<const N: usize>(board: &Board, color: Color) -> Bitboard {
    let sides = layers::Sides::<N>::new(board, color);
    let zero_layer = |s: &layers::Sides<N>| {
        let mut zero = Bits::<N>::EMPTY;
        s.layers(|_, reached| {
            zero = *reached;
            false
        });
        zero.dilate(s.stride) | s.first
    };
    let both = zero_layer(&sides) & zero_layer(&sides.reversed()) & sides.empty;
    let mut wide = Bitboard::EMPTY;
    wide.0[..N].copy_from_slice(&both.0);
    wide
}
