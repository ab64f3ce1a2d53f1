//! How many disjoint shortest chains a player has: the fewest empty cells
//! the opponent must take to make the player's bridge-aware distance
//! ([`super::bridge`]) longer, capped at a small number.
//!
//! The chain-cell count ([`super::chains`]) is the cheap approximation of
//! this: a player whose shortest chains all pass through one cell loses a
//! stone of distance to one opponent move, however many cells the chains
//! cover elsewhere.
//!
//! **The graph.** A player at distance `d >= 1` has the empty cells of its
//! shortest chains: those at cost `a` from its first edge and `d + 1 - a`
//! from its second ([`super::chains`]). Every shortest chain has exactly one
//! empty cell of each cost `1..=d`, and consecutive ones are joined by one
//! step (adjacent or bridge, [`super::bridge`]) after any number of the
//! player's own stones (free). So the chains are the source-to-sink paths of
//! a layered graph: cost-1 cells hang from the source, cost-`d` cells from
//! the sink, and cell `u` of layer `a` leads to cell `v` of layer `a + 1`
//! when `v` is one step from `u` or from an own group `u` touches. By
//! Menger's theorem the fewest cells meeting every path is the most paths
//! with no empty cell in common, a max-flow with unit vertex capacities: one
//! augmenting path at a time, at most `cap` of them.
//!
//! **Bridges are kept.** Taking a cell removes it from the graph; it does
//! not break the bridges it carries (nor the edge bridges). The distance
//! already counts a bridge as joined because an intrusion into one carrier
//! is answered by the other and the chain stands; a cell taken on the chain
//! itself is lost for good. So the measure counts the cells whose capture
//! lengthens the chains whatever the player answers, and a chain of bridges
//! from edge to edge (distance 0) cannot be lengthened at all: it gets the
//! cap. The reference in the tests takes cells the same way: walls in the
//! graph whose bridges were read off the position before.
//!
//! The cut of each layer bounds the result (every chain has a cell there),
//! so a bottleneck of one cell costs one failed search.

use super::INFINITE;
use super::bridge::Carriers;
use super::lanes;
use super::layers::with_shape;
use crate::bitboard::Bits;
use crate::board::{Board, Color};

/// The cap the leaf uses: the differences it can see are -3 to 3.
pub const CAP: u32 = 4;

/// A node of the flow besides the cells.
const SOURCE: u16 = u16::MAX;
const SINK: u16 = u16::MAX - 1;

/// `color`'s bridge-aware distance and the fewest empty cells whose capture
/// makes it longer (bridges kept, see the module), at most `cap`: `cap`
/// when the distance is 0 (joined by bridges: no empty cell on the chain),
/// 0 when the player is cut off ([`INFINITE`]).
pub fn disjoint_chains(board: &Board, color: Color, cap: u32) -> (u32, u32) {
    with_shape!(board, disjoint_n(board, color, cap, false))
}

/// With `long`, the flow keeps its layers on the heap whatever the
/// distance ([`cut_long`], for the tests).
fn disjoint_n<const N: usize, const S: u32>(
    board: &Board,
    color: Color,
    cap: u32,
    long: bool,
) -> (u32, u32) {
    let c = Carriers::<N>::new::<S>(board);
    let e = c.empty;
    let spread = |x| c.spread::<S>(x);
    let forward = c.lane(board, color, false);
    let mut layers = vec![Bits::<N>::EMPTY];
    let d = lanes::run::<N, 1, true>(&[forward], spread, |_, cells, cost| {
        let cost = cost as usize;
        if layers.len() <= cost {
            layers.resize(cost + 1, Bits::EMPTY);
        }
        layers[cost] |= *cells & e;
    })
    .0[0];
    match d {
        0 => return (0, cap),
        INFINITE => return (INFINITE, 0),
        _ => {}
    }
    let mut on = Bits::<N>::EMPTY;
    let backward = c.lane(board, color, true);
    lanes::run::<N, 1, true>(&[backward], spread, |_, cells, cost| {
        if (1..=d).contains(&cost) {
            on |= *cells & layers[(d + 1 - cost) as usize];
        }
    });
    let cut = if long {
        cut_long::<N, S>(&c, forward.own, &layers, on, d as usize, cap)
    } else {
        cut::<N, S>(&c, forward.own, &layers, on, d, cap)
    };
    (d, cut)
}

/// The fewest empty cells meeting every shortest chain, at most `cap`, for
/// a player at distance `d` (from 1 to `layers.len() - 1`) whose own stones
/// are `own`, whose empty cells at cost `a` from its first edge are
/// `layers[a]` and whose empty cells on shortest chains are `on`.
pub(super) fn cut<const N: usize, const S: u32>(
    c: &Carriers<N>,
    own: Bits<N>,
    layers: &[Bits<N>],
    on: Bits<N>,
    d: u32,
    cap: u32,
) -> u32 {
    debug_assert!(d >= 1 && (d as usize) < layers.len());
    let d = d as usize;
    // Chain cells by layer, 1..=d, and the narrowest layer: a cut.
    let mut level = [Bits::<N>::EMPTY; 64];
    let mut narrowest = cap;
    let long = d >= level.len();
    if long {
        return cut_long::<N, S>(c, own, layers, on, d, cap);
    }
    for a in 1..=d {
        level[a] = on & layers[a];
        narrowest = narrowest.min(level[a].count());
    }
    if narrowest <= 1 {
        return narrowest;
    }
    let mut flow = Flow::<N, S> {
        c,
        own,
        level: &level[..=d],
        d,
        arcs: Vec::new(),
        used: Bits::EMPTY,
        seen_in: Bits::EMPTY,
        seen_out: Bits::EMPTY,
    };
    flow.max(narrowest)
}

/// [`cut`] for chains of 64 or more empty cells (a winding path on a big
/// board): the same with the layers on the heap.
#[cold]
fn cut_long<const N: usize, const S: u32>(
    c: &Carriers<N>,
    own: Bits<N>,
    layers: &[Bits<N>],
    on: Bits<N>,
    d: usize,
    cap: u32,
) -> u32 {
    let level: Vec<Bits<N>> = (0..=d).map(|a| on & layers[a]).collect();
    let narrowest = level[1..].iter().map(|l| l.count()).fold(cap, u32::min);
    if narrowest <= 1 {
        return narrowest;
    }
    let mut flow = Flow::<N, S> {
        c,
        own,
        level: &level,
        d,
        arcs: Vec::new(),
        used: Bits::EMPTY,
        seen_in: Bits::EMPTY,
        seen_out: Bits::EMPTY,
    };
    flow.max(narrowest)
}

/// Unit-capacity max-flow on the chain graph, each cell split into an
/// entry and an exit joined by an arc of capacity 1 (so paths share no
/// cell). The flow is a list of arcs between cells (and [`SOURCE`],
/// [`SINK`]); a cell is used when an arc enters it. Augmenting paths are
/// found depth-first in the residual graph, the arcs changed as the
/// search unwinds.
struct Flow<'a, const N: usize, const S: u32> {
    c: &'a Carriers<N>,
    own: Bits<N>,
    /// The chain cells of cost `a` at index `a` (index 0 unused).
    level: &'a [Bits<N>],
    d: usize,
    arcs: Vec<(u16, u16)>,
    used: Bits<N>,
    seen_in: Bits<N>,
    seen_out: Bits<N>,
}

impl<const N: usize, const S: u32> Flow<'_, N, S> {
    /// Augments until `limit` paths or no more.
    fn max(&mut self, limit: u32) -> u32 {
        let mut paths = 0;
        while paths < limit && self.augment() {
            paths += 1;
        }
        paths
    }

    /// One augmenting path from the source, if there is one.
    fn augment(&mut self) -> bool {
        self.seen_in = Bits::EMPTY;
        self.seen_out = Bits::EMPTY;
        // The source's arcs have no limit; a used first cell's entry only
        // leads back to the source.
        let starts = self.level[1].and_not(self.used);
        for u in starts.iter() {
            if !self.seen_out.contains(u) {
                self.seen_in.insert(u);
                self.seen_out.insert(u);
                if self.search_exit(u, 1) {
                    self.arcs.push((SOURCE, u as u16));
                    self.recount();
                    return true;
                }
            }
        }
        false
    }

    /// The used cells: those an arc enters.
    fn recount(&mut self) {
        self.used = Bits::EMPTY;
        for &(_, v) in &self.arcs {
            if v != SINK {
                self.used.insert(v as usize);
            }
        }
    }

    /// The cell the flow enters `v` from (`v` used).
    fn before(&self, v: usize) -> u16 {
        self.arcs
            .iter()
            .find(|&&(_, w)| w as usize == v)
            .expect("a used cell has an arc in")
            .0
    }

    /// The chain cells of layer `a + 1` one step from `u` or from an own
    /// group `u` touches.
    fn next_cells(&self, u: usize, a: usize) -> Bits<N> {
        let mut x = Bits::<N>::single(u);
        loop {
            let s = self.c.spread::<S>(x);
            let more = (s & self.own).and_not(x);
            if more.is_empty() {
                return s & self.level[a + 1];
            }
            x |= more;
        }
    }

    /// From the exit of `u` (layer `a`): on to the sink, forward into a
    /// next cell's entry, or (`u` used) back into its own entry.
    fn search_exit(&mut self, u: usize, a: usize) -> bool {
        if a == self.d {
            self.arcs.push((u as u16, SINK));
            return true;
        }
        let next = self.next_cells(u, a).and_not(self.seen_in);
        for v in next.iter() {
            if !self.seen_in.contains(v) {
                self.seen_in.insert(v);
                if self.search_entry(v, a + 1) {
                    self.arcs.push((u as u16, v as u16));
                    return true;
                }
            }
        }
        if self.used.contains(u) && !self.seen_in.contains(u) {
            self.seen_in.insert(u);
            return self.search_entry(u, a);
        }
        false
    }

    /// From the entry of `v` (layer `a`): through the cell when it is free,
    /// else back along the flow's arc into it, which is cancelled.
    fn search_entry(&mut self, v: usize, a: usize) -> bool {
        if !self.used.contains(v) {
            if self.seen_out.contains(v) {
                return false;
            }
            self.seen_out.insert(v);
            return self.search_exit(v, a);
        }
        let u = self.before(v);
        if u == SOURCE || self.seen_out.contains(u as usize) {
            return false;
        }
        self.seen_out.insert(u as usize);
        if self.search_exit(u as usize, a - 1) {
            let k = self.arcs.iter().position(|&arc| arc == (u, v as u16));
            self.arcs
                .swap_remove(k.expect("the arc cancelled is in the flow"));
            return true;
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Cell, Geometry};
    use crate::eval::bridge::bridge_distance;
    use crate::eval::bridge::tests::random_board;
    use crate::rng::Rng;
    use std::collections::VecDeque;

    /// The graph of the bridge-aware distance, read off `board` cell by
    /// cell with coordinates: each cell's neighbours (adjacent, and bridge
    /// partners with both carriers empty), and which cells are sources and
    /// goals (on the edge, or edge-bridged to it: off the edge row with
    /// two empty neighbours on it).
    struct Graph {
        next: Vec<Vec<usize>>,
        source: Vec<bool>,
        goal: Vec<bool>,
    }

    fn graph(board: &Board, color: Color) -> Graph {
        let g = board.geometry();
        let (w, h) = (g.width() as i32, g.height() as i32);
        let at = |c: i32, r: i32| (0..w).contains(&c) && (0..h).contains(&r);
        let id = |c: i32, r: i32| (c + r * w) as usize;
        let empty = |c: i32, r: i32| {
            at(c, r)
                && board
                    .get(Cell::new(c as usize, r as usize).unwrap())
                    .is_none()
        };
        let adjacent = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)];
        let bridges = [
            ((1, 1), (1, 0), (0, 1)),
            ((-1, -1), (-1, 0), (0, -1)),
            ((-1, 2), (0, 1), (-1, 1)),
            ((1, -2), (0, -1), (1, -1)),
            ((2, -1), (1, -1), (1, 0)),
            ((-2, 1), (-1, 0), (-1, 1)),
        ];
        let along = |c: i32, r: i32| if color == Color::Black { r } else { c };
        let last = if color == Color::Black { h - 1 } else { w - 1 };
        let n = (w * h) as usize;
        let mut gr = Graph {
            next: vec![Vec::new(); n],
            source: vec![false; n],
            goal: vec![false; n],
        };
        for c in 0..w {
            for r in 0..h {
                let i = id(c, r);
                for (dc, dr) in adjacent {
                    if at(c + dc, r + dr) {
                        gr.next[i].push(id(c + dc, r + dr));
                    }
                }
                for ((dc, dr), (ac, ar), (bc, br)) in bridges {
                    if at(c + dc, r + dr) && empty(c + ac, r + ar) && empty(c + bc, r + br) {
                        gr.next[i].push(id(c + dc, r + dr));
                    }
                }
                let edge_free = |row: i32| {
                    adjacent
                        .iter()
                        .filter(|&&(dc, dr)| {
                            let (x, y) = (c + dc, r + dr);
                            at(x, y) && along(x, y) == row && empty(x, y)
                        })
                        .count()
                        == 2
                };
                gr.source[i] = along(c, r) == 0 || edge_free(0);
                gr.goal[i] = along(c, r) == last || edge_free(last);
            }
        }
        gr
    }

    /// The distance in the graph of the position as it was, with the
    /// cells of `taken` walls as well: 0-1 BFS, own stones 0, empty 1.
    fn distance_without(board: &Board, color: Color, gr: &Graph, taken: &[usize]) -> u32 {
        let g = board.geometry();
        let w = g.width();
        let cost = |i: usize| {
            let cell = Cell::new(i % w, i / w).unwrap();
            match board.get(cell) {
                _ if taken.contains(&i) => None,
                None => Some(1),
                Some(x) if x == color => Some(0),
                Some(_) => None,
            }
        };
        let mut dist = vec![INFINITE; gr.next.len()];
        let mut queue = VecDeque::new();
        for (i, di) in dist.iter_mut().enumerate() {
            if gr.source[i]
                && let Some(k) = cost(i)
            {
                *di = k;
                queue.push_back(i);
            }
        }
        while let Some(i) = queue.pop_front() {
            for &j in &gr.next[i] {
                if let Some(k) = cost(j)
                    && dist[i] + k < dist[j]
                {
                    dist[j] = dist[i] + k;
                    queue.push_back(j);
                }
            }
        }
        (0..dist.len())
            .filter(|&i| gr.goal[i])
            .map(|i| dist[i])
            .min()
            .unwrap_or(INFINITE)
    }

    /// The obvious version: the distance, then the smallest number of
    /// empty cells whose capture makes it longer, trying every set of one
    /// cell, then of two, and so on below `cap` (`cap` when none does).
    fn reference(board: &Board, color: Color, cap: u32) -> (u32, u32) {
        let gr = graph(board, color);
        let d = distance_without(board, color, &gr, &[]);
        match d {
            0 => return (0, cap),
            INFINITE => return (INFINITE, 0),
            _ => {}
        }
        let w = board.geometry().width();
        let empty: Vec<usize> = (0..gr.next.len())
            .filter(|&i| board.get(Cell::new(i % w, i / w).unwrap()).is_none())
            .collect();
        fn sets(
            from: &[usize],
            k: usize,
            chosen: &mut Vec<usize>,
            hit: &mut dyn FnMut(&[usize]) -> bool,
        ) -> bool {
            if chosen.len() == k {
                return hit(chosen);
            }
            for (n, &i) in from.iter().enumerate() {
                chosen.push(i);
                if sets(&from[n + 1..], k, chosen, hit) {
                    return true;
                }
                chosen.pop();
            }
            false
        }
        for k in 1..cap {
            let mut raises = |s: &[usize]| distance_without(board, color, &gr, s) > d;
            if sets(&empty, k as usize, &mut Vec::new(), &mut raises) {
                return (d, k);
            }
        }
        (d, cap)
    }

    /// On random positions of every small shape the flow gives the brute
    /// force's number, with the cap 4; on 9x9 and 11x11 with the cap 3
    /// (pairs of cells tried). Both players, every distance.
    #[test]
    fn the_flow_is_the_fewest_cells_that_lengthen_the_chains() {
        let mut rng = Rng::new(41);
        let mut seen = [0u32; 5];
        for n in 0..700 {
            let (w, h, cap) = match n % 7 {
                0 => (9, 9, 3),
                1 => (11, 11, 3),
                _ => (1 + rng.below(6), 1 + rng.below(6), 4),
            };
            let board = random_board(&mut rng, w, h);
            for color in Color::BOTH {
                let want = reference(&board, color, cap);
                let got = disjoint_chains(&board, color, cap);
                assert_eq!(got, want, "{w}x{h} {color:?}");
                assert_eq!(got.0, bridge_distance(&board, color));
                if (1..INFINITE).contains(&got.0) {
                    seen[got.1 as usize] += 1;
                }
            }
        }
        // Every value below the cap, and the cap, turn up.
        assert!(seen[1..].iter().all(|&k| k > 20), "{seen:?}");
    }

    /// The flow with its layers on the heap (chains of 64 cells or more)
    /// gives the same numbers as with them on the stack.
    #[test]
    fn the_long_chains_flow_is_the_same_flow() {
        let mut rng = Rng::new(47);
        for _ in 0..1000 {
            let (w, h) = (1 + rng.below(19), 1 + rng.below(19));
            let board = random_board(&mut rng, w, h);
            for color in Color::BOTH {
                let long = with_shape!(board, disjoint_n(&board, color, CAP, true));
                assert_eq!(long, disjoint_chains(&board, color, CAP), "{w}x{h}");
            }
        }
    }

    fn board(n: usize, black: &[&str], white: &[&str]) -> Board {
        let mut b = Board::new(Geometry::new(n, n).unwrap());
        for (color, cells) in [(Color::Black, black), (Color::White, white)] {
            for s in cells {
                let i = b.geometry().index(s.parse::<Cell>().unwrap());
                b.place(color, i);
            }
        }
        b
    }

    /// White's wall across row 3 of 5x5 with one gap: every Black chain
    /// runs through it (one cell); with a gap at each end, two chains.
    #[test]
    fn a_gap_in_a_wall_is_a_bottleneck() {
        let one = board(5, &[], &["a3", "b3", "c3", "d3"]);
        let d = bridge_distance(&one, Color::Black);
        assert_eq!(disjoint_chains(&one, Color::Black, CAP), (d, 1));
        let two = board(5, &[], &["b3", "c3", "d3"]);
        let d = bridge_distance(&two, Color::Black);
        assert_eq!(disjoint_chains(&two, Color::Black, CAP), (d, 2));
    }
}
