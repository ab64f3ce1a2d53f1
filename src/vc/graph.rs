//! H-search proper: the store of connections per pair of nodes and the
//! AND rule, driven by a queue of new connections (each new one is combined
//! with every stored one it can meet, so every pair is tried once).

use super::nodes::{NONE, Nodes};
use super::or_rule::{Unions, greedy_union, or_by_cells, or_search};
use super::{Limits, Node, Query, templates};
use crate::bitboard::Bits;
use crate::board::{Board, Color};
use std::collections::VecDeque;

mod query;
mod reuse;

/// What a node can be as a midpoint of the AND rule.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Edge,
    Group,
    Cell,
}

/// The connections between one pair of nodes.
#[derive(Default)]
struct Pair<const N: usize> {
    /// Carriers only: a size beside each would widen an 11x11 carrier's
    /// 24 bytes to 32, and the solver's memory bound counts on the
    /// narrower ones (`tests/dfpn_memory.rs`); fulls are few and their
    /// sizes seldom needed.
    fulls: Vec<Bits<N>>,
    /// Smallest carrier first.
    semis: Vec<SemiCarrier<N>>,
}

/// A semi connection: its key (a bit index), its carrier and the
/// carrier's number of cells (in what would be padding beside the key).
#[derive(Clone, Copy)]
struct SemiCarrier<const N: usize> {
    key: u16,
    size: u16,
    carrier: Bits<N>,
}

/// The number of cells of a carrier, as [`SemiCarrier`] keeps it (a
/// carrier holds at most 676 cells). Counting costs about a dozen
/// instructions a word on the baseline x86-64 target, which has no
/// popcount instruction, so sizes are kept or summed where they can be.
#[inline]
fn size_of<const N: usize>(carrier: &Bits<N>) -> u16 {
    carrier.count() as u16
}

enum Event<const N: usize> {
    /// `(x, y, carrier size, events popped when pushed, carrier)`; the
    /// count sits in what would be padding.
    Full(u16, u16, u16, u32, Bits<N>),
    /// `(x, y, key, carrier size, carrier)`.
    Semi(u16, u16, u16, u16, Bits<N>),
}

/// The connections of one colour, over `N`-word carriers.
pub(super) struct Graph<const N: usize> {
    nodes: Nodes,
    kind: Vec<Kind>,
    /// The node's own cell for cell nodes, else empty: a carrier must not
    /// hold an endpoint.
    cell: Vec<Bits<N>>,
    /// `n * n` entries: 1 + the index into `pairs`, or 0.
    pair_index: Vec<u32>,
    /// The pairs made, `live` of them; those after are a recycled graph's,
    /// whose lists are emptied and filled when a pair is made, before any
    /// is allocated. (Moving each recycled pair to a spare list and back
    /// cost the solver's builds, which recycle a graph each, 3% of its
    /// instructions: docs/vc.md, "Round fourteen".)
    pairs: Vec<Pair<N>>,
    live: usize,
    /// The nodes each node has some stored connection with.
    partners: Vec<Vec<u16>>,
    /// Each node's full connections as `(other end, carrier size, event,
    /// carrier)`, in the order stored: the AND rule scans these instead
    /// of looking up a pair per partner (most partners of a cell have
    /// semis only). Entries are never removed: a full dropped from its
    /// pair for a smaller carrier, or for room, still holds, so one met
    /// here gives a sound (if larger) connection, which the store then
    /// rejects. `event` is the full's place in the queue ([`NEVER`] for
    /// one taken over unchanged, which is never queued), in what would
    /// be padding: see [`Graph::and_full`].
    reach: Vec<Vec<(u16, u16, u32, Bits<N>)>>,
    queue: VecDeque<Event<N>>,
    /// Events pushed on the queue so far: the next one's place.
    pushed: u32,
    /// Events popped so far: while one is handled, its place + 1.
    popped: u32,
    /// Per pair (as `pairs`): its lists' bookkeeping for room.
    room: Vec<Room>,
    /// Whether the AND rule meets a new full with the fulls met before
    /// only once (always, but in the test that compares the two).
    meet_once: bool,
    /// Whether a full list at its limit is first checked against
    /// [`Room::largest`] (always, but in the test that compares it with
    /// counting every full's cells each time).
    bound_largest: bool,
    /// Reused buffers (allocation was a tenth of the build time).
    /// `(a, b, carrier size, carrier)`: the sizes of the AND rule's
    /// carriers are sums (the parts are disjoint), so no count is needed.
    new_fulls: Vec<(usize, usize, u16, Bits<N>)>,
    /// `(a, b, key, carrier size, carrier)`.
    new_semis: Vec<(usize, usize, u16, u16, Bits<N>)>,
    or_others: Vec<Bits<N>>,
    or_tails: Vec<Bits<N>>,
    /// The templates that fit the board, kept with the other buffers.
    placements: templates::Placements<N>,
    limits: Limits,
    fulls: usize,
    semis: usize,
    /// Whether [`Limits::deadline`] stopped the rules.
    cut: bool,
}

/// The OR search's unions for the pair `a-b` (index `i`), stored as they
/// come (see [`Unions`]).
struct PairFulls<'g, const N: usize> {
    g: &'g mut Graph<N>,
    a: usize,
    b: usize,
    i: usize,
}

impl<const N: usize> Unions<N> for PairFulls<'_, N> {
    fn held(&self, union: &Bits<N>) -> bool {
        self.g.pairs[self.i].fulls.iter().any(|f| subset(f, union))
    }

    /// The search asked [`Unions::held`] of this union against the
    /// pair's fulls as they are now, so the store skips that test.
    fn found(&mut self, union: Bits<N>) {
        let (a, b) = (self.a, self.b);
        if let Some(size) = self.g.store_unheld_full(self.i, a, b, union, None) {
            self.g.queue_full(a, b, size, union);
        }
    }
}

/// A pair's bookkeeping for room (one entry a pair, beside `pairs`).
#[derive(Clone, Copy)]
struct Room {
    /// [`Graph::popped`] when the pair's last connection was dropped, or
    /// turned away, for room (0 if never); see [`Graph::and_full`].
    since: u32,
    /// At least the largest carrier size among the pair's fulls (exact
    /// after each scan of its full list at the limit, else an upper
    /// bound: fulls dropped leave it as it was; [`u16::MAX`] when not
    /// known). A pair at [`Limits::fulls_per_pair`] turns away a carrier
    /// no smaller than its largest full, so one no smaller than this is
    /// turned away without counting the fulls' cells (see
    /// [`Graph::store_unheld_full`]).
    largest: u16,
}

/// The queue place of a full that is never queued.
const NEVER: u32 = u32::MAX;

/// Events handled between two looks at the clock in [`Graph::saturate`]:
/// an event costs about a microsecond on small boards and more on large
/// ones, a clock read some tens of nanoseconds.
const EVENTS_PER_CLOCK_READ: u32 = 64;

/// Builds the graph of `color` on `board` with `N`-word carriers: seeded
/// with the connections of `old` when they carry over to `board` (see
/// `reuse.rs`), else from scratch; in the memory of `spare` (a graph no
/// longer wanted) when given, which saves most of the allocation. Also
/// whether the owner has won, and whether `old`'s connections were used.
pub(super) fn run<const N: usize>(
    board: &Board,
    color: Color,
    limits: &Limits,
    old: Option<&dyn Query>,
    spare: Option<Box<dyn Query>>,
) -> (bool, bool, Box<dyn Query>) {
    let spare = spare.and_then(|s| s.into_any().downcast::<Graph<N>>().ok());
    let old = old
        .and_then(|o| o.as_any().downcast_ref::<Graph<N>>())
        .filter(|o| o.carries_over(board, color, limits));
    let nodes = Nodes::new(board, color);
    let won = nodes.won;
    let mut g = Graph::<N>::new(nodes, limits, spare);
    if !won {
        if let Some(old) = old {
            g.take_over(board, color, old);
        }
        g.seed(board, color);
        g.saturate();
    }
    (won, old.is_some(), Box::new(g))
}

/// Whether every member of `a` is in `b`: word by word, stopping at the
/// first word of `a` with a member outside `b` (most tests here fail, and
/// most of those on the first word), where [`Bits::is_empty`] ORs all the
/// words first.
#[inline]
pub(super) fn subset<const N: usize>(a: &Bits<N>, b: &Bits<N>) -> bool {
    (0..N).all(|i| a.0[i] & !b.0[i] == 0)
}

/// Whether `a` and `b` have no member in common, word by word as
/// [`subset`].
#[inline]
pub(super) fn disjoint<const N: usize>(a: &Bits<N>, b: &Bits<N>) -> bool {
    (0..N).all(|i| a.0[i] & b.0[i] == 0)
}

/// Removes from `list[from..]` the entries `held` says go, keeping the
/// order of the rest (as `retain` would). Most calls remove nothing, so a
/// first scan looks for one to remove and only then is the tail moved;
/// `retain` walked and rewrote the whole list every time.
#[inline]
fn drop_held<T: Copy>(list: &mut Vec<T>, from: usize, held: impl Fn(&T) -> bool) {
    let Some(first) = list[from..].iter().position(&held) else {
        return;
    };
    let mut kept = from + first;
    for j in kept + 1..list.len() {
        let t = list[j];
        if !held(&t) {
            list[kept] = t;
            kept += 1;
        }
    }
    list.truncate(kept);
}

/// Where a full list at its limit makes room for a carrier of `size`
/// cells: `Ok(place)` of the largest (the last of the largest, as
/// `Iterator::max_by_key` finds it), which the new one replaces when it is
/// smaller; else `Err` with the largest size. Also the largest size of
/// the others than that place (0 if none).
fn largest_full<const N: usize>(fulls: &[Bits<N>], size: u16) -> (Result<usize, u16>, u16) {
    let (mut worst, mut largest, mut second) = (usize::MAX, 0, 0);
    for (j, f) in fulls.iter().enumerate() {
        let s = size_of(f);
        if s >= largest {
            if worst != usize::MAX {
                second = second.max(largest);
            }
            (worst, largest) = (j, s);
        } else {
            second = second.max(s);
        }
    }
    if worst == usize::MAX || size >= largest {
        (Err(largest), second)
    } else {
        (Ok(worst), second)
    }
}

impl<const N: usize> Graph<N> {
    fn new(nodes: Nodes, limits: &Limits, spare: Option<Box<Graph<N>>>) -> Self {
        let n = nodes.names.len();
        let kind = nodes
            .names
            .iter()
            .map(|name| match name {
                Node::FirstEdge | Node::SecondEdge => Kind::Edge,
                Node::Group(_) => Kind::Group,
                Node::Cell(_) => Kind::Cell,
            })
            .collect();
        let cell = nodes
            .names
            .iter()
            .map(|name| match name {
                Node::Cell(i) => Bits::single(*i),
                _ => Bits::EMPTY,
            })
            .collect();
        let mut g = Graph {
            nodes,
            kind,
            cell,
            pair_index: Vec::new(),
            pairs: Vec::new(),
            live: 0,
            partners: Vec::new(),
            reach: Vec::new(),
            queue: VecDeque::new(),
            pushed: 0,
            popped: 0,
            room: Vec::new(),
            meet_once: true,
            bound_largest: true,
            new_fulls: Vec::new(),
            new_semis: Vec::new(),
            or_others: Vec::new(),
            or_tails: Vec::new(),
            placements: templates::Placements::default(),
            limits: limits.clone(),
            fulls: 0,
            semis: 0,
            cut: false,
        };
        if let Some(old) = spare {
            g.recycle(*old);
        }
        g.pair_index.resize(n * n, 0);
        g.partners.resize_with(n, Vec::new);
        g.reach.resize_with(n, Vec::new);
        g
    }

    fn n(&self) -> usize {
        self.nodes.names.len()
    }

    /// The base cases: adjacency and edge templates.
    fn seed(&mut self, board: &Board, color: Color) {
        for x in 0..self.n() {
            let touching = self.nodes.touching[x];
            for c in touching.iter() {
                let y = self.nodes.id_at[c] as usize;
                if self.kind[x] != Kind::Cell || y > x {
                    self.add_full(x, y, Bits::EMPTY, Some(0));
                }
            }
        }
        if self.limits.templates {
            let theirs = Bits::<N>::truncate(board.stones(color.opponent()));
            let empty = Bits::<N>::truncate(&board.empty());
            let mut kept = std::mem::take(&mut self.placements);
            for &(anchor, edge, cells) in kept.matching(board.geometry(), color, &theirs) {
                let (at, edge) = (self.nodes.id_at[anchor as usize], edge as usize);
                if at != NONE && at as usize != edge {
                    self.add_full(at as usize, edge, cells & empty, None);
                }
            }
            self.placements = kept;
        }
    }

    /// Runs the rules until no new connection appears, or until the
    /// deadline: then the events left are dropped (the connections stored
    /// are real, some are missed) and the graph is marked cut.
    fn saturate(&mut self) {
        let mut until_clock = EVENTS_PER_CLOCK_READ;
        while let Some(event) = self.queue.pop_front() {
            until_clock -= 1;
            if until_clock == 0 {
                until_clock = EVENTS_PER_CLOCK_READ;
                if self.limits.past_deadline() {
                    self.queue.clear();
                    self.cut = true;
                    return;
                }
            }
            let place = self.popped;
            self.popped += 1;
            match event {
                Event::Full(x, y, size, then, c) => {
                    self.and_full(x as usize, y as usize, size, c, place, then)
                }
                Event::Semi(x, y, k, size, c) => self.and_semi(x as usize, y as usize, k, size, c),
            }
        }
    }

    fn pair(&self, a: usize, b: usize) -> Option<&Pair<N>> {
        match self.pair_index[a * self.n() + b] {
            0 => None,
            i => Some(&self.pairs[i as usize - 1]),
        }
    }

    /// The index in `pairs` of the pair `a-b`, made if new. Inlined: the
    /// stores call it about twelve thousand times a build, nearly always
    /// for a pair that exists.
    #[inline]
    fn pair_at(&mut self, a: usize, b: usize) -> usize {
        let mut i = self.pair_index[a * self.n() + b];
        if i == 0 {
            i = self.new_pair(a, b);
        }
        i as usize - 1
    }

    /// Makes the pair `a-b` (which has none yet); 1 + its index. Out of
    /// line for the rules, which seldom meet a new pair.
    #[cold]
    #[inline(never)]
    fn new_pair(&mut self, a: usize, b: usize) -> u32 {
        self.make_pair(a, b)
    }

    /// [`Graph::new_pair`] inlined: a build from the parent's connections
    /// makes a pair for each of the parent's (`copy_unchanged`), three in
    /// five of a solver's new pairs, and saves the call.
    #[inline(always)]
    fn make_pair(&mut self, a: usize, b: usize) -> u32 {
        debug_assert_eq!(self.pair_index[a * self.n() + b], 0);
        let n = self.n();
        if let Some(p) = self.pairs.get_mut(self.live) {
            p.fulls.clear();
            p.semis.clear();
        } else {
            self.pairs.push(Pair::default());
        }
        self.live += 1;
        self.room.push(Room {
            since: 0,
            largest: 0,
        });
        let i = self.live as u32;
        self.pair_index[a * n + b] = i;
        self.pair_index[b * n + a] = i;
        self.partners[a].push(b as u16);
        self.partners[b].push(a as u16);
        i
    }

    /// Stores a full connection unless one with a smaller carrier exists;
    /// whether it was stored. `size` is the carrier's number of cells when
    /// the caller knows it.
    fn add_full(&mut self, a: usize, b: usize, carrier: Bits<N>, size: Option<u16>) -> bool {
        if a == b {
            return false;
        }
        let Some(size) = self.store_full(a, b, carrier, size) else {
            return false;
        };
        self.queue_full(a, b, size, carrier);
        true
    }

    /// Queues a full just stored for the AND rule.
    #[inline]
    fn queue_full(&mut self, a: usize, b: usize, size: u16, carrier: Bits<N>) {
        self.queue
            .push_back(Event::Full(a as u16, b as u16, size, self.popped, carrier));
        self.pushed += 1;
    }

    /// Stores a full connection (`a != b`) unless one with a smaller
    /// carrier exists; its size if it was stored. Most carriers offered
    /// hold a stored full (the OR rule's unions above all), so that test
    /// comes first, before the carrier is counted if `size` is `None`.
    fn store_full(
        &mut self,
        a: usize,
        b: usize,
        carrier: Bits<N>,
        size: Option<u16>,
    ) -> Option<u16> {
        let i = self.pair_at(a, b);
        if self.pairs[i].fulls.iter().any(|f| subset(f, &carrier)) {
            return None;
        }
        self.store_unheld_full(i, a, b, carrier, size)
    }

    /// [`Graph::store_full`] for a carrier that holds none of the fulls of
    /// the pair `a-b` (at `i` in `pairs`): the OR search's unions, which
    /// it tested against them already ([`Unions::held`]).
    fn store_unheld_full(
        &mut self,
        i: usize,
        a: usize,
        b: usize,
        carrier: Bits<N>,
        size: Option<u16>,
    ) -> Option<u16> {
        let limit = self.limits.fulls_per_pair;
        let (popped, place) = (self.popped, self.pushed);
        let p = &mut self.pairs[i];
        debug_assert!(!p.fulls.iter().any(|f| subset(f, &carrier)));
        let size = size.unwrap_or_else(|| size_of(&carrier));
        debug_assert_eq!(size, size_of(&carrier));
        let held = p.fulls.len();
        drop_held(&mut p.fulls, 0, |f| subset(&carrier, f));
        // Kept only where it narrows the pair's intersection (see
        // [`Limits::narrowing_fulls`]), unless it replaced a full.
        if self.limits.narrowing_fulls
            && p.fulls.len() == held
            && let Some((first, rest)) = p.fulls.split_first()
            && subset(&rest.iter().fold(*first, |c, f| c & *f), &carrier)
        {
            return None;
        }
        // Semis smaller than the new full cannot hold its carrier.
        let from = p.semis.partition_point(|s| s.size < size);
        drop_held(&mut p.semis, from, |s| subset(&carrier, &s.carrier));
        if p.fulls.len() >= limit {
            self.room[i].since = popped;
            // At the limit: only a carrier smaller than the largest full
            // goes in, in its place. Counting the fulls' cells to find it
            // cost a twentieth of the build (docs/vc.md, "Round
            // fourteen"); a carrier no smaller than the bound needs none.
            if self.bound_largest && size >= self.room[i].largest {
                return None;
            }
            let (place, rest) = largest_full(&p.fulls, size);
            match place {
                Err(largest) => {
                    self.room[i].largest = largest;
                    return None;
                }
                Ok(worst) => {
                    p.fulls.swap_remove(worst);
                    self.room[i].largest = rest;
                }
            }
        }
        p.fulls.push(carrier);
        self.room[i].largest = self.room[i].largest.max(size);
        self.reach[a].push((b as u16, size, place, carrier));
        self.reach[b].push((a as u16, size, place, carrier));
        self.fulls += 1;
        Some(size)
    }

    /// Stores a semi connection unless a connection with a smaller carrier
    /// exists, then tries the OR rule with it.
    /// `size` is the carrier's number of cells.
    ///
    /// Inlined: two in three semis offered (by the AND rule, on the 742
    /// builds of docs/vc.md) are held by a stored connection, and the
    /// tests that say so cost less than the call of the rest.
    #[inline(always)]
    fn add_semi(&mut self, a: usize, b: usize, key: u16, size: u16, carrier: Bits<N>) {
        if a == b {
            return;
        }
        let Some((i, at)) = self.semi_place(a, b, size, carrier) else {
            return;
        };
        self.add_unheld_semi(i, at, a, b, key, size, carrier);
    }

    /// [`Graph::add_semi`] for a semi that [`Graph::semi_place`] placed
    /// at `at` in the pair `a-b` (at `i` in `pairs`).
    #[inline(never)]
    #[allow(clippy::too_many_arguments)]
    fn add_unheld_semi(
        &mut self,
        i: usize,
        at: usize,
        a: usize,
        b: usize,
        key: u16,
        size: u16,
        carrier: Bits<N>,
    ) {
        let Some(at) = self.store_semi_at(i, at, a, b, key, size, carrier) else {
            return;
        };
        self.queue
            .push_back(Event::Semi(a as u16, b as u16, key, size, carrier));
        self.pushed += 1;
        self.or_rule(a, b, at, carrier);
    }

    /// The OR rule for the semi `carrier`, stored at `at` among the semis
    /// of `a-b`: with the smallest others (a bounded search), else with all
    /// of them at once (the greedy union). A pair with a group endpoint
    /// searches wider and deeper (see [`Graph::or_bounds`]). Each union is
    /// stored as the search finds it, and the search prunes the branches
    /// held by the pair's fulls of the moment (see [`or_search`]).
    fn or_rule(&mut self, a: usize, b: usize, at: usize, carrier: Bits<N>) {
        let i = self.pair_index[a * self.n() + b] as usize - 1;
        // When all the pair's semis (the new one among them) share a cell,
        // no subset of them has an empty intersection: neither the search
        // nor the greedy union can find anything.
        let common = self.pairs[i]
            .semis
            .iter()
            .fold(carrier, |c, s| c & s.carrier);
        if !common.is_empty() {
            return;
        }
        if self.limits.or_by_cells {
            let others: Vec<Bits<N>> = self.pairs[i]
                .semis
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != at)
                .map(|(_, s)| s.carrier)
                .collect();
            let fulls = self.pairs[i].fulls.clone();
            let mut into = PairFulls { g: self, a, b, i };
            // Each union holds none of the pair's fulls nor one found
            // before it, and the stores only add those (or drop fulls for
            // room): none is held when stored.
            for union in or_by_cells(carrier, &others, &fulls, super::OR_CELL_BRANCHES) {
                into.found(union);
            }
            return;
        }
        let (or_semis, or_depth) = self.or_bounds(a, b);
        let mut others = std::mem::take(&mut self.or_others);
        let mut tails = std::mem::take(&mut self.or_tails);
        others.clear();
        // The smallest other semis.
        others.extend(
            self.pairs[i]
                .semis
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != at)
                .take(or_semis)
                .map(|(_, s)| s.carrier),
        );
        // Nine in ten of the unions found held a stored full of the pair
        // (on the 742 builds of docs/vc.md) before the search pruned them.
        let mut into = PairFulls { g: self, a, b, i };
        if !or_search(carrier, &others, or_depth, &mut tails, &mut into) {
            // The OR search found nothing: try all of the pair's semis at once.
            if let Some(u) = greedy_union(self.pairs[i].semis.iter().map(|s| s.carrier)) {
                self.add_full(a, b, u, None);
            }
        }
        self.or_others = others;
        self.or_tails = tails;
    }

    /// The OR rule's bounds for the pair `a-b`: [`Limits::or_semis`] and
    /// [`Limits::or_depth`], except for a pair with an owner's group at
    /// one end, whose OR searches over all of the pair's semis
    /// ([`Limits::semis_per_pair`]) one level deeper. Such pairs are few
    /// (most pairs join two empty cells), so this costs little, and a
    /// group's full connections are the ones the AND rule chains most
    /// (through the group, full+full gives a full): with the default
    /// limits it found one more of Benzene's edge-to-edge fulls
    /// (docs/vc.md, "Round nine").
    fn or_bounds(&self, a: usize, b: usize) -> (usize, usize) {
        let l = &self.limits;
        if self.kind[a] == Kind::Group || self.kind[b] == Kind::Group {
            (l.or_semis.max(l.semis_per_pair), l.or_depth + 1)
        } else {
            (l.or_semis, l.or_depth)
        }
    }

    /// Stores a semi connection (`a != b`) unless a connection with a
    /// smaller carrier exists; where it was stored. A pair's semis are
    /// kept smallest carrier first, so those that may hold the new one
    /// (no larger) come before the place it goes, and those it may hold
    /// (larger: one as large that it held would be equal) after it: each
    /// stored semi costs one subset test at most.
    ///
    /// This part finds the pair (`i` in `pairs`, made if new) and the
    /// place, or `None` when a stored connection holds the new one;
    /// [`Graph::store_semi_at`] stores it there.
    #[inline(always)]
    fn semi_place(
        &mut self,
        a: usize,
        b: usize,
        size: u16,
        carrier: Bits<N>,
    ) -> Option<(usize, usize)> {
        debug_assert_eq!(size, size_of(&carrier));
        let i = self.pair_at(a, b);
        let p = &self.pairs[i];
        if p.fulls.iter().any(|f| subset(f, &carrier)) {
            return None;
        }
        // One pass over the semis no larger (those that may hold the new
        // one), which ends at the place for it.
        let mut at = 0;
        for s in &p.semis {
            if s.size > size {
                break;
            }
            if subset(&s.carrier, &carrier) {
                return None;
            }
            at += 1;
        }
        Some((i, at))
    }

    /// Stores at `at` among the semis of `a-b` (at `i` in `pairs`) the
    /// semi that [`Graph::semi_place`] placed there, room permitting;
    /// where it was stored.
    #[allow(clippy::too_many_arguments)]
    fn store_semi_at(
        &mut self,
        i: usize,
        at: usize,
        a: usize,
        b: usize,
        key: u16,
        size: u16,
        carrier: Bits<N>,
    ) -> Option<usize> {
        let limit = if a.min(b) == 0 && a.max(b) == 1 {
            self.limits.edge_semis
        } else {
            self.limits.semis_per_pair
        };
        let p = &mut self.pairs[i];
        // Only semis after `at` go, so it stays the place for the new one.
        drop_held(&mut p.semis, at, |s| subset(&carrier, &s.carrier));
        if p.semis.len() >= limit {
            self.room[i].since = self.popped;
            match p.semis.last() {
                Some(largest) if largest.size > size => {
                    p.semis.pop();
                }
                _ => return None,
            }
        }
        p.semis.insert(at, SemiCarrier { key, size, carrier });
        self.semis += 1;
        Some(at)
    }

    /// The AND rule for a new full `x-y`: each endpoint in turn is the
    /// midpoint `m`, met by the stored connections `m-z`.
    /// The carriers met are disjoint from `c` (of `cs` cells), so each new
    /// carrier's size is a sum.
    ///
    /// This full is the event at `place` in the queue, pushed when `then`
    /// events had been popped. A full `m-z` at a place in `then..place`
    /// was handled after this one was stored, and met it then: the same
    /// connection `o-z` was offered to the store already (Benzene's
    /// builder meets each new connection with the older ones only). It
    /// is offered again only if the pair `o-z` has dropped or turned away
    /// a connection for room since that event began (its `room` stamp
    /// past that place): otherwise the store would turn it away now as
    /// then, since a connection dropped for a smaller carrier leaves one
    /// that holds whatever it held. So the connections stored, and their
    /// order, are those of meeting every pair twice.
    fn and_full(&mut self, x: usize, y: usize, cs: u16, c: Bits<N>, place: u32, then: u32) {
        let mut fulls = std::mem::take(&mut self.new_fulls);
        let mut semis = std::mem::take(&mut self.new_semis);
        let n = self.n();
        for (m, o) in [(x, y), (y, x)] {
            let kind = self.kind[m];
            if kind == Kind::Edge {
                continue;
            }
            let near = c | self.cell[o];
            let meets = |z: usize| z != o && disjoint(&c, &self.cell[z]);
            // Through an empty cell: the semis' key, and their carrier
            // but for the far full's (the same for every `z`).
            let (key, cm) = match kind {
                Kind::Cell => (self.nodes_cell(m), c | self.cell[m]),
                _ => (0, c),
            };
            for &(z, ds, at, d) in &self.reach[m] {
                let z = z as usize;
                if disjoint(&near, &d) && meets(z) {
                    if self.meet_once && then <= at && at < place && self.met(o * n + z, at) {
                        continue;
                    }
                    match kind {
                        Kind::Group => fulls.push((o, z, cs + ds, c | d)),
                        _ => semis.push((o, z, key, cs + ds + 1, cm | d)),
                    }
                }
            }
            if kind == Kind::Group {
                for &z in &self.partners[m] {
                    let z = z as usize;
                    if !meets(z) {
                        continue;
                    }
                    let Some(p) = self.pair(m, z) else { continue };
                    for s in &p.semis {
                        if disjoint(&near, &s.carrier) {
                            semis.push((o, z, s.key, cs + s.size, c | s.carrier));
                        }
                    }
                }
            }
        }
        for &(a, b, size, c) in &fulls {
            self.add_full(a, b, c, Some(size));
        }
        for &(a, b, k, size, c) in &semis {
            self.add_semi(a, b, k, size, c);
        }
        fulls.clear();
        semis.clear();
        self.new_fulls = fulls;
        self.new_semis = semis;
    }

    /// The AND rule for a new semi `x-y`: through an endpoint that is a
    /// group, with the stored fulls from it. (Meeting only the fulls
    /// older than the semi, as [`Graph::and_full`] does, cost more than it
    /// saved here: docs/vc.md, "Round eleven".)
    fn and_semi(&mut self, x: usize, y: usize, key: u16, ss: u16, s: Bits<N>) {
        let mut semis = std::mem::take(&mut self.new_semis);
        for (m, o) in [(x, y), (y, x)] {
            if self.kind[m] != Kind::Group {
                continue;
            }
            let near = s | self.cell[o];
            for &(z, ds, _, d) in &self.reach[m] {
                let z = z as usize;
                if z != o && disjoint(&near, &d) && disjoint(&s, &self.cell[z]) {
                    semis.push((o, z, key, ss + ds, s | d));
                }
            }
        }
        for &(a, b, k, size, c) in &semis {
            self.add_semi(a, b, k, size, c);
        }
        semis.clear();
        self.new_semis = semis;
    }

    /// Whether the pair at `pair_index[ab]` exists and has dropped or
    /// turned away nothing for room since the event at `at` began: then a
    /// connection offered to it during that event would be turned away
    /// again (see [`Graph::and_full`]).
    #[inline]
    fn met(&self, ab: usize, at: u32) -> bool {
        match self.pair_index[ab] {
            0 => false,
            i => self.room[i as usize - 1].since <= at,
        }
    }

    fn nodes_cell(&self, m: usize) -> u16 {
        match self.nodes.names[m] {
            Node::Cell(i) => i as u16,
            _ => unreachable!("only cells are keys"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Geometry;
    use crate::rng::Rng;

    fn built(board: &Board, color: Color, limits: &Limits, meet_once: bool) -> Graph<2> {
        built_with(board, color, limits, |g| g.meet_once = meet_once)
    }

    fn built_with(
        board: &Board,
        color: Color,
        limits: &Limits,
        set: impl Fn(&mut Graph<2>),
    ) -> Graph<2> {
        let mut g = Graph::<2>::new(Nodes::new(board, color), limits, None);
        set(&mut g);
        if !g.nodes.won {
            g.seed(board, color);
            g.saturate();
        }
        g
    }

    /// Every pair's fulls and semis (keys and carriers) in the order
    /// kept, and the numbers stored.
    type Lists = Vec<(usize, usize, Vec<[u64; 2]>, Vec<(u16, [u64; 2])>)>;

    fn lists(g: &Graph<2>) -> (usize, usize, Lists) {
        let mut v = Vec::new();
        for a in 0..g.n() {
            for b in a + 1..g.n() {
                if let Some(p) = g.pair(a, b) {
                    let fulls = p.fulls.iter().map(|f| f.0).collect();
                    let semis = p.semis.iter().map(|s| (s.key, s.carrier.0)).collect();
                    v.push((a, b, fulls, semis));
                }
            }
        }
        (g.fulls, g.semis, v)
    }

    /// A random board of 3x3 to 8x8 with up to half its cells played, and
    /// limits small enough that pairs often drop or turn away connections
    /// for room.
    fn random_case(rng: &mut Rng) -> (usize, Board, Limits) {
        let n = 3 + rng.below(6);
        let g = Geometry::new(n, n).expect("size");
        let mut board = Board::new(g.clone());
        let cells: Vec<usize> = g.cells().iter().collect();
        let mut color = Color::Black;
        for _ in 0..rng.below(n * n / 2 + 1) {
            let c = cells[rng.below(cells.len())];
            if board.empty().contains(c) {
                board.place(color, c);
                color = color.opponent();
            }
        }
        let limits = Limits {
            fulls_per_pair: 1 + rng.below(3),
            semis_per_pair: 1 + rng.below(4),
            edge_semis: 2 + rng.below(6),
            or_semis: 2 + rng.below(4),
            or_depth: 2 + rng.below(3),
            narrowing_fulls: rng.below(2) == 0,
            ..Limits::default()
        };
        (n, board, limits)
    }

    /// The word-by-word [`subset`] and [`disjoint`] answer as the set
    /// operations do ([`Bits::and_not`], `&`, [`Bits::is_empty`]), on
    /// one-, two- and three-word sets drawn sparse and dense, with the
    /// words emptied at random so that every word decides some answers.
    #[test]
    fn word_by_word_subset_and_disjoint_agree_with_the_set_operations() {
        fn check<const N: usize>(rng: &mut Rng) -> (usize, usize) {
            let word = |rng: &mut Rng| match rng.below(4) {
                0 => 0,
                1 => rng.next_u64() & rng.next_u64() & rng.next_u64(),
                2 => rng.next_u64(),
                _ => rng.next_u64() | rng.next_u64(),
            };
            let (mut subsets, mut disjoints) = (0, 0);
            for _ in 0..20_000 {
                let a = Bits::<N>(std::array::from_fn(|_| word(rng)));
                let mut b = Bits::<N>(std::array::from_fn(|_| word(rng)));
                if rng.below(3) == 0 {
                    b |= a;
                }
                let want_subset = a.and_not(b).is_empty();
                let want_disjoint = (a & b).is_empty();
                assert_eq!(subset(&a, &b), want_subset, "{a:?} {b:?}");
                assert_eq!(disjoint(&a, &b), want_disjoint, "{a:?} {b:?}");
                subsets += want_subset as usize;
                disjoints += want_disjoint as usize;
            }
            (subsets, disjoints)
        }
        let mut rng = Rng::new(16);
        for (s, d) in [
            check::<1>(&mut rng),
            check::<2>(&mut rng),
            check::<3>(&mut rng),
        ] {
            assert!(s > 2000 && s < 18_000 && d > 1000 && d < 19_000, "{s} {d}");
        }
    }

    /// The reference for a full list at its limit: the largest full found
    /// by counting every full's cells (`max_by_key`: the last of the
    /// largest), replaced by a smaller new one, else the new one turned
    /// away.
    #[test]
    fn the_largest_full_is_the_one_max_by_key_finds() {
        let mut rng = Rng::new(14);
        for _ in 0..20_000 {
            let len = rng.below(6);
            let fulls: Vec<Bits<2>> = (0..len)
                .map(|_| Bits([rng.next_u64() & rng.next_u64(), 0]))
                .collect();
            let size = rng.below(40) as u16;
            let max = fulls
                .iter()
                .enumerate()
                .map(|(j, f)| (j, size_of(f)))
                .max_by_key(|p| p.1);
            let (place, rest) = largest_full(&fulls, size);
            match max {
                Some((worst, largest)) if size < largest => {
                    assert_eq!(place, Ok(worst));
                    let others = fulls.iter().enumerate().filter(|&(j, _)| j != worst);
                    assert_eq!(rest, others.map(|(_, f)| size_of(f)).max().unwrap_or(0));
                }
                Some((_, largest)) => assert_eq!(place, Err(largest)),
                None => assert_eq!(place, Err(0)),
            }
        }
    }

    /// Turning a carrier away from a full list at its limit by the bound
    /// on its largest full ([`Room::largest`]) stores exactly what
    /// counting every full's cells each time stores, in the same order.
    #[test]
    fn the_bound_on_the_largest_full_stores_what_counting_stores() {
        let mut rng = Rng::new(1414);
        let mut turned_away = 0;
        for _ in 0..1500 {
            let (n, board, limits) = random_case(&mut rng);
            for color in [Color::Black, Color::White] {
                let bound = built_with(&board, color, &limits, |_| {});
                let counted = built_with(&board, color, &limits, |g| g.bound_largest = false);
                assert_eq!(
                    lists(&bound),
                    lists(&counted),
                    "{n}x{n} {color:?} {limits:?}"
                );
                turned_away += bound.room.iter().filter(|r| r.since > 0).count();
            }
        }
        assert!(turned_away > 1000, "room trouble in {turned_away} pairs");
    }

    /// Meeting a new full only with the fulls that did not meet it
    /// already (`and_full`) stores exactly what meeting every pair from
    /// both sides stores, in the same order, on random boards with limits
    /// small enough that pairs often drop or turn away connections for
    /// room (the case where a second meeting can store something: with
    /// the room stamps ignored this test fails, though not within its
    /// first 300 boards).
    #[test]
    fn meeting_each_pair_of_fulls_once_stores_what_meeting_it_twice_stores() {
        let mut rng = Rng::new(11);
        let mut room_trouble = 0;
        for _ in 0..2000 {
            let (n, board, limits) = random_case(&mut rng);
            for color in [Color::Black, Color::White] {
                let once = built(&board, color, &limits, true);
                let twice = built(&board, color, &limits, false);
                assert_eq!(lists(&once), lists(&twice), "{n}x{n} {color:?} {limits:?}");
                room_trouble += once.room.iter().filter(|r| r.since > 0).count();
            }
        }
        assert!(room_trouble > 1000, "room trouble in {room_trouble} pairs");
    }
}
