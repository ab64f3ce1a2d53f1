//! A move's local shape, and how much stronger players like it.
//!
//! The 1988 key ranks a cell by the stones both players need through it;
//! many cells tie on it, and at the root the first of the tied moves the
//! search tries is the one it plays unless another scores strictly better.
//! Our own value, then the centre, break those ties by default. This
//! module gives a better-informed
//! tie-break: how often a strong player chose a cell with the same local
//! shape, learned from the sparring engines' moves in our match records
//! (`examples/train_shape.rs`), the way Monte Carlo Hex programs weigh their
//! move patterns (Coulom, "Computing Elo ratings of move patterns in the
//! game of Go", 2007: a generalised Bradley-Terry model, fitted by
//! minorisation-maximisation).
//!
//! The shape of an empty cell, seen by the player to move, is two numbers:
//! - the **ring**: the six neighbours, each empty, own or the opponent's
//!   (an edge counts as a stone of its owner), in the order of [`RING`]:
//!   `3^6` values. It holds every intrusion into a bridge through the cell,
//!   since two neighbours two apart in the ring are the two ends of a
//!   bridge whose carriers are the cell and the neighbour between them;
//! - the **partners**: for each of the six bridge partners (the cell two
//!   steps away over two neighbours that are adjacent to each other), its
//!   state when both of those neighbours are empty (a bridge the move would
//!   make, or face), or "blocked": `4^6` values.
//!
//! The board is seen from the player to move: for White it is mirrored
//! across the long diagonal (which keeps adjacency) and the colours
//! exchanged, so one table serves both colours.
//!
//! The search ranks by it with `--order shape` (`param_hexbfs order
//! shape`, [`crate::search::ordering::Rank::Shape`]): the 1988 key's sum
//! first, its ties by [`prior`], then our own value. The shape ranks the
//! held-out moves of Wolve and MoHex first half the time where the default
//! order does a third, but as the root's tie-break it lost its self-play
//! SPRT (docs/strength.md, "Round forty-one"), so it is not the default.

use crate::board::{Board, Cell, Color, Geometry};
use std::cell::RefCell;

use super::move_shape_weights::{PARTNER_WEIGHTS, RING_WEIGHTS};

/// The ring's neighbours as (row, column) steps, each adjacent to the next
/// (and the last to the first).
pub const RING: [(i32, i32); 6] = [(-1, 0), (-1, 1), (0, 1), (1, 0), (1, -1), (0, -1)];

/// Values of the ring feature.
pub const RING_VALUES: usize = 729;

/// Values of the partners feature.
pub const PARTNER_VALUES: usize = 4096;

/// A cell's state for the player to move: empty, own stone (or edge), the
/// opponent's stone (or edge).
const EMPTY: usize = 0;
const OWN: usize = 1;
const THEIRS: usize = 2;

/// The step from a cell to the shape's read `k`: the ring's six
/// neighbours (`k < 6`), then the six bridge partners, partner `k - 6` over
/// ring cells `k - 6` and `k - 5`.
fn step(k: usize) -> (i32, i32) {
    if k < 6 {
        RING[k]
    } else {
        let (a, b) = (RING[k - 6], RING[(k - 5) % 6]);
        (a.0 + b.0, a.1 + b.1)
    }
}

/// What the shape of a cell reads at one step: its owner's edge, or a cell.
#[derive(Clone, Copy)]
enum Read {
    OwnEdge,
    TheirEdge,
    Cell(usize),
}

/// The read `k` of the cell at `index` for `me` to move, seen from `me`:
/// rows run between `me`'s edges (for White the board is mirrored across
/// the long diagonal).
fn read(g: &Geometry, me: Color, index: usize, k: usize) -> Read {
    let cell = g.cell(index);
    let (rows, cols, r, c) = match me {
        Color::Black => (g.height(), g.width(), cell.row as i32, cell.col as i32),
        Color::White => (g.width(), g.height(), cell.col as i32, cell.row as i32),
    };
    let (dr, dc) = step(k);
    let (r, c) = (r + dr, c + dc);
    if r < 0 || r >= rows as i32 {
        return Read::OwnEdge;
    }
    if c < 0 || c >= cols as i32 {
        return Read::TheirEdge;
    }
    let (row, col) = match me {
        Color::Black => (r as u8, c as u8),
        Color::White => (c as u8, r as u8),
    };
    Read::Cell(g.index(Cell { col, row }))
}

/// The two feature values from the states of the twelve reads (`state(k)`:
/// [`EMPTY`], [`OWN`] or [`THEIRS`]); a partner counts only when both of
/// its carriers are empty, else it is "blocked" (3).
#[inline(always)]
fn encode(state: impl Fn(usize) -> usize) -> (usize, usize) {
    let mut ring_states = [0; 6];
    let mut ring = 0;
    for k in (0..6).rev() {
        ring_states[k] = state(k);
        ring = ring * 3 + ring_states[k];
    }
    let mut partners = 0;
    for k in (0..6).rev() {
        let value = if ring_states[k] == EMPTY && ring_states[(k + 1) % 6] == EMPTY {
            state(6 + k)
        } else {
            3
        };
        partners = partners * 4 + value;
    }
    (ring, partners)
}

/// The two shape features of the empty cell at `index` for `me` to move:
/// (ring, partners), each an index into its weight table.
pub fn features(board: &Board, me: Color, index: usize) -> (usize, usize) {
    encode(|k| match read(board.geometry(), me, index, k) {
        Read::OwnEdge => OWN,
        Read::TheirEdge => THEIRS,
        Read::Cell(i) => match board.at(i) {
            None => EMPTY,
            Some(color) if color == me => OWN,
            Some(_) => THEIRS,
        },
    })
}

/// How much strong players like the empty cell at `index` for `me` to move,
/// in thousandths of a natural log of its learned strength (more is better;
/// 0 is an average cell).
#[inline]
pub fn prior(board: &Board, me: Color, index: usize) -> i32 {
    let (ring, partners) = features(board, me, index);
    RING_WEIGHTS[ring] as i32 + PARTNER_WEIGHTS[partners] as i32
}

/// A read of [`Reads`]: a cell's bit index, or one of these two edges.
const OWN_EDGE: u16 = u16::MAX - 1;
const THEIRS_EDGE: u16 = u16::MAX;

/// Where the shape of every cell reads, for one board shape and one player
/// to move: [`features`] works out each read's coordinates through the
/// mirror (`read`), which is too slow for a search that ranks every
/// candidate of a node, so this table holds, per bit index, the twelve cells it reads (the
/// ring's six, then the partners' six, partner `k` over ring cells `k` and
/// `k + 1`), an edge standing for its owner's stone. [`Reads::prior`] is
/// then twelve bit tests and two table reads.
#[derive(Clone, Debug)]
pub struct Reads {
    width: usize,
    height: usize,
    me: Color,
    cells: Vec<[u16; 12]>,
}

impl Reads {
    /// The reads of every cell of `g` for `me` to move.
    pub fn new(g: &Geometry, me: Color) -> Reads {
        let mut cells = vec![[THEIRS_EDGE; 12]; g.height() * g.stride()];
        for i in g.cells().iter() {
            for (k, code) in cells[i].iter_mut().enumerate() {
                *code = match read(g, me, i, k) {
                    Read::OwnEdge => OWN_EDGE,
                    Read::TheirEdge => THEIRS_EDGE,
                    Read::Cell(j) => j as u16,
                };
            }
        }
        Reads {
            width: g.width(),
            height: g.height(),
            me,
            cells,
        }
    }

    /// Whether this table is the one of `g` and `me`.
    fn serves(&self, g: &Geometry, me: Color) -> bool {
        self.width == g.width() && self.height == g.height() && self.me == me
    }

    /// [`prior`] of the empty cell at `index` of `board` (whose shape and
    /// player to move are this table's).
    #[inline]
    pub fn prior(&self, board: &Board, index: usize) -> i32 {
        let own = board.stones(self.me);
        let theirs = board.stones(self.me.opponent());
        let state = |code: u16| -> usize {
            match code {
                OWN_EDGE => OWN,
                THEIRS_EDGE => THEIRS,
                i => own.contains(i as usize) as usize + 2 * theirs.contains(i as usize) as usize,
            }
        };
        let reads = &self.cells[index];
        let (ring, partners) = encode(|k| state(reads[k]));
        RING_WEIGHTS[ring] as i32 + PARTNER_WEIGHTS[partners] as i32
    }
}

thread_local! {
    /// The last [`Reads`] built for each player to move: a search keeps one
    /// board shape, so each is built once.
    static READS: RefCell<[Option<Reads>; 2]> = const { RefCell::new([None, None]) };
}

/// Calls `f` with the [`Reads`] of `g`'s shape for `me` to move.
pub fn with_reads<R>(g: &Geometry, me: Color, f: impl FnOnce(&Reads) -> R) -> R {
    READS.with(|cell| {
        let mut tables = cell.borrow_mut();
        let slot = &mut tables[me.index()];
        if !slot.as_ref().is_some_and(|r| r.serves(g, me)) {
            *slot = Some(Reads::new(g, me));
        }
        f(slot.as_ref().expect("just built"))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(n: usize, stones: &[(Color, &str)]) -> Board {
        let g = Geometry::new(n, n).unwrap();
        let mut b = Board::new(g.clone());
        for &(c, s) in stones {
            b.place(c, g.index(s.parse::<Cell>().unwrap()));
        }
        b
    }

    fn at(b: &Board, s: &str) -> usize {
        b.geometry().index(s.parse::<Cell>().unwrap())
    }

    /// The value of the feature digit `k` (base `base`).
    fn digit(x: usize, base: usize, k: u32) -> usize {
        x / base.pow(k) % base
    }

    #[test]
    fn the_ring_reads_stones_and_edges_from_the_mover() {
        // e5 on 9x9: Black above (e4: ring 0, row - 1), White right (f5: ring 2).
        let b = board(9, &[(Color::Black, "e4"), (Color::White, "f5")]);
        let (ring, _) = features(&b, Color::Black, at(&b, "e5"));
        assert_eq!(
            [0, 1, 2, 3, 4, 5].map(|k| digit(ring, 3, k)),
            [1, 0, 2, 0, 0, 0]
        );
        // For White the board is mirrored: e4 (row - 1) becomes column - 1
        // (ring 5), f5 (column + 1) becomes row + 1 (ring 3); colours swap.
        let (ring, _) = features(&b, Color::White, at(&b, "e5"));
        assert_eq!(
            [0, 1, 2, 3, 4, 5].map(|k| digit(ring, 3, k)),
            [0, 0, 0, 1, 0, 2]
        );
        // a1 for Black: row - 1 is Black's edge, column - 1 White's.
        let (ring, _) = features(&b, Color::Black, at(&b, "a1"));
        assert_eq!(
            [0, 1, 2, 3, 4, 5].map(|k| digit(ring, 3, k)),
            [1, 1, 0, 0, 2, 2]
        );
    }

    #[test]
    fn a_partner_counts_only_over_two_empty_carriers() {
        // e5 and f3 are bridge partners (row - 2, column + 1: partner 0)
        // over e4 and f4.
        let mut b = board(9, &[(Color::Black, "f3")]);
        let (_, p) = features(&b, Color::Black, at(&b, "e5"));
        assert_eq!(digit(p, 4, 0), 1);
        assert_eq!(digit(p, 4, 1), 0);
        let (_, p) = features(&b, Color::White, at(&b, "e5"));
        // Mirrored, f3 is (row + 1, column - 2) of e5's mirror: partner 4.
        assert_eq!(digit(p, 4, 4), 2);
        b.place(Color::White, at(&b, "f4"));
        let (_, p) = features(&b, Color::Black, at(&b, "e5"));
        assert_eq!(digit(p, 4, 0), 3);
        // A second-row cell over two empty edge cells faces its own edge.
        let (_, p) = features(&b, Color::Black, at(&b, "c2"));
        assert_eq!(digit(p, 4, 0), 1);
    }

    #[test]
    fn mirrored_positions_have_the_same_shape_for_the_other_colour() {
        let stones = [
            (Color::Black, "c3"),
            (Color::White, "d5"),
            (Color::Black, "e4"),
        ];
        let b = board(7, &stones);
        let mirror: Vec<(Color, String)> = stones
            .iter()
            .map(|&(c, s)| {
                (
                    c.opponent(),
                    s.parse::<Cell>().unwrap().mirrored().to_string(),
                )
            })
            .collect();
        let m = board(
            7,
            &mirror
                .iter()
                .map(|(c, s)| (*c, s.as_str()))
                .collect::<Vec<_>>(),
        );
        let g = b.geometry();
        for i in b.empty().iter() {
            let j = g.index(g.cell(i).mirrored());
            assert_eq!(features(&b, Color::Black, i), features(&m, Color::White, j));
            assert_eq!(features(&b, Color::White, i), features(&m, Color::Black, j));
        }
    }

    /// The table's packed reads (edge codes, bit indices) and its bit tests
    /// against [`features`], which reads the board's colours cell by cell,
    /// on random boards of every shape up to 9x9 (edges, corners and the
    /// mirror included). Both find the cells through [`read`], which the
    /// tests above check by hand.
    #[test]
    fn the_table_reads_the_shape_the_features_read() {
        let mut rng = crate::rng::Rng::new(42);
        for _ in 0..300 {
            let g = Geometry::new(1 + rng.below(9), 1 + rng.below(9)).unwrap();
            let mut b = Board::new(g.clone());
            let cells: Vec<usize> = g.cells().iter().collect();
            for _ in 0..rng.below(cells.len() + 1) {
                let i = cells[rng.below(cells.len())];
                if b.at(i).is_none() {
                    b.place(Color::BOTH[rng.below(2)], i);
                }
            }
            for me in Color::BOTH {
                with_reads(&g, me, |reads| {
                    for i in b.empty().iter() {
                        assert_eq!(reads.prior(&b, i), prior(&b, me, i), "{b:?} {me:?} {i}");
                    }
                });
            }
        }
    }
}
