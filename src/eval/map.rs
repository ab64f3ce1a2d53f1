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
use super::lanes::{self, Lane};
use super::layers::{empty, with_shape};
use crate::bitboard::{Bitboard, Bits};
use crate::board::{Board, Color, MAX_INDEX};
/// Per-cell distances through each cell for both players.
#[derive(Clone)]
pub struct DistanceMap {
    /// Each player's distance (the smallest value of its map, or 0 if joined).
    distance: [u32; 2],
    /// Indexed by colour, then bit index: stones needed through that empty
    /// cell ([`INFINITE`] for stones).
    through: [[u16; MAX_INDEX]; 2],
}

impl DistanceMap {
    /// Builds the map of both players: per colour, a branch-free layered
    /// search from the first edge records each empty cell's cost, and one
    /// from the second edge adds its own cost to it.
    pub fn new(board: &Board) -> DistanceMap {
        let mut map = DistanceMap {
            distance: [INFINITE; 2],
            through: [[INFINITE as u16; MAX_INDEX]; 2],
        };
        with_shape!(board, fill(board, &mut map));
        map
    }

    /// The player's distance to joining its edges.
    pub fn distance(&self, color: Color) -> u32 {
        self.distance[color.index()]
    }

    /// Stones `color` needs on its best chain through the empty cell at
    /// `index` ([`INFINITE`] when no chain passes there, and for stones:
    /// the search only ever asks about empty cells, so only those are
    /// computed).
    #[inline]
    pub fn through(&self, color: Color, index: usize) -> u32 {
        // Stored values are below INFINITE or exactly INFINITE.
        self.through[color.index()][index] as u32
    }

    /// Both players' values added: the 1988 ranking key (smaller is better).
    #[inline]
    pub fn sum(&self, index: usize) -> u32 {
        self.through(Color::Black, index) + self.through(Color::White, index)
    }

    /// The empty cells on `color`'s shortest chains; none when `color` is
    /// cut off (no chain at all).
    pub fn shortest_path_cells(&self, board: &Board, color: Color) -> Bitboard {
        let d = self.distance(color);
        let mut cells = Bitboard::EMPTY;
        if d >= INFINITE {
            return cells;
        }
        for i in board.empty().iter() {
            if self.through(color, i) == d {
                cells.insert(i);
            }
        }
        cells
    }
}

/// Calls `f(word, bit)` for every member of `cells`.
#[inline(always)]
pub(crate) fn for_each<const N: usize>(cells: &Bits<N>, mut f: impl FnMut(usize, usize)) {
    for (w, &word) in cells.0.iter().enumerate() {
        let mut bits = word;
        while bits != 0 {
            f(w, bits.trailing_zeros() as usize);
            bits &= bits - 1;
        }
    }
}

/// Per-cell costs of one search, by word and bit (only the empty cells the
/// search reached are ever written or read).
type Costs<const N: usize> = [[u16; 64]; N];

fn fill<const N: usize, const S: u32>(board: &Board, map: &mut DistanceMap) {
    let e = empty::<N>(board);
    let stride = board.geometry().stride() as u32;
    for color in Color::BOTH {
        let c = color.index();
        let through = &mut map.through[c];
        // One branch-free run per edge (lock-step runs of several lanes
        // measured slower here: a run lasts as long as its slowest lane).
        // Only empty cells get a value, and a lane's empty cells all join in
        // the one step that opens their layer: one write loop per layer,
        // none for the steps that close a layer through own stones.
        let mut from_first: Costs<N> = [[0; 64]; N];
        let lane = [Lane::new(board, &e, color, false)];
        let (dist, reached) =
            lanes::run::<N, 1, false>(&lane, lanes::dilate::<N, S>(stride), |_, cells, cost| {
                for_each(&(*cells & e), |w, k| from_first[w][k] = cost as u16);
            });
        map.distance[c] = dist[0];
        // From the second edge, a cell the first search reached gets its
        // value at once; the cell's own cost, counted by both searches, is
        // taken off once.
        let reached = reached[0] & e;
        let lane = [Lane::new(board, &e, color, true)];
        lanes::run::<N, 1, false>(&lane, lanes::dilate::<N, S>(stride), |_, cells, cost| {
            for_each(&(*cells & reached), |w, k| {
                through[64 * w + k] = from_first[w][k] + cost as u16 - 1;
            });
        });
    }
}
