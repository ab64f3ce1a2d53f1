//! Several 0-1 BFS runs in lock-step, branch-free.
//!
//! Each *lane* is one player searching from one of its edges (see
//! [`super::layers`] for the layer recurrence). One step of the loop advances
//! every lane by one of three moves, chosen with masks instead of branches:
//!
//! - *free*: the dilation of the reached set meets own stones not yet
//!   reached; they join at the current cost (closing the layer through own
//!   stones);
//! - *step*: otherwise the dilation's non-opponent cells join at cost + 1;
//! - *stop*: otherwise nothing can join; the lane is finished (a lane that
//!   touches its goal edge before that is finished too when only its
//!   distance is wanted).
//!
//! The dilation computed for the free test is the one the step needs, so
//! each loop step costs one dilation per lane. Which of the three moves a
//! lane takes depends on the position, so a loop with `if`s mispredicts
//! about once per layer; here the only data-dependent branch is the loop's
//! exit (all lanes finished), and the lanes of both colours share it.

use super::INFINITE;
use crate::bitboard::Bits;
use crate::board::{Board, Color};

/// One lane's inputs: who moves where, as `N`-word bitsets.
#[derive(Clone, Copy)]
pub(crate) struct Lane<const N: usize> {
    /// Stones of the player (cost 0).
    pub own: Bits<N>,
    /// Cells the player may enter: own stones and empty cells.
    pub pass: Bits<N>,
    /// The source edge (neighbours of the virtual source node).
    pub first: Bits<N>,
    /// The goal edge.
    pub second: Bits<N>,
}

impl<const N: usize> Lane<N> {
    /// `color` searching from its first edge (or from its second, `reversed`).
    #[inline]
    pub fn new(board: &Board, empty: &Bits<N>, color: Color, reversed: bool) -> Self {
        let g = board.geometry();
        let own = Bits::truncate(board.stones(color));
        let (a, b) = (g.first_edge(color), g.second_edge(color));
        let (first, second) = if reversed { (b, a) } else { (a, b) };
        Lane {
            own,
            pass: own | *empty,
            first: Bits::truncate(first),
            second: Bits::truncate(second),
        }
    }
}

/// Every cell one step from a set in a lane's graph ([`run`]'s `spread`).
/// Any `Fn(lane, cells)` is one; a type of its own can force its step
/// inline, which a closure cannot ask for.
pub(crate) trait Spread<const N: usize> {
    fn spread(&self, lane: usize, x: Bits<N>) -> Bits<N>;
}

impl<const N: usize, F: Fn(usize, Bits<N>) -> Bits<N>> Spread<N> for F {
    #[inline(always)]
    fn spread(&self, lane: usize, x: Bits<N>) -> Bits<N> {
        self(lane, x)
    }
}

/// All-ones when `b`, else zero.
#[inline(always)]
fn mask(b: bool) -> u64 {
    0u64.wrapping_sub(b as u64)
}

/// Runs `L` lanes to the end, in lock-step while all of them run.
///
/// With `UNTIL_GOAL`, a lane stops at the first layer that touches its goal
/// edge; otherwise it runs until its reached set stops growing (every cell
/// it can reach has its cost). Returns each lane's distance to its goal edge
/// ([`INFINITE`] if cut off) and final reached set. `visit(lane, cells,
/// cost)` is told every set of cells as it joins a lane, with their cost; a
/// cell joins a lane once. `spread(lane, x)` is every cell one step from
/// `x` (unmasked) in that lane's graph: the hex dilation for the plain
/// distance ([`dilate`]), the dilation plus the open bridges for the
/// bridge-aware one, the same for every lane; less the steps across the
/// opponent's bridges, per colour, with the walls ([`super::walls`]).
#[inline(always)]
pub(crate) fn run<const N: usize, const L: usize, const UNTIL_GOAL: bool>(
    lanes: &[Lane<N>; L],
    spread: impl Spread<N>,
    mut visit: impl FnMut(usize, &Bits<N>, u32),
) -> ([u32; L], [Bits<N>; L]) {
    if L == 1 {
        let (dist, reached) = alone::<N, UNTIL_GOAL>(&lanes[0], &spread, |x, k| visit(0, x, k));
        return ([dist; L], [reached; L]);
    }
    let mut run = Run::<N, L> {
        reached: std::array::from_fn(|l| lanes[l].first & lanes[l].own),
        cost: [0; L],
        dist: [INFINITE; L],
        live: [u64::MAX; L],
    };
    for (l, lane) in lanes.iter().enumerate() {
        visit(l, &run.reached[l], 0);
        if !(run.reached[l] & lane.second).is_empty() {
            run.dist[l] = 0;
            if UNTIL_GOAL {
                run.live[l] = 0;
            }
        }
    }
    // In lock-step while every lane is live, then each lane still live on
    // its own: a finished lane no longer costs a dilation a step while the
    // other runs on (one exit branch more than lock-step to the end).
    let mut alive = [u64::MAX; L];
    loop {
        let mut all_live = u64::MAX;
        for (l, lane) in lanes.iter().enumerate() {
            alive[l] = run.step::<UNTIL_GOAL>(lane, l, &spread, &mut visit);
            all_live &= alive[l];
        }
        if all_live == 0 {
            break;
        }
    }
    for l in (0..L).filter(|&l| alive[l] != 0) {
        while run.step::<UNTIL_GOAL>(&lanes[l], l, &spread, &mut visit) != 0 {}
    }
    (run.dist, run.reached)
}

/// [`run`] for a single lane, with branches: the same cells join at the
/// same costs, and `visit` is told each of them (not the empty sets of
/// the branch-free steps). With nothing to run in lock-step beside it, the
/// masks of the branch-free step cost more than the branch they avoid:
/// about 60 of a step's 185 instructions (its spread is about 100), against
/// a misprediction about once per layer of 2.5 steps.
#[inline(always)]
fn alone<const N: usize, const UNTIL_GOAL: bool>(
    lane: &Lane<N>,
    spread: &impl Spread<N>,
    mut visit: impl FnMut(&Bits<N>, u32),
) -> (u32, Bits<N>) {
    let mut reached = lane.first & lane.own;
    let mut cost = 0;
    let mut dist = INFINITE;
    visit(&reached, 0);
    if !(reached & lane.second).is_empty() {
        dist = 0;
        if UNTIL_GOAL {
            return (dist, reached);
        }
    }
    loop {
        let new = (spread.spread(0, reached) | lane.first).and_not(reached);
        // Own stones join free, at the current cost; else the next layer.
        let free = new & lane.own;
        let add = if free.is_empty() {
            let add = new & lane.pass;
            if add.is_empty() {
                break;
            }
            cost += 1;
            add
        } else {
            free
        };
        reached |= add;
        visit(&add, cost);
        if dist == INFINITE && !(add & lane.second).is_empty() {
            dist = cost;
            if UNTIL_GOAL {
                break;
            }
        }
    }
    (dist, reached)
}

/// The state of [`run`]'s lanes: reached sets, costs so far, distances
/// found, and which lanes still run (all-ones masks).
struct Run<const N: usize, const L: usize> {
    reached: [Bits<N>; L],
    cost: [u32; L],
    dist: [u32; L],
    live: [u64; L],
}

impl<const N: usize, const L: usize> Run<N, L> {
    /// One step of lane `l`, branch-free; returns its new `live` mask.
    #[inline(always)]
    fn step<const UNTIL_GOAL: bool>(
        &mut self,
        lane: &Lane<N>,
        l: usize,
        spread: &impl Spread<N>,
        visit: &mut impl FnMut(usize, &Bits<N>, u32),
    ) -> u64 {
        let r = self.reached[l];
        let new = (spread.spread(l, r) | lane.first).and_not(r);
        // Free cells (own stones) when there are any, else the step.
        let f = mask(!(new & lane.own).is_empty());
        let mut add = new & lane.pass;
        let s = mask(!add.is_empty()) & self.live[l];
        for w in 0..N {
            add.0[w] &= (lane.own.0[w] | !f) & s;
        }
        self.reached[l] |= add;
        self.cost[l] += (s & !f) as u32 & 1;
        visit(l, &add, self.cost[l]);
        // The first layer that touches the goal gives the distance;
        // checked as soon as cells join, so a lane stops without
        // another dilation.
        let hit = mask(!(add & lane.second).is_empty());
        let first_hit = (hit & mask(self.dist[l] == INFINITE)) as u32;
        self.dist[l] = (self.dist[l] & !first_hit) | (self.cost[l] & first_hit);
        self.live[l] = if UNTIL_GOAL { s & !hit } else { s };
        self.live[l]
    }
}

/// The plain step: the hex dilation for row stride `stride`, or `S` when
/// known at compile time (`S != 0`), so that the shifts take immediate counts.
#[inline(always)]
pub(crate) fn dilate<const N: usize, const S: u32>(
    stride: u32,
) -> impl Fn(usize, Bits<N>) -> Bits<N> {
    let stride = if S == 0 { stride } else { S };
    debug_assert!(stride > 1);
    move |_, x| x.dilate(stride)
}
