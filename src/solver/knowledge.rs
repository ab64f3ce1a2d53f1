//! What the solver knows about a position without searching it: whether it
//! is already decided, and if not, which moves need trying and in which
//! order.
//!
//! First the dead and captured cells are filled ([`crate::ice`], when the
//! connection limits ask for it; starting from the parent position's
//! filled board when [`Cache`] still keeps it): the filled position has
//! the value of the original, a move wins the one exactly when it wins the other, and its
//! empty cells are all the moves that need trying. A fill-in that joins a
//! colour's edges decides the position. Then, on the filled position,
//! the rules below, each exact, cheapest first; last, of the moves they
//! leave, those another one dominates are dropped
//! ([`ice::undominated`]: a stone on the other cell would kill them).
//! The rules:
//! - a winning cell of the side to move (one stone joins its edges) wins;
//! - two or more winning cells of the opponent lose (one stone cannot
//!   block both), and a single one is the only move worth trying;
//! - virtual connections ([`crate::vc`]): a semi connection between the
//!   edges of the side to move wins (its key is the winning move), and so
//!   does a full one; a full connection between the opponent's edges loses;
//! - mustplay: when the opponent has semi connections between its edges,
//!   every move outside the intersection of their carriers loses (the
//!   opponent plays the key of one the move did not touch), so only the
//!   moves inside are tried, and none left is a loss;
//! - the candidates are the empty cells on some chain of either player (a
//!   cell on no chain of either is dead: a stone there changes nothing),
//!   best first by the bridge-aware 1988 map ([`crate::search::ordering`]),
//!   which puts the cells both players need most at the front: the order
//!   in which a proof tree is cheapest to find when the map is right.

use crate::bitboard::Bitboard;
use crate::board::{Board, Color};
use crate::ice;
use crate::position::Position;
use crate::search::ordering::{Node, analyse_bridges};
use crate::vc;
use crate::vc::Node as VcNode;

use super::Estimate;
use super::ahead::{Inputs, Pool};
use super::memory::power_of_two_below;
use super::recent::Recent;
pub use super::stats::Stats;
use std::sync::Arc;

/// The connection limits the solver builds with: more connections kept
/// per pair than the engine's defaults. Each build costs more, but the
/// extra semis give smaller mustplays and earlier wins, and the proofs
/// need far fewer nodes: on the 6x6 openings f2 and e5
/// (`examples/solve_openings.rs`), the defaults (4 fulls, 6 semis, 24 edge
/// semis, OR of 6 up to depth 4) took 13,200 and 13,800 nodes; these take
/// 4,600 and 2,400, and less time too (5.0 s against 15.1 s together, an
/// exploratory run outside the CPU lock at load average 9). OR depth 3 or
/// fewer semis took more nodes and more time. Since the OR search prunes
/// by suffix intersections and takes a pair's smallest semis, 16 semis per
/// OR up to depth 5 (instead of 8 up to 4) take 13% fewer expansions on
/// the 7x7 openings a1 b3 c2 c3 c4 d3 e2 f3 (88,100 against 100,800,
/// `CELLS=... solve_openings 7 20 0.25 12 24 128 16 5`) for about the same
/// cost each.
pub fn solver_limits() -> vc::Limits {
    vc::Limits {
        fulls_per_pair: 12,
        semis_per_pair: 24,
        edge_semis: 128,
        or_semis: 16,
        or_depth: 5,
        narrowing_fulls: false,
        or_by_cells: false,
        templates: true,
        fill_in: true,
        ladders: false,
        deadline: None,
    }
}

/// A position as the solver sees it before searching it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expansion {
    /// Won for the side to move; the bit index of a winning move.
    Win(usize),
    /// Lost for the side to move, whatever it plays.
    Loss,
    /// Undecided: the moves to try, best first (never empty).
    Moves(Vec<usize>),
}

/// The solver's view of `pos` (the game must not be over), with virtual
/// connections built within `limits` (`None`: the one-stone rules only).
pub fn expand(pos: &Position, limits: Option<&vc::Limits>) -> Expansion {
    let mut stats = [Stats::default(), Stats::default()];
    expand_with(pos, limits, &mut Builder::fresh(&mut stats))
}

/// [`expand`], building the connections with `builder` and counting in
/// its statistics.
fn expand_with(pos: &Position, limits: Option<&vc::Limits>, builder: &mut Builder) -> Expansion {
    builder.stats(pos.to_move()).expansions += 1;
    let e = expand_counted(pos, limits, builder);
    let stats = builder.stats(pos.to_move());
    match &e {
        Expansion::Win(_) => stats.wins += 1,
        Expansion::Loss => stats.losses += 1,
        Expansion::Moves(m) => stats.undecided(m.len()),
    }
    e
}

fn expand_counted(pos: &Position, limits: Option<&vc::Limits>, builder: &mut Builder) -> Expansion {
    match limits {
        Some(l) if l.fill_in => {
            let me = pos.to_move();
            // The parent's fills, on the cells still empty here (the move
            // played was one of its filled board's empty cells): each
            // stays dead or captured after any later stone, so the child
            // with them has the child's value, and the fill-in has less
            // left to find. The fills found then may differ a little from
            // those of a fill-in from scratch (a dead cell's colour follows
            // the board it is found on); both are sound.
            let mut pre = [Bitboard::EMPTY; 2];
            let mut f = match builder.prefill {
                Some(parent) => {
                    let mut b = pos.board().clone();
                    for c in Color::BOTH {
                        pre[c.index()] = parent[c.index()] & b.empty();
                        for i in pre[c.index()].iter() {
                            b.place(c, i);
                        }
                    }
                    // The parent's filled board is one the fill-in had
                    // finished with: only what the new stone touched
                    // needs testing again, for the same fills.
                    ice::fill_in_after(&b, &parent)
                }
                None => ice::fill_in(pos.board()),
            };
            // A parent's move on a cell of these is never better than
            // the move that led here: the fills keep this position's
            // value, the parent's fills (`pre`) are none of its moves.
            builder.siblings = Some(f.filled(me.opponent()) | f.dead());
            let stats = builder.stats(me);
            stats.empty += u64::from(pos.board().empty().count());
            stats.filled += u64::from(f.all().count() + pre[0].count() + pre[1].count());
            stats.decided_by_fill += u64::from(f.winner().is_some());
            // The fills a win of `c` rests on, for its proof sets (see
            // `Cache::proof`): the cells `c` captured (given to the loser,
            // they would no longer be `c`'s); a dead cell may go to
            // either. The parent's fills are not told apart: all of
            // `c`'s.
            let kept_for = |c: Color| f.captured(c) | pre[c.index()];
            match f.winner() {
                // Any cell left empty keeps the win; with none left, a
                // cell filled for the winner is as good as its fill.
                Some(w) if w == me => {
                    builder.proof = Some(kept_for(me));
                    let m = f.board().empty().first();
                    let mine = f.filled(me) | pre[me.index()];
                    Expansion::Win(m.or(mine.first()).expect("a fill joined the edges"))
                }
                Some(_) => {
                    builder.proof = Some(kept_for(me.opponent()));
                    Expansion::Loss
                }
                None => {
                    let plain = vc::Limits {
                        fill_in: false,
                        ..l.clone()
                    };
                    let b = f.board();
                    builder.filled = Some([*b.stones(Color::Black), *b.stones(Color::White)]);
                    let e = expand_filled(&f.position(me), Some(&plain), builder);
                    // The cells on the filled board, and the fills of the
                    // winner (the mover's for a win; for a loss, and for
                    // the moves left out, the opponent's).
                    let winner = match e {
                        Expansion::Win(_) => me,
                        _ => me.opponent(),
                    };
                    builder.proof = builder.proof.map(|p| p | kept_for(winner));
                    match e {
                        Expansion::Moves(moves) => {
                            let kept = f.undominated(&moves);
                            builder.stats(me).vulnerable += (moves.len() - kept.len()) as u64;
                            Expansion::Moves(kept)
                        }
                        decided => decided,
                    }
                }
            }
        }
        _ => expand_filled(pos, limits, builder),
    }
}

/// [`expand`] of a position whose fill-in is done (or not wanted).
fn expand_filled(pos: &Position, limits: Option<&vc::Limits>, builder: &mut Builder) -> Expansion {
    let moves = match analyse_bridges(pos, |_| 0) {
        Node::WinNow(i) => {
            builder.proof = Some(Bitboard::single(i));
            return Expansion::Win(i);
        }
        Node::Lost(cells) => {
            // Two or more winning cells of the opponent: one stone of the
            // mover blocks one of them.
            builder.proof = Some(
                cells
                    .iter()
                    .fold(Bitboard::EMPTY, |b, &c| b | Bitboard::single(c)),
            );
            return Expansion::Loss;
        }
        Node::Forced(i) => {
            // Every other move loses to the opponent's stone on `i`.
            builder.proof = Some(Bitboard::single(i));
            return Expansion::Moves(vec![i]);
        }
        // Cannot happen on a board where the game is not over (filling it
        // would decide it, so some empty cell is on a chain), but every
        // empty cell is a sound fallback.
        Node::Open(moves) if moves.is_empty() => pos.board().empty().iter().collect(),
        Node::Open(moves) => moves,
    };
    let Some(limits) = limits else {
        builder.proof = Some(Bitboard::EMPTY);
        return Expansion::Moves(moves);
    };
    let board = pos.board();
    let me = pos.to_move();
    if !builder.lazy
        && let Some(win) = mover_wins(pos, limits, builder, moves[0])
    {
        return Expansion::Win(win);
    }
    let theirs = builder.build(board, me.opponent(), limits);
    builder.deferred = builder.lazy;
    let e = match theirs.opponent_mustplay() {
        None => {
            builder.proof = Some(Bitboard::EMPTY);
            builder.stats(me).no_mustplay += 1;
            Expansion::Moves(moves)
        }
        Some(mustplay) => {
            let kept: Vec<usize> = moves
                .into_iter()
                .filter(|&m| mustplay.contains(m))
                .collect();
            if kept.is_empty() {
                // Lost whatever the mover's connections: a winning semi
                // of the mover would have its key in every carrier.
                builder.deferred = false;
                builder.proof = theirs.loss_proof();
                Expansion::Loss
            } else {
                builder.proof = theirs.semis_proof();
                let stats = builder.stats(me);
                stats.with_mustplay += 1;
                stats.mustplay_moves += kept.len() as u64;
                Expansion::Moves(kept)
            }
        }
    };
    builder.keep(theirs, board);
    e
}

/// The mover's connections on `pos` (filled, or no fill wanted): a
/// winning move when they join its edges or have a semi between them
/// (`first`, any move of the expansion, when already joined).
fn mover_wins(
    pos: &Position,
    limits: &vc::Limits,
    builder: &mut Builder,
    first: usize,
) -> Option<usize> {
    let board = pos.board();
    let mine = builder.build(board, pos.to_move(), limits);
    let won = mine.winning_move();
    let joined = mine.edges_full().is_some();
    if won.is_some() || joined {
        builder.proof = mine.win_proof();
    }
    builder.keep(mine, board);
    // Joined whatever the opponent does: any move keeps it so.
    won.or(joined.then_some(first))
}

/// [`mover_wins`] for an expansion whose mover's connections were
/// deferred ([`Cache::expand`] with `lazy`): on the same filled board,
/// the stones of `filled` when the expansion's fill-in is still kept
/// (see [`Cache::mover_wins`]), else from the fill-in again. Also the
/// empty cells of the board they were built on.
fn deferred_mover_wins(
    pos: &Position,
    limits: &vc::Limits,
    builder: &mut Builder,
    first: usize,
    filled: Option<&[Bitboard; 2]>,
) -> (Option<usize>, u32) {
    if !limits.fill_in {
        let empty = pos.board().empty().count();
        return (mover_wins(pos, limits, builder, first), empty);
    }
    let p = match filled {
        Some(stones) => refilled(pos, stones),
        None => {
            let f = ice::fill_in(pos.board());
            debug_assert!(f.winner().is_none(), "a decided fill is not deferred");
            f.position(pos.to_move())
        }
    };
    let plain = vc::Limits {
        fill_in: false,
        ..limits.clone()
    };
    let empty = p.board().empty().count();
    let win = mover_wins(&p, &plain, builder, first);
    // The mover's fills (see `expand_counted`): dead cells of its colour
    // too, which need not be there, as the parent's fills are not told
    // apart from the captured ones.
    let fills = *p.board().stones(pos.to_move()) & pos.board().empty();
    builder.proof = builder.proof.map(|q| q | fills);
    (win, empty)
}

/// A bound of the number of moves of the position after the mover plays
/// `m`, from the mover's connections `mine` of the position before (built
/// on its filled board, where `m` is empty), without building the
/// child's: an upper bound of the opponent's mustplay there, or `None`
/// when these connections show no threat through `m`.
///
/// A full connection from one of the mover's edges to the cell `m` and a
/// semi from `m` to the other edge, their carriers disjoint, make a semi
/// between the edges once `m` holds the mover's stone (the AND rule at a
/// stone): the opponent's mustplay in the child lies within its carrier,
/// and so within the intersection of every such pair's carriers, whose
/// size this returns (at least 1). Two disjoint fulls would join the edges
/// (the child lost for its mover: 1 here, the search's own build then
/// proves it; the mover's semi with key `m` usually decided the parent
/// first). Only the choice of the child to search reads the estimate, as
/// it reads kept bounds: no answer depends on it.
pub fn estimate(mine: &vc::Connections, m: usize) -> Option<u16> {
    let cell = VcNode::Cell(m);
    let mut within: Option<Bitboard> = None;
    for (a, b) in [
        (VcNode::FirstEdge, VcNode::SecondEdge),
        (VcNode::SecondEdge, VcNode::FirstEdge),
    ] {
        let fulls = mine.fulls_between(a, cell);
        if fulls.is_empty() {
            continue;
        }
        let carriers = mine
            .semis_between(cell, b)
            .into_iter()
            .map(|s| s.carrier)
            .chain(mine.fulls_between(cell, b));
        for c in carriers {
            for f in &fulls {
                if (*f & c).is_empty() {
                    let union = *f | c;
                    within = Some(within.map_or(union, |w| w & union));
                }
            }
        }
    }
    within.map(|w| w.count().clamp(1, u32::from(u16::MAX)) as u16)
}

/// The size of the smallest carrier of a semi connection of the mover's
/// (`mine`, as in [`estimate`]) from the cell `m` to either of its edges
/// (at least 1), `None` when no semi leaves `m`
/// ([`super::Estimate::SmallestSemi`]).
pub fn smallest_semi(mine: &vc::Connections, m: usize) -> Option<u16> {
    [VcNode::FirstEdge, VcNode::SecondEdge]
        .into_iter()
        .flat_map(|edge| mine.semis_between(VcNode::Cell(m), edge))
        .map(|s| s.carrier.count().clamp(1, u32::from(u16::MAX)) as u16)
        .min()
}

/// The estimate of one child of a completed position (see
/// [`Cache::estimates`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChildEstimate {
    /// The move (bit index).
    pub m: u16,
    /// The bound of its number of moves from a threat through it
    /// ([`estimate`]); `None` when the parent's connections show none.
    pub threat: Option<u16>,
    /// Its number of moves when there is no threat, by the rule of
    /// [`super::Limits::estimate`] (at least 1).
    pub otherwise: u16,
}

/// The filled position of `pos` from the stones of its filled board:
/// what [`ice::FillIn::position`] gave the expansion, stone for stone
/// (the same order of play, so the same key).
fn refilled(pos: &Position, stones: &[Bitboard; 2]) -> Position {
    let mut p = Position::new(pos.geometry().clone());
    for c in Color::BOTH {
        for i in stones[c.index()].iter() {
            p.play_index(c, i);
        }
    }
    p.set_to_move(pos.to_move());
    p
}

/// The key of the position before `pos`'s last move (`None` at the
/// start of the game).
fn parent_key(pos: &Position) -> Option<u64> {
    let mut parent = pos.clone();
    parent.undo().then(|| parent.key())
}

/// The stones of the parent's filled board `stones`, when the fill-in of
/// `pos` may start from them: the move played was none of their cells.
fn prefill_for(pos: &Position, stones: Option<[Bitboard; 2]>) -> Option<[Bitboard; 2]> {
    stones.filter(|stones| {
        (stones[0] & *pos.board().stones(Color::White)).is_empty()
            && (stones[1] & *pos.board().stones(Color::Black)).is_empty()
    })
}

/// An expansion computed ahead of the search ([`super::ahead`]): what
/// [`Cache::expand`] computes for the position `key`, the counts and
/// connection sets it would add, and the inputs it was computed from.
pub struct Computed {
    pub key: u64,
    /// The cells the fill-in gave to the opponent of the side to move, or
    /// found dead (see [`Cache::siblings`]).
    pub siblings: Option<Bitboard>,
    expansion: Expansion,
    stats: [Stats; 2],
    built: Vec<vc::Connections>,
    cut: bool,
    deferred: bool,
    filled: Option<[Bitboard; 2]>,
    /// The parent's filled stones its fill-in started from.
    prefill: Option<[Bitboard; 2]>,
    /// The serial number of the set it built from.
    source: Option<u64>,
    /// The proof set or exclusion the expansion found (see
    /// [`Cache::proof`], [`Cache::exclusion`]).
    proof: Option<Bitboard>,
}

/// The lazy expansion of the position after the move `m` of
/// `inputs.parent`, from `inputs` (see [`super::ahead`]), in the memory of
/// `spare`: what [`Cache::expand`] computes when the parent's filled
/// stones it would start from are `inputs.fill` and the set it would
/// build from is `inputs.source`.
pub(super) fn expand_ahead(inputs: &Inputs, m: usize, spare: Option<vc::Connections>) -> Computed {
    let mut pos = inputs.parent.clone();
    pos.play_index(pos.to_move(), m);
    let mut stats = [Stats::default(), Stats::default()];
    let mut builder = Builder::fresh(&mut stats);
    builder.lazy = true;
    builder.given = inputs.source.as_ref().map(|s| s.1.clone());
    builder.spare = spare;
    builder.prefill = prefill_for(&pos, inputs.fill);
    let expansion = expand_with(&pos, Some(&inputs.limits), &mut builder);
    let (cut, deferred, filled, siblings, prefill, proof) = (
        builder.cut,
        builder.deferred,
        builder.filled,
        builder.siblings,
        builder.prefill,
        builder.proof,
    );
    let built = std::mem::take(&mut builder.built);
    Computed {
        key: pos.key(),
        expansion,
        stats,
        built,
        cut,
        deferred,
        filled,
        siblings,
        prefill,
        source: inputs.source.as_ref().map(|s| s.0),
        proof,
    }
}

/// Builds connections for one expansion: from scratch, or from those of
/// the parent position (or failing that, the latest of the colour) kept
/// in a [`Recent`] (see [`vc::Connections::build_from`]).
struct Builder<'a> {
    recent: Option<&'a mut Recent>,
    /// Without `recent`: the set to build from (an expansion computed
    /// ahead, see [`expand_ahead`]), the memory to build in, and the sets
    /// built, to be kept when the search takes the expansion.
    given: Option<Arc<vc::Connections>>,
    spare: Option<vc::Connections>,
    built: Vec<vc::Connections>,
    /// A set `recent` pushed out with no spare place left for it.
    leftover: Option<vc::Connections>,
    key: u64,
    parent: Option<u64>,
    /// Counts, by the side to move.
    stats: &'a mut [Stats; 2],
    /// Whether a build stopped at the deadline (see [`Cache::expand`]).
    cut: bool,
    /// Whether to leave the mover's connections for later (see
    /// [`Cache::expand`]), and whether this expansion did.
    lazy: bool,
    deferred: bool,
    /// The stones of the filled board the expansion worked on (when the
    /// fill-in ran and did not decide it), by [`Color::index`].
    filled: Option<[Bitboard; 2]>,
    /// The stones of the parent position's filled board, when still
    /// kept ([`Cache::fills`]): the fill-in starts from them.
    prefill: Option<[Bitboard; 2]>,
    /// The cells the fill-in gave to the opponent of the side to move,
    /// or found dead (see [`Cache::siblings`]).
    siblings: Option<Bitboard>,
    /// What the expansion's rules rest on, in cells of the raw board: for
    /// a win or a loss its proof set ([`Cache::proof`]), for moves the
    /// exclusion of the moves left out ([`Cache::exclusion`]); `None`
    /// when the rule that decided gives none.
    proof: Option<Bitboard>,
}

impl Builder<'_> {
    /// A builder for the expansion of `pos` that builds from its parent's
    /// connections when `recent` still keeps them.
    fn for_position<'a>(
        recent: &'a mut Recent,
        stats: &'a mut [Stats; 2],
        pos: &Position,
        lazy: bool,
    ) -> Builder<'a> {
        Builder {
            recent: Some(recent),
            given: None,
            spare: None,
            built: Vec::new(),
            leftover: None,
            key: pos.key(),
            parent: parent_key(pos),
            stats,
            cut: false,
            lazy,
            deferred: false,
            filled: None,
            prefill: None,
            siblings: None,
            proof: None,
        }
    }

    fn fresh(stats: &mut [Stats; 2]) -> Builder<'_> {
        Builder {
            recent: None,
            given: None,
            spare: None,
            built: Vec::new(),
            leftover: None,
            key: 0,
            parent: None,
            stats,
            cut: false,
            lazy: false,
            deferred: false,
            filled: None,
            prefill: None,
            siblings: None,
            proof: None,
        }
    }

    fn stats(&mut self, to_move: Color) -> &mut Stats {
        &mut self.stats[to_move.index()]
    }

    fn build(&mut self, board: &Board, color: Color, limits: &vc::Limits) -> vc::Connections {
        let c = match self.recent.as_mut() {
            // Without a set or spare, `vc::build`.
            None => vc::Connections::build_from(
                board,
                color,
                limits,
                self.given.as_deref(),
                self.spare.take(),
            ),
            Some(recent) => {
                let spare = recent.take_spare();
                let source = recent.source(self.parent, color);
                vc::Connections::build_from(board, color, limits, source, spare)
            }
        };
        self.cut |= c.cut();
        c
    }

    fn keep(&mut self, c: vc::Connections, board: &Board) {
        match self.recent.as_mut() {
            Some(r) => self.leftover = r.keep(self.key, c, board.geometry()),
            None => self.built.push(c),
        }
    }
}

/// Expansions remembered by position key: df-pn enters the same position
/// many times (each time a threshold sends the search back up and down
/// again), and an expansion costs far more than a lookup. Direct-mapped:
/// a newer position takes the slot of an older one with the same low bits.
/// Sized from its memory budget ([`super::memory`]) for the board of the
/// first position it sees, and again when the board changes.
pub struct Cache {
    slots: Vec<Option<Slot>>,
    /// The bytes the slots may take.
    budget: usize,
    /// The cell count of the board the slots were sized for.
    cells: usize,
    /// The connection limits of every expansion (`None`: no connections).
    limits: Option<vc::Limits>,
    /// Connections of the latest expansions, to build new ones from.
    recent: Recent,
    /// Counts, by the side to move.
    stats: [Stats; 2],
    /// Slots whose expansion a deadline cut short: sound but weaker, so
    /// forgotten when the next search starts ([`Cache::start`]).
    cut: Vec<usize>,
    /// The filled boards of the latest deferred expansions, by position
    /// key (direct-mapped, one for [`FILL_SHARE`] slots), so that
    /// completing one ([`Cache::mover_wins`]) need not fill in again, and
    /// its children's fill-ins start from it.
    fills: Vec<Option<Filled>>,
    /// The losing siblings of the latest expansions' moves, by position
    /// key (direct-mapped, as many as [`Cache::fills`]): the cells the
    /// fill-in gave to the opponent of the side to move, or found dead.
    /// A child's expansion has them for free; the parent reads them right
    /// after its first visit of the child (see `mid.rs`), which saves a
    /// fill-in of its own.
    sibling_cells: Vec<Option<(u64, Bitboard)>>,
    /// Proof sets of the latest positions found won or lost, by position
    /// key (direct-mapped, as many as [`Cache::slots`]; see
    /// [`Cache::proof`]). One a slot: with one for every 16 slots, as
    /// the fills, a4 (7x7) took 90,336 df-pn calls instead of 85,549
    /// (both before the sets were narrowed, with the tables not yet
    /// counted in the budget; docs/solver.md, "Round twenty-seven").
    proofs: Vec<Option<(u64, Bitboard)>>,
    /// For the latest positions expanded into moves, by key (as
    /// [`Cache::proofs`]): the cells that show every move left out of
    /// the expansion no better than one kept (see [`Cache::exclusion`]).
    exclusions: Vec<Option<(u64, Bitboard)>>,
    /// The children's estimated numbers of moves (by move) of the latest
    /// completions that made them ([`Cache::mover_wins`], [`estimate`]),
    /// by position key, direct-mapped, as many as [`Cache::fills`]; empty
    /// until the first estimate (with [`super::Limits::estimate`] off it
    /// takes no memory; on, the default, on 7x7 at `tt_mb 64`, about
    /// 4,096 lists of at most 49 [`ChildEstimate`]s of 8 bytes, under
    /// 2 MB beside the cache's 16 MB, not counted in [`cache_slots`]).
    estimates: Vec<Option<Estimates>>,
    /// The threads that expand positions ahead of the search (none with
    /// one thread; see [`super::ahead`]).
    pool: Option<Pool>,
}

/// A completed position's key and its children's estimated numbers of
/// moves by move (see [`Cache::estimates`]).
type Estimates = (u64, Box<[ChildEstimate]>);

/// The stones of a deferred expansion's filled board (see [`Cache::fills`]).
struct Filled {
    key: u64,
    stones: [Bitboard; 2],
}

/// The place of position `key` in a direct-mapped table of the cache
/// ([`Cache::fills`] and those sized as it, [`Cache::proofs`]; none
/// before the first expansion sizes the table).
fn fill_index<T>(fills: &[Option<T>], key: u64) -> Option<usize> {
    (!fills.is_empty()).then(|| key as usize & (fills.len() - 1))
}

/// A set of cells kept for position `key` in `table` (direct-mapped by
/// key, as [`fill_index`] places it), if still there.
fn kept_cells(table: &[Option<(u64, Bitboard)>], key: u64) -> Option<Bitboard> {
    table[fill_index(table, key)?]
        .filter(|&(k, _)| k == key)
        .map(|(_, b)| b)
}

/// Keeps `cells` for position `key` in `table` (see [`kept_cells`]), or
/// forgets what `table` keeps for `key` when `cells` is `None`.
fn keep_cells(table: &mut [Option<(u64, Bitboard)>], key: u64, cells: Option<Bitboard>) {
    if let Some(j) = fill_index(table, key) {
        match cells {
            Some(c) => table[j] = Some((key, c)),
            None if table[j].is_some_and(|(k, _)| k == key) => table[j] = None,
            None => {}
        }
    }
}

/// The stones of position `key`'s filled board, if still kept.
fn kept_fill(fills: &[Option<Filled>], key: u64) -> Option<[Bitboard; 2]> {
    let f = fills[fill_index(fills, key)?].as_ref()?;
    (f.key == key).then_some(f.stones)
}

/// Expansion slots per kept filled board. The fill-in took about a fifth
/// of a completion's instructions when each completion filled in again,
/// and a quarter of all when every fill-in started from the bare board
/// (callgrind; docs/solver.md, "Round eleven"); a completion and the
/// children's expansions usually follow their expansion within a few
/// dozen others, so a small table keeps most.
const FILL_SHARE: usize = 16;

/// A remembered expansion: its position's key, its moves as bit indices
/// in two bytes each (a board has at most `64 · WORDS` bit indices), and
/// the moves whose losing siblings were already read there (see
/// [`Cache::prune`]).
struct Slot {
    key: u64,
    expansion: Stored,
    read: Bitboard,
    /// Whether the mover's connections are still to build (see
    /// [`Cache::expand`]).
    deferred: bool,
}

/// An [`Expansion`] as the cache keeps it.
enum Stored {
    Win(u16),
    Loss,
    Moves(Box<[u16]>),
}

impl Stored {
    fn of(e: Expansion) -> Stored {
        match e {
            Expansion::Win(m) => Stored::Win(m as u16),
            Expansion::Loss => Stored::Loss,
            Expansion::Moves(moves) => Stored::Moves(moves.iter().map(|&m| m as u16).collect()),
        }
    }

    fn expansion(&self) -> Expansion {
        match self {
            Stored::Win(m) => Expansion::Win(usize::from(*m)),
            Stored::Loss => Expansion::Loss,
            Stored::Moves(moves) => {
                Expansion::Moves(moves.iter().map(|&m| usize::from(m)).collect())
            }
        }
    }
}

/// Slots a cache has at most, and at least.
const MAX_SLOTS: usize = 1 << 16;
const MIN_SLOTS: usize = 1 << 8;

/// The slots that fit `budget` bytes on a board of `cells` cells when
/// every slot holds the longest list of moves (a power of two, within
/// `MIN_SLOTS..=MAX_SLOTS`).
pub fn cache_slots(budget: usize, cells: usize) -> usize {
    let slot = std::mem::size_of::<Option<Slot>>()
        + 2 * cells
        + (std::mem::size_of::<Option<Filled>>() + std::mem::size_of::<Option<(u64, Bitboard)>>())
            .div_ceil(FILL_SHARE)
        + 2 * std::mem::size_of::<Option<(u64, Bitboard)>>();
    power_of_two_below(budget / slot).clamp(MIN_SLOTS, MAX_SLOTS)
}

impl Cache {
    /// A cache of expansions with `limits` within `budget` bytes, and of
    /// the connections they build within `recent` bytes.
    pub fn new(budget: usize, recent: usize, limits: Option<vc::Limits>) -> Cache {
        Cache {
            slots: Vec::new(),
            budget,
            cells: 0,
            limits,
            recent: Recent::new(recent),
            stats: [Stats::default(), Stats::default()],
            cut: Vec::new(),
            fills: Vec::new(),
            sibling_cells: Vec::new(),
            proofs: Vec::new(),
            exclusions: Vec::new(),
            estimates: Vec::new(),
            pool: None,
        }
    }

    /// Expands ahead of the search on `threads - 1` worker threads (none
    /// for 1).
    pub fn set_threads(&mut self, threads: usize) {
        let workers = threads.saturating_sub(1);
        if self.pool.as_ref().map_or(0, Pool::workers) != workers {
            self.pool = (workers > 0).then(|| Pool::new(workers));
        }
    }

    /// How the work ahead went ([`super::ahead::Counts`]; `None` with
    /// one thread).
    pub fn ahead_counts(&self) -> Option<super::ahead::Counts> {
        self.pool.as_ref().map(Pool::counts)
    }

    /// Whether [`Cache::ahead`] does anything: worker threads, and
    /// connections to build.
    pub fn ahead_on(&self) -> bool {
        self.pool.is_some() && self.limits.is_some()
    }

    /// Hands the workers the lazy expansions of the positions after the
    /// moves `moves` (with their keys, in move order) of `pos`, those the
    /// cache does not hold, to compute from the inputs [`Cache::expand`]
    /// would use now (see [`super::ahead`]).
    pub fn ahead(&mut self, pos: &Position, moves: &[(usize, u64)]) {
        let (Some(pool), Some(limits)) = (&self.pool, &self.limits) else {
            return;
        };
        if self.slots.is_empty() {
            return;
        }
        let moves: Vec<(usize, u64)> = moves
            .iter()
            .copied()
            .filter(|&(_, k)| !matches!(&self.slots[self.index(k)], Some(s) if s.key == k))
            .collect();
        if moves.is_empty() {
            return;
        }
        let key = pos.key();
        let inputs = Inputs {
            parent: pos.clone(),
            fill: kept_fill(&self.fills, key),
            source: self.recent.source_shared(Some(key), pos.to_move()),
            limits: limits.clone(),
        };
        pool.issue(inputs, moves);
    }

    /// The end of a search: the work handed ahead is dropped.
    fn stop_ahead(&self) {
        if let Some(pool) = &self.pool {
            pool.start();
        }
    }

    /// Forgets every expansion and connection set it holds, keeping its
    /// worker threads and counts: the next search is on a board of
    /// another size, where the positions' keys name other cells (see
    /// [`super::Solver::solve`]). The tables keep their sizes until the
    /// next expansion sizes them for the new board.
    pub fn forget_board(&mut self) {
        self.cells = 0;
        self.slots.iter_mut().for_each(|s| *s = None);
        self.fills.iter_mut().for_each(|s| *s = None);
        for table in [
            &mut self.sibling_cells,
            &mut self.proofs,
            &mut self.exclusions,
        ] {
            table.iter_mut().for_each(|s| *s = None);
        }
        self.estimates.clear();
        self.cut.clear();
        self.recent.clear();
    }

    /// The end of a search (see [`Cache::start`]).
    pub fn finish(&mut self) {
        self.stop_ahead();
    }

    /// Starts a search whose connection builds stop at `deadline` (its
    /// time limit: one build on a large board can take seconds, and it
    /// would overrun the limit by as much); forgets the expansions an
    /// earlier search's deadline cut short.
    pub fn start(&mut self, deadline: Option<std::time::Instant>) {
        self.stop_ahead();
        if let Some(limits) = self.limits.as_mut() {
            limits.deadline = deadline;
        }
        for i in self.cut.drain(..) {
            if let Some(slot) = self.slots.get_mut(i) {
                *slot = None;
            }
        }
    }

    /// How many expansions it holds at most, and how many connection
    /// sets (for the board of the latest position expanded).
    pub fn capacity(&self) -> (usize, usize) {
        (self.slots.len(), self.recent.capacity())
    }

    /// What the expansions computed so far found, by the side to move
    /// ([`Color::index`]).
    pub fn stats(&self) -> &[Stats; 2] {
        &self.stats
    }

    /// Starts the counts of [`Cache::stats`] again.
    pub fn reset_stats(&mut self) {
        self.stats = [Stats::default(), Stats::default()];
    }

    fn index(&self, key: u64) -> usize {
        key as usize & (self.slots.len() - 1)
    }

    /// The expansion of `pos`, computed by [`expand`] when not remembered,
    /// and whether its mover's connections are still to build. With
    /// `lazy`, they are left for [`Cache::mover_wins`]: the opponent's
    /// connections alone give the moves (the mustplay) or a loss, and the
    /// mover's only tell whether the mover wins at once, which df-pn
    /// needs only before it searches below the position. Most positions
    /// are expanded once, to learn their number of moves, and never
    /// searched below (docs/solver.md, "Round eight"): they cost one build
    /// instead of two.
    pub fn expand(&mut self, pos: &Position, lazy: bool) -> (Expansion, bool) {
        let cells = pos.geometry().len();
        if cells != self.cells {
            self.cells = cells;
            let n = cache_slots(self.budget, cells);
            self.slots = (0..n).map(|_| None).collect();
            self.fills = (0..(n / FILL_SHARE).max(1)).map(|_| None).collect();
            self.sibling_cells = vec![None; self.fills.len()];
            self.proofs = vec![None; n];
            self.exclusions = vec![None; n];
            self.estimates.clear();
            self.cut.clear();
        }
        let key = pos.key();
        let i = self.index(key);
        match &self.slots[i] {
            Some(s) if s.key == key => (s.expansion.expansion(), s.deferred),
            _ => {
                let parent = parent_key(pos);
                let prefill = prefill_for(pos, parent.and_then(|p| kept_fill(&self.fills, p)));
                let (e, cut, deferred, siblings, filled, proof) =
                    match self.take_ahead(pos, lazy, prefill) {
                        Some(c) => {
                            for (mine, theirs) in self.stats.iter_mut().zip(&c.stats) {
                                *mine += theirs;
                            }
                            for set in c.built {
                                if let Some(old) = self.recent.keep(key, set, pos.geometry()) {
                                    self.lend(old);
                                }
                            }
                            (
                                c.expansion,
                                c.cut,
                                c.deferred,
                                c.siblings,
                                c.filled,
                                c.proof,
                            )
                        }
                        None => {
                            let mut builder =
                                Builder::for_position(&mut self.recent, &mut self.stats, pos, lazy);
                            builder.prefill = prefill;
                            let e = expand_with(pos, self.limits.as_ref(), &mut builder);
                            let leftover = builder.leftover.take();
                            let done = (
                                e,
                                builder.cut,
                                builder.deferred,
                                builder.siblings,
                                builder.filled,
                                builder.proof,
                            );
                            if let Some(old) = leftover {
                                self.lend(old);
                            }
                            done
                        }
                    };
                if siblings.is_some() {
                    keep_cells(&mut self.sibling_cells, key, siblings);
                }
                // A set an earlier expansion of this position left may
                // not match these moves: each table gets this one's, or
                // forgets it.
                let moves = matches!(e, Expansion::Moves(_));
                keep_cells(&mut self.exclusions, key, proof.filter(|_| moves));
                keep_cells(&mut self.proofs, key, proof.filter(|_| !moves));
                if deferred {
                    self.stats[pos.to_move().index()].deferred += 1;
                    if let Some(stones) = filled
                        && let Some(j) = fill_index(&self.fills, key)
                    {
                        self.fills[j] = Some(Filled { key, stones });
                    }
                }
                if cut {
                    self.cut.push(i);
                }
                self.slots[i] = Some(Slot {
                    key,
                    expansion: Stored::of(e.clone()),
                    read: Bitboard::EMPTY,
                    deferred,
                });
                (e, deferred)
            }
        }
    }

    /// The expansion of `pos` a worker computed (see [`super::ahead`]),
    /// when it was computed from the inputs this expansion would use now:
    /// lazy, not cut by the deadline, from the parent's filled stones
    /// `prefill` and the set [`Recent::source`] gives now.
    fn take_ahead(
        &mut self,
        pos: &Position,
        lazy: bool,
        prefill: Option<[Bitboard; 2]>,
    ) -> Option<Computed> {
        let pool = self.pool.as_ref()?;
        self.limits.as_ref()?;
        let c = pool.take(pos.key())?;
        let source = self
            .recent
            .source_id(parent_key(pos), pos.to_move().opponent());
        let same = lazy && !c.cut && c.prefill == prefill && c.source == source;
        pool.taken(same);
        if !same {
            for set in c.built {
                self.lend(set);
            }
            return None;
        }
        Some(c)
    }

    /// Lends the memory of a set no longer wanted to the workers.
    fn lend(&self, set: vc::Connections) {
        if let Some(pool) = &self.pool {
            pool.spare(set);
        }
    }

    /// For an expansion of `pos` whose mover's connections were deferred
    /// ([`Cache::expand`]; `moves` are its moves): builds them, and
    /// returns a winning move if they win at once. The remembered
    /// expansion becomes that win, or complete. With `estimate` (see
    /// [`super::Limits::estimate`]), when they do not win, the children's
    /// numbers of moves are estimated from them ([`estimate`], and the
    /// rule for a child without a threat) and kept beside the expansions
    /// ([`Cache::estimates`]); `own` says whether `pos`'s side to move is
    /// the search root's (for [`Estimate::Shares`]).
    pub fn mover_wins(
        &mut self,
        pos: &Position,
        moves: &[usize],
        estimate: Option<Estimate>,
        own: bool,
    ) -> Option<usize> {
        let limits = self.limits.clone()?;
        let me = pos.to_move();
        let key = pos.key();
        let first = moves[0];
        let filled = kept_fill(&self.fills, key);
        let mut builder = Builder::for_position(&mut self.recent, &mut self.stats, pos, false);
        let (win, empty) = deferred_mover_wins(pos, &limits, &mut builder, first, filled.as_ref());
        let win_proof = builder.proof.filter(|_| win.is_some());
        let cut = builder.cut;
        let leftover = builder.leftover.take();
        let stats = builder.stats(me);
        stats.completed += 1;
        stats.late_wins += u64::from(win.is_some());
        if let Some(old) = leftover {
            self.lend(old);
        }
        if let (Some(rule), None) = (estimate, win)
            && let Some(mine) = self.recent.kept(key, me)
        {
            // The child has the filled board's empty cells but the move's.
            let child_empty = empty.saturating_sub(1);
            let e: Box<[ChildEstimate]> = moves
                .iter()
                .map(|&m| {
                    let otherwise = rule
                        .of_empty(child_empty, own)
                        .unwrap_or_else(|| smallest_semi(mine, m).map_or(child_empty, u32::from));
                    ChildEstimate {
                        m: m as u16,
                        threat: self::estimate(mine, m),
                        otherwise: otherwise.clamp(1, u32::from(u16::MAX)) as u16,
                    }
                })
                .collect();
            let stats = &mut self.stats[me.index()];
            stats.estimated += e.len() as u64;
            stats.estimated_by_connections +=
                e.iter().filter(|c| c.threat.is_some()).count() as u64;
            if !self.fills.is_empty() {
                if self.estimates.is_empty() {
                    self.estimates = (0..self.fills.len()).map(|_| None).collect();
                }
                let j = key as usize & (self.estimates.len() - 1);
                self.estimates[j] = Some((key, e));
            }
        }
        if let Some(p) = win_proof {
            self.record_proof(key, p);
        }
        if let Some(slot) = self.entry(key) {
            slot.deferred = false;
            if let Some(m) = win {
                slot.expansion = Stored::Win(m as u16);
            }
        }
        if cut && !self.slots.is_empty() {
            let i = self.index(key);
            self.cut.push(i);
        }
        win
    }

    /// The estimated numbers of moves of the children of the position
    /// `key` by move, when its completion made them and the cache still
    /// remembers them (see [`Cache::mover_wins`]; one list for every 16
    /// expansion slots).
    pub fn estimates(&self, key: u64) -> Option<&[ChildEstimate]> {
        if self.estimates.is_empty() {
            return None;
        }
        match &self.estimates[key as usize & (self.estimates.len() - 1)] {
            Some((k, e)) if *k == key => Some(e),
            _ => None,
        }
    }

    /// The counts of the side `color` to move, for the search's own
    /// counters ([`Stats::descents`]).
    pub fn count(&mut self, color: Color) -> &mut Stats {
        &mut self.stats[color.index()]
    }

    /// The remembered entry of the position `key`, if still there.
    fn entry(&mut self, key: u64) -> Option<&mut Slot> {
        if self.slots.is_empty() {
            return None;
        }
        let i = self.index(key);
        self.slots[i].as_mut().filter(|e| e.key == key)
    }

    /// The moves of the position `key` whose losing siblings were already
    /// read (by [`Cache::prune`]); empty when it is no longer remembered.
    pub fn read(&mut self, key: u64) -> Bitboard {
        self.entry(key).map_or(Bitboard::EMPTY, |e| e.read)
    }

    /// Remembers that the losing siblings of the moves `read` of the
    /// position `key` were read, and drops the moves `losing` (never
    /// better than a read move, see `mid.rs`) from its expansion, keeping
    /// the read ones.
    pub fn prune(&mut self, key: u64, losing: Bitboard, read: Bitboard) {
        if let Some(slot) = self.entry(key) {
            slot.read |= read;
            let kept = slot.read;
            if let Stored::Moves(moves) = &mut slot.expansion {
                let keep = |m: usize| kept.contains(m) || !losing.contains(m);
                if !moves.iter().all(|&m| keep(usize::from(m))) {
                    *moves = moves
                        .iter()
                        .copied()
                        .filter(|&m| keep(usize::from(m)))
                        .collect();
                }
            }
        }
    }

    /// A *proof set* of the position `key`, decided for one side, while the
    /// cache keeps it: cells, empty on its board, such that the winner
    /// still wins when the loser is given every other empty cell. df-pn
    /// reads it for the *proof siblings* (`mid.rs`): when a move `m` of
    /// a position P leads to `key` and loses, every other move of P
    /// outside the set loses too. (The position after such a move `m'`
    /// with the loser also given every cell outside the set is the
    /// position `key` with those cells given to the loser, `m` among
    /// them; the winner wins that, and so wins with fewer loser's stones.)
    /// Recorded in two cases, each sound by that definition:
    /// - `key`'s expansion found its mover lost (by the fill-in joining
    ///   the opponent's edges, by two winning cells of the opponent, or
    ///   by the opponent's connections: [`vc::Connections::loss_proof`]):
    ///   the cells those use, and every cell the fill-in filled (they
    ///   stay dead or captured after any stone, so the same fill-in and
    ///   the same win hold on the board with the loser's extra stones);
    /// - `key`'s mover won by the move `k` into a position with such a
    ///   set `S`: the set `S` and `k`.
    pub fn proof(&self, key: u64) -> Option<Bitboard> {
        kept_cells(&self.proofs, key)
    }

    /// For the position `key` expanded into moves, while the cache keeps
    /// it: cells, empty on its board, on which the case against every
    /// move its expansion left out rests, so that with the side to move
    /// given every empty cell outside them and these plus the moves, a
    /// move left out is still no better than some move kept. The cells
    /// the fill-in filled (they stay filled after any stone); the
    /// opponent's edge semis that made a mustplay (each stays whole);
    /// the opponent's one winning cell of a forced move. The other rules
    /// need none: a cell on no chain of either player stays dead, and a
    /// move dropped as dominated or as a losing sibling is dropped for a
    /// move kept by a fill-in that holds after any stone. So a position
    /// lost by search has the proof set of these cells and its moves'
    /// own (see `mid.rs`).
    pub fn exclusion(&self, key: u64) -> Option<Bitboard> {
        kept_cells(&self.exclusions, key)
    }

    /// Remembers `cells` as a proof set of the position `key` (see
    /// [`Cache::proof`]).
    pub fn record_proof(&mut self, key: u64, cells: Bitboard) {
        keep_cells(&mut self.proofs, key, Some(cells));
    }

    /// The cells where a move of the opponent of `key`'s side to move is
    /// never better than the move that led to `key` (see
    /// [`ice::losing_siblings`]), from the fill-in of `key`'s expansion,
    /// while the cache still keeps them (direct-mapped, one for every
    /// `FILL_SHARE` expansion slots).
    pub fn siblings(&self, key: u64) -> Option<Bitboard> {
        kept_cells(&self.sibling_cells, key)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Cell, Geometry};
    use std::time::Instant;

    /// 7x7, White to move against Black's d2 and c4 (a bridge, each on a
    /// template to its edge but for the bottom rows).
    fn position() -> Position {
        let mut p = Position::new(Geometry::new(7, 7).unwrap());
        for (color, cell) in [
            (Color::Black, "d2"),
            (Color::White, "a1"),
            (Color::Black, "c4"),
        ] {
            p.play_index(color, p.geometry().index(cell.parse::<Cell>().unwrap()));
        }
        p
    }

    #[test]
    fn an_expansion_cut_by_its_deadline_is_forgotten_when_the_next_search_starts() {
        let pos = position();
        let whole = expand(&pos, Some(&solver_limits()));
        let mut cache = Cache::new(1 << 20, 1 << 24, Some(solver_limits()));
        cache.start(Some(Instant::now()));
        let (cut, _) = cache.expand(&pos, false);
        assert_ne!(cut, whole, "the deadline cut nothing here");
        cache.start(None);
        assert_eq!(cache.expand(&pos, false).0, whole);
    }

    /// Random positions of 6x6 and 7x7 with 4 to 23 stones near each
    /// other, the game not over, the side to move either colour.
    fn random_positions(count: usize) -> Vec<Position> {
        let mut rng = crate::rng::Rng::new(11);
        let mut out = Vec::new();
        while out.len() < count {
            let n = 6 + rng.below(2);
            let mut p = Position::new(Geometry::new(n, n).unwrap());
            let stones = 4 + rng.below(20);
            for k in 0..stones {
                let cell = crate::player::random_cell(&p, &mut rng);
                p.play_index(Color::BOTH[k % 2], cell);
                if p.winner().is_some() {
                    break;
                }
            }
            if p.winner().is_none() {
                out.push(p);
            }
        }
        out
    }

    #[test]
    fn a_completion_works_on_the_board_its_expansion_filled() {
        let (mut kept, mut completed) = (0, 0);
        for pos in random_positions(60) {
            let limits = solver_limits();
            // With the kept fill, and with it dropped (filled in again).
            let mut with = Cache::new(1 << 20, 1 << 24, Some(limits.clone()));
            let mut without = Cache::new(1 << 20, 1 << 24, Some(limits.clone()));
            let (e, deferred) = with.expand(&pos, true);
            assert_eq!(without.expand(&pos, true), (e.clone(), deferred));
            let Expansion::Moves(moves) = e else {
                continue;
            };
            if !deferred {
                continue;
            }
            let fill = ice::fill_in(pos.board());
            let stones = with
                .fills
                .iter()
                .flatten()
                .find(|f| f.key == pos.key())
                .map(|f| f.stones);
            if let Some(stones) = stones {
                kept += 1;
                let again = refilled(&pos, &stones);
                let fresh = fill.position(pos.to_move());
                assert_eq!(again.key(), fresh.key());
                for c in Color::BOTH {
                    assert_eq!(again.board().stones(c), fresh.board().stones(c));
                }
            }
            without.fills.iter_mut().for_each(|f| *f = None);
            assert_eq!(
                with.mover_wins(&pos, &moves, None, true),
                without.mover_wins(&pos, &moves, None, true),
                "{:?}",
                pos.board()
            );
            completed += 1;
            // Still kept, for the children's fill-ins.
            assert!(with.fills.iter().flatten().any(|f| f.key == pos.key()));
        }
        assert!(
            kept > 20 && completed == kept,
            "{kept} kept, {completed} completed"
        );
    }
}
