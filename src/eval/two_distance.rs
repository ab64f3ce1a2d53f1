//! Queenbee's two-distance (van Rijswijck, 2000): a distance that counts
//! the opponent's power to block.
//!
//! A player's two-distance from one of its edges is 1 for an empty cell on
//! that edge, and for any other empty cell one more than the *second*
//! smallest two-distance among its neighbours: the opponent, to move, takes
//! the best neighbour, so the second best is what the player can count on.
//! The player's own stones are free: a group of them is a hub that makes
//! every empty cell around it a neighbour of every other, and a cell next
//! to a group that touches the edge is next to the edge itself. Opponent
//! stones are walls. A cell with fewer than two usable neighbours is never
//! reached (its two-distance is infinite).
//!
//! A cell's *potential* is the sum of its two-distances from the player's
//! two edges; the player's potential is the smallest over the empty cells,
//! and the number of cells at that smallest value says how many ways it
//! has. Queenbee scored a position by the difference of the potentials.
//!
//! Computed as a breadth-first search by integer layers on bitboards, no
//! per-cell work: the cells of layer `k` are final, and a cell joins layer
//! `k + 1` when the layers so far hold two of its distinct neighbours.
//! Distinct neighbours are counted exactly with two sets, "seen once" and
//! "seen twice": a layer's six shifts are six distinct neighbours, a group
//! with two final cells around it gives every cell around it two, and a
//! group with exactly one (`x`) gives one to the cells around it that do
//! not already count `x` (its own neighbours, or another group's with the
//! same single `x` in the same layer).
//!
//! The smallest sum is found from both edges at once, where the two
//! searches meet (`src/eval/meet.rs`): a player's potential is small next to
//! its two-distances across the board (about 5 against 20 or more on the
//! bench's 11x11 middle games), so each search stops after a few layers
//! instead of running to the far edge. The leaf needs only the difference
//! of the two potentials clamped to a few units ([`difference`]): the
//! opponent's searches also stop once the clamp decides it.
//!
//! The move order may ask for more: every empty cell's potential, for both
//! players ([`PotentialMap`], Queenbee's move order: the cells where the two
//! players' potentials add up smallest first). No early stop applies to a
//! whole map, so each of the four searches runs to its end (or to
//! its 63rd layer), and each cell's layer number is written as its layer is
//! made final.

use super::INFINITE;
use super::layers::{empty, with_shape};
use super::map::for_each;
use super::meet::{LAYERS, Meet};
use super::scratch::{Kept, reuse};
use crate::bitboard::Bits;
use crate::board::{Board, Color, MAX_INDEX};
use std::cell::Cell;

/// A player's smallest potential (two-distance from the first edge plus
/// from the second, over the empty cells) and how many cells have it;
/// [`INFINITE`] and 0 when no cell is reached from both edges.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Potential {
    pub value: u32,
    pub cells: u32,
}

/// Both players' [`Potential`]s, Black first.
pub fn potentials(board: &Board) -> [Potential; 2] {
    with_shape!(board, potentials_n(board))
}

/// The opponent's potential minus `color`'s, clamped to `-limit..=limit`
/// (0 when neither has one; `limit` when only `color` has): what the leaf
/// scores. The opponent's searches stop as soon as the clamp decides the
/// result, so this is cheaper than [`potentials`].
pub fn difference(board: &Board, color: Color, limit: u32) -> i32 {
    with_shape!(board, difference_n(board, color, limit))
}

/// `color`'s two-distance from its first edge (`second` false) or second
/// edge of every cell, by bit index ([`INFINITE`] for stones and cells not
/// reached). The search uses [`difference`]; this one is for tests and
/// tools.
pub fn two_distances(board: &Board, color: Color, second: bool) -> Vec<u32> {
    with_shape!(board, two_distances_n(board, color, second))
}

/// Both players' two-distance potential through every empty cell: the
/// cell's two-distance from the player's first edge plus from its second
/// (a cell on one of the edges counts 1 from it). The move order ranks
/// cells by it (`--order`, [`crate::search::ordering`]).
#[derive(Clone)]
pub struct PotentialMap {
    /// By colour, then bit index: the potential, or [`NONE`] for stones
    /// and cells not reached from both edges.
    sum: [[u8; MAX_INDEX]; 2],
}

/// A [`PotentialMap`] value for a cell with no potential. Two-distances
/// below [`LAYERS`] (64) add up to at most 126.
const NONE: u8 = u8::MAX;
const _: () = assert!(2 * (LAYERS - 1) < NONE as usize);

impl PotentialMap {
    /// Builds both players' maps: per colour, the search from the first
    /// edge writes each cell's layer, the one from the second adds its own
    /// at the cells both reach.
    pub fn new(board: &Board) -> PotentialMap {
        let mut map = PotentialMap {
            sum: [[NONE; MAX_INDEX]; 2],
        };
        with_shape!(board, potential_map_n(board, &mut map));
        map
    }

    /// `color`'s potential through the empty cell at `index`: its
    /// two-distance from the first edge plus from the second ([`INFINITE`]
    /// when either is infinite, and for stones).
    #[inline]
    pub fn through(&self, color: Color, index: usize) -> u32 {
        match self.sum[color.index()][index] {
            NONE => INFINITE,
            v => v as u32,
        }
    }
}

fn potential_map_n<const N: usize, const S: u32>(board: &Board, out: &mut PotentialMap) {
    reuse(&KEPT, Map::<N>::default, |map: &mut Map<N>| {
        for color in Color::BOTH {
            map.load::<S>(board, color);
            let mut first = [[0u8; 64]; N];
            let mut reached = Bits::<N>::EMPTY;
            let mut front = Front::default();
            map.start(0, &mut front);
            for k in 1..LAYERS as u8 {
                let layer = map.advance::<S>(&mut front);
                if layer.is_empty() {
                    break;
                }
                reached |= layer;
                for_each(&layer, |w, b| first[w][b] = k);
            }
            let sums = &mut out.sum[color.index()];
            map.start(1, &mut front);
            for k in 1..LAYERS as u8 {
                let layer = map.advance::<S>(&mut front);
                if layer.is_empty() {
                    break;
                }
                for_each(&(layer & reached), |w, b| {
                    sums[64 * w + b] = first[w][b] + k
                });
            }
        }
    })
}

fn two_distances_n<const N: usize, const S: u32>(
    board: &Board,
    color: Color,
    second: bool,
) -> Vec<u32> {
    let mut out = vec![INFINITE; crate::board::MAX_INDEX];
    let mut map = Map::<N>::default();
    map.load::<S>(board, color);
    let mut front = Front::default();
    map.start(second as usize, &mut front);
    // A two-distance of `LAYERS` or more counts as infinite, as in the
    // searches that meet.
    for k in 1..LAYERS {
        for i in map.advance::<S>(&mut front).iter() {
            out[i] = k as u32;
        }
    }
    out
}

thread_local! {
    static KEPT: Kept = const { Cell::new(None) };
}

/// Runs `f` on this thread's kept map and searches ([`super::scratch`]):
/// [`Map::load`] resets every part of the map that is read.
fn with_kept<const N: usize, R>(f: impl FnOnce(&mut Map<N>, &mut Meet<N>) -> R) -> R {
    reuse(&KEPT, Map::<N>::default, |map| {
        Meet::with(|meet| f(map, meet))
    })
}

fn potentials_n<const N: usize, const S: u32>(board: &Board) -> [Potential; 2] {
    with_kept(|map: &mut Map<N>, meet| {
        Color::BOTH.map(|color| {
            map.load::<S>(board, color);
            let (value, cells) = map.smallest::<S, true>(meet, |_, _| false);
            Potential { value, cells }
        })
    })
}

fn difference_n<const N: usize, const S: u32>(board: &Board, color: Color, limit: u32) -> i32 {
    // One map and one pair of searches for both colours.
    with_kept(|map: &mut Map<N>, meet| {
        map.load::<S>(board, color);
        let mine = map.smallest::<S, false>(meet, |_, _| false).0;
        map.load::<S>(board, color.opponent());
        // Stopped once the opponent's potential is known to be at least
        // `mine + limit` (nothing below the bound is left) or at most
        // `mine - limit` (a sum that small was found).
        let theirs = map
            .smallest::<S, false>(meet, |best, bound| {
                bound >= mine + limit || best + limit <= mine
            })
            .0;
        let limit = limit as i32;
        (theirs as i32 - mine as i32).clamp(-limit, limit)
    })
}

/// A group of the player's stones: the empty cells around it, whether it
/// touches the first and the second edge, and per search (from the first
/// edge and from the second) how many of the cells around it are final
/// (0, 1, or 2 for two or more).
struct Group<const N: usize> {
    around: Bits<N>,
    edge: [bool; 2],
    finals: [u8; 2],
}

/// What one colour's two searches share: the empty cells, the edges, the
/// player's groups (those with an empty cell around them) and the stride;
/// and a search's list of groups with exactly one final cell, new in the
/// layer at hand.
#[derive(Default)]
struct Map<const N: usize> {
    empty: Bits<N>,
    edges: [Bits<N>; 2],
    groups: Vec<Group<N>>,
    /// The cells around any of the groups.
    near: Bits<N>,
    stride: u32,
    singles: Vec<(usize, Bits<N>)>,
}

/// One search, from the first edge (`side` 0) or the second: the cells of
/// its layers so far, the cells with one and with two final neighbours,
/// and the next layer (empty once the search is over).
#[derive(Default)]
struct Front<const N: usize> {
    side: usize,
    done: Bits<N>,
    once: Bits<N>,
    twice: Bits<N>,
    next: Bits<N>,
}

impl<const N: usize> Map<N> {
    /// Sets the map up for `color` on `board` (keeping its lists' memory).
    fn load<const S: u32>(&mut self, board: &Board, color: Color) {
        let g = board.geometry();
        let stride = if S == 0 { g.stride() as u32 } else { S };
        let empty = empty::<N>(board);
        let edges = [g.first_edge(color), g.second_edge(color)].map(Bits::<N>::truncate);
        let mut stones = Bits::<N>::truncate(board.stones(color));
        let groups = &mut self.groups;
        groups.clear();
        let mut near = Bits::EMPTY;
        while let Some(seed) = stones.first() {
            // Flood the group from one stone; the dilation that shows it
            // is complete holds the cells around it.
            let mut group = Bits::<N>::single(seed);
            let around = loop {
                let near = group.dilate(stride);
                let grown = group | (near & stones);
                if grown == group {
                    break near & empty;
                }
                group = grown;
            };
            stones = stones.and_not(group);
            if !around.is_empty() {
                near |= around;
                groups.push(Group {
                    around,
                    edge: edges.map(|edge| !(group & edge).is_empty()),
                    finals: [0; 2],
                });
            }
        }
        (self.empty, self.edges, self.near, self.stride) = (empty, edges, near, stride);
    }

    /// The smallest sum of the two searches' two-distances over the
    /// cells, and with `COUNT` how many cells have it, by
    /// [`Meet::smallest`] (`stop` as there).
    fn smallest<const S: u32, const COUNT: bool>(
        &mut self,
        meet: &mut Meet<N>,
        stop: impl Fn(u32, u32) -> bool,
    ) -> (u32, u32) {
        let mut fronts = [Front::default(), Front::default()];
        for (side, front) in fronts.iter_mut().enumerate() {
            self.start(side, front);
        }
        meet.smallest::<COUNT>(0, |side| self.advance::<S>(&mut fronts[side]), stop)
    }

    /// Starts `front` as the search from the first edge (`side` 0) or the
    /// second: the cells next to the edge, directly or through a group,
    /// are its first layer (two-distance 1).
    fn start(&mut self, side: usize, front: &mut Front<N>) {
        let mut first = self.edges[side] & self.empty;
        for g in &mut self.groups {
            g.finals[side] = if g.edge[side] { 2 } else { 0 };
            if g.edge[side] {
                first |= g.around;
            }
        }
        front.side = side;
        front.done = Bits::EMPTY;
        front.once = first;
        front.twice = first;
        front.next = first;
    }

    /// The six neighbours of `cells`, one direction at a time.
    #[inline(always)]
    fn shifted<const S: u32>(&self, cells: Bits<N>) -> [Bits<N>; 6] {
        let s = if S == 0 { self.stride } else { S };
        [
            cells.shift_up(1),
            cells.shift_down(1),
            cells.shift_up(s),
            cells.shift_down(s),
            cells.shift_up(s - 1),
            cells.shift_down(s - 1),
        ]
    }

    /// Makes `front`'s next layer final and finds the one after it;
    /// returns the new layer (empty once the search is over).
    fn advance<const S: u32>(&mut self, front: &mut Front<N>) -> Bits<N> {
        let layer = front.next;
        if layer.is_empty() {
            return layer;
        }
        let side = front.side;
        front.done |= layer;
        let open = self.empty.and_not(front.done);
        let (mut once, mut twice) = (front.once, front.twice);
        for hit in self.shifted::<S>(layer) {
            let hit = hit & open;
            twice |= once & hit;
            once |= hit;
        }
        // The groups' turn, unless the layer meets none of them (then no
        // group gains a final cell).
        if !(layer & self.near).is_empty() {
            self.groups_gain::<S>(side, layer, open, &mut once, &mut twice);
        }
        (front.once, front.twice, front.next) = (once, twice, twice & open);
        layer
    }

    /// The groups with a cell in `layer` (new final cells for search
    /// `side`): a group with two or more final cells around it gives every
    /// open cell around it two neighbours (`twice`), one with exactly one
    /// final cell `x` gives one (`once`) to the cells around it that do not
    /// already count `x`.
    #[inline(always)]
    fn groups_gain<const S: u32>(
        &mut self,
        side: usize,
        layer: Bits<N>,
        open: Bits<N>,
        once: &mut Bits<N>,
        twice: &mut Bits<N>,
    ) {
        let s = if S == 0 { self.stride } else { S };
        let singles = &mut self.singles;
        singles.clear();
        for g in self.groups.iter_mut().filter(|g| g.finals[side] < 2) {
            let new = g.around & layer;
            let Some((x, more)) = lowest(&new) else {
                continue;
            };
            if g.finals[side] == 0 && !more {
                g.finals[side] = 1;
                match singles.iter_mut().find(|(y, _)| *y == x) {
                    Some((_, around)) => *around |= g.around,
                    None => singles.push((x, g.around)),
                }
            } else {
                g.finals[side] = 2;
                *twice |= g.around & open;
                *once |= g.around & open;
            }
        }
        for &(x, around) in singles.iter() {
            let hit = (around & open).and_not(Bits::single(x).dilate(s));
            *twice |= *once & hit;
            *once |= hit;
        }
    }
}

/// The lowest member of `cells` and whether it has others (no population
/// count: the default x86-64 target has no instruction for it); `None`
/// when `cells` is empty.
#[inline(always)]
fn lowest<const N: usize>(cells: &Bits<N>) -> Option<(usize, bool)> {
    let i = cells.0.iter().position(|&w| w != 0)?;
    let w = cells.0[i];
    let more = w & (w - 1) != 0 || cells.0[i + 1..].iter().any(|&v| v != 0);
    Some((64 * i + w.trailing_zeros() as usize, more))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Cell, Geometry};
    use crate::eval::bridge::tests::random_board;
    use crate::rng::Rng;

    /// The definition, iterated to its fixed point cell by cell: every
    /// empty cell starts infinite, a cell next to the edge (directly or
    /// through a group) is 1, and any other becomes one more than the
    /// second smallest value among its distinct neighbours (the empty
    /// cells around its own groups included) until nothing changes.
    fn reference(board: &Board, color: Color, second: bool) -> Vec<u32> {
        let g = board.geometry();
        let edge = if second {
            g.second_edge(color)
        } else {
            g.first_edge(color)
        };
        let group_of = |i: usize| {
            let mut group = vec![i];
            let mut k = 0;
            while k < group.len() {
                for j in g.neighbours(group[k]) {
                    if board.at(j) == Some(color) && !group.contains(&j) {
                        group.push(j);
                    }
                }
                k += 1;
            }
            group
        };
        // Each empty cell's distinct neighbours, and whether it touches the edge.
        let empty: Vec<usize> = board.empty().iter().collect();
        let mut near = vec![(false, Vec::new()); crate::board::MAX_INDEX];
        for &c in &empty {
            let mut touches = edge.contains(c);
            let mut around = Vec::new();
            for n in g.neighbours(c) {
                match board.at(n) {
                    None => around.push(n),
                    Some(s) if s == color => {
                        for stone in group_of(n) {
                            touches |= edge.contains(stone);
                            around.extend(g.neighbours(stone).filter(|&j| board.at(j).is_none()));
                        }
                    }
                    Some(_) => {}
                }
            }
            around.retain(|&j| j != c);
            around.sort_unstable();
            around.dedup();
            near[c] = (touches, around);
        }
        let mut d = vec![INFINITE; crate::board::MAX_INDEX];
        loop {
            let mut changed = false;
            for &c in &empty {
                let (touches, around) = &near[c];
                let mut values: Vec<u32> = around.iter().map(|&j| d[j]).collect();
                values.sort_unstable();
                let v = if *touches {
                    1
                } else if values.len() >= 2 && values[1] < INFINITE {
                    values[1] + 1
                } else {
                    INFINITE
                };
                if v < d[c] {
                    d[c] = v;
                    changed = true;
                }
            }
            if !changed {
                return d;
            }
        }
    }

    fn board(size: usize, black: &[(usize, usize)]) -> Board {
        let g = Geometry::new(size, size).unwrap();
        let mut b = Board::new(g.clone());
        for &(col, row) in black {
            b.place(Color::Black, g.index(Cell::new(col, row).unwrap()));
        }
        b
    }

    /// Black's two-distances from the top on a board, row by row.
    fn rows(b: &Board, second: bool) -> Vec<Vec<u32>> {
        let g = b.geometry();
        let d = two_distances(b, Color::Black, second);
        (0..g.height())
            .map(|r| {
                (0..g.width())
                    .map(|c| d[g.index(Cell::new(c, r).unwrap())])
                    .collect()
            })
            .collect()
    }

    /// Hand-computed on the empty 3x3 board: row 2's last cell has one
    /// neighbour on row 1 (its second best is its row-2 neighbour, 2), and
    /// the obtuse corner is the slowest.
    #[test]
    fn the_empty_3x3_board_by_hand() {
        let b = board(3, &[]);
        assert_eq!(rows(&b, false), [[1, 1, 1], [2, 2, 3], [3, 4, 5]]);
        assert_eq!(rows(&b, true), [[5, 4, 3], [3, 2, 2], [1, 1, 1]]);
        // Sums: 6 5 4 / 5 4 5 / 4 5 6: the short diagonal, three cells.
        assert_eq!(potentials(&b)[0], Potential { value: 4, cells: 3 });
    }

    /// A Black stone in the centre is a hub: every cell around it is next
    /// to both top cells it touches, so all of them are 2; the corner
    /// below them has two neighbours at 2.
    #[test]
    fn a_stone_joins_the_cells_around_it() {
        let b = board(3, &[(1, 1)]);
        let inf = INFINITE;
        assert_eq!(rows(&b, false), [[1, 1, 1], [2, inf, 2], [2, 2, 3]]);
        // A stone on the top edge makes the cells around it edge cells.
        let b = board(3, &[(1, 0)]);
        assert_eq!(rows(&b, false)[1], [1, 1, 2]);
    }

    /// White walls: a cell with one open neighbour is never reached.
    #[test]
    fn a_cell_with_one_way_in_is_not_reached() {
        let mut b = board(3, &[]);
        let g = b.geometry().clone();
        for (c, r) in [(0, 1), (2, 1)] {
            b.place(Color::White, g.index(Cell::new(c, r).unwrap()));
        }
        // (1, 1) has (1, 0) and (2, 0) above: 2. Every way down runs
        // through it, so White blocks row 2 with one stone: (0, 2) and
        // (1, 2) each have only (1, 1) and each other, (2, 2) only (1, 2).
        let d = rows(&b, false);
        assert_eq!(d[1][1], 2);
        assert_eq!(d[2], [INFINITE; 3]);
        // Black needs three stones by the plain count, which misses the block.
        assert_eq!(crate::eval::distance(&b, Color::Black), 3);
    }

    /// On random boards of every shape the layered search equals the
    /// fixed point of the definition, the potential is the smallest sum
    /// over the empty cells with the number of cells at it, and the
    /// clamped difference is that of the two smallest sums (with either
    /// end of the clamp and a player without a potential all met).
    #[test]
    fn the_layers_are_the_fixed_point_of_the_definition() {
        let mut rng = Rng::new(41);
        let mut met = [0u32; 3];
        for n in 0..600 {
            let (w, h) = match n % 3 {
                0 => [(9, 9), (11, 11), (13, 13), (14, 14), (19, 19)][rng.below(5)],
                1 => (1 + rng.below(26), 1 + rng.below(26)),
                _ => (1 + rng.below(8), 1 + rng.below(8)),
            };
            let b = random_board(&mut rng, w, h);
            let got = potentials(&b);
            for color in Color::BOTH {
                let sides = [false, true].map(|second| reference(&b, color, second));
                for (second, want) in [false, true].into_iter().zip(&sides) {
                    let d = two_distances(&b, color, second);
                    for i in b.empty().iter() {
                        assert_eq!(d[i], want[i], "{w}x{h} {color:?} {second} at {i}");
                    }
                }
                let sums = b
                    .empty()
                    .iter()
                    .map(|i| sides[0][i].saturating_add(sides[1][i]))
                    .filter(|&s| s < INFINITE)
                    .collect::<Vec<_>>();
                let value = sums.iter().copied().min().unwrap_or(INFINITE);
                let cells = sums.iter().filter(|&&s| s == value).count() as u32;
                assert_eq!(got[color.index()], Potential { value, cells }, "{w}x{h}");
            }
            let values = got.map(|p| p.value as i32);
            for color in Color::BOTH {
                let exact = values[color.opponent().index()] - values[color.index()];
                for limit in [1, 3, 1_000] {
                    let want = exact.clamp(-limit, limit);
                    let diff = difference(&b, color, limit as u32);
                    assert_eq!(diff, want, "{w}x{h} {color:?} limit {limit}");
                }
                met[0] += (exact <= -3) as u32;
                met[1] += (exact >= 3) as u32;
            }
            met[2] += values.contains(&(INFINITE as i32)) as u32;
        }
        assert!(met.iter().all(|&m| m > 20), "{met:?}");
    }

    /// On random boards of every shape the potential map holds, at every
    /// empty cell, the sum of the fixed points from the two edges
    /// (infinite when either is), and infinite at every stone; cells
    /// reached from one edge only, and cells of every potential from 1 to
    /// beyond 20, are all met.
    #[test]
    fn the_potential_map_adds_the_fixed_points_from_both_edges() {
        let mut rng = Rng::new(57);
        let (mut one_side, mut finite, mut largest) = (0u32, 0u32, 0u32);
        for n in 0..400 {
            let (w, h) = match n % 3 {
                0 => [(9, 9), (11, 11), (13, 13), (14, 14), (19, 19)][rng.below(5)],
                1 => (1 + rng.below(26), 1 + rng.below(26)),
                _ => (1 + rng.below(8), 1 + rng.below(8)),
            };
            let b = random_board(&mut rng, w, h);
            let map = PotentialMap::new(&b);
            let g = b.geometry();
            for color in Color::BOTH {
                let [first, second] = [false, true].map(|second| reference(&b, color, second));
                let cells = g.height() * g.stride();
                for (i, (&f, &s)) in first.iter().zip(&second).enumerate().take(cells) {
                    let want = if b.empty().contains(i) {
                        f.saturating_add(s).min(INFINITE)
                    } else {
                        INFINITE
                    };
                    assert_eq!(map.through(color, i), want, "{w}x{h} {color:?} at {i}");
                    if b.empty().contains(i) {
                        one_side += ((f < INFINITE) != (s < INFINITE)) as u32;
                        if want < INFINITE {
                            finite += 1;
                            largest = largest.max(want);
                        }
                    }
                }
            }
        }
        assert!(
            one_side > 100 && finite > 1000 && largest > 20,
            "{one_side} {finite} {largest}"
        );
    }
}
