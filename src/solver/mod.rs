//! An exact solver for the side to move: depth-first proof-number search
//! (df-pn, Nagai 2002) over a transposition table.
//!
//! Every position carries a *proof number* φ (how many leaves must still be
//! proven for its side to move to win, at least) and a *disproof number* δ
//! (the same for a loss). A position's φ is the smallest δ of its children
//! (one refuted reply suffices) and its δ the sum of its children's φ (every
//! reply must be answered). Df-pn walks down the child of smallest δ with
//! thresholds that say when the walk must come back up, storing every
//! position's numbers in the table instead of keeping the tree; it finishes
//! when the root's φ or δ reaches 0 (see [`mid`]). Refinements:
//! - the 1+ε trick (Pawlewicz and Lew): a child keeps the search until its
//!   δ exceeds the second-best δ times `1 + ε`, not just by one, so the
//!   search switches branches far less often;
//! - leaf knowledge ([`knowledge`]): positions decided by a rule are solved
//!   without search, and only moves the rules leave are tried;
//! - initial numbers from the move count: a new position's δ is its number
//!   of moves (all must fail for a loss), its φ 1; a child the parent's
//!   connections show no threat through is not visited to learn it, but
//!   counts half its empty cells until the search goes below it
//!   ([`Limits::estimate`]);
//! - move order by the 0-1 BFS map: among children of equal δ the one the
//!   map ranks best goes first, which finds the proof tree's moves first;
//! - progressive widening (as Benzene's): a node chooses the child to
//!   search among its best-ranked unrefuted moves only, more of them as
//!   they are refuted, which trusts the move order further;
//! - lazy expansion: a new position gets the opponent's connections only
//!   (its moves, or a loss); the mover's, which say whether it wins at
//!   once, wait until the search goes below it, which most positions
//!   never see (a third fewer builds on the 7x7 openings);
//! - sibling pruning (`mid.rs`, as Benzene's): once a move has been
//!   searched, the siblings its fill-in shows to be no better are dropped
//!   (12% fewer df-pn calls on the 7x7 openings than dropping them only
//!   once the move is proven to lose; docs/solver.md, "Round twelve");
//! - proof siblings (Benzene's pruning outside a proof set): a position
//!   decided at its expansion keeps the cells its winner's win uses
//!   (a connection's carrier, winning cells, the winner's fills), a won
//!   one those of its winning move's child and the move, a lost one
//!   those of every move's refutation and of the rules that left moves
//!   out; once a move is proven to lose, every sibling outside its
//!   refutation's set goes too ([`knowledge::Cache::proof`]; 12.8% fewer
//!   df-pn calls over the 25 7x7 openings, 77.2 s instead of 89.5 s for
//!   28 of them in one timed run, a4 12.9 s instead of 17.1 s;
//!   docs/solver.md, "Round twenty-seven").
//!
//! The search stops at a proof, at the node or time limit, or when the stop
//! flag goes up (`# interrupt`); the table keeps what it learnt either way.

pub mod ahead;
pub mod knowledge;
pub mod memory;
pub mod mid;
pub mod recent;
pub mod stats;
pub mod table;

use crate::bitboard::Bitboard;
use crate::board::{Color, Geometry};
use crate::position::Position;
use crate::search::Clock;
use std::sync::Arc;
use std::time::Duration;
pub use table::{Bounds, INF, Table};

/// The limits and settings of a search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// Node expansions at most (`None`: no limit).
    pub max_nodes: Option<u64>,
    /// The ε of the 1+ε trick (0 is plain df-pn).
    pub epsilon: f64,
    /// Progressive widening `(base, factor)`: a node chooses among its
    /// first `base + ⌈live · factor⌉` children not yet refuted (see
    /// `mid.rs`); `None` looks at all of them. The default `(1, 0.5)`
    /// took 10% fewer df-pn calls than none on the 7x7 openings b2 c2 d3
    /// e2 f3 g3 and proved g2 and a3 within 60 s (docs/solver.md, "Round
    /// eight").
    pub widening: Option<(usize, f64)>,
    /// The proof siblings: when a move loses and its refutation's proof
    /// set is known ([`knowledge::Cache::proof`]), every sibling outside
    /// that set is dropped as lost too (`mid.rs`, `prune_siblings`).
    pub proof_siblings: bool,
    /// Lazy expansion: a position's own connections (which only say
    /// whether its mover wins at once) are built when the search first
    /// goes below it, not when it is first expanded (see
    /// [`knowledge::Cache::expand`]).
    pub lazy: bool,
    /// Children's first numbers without their builds (with `lazy` only).
    /// `None` (the old way): a child the table does not know counts
    /// φ = δ = 1, and the search visits it once, building its opponent's
    /// connections, to learn its number of moves (its δ). `Some(rule)`:
    /// once a node's own connections are built (its completion, just
    /// before the search first goes below it), each child the table does
    /// not know gets an estimate of its number of moves from them
    /// ([`knowledge::estimate`]): a semi between the mover's edges through
    /// the move bounds the opponent's mustplay there. A child with no
    /// such threat counts δ as `rule` says ([`Estimate`]) without a
    /// build (on a4 such children had 24 moves at the median, a threat
    /// child 4), and is built only when the search chooses to go below
    /// it; a threat child is still visited (see
    /// [`Limits::estimate_threats`]). Only the choice of the child reads
    /// the numbers: every answer stays exact. The default,
    /// [`Estimate::HalfEmptyCells`], took 7% fewer calls and 8% fewer
    /// builds than the old way on the 25 7x7 openings, and proved a4 in
    /// 15.4 s instead of 17.9 s (docs/solver.md, "Round twenty").
    pub estimate: Option<Estimate>,
    /// With [`Limits::estimate`]: whether a threat child takes its
    /// estimate too, unvisited. Off: it took 9% to 182% more builds
    /// than the old way on the 7x7 openings g1 c2 e2 d3 f3 (docs/solver.md, "Round
    /// nineteen"); the visit finds the children lost at once and the exact
    /// counts that the search's thresholds compare.
    pub estimate_threats: bool,
    /// Threads: with more than one, the others expand positions ahead of
    /// the search (see [`ahead`]); the search, its calls and its answer
    /// are the same with any number.
    pub threads: usize,
}

/// What a child the parent's connections show no threat through counts
/// as its number of moves, unvisited ([`Limits::estimate`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Estimate {
    /// A constant `D` (round nineteen: `D` = 60 proved 7x7 a4 in 13%
    /// fewer calls, the 25 openings in 3% fewer calls and 2% more builds).
    Constant(u32),
    /// The child's empty cells after the parent's fill-in: an upper
    /// bound of its number of moves (its own fill-in and mustplay only
    /// take moves away), which shrinks as the board fills.
    EmptyCells,
    /// Half the child's empty cells after the parent's fill-in (at least
    /// 1): on the 25 7x7 openings 7% fewer calls and 8% fewer builds than
    /// the old way, where all of them took 7% fewer calls and 4% fewer
    /// builds (docs/solver.md, "Round twenty").
    HalfEmptyCells,
    /// The size of the smallest carrier of a semi of the mover's from the
    /// move's cell to one of its edges: once the cell holds the mover's
    /// stone, that edge's side of the fight is within the carrier. The
    /// child's empty cells ([`Estimate::EmptyCells`]) when no semi leaves
    /// the cell.
    SmallestSemi,
    /// Shares of the child's empty cells after the parent's fill-in, in
    /// percent (at least 1 cell): `root` at the positions whose side to
    /// move is the root's, `other` at its opponent's. Written `root/other`
    /// (`50/50` is [`Estimate::HalfEmptyCells`]). The best of sixteen
    /// splits, `50/100`, took 2% fewer calls than `half` on the 25 7x7
    /// openings but 2% more on the 36 of 6x6, its neighbours 4-8% more on
    /// 7x7, and no less time: not the default (docs/solver.md, "Round
    /// twenty-one").
    Shares {
        /// Percent at the nodes of the root's side to move.
        root: u16,
        /// Percent at the nodes of its opponent.
        other: u16,
    },
}

impl Estimate {
    /// The rules with a name (`param_dfpn estimate_children` and
    /// `solve_openings`'s `ESTIMATE` take them by it; a constant is given
    /// as its number).
    const NAMED: [(&'static str, Estimate); 3] = [
        ("empty", Estimate::EmptyCells),
        ("half", Estimate::HalfEmptyCells),
        ("semi", Estimate::SmallestSemi),
    ];

    /// The largest share of [`Estimate::Shares`], in percent.
    pub const MAX_SHARE: u16 = 1000;

    /// The rule named `name` (`empty`, `half` or `semi`), or the shares
    /// `root/other` (each a whole percent in 1..=[`Estimate::MAX_SHARE`]),
    /// if any.
    pub fn by_name(name: &str) -> Option<Estimate> {
        if let Some((root, other)) = name.split_once('/') {
            let share = |v: &str| {
                v.parse::<u16>()
                    .ok()
                    .filter(|p| (1..=Self::MAX_SHARE).contains(p))
            };
            return Some(Estimate::Shares {
                root: share(root)?,
                other: share(other)?,
            });
        }
        Self::NAMED
            .iter()
            .find(|(n, _)| *n == name)
            .map(|&(_, rule)| rule)
    }

    /// The number of moves a child with `empty` empty cells (after the
    /// parent's fill-in, but the move's) counts, for the rules that need
    /// nothing else; `own` says whether the parent's side to move is the
    /// root's. `None` for [`Estimate::SmallestSemi`], which reads the
    /// parent's connections.
    pub fn of_empty(self, empty: u32, own: bool) -> Option<u32> {
        match self {
            Estimate::Constant(d) => Some(d),
            Estimate::EmptyCells => Some(empty),
            Estimate::HalfEmptyCells => Some(empty / 2),
            Estimate::Shares { root, other } => {
                let share = if own { root } else { other };
                Some(empty * u32::from(share) / 100)
            }
            Estimate::SmallestSemi => None,
        }
    }
}

/// A rule as [`Estimate::by_name`] reads it: its name, or the constant.
impl std::fmt::Display for Estimate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Estimate::Constant(d) => write!(f, "{d}"),
            Estimate::Shares { root, other } => write!(f, "{root}/{other}"),
            named => {
                let name = Self::NAMED.iter().find(|(_, rule)| rule == named);
                f.write_str(name.map_or("?", |(n, _)| n))
            }
        }
    }
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_nodes: None,
            epsilon: 0.25,
            widening: Some((1, 0.5)),
            proof_siblings: true,
            lazy: true,
            estimate: Some(Estimate::HalfEmptyCells),
            estimate_threats: false,
            threads: 1,
        }
    }
}

/// Why a search ended without a proof.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stopped {
    /// The node limit was reached.
    Nodes,
    /// The time limit was reached.
    Time,
    /// The stop flag was raised (`# interrupt`).
    Interrupted,
}

/// The end of a search.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    /// The winner with the root's side to move to play, when proven.
    pub winner: Option<Color>,
    /// Why there is no winner (`None` when proven).
    pub stopped: Option<Stopped>,
    /// For a won root: a winning move (bit index).
    pub winning_move: Option<usize>,
    /// Node expansions of this search.
    pub nodes: u64,
    pub elapsed: Duration,
}

/// A snapshot for live display: the root's moves with their bounds (from
/// the point of view of the side to move after the move) and the line
/// being searched.
#[derive(Clone, Debug, PartialEq)]
pub struct Progress<'a> {
    pub geometry: &'a Geometry,
    /// The root's side to move.
    pub to_move: Color,
    /// Each root move and its child's bounds.
    pub children: Vec<(usize, Bounds)>,
    /// The moves from the root to the node being searched.
    pub path: &'a [usize],
    pub nodes: u64,
    pub elapsed: Duration,
}

/// `table` to write to (see [`Solver::table_mut`]).
fn owned(table: &mut Arc<Table>) -> &mut Table {
    if Arc::get_mut(table).is_none() {
        log::warn!("the solver's table is still shared: starting a new one");
        *table = Arc::new(Table::with_bytes(table.bytes()));
    }
    Arc::get_mut(table).expect("a new Arc has one owner")
}

/// The solver: its table persists between searches on one board size.
pub struct Solver {
    /// Shared, read-only, with a search between two solves
    /// ([`Solver::proofs`]); a solve writes to it alone.
    table: Arc<Table>,
    cache: knowledge::Cache,
    /// The width and height of the board of the latest search.
    board: Option<(usize, usize)>,
}

impl Solver {
    /// A solver of about `mb` megabytes (table and caches, shared as
    /// [`memory::Budget`] says) and the connection limits of
    /// [`knowledge::solver_limits`].
    pub fn new(mb: usize) -> Solver {
        Solver::with_connections(mb, Some(knowledge::solver_limits()))
    }

    /// A solver of about `mb` megabytes whose leaf knowledge builds
    /// virtual connections within `limits` (`None`: the one-stone rules
    /// only).
    pub fn with_connections(mb: usize, limits: Option<crate::vc::Limits>) -> Solver {
        Solver::with_budget(memory::Budget::of_mb(mb), limits)
    }

    /// A solver whose table, expansion cache and kept connection sets
    /// take the bytes of `budget` (rounded down to what they hold; see
    /// [`memory`]), and whose leaf knowledge builds virtual connections
    /// within `limits` (`None`: the one-stone rules only).
    pub fn with_budget(budget: memory::Budget, limits: Option<crate::vc::Limits>) -> Solver {
        Solver {
            table: Arc::new(Table::with_bytes(budget.table)),
            cache: knowledge::Cache::new(budget.cache, budget.recent, limits),
            board: None,
        }
    }

    /// How many positions the table holds, expansions the cache holds,
    /// and connection sets it keeps to build from (the last two for the
    /// board of the latest search): what the memory setting buys.
    pub fn capacity(&self) -> (usize, usize, usize) {
        let (expansions, sets) = self.cache.capacity();
        (self.table.capacity(), expansions, sets)
    }

    /// Forgets every stored result.
    pub fn clear(&mut self) {
        self.table_mut().clear();
    }

    /// The table to write to. Nothing else holds it while the solver
    /// runs: a search is handed a copy of the `Arc` for its own run only
    /// ([`crate::search::Searcher::read_proofs`]) and drops it when it
    /// returns. Should one still hold it, the solver goes on with an empty
    /// table of the same size, which costs what was learnt but never a
    /// wrong answer.
    fn table_mut(&mut self) -> &mut Table {
        owned(&mut self.table)
    }

    /// The table, for a search to read the positions proven so far, when
    /// the latest solve was on `pos`'s board size (else its keys speak of
    /// other cells).
    pub fn proofs(&self, pos: &Position) -> Option<Arc<Table>> {
        let board = (pos.geometry().width(), pos.geometry().height());
        (self.board == Some(board)).then(|| self.table.clone())
    }

    /// What the expansions since the last [`Solver::reset_stats`] found
    /// (see [`stats::Stats`]), by the side to move ([`Color::index`]).
    pub fn stats(&self) -> &[stats::Stats; 2] {
        self.cache.stats()
    }

    /// Starts the counts of [`Solver::stats`] again.
    pub fn reset_stats(&mut self) {
        self.cache.reset_stats();
    }

    /// The table (read-only), for the bounds of positions searched.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// Solves `pos` for its side to move. `progress` is called about once
    /// a second, and once at the end, with a snapshot of the search.
    pub fn solve(
        &mut self,
        pos: &Position,
        limits: &Limits,
        clock: Clock,
        progress: &mut dyn FnMut(&Progress),
    ) -> Outcome {
        // A position's key is its stones' cell numbers, which mean other
        // cells on a board of another size: what was learnt there must
        // go, or a stored result would answer for a different position
        // (an 11x11 search after a 9x9 one, HexGui's Solve button after
        // a new board size without `dfpn-clear-tt`).
        let board = (pos.geometry().width(), pos.geometry().height());
        if self.board.is_some_and(|b| b != board) {
            self.table_mut().clear();
            self.cache.forget_board();
        }
        self.board = Some(board);
        self.cache.set_threads(limits.threads);
        self.cache.start(clock.deadline_after(1.0));
        let outcome = mid::Run::new(
            owned(&mut self.table),
            &mut self.cache,
            pos,
            limits,
            clock,
            progress,
        )
        .solve();
        self.cache.finish();
        outcome
    }

    /// How the expansions computed ahead went, since the first search
    /// with more than one thread (`None` with one thread).
    pub fn ahead_counts(&self) -> Option<ahead::Counts> {
        self.cache.ahead_counts()
    }

    /// The moves of `pos`'s side to move that the table shows losing: the
    /// position after each is stored as won for the opponent. Empty when
    /// the latest search was on a board of another size (its table speaks
    /// of other cells).
    pub fn losing_moves(&self, pos: &Position) -> Bitboard {
        let board = (pos.geometry().width(), pos.geometry().height());
        if self.board != Some(board) {
            return Bitboard::EMPTY;
        }
        let me = pos.to_move();
        let won = |m: &usize| {
            let after = self.table.get(pos.key_after(me, *m));
            after.is_some_and(|e| e.bounds.is_win())
        };
        pos.board().empty().iter().filter(won).collect()
    }

    /// A proof set of `pos` when the solver has decided it and still
    /// keeps one ([`knowledge::Cache::proof`]): empty cells of `pos` such
    /// that its winner still wins when the loser is given every other
    /// empty cell.
    pub fn proof(&self, pos: &Position) -> Option<Bitboard> {
        self.cache.proof(pos.key()).map(|p| p & pos.board().empty())
    }

    /// The principal variation stored for `pos`: the winning move of each
    /// won position and the most resisting reply of each lost one, as far
    /// as the table knows them solved.
    pub fn variation(&self, pos: &Position) -> Vec<usize> {
        let mut pos = pos.clone();
        let mut line = Vec::new();
        while pos.winner().is_none() {
            let Some(e) = self.table.get(pos.key()) else {
                break;
            };
            let Some(m) = e.best.map(usize::from) else {
                break;
            };
            if !e.bounds.solved() || !pos.board().empty().contains(m) {
                break;
            }
            line.push(m);
            pos.play_index(pos.to_move(), m);
        }
        line
    }
}
