//! Virtual connections: which of a colour's groups, edges and empty cells it
//! can join whatever the opponent does, found by H-search.
//!
//! A *full* connection between two nodes holds even if the opponent moves
//! first; a *semi* connection holds if the owner moves first, at its *key*.
//! Each connection has a *carrier*: the empty cells it needs. Moves of the
//! opponent outside a carrier cannot break it, and the owner answers moves
//! inside it inside it (see [`build`] for the rules that find them).
//!
//! What the rest of the engine uses, for a colour `c` (the *owner*):
//! - [`Connections::edges_full`]: the owner's edges are virtually joined; `c`
//!   has won whoever moves ([`Connections::won`] when stones already join them).
//! - [`Connections::edge_semis`]: with `c` to move, each semi's key wins.
//! - [`Connections::opponent_mustplay`]: with the opponent to move, every move
//!   outside this set loses; an empty set is a proven loss for the opponent.
//! - [`Connections::fulls_from`] and [`Connections::fulls_between`]: the nodes
//!   fully connected to a group, edge or cell, with carriers, for analysis and
//!   for evaluations that treat fully connected groups as one.
//!
//! Nodes are named by [`Node`]: the two edges (with the owner's stones that
//! touch them), the owner's other groups (by their lowest stone's bit index)
//! and empty cells (by bit index, see [`crate::board::Geometry::index`]).
//! Carriers are [`Bitboard`]s of empty cells; they never hold an endpoint.

mod graph;
mod ladder;
mod nodes;
mod or_rule;
mod probe;
mod templates;

use crate::bitboard::{Bitboard, Bits};
use crate::board::{Board, Color};
pub use nodes::flood;
use std::time::Instant;

/// Bounds that keep H-search fast. Each bound trades completeness for time;
/// a bound that is too low only loses connections, never soundness.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Full connections kept per pair of nodes. Each extra one is another
    /// carrier every AND through either endpoint tries, so the AND rule's
    /// cost grows about linearly with it; more of them give the OR rule and
    /// the mustplay alternative routes.
    pub fulls_per_pair: usize,
    /// Semi connections kept per pair of nodes. The OR rule looks at the
    /// subsets of these, so its cost grows quickly with this bound.
    pub semis_per_pair: usize,
    /// Semi connections kept between the two edges: these decide the
    /// mustplay (each one can shrink it), and there is one such pair, so it
    /// may be larger than [`Limits::semis_per_pair`] at little cost.
    pub edge_semis: usize,
    /// Of a pair's semis (smallest carriers first), how many a new semi is
    /// OR-ed with (a greedy union then tries all of them). The subsets
    /// tried grow as `or_semis ^ or_depth`.
    pub or_semis: usize,
    /// The most semis (the new one included) one OR combines. 2 finds
    /// bridges and most templates; each step deeper multiplies the subsets
    /// tried by about `or_semis`.
    pub or_depth: usize,
    /// Whether a pair keeps only the fulls that narrow the intersection of
    /// its fulls (as Benzene's builder does): a new full that does not
    /// replace one it holds is stored only if some cell common to all the
    /// pair's fulls lies outside it. What a pair's fulls are for, beyond
    /// the first, is the cells they leave free: a mustplay, an OR, an AND
    /// that meets only some of them. A full over the same common cells as
    /// the others adds none of that, and costs an AND with every
    /// connection at both its ends; turned away, it leaves room
    /// ([`Limits::fulls_per_pair`]) for the carriers that route around the
    /// others. One fold over the pair's fulls per store. Off by default:
    /// at the engine's limits it makes builds cheaper and mustplays
    /// narrower on the positions that lost games to Wolve (with an OR
    /// over 32 semis up to depth 6, 13 of 146 losing moves left out
    /// against 1), but lost its self-play match (docs/vc.md and
    /// docs/strength.md, "Round fifty").
    pub narrowing_fulls: bool,
    /// Whether the OR rule branches on cells (`or_rule.rs`'s
    /// `or_by_cells`, Benzene's way) instead of on semis within
    /// [`Limits::or_semis`] and [`Limits::or_depth`]: for each new semi it
    /// looks for the unions with all the pair's other semis that hold
    /// none of the pair's fulls, of any depth, in at most
    /// [`OR_CELL_BRANCHES`] branches. A full is then stored only where it
    /// leaves out a cell of every full the pair has, so ORs of many semis
    /// come as cheap as ORs of two; with more semis a pair
    /// ([`Limits::semis_per_pair`] 48) the opponent's mustplay at the
    /// positions of games lost to Wolve leaves out 32 of 146 losing moves
    /// where the engine's builds leave out 6, at 1.4 times the time
    /// (docs/vc.md, "Round fifty-three"). Off by default.
    pub or_by_cells: bool,
    /// Whether the built-in edge templates (II, IIIa, IVa) seed the search.
    /// They cost one pattern test per cell and edge, and give connections
    /// the rules alone miss (IVa) or find only late.
    pub templates: bool,
    /// Whether to fill the dead and captured cells first
    /// ([`crate::ice::fill_in`]) and search the filled board. Fewer empty
    /// cells make the build cheaper and find connections the rules miss
    /// (a captured pair is two stones of the owner's); the fill-in itself
    /// costs a few ring tests per empty cell and pass. Each fill keeps the
    /// game's value, so an edge-to-edge full still wins the original
    /// position whoever moves, and a semi's key (never a filled cell) wins
    /// it for the owner to move; the mustplay gains the owner's captured
    /// cells (see [`Connections::opponent_mustplay`]). Carriers are then
    /// those of the filled board: between other nodes they may lean on
    /// filled cells, and alone do not hold the connection on the original.
    pub fill_in: bool,
    /// Whether to look, after H-search, for an edge-to-edge full through
    /// *ladder nodes* (`ladder.rs`, [`Connections::join_by_ladders`]):
    /// an empty cell beside an edge and the edge taken as one endpoint,
    /// which finds second-row ladders to an escape that the rules, never
    /// passing through an edge, miss. Runs only on pairs whose semis all
    /// share one or two cells (as the probes), one small search per key
    /// that reads the build's connections and adds none to it. The edge
    /// semis it finds on the way join the mustplay's intersection
    /// ([`Connections::opponent_mustplay`]); a build from another
    /// position's connections keeps their results that still hold, and
    /// skips the pass when only the opponent's stones were added.
    pub ladders: bool,
    /// When the build stops, if it must (a search's or the solver's time
    /// limit). H-search has no natural bound on its time: a 26x26 board
    /// with 200 scattered stones takes seconds where a game position takes
    /// milliseconds. Past the deadline the rules stop and what was found is
    /// kept: every connection stored is real, so the build stays sound, it
    /// only misses some ([`Connections::cut`] says so). Not a bound on what
    /// is found: builds within limits that differ only here carry over to
    /// each other, except from a cut one.
    pub deadline: Option<Instant>,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            fulls_per_pair: 12,
            semis_per_pair: 24,
            edge_semis: 64,
            or_semis: 16,
            or_depth: 5,
            narrowing_fulls: false,
            or_by_cells: false,
            templates: true,
            fill_in: false,
            ladders: false,
            deadline: None,
        }
    }
}

impl Limits {
    /// Whether `self` and `other` bound the connections alike (all but
    /// the [`Limits::deadline`]).
    pub fn same_bounds(&self, other: &Limits) -> bool {
        let timeless = |l: &Limits| Limits {
            deadline: None,
            ..l.clone()
        };
        timeless(self) == timeless(other)
    }

    /// Whether the [`Limits::deadline`] has passed (never without one).
    pub fn past_deadline(&self) -> bool {
        self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}

/// The branches one OR by cells ([`Limits::or_by_cells`]) may take.
pub const OR_CELL_BRANCHES: usize = 64;

/// An endpoint of a connection.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Node {
    /// The owner's first edge (top for Black, left for White) with the
    /// owner's stones joined to it.
    FirstEdge,
    /// The owner's second edge (bottom for Black, right for White).
    SecondEdge,
    /// A group of the owner's stones touching neither edge, named by its
    /// lowest bit index.
    Group(usize),
    /// An empty cell, by bit index.
    Cell(usize),
}

/// A semi connection: the owner plays `key` and the connection is full,
/// within `carrier` (which holds `key`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Semi {
    pub key: usize,
    pub carrier: Bitboard,
}

/// The connections of one colour on one position (see the module docs).
pub struct Connections {
    color: Color,
    won: bool,
    /// With [`Limits::fill_in`]: the cells filled as the owner's captured
    /// pairs, where an opponent's move is not a pass (see
    /// [`Connections::opponent_mustplay`]).
    intrusions: Bitboard,
    /// Whether built from another position's connections.
    derived: bool,
    /// Edge-to-edge fulls found by [`Connections::join_by_probes`] and
    /// [`Connections::join_by_ladders`].
    probed: Vec<Bitboard>,
    /// What the ladder nodes found ([`Limits::ladders`]), for the
    /// mustplay and for the builds made from these connections.
    ladder: ladder::Memo,
    inner: Box<dyn Query>,
}

/// Read access to a [`Graph`] of any width, with carriers widened to
/// [`Bitboard`]s.
trait Query: Send + Sync {
    fn as_any(&self) -> &dyn std::any::Any;
    fn into_any(self: Box<Self>) -> Box<dyn std::any::Any>;
    fn node_at(&self, index: usize) -> Option<Node>;
    fn stones(&self, node: Node) -> Bitboard;
    fn fulls_between(&self, a: Node, b: Node) -> Vec<Bitboard>;
    fn semis_between(&self, a: Node, b: Node) -> Vec<Semi>;
    fn fulls_from(&self, a: Node) -> Vec<(Node, Bitboard)>;
    fn full_count(&self) -> usize;
    fn semi_count(&self) -> usize;
    fn cut(&self) -> bool;
}

/// Builds `color`'s connections on `board` (see [`Connections::build`]).
pub fn build(board: &Board, color: Color, limits: &Limits) -> Connections {
    Connections::build(board, color, limits)
}

/// A narrow set widened to a [`Bitboard`].
fn widen<const N: usize>(b: &Bits<N>) -> Bitboard {
    let mut w = Bitboard::EMPTY;
    w.0[..N].copy_from_slice(&b.0);
    w
}

impl Connections {
    /// H-search for `color` on `board`.
    ///
    /// Base cases: every node is fully connected to its empty neighbours
    /// with an empty carrier, and, if [`Limits::templates`], a group or
    /// empty cell is fully connected to an edge by each edge template whose
    /// cells hold no opponent stone (see `templates.rs`). Then two rules run
    /// until nothing new appears, each new connection combined with the
    /// stored ones:
    /// - AND: connections `x-m` and `m-y` with disjoint carriers, neither
    ///   holding the far endpoint, give `x-y`: two fulls through an owner's
    ///   group give a full, two fulls through an empty cell `m` a semi keyed
    ///   at `m` (carrier both plus `m`), and a full and a semi through an
    ///   owner's group a semi with the semi's key. Edges are never midpoints.
    /// - OR: semis between the same pair whose carriers have an empty common
    ///   intersection give a full on the union (whatever the opponent plays,
    ///   one of them is untouched and the owner plays its key).
    ///
    /// A connection whose carrier contains another's between the same pair
    /// is dropped; the [`Limits`] bound the rest.
    pub fn build(board: &Board, color: Color, limits: &Limits) -> Connections {
        Connections::build_from(board, color, limits, None, None)
    }

    /// Like [`Connections::build`], starting from `previous` (the same
    /// colour's connections, built within the same limits on another
    /// position of this board size, such as the parent in a search) when
    /// every stone `previous` had for the owner is still the owner's (on
    /// the filled boards with [`Limits::fill_in`]): its connections that
    /// still hold are kept and only what changed goes through the rules
    /// again. Sound like a fresh build; it may find fewer connections (the
    /// old ones the limits dropped stay dropped). Otherwise a fresh build.
    /// `spare`, connections no longer wanted, lends its memory to the new
    /// ones (allocation is a large share of a build).
    pub fn build_from(
        board: &Board,
        color: Color,
        limits: &Limits,
        previous: Option<&Connections>,
        spare: Option<Connections>,
    ) -> Connections {
        if limits.fill_in {
            let filled = crate::ice::fill_in(board);
            return Connections::build_on_fill(&filled, color, limits, previous, spare);
        }
        let old = previous
            .filter(|p| p.color == color)
            .map(|p| p.inner.as_ref());
        let spare = spare.map(|s| s.inner);
        let (won, derived, inner) = match board.geometry().words() {
            1 => graph::run::<1>(board, color, limits, old, spare),
            2 => graph::run::<2>(board, color, limits, old, spare),
            3 => graph::run::<3>(board, color, limits, old, spare),
            4 => graph::run::<4>(board, color, limits, old, spare),
            5 | 6 => graph::run::<6>(board, color, limits, old, spare),
            _ => graph::run::<{ crate::bitboard::WORDS }>(board, color, limits, old, spare),
        };
        let mut c = Connections {
            color,
            won,
            derived,
            inner,
            intrusions: Bitboard::EMPTY,
            probed: Vec::new(),
            ladder: ladder::Memo::default(),
        };
        if limits.ladders {
            // Built from `previous`: its ladder results that still hold
            // are kept, and the pass runs again only when it may find
            // more (see `Connections::carry_ladders`).
            let skip = match previous {
                Some(p) if derived => c.carry_ladders(board, p),
                _ => false,
            };
            if !skip {
                c.join_by_ladders(board, limits);
            }
        }
        c
    }

    /// [`Connections::build_from`] with [`Limits::fill_in`], given the
    /// board's fill-in `filled` ([`crate::ice::fill_in`]), so that a caller
    /// that needs it for more (the search's root) computes it once.
    pub fn build_on_fill(
        filled: &crate::ice::FillIn,
        color: Color,
        limits: &Limits,
        previous: Option<&Connections>,
        spare: Option<Connections>,
    ) -> Connections {
        let plain = Limits {
            fill_in: false,
            ..limits.clone()
        };
        let mut c = Connections::build_from(filled.board(), color, &plain, previous, spare);
        c.intrusions = filled.intrusions(color);
        c
    }

    /// The owner.
    pub fn color(&self) -> Color {
        self.color
    }

    /// Whether [`Connections::build_from`] started from the previous
    /// connections (they carried over), rather than building afresh.
    pub fn derived(&self) -> bool {
        self.derived
    }

    /// Whether the build stopped at its [`Limits::deadline`] before the
    /// rules had run their course: sound, but it may miss connections.
    pub fn cut(&self) -> bool {
        self.inner.cut()
    }

    /// Whether the owner's stones already join its edges.
    pub fn won(&self) -> bool {
        self.won
    }

    /// The carriers of the full connections between the owner's edges,
    /// smallest first: each is a proven win for the owner whoever moves.
    /// `[EMPTY]` when [`Connections::won`].
    pub fn edge_fulls(&self) -> Vec<Bitboard> {
        if self.won {
            return vec![Bitboard::EMPTY];
        }
        let mut v = self.inner.fulls_between(Node::FirstEdge, Node::SecondEdge);
        v.extend_from_slice(&self.probed);
        v.sort_by_key(|c| c.count());
        v
    }

    /// The smallest carrier joining the owner's edges, if they are joined.
    pub fn edges_full(&self) -> Option<Bitboard> {
        self.edge_fulls().into_iter().next()
    }

    /// The semi connections between the owner's edges, smallest carrier
    /// first: with the owner to move, each key wins.
    pub fn edge_semis(&self) -> Vec<Semi> {
        let mut v = self.inner.semis_between(Node::FirstEdge, Node::SecondEdge);
        v.sort_by_key(|s| s.carrier.count());
        v
    }

    /// A winning move for the owner when it is to move, if one is known:
    /// the key of the smallest edge-to-edge semi. (When the edges are
    /// fully joined any move in no carrier also wins; this gives `None`
    /// then unless a semi exists too.)
    pub fn winning_move(&self) -> Option<usize> {
        self.edge_semis().first().map(|s| s.key)
    }

    /// With the *opponent* to move: the cells outside which every opponent
    /// move loses, or `None` when nothing is known (no edge-to-edge
    /// connection). The intersection of the carriers of the owner's
    /// edge-to-edge semis and fulls (with [`Limits::ladders`], the ladder
    /// nodes' edge semis too); empty when the owner has a full (or has
    /// won): the opponent has lost.
    ///
    /// Built with [`Limits::fill_in`], the mustplay also holds the cells
    /// filled as the owner's captured pairs: an opponent's stone there
    /// threatens to break the pair, the owner must answer it or lose the
    /// pair, and so it is not a pass (the owner may have to answer both it
    /// and the threat). Every other filled cell is no better than a pass.
    pub fn opponent_mustplay(&self) -> Option<Bitboard> {
        if self.won || !self.edge_fulls().is_empty() {
            return Some(Bitboard::EMPTY);
        }
        let within = self
            .inner
            .semis_between(Node::FirstEdge, Node::SecondEdge)
            .iter()
            .chain(&self.ladder.semis)
            .map(|s| s.carrier)
            .reduce(|a, b| a & b)?;
        // No move of the filled board survives: the filled position is
        // lost, and so is the original (it has the same value).
        if within.is_empty() {
            return Some(Bitboard::EMPTY);
        }
        Some(within | self.intrusions)
    }

    /// The cells of a few of the owner's edge semis (the ladder nodes'
    /// too) whose carriers meet in the same cells as all of theirs, the
    /// [`Connections::opponent_mustplay`] (empty when they have none in
    /// common): their carriers (each holds its key). An opponent given every other
    /// empty cell meets each of those semis whole, so a move of its
    /// outside that intersection misses one of them and still loses.
    /// Chosen smallest carrier first, each only if it narrows the
    /// intersection. `None` without an edge semi.
    pub fn semis_proof(&self) -> Option<Bitboard> {
        let mut semis = self.inner.semis_between(Node::FirstEdge, Node::SecondEdge);
        semis.extend_from_slice(&self.ladder.semis);
        semis.sort_by_key(|s| s.carrier.count());
        let target = semis.iter().map(|s| s.carrier).reduce(|a, b| a & b)?;
        let mut within: Option<Bitboard> = None;
        let mut proof = Bitboard::EMPTY;
        for s in &semis {
            if within == Some(target) {
                break;
            }
            let narrower = within.map_or(s.carrier, |w| w & s.carrier);
            if within != Some(narrower) {
                within = Some(narrower);
                proof |= s.carrier;
            }
        }
        Some(proof)
    }

    /// With the owner to move and winning by these connections
    /// ([`Connections::winning_move`], or an edge full): the cells the
    /// win uses, the smaller of the smallest full's carrier and the
    /// smallest semi's (which holds its key).
    pub fn win_proof(&self) -> Option<Bitboard> {
        if self.won {
            return Some(Bitboard::EMPTY);
        }
        let semi = self.edge_semis().first().map(|s| s.carrier);
        match (self.edges_full(), semi) {
            (Some(f), Some(s)) if s.count() < f.count() => Some(s),
            (Some(f), _) => Some(f),
            (None, s) => s,
        }
    }

    /// With the *opponent* to move and lost by these connections alone
    /// (an empty [`Connections::opponent_mustplay`] from an edge full, or
    /// from edge semis whose carriers have no cell in common): the cells
    /// the owner's win uses, its *proof set*. The owner still wins if the
    /// opponent is given every other empty cell: the full's carrier stays
    /// whole, or each semi does, and any opponent move misses one of
    /// them, whose key the owner then plays. `None` when the connections
    /// do not show the loss this way (an intersection with cells in it,
    /// or no edge connection at all).
    pub fn loss_proof(&self) -> Option<Bitboard> {
        if !self.opponent_mustplay()?.is_empty() {
            return None;
        }
        if self.won {
            return Some(Bitboard::EMPTY);
        }
        self.edges_full().or_else(|| self.semis_proof())
    }

    /// The node an owner's stone or an empty cell belongs to; `None` for an
    /// opponent's stone or an index off the board.
    pub fn node_at(&self, index: usize) -> Option<Node> {
        self.inner.node_at(index)
    }

    /// The owner's stones of a node (edges: the stones joined to them;
    /// cells: none).
    pub fn stones(&self, node: Node) -> Bitboard {
        self.inner.stones(node)
    }

    /// The carriers of the full connections between two nodes (empty when
    /// either is not a node of this position).
    pub fn fulls_between(&self, a: Node, b: Node) -> Vec<Bitboard> {
        self.inner.fulls_between(a, b)
    }

    /// The semi connections between two nodes.
    pub fn semis_between(&self, a: Node, b: Node) -> Vec<Semi> {
        self.inner.semis_between(a, b)
    }

    /// Every node fully connected to `node`, each with its smallest carrier.
    pub fn fulls_from(&self, node: Node) -> Vec<(Node, Bitboard)> {
        self.inner.fulls_from(node)
    }

    /// Numbers of full and semi connections found, including those later
    /// dropped for a smaller one (for statistics).
    pub fn counts(&self) -> (usize, usize) {
        (self.inner.full_count(), self.inner.semi_count())
    }
}
