//! Edge-to-edge fulls through a *ladder node* (an opt-in pass after
//! H-search, [`Connections::join_by_ladders`], behind
//! [`super::Limits::ladders`]).
//!
//! H-search never passes through an edge: a connection from `x` to "the
//! empty cell `k` or the edge `E`", made of a semi `x-k` and a semi
//! `x-E` whose carriers are disjoint, is no connection of any pair it
//! keeps, though with `k` joined to `E` it is a full `x-E`. That is the
//! shape of a second-row ladder (docs/vc.md, rounds twelve and thirteen):
//! a stone on the second row threatens the edge row and, beside it, the
//! next cell along, which leads on to an escape `k` joined to the edge by
//! template II. Benzene's builder knows it as its ladder and non-edge
//! patterns; round twelve's probes found it by playing `k` and building
//! again. This pass finds it without a build.
//!
//! **The ladder node.** For an empty cell `k` with a full `k-E` on a
//! carrier `T` of at most [`KEY_CARRIER`] cells (template II on the
//! second row; the empty carrier on the first row, or where `k` touches
//! the edge's stones), the node `L = k ∪ E` is one endpoint made of the
//! cell `k` and the edge, *in the position where the owner has played
//! `k`*, with `T` set aside for the full `k-E`. Its connections `y-L`,
//! for every other node `y`, are found by a small H-search that keeps
//! only connections with `L` at one end and reads all others from the
//! build (which it does not change); no carrier in it meets `T`:
//! - **Seeds.** The build's fulls and semis `y-k`, and its fulls and
//!   semis `y-E` with `k` taken out of the carrier (a semi keyed `k` is
//!   then a full).
//! - **AND** through a midpoint `y` that is a cell or an owner's group
//!   (never an edge), with the build's connections `m-y` (`k` taken out
//!   of their carriers), disjoint carriers, neither holding the far
//!   endpoint: full `y-L` and full `m-y` give a semi `m-L` keyed `y` when
//!   `y` is a cell (carrier both plus `y`), a full when `y` is a group;
//!   through a group, a full and a semi (either way round) give a semi
//!   with the semi's key (a full when that key is `k`).
//! - **OR**: the semis of `y-L` whose carriers have an empty common
//!   intersection give a full on their union ([`or_search`], at most
//!   [`OR_DEPTH`] semis).
//!
//! Only connections that involve the key are worked: a node's own
//! connections to `E` join its lists (for the OR) when the first of
//! those reaches it, and are not passed on, since H-search has combined
//! them with everything already.
//!
//! **Why each is real.** Let `P` be the position with the owner's stone
//! on `k`. In `P` every connection of the build that does not end at `k`
//! still holds with `k` out of its carrier (an owner's stone more never
//! hurts the owner: wherever the strategy would have played `k` it has it
//! already, and the opponent can no longer play there), a semi keyed `k`
//! is a full, a connection to the empty cell `k` is one to the stone `k`
//! (H-search's connections to an empty cell are those that hold once the
//! owner has it), and the stone `k` is joined to `E` within `T`. Take
//! the stone `k` and the edge as one endpoint `L` (a connection to it
//! reaches either): each seed is a connection to `L` in `P`, and the AND
//! and OR above are H-search's own rules, which hold for any endpoint. So
//! a full `a-L` on a carrier `C` (which misses `T`) is a full of `a` to
//! "`k` or `E`" in `P`, and `a-E` is full in `P` on `C ∪ T`: the owner
//! answers a move in `T` in `T` (keeping `k-E`; template II's two cells
//! each join `k` to the edge) and a move in `C` by the full's strategy.
//! In the position itself that is a **semi `a-E` keyed `k` on
//! `C ∪ T ∪ {k}`**: the owner plays `k`, then answers as in `P`; moves
//! elsewhere do not touch it.
//!
//! **Where it is used.** Like the probes (`probe.rs`), on the pairs that
//! fall short by one or two cells: the owner's edges, and a group fully
//! joined to one edge with semis only to the other, when all the pair's
//! semis share one or two cells. For each edge `E` of the pair, the keys
//! are the empty cells beside `E` (a full to it of at most
//! [`KEY_CARRIER`] cells) off the common cells, nearest the common cells
//! first; each ladder node gives semis `a-E` keyed `k` (one per common
//! cell it avoids: the OR at `a` over the semis that avoid that cell).
//! The pair's own semis with those avoiding some common cell are OR-ed as
//! the probes do, smallest first, and once the intersection is empty the
//! union is a full of the pair: for the edge pair an edge-to-edge full;
//! for a group pair, with a full of the group to its other edge disjoint
//! from the union, one too (the group joins the two). Those fulls go to
//! [`Connections::edge_fulls`], as the probes' do.
//!
//! **What is kept** ([`Memo`]). The edge semis found on the way that
//! avoid a common cell of the edge pair (for a group pair: with a full
//! of the group to its other edge disjoint from them) are edge semis
//! like H-search's, and [`Connections::opponent_mustplay`] intersects
//! them too. A build from another position's connections
//! ([`Connections::build_from`], which requires that the owner keeps all
//! its stones) carries the fulls and semis found there over when no
//! opponent's stone is in their carriers (as `graph/reuse.rs` does for
//! H-search's), and skips the pass when it ran to the end there, found
//! no full, and the owner has no stone more (the opponent's stones only
//! take connections away).
//!
//! The pass works on `Bits<N>`, the board's words, as H-search does
//! (the full-width [`Bitboard`] cost the solver 11 word operations a
//! carrier on 7x7: docs/vc.md, "Round fifteen").

use super::or_rule::{Unions, greedy_union, or_search};
use super::probe::Short;
use super::{Connections, Limits, Node, Semi};
use crate::bitboard::{Bitboard, Bits};
use crate::board::{Board, MAX_INDEX};

/// The largest carrier of a key's full to its edge: 2 is template II on
/// the second row (and the empty carrier of a first-row cell).
const KEY_CARRIER: u32 = 2;

/// Keys tried per edge of a pair, nearest the common cells first: on
/// the 742 builds of docs/vc.md the keys that closed a pair came first
/// to fourth; 6 leaves room (docs/vc.md, "Round fourteen").
const KEYS_PER_EDGE: usize = 6;

/// Fulls kept per node to a ladder node.
const LADDER_FULLS: usize = 4;

/// Semis kept per node to a ladder node (smallest carriers).
const LADDER_SEMIS: usize = 12;

/// The most semis one OR of a ladder node's connections combines.
const OR_DEPTH: usize = 3;

/// Edge semis the ladder nodes gave that a build keeps (and passes on to
/// the builds made from it) for [`Connections::opponent_mustplay`].
const MEMO_SEMIS: usize = 16;

/// What the ladder nodes found on a build, kept with its connections:
/// their edge fulls and edge semis, and whether the pass need not run
/// again on a position with only opponent's stones more.
#[derive(Clone, Debug, Default)]
pub(super) struct Memo {
    /// The owner's stones on the board the pass looked at.
    pub(super) own: Bitboard,
    /// The pass ran to the end (no deadline) and found no edge full.
    pub(super) checked: bool,
    /// Edge-to-edge fulls the pass found (or carried over).
    pub(super) fulls: Vec<Bitboard>,
    /// Edge-to-edge semis the pass found (or carried over), each avoiding
    /// a cell common to the edge pair's semis when found.
    pub(super) semis: Vec<Semi>,
}

/// The unions [`or_search`] finds that hold no carrier of `fulls`.
struct Collect<'f, const N: usize> {
    fulls: &'f [Bits<N>],
    found: Vec<Bits<N>>,
}

impl<const N: usize> Unions<N> for Collect<'_, N> {
    fn held(&self, union: &Bits<N>) -> bool {
        self.fulls
            .iter()
            .chain(&self.found)
            .any(|f| subset(f, union))
    }

    fn found(&mut self, union: Bits<N>) {
        self.found.push(union);
    }
}

/// The unions of `new` with some of `others` (at most [`OR_DEPTH`] in
/// all) whose carriers have no common cell, none holding one of `fulls`.
fn ors<const N: usize>(new: Bits<N>, others: &[Bits<N>], fulls: &[Bits<N>]) -> Vec<Bits<N>> {
    let mut c = Collect {
        fulls,
        found: Vec::new(),
    };
    or_search(new, others, OR_DEPTH, &mut Vec::new(), &mut c);
    c.found
}

/// A semi narrowed to the board's words (the pass works on `Bits<N>`,
/// as H-search does: the full width costs a word op per word).
#[derive(Clone, Copy)]
struct Narrow<const N: usize> {
    key: usize,
    carrier: Bits<N>,
}

impl<const N: usize> Narrow<N> {
    fn of(s: &Semi) -> Narrow<N> {
        Narrow {
            key: s.key,
            carrier: Bits::truncate(&s.carrier),
        }
    }
}

/// No node.
const NONE: u16 = u16::MAX;

/// The build's nodes under dense ids (0 and 1 the edges), and the
/// connections the ladder search reads, each asked of the build once.
struct View<'c, const N: usize> {
    c: &'c Connections,
    nodes: Vec<Node>,
    id_at: Vec<u16>,
    /// Each node's fulls to every other, when asked.
    fulls: Vec<Option<Vec<(usize, Bits<N>)>>>,
    /// A group's semis to every other node, when asked.
    group_semis: Vec<Option<Vec<(usize, Narrow<N>)>>>,
    /// The lists of the last ladder node's search, whose memory the next
    /// one reuses (allocation was a large share of the pass).
    scratch: Scratch<N>,
}

/// A ladder node search's lists (see [`Ladder`]).
#[derive(Default)]
struct Scratch<const N: usize> {
    touched: Vec<bool>,
    fulls: Vec<Vec<Bits<N>>>,
    semis: Vec<Vec<(usize, u32, Bits<N>)>>,
    queue: Vec<(usize, Option<usize>, Bits<N>)>,
}

impl<const N: usize> Scratch<N> {
    /// Emptied for `n` nodes, keeping the memory.
    fn reset(&mut self, n: usize) {
        self.touched.clear();
        self.touched.resize(n, false);
        self.fulls.resize_with(n, Vec::new);
        self.fulls.iter_mut().for_each(Vec::clear);
        self.semis.resize_with(n, Vec::new);
        self.semis.iter_mut().for_each(Vec::clear);
        self.queue.clear();
    }
}

impl<'c, const N: usize> View<'c, N> {
    fn new(c: &'c Connections, board: &Board) -> View<'c, N> {
        let mut nodes = vec![Node::FirstEdge, Node::SecondEdge];
        let mut id_at = vec![NONE; MAX_INDEX];
        for i in board.geometry().cells().iter() {
            match c.node_at(i) {
                Some(n @ Node::Cell(_)) => {
                    id_at[i] = nodes.len() as u16;
                    nodes.push(n);
                }
                Some(n @ Node::Group(g)) if g == i => {
                    id_at[i] = nodes.len() as u16;
                    nodes.push(n);
                }
                _ => {}
            }
        }
        let n = nodes.len();
        View {
            c,
            nodes,
            id_at,
            fulls: vec![None; n],
            group_semis: vec![None; n],
            scratch: Scratch::default(),
        }
    }

    fn n(&self) -> usize {
        self.nodes.len()
    }

    fn id(&self, node: Node) -> usize {
        match node {
            Node::FirstEdge => 0,
            Node::SecondEdge => 1,
            Node::Group(i) | Node::Cell(i) => self.id_at[i] as usize,
        }
    }

    /// The cell of a cell node, else empty.
    fn cell(&self, y: usize) -> Bits<N> {
        match self.nodes[y] {
            Node::Cell(i) => Bits::<N>::single(i),
            _ => Bits::<N>::EMPTY,
        }
    }

    fn fulls_of(&mut self, y: usize) -> &[(usize, Bits<N>)] {
        if self.fulls[y].is_none() {
            let a = self.nodes[y];
            let mut v = Vec::new();
            for (m, _) in self.c.fulls_from(a) {
                let mi = self.id(m);
                for f in self.c.fulls_between(a, m) {
                    v.push((mi, Bits::truncate(&f)));
                }
            }
            self.fulls[y] = Some(v);
        }
        self.fulls[y].as_deref().unwrap_or(&[])
    }

    fn semis_of_group(&mut self, y: usize) -> &[(usize, Narrow<N>)] {
        if self.group_semis[y].is_none() {
            let a = self.nodes[y];
            let mut v = Vec::new();
            for m in 0..self.n() {
                if m != y {
                    for s in self.c.semis_between(a, self.nodes[m]) {
                        v.push((m, Narrow::of(&s)));
                    }
                }
            }
            self.group_semis[y] = Some(v);
        }
        self.group_semis[y].as_deref().unwrap_or(&[])
    }

    /// Every node's fulls and semis to the edge `e` (0 or 1).
    fn to_edge(&self, e: usize) -> Vec<(Vec<Bits<N>>, Vec<Narrow<N>>)> {
        let edge = self.nodes[e];
        (0..self.n())
            .map(|y| match y == e {
                true => (Vec::new(), Vec::new()),
                false => (
                    (self.c.fulls_between(self.nodes[y], edge).iter())
                        .map(Bits::truncate)
                        .collect(),
                    (self.c.semis_between(self.nodes[y], edge).iter())
                        .map(Narrow::of)
                        .collect(),
                ),
            })
            .collect()
    }
}

/// Every node's fulls and semis to one edge.
type EdgeLists<const N: usize> = [(Vec<Bits<N>>, Vec<Narrow<N>>)];

/// One ladder node's search: the connections of the nodes to `L`.
///
/// Only connections that involve the key are worked: those seeded from
/// the build's connections to the key, and what the rules make from
/// them. A node's own connections to the edge (the build's, which
/// H-search has already combined with everything) join its lists, for
/// the OR, when the first of those reaches it, and are not passed on.
struct Ladder<'e, const N: usize> {
    /// The edge's id (0 or 1) and the key's node id.
    edge: usize,
    key_node: usize,
    key: usize,
    /// The cells of the key's full to the edge, kept out of every
    /// carrier (the owner answers there for that full).
    tmpl: Bits<N>,
    /// The target: no connection is passed on from it.
    target: usize,
    to_edge: &'e EdgeLists<N>,
    /// Whether a node's connections to the edge are in its lists.
    touched: Vec<bool>,
    fulls: Vec<Vec<Bits<N>>>,
    /// Key, carrier size and carrier; smallest carrier first.
    semis: Vec<Vec<(usize, u32, Bits<N>)>>,
    /// New connections to pass on: node, key (semis), carrier.
    queue: Vec<(usize, Option<usize>, Bits<N>)>,
}

fn subset<const N: usize>(a: &Bits<N>, b: &Bits<N>) -> bool {
    a.and_not(*b).is_empty()
}

impl<const N: usize> Ladder<'_, N> {
    /// Whether `y` is no endpoint of a connection to the ladder node: the
    /// node itself, or a cell of the key's full to the edge.
    fn excluded(&self, view: &View<N>, y: usize) -> bool {
        y == self.edge || y == self.key_node || !(view.cell(y) & self.tmpl).is_empty()
    }

    /// Whether a carrier for `y` is refused: it holds `y` or meets the
    /// key's full to the edge.
    fn refused(&self, view: &View<N>, y: usize, carrier: &Bits<N>) -> bool {
        !(*carrier & (view.cell(y) | self.tmpl)).is_empty()
    }

    /// Puts `y`'s own connections to the edge (the key out of their
    /// carriers) in its lists, once.
    fn touch(&mut self, view: &View<N>, y: usize) {
        if self.touched[y] {
            return;
        }
        self.touched[y] = true;
        let k = Bits::<N>::single(self.key);
        let lists = self.to_edge;
        let (fulls, semis) = &lists[y];
        for f in fulls {
            self.store_full(view, y, f.and_not(k));
        }
        for s in semis {
            if s.key == self.key {
                self.store_full(view, y, s.carrier.and_not(k));
            } else {
                self.store_semi(view, y, s.key, s.carrier.and_not(k));
            }
        }
    }

    /// Stores a full `y-L` unless refused or held; whether stored.
    fn store_full(&mut self, view: &View<N>, y: usize, carrier: Bits<N>) -> bool {
        if self.refused(view, y, &carrier) {
            return false;
        }
        let f = &mut self.fulls[y];
        if f.iter().any(|g| subset(g, &carrier)) {
            return false;
        }
        f.retain(|g| !subset(&carrier, g));
        if f.len() >= LADDER_FULLS {
            return false;
        }
        f.push(carrier);
        self.semis[y].retain(|(_, _, s)| !subset(&carrier, s));
        true
    }

    /// Stores a semi `y-L` unless refused or held; whether stored.
    fn store_semi(&mut self, view: &View<N>, y: usize, key: usize, carrier: Bits<N>) -> bool {
        if self.refused(view, y, &carrier) || self.fulls[y].iter().any(|g| subset(g, &carrier)) {
            return false;
        }
        let s = &mut self.semis[y];
        let size = carrier.count();
        // Those no larger may hold the new one, those larger it may hold.
        let at = s.partition_point(|t| t.1 <= size);
        if s[..at].iter().any(|t| subset(&t.2, &carrier)) {
            return false;
        }
        if at >= LADDER_SEMIS {
            return false;
        }
        let mut i = at;
        while i < s.len() {
            if subset(&carrier, &s[i].2) {
                s.remove(i);
            } else {
                i += 1;
            }
        }
        s.insert(at, (key, size, carrier));
        s.truncate(LADDER_SEMIS);
        true
    }

    /// A new full `y-L`: stored, and queued to be passed on.
    fn add_full(&mut self, view: &View<N>, y: usize, carrier: Bits<N>) {
        if self.excluded(view, y) {
            return;
        }
        self.touch(view, y);
        if self.store_full(view, y, carrier) {
            self.queue.push((y, None, carrier));
        }
    }

    /// A new semi `y-L` (a full when keyed at the key): stored, queued,
    /// and OR-ed with the node's other semis.
    fn add_semi(&mut self, view: &View<N>, y: usize, key: usize, carrier: Bits<N>) {
        if key == self.key {
            return self.add_full(view, y, carrier.and_not(Bits::<N>::single(key)));
        }
        if self.excluded(view, y) {
            return;
        }
        self.touch(view, y);
        if !self.store_semi(view, y, key, carrier) {
            return;
        }
        self.queue.push((y, Some(key), carrier));
        // As H-search's OR rule: when all the semis share a cell, no
        // subset of them has an empty intersection.
        let common = self.semis[y].iter().fold(carrier, |c, s| c & s.2);
        if y != self.target && common.is_empty() {
            let others: Vec<Bits<N>> = self.semis[y]
                .iter()
                .map(|s| s.2)
                .filter(|s| *s != carrier)
                .collect();
            for u in ors(carrier, &others, &self.fulls[y]) {
                self.add_full(view, y, u);
            }
        }
    }

    /// The AND rule for the new connection `y-L` (`key` for a semi),
    /// through `y` with the build's connections `m-y`.
    fn pass_on(&mut self, view: &mut View<N>, y: usize, key: Option<usize>, c: Bits<N>) {
        let kind = view.nodes[y];
        if y == self.target || matches!(kind, Node::FirstEdge | Node::SecondEdge) {
            return;
        }
        let k = Bits::<N>::single(self.key);
        let far = |view: &View<N>, m: usize| (c & view.cell(m)).is_empty();
        view.fulls_of(y);
        if matches!((kind, key), (Node::Group(_), None)) {
            view.semis_of_group(y);
        }
        let view: &View<N> = view;
        let fulls = view.fulls[y].as_deref().unwrap_or(&[]);
        match (kind, key) {
            (Node::Cell(j), None) => {
                let y_cell = Bits::<N>::single(j);
                for &(m, d) in fulls {
                    let d = d.and_not(k);
                    if (d & c).is_empty() && far(view, m) {
                        self.add_semi(view, m, j, c | d | y_cell);
                    }
                }
            }
            (Node::Group(_), None) => {
                for &(m, d) in fulls {
                    let d = d.and_not(k);
                    if (d & c).is_empty() && far(view, m) {
                        self.add_full(view, m, c | d);
                    }
                }
                for &(m, s) in view.group_semis[y].as_deref().unwrap_or(&[]) {
                    let d = s.carrier.and_not(k);
                    if (d & c).is_empty() && far(view, m) {
                        self.add_semi(view, m, s.key, c | d);
                    }
                }
            }
            (Node::Group(_), Some(j)) => {
                for &(m, d) in fulls {
                    let d = d.and_not(k);
                    if (d & c).is_empty() && far(view, m) {
                        self.add_semi(view, m, j, c | d);
                    }
                }
            }
            _ => {}
        }
    }

    /// Runs the search for the ladder node of `key`, joined to the edge
    /// `edge` within `tmpl` (every node's connections to that edge in
    /// `to_edge`), and gives the semis `target-E` keyed `key` it finds:
    /// one per full `target-L`, and for each cell of `common` the ORs of
    /// the semis `target-L` that avoid it. Carriers hold `key` and `tmpl`.
    fn semis(
        view: &mut View<N>,
        to_edge: &EdgeLists<N>,
        edge: usize,
        (key, tmpl): (usize, Bits<N>),
        target: usize,
        common: Bits<N>,
    ) -> Vec<Bits<N>> {
        let n = view.n();
        let key_node = view.id_at[key] as usize;
        let mut scratch = std::mem::take(&mut view.scratch);
        scratch.reset(n);
        let mut l = Ladder {
            edge,
            key_node,
            key,
            tmpl,
            target,
            to_edge,
            touched: scratch.touched,
            fulls: scratch.fulls,
            semis: scratch.semis,
            queue: scratch.queue,
        };
        let key_name = view.nodes[key_node];
        // The seeds: the build's connections to the key.
        for (m, f) in view.fulls_of(key_node).to_vec() {
            l.add_full(view, m, f);
        }
        for y in 0..n {
            if y != key_node && !l.excluded(view, y) {
                for s in view.c.semis_between(view.nodes[y], key_name) {
                    l.add_semi(view, y, s.key, Bits::truncate(&s.carrier));
                }
            }
        }
        while let Some((y, key, c)) = l.queue.pop() {
            // A connection dropped since for a smaller one is still real:
            // passing it on only offers larger ones, which the lists turn
            // away or keep (sound either way).
            l.pass_on(view, y, key, c);
        }
        let k = Bits::<N>::single(key) | tmpl;
        let mut found: Vec<Bits<N>> = l.fulls[target].iter().map(|f| *f | k).collect();
        for c in common.iter() {
            let avoiding: Vec<Bits<N>> = l.semis[target]
                .iter()
                .map(|s| s.2)
                .filter(|s| !s.contains(c))
                .collect();
            for (i, s) in avoiding.iter().enumerate() {
                for u in ors(*s, &avoiding[i + 1..], &[]) {
                    found.push(u | k);
                }
            }
        }
        view.scratch = Scratch {
            touched: l.touched,
            fulls: l.fulls,
            semis: l.semis,
            queue: l.queue,
        };
        found
    }
}

impl Connections {
    /// Looks for an edge-to-edge full through ladder nodes (see
    /// `ladder.rs`) on `board`, the position these connections were built
    /// on (after the fill-in, if any), within `limits`' deadline. Does
    /// nothing when the edges are joined already. Whether it found one:
    /// then [`Connections::edge_fulls`] lists its carrier too. The edge
    /// semis the ladder nodes give on the way that avoid a common cell of
    /// the edge pair are kept for [`Connections::opponent_mustplay`].
    pub fn join_by_ladders(&mut self, board: &Board, limits: &Limits) -> bool {
        self.ladder.own = *board.stones(self.color);
        if self.won || !self.edge_fulls().is_empty() {
            return false;
        }
        let shorts = self.short_pairs(board);
        if shorts.is_empty() {
            self.ladder.checked = true;
            return false;
        }
        let (joined, semis, whole) = match board.geometry().words() {
            1 => self.ladder_pass::<1>(board, &shorts, limits),
            2 => self.ladder_pass::<2>(board, &shorts, limits),
            3 => self.ladder_pass::<3>(board, &shorts, limits),
            4 => self.ladder_pass::<4>(board, &shorts, limits),
            5 | 6 => self.ladder_pass::<6>(board, &shorts, limits),
            _ => self.ladder_pass::<{ crate::bitboard::WORDS }>(board, &shorts, limits),
        };
        for s in semis {
            self.keep_ladder_semi(s);
        }
        match joined {
            Some(full) => {
                self.probed.push(full);
                self.ladder.fulls.push(full);
                true
            }
            None => {
                self.ladder.checked = whole;
                false
            }
        }
    }

    /// The pass of [`Connections::join_by_ladders`] over the `shorts` on
    /// a board of `N` words: an edge full if found, the edge semis found,
    /// and whether it ran to the end (no deadline).
    fn ladder_pass<const N: usize>(
        &self,
        board: &Board,
        shorts: &[Short],
        limits: &Limits,
    ) -> (Option<Bitboard>, Vec<Semi>, bool) {
        let mut view = View::<N>::new(self, board);
        let mut semis = Vec::new();
        for short in shorts {
            if limits.past_deadline() {
                return (None, semis, false);
            }
            match join_pair(&mut view, board, short, limits, None, &mut semis) {
                (Some(full), _) => return (Some(full), semis, true),
                (None, true) => return (None, semis, false),
                (None, false) => {}
            }
        }
        (None, semis, true)
    }

    /// Keeps the edge semi `s` the ladder nodes gave, unless one kept
    /// already has a carrier inside its own (within [`MEMO_SEMIS`]).
    fn keep_ladder_semi(&mut self, s: Semi) {
        let kept = &mut self.ladder.semis;
        if kept.iter().any(|t| subset(&t.carrier, &s.carrier)) {
            return;
        }
        kept.retain(|t| !subset(&s.carrier, &t.carrier));
        if kept.len() < MEMO_SEMIS {
            kept.push(s);
        }
    }

    /// Takes over the ladder nodes' results of `previous`, the connections
    /// these were built from ([`Connections::build_from`]: every stone the
    /// owner had there is still the owner's on `board`), as they hold on
    /// `board`: a full or semi between the owner's edges still holds when
    /// no cell of its carrier holds an opponent's stone (the argument of
    /// `graph/reuse.rs`: the owner's stones more never hurt, the
    /// opponent's outside the carrier never mattered), on the cells of its
    /// carrier still empty; a semi whose key the owner now holds is a
    /// full. Whether the pass need not run again: it ran on `previous` to
    /// the end, found no full, and the owner has no stone more on `board`
    /// (so the position differs by the opponent's stones only, which take
    /// connections away and never give one: the pass would find no more).
    pub(super) fn carry_ladders(&mut self, board: &Board, previous: &Connections) -> bool {
        let theirs = *board.stones(self.color.opponent());
        let empty = board.empty();
        for f in &previous.ladder.fulls {
            if (*f & theirs).is_empty() {
                self.probed.push(*f & empty);
                self.ladder.fulls.push(*f & empty);
            }
        }
        for s in &previous.ladder.semis {
            if !(s.carrier & theirs).is_empty() {
                continue;
            }
            if empty.contains(s.key) {
                self.keep_ladder_semi(Semi {
                    key: s.key,
                    carrier: s.carrier & empty,
                });
            } else {
                self.probed.push(s.carrier & empty);
                self.ladder.fulls.push(s.carrier & empty);
            }
        }
        self.ladder.own = *board.stones(self.color);
        let skip = previous.ladder.checked
            && self.ladder.fulls.is_empty()
            && previous.ladder.own == self.ladder.own;
        self.ladder.checked = skip;
        skip
    }

    /// The edge-to-edge semis the ladder nodes gave (or the connections
    /// these were built from passed on, see
    /// [`Connections::build_from`]) that these connections keep for
    /// [`Connections::opponent_mustplay`]: for tests and analysis.
    pub fn ladder_edge_semis(&self) -> &[Semi] {
        &self.ladder.semis
    }

    /// Every semi the ladder nodes give on the pairs that
    /// [`Connections::join_by_ladders`] looks at (on `board`, as there),
    /// with every key it may try, as `(endpoint, edge, semi)`: for tests
    /// and analysis (each is a semi between the two nodes, see
    /// `ladder.rs`).
    pub fn ladder_semis(&self, board: &Board) -> Vec<(Node, Node, Semi)> {
        let mut seen = Vec::new();
        if self.won {
            return seen;
        }
        let shorts = self.short_pairs(board);
        // The widest boards' words: a test's and analysis' tool.
        let mut view = View::<{ crate::bitboard::WORDS }>::new(self, board);
        let mut semis = Vec::new();
        for short in &shorts {
            let limits = Limits::default();
            join_pair(
                &mut view,
                board,
                short,
                &limits,
                Some(&mut seen),
                &mut semis,
            );
        }
        seen
    }
}

/// The full the ladder nodes give a short pair (see the module docs),
/// and whether the deadline cut the search short. With `seen`, every
/// semi found goes there too and every key is tried. The edge semis
/// found that avoid a common cell go to `edge_semis`: for the edge pair
/// its own semis; for a group pair, each semi with a full of the group
/// to its other edge disjoint from it (the group joins the two).
fn join_pair<const N: usize>(
    view: &mut View<N>,
    board: &Board,
    short: &Short,
    limits: &Limits,
    mut seen: Option<&mut Vec<(Node, Node, Semi)>>,
    edge_semis: &mut Vec<Semi>,
) -> (Option<Bitboard>, bool) {
    let common = Bits::<N>::truncate(&short.common);
    let joined: Option<Vec<Bits<N>>> =
        (short.joined.as_ref()).map(|list| list.iter().map(Bits::truncate).collect());
    let (a, z) = (view.id(short.a), view.id(short.z));
    let directions: &[(usize, usize)] = if a < 2 { &[(z, a), (a, z)] } else { &[(z, a)] };
    let mut semis: Vec<Bits<N>> = view
        .c
        .semis_between(short.a, short.z)
        .iter()
        .map(|s| Bits::truncate(&s.carrier))
        .collect();
    let mut meet = common;
    // Rings around the common cells, for the keys' order.
    let stride = board.geometry().stride() as u32;
    let empty = Bits::<N>::truncate(&board.empty());
    'all: for &(edge, target) in directions {
        let mut keys: Vec<(u32, usize, Bits<N>)> = Vec::new();
        let to_edge = view.to_edge(edge);
        for (y, (fulls, _)) in to_edge.iter().enumerate() {
            let Node::Cell(k) = view.nodes[y] else {
                continue;
            };
            if common.contains(k) {
                continue;
            }
            let Some(t) = fulls
                .iter()
                .filter(|f| f.count() <= KEY_CARRIER && (**f & common).is_empty())
                .min_by_key(|f| f.count())
            else {
                continue;
            };
            keys.push((0, k, *t));
        }
        let mut ring = common;
        let mut dist = 0;
        let mut left = keys.len();
        while left > 0 && !ring.is_empty() {
            for key in keys.iter_mut() {
                if key.0 == 0 && ring.contains(key.1) {
                    key.0 = dist + 1;
                    left -= 1;
                }
            }
            let next = (ring.dilate(stride) & empty) | ring;
            if next == ring {
                break;
            }
            ring = next;
            dist += 1;
        }
        keys.sort_by_key(|&(d, k, _)| (if d == 0 { u32::MAX } else { d }, k));
        keys.truncate(KEYS_PER_EDGE);
        for (_, k, t) in keys {
            if limits.past_deadline() {
                return (None, true);
            }
            for s in Ladder::semis(view, &to_edge, edge, (k, t), target, common) {
                if let Some(v) = seen.as_deref_mut() {
                    let semi = Semi {
                        key: k,
                        carrier: super::widen(&s),
                    };
                    v.push((view.nodes[target], view.nodes[edge], semi));
                }
                if !common.and_not(s).is_empty() {
                    meet &= s;
                    semis.push(s);
                    let edge_semi = match &joined {
                        None => Some(s),
                        Some(list) => list.iter().find(|f| (**f & s).is_empty()).map(|f| s | *f),
                    };
                    if let Some(c) = edge_semi {
                        edge_semis.push(Semi {
                            key: k,
                            carrier: super::widen(&c),
                        });
                    }
                }
            }
            if meet.is_empty() && seen.is_none() {
                break 'all;
            }
        }
    }
    if !meet.is_empty() {
        return (None, false);
    }
    semis.sort_by_key(|c| c.count());
    let Some(union) = greedy_union(semis.into_iter()) else {
        return (None, false);
    };
    let full = match &joined {
        None => Some(union),
        Some(list) => list
            .iter()
            .find(|f| (**f & union).is_empty())
            .map(|f| *f | union),
    };
    (full.map(|f| super::widen(&f)), false)
}
