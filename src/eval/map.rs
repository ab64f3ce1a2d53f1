//! The two-sided distance map of the 1988 article.
//!
//! For a player and an empty cell, the cost of the cheapest path from the
//! first edge to the cell plus the cost from the cell to the second edge,
//! less the cell's own stone counted twice, is the number of stones the player
//! needs on the best chain *through that cell*. The cells where it is smallest
//! lie on the player's shortest paths; adding the two players' values ranks
//! the cells that are good for us and deny the opponent at once, which orders
//! the search's moves and is, alone, the depth-0 player of the `rules` level.

use super::INFINITE;
use super::layers::{Sides, with_words};
use crate::bitboard::Bitboard;
use crate::board::{Board, Color, MAX_INDEX};

/// Per-cell distances through each cell for both players.
#[derive(Clone)]
pub struct DistanceMap {
    /// Each player's distance (the smallest value of its map, or 0 if joined).
    distance: [u32; 2],
    /// Indexed by colour, then bit index: stones needed through that cell.
    through: [[u16; MAX_INDEX]; 2],
}

impl DistanceMap {
    /// Builds the map of both players (four layered searches).
    pub fn new(board: &Board) -> DistanceMap {
        let mut map = DistanceMap {
            distance: [INFINITE; 2],
            through: [[INFINITE as u16; MAX_INDEX]; 2],
        };
        for color in Color::BOTH {
            with_words!(board, fill(board, color, &mut map));
        }
        map
    }

    /// The player's distance to joining its edges.
    pub fn distance(&self, color: Color) -> u32 {
        self.distance[color.index()]
    }

    /// Stones `color` needs on its best chain through the cell at `index`
    /// ([`INFINITE`] when no chain passes there).
    #[inline]
    pub fn through(&self, color: Color, index: usize) -> u32 {
        let v = self.through[color.index()][index] as u32;
        if v >= INFINITE { INFINITE } else { v }
    }

    /// Both players' values added: the 1988 ranking key (smaller is better).
    #[inline]
    pub fn sum(&self, index: usize) -> u32 {
        self.through(Color::Black, index) + self.through(Color::White, index)
    }

    /// The empty cells on `color`'s shortest chains.
    pub fn shortest_path_cells(&self, board: &Board, color: Color) -> Bitboard {
        let d = self.distance(color);
        let mut cells = Bitboard::EMPTY;
        for i in board.empty().iter() {
            if self.through(color, i) == d {
                cells.insert(i);
            }
        }
        cells
    }
}

/// Distances from one edge per cell (own cost included), from the layers.
fn one_side<const N: usize>(sides: &Sides<N>, out: &mut [u16; MAX_INDEX]) -> u32 {
    let mut seen = crate::bitboard::Bits::<N>::EMPTY;
    let second = sides.second;
    let mut distance = INFINITE;
    sides.layers(|d, reached| {
        for i in reached.and_not(seen).iter() {
            out[i] = d as u16;
        }
        seen = *reached;
        if distance == INFINITE && !(*reached & second).is_empty() {
            distance = d;
        }
        true
    });
    distance
}

fn fill<const N: usize>(board: &Board, color: Color, map: &mut DistanceMap) {
    let sides = Sides::<N>::new(board, color);
    let mut from_first = [INFINITE as u16; MAX_INDEX];
    let mut from_second = [INFINITE as u16; MAX_INDEX];
    let distance = one_side(&sides, &mut from_first);
    one_side(&sides.reversed(), &mut from_second);
    map.distance[color.index()] = distance;
    let own = board.stones(color);
    let through = &mut map.through[color.index()];
    for i in board.geometry().cells().iter() {
        let (a, b) = (from_first[i] as u32, from_second[i] as u32);
        if a < INFINITE && b < INFINITE {
            let cost = if own.contains(i) { 0 } else { 1 };
            through[i] = (a + b - cost) as u16;
        }
    }
}
