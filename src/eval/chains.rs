//! A tie-break for the leaf score: how many empty cells lie on a player's
//! shortest bridge-aware chains.
//!
//! The bridge-aware distance ([`super::bridge`]) counts the stones a player
//! still needs, a small integer; most positions at the same depth tie on it.
//! Among players needing the same number of stones, the one whose shortest
//! chains run through more cells has more ways to complete one: the opponent
//! must take more cells to lengthen them all. (The exact measure is the
//! number of disjoint shortest chains, a max-flow; the count of cells on
//! them is the cheap approximation, read off the two-sided map.)

use super::INFINITE;
use super::bridge::BridgeMap;
use crate::board::{Board, Color};

/// A player's bridge-aware distance and the number of empty cells on its
/// shortest chains (0 and [`INFINITE`] distance when it has none).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chains {
    pub distance: u32,
    pub cells: u32,
}

/// Both players' [`Chains`], Black first. A chain that needs a stone has
/// an empty cell on it, so the distance is the smallest value of the map
/// over the empty cells (a player already joined has won, and the leaf
/// never asks).
pub fn chains(board: &Board) -> [Chains; 2] {
    let map = BridgeMap::new(board);
    let empty = board.empty();
    Color::BOTH.map(|color| {
        let mut best = Chains {
            distance: INFINITE,
            cells: 0,
        };
        for i in empty.iter() {
            let d = map.through(color, i);
            if d < best.distance {
                best = Chains {
                    distance: d,
                    cells: 1,
                };
            } else if d == best.distance && d < INFINITE {
                best.cells += 1;
            }
        }
        best
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::bridge::bridge_distance;
    use crate::eval::bridge::tests::random_board;
    use crate::rng::Rng;

    /// On random positions the distance agrees with the bridge-aware
    /// distance, and the count is the number of empty cells whose map value
    /// equals it.
    #[test]
    fn the_distance_is_the_bridge_distance_and_the_count_is_exact() {
        let mut rng = Rng::new(7);
        for size in [3, 5, 7, 9, 11] {
            for _ in 0..40 {
                let board = random_board(&mut rng, size, size);
                let map = BridgeMap::new(&board);
                for (color, ch) in Color::BOTH.into_iter().zip(chains(&board)) {
                    let d = bridge_distance(&board, color);
                    if d == 0 {
                        continue;
                    }
                    assert_eq!(ch.distance, d, "{color:?} on {size}x{size}");
                    let on = board
                        .empty()
                        .iter()
                        .filter(|&i| d < INFINITE && map.through(color, i) == d)
                        .count();
                    assert_eq!(ch.cells as usize, on);
                    assert_eq!(ch.cells == 0, d == INFINITE);
                }
            }
        }
    }
}
