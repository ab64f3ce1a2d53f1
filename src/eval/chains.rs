//! A tie-break for the leaf score: how many empty cells lie on a player's
//! shortest bridge-aware chains.
//!
//! The bridge-aware distance ([`super::bridge`]) counts the stones a player
//! still needs, a small integer; most positions at the same depth tie on it.
//! Among players needing the same number of stones, the one whose shortest
//! chains run through more cells has more ways to complete one: the opponent
//! must take more cells to lengthen them all. (The exact measure is the
//! number of disjoint shortest chains, a max-flow; the count of cells on
//! them is the cheap approximation.)
//!
//! The count is defined on the two-sided map ([`BridgeMap`]): the empty
//! cells whose value (cost from the first edge plus cost from the second,
//! the cell counted once) is the smallest. It is computed here without the
//! map, on whole layers. When the player's bridge-aware distance `d` is at
//! least 1, the smallest map value is `d` itself (a shortest chain has an
//! empty cell, whose value is at most the chain's cost; and any cell's value
//! is the cost of some chain), so the cells on shortest chains are those
//! whose cost from the first edge is `a` and from the second `d + 1 - a`.
//! The search from the first edge is the distance search itself (it stops
//! at the goal, layer `d`) and keeps each layer's empty cells as a bitset;
//! the search from the second edge, also stopping at layer `d`, collects
//! the cells of its layer `b` that lie in the first search's layer
//! `d + 1 - b` (one AND and one OR per layer, no per-cell work), and they
//! are counted once at the end. Both colours run
//! in lock-step on boards of up to three words, as in
//! [`super::bridge::bridge_distances`]; but below a node whose map the
//! thread built last, the distance of the player who just moved is read
//! off that map (`src/eval/parent.rs`), and its first search runs only if
//! its cells are counted. A player joined by bridges (`d` 0:
//! its smallest map value is then that of a cell off its chain) needs the
//! smallest sum of two layers that share a cell, found where the two
//! searches meet (`src/eval/meet.rs`); so does the rare chain longer than the
//! layers kept, and past 64 layers the map is built.

use super::INFINITE;
use super::bridge::{BridgeMap, Carriers, Steps};
use super::lanes::{self, Lane};
use super::layers::with_shape;
use super::meet::Meet;
use super::parent;
use super::walls::Walls;
use crate::bitboard::Bits;
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
    chains_if(board, |_| true)
}

/// [`chains`], asking `count(distances)` (Black's first) before counting
/// the cells: when it answers `false`, the second half of the work is
/// skipped and the cells are left 0. The leaf asks when the distances
/// alone already decide it against the search's window. Only asked in the
/// common case, both distances from 1 to the kept layers (the others are
/// read off both searches anyway).
pub fn chains_if(board: &Board, count: impl FnOnce([u32; 2]) -> bool) -> [Chains; 2] {
    with_shape!(board, chains_n(board, count))
}

/// [`chains`] in the walled graphs ([`super::walls`]): the distances are
/// [`super::walls::walled_distances`], the cells those on the shortest
/// walled chains (the smallest values of [`BridgeMap::walled`]).
pub fn walled_chains(board: &Board) -> [Chains; 2] {
    walled_chains_if(board, |_| true)
}

/// [`chains_if`] in the walled graphs.
pub fn walled_chains_if(board: &Board, count: impl FnOnce([u32; 2]) -> bool) -> [Chains; 2] {
    with_shape!(board, walled_chains_n(board, count))
}

/// The layers of the first search kept per colour: a distance of this or
/// more takes the slower path, [`by_layers`] (no position of the bench
/// comes close; an 11x11 chain needs at most 11 stones unless it winds
/// round walls). Kept small: the arrays are zeroed at every leaf.
const LAYERS: usize = 16;

fn chains_n<const N: usize, const S: u32>(
    board: &Board,
    count: impl FnOnce([u32; 2]) -> bool,
) -> [Chains; 2] {
    chains_in::<N, S, false>(board, count)
}

fn walled_chains_n<const N: usize, const S: u32>(
    board: &Board,
    count: impl FnOnce([u32; 2]) -> bool,
) -> [Chains; 2] {
    chains_in::<N, S, true>(board, count)
}

/// The chains in the bridge-aware graphs, walled when `WALLS`.
#[inline(always)]
fn chains_in<const N: usize, const S: u32, const WALLS: bool>(
    board: &Board,
    count: impl FnOnce([u32; 2]) -> bool,
) -> [Chains; 2] {
    let c = Carriers::<N>::new::<S>(board);
    let walls = if WALLS {
        Walls::both::<S>(board, &c)
    } else {
        [Walls::NONE; 2]
    };
    let g = Graph::<N, S, WALLS> {
        c: &c,
        walls: &walls,
    };
    let e = c.empty;
    // Each colour's empty cells by cost from its first edge (an empty
    // cell joins a lane once, in the step that opens its layer).
    let mut layers = [[Bits::<N>::EMPTY; LAYERS]; 2];
    let mut keep = |l: usize, cells: &Bits<N>, cost: u32| {
        if let Some(layer) = layers[l].get_mut(cost as usize) {
            *layer |= *cells & e;
        }
    };
    let forward = Color::BOTH.map(|color| c.lane(board, color, false));
    // Below a node whose map this thread built last, the distance of the
    // player who just moved is read off that map (`src/eval/parent.rs`);
    // its layers are searched only if its cells are counted. In the walled
    // graphs the walled map keeps more (a stone on a carrier of an
    // opponent bridge opens the step across it: the costs from each edge
    // of the cells across it tell how far that takes the mover).
    let mover = if WALLS {
        parent::mover_walled_distance::<N>(board)
    } else {
        parent::mover_distance::<N>(board)
    };
    let (dist, unsearched) = match mover {
        Some((mover, d)) => {
            let (x, y) = (mover.index(), mover.opponent().index());
            let mut dist = [d; 2];
            dist[y] = g.alone(y, forward[y], |cells, cost| keep(y, cells, cost));
            (dist, Some(x))
        }
        None => (
            c.run_pair_in::<S, true, WALLS>(&walls, &forward, &mut keep)
                .0,
            None,
        ),
    };
    let counted = dist.map(|d| (1..LAYERS as u32).contains(&d));
    if counted == [true, true] && !count(dist) {
        return dist.map(|distance| Chains { distance, cells: 0 });
    }
    if let Some(x) = unsearched.filter(|&x| counted[x]) {
        let d = g.alone(x, forward[x], |cells, cost| keep(x, cells, cost));
        debug_assert_eq!(d, dist[x], "the distance read off the parent's map");
    }
    // The cells on each colour's shortest chains: those of the second
    // search's layer `b` that lie in the first's layer `d + 1 - b`. The
    // layers are disjoint, so one count at the end.
    let mut on = [Bits::<N>::EMPTY; 2];
    let mut on_chain = |l: usize, cells: &Bits<N>, cost: u32| {
        let d = dist[l];
        if (1..=d).contains(&cost) {
            on[l] |= *cells & layers[l][(d + 1 - cost) as usize];
        }
    };
    if counted == [true, true] {
        let backward = Color::BOTH.map(|color| c.lane(board, color, true));
        c.run_pair_in::<S, true, WALLS>(&walls, &backward, &mut on_chain);
    } else {
        for l in (0..2).filter(|&l| counted[l]) {
            let backward = c.lane(board, Color::BOTH[l], true);
            g.alone(l, backward, |cells, cost| on_chain(l, cells, cost));
        }
    }
    [0, 1].map(|l| match dist[l] {
        d if counted[l] => Chains {
            distance: d,
            cells: on[l].count(),
        },
        INFINITE => Chains {
            distance: INFINITE,
            cells: 0,
        },
        _ => g.by_layers(board, Color::BOTH[l]),
    })
}

/// The bridge-aware graphs of one board, walled when `WALLS`: the
/// carriers and (when walled) both colours' walls.
struct Graph<'a, const N: usize, const S: u32, const WALLS: bool> {
    c: &'a Carriers<N>,
    walls: &'a [Walls<N>; 2],
}

impl<const N: usize, const S: u32, const WALLS: bool> Graph<'_, N, S, WALLS> {
    /// Every cell one step from `x` in colour `color`'s graph (by index).
    #[inline(always)]
    fn spread(&self, color: usize, x: Bits<N>) -> Bits<N> {
        self.c.spread_in::<S, WALLS>(self.walls, color, x)
    }

    /// One lane of colour `color` (by index) searched to its goal
    /// ([`lanes::run`]): its distance.
    #[inline(always)]
    fn alone(&self, color: usize, lane: Lane<N>, mut visit: impl FnMut(&Bits<N>, u32)) -> u32 {
        let steps = Steps::<N, S, WALLS> {
            c: self.c,
            walls: self.walls,
            color,
        };
        lanes::run::<N, 1, true>(&[lane], steps, |_, cells, cost| visit(cells, cost)).0[0]
    }

    /// `color`'s [`Chains`] when its distance is 0 (joined by bridges) or
    /// too long for the layers kept: the smallest `a + b - 1` over the
    /// cells of layer `a` from the first edge and `b` from the second, and
    /// how many cells have it, found where the two searches meet
    /// ([`Meet`]); the map itself when a search would go past the layers
    /// kept.
    fn by_layers(&self, board: &Board, color: Color) -> Chains {
        let c = self.c;
        let mut runs = [false, true].map(|reversed| Layers::new(c.lane(board, color, reversed)));
        let (distance, cells, cut) = Meet::with(|meet| {
            let (distance, cells) = meet.smallest::<true>(
                1,
                |side| runs[side].next(|x| self.spread(color.index(), x)),
                |_, _| false,
            );
            (distance, cells, meet.cut())
        });
        if cut {
            let map = if WALLS {
                BridgeMap::walled(board)
            } else {
                BridgeMap::new(board)
            };
            return from_map(board, &map, color);
        }
        Chains { distance, cells }
    }
}

/// One lane's search ([`lanes::run`]) a layer at a time.
struct Layers<const N: usize> {
    lane: Lane<N>,
    reached: Bits<N>,
}

impl<const N: usize> Layers<N> {
    fn new(lane: Lane<N>) -> Self {
        Layers {
            reached: lane.first & lane.own,
            lane,
        }
    }

    /// The empty cells of the next layer (empty once the search is over):
    /// the own stones joined at no cost first, then every cell one step
    /// further.
    fn next(&mut self, spread: impl Fn(Bits<N>) -> Bits<N>) -> Bits<N> {
        let lane = &self.lane;
        loop {
            let new = (spread(self.reached) | lane.first).and_not(self.reached);
            let free = new & lane.own;
            if free.is_empty() {
                let layer = new & lane.pass;
                self.reached |= layer;
                return layer;
            }
            self.reached |= free;
        }
    }
}

/// `color`'s [`Chains`] read off the two-sided map: the smallest value over
/// the empty cells and how many cells have it.
fn from_map(board: &Board, map: &BridgeMap, color: Color) -> Chains {
    let mut best = Chains {
        distance: INFINITE,
        cells: 0,
    };
    for i in board.empty().iter() {
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

    /// The `n`-th board shape of a random test: a square of a common size,
    /// any shape up to 26x26, or a small one, in turn.
    fn random_shape(rng: &mut Rng, n: usize) -> (usize, usize) {
        match n % 4 {
            0 => {
                let n = [9, 11, 13, 14, 19][rng.below(5)];
                (n, n)
            }
            1 => (1 + rng.below(26), 1 + rng.below(26)),
            _ => (1 + rng.below(12), 1 + rng.below(12)),
        }
    }

    /// The layered count equals the map's reading on every shape (the
    /// compile-time strides, lock-step and one colour at a time, odd
    /// shapes), including players joined by bridges (distance 0, read off
    /// the map) and players cut off.
    #[test]
    fn the_layered_count_is_the_maps() {
        let mut rng = Rng::new(29);
        let (mut joined, mut cut) = (0, 0);
        for n in 0..3000 {
            let (w, h) = random_shape(&mut rng, n);
            let board = random_board(&mut rng, w, h);
            let map = BridgeMap::new(&board);
            let got = chains(&board);
            for color in Color::BOTH {
                let d = bridge_distance(&board, color);
                joined += (d == 0) as u32;
                cut += (d == INFINITE) as u32;
                let want = from_map(&board, &map, color);
                assert_eq!(got[color.index()], want, "{w}x{h} {color:?}");
            }
        }
        assert!(joined > 100 && cut > 100, "joined {joined}, cut {cut}");
    }

    /// The walled count ([`walled_chains`]) is the walled map's reading,
    /// and its distance the walled distance, on every shape, players
    /// joined by bridges and players walled off included; the walled
    /// chains differ from the open ones on some boards. Each board is
    /// asked twice more, with the parent's open map built for a parent of
    /// it first (which the walled count must not read), then its walled
    /// map (which it reads).
    #[test]
    fn the_walled_count_is_the_walled_maps() {
        use crate::eval::walls::walled_distance;
        let mut rng = Rng::new(141);
        let (mut joined, mut cut, mut differ) = (0, 0, 0);
        for n in 0..2000 {
            let (w, h) = random_shape(&mut rng, n);
            let board = random_board(&mut rng, w, h);
            let map = BridgeMap::walled(&board);
            let got = walled_chains(&board);
            differ += (got != chains(&board)) as u32;
            let mut parent = board.clone();
            if let Some(i) = board.stones(Color::Black).first() {
                parent.remove(Color::Black, i);
                BridgeMap::new(&parent);
                assert_eq!(walled_chains(&board), got, "{w}x{h} below a parent");
                BridgeMap::walled(&parent);
                assert_eq!(walled_chains(&board), got, "{w}x{h} below a walled parent");
            }
            for color in Color::BOTH {
                let d = walled_distance(&board, color);
                joined += (d == 0) as u32;
                cut += (d == INFINITE) as u32;
                let want = from_map(&board, &map, color);
                assert_eq!(got[color.index()], want, "{w}x{h} {color:?}");
                if d > 0 {
                    assert_eq!(got[color.index()].distance, d, "{w}x{h} {color:?}");
                }
            }
        }
        assert!(
            joined > 100 && cut > 100 && differ > 100,
            "joined {joined}, cut {cut}, differ {differ}"
        );
    }

    /// Chains longer than the layers kept (Black winds between White
    /// walls, two to eight of them) are counted by the slower paths, with
    /// the map's result.
    #[test]
    fn winding_chains_beyond_the_kept_layers_are_counted_too() {
        use crate::board::{Cell, Geometry};
        let g = Geometry::new(19, 19).unwrap();
        for walls in 2..=8 {
            let mut board = Board::new(g.clone());
            for row in (2..18).step_by(2).take(walls) {
                let gap = if row % 4 == 2 { 18 } else { 0 };
                for col in (0..19).filter(|&c| c != gap) {
                    board.place(Color::White, g.index(Cell::new(col, row).unwrap()));
                }
            }
            let d = bridge_distance(&board, Color::Black);
            assert!(d as usize >= LAYERS && d < INFINITE, "distance {d}");
            let want = from_map(&board, &BridgeMap::new(&board), Color::Black);
            assert_eq!(chains(&board)[0], want, "{walls} walls");
            assert_eq!(want.distance, d);
        }
    }
}
