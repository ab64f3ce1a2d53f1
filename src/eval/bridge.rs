//! A bridge-aware distance: the stones a player still needs when bridges and
//! edge bridges whose two carrier cells are empty count as connected.
//!
//! The plain distance ([`super::distance`]) counts stones along a chain of
//! adjacent cells, so two stones a bridge apart (two cells that share two
//! empty neighbours) look one stone short of joined although the opponent
//! cannot separate them: if it takes one carrier cell, the other joins them.
//! This evaluation is still a 0-1 graph search, on a graph with more edges:
//!
//! - *adjacent step*: from a cell to a neighbour, costing the neighbour's
//!   cost (own stone 0, empty cell 1, opponent stone a wall);
//! - *bridge step*: from a cell to one of its six bridge partners, at the
//!   partner's cost, when both carrier cells are empty;
//! - *edge bridge*: a cell of the second row whose two neighbours on the
//!   edge row are empty counts as touching that edge (the smallest edge
//!   template), at both ends.
//!
//! So two stones a bridge apart are joined at cost 0, an empty board of side
//! n costs about n/2 (a chain of bridges), and a chain that the opponent can
//! cut with one stone costs more than a chain of bridges of the same length.
//! What it still cannot see: two bridges that share a carrier cell (one
//! intrusion threatens both), larger edge templates, and ladders. It is a
//! heuristic for the leaves; the exact one-stone rules of the search use the
//! plain distance.
//!
//! The search runs on bitboards one cost layer at a time, like
//! [`super::layers`]: `reached(d)` is closed under adjacent and bridge steps
//! onto own stones, and `reached(d + 1)` adds the cells (not opponent
//! stones) one step away. The padding column of each row keeps the shifts
//! from wrapping: every bridge that would leave the board sideways has a
//! carrier or a partner in the padding, which is never empty.

use super::INFINITE;
use super::lanes::{self, Lane};
use super::layers::{empty, with_shape};
use super::map::for_each;
use super::parent;
use super::walls::Walls;
use crate::bitboard::{Bitboard, Bits};
use crate::board::{Board, Color, MAX_INDEX};

/// `x` moved by `k` bits (up for positive `k`), `|k| < 64`.
#[inline(always)]
fn shift<const N: usize>(x: Bits<N>, k: i32) -> Bits<N> {
    match k {
        0 => x,
        k if k > 0 => x.shift_up(k as u32),
        k => x.shift_down((-k) as u32),
    }
}

/// The six bridges as (partner offset, carrier offset, carrier offset),
/// for row stride `s`: a cell (x, y) and (x+1, y+1) share (x+1, y) and
/// (x, y+1), and so on round the hexagon.
#[inline(always)]
fn bridges(s: i32) -> [(i32, i32, i32); 6] {
    [
        (s + 1, 1, s),
        (-s - 1, -1, -s),
        (2 * s - 1, s, s - 1),
        (-2 * s + 1, -s, -s + 1),
        (-s + 2, -s + 1, 1),
        (s - 2, -1, s - 1),
    ]
}

/// What every search on one board shares, whatever the colour or the edge:
/// the empty cells and, per bridge direction, the cells whose two carriers
/// in that direction are empty (four of them pre-shifted for [`Carriers::spread`]).
/// Computed once per board.
#[derive(Clone, Copy)]
pub(super) struct Carriers<const N: usize> {
    pub(super) empty: Bits<N>,
    /// The open bridges towards `+s+1` shifted by 2, towards `s-2` by -1,
    /// towards `-s-1` by -2 and towards `-s+2` by 1, then those towards
    /// `2s-1` and `-2s+1` as they are.
    open: [Bits<N>; 6],
    stride: u32,
}

impl<const N: usize> Carriers<N> {
    #[inline(always)]
    pub(super) fn new<const S: u32>(board: &Board) -> Self {
        let stride = if S == 0 {
            board.geometry().stride() as u32
        } else {
            S
        };
        let e = empty::<N>(board);
        // The empty cells moved by each adjacent offset: `down_1` holds the
        // cells whose neighbour at +1 is empty, and so on. Each bridge's
        // two carriers are two of those six (see `bridges`).
        let (down_1, up_1) = (e.shift_down(1), e.shift_up(1));
        let (down_s, up_s) = (e.shift_down(stride), e.shift_up(stride));
        let (down_s1, up_s1) = (e.shift_down(stride - 1), e.shift_up(stride - 1));
        let open = [
            down_1 & down_s,
            up_1 & up_s,
            down_s & down_s1,
            up_s & up_s1,
            up_s1 & down_1,
            up_1 & down_s1,
        ];
        debug_assert!({
            let s = stride as i32;
            let want = bridges(s).map(|(_, a, b)| shift(e, -a) & shift(e, -b));
            want == open
        });
        Carriers {
            empty: e,
            open: [
                open[0].shift_up(2),
                open[5].shift_down(1),
                open[1].shift_down(2),
                open[4].shift_up(1),
                open[2],
                open[3],
            ],
            stride,
        }
    }

    /// Every cell one adjacent or bridge step from `x` (unmasked). `S` is
    /// the row stride when known at compile time (0: read it at run time).
    ///
    /// Eight multi-word shifts rather than ten: the two adjacent cells of
    /// the next row (`+s-1`, `+s`) and the bridges to `+s+1` and `+s-2`
    /// are all `x` moved by 0, 1, 2 and -1 and then by `s-1`, and the small
    /// moves reuse those of the row's own neighbours (`x` moved by -1 and
    /// 1); likewise towards the previous row. Masking before or after a
    /// move is the same (the masks are moved with it), and no bit is lost
    /// on the way: a cell with an open bridge to `s-2` has an empty cell
    /// below it, so it is not bit 0, and one with an open bridge to `-s+2`
    /// is not the last bit. `bridges_and_spread_agree_with_the_offsets`
    /// checks this against the six plain shifts.
    #[inline(always)]
    pub(super) fn spread<const S: u32>(&self, x: Bits<N>) -> Bits<N> {
        let s = if S == 0 { self.stride } else { S };
        let o = &self.open;
        let left = x.shift_down(1);
        let right = x.shift_up(1);
        let below = x | right | (right.shift_up(1) & o[0]) | (left & o[1]);
        let above = x | left | (left.shift_down(1) & o[2]) | (right & o[3]);
        left | right
            | below.shift_up(s - 1)
            | above.shift_down(s - 1)
            | (x & o[4]).shift_up(2 * s - 1)
            | (x & o[5]).shift_down(2 * s - 1)
    }

    /// The row stride.
    #[inline(always)]
    pub(super) fn stride(&self) -> u32 {
        self.stride
    }

    /// [`Carriers::spread`] less the steps that `walls` removes (the
    /// opponent's bridges and edge templates, [`super::walls`]): the same
    /// eight shifts, each adjacent part masked by where it may go (before
    /// its move when it shares a shift with other parts).
    #[inline(always)]
    pub(super) fn spread_walled<const S: u32>(&self, walls: &Walls<N>, x: Bits<N>) -> Bits<N> {
        let s = if S == 0 { self.stride } else { S };
        let o = &self.open;
        let w = &walls.open;
        let left = x.shift_down(1);
        let right = x.shift_up(1);
        let below = (x & w[2]) | (right & w[3]) | (right.shift_up(1) & o[0]) | (left & o[1]);
        let above = (x & w[4]) | (left & w[5]) | (left.shift_down(1) & o[2]) | (right & o[3]);
        (left & w[0])
            | (right & w[1])
            | below.shift_up(s - 1)
            | above.shift_down(s - 1)
            | (x & o[4]).shift_up(2 * s - 1)
            | (x & o[5]).shift_down(2 * s - 1)
    }

    /// The spread of colour `color` (by index), walled when `WALLS`.
    #[inline(always)]
    pub(super) fn spread_in<const S: u32, const WALLS: bool>(
        &self,
        walls: &[Walls<N>; 2],
        color: usize,
        x: Bits<N>,
    ) -> Bits<N> {
        if WALLS {
            self.spread_walled::<S>(&walls[color], x)
        } else {
            self.spread::<S>(x)
        }
    }

    /// `color`'s search from its first edge (from its second, `reversed`):
    /// the sources are that edge and the second-row cells edge-bridged to
    /// it, the goals the same on the other side.
    #[inline(always)]
    pub(super) fn lane(&self, board: &Board, color: Color, reversed: bool) -> Lane<N> {
        let g = board.geometry();
        let s = self.stride as i32;
        let empty = self.empty;
        let first_edge = Bits::<N>::truncate(g.first_edge(color));
        let second_edge = Bits::<N>::truncate(g.second_edge(color));
        let s = s as u32;
        // The cells of the next row in whose two neighbours on `edge` are
        // empty: the carriers of an edge bridge are at -s and -s+1 from the
        // inner cell for Black's first edge, +s and +s-1 for its second,
        // -1 and +s-1 for White's first, +1 and -s+1 for its second.
        let edge_bridged = |edge: Bits<N>, first: bool| {
            let free = edge & empty;
            let both = match (color, first) {
                (Color::Black, true) => free.shift_up(s) & free.shift_up(s - 1),
                (Color::Black, false) => free.shift_down(s) & free.shift_down(s - 1),
                (Color::White, true) => free.shift_up(1) & free.shift_down(s - 1),
                (Color::White, false) => free.shift_down(1) & free.shift_up(s - 1),
            };
            both.and_not(edge)
        };
        let own = Bits::<N>::truncate(board.stones(color));
        let pass = own | empty;
        let first = (first_edge | edge_bridged(first_edge, true)) & pass;
        let second = (second_edge | edge_bridged(second_edge, false)) & pass;
        let (first, second) = if reversed {
            (second, first)
        } else {
            (first, second)
        };
        Lane {
            own,
            pass,
            first,
            second,
        }
    }
}

fn distance_n<const N: usize, const S: u32>(board: &Board, color: Color) -> u32 {
    let c = Carriers::<N>::new::<S>(board);
    let lane = [c.lane(board, color, false)];
    lanes::run::<N, 1, true>(&lane, |_, x| c.spread::<S>(x), |_, _, _| {}).0[0]
}

fn distances_n<const N: usize, const S: u32>(board: &Board) -> [u32; 2] {
    let c = Carriers::<N>::new::<S>(board);
    let both = Color::BOTH.map(|color| c.lane(board, color, false));
    c.run_pair::<S, true>(&both, |_, _, _| {}).0
}

impl<const N: usize> Carriers<N> {
    /// Runs two lanes (Black's and White's search from the same side) to
    /// the end, as [`lanes::run`] does, and returns their distances and
    /// reached sets; `visit(lane, cells, cost)` as there. Up to 3 words
    /// (11x11, 13x13) in lock-step, one loop exit branch for both: the
    /// leaf distances took 245 ns against 265 ns one colour after the
    /// other on the 11x11 middle game (criterion), although the lane that
    /// finishes first idles. Larger boards: two lanes of 4 or more words no
    /// longer fit the registers; one colour after the other (19x19 middle
    /// game: 945 ns against 1,113 ns in lock-step).
    #[inline(always)]
    pub(super) fn run_pair<const S: u32, const UNTIL_GOAL: bool>(
        &self,
        lanes: &[Lane<N>; 2],
        visit: impl FnMut(usize, &Bits<N>, u32),
    ) -> ([u32; 2], [Bits<N>; 2]) {
        self.run_pair_in::<S, UNTIL_GOAL, false>(&[Walls::NONE; 2], lanes, visit)
    }

    /// [`Carriers::run_pair`] with Black's lane first, each in its own
    /// colour's graph: walled by `walls` (Black's first) when `WALLS`.
    #[inline(always)]
    pub(super) fn run_pair_in<const S: u32, const UNTIL_GOAL: bool, const WALLS: bool>(
        &self,
        walls: &[Walls<N>; 2],
        lanes: &[Lane<N>; 2],
        mut visit: impl FnMut(usize, &Bits<N>, u32),
    ) -> ([u32; 2], [Bits<N>; 2]) {
        let steps = |color| Steps::<N, S, WALLS> {
            c: self,
            walls,
            color,
        };
        if N <= 3 {
            lanes::run::<N, 2, UNTIL_GOAL>(lanes, steps(0), visit)
        } else {
            let [a, b] = [0, 1].map(|l| {
                lanes::run::<N, 1, UNTIL_GOAL>(&[lanes[l]], steps(l), |_, x, k| visit(l, x, k))
            });
            ([a.0[0], b.0[0]], [a.1[0], b.1[0]])
        }
    }
}

/// The steps of the bridge-aware graphs, walled when `WALLS` ([`Walls`],
/// Black's first): lane `l` of a run is colour `color ^ l` (by index).
/// A type rather than a closure so that its step is always inlined: the
/// closure of the walled spread was left out of line, a call per step
/// (about a fifth of a walled leaf's instructions under callgrind).
#[derive(Clone, Copy)]
pub(super) struct Steps<'a, const N: usize, const S: u32, const WALLS: bool> {
    pub(super) c: &'a Carriers<N>,
    pub(super) walls: &'a [Walls<N>; 2],
    pub(super) color: usize,
}

impl<const N: usize, const S: u32, const WALLS: bool> lanes::Spread<N> for Steps<'_, N, S, WALLS> {
    #[inline(always)]
    fn spread(&self, lane: usize, x: Bits<N>) -> Bits<N> {
        self.c
            .spread_in::<S, WALLS>(self.walls, self.color ^ lane, x)
    }
}

impl<const N: usize> Carriers<N> {}

/// The bridge-aware version of [`super::DistanceMap`]: for each player and
/// empty cell, the cost of the cheapest chain through the cell (the cost
/// from one edge plus the cost from the other, the cell counted once), in
/// the graph with bridge steps. The search ranks its moves by it.
#[derive(Clone)]
pub struct BridgeMap {
    through: [[u16; MAX_INDEX]; 2],
    /// The empty cells on some chain of either player (a value below
    /// [`INFINITE`] for at least one of them).
    candidates: Bitboard,
}

impl BridgeMap {
    /// Builds both players' maps (four layered searches, sharing the
    /// carrier masks).
    pub fn new(board: &Board) -> BridgeMap {
        let mut map = BridgeMap {
            through: [[INFINITE as u16; MAX_INDEX]; 2],
            candidates: Bitboard::EMPTY,
        };
        with_shape!(board, fill(board, &mut map));
        map
    }

    /// [`BridgeMap::new`] in the walled graphs: each player's chains do
    /// not cross the opponent's intact bridges and edge templates
    /// ([`super::walls`]).
    pub fn walled(board: &Board) -> BridgeMap {
        let mut map = BridgeMap {
            through: [[INFINITE as u16; MAX_INDEX]; 2],
            candidates: Bitboard::EMPTY,
        };
        with_shape!(board, fill_walled(board, &mut map));
        map
    }

    /// Stones `color` needs on its best chain through the empty cell at
    /// `index`, bridges counted as joined ([`INFINITE`] when no chain
    /// passes there, and for stones: the search only asks about empty
    /// cells, so only those are computed).
    #[inline]
    pub fn through(&self, color: Color, index: usize) -> u32 {
        // Stored values are below INFINITE or exactly INFINITE.
        self.through[color.index()][index] as u32
    }

    /// [`BridgeMap::through`] of every index (by bit index).
    #[inline]
    pub(super) fn values(&self, color: Color) -> &[u16; MAX_INDEX] {
        &self.through[color.index()]
    }

    /// The empty cells on some chain of either player: those where
    /// [`BridgeMap::through`] is below [`INFINITE`] for at least one colour.
    #[inline]
    pub fn candidates(&self) -> &Bitboard {
        &self.candidates
    }
}

/// Per-cell costs of one search, by word and bit (only the empty cells the
/// search reached are ever written or read).
type Costs<const N: usize> = [[u16; 64]; N];

fn fill<const N: usize, const S: u32>(board: &Board, map: &mut BridgeMap) {
    fill_in::<N, S, false>(board, map)
}

fn fill_walled<const N: usize, const S: u32>(board: &Board, map: &mut BridgeMap) {
    fill_in::<N, S, true>(board, map)
}

/// Fills `map`, in the walled graph when `WALLS` ([`super::walls`]), and
/// keeps it for the leaves below ([`parent`]): the open map's values, or
/// in the walled graphs each side's costs and the walls.
#[inline(always)]
fn fill_in<const N: usize, const S: u32, const WALLS: bool>(board: &Board, map: &mut BridgeMap) {
    let c = Carriers::<N>::new::<S>(board);
    let walls = if WALLS {
        Walls::both::<S>(board, &c)
    } else {
        [Walls::NONE; 2]
    };
    let e = c.empty;
    let mut candidates = Bits::<N>::EMPTY;
    let mut distance = [INFINITE; 2];
    // Walled: per colour, the costs from each edge, kept for the leaves
    // below (0 where unreached: an empty cell costs at least 1). Open:
    // only `from[_][0]` is used, and only where written.
    let mut from: [[Costs<N>; 2]; 2] = [[[[0; 64]; N]; 2]; 2];
    for color in Color::BOTH {
        let through = &mut map.through[color.index()];
        let [from_first, from_second] = &mut from[color.index()];
        // As in the plain map: one branch-free run per edge, values written
        // once per layer and only for empty cells. (Both colours in
        // lock-step, as the leaf does, took 23% more instructions under
        // callgrind in round seven, and 12% more in round nine, when a
        // finished lane no longer waited and a lane alone ran with
        // branches: docs/speed.md.)
        let lane = [c.lane(board, color, false)];
        let spread = Steps::<N, S, WALLS> {
            c: &c,
            walls: &walls,
            color: color.index(),
        };
        let (d, reached) = lanes::run::<N, 1, false>(&lane, spread, |_, cells, cost| {
            for_each(&(*cells & e), |w, k| from_first[w][k] = cost as u16);
        });
        distance[color.index()] = d[0];
        let reached = reached[0] & e;
        let lane = [c.lane(board, color, true)];
        let (_, both) = lanes::run::<N, 1, false>(&lane, spread, |_, cells, cost| {
            if WALLS {
                for_each(&(*cells & e), |w, k| from_second[w][k] = cost as u16);
            } else {
                for_each(&(*cells & reached), |w, k| {
                    through[64 * w + k] = from_first[w][k] + cost as u16 - 1;
                });
            }
        });
        if WALLS {
            // Both sides' costs are kept anyway: the values from them in
            // one pass over the words in use, branch-free (0: unreached).
            for (values, (first, second)) in through
                .chunks_exact_mut(64)
                .zip(from_first.iter().zip(from_second.iter()))
            {
                for ((v, &f), &g) in values.iter_mut().zip(first).zip(second) {
                    let both = f != 0 && g != 0;
                    *v = if both {
                        f.wrapping_add(g).wrapping_sub(1)
                    } else {
                        INFINITE as u16
                    };
                }
            }
        }
        candidates |= both[0] & reached;
    }
    map.candidates.0[..N].copy_from_slice(&candidates.0);
    if WALLS {
        parent::record_walled::<N>(board, distance, &from, &walls);
    } else {
        parent::record::<N>(board, distance, map);
    }
}

/// Stones `color` still needs when bridges and edge bridges with empty
/// carriers count as joined; [`INFINITE`] when it is cut off.
pub fn bridge_distance(board: &Board, color: Color) -> u32 {
    with_shape!(board, distance_n(board, color))
}

/// Both players' bridge-aware distances, Black first (the same numbers as
/// [`bridge_distance`] per colour), sharing the carrier masks; in
/// lock-step on boards of up to three words.
pub fn bridge_distances(board: &Board) -> [u32; 2] {
    with_shape!(board, distances_n(board))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::board::{Cell, Geometry};
    use crate::rng::Rng;
    use std::collections::VecDeque;

    /// The same graph built cell by cell with coordinates, searched by
    /// plain relaxation with a queue: the obvious version to check the
    /// bitboards against. The cost from `color`'s first edge (second edge
    /// with `from_second`) to every cell, by column then row.
    fn reference_costs(board: &Board, color: Color, from_second: bool) -> Vec<Vec<u32>> {
        let g = board.geometry();
        let (w, h) = (g.width() as i32, g.height() as i32);
        let at = |c: i32, r: i32| (0..w).contains(&c) && (0..h).contains(&r);
        let state = |c: i32, r: i32| board.get(Cell::new(c as usize, r as usize).unwrap());
        let empty = |c: i32, r: i32| at(c, r) && state(c, r).is_none();
        let cost = |c: i32, r: i32| match state(c, r) {
            None => Some(1),
            Some(x) if x == color => Some(0),
            Some(_) => None,
        };
        // Position along the player's direction, 0 on the source edge.
        let last = if color == Color::Black { h - 1 } else { w - 1 };
        let along = |c: i32, r: i32| {
            let a = if color == Color::Black { r } else { c };
            if from_second { last - a } else { a }
        };
        let adjacent = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)];
        let neighbours = |c: i32, r: i32| {
            adjacent
                .iter()
                .map(move |&(dc, dr)| (c + dc, r + dr))
                .filter(|&(x, y)| at(x, y))
        };
        // An edge bridge: off the edge row, two empty neighbours on it.
        let edge_bridged = |c: i32, r: i32| {
            along(c, r) != 0
                && neighbours(c, r)
                    .filter(|&(x, y)| along(x, y) == 0 && empty(x, y))
                    .count()
                    == 2
        };
        let bridge = [
            ((1, 1), (1, 0), (0, 1)),
            ((-1, -1), (-1, 0), (0, -1)),
            ((-1, 2), (0, 1), (-1, 1)),
            ((1, -2), (0, -1), (1, -1)),
            ((2, -1), (1, -1), (1, 0)),
            ((-2, 1), (-1, 0), (-1, 1)),
        ];
        let mut dist = vec![vec![INFINITE; h as usize]; w as usize];
        let mut queue = VecDeque::new();
        for c in 0..w {
            for r in 0..h {
                if (along(c, r) == 0 || edge_bridged(c, r))
                    && let Some(k) = cost(c, r)
                {
                    dist[c as usize][r as usize] = k;
                    queue.push_back((c, r));
                }
            }
        }
        while let Some((c, r)) = queue.pop_front() {
            let d = dist[c as usize][r as usize];
            let mut next: Vec<(i32, i32)> = neighbours(c, r).collect();
            for &((dc, dr), (ac, ar), (bc, br)) in &bridge {
                let (x, y) = (c + dc, r + dr);
                if at(x, y) && empty(c + ac, r + ar) && empty(c + bc, r + br) {
                    next.push((x, y));
                }
            }
            for (x, y) in next {
                if let Some(k) = cost(x, y)
                    && d + k < dist[x as usize][y as usize]
                {
                    dist[x as usize][y as usize] = d + k;
                    queue.push_back((x, y));
                }
            }
        }
        dist
    }

    /// The reference distance: the cheapest cell that touches the second
    /// edge, directly or by an edge bridge (the cells that are sources
    /// when searching from that edge).
    fn reference(board: &Board, color: Color) -> u32 {
        let from_first = reference_costs(board, color, false);
        let g = board.geometry();
        let mut best = INFINITE;
        for i in g.cells().iter() {
            let cell = g.cell(i);
            if is_source(board, color, cell, true) {
                best = best.min(from_first[cell.col as usize][cell.row as usize]);
            }
        }
        best
    }

    /// Whether `cell` is on the source edge or edge-bridged to it.
    fn is_source(board: &Board, color: Color, cell: Cell, from_second: bool) -> bool {
        let g = board.geometry();
        let (w, h) = (g.width(), g.height());
        let last = if color == Color::Black { h - 1 } else { w - 1 };
        let along = |c: Cell| {
            let a = if color == Color::Black {
                c.row as usize
            } else {
                c.col as usize
            };
            if from_second { last - a } else { a }
        };
        if along(cell) == 0 {
            return true;
        }
        let i = g.index(cell);
        g.neighbours(i)
            .map(|n| g.cell(n))
            .filter(|&n| along(n) == 0 && board.get(n).is_none())
            .count()
            == 2
    }

    /// A random position of `w` x `h` (any number of stones, either colour).
    pub(crate) fn random_board(rng: &mut Rng, w: usize, h: usize) -> Board {
        let g = Geometry::new(w, h).unwrap();
        let mut b = Board::new(g.clone());
        let stones = rng.below(w * h + 1);
        for _ in 0..stones {
            let cell = Cell::new(rng.below(w), rng.below(h)).unwrap();
            if b.get(cell).is_none() {
                let color = if rng.below(2) == 0 {
                    Color::Black
                } else {
                    Color::White
                };
                b.place(color, g.index(cell));
            }
        }
        b
    }

    #[test]
    fn bitboards_agree_with_the_cell_by_cell_reference() {
        let mut rng = Rng::new(11);
        for n in 0..3000 {
            let (w, h) = if n % 5 == 0 {
                (1 + rng.below(26), 1 + rng.below(26))
            } else {
                (1 + rng.below(9), 1 + rng.below(9))
            };
            let b = random_board(&mut rng, w, h);
            for color in Color::BOTH {
                assert_eq!(
                    bridge_distance(&b, color),
                    reference(&b, color),
                    "{w}x{h} {color}"
                );
            }
            let single = Color::BOTH.map(|color| bridge_distance(&b, color));
            assert_eq!(bridge_distances(&b), single, "{w}x{h} both");
        }
    }

    /// The square sizes with a compile-time stride (`with_shape!`), the
    /// lock-step and one-lane paths of `bridge_distances` and the map.
    #[test]
    fn square_fast_paths_agree_with_the_reference() {
        let mut rng = Rng::new(17);
        for n in [9, 11, 13, 14, 19] {
            for _ in 0..40 {
                let b = random_board(&mut rng, n, n);
                let map = BridgeMap::new(&b);
                let both = bridge_distances(&b);
                for color in Color::BOTH {
                    let want = reference(&b, color);
                    assert_eq!(bridge_distance(&b, color), want, "{n}x{n} {color}");
                    assert_eq!(both[color.index()], want, "{n}x{n} {color} both");
                    assert_map_matches_reference(&b, &map, color);
                }
            }
        }
    }

    /// Every empty cell's map value is the two reference costs added, less
    /// the cell counted twice (or infinite when either side cannot reach it).
    fn assert_map_matches_reference(b: &Board, map: &BridgeMap, color: Color) {
        let one = reference_costs(b, color, false);
        let two = reference_costs(b, color, true);
        let g = b.geometry();
        for i in b.empty().iter() {
            let c = g.cell(i);
            let (x, y) = (c.col as usize, c.row as usize);
            let want = if one[x][y] < INFINITE && two[x][y] < INFINITE {
                one[x][y] + two[x][y] - 1
            } else {
                INFINITE
            };
            let (w, h) = (g.width(), g.height());
            assert_eq!(map.through(color, i), want, "{w}x{h} {color} {c}");
        }
    }

    /// An `n`x`n` board with the named stones.
    pub(crate) fn board(n: usize, black: &[&str], white: &[&str]) -> Board {
        let mut b = Board::new(Geometry::new(n, n).unwrap());
        for (color, cells) in [(Color::Black, black), (Color::White, white)] {
            for s in cells {
                let i = b.geometry().index(s.parse::<Cell>().unwrap());
                b.place(color, i);
            }
        }
        b
    }

    /// The spread's eight shifts give the same cells as the dilation and
    /// the six bridge offsets shifted one by one, on random boards and
    /// sets, every stride.
    #[test]
    fn bridges_and_spread_agree_with_the_offsets() {
        fn check<const N: usize>(rng: &mut Rng, b: &Board) {
            let c = Carriers::<N>::new::<0>(b);
            let e = empty::<N>(b);
            let s = b.geometry().stride() as i32;
            for _ in 0..20 {
                let mut x = Bits::<N>::EMPTY;
                for w in 0..N {
                    x.0[w] = rng.next_u64() & rng.next_u64();
                }
                let x = x & Bits::<N>::truncate(b.geometry().cells());
                let mut want = x.dilate(s as u32);
                for (k, a, b) in bridges(s) {
                    want |= shift(x & shift(e, -a) & shift(e, -b), k);
                }
                assert_eq!(c.spread::<0>(x), want);
            }
        }
        let mut rng = Rng::new(31);
        for _ in 0..400 {
            let (w, h) = (1 + rng.below(26), 1 + rng.below(26));
            let b = random_board(&mut rng, w, h);
            match b.geometry().words() {
                1 => check::<1>(&mut rng, &b),
                2 => check::<2>(&mut rng, &b),
                3 => check::<3>(&mut rng, &b),
                4 => check::<4>(&mut rng, &b),
                5 | 6 => check::<6>(&mut rng, &b),
                7 | 8 => check::<8>(&mut rng, &b),
                _ => check::<11>(&mut rng, &b),
            }
        }
    }

    #[test]
    fn bridges_and_edge_bridges_cost_nothing_until_a_carrier_is_taken() {
        let b = board(5, &["c2", "b4"], &[]);
        // c2 edge-bridged to row 1 (c1, d1), bridge c2-b4 (carriers b3, c3),
        // b4 edge-bridged to row 5 (a5, b5): joined in the bridge sense.
        assert_eq!(bridge_distance(&b, Color::Black), 0);
        assert_eq!(crate::eval::distance(&b, Color::Black), 3);
        // White intrudes on the bridge: Black needs the other carrier.
        let b = board(5, &["c2", "b4"], &["c3"]);
        assert_eq!(bridge_distance(&b, Color::Black), 1);
        // And on the edge bridge at the top.
        let b = board(5, &["c2", "b4"], &["d1"]);
        assert_eq!(bridge_distance(&b, Color::Black), 1);
    }

    #[test]
    fn the_map_adds_the_costs_from_both_edges_like_the_reference() {
        let mut rng = Rng::new(9);
        for _ in 0..600 {
            let (w, h) = (1 + rng.below(9), 1 + rng.below(9));
            let b = random_board(&mut rng, w, h);
            let map = BridgeMap::new(&b);
            for color in Color::BOTH {
                assert_map_matches_reference(&b, &map, color);
                for i in b.empty().iter() {
                    let on_a_chain = Color::BOTH.iter().any(|&c| map.through(c, i) < INFINITE);
                    assert_eq!(map.candidates().contains(i), on_a_chain);
                }
            }
        }
    }

    #[test]
    fn never_more_than_the_plain_distance() {
        let mut rng = Rng::new(5);
        for _ in 0..500 {
            let (w, h) = (1 + rng.below(13), 1 + rng.below(13));
            let b = random_board(&mut rng, w, h);
            for color in Color::BOTH {
                assert!(bridge_distance(&b, color) <= crate::eval::distance(&b, color));
            }
        }
    }
}
