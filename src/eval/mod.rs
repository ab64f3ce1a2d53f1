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
pub mod chains;
pub mod deque;
pub mod joined;
mod lanes;
pub mod layers;
pub mod map;
mod meet;
mod parent;
pub mod resistance;
mod scratch;
pub mod two_distance;
pub mod walls;

pub use layers::{distance, distances, winning_cells};
pub use map::DistanceMap;

/// The distance of a player that is cut off from one of its edges.
pub const INFINITE: u32 = 10_000;
