//! The search: iterative deepening over a negamax alpha-beta whose leaves
//! are scored by the 0-1 BFS distances.
//!
//! The driver searches depth 1, 2, ... while time is left, up to the
//! deadline. Root moves are re-ordered by the scores of the previous depth,
//! so the best move so far is searched first; when the deadline cuts a depth
//! short, the root moves it finished were compared with that move at the new
//! depth, and one that beat it replaces the previous best (the unfinished
//! rest is thrown away). A proven result (a win or loss with its distance)
//! ends the search at once, unless it came from a kept table and lies
//! beyond what the depth checked (a search to depth d sees every result
//! up to d + 2 plies away). See [`alphabeta`] for the node search and
//! [`ordering`] for move selection.
//!
//! With connections on, the search below the root plays on the root's
//! filled board ([`connections::filled_root`]: dead and captured cells
//! filled, the same value).

pub mod alphabeta;
pub mod below_root;
pub mod busy;
pub mod clock;
pub mod connections;
pub mod interior;
pub mod late_moves;
pub mod leaves;
pub mod move_shape;
mod move_shape_weights;
pub mod null_move;
pub mod ordering;
mod pages;
pub mod score;
pub mod threads;
pub mod tt;

use crate::bitboard::Bitboard;
use crate::board::{Cell, Geometry, MAX_INDEX};
use crate::position::Position;
use alphabeta::MAX_PLY;
use below_root::BelowRoot;
pub use clock::Clock;
use log::info;
use ordering::{Node, Order, analyse_ranked};
use score::{INF, MATE, MATE_BOUND, describe, is_proven, loss_in, win_in};
use std::sync::Arc;
use std::time::Duration;
use tt::Table;

/// The deepest search a setting may ask for.
pub const MAX_DEPTH: u32 = 64;

/// The moves the root keeps by default, best-ranked first (losses widen
/// it), and every node above [`DEFAULT_DEEP_FROM`]. 20 at every node won
/// its 11x11 self-play SPRT at 0.3 s a move against 30 (+38.2 Elo, H1)
/// and then scored 10 of 40 against Wolve at 1 s on 11x11, where 30
/// scored 18 (docs/strength.md, "Round forty-three"): the root keeps 30.
pub const DEFAULT_WIDTH: usize = 30;

/// The moves a node keeps by default from [`DEFAULT_DEEP_FROM`] plies
/// below the root on. 30 at the root and 20 below won its 11x11
/// self-play SPRT at 0.3 s a move against 30 everywhere (+39.2 Elo, H1)
/// and scored 16 and 17 of 40 against Wolve at 1 s on 11x11
/// (docs/strength.md, "Round forty-four").
pub const DEFAULT_DEEP_WIDTH: usize = 20;

/// The first ply that keeps [`Params::deep_width`] moves by default: every
/// node below the root.
pub const DEFAULT_DEEP_FROM: u32 = 1;

/// The moves a node near the leaves keeps by default
/// ([`Params::frontier_width`]; 0 would be no limit of its own). 10 moves
/// at the nodes two or fewer plies from the leaves won its 11x11
/// self-play SPRT at 0.3 s a move (+34.3 Elo, H1) and scored 14 of 40
/// against Wolve at 1 s on 11x11 where the search without it scored 13
/// the same hour (docs/strength.md, "Round forty-five"). Over four such
/// same-session pairs on 11x11 it scored 47 of 160 against Wolve and the
/// search without it 48 (round forty-seven; 29 against 32 of 80 in two
/// pairs on 9x9): level against Wolve, a gain in self-play, so it stays.
pub const DEFAULT_FRONTIER_WIDTH: usize = 10;

/// The plies left up to which a node keeps [`Params::frontier_width`]
/// moves by default: 2, the nodes whose children are leaves and those one
/// ply above them (the setting of the SPRT).
pub const DEFAULT_FRONTIER_PLIES: u32 = 2;

/// How a search is shaped (the engine's settings).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Params {
    /// Stop after this depth.
    pub max_depth: u32,
    /// Moves kept per node above [`Params::deep_from`], the root's
    /// ([`DEFAULT_WIDTH`] by default; the seeds' "30 most promising");
    /// losses widen it.
    pub width: usize,
    /// Moves kept at the nodes [`Params::deep_from`] or more plies below
    /// the root, instead of `width` (0: `width` at every node;
    /// [`DEFAULT_DEEP_WIDTH`] by default). A narrow node buys depth, but
    /// at the root it leaves out moves an opponent with another
    /// evaluation punishes (docs/strength.md, "Round forty-three").
    pub deep_width: usize,
    /// The first ply that keeps [`Params::deep_width`] moves
    /// ([`DEFAULT_DEEP_FROM`] by default: every node below the root; 0
    /// means the same, as the root keeps `width` or its own width,
    /// [`Searcher::set_root_width`]).
    pub deep_from: u32,
    /// Moves kept at the nodes below the root with [`Params::frontier_plies`]
    /// or fewer plies left, when fewer than their width (0: no limit of
    /// its own; [`DEFAULT_FRONTIER_WIDTH`] by default). Near the leaves a move's
    /// whole subtree is a few leaf scores, and the late moves of a node
    /// that fails low are scored only to be refuted; keeping fewer there
    /// buys depth for the plies above, as late move pruning does in chess
    /// engines. The root is never narrowed by it.
    pub frontier_width: usize,
    /// The plies left up to which a node keeps [`Params::frontier_width`]
    /// moves ([`DEFAULT_FRONTIER_PLIES`] by default; 1: the nodes whose
    /// children are leaves).
    pub frontier_plies: u32,
    /// Stop after depth 1 when the root has a single sensible move (play
    /// it at once); off when the score matters more than the time (solving).
    pub quick_single_reply: bool,
    /// Ask the virtual connections at the root ([`connections`]), one ply
    /// below it ([`below_root`]) and at interior nodes ([`interior`]): a
    /// proof ends the search (or the node) at once and a mustplay region
    /// prunes the moves, but the distance of such a proof is a bound, not
    /// exact.
    pub connections: bool,
    /// Null-move pruning with this reduction in plies ([`null_move`];
    /// `None`: off).
    pub null_move: Option<u32>,
    /// Late move reductions with this reduction in plies
    /// ([`late_moves`]; `None`: off).
    pub late_reduction: Option<u32>,
    /// The leaf's last tie-break is the count of cells at the smallest
    /// two-distance potential instead of the chain count (alphabeta's
    /// `leaf`; off by default).
    pub potential_count: bool,
    /// The leaf's distances and chain cells are those of the walled
    /// graphs: the opponent's intact bridges and edge templates are walls
    /// ([`crate::eval::walls`]; alphabeta's `leaf`; off by default).
    pub bridge_walls: bool,
    /// A leaf whose side to move must take the opponent's only winning
    /// cell is searched this many plies deeper: 1, the block played; 2,
    /// the block and the other side's reply, so that the leaves below have
    /// the side to move of the other leaves (alphabeta's threat
    /// extension; 0, off, by default).
    pub threat_extension: u32,
    /// At the nodes this many plies above the leaves (below the root),
    /// the inferior-cell fill-in is played before the node is searched,
    /// so the leaves below are scored on a filled board (alphabeta's
    /// `negamax`; 0, off, by default).
    pub fill_plies: u32,
    /// How much the leaf's two-distance term weighs beside its stones
    /// ([`leaves::Weights`]; by default the tie-break below half a stone).
    pub weights: leaves::Weights,
    /// How the nodes rank their moves ([`ordering::Order`]; by default
    /// the 1988 key of the bridge-aware map at every node).
    pub order: Order,
}

impl Default for Params {
    fn default() -> Self {
        Params {
            max_depth: MAX_DEPTH,
            width: DEFAULT_WIDTH,
            deep_width: DEFAULT_DEEP_WIDTH,
            deep_from: DEFAULT_DEEP_FROM,
            frontier_width: DEFAULT_FRONTIER_WIDTH,
            frontier_plies: DEFAULT_FRONTIER_PLIES,
            quick_single_reply: true,
            connections: true,
            null_move: null_move::DEFAULT,
            late_reduction: late_moves::DEFAULT,
            potential_count: false,
            bridge_walls: false,
            threat_extension: 0,
            fill_plies: 0,
            weights: leaves::Weights::DEFAULT,
            order: Order::default(),
        }
    }
}

/// What the driver knows after a finished depth.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    pub depth: u32,
    /// For the side to move at the root.
    pub score: i32,
    pub best: Cell,
    /// Principal variation from the root, best move first.
    pub pv: Vec<Cell>,
    /// Root moves searched at this depth with their scores, best first.
    /// When the clock cut a depth short with a new best move (`best`), the
    /// last finished depth's: the order known for the others.
    pub root_scores: Vec<RootScore>,
    /// Nodes since the search started; in the search's final report, the
    /// helper threads' nodes too (see [`threads`]).
    pub nodes: u64,
    pub elapsed: Duration,
}

/// What a finished depth knows of one root move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RootScore {
    pub cell: Cell,
    /// The move's score for the side to move at the root.
    pub score: i32,
    /// Whether `score` is the move's value at this depth. If not, it is an
    /// upper bound: the null-window test showed the move no better than the
    /// best so far, and its true value is `score` or less.
    pub exact: bool,
}

impl Report {
    /// Whether the score is a proven win or loss.
    pub fn proven(&self) -> bool {
        is_proven(self.score)
    }

    /// Nodes per second so far.
    pub fn nodes_per_second(&self) -> u64 {
        (self.nodes as f64 / self.elapsed.as_secs_f64().max(1e-9)) as u64
    }
}

/// The log line of a proof: the search stops as soon as it has one.
fn log_proof(r: &Report) {
    info!(
        "proven: {} with {} at depth {} ({} nodes, {:.3}s); search stops",
        describe(r.score),
        r.best,
        r.depth,
        r.nodes,
        r.elapsed.as_secs_f64()
    );
}

/// Whether a proof found at `r.depth` is one this depth's search checked
/// for a quicker result: a search to depth d sees every result up to
/// d + 2 plies away (the node's own analysis sees the win next move and
/// the loss to an unstoppable threat), so the first proof it meets is the
/// quickest win or the slowest loss. An entry kept from the search before
/// ([`Searcher::set_keep_table`]) may carry a proof from further away,
/// found by that search without a check of the quicker ones this
/// position has: the search goes on until the depth covers it.
fn within_horizon(r: &Report) -> bool {
    let plies = (MATE - r.score.abs()) as u32;
    plies <= r.depth + 2
}

/// The search state kept between searches: the table and its buffers,
/// and the helper threads (parked between searches; they share the table).
pub struct Searcher {
    table: Arc<Table>,
    /// This thread's cache of leaf scores.
    leaves: leaves::Leaves,
    /// The nodes the threads of a search are in (shared, as the table).
    busy: Arc<busy::Busy>,
    /// Whether other threads search with this one (then nodes are marked
    /// in `busy`; never with one thread, whose search stays deterministic).
    shared: bool,
    pool: threads::Pool,
    history: Box<[[u32; MAX_INDEX]; 2]>,
    killers: [[Option<usize>; 2]; MAX_PLY + 1],
    pv: Vec<[u16; MAX_PLY]>,
    pv_len: [usize; MAX_PLY + 1],
    nodes: u64,
    aborted: bool,
    width: usize,
    /// The width of the nodes `deep_from` or more plies below the root
    /// ([`Params::deep_width`]; `width` when it is 0).
    deep_width: usize,
    deep_from: usize,
    /// The width of the nodes with `frontier_plies` or fewer plies left
    /// ([`Params::frontier_width`]; `usize::MAX` when it is 0).
    frontier_width: usize,
    frontier_plies: u32,
    clock: Clock,
    /// The connections below the root of this search ([`below_root`]).
    below: BelowRoot,
    /// The mustplay of the node being searched at each ply: its moves are
    /// limited to these cells (at ply 1 the opponent's mustplay after the
    /// root move, from [`below_root`]; deeper, from [`interior`]).
    mustplay: Vec<Option<Bitboard>>,
    /// The connections at interior nodes of this search ([`interior`]).
    interior: interior::Interior,
    /// The least remaining depth of an interior node that asks for them.
    interior_depth: Option<u32>,
    /// The least remaining depth of a principal-variation node that asks
    /// for them, with a reserve of the time ([`Searcher::set_interior_pv`]).
    interior_pv: Option<u32>,
    /// The guard of the interior builds against the deadline
    /// ([`Searcher::set_interior_guard`]).
    interior_guard: Option<u32>,
    /// The interior builds take one part in this many of the time left
    /// ([`Searcher::set_interior_share`]).
    interior_share: u32,
    /// Whether the root's connections also look for edge-to-edge fulls
    /// by playing keys ([`Searcher::set_root_probes`]).
    root_probes: bool,
    /// Whether the root's verdict is narrowed by a wider build of the
    /// opponent's connections ([`Searcher::set_root_wide`]).
    root_wide: bool,
    /// Whether the verdicts at the root and below it are sharpened by the
    /// fill-in for the side to move ([`Searcher::set_root_sided`]).
    root_sided: bool,
    /// How many root moves the knowledge keeps, the best it scores on
    /// their connections (0: off; [`Searcher::set_root_knowledge`]).
    root_knowledge: usize,
    /// Whether the root knowledge ranks by the circuit alone instead of
    /// by the distance first ([`Searcher::set_knowledge_circuit`]).
    knowledge_circuit: bool,
    /// The fewest stones on the board for the root knowledge to apply
    /// ([`Searcher::set_knowledge_from`]).
    knowledge_from: usize,
    /// The null move's reduction in this search (`None`: off).
    null_move: Option<u32>,
    /// The late moves' reduction in this search (`None`: off).
    late_reduction: Option<u32>,
    /// Whether this search's leaves count the cells at the smallest
    /// potential instead of the chain cells.
    potential_count: bool,
    /// Whether this search's leaves wall the opponent's bridges.
    bridge_walls: bool,
    /// How many plies this search extends a leaf that must block a
    /// winning cell (0: none).
    threat_extension: u32,
    /// The plies left at which this search's nodes play their fill-in
    /// (0: none).
    fill_plies: u32,
    /// The ply of the node whose fill-in is on the board now: it searches
    /// itself again, filled, and must not fill again.
    filled_ply: Option<usize>,
    /// This search's leaf weights.
    weights: leaves::Weights,
    /// How this search's nodes rank their moves.
    order: Order,
    /// By ply, whether the node there was reached by a null move (the
    /// node then tries none itself).
    passed: [bool; MAX_PLY + 1],
    /// Root moves the next search leaves out ([`Searcher::avoid_at_root`]).
    avoid: Bitboard,
    /// The solver's proven positions, for the next search
    /// ([`Searcher::read_proofs`]); during a search, its own.
    proofs: Option<Proofs>,
    /// Nodes of this search scored by the solver's table.
    proof_hits: u64,
    /// Whether a search keeps what the last one stored
    /// ([`Searcher::set_keep_table`]).
    keep_table: bool,
    /// The shape of the last search, whose entries the table holds.
    kept: Option<Shape>,
    /// Whether a table entry cuts a node off only when its depth is the
    /// node's or deeper by an even number of plies
    /// ([`Searcher::set_table_parity`]).
    table_parity: bool,
    /// The root's width, 0 for the search's ([`Searcher::set_root_width`]).
    root_width: usize,
    /// The depths at which the root searches every move
    /// ([`Searcher::set_root_sweep`]).
    root_sweep: u32,
}

/// What a stored score depends on besides its position: the settings that
/// shape the tree below a node and score its leaves, and the board (a
/// position's key is its stones' cell numbers, which mean other cells on
/// another board). Two searches of the same shape may share a table.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Shape {
    params: Params,
    board: (usize, usize),
    interior: (Option<u32>, Option<u32>, Option<u32>, u32),
    table_parity: bool,
}

impl Shape {
    fn of(params: &Params, pos: &Position, s: &Searcher) -> Shape {
        Shape {
            // The depth limit and the quick reply end a search sooner;
            // they do not change what a node's entry means.
            params: Params {
                max_depth: MAX_DEPTH,
                quick_single_reply: true,
                ..*params
            },
            board: (pos.geometry().width(), pos.geometry().height()),
            interior: (
                s.interior_depth,
                s.interior_pv,
                s.interior_guard,
                s.interior_share,
            ),
            table_parity: s.table_parity,
        }
    }
}

/// The solver's table as a search reads it ([`Searcher::read_proofs`]).
#[derive(Clone)]
pub(super) struct Proofs {
    table: Arc<crate::solver::table::Table>,
    /// XORed into a node's key gives the key of the same position
    /// without the root's fill-in: the solver's table knows the positions
    /// it walked, which are the game's stones and moves, not filled.
    unfill: u64,
}

impl Proofs {
    /// The proven score of the position with `key`, `ply` plies from the
    /// root with `empty` empty cells, when the solver's table holds it
    /// solved: a win or loss no later than the last empty cell.
    #[inline]
    pub(super) fn score(&self, key: u64, ply: usize, empty: usize) -> Option<i32> {
        let bounds = self.table.get(key ^ self.unfill)?.bounds;
        if bounds.is_win() {
            Some(win_in(ply + empty))
        } else if bounds.is_loss() {
            Some(loss_in(ply + empty))
        } else {
            None
        }
    }
}

impl Searcher {
    /// A searcher with a transposition table of about `table_mb` megabytes.
    pub fn new(table_mb: usize) -> Searcher {
        Searcher {
            table: Arc::new(Table::new(table_mb)),
            leaves: leaves::Leaves::default(),
            busy: Arc::default(),
            shared: false,
            pool: threads::Pool::default(),
            history: Box::new([[0; MAX_INDEX]; 2]),
            killers: [[None; 2]; MAX_PLY + 1],
            pv: vec![[0; MAX_PLY]; MAX_PLY + 1],
            pv_len: [0; MAX_PLY + 1],
            nodes: 0,
            aborted: false,
            width: usize::MAX,
            deep_width: usize::MAX,
            deep_from: 0,
            frontier_width: usize::MAX,
            frontier_plies: 0,
            clock: Clock::new(None, None),
            below: BelowRoot::default(),
            mustplay: vec![None; MAX_PLY + 1],
            interior: interior::Interior::default(),
            interior_depth: None,
            interior_pv: None,
            interior_guard: None,
            interior_share: interior::SHARE,
            root_probes: false,
            root_wide: false,
            root_sided: false,
            root_knowledge: 0,
            knowledge_circuit: false,
            knowledge_from: 0,
            null_move: None,
            late_reduction: None,
            potential_count: false,
            bridge_walls: false,
            threat_extension: 0,
            fill_plies: 0,
            filled_ply: None,
            weights: leaves::Weights::DEFAULT,
            order: Order::default(),
            passed: [false; MAX_PLY + 1],
            avoid: Bitboard::EMPTY,
            proofs: None,
            proof_hits: 0,
            keep_table: false,
            kept: None,
            table_parity: false,
            root_width: 0,
            root_sweep: 0,
        }
    }

    /// Asks the virtual connections at interior nodes with at least
    /// `min_depth` plies left, two or more plies below the root, when the
    /// connections are on ([`interior`]; `None`: never). A new searcher
    /// has `None` (the `bench` searches without them, so its node
    /// signature does not depend on them); the engine's sessions set
    /// [`interior::MIN_DEPTH`] by default since a long self-play SPRT
    /// accepted it (docs/strength.md, "Interior connections decided").
    pub fn set_interior_depth(&mut self, min_depth: Option<u32>) {
        self.interior_depth = min_depth;
    }

    /// Also asks the connections at principal-variation nodes (a window
    /// wider than one) with at least `min_depth` plies left, two or more
    /// plies below the root, whenever interior nodes ask at all
    /// ([`Searcher::set_interior_depth`]), and keeps the last part of the
    /// interior builds' time for such nodes ([`interior`]; `None`: they
    /// ask as the other nodes do, the default).
    pub fn set_interior_pv(&mut self, min_depth: Option<u32>) {
        self.interior_pv = min_depth;
    }

    /// How the interior builds are kept from the end of a search: with
    /// `Some(n)`, a build starts only while `n` times what a build has cost
    /// on average is left before the deadline; with `None` (the default),
    /// only while the root's per-cell guard
    /// ([`connections::affordable`]: 40 ms on 9x9, 60 ms on 11x11) is
    /// (see [`interior`]). Either way no build runs past the deadline.
    pub fn set_interior_guard(&mut self, times: Option<u32>) {
        self.interior_guard = times;
    }

    /// The interior builds of a search may take one part in `parts` of the
    /// time its move has left after the root's and the below-root
    /// connections (1: all of it; [`interior::SHARE`], a quarter, by
    /// default; 0 counts as 1). Each build still stops at the deadline.
    pub fn set_interior_share(&mut self, parts: u32) {
        self.interior_share = parts;
    }

    /// The next search (only) leaves these root moves out, unless every
    /// move it would search is one of them: `genmove` passes the moves its
    /// solver proved losing (`param_hexbfs solver_check`), which no
    /// search result can make better than a move not known to lose.
    pub fn avoid_at_root(&mut self, moves: Bitboard) {
        self.avoid = moves;
    }

    /// The next search (only) reads `table`, the df-pn solver's, at every
    /// node below the root: a position the solver has proven (the game's
    /// stones and the search's moves, whatever the root's fill-in added)
    /// is scored as the proven win or loss it is, as the connections'
    /// proofs are, instead of being searched. `genmove` passes it when
    /// the solver took part in the move (`param_hexbfs solver_share`,
    /// `solver_check`): what df-pn proved in its share, and in the moves
    /// before, then reaches the search's whole tree, not only the root
    /// moves it refuted ([`Searcher::avoid_at_root`]). The search drops
    /// it when it returns, so the solver writes to its table alone again.
    pub fn read_proofs(&mut self, table: Option<Arc<crate::solver::table::Table>>) {
        self.proofs = table.map(|table| Proofs { table, unfill: 0 });
    }

    /// With `on`, the root's connections (once a search) also look for
    /// edge-to-edge fulls by playing keys when a colour's edges are not
    /// joined ([`connections::at_root_probing`]); off by default.
    pub fn set_root_probes(&mut self, on: bool) {
        self.root_probes = on;
    }

    /// With `on`, the root's verdict, when it proves nothing, is narrowed
    /// by the opponent's connections built once more within wider limits
    /// ([`connections::narrowed`]): a smaller mustplay, or a proven loss,
    /// for a few milliseconds a move; off by default.
    pub fn set_root_wide(&mut self, on: bool) {
        self.root_wide = on;
    }

    /// With `on`, the verdicts at the root and after each root move are
    /// sharpened by those on the fill-in for the side to move, when it
    /// fills more than the fill-in without a side (the opponent's
    /// permanently inferior cells, [`crate::ice::fill_in_for`];
    /// [`connections::sharpened`]): one build more where it does (the
    /// opponent's connections, [`connections::sided_verdict`]). Off by
    /// default: its SPRT stood near H0 at +5.7 Elo after 1100 games, and it
    /// scored 11 of 40 against Wolve beside the defaults' 16
    /// (docs/strength.md, "Round fifty-two").
    pub fn set_root_sided(&mut self, on: bool) {
        self.root_sided = on;
    }

    /// Root knowledge (`param_hexbfs root_knowledge`), `keep` > 0: the
    /// connections built after each root move (below the root, which may
    /// then take half of the time) also score the position it leaves by
    /// [`crate::eval::joined::score`], the 0-1 BFS distance with groups
    /// joined by fulls counted as one, ties broken by Six's circuit on
    /// the same connections; and the search considers only the `keep`
    /// root moves so scored best (best first). With 1 the
    /// knowledge picks the move (unless the connections prove a win); 0
    /// is off.
    pub fn set_root_knowledge(&mut self, keep: usize) {
        self.root_knowledge = keep;
    }

    /// With `on` (`param_hexbfs knowledge_circuit`), the root knowledge
    /// ranks the root moves by the circuit's log resistance ratio alone,
    /// as Wolve's evaluation does, instead of by the joined distance
    /// first.
    pub fn set_knowledge_circuit(&mut self, on: bool) {
        self.knowledge_circuit = on;
    }

    /// The root knowledge applies only to positions with at least
    /// `stones` stones on the board (`param_hexbfs knowledge_from`; 0:
    /// every position). Round twenty-five's games lost to the knowledge
    /// were lost early, and round twenty-six found the best child of
    /// hexbfs's circuit furthest from Wolve's after one stone
    /// (docs/strength.md).
    pub fn set_knowledge_from(&mut self, stones: usize) {
        self.knowledge_from = stones;
    }

    /// With `on` (`param_hexbfs keep_table`), a search keeps the entries
    /// of the search before it, and its leaf cache, when the two have the
    /// same settings and board: in a game, the positions the last move's
    /// search stored two plies below its root are the new root's subtree,
    /// searched already to the old depth less two, so the first depths
    /// come from the table and the moves of the deeper ones are ordered
    /// by it, as chess engines keep theirs from move to move. A stored
    /// score depends on its position and those settings only, so a kept
    /// entry is as sound as a new one; what changes is that a search's
    /// result depends on the searches before it. A kept proof may lie
    /// beyond the depth a search has reached, where a quicker win may
    /// hide: it ends the search only once the depth covers its distance.
    /// Off by default: every
    /// search starts afresh, its result a function of its position and
    /// settings (the bench and the determinism tests rely on that).
    pub fn set_keep_table(&mut self, on: bool) {
        self.keep_table = on;
    }

    /// With `on` (`param_hexbfs table_parity`), a table entry searched
    /// deeper than a node needs cuts the node off only when the two depths
    /// differ by an even number of plies. The leaf's score leans to the
    /// side that moved last, so an entry searched one ply deeper than its
    /// siblings scores with the other lean; with the parity kept, the
    /// values a node compares are of one kind. Proofs cut off at any
    /// depth. Off by default: any deeper entry cuts off.
    pub fn set_table_parity(&mut self, on: bool) {
        self.table_parity = on;
    }

    /// The moves the root considers (`param_hexbfs root_width`): the
    /// `width` best-ranked ones, where 0 (the default) is the search's
    /// [`Params::width`]. The root's order is fixed before the
    /// first depth (the 1988 map's key, after the connections' verdicts
    /// dropped the losing and inferior moves), and each depth only
    /// re-orders the moves it searched, so a move ranked below the width
    /// is never searched at all, whatever the time; a wider root trades
    /// some depth for those moves. As below the root, when every move
    /// searched is a proven loss the others are searched too.
    pub fn set_root_width(&mut self, width: usize) {
        self.root_width = width;
    }

    /// The first `depths` depths of the iterative deepening search every
    /// root move (`param_hexbfs root_sweep`; 0, the default: none), the
    /// later ones the root's width ([`Searcher::set_root_width`]) of
    /// them: each depth sorts the moves it searched by their scores, so
    /// after a sweep the moves the deeper search keeps are the best by
    /// the sweep's scores instead of by the map's key alone. A sweep of
    /// one depth costs a leaf a root move.
    pub fn set_root_sweep(&mut self, depths: u32) {
        self.root_sweep = depths;
    }

    /// Replaces the table with one of about `table_mb` megabytes (0: none).
    pub fn resize_table(&mut self, table_mb: usize) {
        self.kept = None;
        // The helpers are handed the main thread's table with each search.
        self.table = Arc::new(Table::new(table_mb));
    }

    /// Maps the table's memory now (see [`Table::touch_all`]); for the bench.
    pub fn touch_table(&self) {
        self.table.touch_all();
    }

    /// Clears the per-search state (history, killers, leaf cache, counters) and takes
    /// the search's width and clock.
    fn reset(&mut self, params: &Params, clock: Clock) {
        self.leaves.new_search();
        self.reset_keeping_leaves(params, clock);
    }

    /// [`Searcher::reset`] but for the leaf cache.
    fn reset_keeping_leaves(&mut self, params: &Params, clock: Clock) {
        self.history.iter_mut().for_each(|h| h.fill(0));
        self.killers = [[None; 2]; MAX_PLY + 1];
        self.nodes = 0;
        self.proof_hits = 0;
        self.aborted = false;
        self.width = params.width.max(1);
        self.deep_width = match params.deep_width {
            0 => self.width,
            w => w,
        };
        self.deep_from = params.deep_from as usize;
        self.frontier_width = match params.frontier_width {
            0 => usize::MAX,
            w => w,
        };
        self.frontier_plies = params.frontier_plies;
        self.null_move = params.null_move;
        self.late_reduction = params.late_reduction;
        self.potential_count = params.potential_count;
        self.bridge_walls = params.bridge_walls;
        self.threat_extension = params.threat_extension;
        self.fill_plies = params.fill_plies;
        self.filled_ply = None;
        self.weights = params.weights;
        self.order = params.order;
        self.passed = [false; MAX_PLY + 1];
        self.clock = clock;
        self.below = BelowRoot::default();
        self.mustplay.fill(None);
        self.interior.off();
    }

    /// Searches `pos` for its side to move until the clock, the depth limit
    /// or a proof stops it, calling `on_depth` after each finished depth.
    /// Returns the last finished depth's report, or `None` when the game is
    /// over. Even when no depth finishes, the report names the best-ranked
    /// move, so a legal move always comes back.
    pub fn search(
        &mut self,
        pos: &Position,
        params: &Params,
        clock: Clock,
        on_depth: impl FnMut(&Report),
    ) -> Option<Report> {
        let report = self.search_once(pos, params, clock, on_depth);
        // The solver's table was lent for this search only.
        self.proofs = None;
        report
    }

    /// [`Searcher::search`], with the solver's table if it was lent.
    fn search_once(
        &mut self,
        pos: &Position,
        params: &Params,
        clock: Clock,
        mut on_depth: impl FnMut(&Report),
    ) -> Option<Report> {
        let avoid = std::mem::replace(&mut self.avoid, Bitboard::EMPTY);
        if pos.winner().is_some() || pos.board().empty().is_empty() {
            return None;
        }
        // The table and the leaf cache are forgotten, unless kept from a
        // search of the same shape ([`Searcher::set_keep_table`]).
        let shape = Shape::of(params, pos, self);
        let reused = self.keep_table && self.kept == Some(shape);
        if !reused {
            self.table.new_generation();
            self.leaves.new_search();
        }
        self.kept = Some(shape);
        self.reset_keeping_leaves(params, clock);
        let mut pos = pos.clone();
        let g = pos.geometry().clone();

        let (mut moves, mut instant) = match analyse_ranked(&pos, self.order.at(0), |_| 0) {
            Node::WinNow(i) => (vec![i], Some(win_in(1))),
            Node::Lost(cells) => (cells, Some(loss_in(2))),
            Node::Forced(i) => (vec![i], None),
            Node::Open(moves) => (moves, None),
        };
        let cells = g.width() * g.height();
        let knowledge =
            self.root_knowledge > 0 && pos.board().stone_count() as usize >= self.knowledge_from;
        let mut lost = false;
        let asked = params.connections
            && instant.is_none()
            && moves.len() > 1
            && connections::affordable(&self.clock, cells);
        // The root's fill-in, for its verdict, its inferior moves and the
        // filled board below it.
        let fill = asked.then(|| crate::ice::fill_in(pos.board()));
        // The fill-in for the side to move, when it fills more: its
        // verdict sharpens the root's.
        let sided = fill
            .as_ref()
            .filter(|_| self.root_sided)
            .and_then(|f| connections::sided(f, pos.to_move()));
        // The root's connections, and those after each root move: the
        // builds below them start from these.
        let mut root_built = [None, None];
        let mut below_built = Vec::new();
        if let Some(fill) = &fill {
            // A proven loss ends nothing: the search looks for the longest
            // resistance (and the moves below the root would all lose).
            // Half of the time at most, so that the first depth still fits.
            let deadline = self.clock.deadline_after(0.5);
            let (proof, built) = connections::at_root_probing(
                fill,
                sided.as_ref(),
                pos.to_move(),
                &mut moves,
                deadline,
                self.root_probes,
                self.root_wide,
            );
            root_built = built;
            match proof {
                Some(score) if score < 0 => lost = true,
                proven => instant = proven,
            }
        }
        if params.connections && instant.is_none() && !lost && moves.len() > 1 {
            // Kept only for the interior nodes, when they ask.
            let keep = if self.interior_depth.is_some() {
                below_root::keep(cells)
            } else {
                0
            };
            (self.below, below_built) = below_root::below_root_from(
                &pos,
                &moves,
                &self.clock,
                &root_built,
                keep,
                knowledge,
                self.root_sided,
            );
            if let Some((m, score)) = self.below.win {
                moves = vec![m];
                instant = Some(score);
            }
            self.below.drop_losses(&mut moves);
            if knowledge && instant.is_none() {
                knowledge_keep(
                    &self.below.knowledge,
                    &mut moves,
                    self.root_knowledge,
                    self.knowledge_circuit,
                );
            }
        }
        if instant.is_none() && moves.iter().any(|&m| !avoid.contains(m)) {
            moves.retain(|&m| !avoid.contains(m));
        }
        drop(root_built);
        if let Some(fill) = &fill
            && instant.is_none()
            && let Some(filled) = connections::filled_root(fill, &pos, &moves)
        {
            // Every node below the root is searched and scored on the
            // root's filled board (same value; captured cells count as
            // their owner's stones in every distance).
            if let Some(p) = &mut self.proofs {
                p.unfill = pos.key() ^ filled.key();
            }
            pos = filled;
        }
        let mut last = Report {
            depth: 0,
            score: instant.unwrap_or(0),
            best: g.cell(moves[0]),
            pv: vec![g.cell(moves[0])],
            root_scores: Vec::new(),
            nodes: 1,
            elapsed: self.clock.elapsed(),
        };
        if instant.is_some() {
            last.depth = 1;
            on_depth(&last);
            log_proof(&last);
            return Some(last);
        }
        let interior = asked && !lost;
        self.interior.start(
            self.interior_depth.filter(|_| interior),
            self.interior_pv,
            self.interior_guard,
            self.interior_share,
            &self.clock,
            // What a verdict below the root cost on average.
            self.below
                .spent
                .checked_div(self.below.looked_at as u32)
                .unwrap_or_default(),
        );
        self.interior.adopt(below_built);
        let max_depth = params.max_depth.clamp(1, MAX_DEPTH);
        self.shared = self.threads() > 1;
        let crew = threads::Crew::start(self, &pos, &moves, params);
        for depth in 1..=max_depth {
            if depth > 1 && self.clock.expired() {
                break;
            }
            let report = match self.root(&mut pos, &mut moves, depth) {
                Depth::Finished(report) => report,
                Depth::CutShort(report) => {
                    last = after_cut_short(last, report);
                    break;
                }
                Depth::Nothing => break,
            };
            on_depth(&report);
            let proven = report.proven();
            last = report;
            if proven && (!reused || within_horizon(&last)) {
                log_proof(&last);
                break;
            }
            if moves.len() == 1 && params.quick_single_reply {
                break;
            }
        }
        last.nodes += crew.finish(self);
        self.interior.log();
        if self.proofs.is_some() {
            info!(
                "the solver's table scored {} of the main thread's {} nodes",
                self.proof_hits, self.nodes
            );
        }
        Some(last)
    }

    /// One depth at the root: principal-variation search over `moves`,
    /// which come back re-ordered by score (only when the depth finished).
    fn root(&mut self, pos: &mut Position, moves: &mut Vec<usize>, depth: u32) -> Depth {
        let me = pos.to_move();
        let g = pos.geometry().clone();
        let mut alpha = -INF;
        // (score, move, exact)
        let mut scored: Vec<(i32, usize, bool)> = Vec::with_capacity(moves.len());
        // With other threads, a move other than the first whose child
        // another thread is in goes to the end of the order (at most
        // [`alphabeta::LATER`] of them), as below the root
        // ([`busy`]): the threads split the root moves instead of racing
        // through the same one.
        let defer = self.shared && depth > alphabeta::MARK_DEPTH;
        let mut order: Vec<usize> = (0..moves.len()).collect();
        let width = match self.root_width {
            _ if depth <= self.root_sweep => usize::MAX,
            0 => self.width,
            w => w,
        };
        let mut k = 0;
        while let Some(&n) = order.get(k) {
            k += 1;
            let m = moves[n];
            if n >= width && alpha > -MATE_BOUND {
                continue;
            }
            if defer
                && k <= moves.len()
                && !scored.is_empty()
                && order.len() - moves.len() < alphabeta::LATER
                && self.busy.busy(pos.key_after(me, m))
            {
                order.push(n);
                continue;
            }
            self.mustplay[1] = self.below.replies_to(m).copied();
            self.interior.enter(m);
            pos.play_index(me, m);
            // The first move gets the full window: exact. The others are
            // tested with a null window at alpha; failing low (fail-soft)
            // leaves an upper bound, and a move that beats alpha is searched
            // again in (alpha, INF), exact unless it falls back to alpha.
            let (score, exact) = if scored.is_empty() {
                (-self.negamax(pos, depth - 1, -INF, INF, 1), true)
            } else {
                let s = -self.negamax(pos, depth - 1, -alpha - 1, -alpha, 1);
                if s > alpha {
                    let s = -self.negamax(pos, depth - 1, -INF, -alpha, 1);
                    (s, s > alpha)
                } else {
                    (s, false)
                }
            };
            pos.undo();
            if self.aborted {
                return match best_so_far(&scored) {
                    Some(best) => Depth::CutShort(self.report(&g, depth, best, &[])),
                    None => Depth::Nothing,
                };
            }
            if score > alpha {
                alpha = score;
                let child = self.pv_len[1];
                self.pv[0][0] = m as u16;
                let (head, tail) = self.pv.split_at_mut(1);
                head[0][1..=child].copy_from_slice(&tail[0][..child]);
                self.pv_len[0] = child + 1;
            }
            scored.push((score, m, exact));
        }
        // Best first; ties keep the previous order (a stable sort).
        scored.sort_by_key(|&(s, _, _)| -s);
        let searched: Vec<usize> = scored.iter().map(|&(_, m, _)| m).collect();
        let rest: Vec<usize> = moves
            .iter()
            .copied()
            .filter(|m| !searched.contains(m))
            .collect();
        *moves = searched.into_iter().chain(rest).collect();
        Depth::Finished(self.report(&g, depth, (scored[0].0, scored[0].1), &scored))
    }

    /// The report of the root search at `depth` whose best move so far is
    /// `best` with `score`; the principal variation is the table's.
    fn report(
        &self,
        g: &Geometry,
        depth: u32,
        best: (i32, usize),
        scored: &[(i32, usize, bool)],
    ) -> Report {
        let (score, best) = best;
        let pv = self.pv[0][..self.pv_len[0]]
            .iter()
            .map(|&i| g.cell(i as usize))
            .collect();
        Report {
            depth,
            score,
            best: g.cell(best),
            pv,
            root_scores: scored
                .iter()
                .map(|&(score, m, exact)| RootScore {
                    cell: g.cell(m),
                    score,
                    exact,
                })
                .collect(),
            nodes: self.nodes,
            elapsed: self.clock.elapsed(),
        }
    }
}

/// The root knowledge's cut of the root `moves`: the `keep` best of
/// those scored on their connections (`knowledge`: stones, then the log
/// resistance ratio, for the side to move; with `circuit`, the ratio
/// alone), best first, in place of all of them. The moves stay as they
/// are when none was scored (the verdicts below the root reached none of
/// them); a move with no score (not reached) is dropped with the others
/// beyond `keep`.
fn knowledge_keep(
    knowledge: &[(usize, (i32, f64))],
    moves: &mut Vec<usize>,
    keep: usize,
    circuit: bool,
) {
    let mut scored: Vec<(usize, (i32, f64))> = knowledge
        .iter()
        .copied()
        .filter(|(m, _)| moves.contains(m))
        .collect();
    if scored.is_empty() {
        return;
    }
    // Best first; equal scores keep the ranked order the verdicts went in.
    if circuit {
        scored.sort_by(|(_, a), (_, b)| b.1.total_cmp(&a.1));
    } else {
        scored.sort_by(|(_, a), (_, b)| b.0.cmp(&a.0).then(b.1.total_cmp(&a.1)));
    }
    *moves = scored.iter().take(keep).map(|&(m, _)| m).collect();
    info!(
        "root knowledge keeps {} of {} scored",
        moves.len(),
        scored.len()
    );
}

/// The best of the root moves a depth finished, in search order: the first
/// move (the last depth's best) has its exact score at this depth, and a
/// later one replaces it only by beating it. A later move that failed low
/// returns a bound that can equal the best score, so ties keep the earlier
/// move.
fn best_so_far(scored: &[(i32, usize, bool)]) -> Option<(i32, usize)> {
    scored
        .iter()
        .map(|&(s, m, _)| (s, m))
        .reduce(|best, m| if m.0 > best.0 { m } else { best })
}

/// How one depth at the root ended.
enum Depth {
    /// Every root move was searched.
    Finished(Report),
    /// The clock ran out; the report covers the root moves that finished.
    CutShort(Report),
    /// The clock ran out before the first root move finished.
    Nothing,
}

/// The search's result when the clock cut a depth short: `cut`, the
/// unfinished depth's, if its best move beat the last finished depth's
/// (`last`), with `last`'s root moves as the order known for the others
/// (what a caller that turns the new best down, the solver's check, falls
/// back on); else `last`.
fn after_cut_short(last: Report, mut cut: Report) -> Report {
    if cut.best == last.best {
        return last;
    }
    log_cut_short(&cut, last.best);
    cut.root_scores = last.root_scores;
    cut
}

/// The log line of a depth cut short by the deadline after a root move beat
/// the previous best.
fn log_cut_short(r: &Report, previous: Cell) {
    info!(
        "depth {:>2} cut short: {} beat {} with {} ({} nodes, {:.3}s)",
        r.depth,
        r.best,
        previous,
        describe(r.score),
        r.nodes,
        r.elapsed.as_secs_f64()
    );
}

#[cfg(test)]
mod tests {
    use super::{Report, RootScore, after_cut_short, best_so_far, knowledge_keep};
    use crate::board::Cell;
    use std::time::Duration;

    #[test]
    fn the_knowledge_keeps_its_best_moves_in_order() {
        // Stones first, then the resistance ratio.
        let knowledge = [(3, (1, 0.5)), (4, (2, -0.1)), (5, (2, 0.3)), (6, (0, 9.0))];
        let cut = |moves: &[usize], keep: usize| {
            let mut moves = moves.to_vec();
            knowledge_keep(&knowledge, &mut moves, keep, false);
            moves
        };
        assert_eq!(cut(&[3, 4, 5, 6, 7], 1), vec![5]);
        assert_eq!(cut(&[3, 4, 5, 6, 7], 3), vec![5, 4, 3]);
        // An unscored move (7) is cut with the rest; moves no longer at the
        // root (5, proven lost) are not brought back.
        assert_eq!(cut(&[3, 4, 6, 7], 8), vec![4, 3, 6]);
        // Nothing scored: the moves stay.
        assert_eq!(cut(&[7, 8], 2), vec![7, 8]);
        // By the circuit alone.
        let mut moves = vec![3, 4, 5, 6, 7];
        knowledge_keep(&knowledge, &mut moves, 3, true);
        assert_eq!(moves, vec![6, 3, 5]);
    }

    #[test]
    fn a_cut_short_depth_keeps_the_first_move_unless_beaten() {
        assert_eq!(best_so_far(&[]), None);
        // A later move that only ties (a fail-low bound) does not replace it.
        let bounds = [(-1, 7, true), (-1, 3, false), (-5, 2, false)];
        assert_eq!(best_so_far(&bounds), Some((-1, 7)));
        let beaten = [(-1, 7, true), (0, 3, true), (0, 2, false)];
        assert_eq!(best_so_far(&beaten), Some((0, 3)));
    }

    /// A report at `depth` whose best move is `best`, with `ranked` as its
    /// root moves (scores falling).
    fn report(depth: u32, best: &str, ranked: &[&str]) -> Report {
        let cell = |s: &str| s.parse::<Cell>().unwrap();
        Report {
            depth,
            score: 1,
            best: cell(best),
            pv: vec![cell(best)],
            root_scores: ranked
                .iter()
                .zip(0..)
                .map(|(s, k)| RootScore {
                    cell: cell(s),
                    score: -k,
                    exact: k == 0,
                })
                .collect(),
            nodes: 100 * u64::from(depth),
            elapsed: Duration::ZERO,
        }
    }

    #[test]
    fn a_new_best_from_a_cut_short_depth_keeps_the_finished_order_for_the_others() {
        let finished = report(4, "e5", &["e5", "d6", "c3"]);
        // The unfinished depth found d6 better: d6 is played, and e5 and c3
        // stay behind it in the finished depth's order (the solver's check
        // falls back on them when it refutes d6).
        let beaten = after_cut_short(finished.clone(), report(5, "d6", &[]));
        assert_eq!((beaten.depth, beaten.best), (5, "d6".parse().unwrap()));
        assert_eq!(beaten.root_scores, finished.root_scores);
        // The same best move: the finished depth stands, whole.
        let same = after_cut_short(finished.clone(), report(5, "e5", &[]));
        assert_eq!(same, finished);
    }
}
