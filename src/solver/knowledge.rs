//! What the solver knows about a position without searching it: whether it
//! is already decided, and if not, which moves need trying and in which
//! order.
//!
//! First the dead and captured cells are filled ([`crate::ice`], when the
//! connection limits ask for it): the filled position has the value of the
//! original, a move wins the one exactly when it wins the other, and its
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

pub use super::stats::Stats;

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
        templates: true,
        fill_in: true,
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
            let f = ice::fill_in(pos.board());
            let stats = builder.stats(me);
            stats.empty += u64::from(pos.board().empty().count());
            stats.filled += u64::from(f.all().count());
            stats.decided_by_fill += u64::from(f.winner().is_some());
            match f.winner() {
                // Any cell left empty keeps the win; with none left, a
                // cell filled for the winner is as good as its fill.
                Some(w) if w == me => {
                    let m = f.board().empty().first();
                    Expansion::Win(m.or(f.filled(me).first()).expect("a fill joined the edges"))
                }
                Some(_) => Expansion::Loss,
                None => {
                    let plain = vc::Limits {
                        fill_in: false,
                        ..l.clone()
                    };
                    match expand_filled(&f.position(me), Some(&plain), builder) {
                        Expansion::Moves(moves) => {
                            let kept = ice::undominated(f.board(), &moves);
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
        Node::WinNow(i) => return Expansion::Win(i),
        Node::Lost(_) => return Expansion::Loss,
        Node::Forced(i) => return Expansion::Moves(vec![i]),
        // Cannot happen on a board where the game is not over (filling it
        // would decide it, so some empty cell is on a chain), but every
        // empty cell is a sound fallback.
        Node::Open(moves) if moves.is_empty() => pos.board().empty().iter().collect(),
        Node::Open(moves) => moves,
    };
    let Some(limits) = limits else {
        return Expansion::Moves(moves);
    };
    let board = pos.board();
    let me = pos.to_move();
    let mine = builder.build(board, me, limits);
    let won = mine.winning_move();
    let joined = mine.edges_full().is_some();
    builder.keep(mine);
    if let Some(key) = won {
        return Expansion::Win(key);
    }
    if joined {
        // Joined whatever the opponent does: any move keeps it so.
        return Expansion::Win(moves[0]);
    }
    let theirs = builder.build(board, me.opponent(), limits);
    let mustplay = theirs.opponent_mustplay();
    builder.keep(theirs);
    match mustplay {
        None => {
            builder.stats(me).no_mustplay += 1;
            Expansion::Moves(moves)
        }
        Some(mustplay) => {
            let kept: Vec<usize> = moves
                .into_iter()
                .filter(|&m| mustplay.contains(m))
                .collect();
            if kept.is_empty() {
                Expansion::Loss
            } else {
                let stats = builder.stats(me);
                stats.with_mustplay += 1;
                stats.mustplay_moves += kept.len() as u64;
                Expansion::Moves(kept)
            }
        }
    }
}

/// Builds connections for one expansion: from scratch, or from those of
/// the parent position (or failing that, the latest of the colour) kept
/// in a [`Recent`] (see [`vc::Connections::build_from`]).
struct Builder<'a> {
    recent: Option<&'a mut Recent>,
    key: u64,
    parent: Option<u64>,
    /// Counts, by the side to move.
    stats: &'a mut [Stats; 2],
    /// Whether a build stopped at the deadline (see [`Cache::expand`]).
    cut: bool,
}

impl Builder<'_> {
    fn fresh(stats: &mut [Stats; 2]) -> Builder<'_> {
        Builder {
            recent: None,
            key: 0,
            parent: None,
            stats,
            cut: false,
        }
    }

    fn stats(&mut self, to_move: Color) -> &mut Stats {
        &mut self.stats[to_move.index()]
    }

    fn build(&mut self, board: &Board, color: Color, limits: &vc::Limits) -> vc::Connections {
        let c = match self.recent.as_mut() {
            None => vc::build(board, color, limits),
            Some(recent) => {
                let spare = recent.spare.pop();
                let source = recent.source(self.parent, color);
                vc::Connections::build_from(board, color, limits, source, spare)
            }
        };
        self.cut |= c.cut();
        c
    }

    fn keep(&mut self, c: vc::Connections) {
        if let Some(r) = self.recent.as_mut() {
            r.keep(self.key, c);
        }
    }
}

/// The connections built at earlier expansions, by position key and
/// colour, direct-mapped (a newer position takes an older one's slot).
/// df-pn expands a child long after its parent as often as right after
/// it, so this keeps many.
pub struct Recent {
    slots: Vec<Option<(u64, vc::Connections)>>,
    /// The slot last filled for each colour.
    latest: [Option<usize>; 2],
    /// Connections pushed out of their slots, whose memory the next
    /// builds reuse.
    spare: Vec<vc::Connections>,
}

/// `2^RECENT_BITS` slots in [`Recent`].
const RECENT_BITS: u32 = 6;

impl Recent {
    fn new() -> Recent {
        Recent {
            slots: (0..1 << RECENT_BITS).map(|_| None).collect(),
            latest: [None; 2],
            spare: Vec::new(),
        }
    }

    fn slot(key: u64, color: Color) -> usize {
        let k = key ^ (color.index() as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        (k >> 20) as usize & ((1 << RECENT_BITS) - 1)
    }

    /// The parent's connections of `color` if kept, else the latest.
    fn source(&self, parent: Option<u64>, color: Color) -> Option<&vc::Connections> {
        let at = |i: usize| match &self.slots[i] {
            Some((k, c)) if c.color() == color => Some((*k, c)),
            _ => None,
        };
        parent
            .and_then(|p| at(Recent::slot(p, color)).filter(|(k, _)| *k == p))
            .or_else(|| self.latest[color.index()].and_then(at))
            .map(|(_, c)| c)
    }

    fn keep(&mut self, key: u64, c: vc::Connections) {
        let color = c.color();
        let i = Recent::slot(key, color);
        if let Some((_, old)) = self.slots[i].replace((key, c))
            && self.spare.len() < 2
        {
            self.spare.push(old);
        }
        self.latest[color.index()] = Some(i);
    }
}

/// Expansions remembered by position key: df-pn enters the same position
/// many times (each time a threshold sends the search back up and down
/// again), and an expansion costs far more than a lookup. Direct-mapped:
/// a newer position takes the slot of an older one with the same low bits.
pub struct Cache {
    /// Key, expansion, and the moves already seen refuted there (see
    /// [`Cache::prune`]).
    slots: Vec<Option<(u64, Expansion, Bitboard)>>,
    mask: usize,
    /// The connection limits of every expansion (`None`: no connections).
    limits: Option<vc::Limits>,
    /// Connections of the latest expansions, to build new ones from.
    recent: Recent,
    /// Counts, by the side to move.
    stats: [Stats; 2],
    /// Slots whose expansion a deadline cut short: sound but weaker, so
    /// forgotten when the next search starts ([`Cache::start`]).
    cut: Vec<usize>,
}

impl Cache {
    /// A cache of `2^bits` slots for expansions with `limits`.
    pub fn new(bits: u32, limits: Option<vc::Limits>) -> Cache {
        Cache {
            slots: vec![None; 1 << bits],
            mask: (1 << bits) - 1,
            limits,
            recent: Recent::new(),
            stats: [Stats::default(), Stats::default()],
            cut: Vec::new(),
        }
    }

    /// Starts a search whose connection builds stop at `deadline` (its
    /// time limit: one build on a large board can take seconds, and it
    /// would overrun the limit by as much); forgets the expansions an
    /// earlier search's deadline cut short.
    pub fn start(&mut self, deadline: Option<std::time::Instant>) {
        if let Some(limits) = self.limits.as_mut() {
            limits.deadline = deadline;
        }
        for i in self.cut.drain(..) {
            self.slots[i] = None;
        }
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

    /// The expansion of `pos`, computed by [`expand`] when not remembered.
    pub fn expand(&mut self, pos: &Position) -> &Expansion {
        let key = pos.key();
        let i = key as usize & self.mask;
        if !matches!(&self.slots[i], Some((k, ..)) if *k == key) {
            let mut parent = pos.clone();
            let parent = parent.undo().then(|| parent.key());
            let mut builder = Builder {
                recent: Some(&mut self.recent),
                key,
                parent,
                stats: &mut self.stats,
                cut: false,
            };
            let e = expand_with(pos, self.limits.as_ref(), &mut builder);
            if builder.cut {
                self.cut.push(i);
            }
            self.slots[i] = Some((key, e, Bitboard::EMPTY));
        }
        &self.slots[i].as_ref().expect("just filled").1
    }

    /// The remembered entry of the position `key`, if still there.
    fn entry(&mut self, key: u64) -> Option<&mut (u64, Expansion, Bitboard)> {
        self.slots[key as usize & self.mask]
            .as_mut()
            .filter(|e| e.0 == key)
    }

    /// The moves of the position `key` already seen refuted (by
    /// [`Cache::prune`]); empty when it is no longer remembered.
    pub fn refuted(&mut self, key: u64) -> Bitboard {
        self.entry(key).map_or(Bitboard::EMPTY, |e| e.2)
    }

    /// Remembers that the moves `refuted` of the position `key` are
    /// refuted, and drops the moves `losing` (proven to lose, see
    /// `mid.rs`) from its expansion, keeping the refuted ones.
    pub fn prune(&mut self, key: u64, losing: Bitboard, refuted: Bitboard) {
        if let Some((_, expansion, seen)) = self.entry(key) {
            *seen |= refuted;
            if let Expansion::Moves(moves) = expansion {
                moves.retain(|&m| refuted.contains(m) || !losing.contains(m));
            }
        }
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
        let mut cache = Cache::new(4, Some(solver_limits()));
        cache.start(Some(Instant::now()));
        let cut = cache.expand(&pos).clone();
        assert_ne!(cut, whole, "the deadline cut nothing here");
        cache.start(None);
        assert_eq!(*cache.expand(&pos), whole);
    }
}
