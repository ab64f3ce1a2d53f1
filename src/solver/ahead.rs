//! Expansions computed ahead on other threads, for the same df-pn.
//!
//! Most df-pn calls are first visits: a node is expanded, then the
//! children its widening admits are visited one after the other, each
//! expanded once to learn its number of moves, and none of those
//! expansions depends on another. When the search is about to visit the
//! first of them, [`Pool::issue`] hands the others to the workers, with
//! the inputs the search itself would use for them: the node's position,
//! the stones of its filled board (the children's fill-ins start from
//! them) and the connection set they would build from (shared,
//! read-only). The workers take them in move order, the order the search
//! visits them, and skip a move that an expansion already computed for
//! the batch names a losing sibling (the search drops such moves after
//! that visit, see `mid.rs`). While the search waits for one a worker is
//! computing, it computes the next one itself (into the buffer too).
//!
//! A computed expansion goes into a side buffer, not into the cache: the
//! search takes it when it asks for that position ([`Pool::take`]; it
//! waits for one a worker is still computing, and computes one nobody
//! started itself), and only if it was computed from the very inputs the
//! search would use now (the same filled stones, the same connection set
//! by its serial number, not cut by the deadline); then it counts its
//! statistics and keeps its connection set as if it had just computed it.
//! So the cache, the table and the kept sets change in the same order as
//! with one thread, and the df-pn calls, the proof and the statistics are
//! the same whatever the number of threads. What the search never asks
//! for, or asks for after its inputs changed, is wasted work, counted in
//! [`Counts`].

use super::knowledge::{self, Computed};
use crate::bitboard::Bitboard;
use crate::position::Position;
use crate::vc;
use std::collections::VecDeque;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;

/// Computed and started expansions the buffer holds at most: a worker
/// waits when it is full (each holds a connection set, about 150 KB on
/// 7x7).
const MAX_READY: usize = 16;

/// Connection sets kept to lend their memory to the workers' builds.
const MAX_SPARES: usize = 4;

/// What the children of one node are expanded from (see the module docs).
pub struct Inputs {
    /// The node; a child is the position after its side to move plays.
    pub parent: Position,
    /// The stones of the node's filled board, when the cache keeps them.
    pub fill: Option<[Bitboard; 2]>,
    /// The set the children's builds start from, with its serial number
    /// ([`super::recent::Recent::source_id`]).
    pub source: Option<(u64, Arc<vc::Connections>)>,
    pub limits: vc::Limits,
}

/// How the work ahead went (since the pool was made).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Expansions handed to the workers.
    pub issued: u64,
    /// Expansions the workers computed.
    pub computed: u64,
    /// Computed expansions the search took.
    pub taken: u64,
    /// Computed expansions the search asked for after their inputs
    /// changed (recomputed).
    pub stale: u64,
    /// Computed expansions never asked for (dropped from the buffer).
    pub unused: u64,
    /// Handed expansions the search computed itself before a worker
    /// started them, or that a newer batch replaced.
    pub withdrawn: u64,
}

struct State {
    inputs: Option<Arc<Inputs>>,
    /// The moves of the current batch not yet started, with the keys of
    /// their positions, in move order (taken from the front).
    moves: Vec<(usize, u64)>,
    /// The cells the expansions computed for the current batch name as
    /// losing siblings: the search will most likely drop those moves
    /// before visiting them (see `mid.rs`), so they are not computed.
    pruned: Bitboard,
    /// Keys of the positions the workers are expanding.
    busy: Vec<u64>,
    ready: VecDeque<Computed>,
    /// Bumped by [`Pool::start`]: work of an earlier search is dropped.
    generation: u64,
    spares: Vec<vc::Connections>,
    counts: Counts,
    quit: bool,
}

struct Shared {
    state: Mutex<State>,
    /// Signalled when there is work (or the pool closes).
    work: Condvar,
    /// Signalled when a worker finished one.
    done: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// Worker threads that expand positions ahead of the search.
pub struct Pool {
    shared: Arc<Shared>,
    workers: Vec<JoinHandle<()>>,
}

impl Pool {
    /// A pool of `workers` threads (at least one).
    pub fn new(workers: usize) -> Pool {
        let shared = Arc::new(Shared {
            state: Mutex::new(State {
                inputs: None,
                moves: Vec::new(),
                pruned: Bitboard::EMPTY,
                busy: Vec::new(),
                ready: VecDeque::new(),
                generation: 0,
                spares: Vec::new(),
                counts: Counts::default(),
                quit: false,
            }),
            work: Condvar::new(),
            done: Condvar::new(),
        });
        let workers = (0..workers.max(1))
            .map(|_| {
                let shared = shared.clone();
                std::thread::spawn(move || work(&shared))
            })
            .collect();
        Pool { shared, workers }
    }

    /// How many worker threads it has.
    pub fn workers(&self) -> usize {
        self.workers.len()
    }

    /// Drops what was handed and computed for an earlier search.
    pub fn start(&self) {
        let mut s = self.shared.lock();
        s.generation += 1;
        s.counts.withdrawn += s.moves.len() as u64;
        s.moves.clear();
        s.counts.unused += s.ready.len() as u64;
        s.ready.clear();
        s.inputs = None;
    }

    /// Hands the workers the expansions of the positions after the moves
    /// `moves` (with their keys, in move order) of `inputs.parent`, in
    /// place of what they had not started of the last batch. Positions a
    /// worker is expanding or has expanded are left out.
    pub fn issue(&self, inputs: Inputs, moves: Vec<(usize, u64)>) {
        let mut s = self.shared.lock();
        // Room for this batch: the oldest results of earlier ones go.
        let mut earlier = s
            .ready
            .iter()
            .filter(|c| !moves.iter().any(|&(_, k)| k == c.key))
            .count();
        while s.ready.len() > MAX_READY / 2 && earlier > 0 {
            let i = s
                .ready
                .iter()
                .position(|c| !moves.iter().any(|&(_, k)| k == c.key))
                .expect("counted");
            s.ready.remove(i);
            s.counts.unused += 1;
            earlier -= 1;
        }
        let fresh: Vec<(usize, u64)> = moves
            .into_iter()
            .filter(|&(_, k)| !s.busy.contains(&k) && !s.ready.iter().any(|c| c.key == k))
            .collect();
        // Counted once however often a batch is handed again.
        let kept = fresh.iter().filter(|m| s.moves.contains(m)).count() as u64;
        s.counts.withdrawn += s.moves.len() as u64 - kept;
        s.counts.issued += fresh.len() as u64 - kept;
        let same_node = s
            .inputs
            .as_ref()
            .is_some_and(|i| i.parent.key() == inputs.parent.key());
        if !same_node {
            s.pruned = Bitboard::EMPTY;
        }
        s.moves = fresh;
        s.inputs = Some(Arc::new(inputs));
        drop(s);
        self.shared.work.notify_all();
    }

    /// The expansion of the position `key` when a worker computed it
    /// (waiting for it if a worker is at it); `None` when nobody did or
    /// started it (then it is withdrawn, and the caller computes it).
    pub fn take(&self, key: u64) -> Option<Computed> {
        let mut s = self.shared.lock();
        loop {
            if let Some(i) = s.ready.iter().position(|c| c.key == key) {
                let c = s.ready.remove(i);
                drop(s);
                // A worker may have waited for room.
                self.shared.work.notify_all();
                return c;
            }
            if let Some(i) = s.moves.iter().position(|&(_, k)| k == key) {
                s.moves.remove(i);
                s.counts.withdrawn += 1;
                return None;
            }
            if !s.busy.contains(&key) {
                return None;
            }
            // A worker is at it: meanwhile, compute the next one.
            s = match next(&self.shared, s) {
                Ok(s) => s,
                Err(s) => self.shared.done.wait(s).unwrap_or_else(|e| e.into_inner()),
            };
        }
    }

    /// Counts a taken expansion as used, or as stale.
    pub fn taken(&self, used: bool) {
        let mut s = self.shared.lock();
        if used {
            s.counts.taken += 1;
        } else {
            s.counts.stale += 1;
        }
    }

    /// Lends the memory of a connection set no longer wanted to the
    /// workers' builds.
    pub fn spare(&self, c: vc::Connections) {
        let mut s = self.shared.lock();
        if s.spares.len() < MAX_SPARES {
            s.spares.push(c);
        }
    }

    /// How the work ahead went so far.
    pub fn counts(&self) -> Counts {
        self.shared.lock().counts.clone()
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        self.shared.lock().quit = true;
        self.shared.work.notify_all();
        for w in self.workers.drain(..) {
            let _ = w.join();
        }
    }
}

/// Takes the first move of the batch not named a losing sibling,
/// expands it with the lock released, and puts the result in the buffer:
/// `Ok` with the lock again, or `Err` with it when there is nothing to do
/// or no room.
fn next<'a>(
    shared: &'a Shared,
    mut s: MutexGuard<'a, State>,
) -> Result<MutexGuard<'a, State>, MutexGuard<'a, State>> {
    if s.ready.len() + s.busy.len() >= MAX_READY {
        return Err(s);
    }
    let Some(inputs) = s.inputs.clone() else {
        return Err(s);
    };
    let pruned = s.pruned;
    let before = s.moves.len();
    s.moves.retain(|&(m, _)| !pruned.contains(m));
    s.counts.withdrawn += (before - s.moves.len()) as u64;
    if s.moves.is_empty() {
        return Err(s);
    }
    let (m, key) = s.moves.remove(0);
    s.busy.push(key);
    let spare = s.spares.pop();
    let generation = s.generation;
    drop(s);
    let c = knowledge::expand_ahead(&inputs, m, spare);
    debug_assert_eq!(c.key, key);
    let mut s = shared.lock();
    s.busy.retain(|&k| k != key);
    s.counts.computed += 1;
    if s.generation == generation {
        if let Some(cells) = c.siblings
            && s.inputs
                .as_ref()
                .is_some_and(|i| i.parent.key() == inputs.parent.key())
        {
            s.pruned |= cells;
        }
        s.ready.push_back(c);
    } else {
        s.counts.unused += 1;
    }
    shared.done.notify_all();
    Ok(s)
}

/// A worker: computes the batch's next expansion, or waits when there is
/// nothing to do or no room.
fn work(shared: &Shared) {
    let mut s = shared.lock();
    loop {
        if s.quit {
            return;
        }
        s = match next(shared, s) {
            Ok(s) => s,
            Err(s) => shared.work.wait(s).unwrap_or_else(|e| e.into_inner()),
        };
    }
}
