//! The df-pn recursion: multiple iterative deepening (MID) of one node
//! within thresholds.
//!
//! `mid(th)` expands the current position and, while its φ and δ stay below
//! the thresholds `th`, descends into the child `c1` of smallest δ, with
//!
//! - child φ threshold `th.δ − δ + φ(c1)`: the child may grow its φ until
//!   our δ (the sum) would reach our threshold;
//! - child δ threshold `min(th.φ, max(δ2 + 1, ⌈δ2 (1 + ε)⌉))` where `δ2`
//!   is the second-smallest child δ: the child keeps the search until
//!   another child looks easier (by a margin ε, the 1+ε trick).
//!
//! Children's numbers are read from the table each round (a child never
//! searched counts as φ = δ = 1) by its key, computed without playing the
//! move; a child whose entry the table has since dropped keeps the numbers
//! last read (see `Run::read_children`). Numbers saturate below [`INF`],
//! which only solved positions carry.

use super::knowledge::{Cache, Expansion};
use super::table::{Bounds, Entry, INF, Table};
use super::{Limits, Outcome, Progress, Stopped};
use crate::bitboard::Bitboard;
use crate::board::{Color, zobrist};
use crate::ice;
use crate::position::Position;
use crate::search::Clock;
use std::time::Duration;

/// Children handed to the threads that expand ahead at a time, at most
/// (the next ones in move order after the one about to be searched). A
/// sweep visits about three children before a fill-in prunes the rest or
/// the node returns, so the whole admitted prefix (solver16) left half
/// the work ahead unused: on a4's first 5,000 df-pn calls with two
/// threads, callgrind counts the worker's instructions at 1,440 M
/// instead of 1,962 M, for the same main thread's (2,285 M against
/// 2,299 M; docs/solver.md, "Round seventeen (branch solver17)").
const AHEAD_AT_MOST: usize = 2;

/// Seconds between two progress snapshots (Benzene's display delay).
const PROGRESS_EVERY: Duration = Duration::from_secs(1);

/// One search: the table, the position walked, the counters and limits.
pub struct Run<'a> {
    table: &'a mut Table,
    pos: Position,
    limits: Limits,
    clock: Clock,
    progress: &'a mut dyn FnMut(&Progress),
    next_progress: Duration,
    nodes: u64,
    stopped: Option<Stopped>,
    /// The moves from the root to the current position.
    path: Vec<usize>,
    /// The root's moves (for progress snapshots), set by its expansion.
    root_moves: Vec<usize>,
    /// The root's side to move (for [`super::Estimate::Shares`]).
    root_to_move: Color,
    cache: &'a mut Cache,
}

/// The table key of the position after `color` plays `index` in `pos`.
#[inline]
fn child_key(pos: &Position, color: Color, index: usize) -> u64 {
    let h = pos.board().hash() ^ zobrist(color, index);
    match color.opponent() {
        Color::Black => h,
        Color::White => !h,
    }
}

/// Keeps the items of `v` whose flag in `keep` is set.
fn retain_flagged<T>(v: &mut Vec<T>, keep: &[bool]) {
    let mut k = keep.iter();
    v.retain(|_| *k.next().expect("one flag an item"));
}

/// `a + b` saturating below [`INF`].
#[inline]
fn add(a: u32, b: u32) -> u32 {
    a.saturating_add(b).min(INF - 1)
}

impl<'a> Run<'a> {
    pub fn new(
        table: &'a mut Table,
        cache: &'a mut Cache,
        pos: &Position,
        limits: &Limits,
        clock: Clock,
        progress: &'a mut dyn FnMut(&Progress),
    ) -> Run<'a> {
        Run {
            table,
            pos: pos.clone(),
            limits: *limits,
            clock,
            progress,
            next_progress: PROGRESS_EVERY,
            nodes: 0,
            stopped: None,
            path: Vec::new(),
            root_moves: Vec::new(),
            root_to_move: pos.to_move(),
            cache,
        }
    }

    /// Searches the root until it is solved or a limit stops it.
    pub fn solve(mut self) -> Outcome {
        let me = self.pos.to_move();
        let root = self.pos.key();
        if self.pos.winner().is_none() {
            let solved = |b: Bounds| b.solved();
            while !solved(self.table.bounds(root)) && self.stopped.is_none() {
                self.mid(Bounds {
                    phi: INF,
                    delta: INF,
                });
            }
        }
        self.report_progress();
        let entry = self.table.get(root);
        let bounds = match (self.pos.winner(), entry) {
            (Some(w), _) if w == me => Bounds::WIN,
            (Some(_), _) => Bounds::LOSS,
            (None, Some(e)) => e.bounds,
            (None, None) => Bounds::UNKNOWN,
        };
        let winner = if bounds.is_win() {
            Some(me)
        } else if bounds.is_loss() {
            Some(me.opponent())
        } else {
            None
        };
        Outcome {
            winner,
            stopped: if winner.is_some() { None } else { self.stopped },
            winning_move: bounds
                .is_win()
                .then(|| entry.and_then(|e| e.best).map(usize::from))
                .flatten(),
            nodes: self.nodes,
            elapsed: self.clock.elapsed(),
        }
    }

    /// Counts an expansion and checks the limits; `true` to go on. The
    /// clock and stop flag are read every time: an expansion that builds
    /// connections costs from a fraction of a millisecond (7x7) to several
    /// (large boards), a clock read tens of nanoseconds, and reading less
    /// often would let a time limit or `# interrupt` wait for dozens of
    /// builds.
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.limits.max_nodes.is_some_and(|n| self.nodes > n) {
            self.stopped = Some(Stopped::Nodes);
        } else if self.clock.stopped() {
            self.stopped = Some(Stopped::Interrupted);
        } else if self.clock.expired() {
            self.stopped = Some(Stopped::Time);
        } else if self.clock.elapsed() >= self.next_progress {
            self.next_progress = self.clock.elapsed() + PROGRESS_EVERY;
            self.report_progress();
        }
        self.stopped.is_none()
    }

    fn report_progress(&mut self) {
        let pos = &self.pos;
        // The path leads from the root to the current position.
        let mut root = pos.clone();
        for _ in 0..self.path.len() {
            root.undo();
        }
        let me = root.to_move();
        let children = self
            .root_moves
            .iter()
            .map(|&m| (m, self.table.bounds(child_key(&root, me, m))))
            .collect();
        (self.progress)(&Progress {
            geometry: pos.geometry(),
            to_move: me,
            children,
            path: &self.path,
            nodes: self.nodes,
            elapsed: self.clock.elapsed(),
        });
    }

    /// Stores the final numbers of the current position.
    fn store(&mut self, key: u64, bounds: Bounds, work: u64, best: Option<usize>) {
        let before = self.table.get(key).map_or(0, |e| e.work);
        self.table.put(
            key,
            Entry {
                bounds,
                work: before + work,
                best: best.map(|b| b as u16),
            },
        );
    }

    /// Drops the moves that lose like a searched sibling: when a move `m`
    /// loses, every sibling that the fill-in of the position after `m`
    /// gives to the side to move (or finds dead) loses too
    /// ([`ice::losing_siblings`]). Such a sibling is never better than
    /// `m`: if `m` wins, the node needs no other move; if `m` loses, so
    /// does the sibling. So they go as soon as `m` has been searched once
    /// (`searched`, the move the loop just went below), as in Benzene's
    /// df-pn, not only once `m` is proven to lose: the node stops spending
    /// a visit on each of them to learn its number of moves. Each move is
    /// read once (the cached expansion remembers it as read and never
    /// drops it, so the move a pruning relied on stays), and the cells
    /// come from the fill-in the child's expansion already did when the
    /// cache still has them ([`Cache::siblings`]). A solved child stays.
    ///
    /// With [`Limits::proof_siblings`], also the *proof siblings*: once a
    /// move `m` is proven to lose and the cache keeps a proof set of its
    /// refutation ([`Cache::proof`]), every move outside that set loses
    /// too and goes (each lost move's set read once, `proof_read`).
    // The node's per-child vectors go together; a struct of them would
    // have to be taken apart again by every other step of `mid`.
    #[allow(clippy::too_many_arguments)]
    fn prune_siblings(
        &mut self,
        key: u64,
        moves: &mut Vec<usize>,
        keys: &mut Vec<u64>,
        children: &mut Vec<Bounds>,
        read: &mut Vec<bool>,
        proof_read: &mut Vec<bool>,
        searched: Option<usize>,
    ) {
        let me = self.pos.to_move();
        let mut by_proof = Bitboard::EMPTY;
        let mut newly = Bitboard::EMPTY;
        if self.limits.proof_siblings {
            // The proof siblings (see `Cache::proof`): a move that loses
            // takes every move outside its refutation's proof set with it
            // (itself too, but a solved move stays, below).
            let all = moves
                .iter()
                .fold(Bitboard::EMPTY, |b, &m| b | Bitboard::single(m));
            for i in 0..moves.len() {
                if children[i].phi == 0
                    && !proof_read[i]
                    && let Some(p) = self.cache.proof(keys[i])
                {
                    proof_read[i] = true;
                    by_proof |= all.and_not(p);
                }
            }
        }
        let mut losing = by_proof;
        for i in 0..moves.len() {
            if !read[i] && (children[i].phi == 0 || searched == Some(moves[i])) {
                read[i] = true;
                newly.insert(moves[i]);
                losing |= match self.cache.siblings(keys[i]) {
                    Some(cells) => cells,
                    None => {
                        self.pos.play_index(me, moves[i]);
                        let cells = ice::losing_siblings(self.pos.board(), me);
                        self.pos.undo();
                        cells
                    }
                };
            }
        }
        if newly.is_empty() && losing.is_empty() {
            return;
        }
        // Solved and read children stay: the rest of `losing` goes, here
        // and in the remembered expansion.
        let mut stay = Bitboard::EMPTY;
        for ((&m, c), &r) in moves.iter().zip(children.iter()).zip(read.iter()) {
            if c.solved() || r {
                stay.insert(m);
            }
        }
        losing = losing.and_not(stay);
        self.cache.count(me).proof_pruned += u64::from((by_proof & losing).count());
        self.cache.prune(key, losing, newly);
        let keep: Vec<bool> = moves.iter().map(|&m| !losing.contains(m)).collect();
        if keep.iter().all(|&k| k) {
            return;
        }
        retain_flagged(moves, &keep);
        retain_flagged(keys, &keep);
        retain_flagged(children, &keep);
        retain_flagged(read, &keep);
        retain_flagged(proof_read, &keep);
        if self.path.is_empty() {
            self.root_moves = moves.clone();
        }
    }

    /// A proof set of the current position (key `key`, every move of
    /// `moves` proven to lose) when its expansion's exclusion and every
    /// move's refutation have one: their union, with the moves (see
    /// `Cache::exclusion`, `Cache::proof`).
    fn loss_proof(&self, key: u64, moves: &[usize], keys: &[u64]) -> Option<Bitboard> {
        let mut p = self.cache.exclusion(key)?;
        for (&m, &k) in moves.iter().zip(keys) {
            p |= self.cache.proof(k)?;
            p.insert(m);
        }
        Some(p)
    }

    /// Brings the node's view of its children (`children`, the bounds of
    /// the positions `keys`) up to date from the table, which a search
    /// below may have changed anywhere (transpositions). What the table no
    /// longer holds, the node keeps: a child's entry pushed out of its
    /// bucket reads as never searched (φ = δ = 1), so without this a node
    /// whose children share a crowded bucket searched the one pushed out,
    /// whose store pushed out the other, and so on without end (a 4x4
    /// position without connections: past 3,000,000 df-pn calls at
    /// `tt_mb 1`, a 256 KB table, against 2,398 at 16 MB; docs/robustness.md,
    /// "Round ten"). A solved child's bounds are final and stay. The kept
    /// bounds of an unsolved child are older than the table's would be, so
    /// they only steer the choice: every answer stays exact.
    fn read_children(&self, keys: &[u64], children: &mut [Bounds]) {
        for (b, &k) in children.iter_mut().zip(keys) {
            if !b.solved()
                && let Some(e) = self.table.get(k)
            {
                *b = e.bounds;
            }
        }
    }

    /// How many of `children` (in move order) the choice of the child to
    /// search and the proof number look at: progressive widening, as in
    /// Benzene's df-pn. With `n` children not yet refuted, the first
    /// `base + ⌈n · factor⌉` of them (at least two) are admitted (refuted
    /// ones are passed over and do not count), so the search trusts the
    /// move order and stays on the best-ranked moves until they are
    /// refuted or look hard; the next one joins as one drops out. The
    /// proof number is the smallest disproof number among the admitted
    /// (or 0 if any child is proven lost). Only the choice
    /// changes: a win still needs one child proven lost, a loss every
    /// child proven won (the disproof number sums all of them), so every
    /// answer stays exact.
    fn widened(&self, children: &[Bounds]) -> usize {
        let Some((base, factor)) = self.limits.widening else {
            return children.len();
        };
        let live = children.iter().filter(|c| c.phi != 0).count();
        if live < 2 {
            return children.len();
        }
        let admit = (base + (live as f64 * factor).ceil() as usize).max(2);
        let mut seen = 0;
        for (i, c) in children.iter().enumerate() {
            if c.phi != 0 {
                seen += 1;
                if seen == admit {
                    return i + 1;
                }
            }
        }
        children.len()
    }

    /// When the child about to be searched (`best`) is one never searched,
    /// hands the next [`AHEAD_AT_MOST`] other children the widening admits
    /// (of the first `admitted`) that the table does not know either to
    /// the threads that expand ahead ([`super::ahead`]): the search visits them next,
    /// one after the other, each once to learn its number of moves,
    /// unless one of them decides the node first.
    fn ahead(
        &mut self,
        moves: &[usize],
        keys: &[u64],
        children: &[Bounds],
        admitted: usize,
        best: usize,
    ) {
        let new = |i: usize| children[i] == Bounds::UNKNOWN && self.table.get(keys[i]).is_none();
        if !new(best) {
            return;
        }
        let ahead: Vec<(usize, u64)> = (0..admitted.min(moves.len()))
            .filter(|&i| i != best && new(i))
            .take(AHEAD_AT_MOST)
            .map(|i| (moves[i], keys[i]))
            .collect();
        if !ahead.is_empty() {
            self.cache.ahead(&self.pos, &ahead);
        }
    }

    /// Gives the children the table does not know (and this node has no
    /// bounds for) the numbers of moves the completion of the position
    /// `key` estimated ([`Limits::estimate`]): φ 1, δ the estimate. A
    /// child with a threat through it keeps its visit (δ 1) unless
    /// [`Limits::estimate_threats`]. Returns whether it changed any.
    fn estimated(
        &mut self,
        key: u64,
        moves: &[usize],
        keys: &[u64],
        children: &mut [Bounds],
    ) -> bool {
        if self.limits.estimate.is_none() {
            return false;
        }
        let Some(estimates) = self.cache.estimates(key) else {
            return false;
        };
        let mut changed = false;
        for ((&m, &k), c) in moves.iter().zip(keys).zip(children.iter_mut()) {
            if *c != Bounds::UNKNOWN || self.table.get(k).is_some() {
                continue;
            }
            let Some(e) = estimates.iter().find(|e| usize::from(e.m) == m) else {
                continue;
            };
            let n = match e.threat {
                Some(n) if self.limits.estimate_threats => n,
                Some(_) => continue,
                None => e.otherwise,
            };
            c.delta = u32::from(n).max(1);
            changed |= c.delta != 1;
        }
        changed
    }

    /// Counts a descent into the child `best` ([`super::stats::Stats`]'s
    /// `descents`, `new_descents`, `reordered`).
    fn count_descent(&mut self, keys: &[u64], children: &[Bounds], admitted: usize, best: usize) {
        let new = self.table.get(keys[best]).is_none();
        let first = children
            .iter()
            .take(admitted.max(1))
            .position(|c| !c.solved());
        let stats = self.cache.count(self.pos.to_move());
        stats.descents += 1;
        if new {
            stats.new_descents += 1;
        } else if first != Some(best) {
            stats.reordered += 1;
        }
    }

    /// Searches the current position until its numbers reach `th` (or it
    /// is solved, or the search stops). Returns the expansions spent.
    fn mid(&mut self, th: Bounds) -> u64 {
        let start = self.nodes;
        if !self.tick() {
            return 0;
        }
        let key = self.pos.key();
        let (expansion, mut deferred) = self.cache.expand(&self.pos, self.limits.lazy);
        let mut moves = match expansion {
            Expansion::Win(m) => {
                self.store(key, Bounds::WIN, 1, Some(m));
                return 1;
            }
            Expansion::Loss => {
                self.store(key, Bounds::LOSS, 1, None);
                return 1;
            }
            Expansion::Moves(moves) => moves,
        };
        if self.path.is_empty() {
            self.root_moves = moves.clone();
        }
        let me = self.pos.to_move();
        let mut keys: Vec<u64> = moves.iter().map(|&m| child_key(&self.pos, me, m)).collect();
        let mut children = vec![Bounds::UNKNOWN; moves.len()];
        if !deferred {
            self.estimated(key, &moves, &keys, &mut children);
        }
        let seen = self.cache.read(key);
        let mut read: Vec<bool> = moves.iter().map(|&m| seen.contains(m)).collect();
        let mut proof_read = vec![false; moves.len()];
        let mut searched = None;
        loop {
            self.read_children(&keys, &mut children);
            self.prune_siblings(
                key,
                &mut moves,
                &mut keys,
                &mut children,
                &mut read,
                &mut proof_read,
                searched.take(),
            );
            // φ = min δ(child) (first best in move order) over the
            // children the widening admits, δ = Σ φ(child) over all.
            let admitted = self.widened(&children);
            let mut best = 0;
            let mut delta2 = INF;
            let mut delta = 0;
            for (i, c) in children.iter().enumerate() {
                delta = add(delta, c.phi);
                if i >= admitted && c.delta != 0 {
                    continue;
                }
                if c.delta < children[best].delta {
                    delta2 = children[best].delta;
                    best = i;
                } else if i != best && c.delta < delta2 {
                    delta2 = c.delta;
                }
            }
            let phi = children[best].delta;
            if phi == 0 {
                if self.limits.proof_siblings {
                    // The smallest set of the winning moves known.
                    let smallest = (0..moves.len())
                        .filter(|&i| children[i].delta == 0)
                        .filter_map(|i| {
                            self.cache.proof(keys[i]).map(|mut p| {
                                p.insert(moves[i]);
                                p
                            })
                        })
                        .min_by_key(|p| p.count());
                    if let Some(p) = smallest {
                        self.cache.record_proof(key, p);
                    }
                }
                self.store(key, Bounds::WIN, self.nodes - start, Some(moves[best]));
                break;
            }
            if delta == 0 {
                if self.limits.proof_siblings {
                    let p = self.loss_proof(key, &moves, &keys);
                    let stats = self.cache.count(me);
                    stats.loss_proofs += u64::from(p.is_some());
                    stats.loss_without_proof += u64::from(p.is_none());
                    if let Some(p) = p {
                        self.cache.record_proof(key, p);
                    }
                }
                // Every reply wins for the opponent: keep the longest fight.
                let hardest = (0..moves.len())
                    .max_by_key(|&i| self.table.get(keys[i]).map_or(0, |e| e.work))
                    .expect("a node has moves");
                self.store(key, Bounds::LOSS, self.nodes - start, Some(moves[hardest]));
                break;
            }
            let here = Bounds { phi, delta };
            if phi >= th.phi || delta >= th.delta || self.stopped.is_some() {
                self.store(key, here, self.nodes - start, Some(moves[best]));
                break;
            }
            if deferred {
                // About to search below: first whether the mover's own
                // connections win at once (left out of the expansion).
                deferred = false;
                if let Some(m) = self.cache.mover_wins(
                    &self.pos,
                    &moves,
                    self.limits.estimate,
                    me == self.root_to_move,
                ) {
                    self.store(key, Bounds::WIN, self.nodes - start, Some(m));
                    break;
                }
                if self.estimated(key, &moves, &keys, &mut children) {
                    // The new children's numbers may change the choice.
                    continue;
                }
            }
            if self.cache.ahead_on() && self.limits.lazy {
                self.ahead(&moves, &keys, &children, admitted, best);
            }
            let c = children[best];
            let child_phi = (th.delta as u64 - delta as u64 + c.phi as u64).min(INF as u64);
            let widened = ((delta2 as f64) * (1.0 + self.limits.epsilon)).ceil();
            let child_delta = (delta2 as u64 + 1)
                .max(widened.min(INF as f64) as u64)
                .min(th.phi as u64);
            self.count_descent(&keys, &children, admitted, best);
            let m = moves[best];
            self.pos.play_index(me, m);
            self.path.push(m);
            self.mid(Bounds {
                phi: child_phi as u32,
                delta: child_delta as u32,
            });
            self.path.pop();
            self.pos.undo();
            searched = Some(m);
        }
        self.nodes - start
    }
}
