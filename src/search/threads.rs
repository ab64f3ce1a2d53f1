//! Lazy SMP: a search on several threads that share the transposition table.
//!
//! The main thread runs the ordinary iterative deepening and alone decides
//! the move, the score and when to stop. Each helper thread searches the same
//! root on its own (its own history, killers and principal variation) and
//! writes what it learns into the shared, lock-free table ([`super::tt`]),
//! where the main thread finds it: cut-offs, exact scores and best moves of
//! positions it has not reached yet. Helper 1 searches the main thread's
//! own depths: the two race through the same tree and each skips what the
//! other has already stored, and their move orders drift apart as the table
//! fills in a different order for each (measured on the bench's 11x11
//! positions: the main thread needed 0.80-0.83 of its single-threaded
//! nodes on two free cores, 0.53-0.55 when the two threads shared one).
//! On two free cores the two run in step and duplicate work, so every
//! thread of a multi-threaded search marks the nodes it is in and puts
//! off a move whose child another thread is searching ([`super::busy`],
//! ABDADA's deferral), at the root as below it: the threads split a
//! node's moves instead of searching the same one at once. (Before the
//! root deferred too, helper 1 started each depth with the main thread's
//! second root move; with the deferral at the root the two start
//! together on the first move, and the main thread needed 0.50-0.55 of
//! its single-threaded nodes to the bench's 11x11 depth against
//! 0.58-0.67, on a busy machine: see docs/speed.md, "Issue 15, fifth
//! pass". One depth ahead did worse.)
//! The helpers also share the main thread's cache of leaf scores
//! ([`super::leaves`]), so no leaf is scored twice by two threads.
//! Further helpers would mostly repeat that race, so they skip depths in
//! Stockfish's pattern (helper 2 the even depths, helper 3 the odd ones,
//! later helpers blocks of 2, 3 and 4 depths) and run ahead of the main
//! thread.
//!
//! The helper threads live in a pool ([`Pool`]) for as long as the
//! searcher: [`Searcher::set_threads`] starts or ends them, and between
//! searches each is parked, blocked on its job channel, using no CPU. A
//! search wakes every helper with a job (the root, its candidates, the
//! table and the search's stop flag); the helper keeps its own searcher
//! (history, killers, buffers) from one search to the next.
//!
//! Helpers stop when the main thread finishes (a time limit, `# interrupt`,
//! the depth limit or a proof: all are the main thread's decisions), checking
//! the search's stop flag as often as the main thread checks its clock; the
//! main thread waits until every helper has answered (parked again) before
//! it returns, so no helper is still writing when the next search starts.
//! A helper's result is never returned, only its node count; what it stores
//! is as sound as the main thread's own entries (an aborted search stores
//! nothing), so proofs and legality hold however many threads run. With one
//! thread (the default) no thread is started and the search is
//! deterministic at a fixed depth.

use super::busy::Busy;
use super::leaves::Leaves;
use super::tt::Table;
use super::{Clock, Depth, MAX_DEPTH, Params, Proofs, Searcher};
use crate::position::Position;
use log::warn;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread::JoinHandle;

/// The most threads a setting may ask for.
pub const MAX_THREADS: usize = 256;

/// Stockfish's skip pattern: helper `i` (from 2) uses entry `(i - 2) % 20`
/// and skips depth `d` when `(d + phase) / size` is odd.
const SKIP_SIZE: [u32; 20] = [1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4];
const SKIP_PHASE: [u32; 20] = [0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7];

/// Whether helper `helper` (from 1) skips `depth`. Helper 1 skips none:
/// searching the main thread's own depths alongside it saved the main
/// thread more of its nodes to the bench's 11x11 depth than searching the
/// even depths only or running a depth ahead (see docs/speed.md).
fn skips(helper: usize, depth: u32) -> bool {
    if helper == 1 {
        return false;
    }
    let i = (helper - 2) % SKIP_SIZE.len();
    (depth + SKIP_PHASE[i]) / SKIP_SIZE[i] % 2 == 1
}

impl Searcher {
    /// Searches on `threads` threads from the next search on (1: the
    /// calling thread alone; at most [`MAX_THREADS`]). Helper threads are
    /// started or ended here, not per search.
    pub fn set_threads(&mut self, threads: usize) {
        self.pool.resize(threads.clamp(1, MAX_THREADS) - 1);
    }

    /// Threads a search uses.
    pub fn threads(&self) -> usize {
        1 + self.pool.workers.len()
    }

    /// A helper's search: iterative deepening from `moves` (the root's
    /// candidates, best first) over the depths it does not skip, until
    /// `stop` is raised or a depth proves the result. It ignores the
    /// search's depth limit (to [`MAX_DEPTH`]): at a fixed depth the main
    /// thread still needs the table filled while it finishes its last
    /// depth (a helper that stopped at the limit left its core idle for
    /// the last, longest depth), and a deeper entry only makes the main
    /// thread's cut-offs better informed. Returns the nodes searched.
    fn help(&mut self, job: Job) -> u64 {
        let Job {
            helper,
            mut pos,
            mut moves,
            params,
            table,
            busy,
            leaves,
            proofs,
            table_parity,
            root_width,
            root_sweep,
            stop,
        } = job;
        self.table = table;
        self.busy = busy;
        self.reset(&params, Clock::new(None, Some(stop)));
        self.leaves = leaves;
        self.proofs = proofs;
        self.table_parity = table_parity;
        self.root_width = root_width;
        self.root_sweep = root_sweep;
        self.shared = true;
        for depth in 1..=MAX_DEPTH {
            if skips(helper, depth) {
                continue;
            }
            match self.root(&mut pos, &mut moves, depth) {
                Depth::Finished(r) if !r.proven() => {}
                _ => break,
            }
        }
        // The solver's table goes back with the search.
        self.proofs = None;
        self.nodes
    }
}

/// One search's work for a helper: the root, its candidates, the settings,
/// the main thread's table, busy marks and leaf cache, and the search's
/// stop flag.
struct Job {
    helper: usize,
    pos: Position,
    moves: Vec<usize>,
    params: Params,
    table: Arc<Table>,
    busy: Arc<Busy>,
    leaves: Leaves,
    proofs: Option<Proofs>,
    table_parity: bool,
    root_width: usize,
    root_sweep: u32,
    stop: Arc<AtomicBool>,
}

/// A parked helper thread: it waits for a [`Job`] on `jobs`, searches it
/// with its own [`Searcher`] (kept from search to search) and answers on
/// `done` with the nodes it searched. Closing `jobs` ends the thread.
struct Worker {
    jobs: Sender<Job>,
    done: Receiver<u64>,
    thread: Option<JoinHandle<()>>,
}

impl Worker {
    fn spawn(helper: usize) -> std::io::Result<Worker> {
        let (jobs, inbox) = channel::<Job>();
        let (outbox, done) = channel();
        let thread = std::thread::Builder::new()
            .name(format!("hexbfs-helper-{helper}"))
            .spawn(move || {
                let mut searcher = Searcher::new(0);
                while let Ok(job) = inbox.recv() {
                    if outbox.send(searcher.help(job)).is_err() {
                        break;
                    }
                }
            })?;
        Ok(Worker {
            jobs,
            done,
            thread: Some(thread),
        })
    }
}

impl Drop for Worker {
    /// Closes the job channel and waits for the thread to end (at once if
    /// it is parked; after its search if the search's stop flag is up).
    fn drop(&mut self) {
        let (closed, _) = channel();
        drop(std::mem::replace(&mut self.jobs, closed));
        if let Some(thread) = self.thread.take() {
            // A helper that panicked has reported it on stderr already.
            let _ = thread.join();
        }
    }
}

/// The helper threads, parked between searches.
#[derive(Default)]
pub struct Pool {
    workers: Vec<Worker>,
}

impl Pool {
    /// Starts or ends helpers until there are `helpers` of them (fewer if
    /// the system refuses a thread: the search then runs on those it has).
    fn resize(&mut self, helpers: usize) {
        self.workers.truncate(helpers);
        while self.workers.len() < helpers {
            match Worker::spawn(self.workers.len() + 1) {
                Ok(w) => self.workers.push(w),
                Err(e) => {
                    warn!(
                        "cannot start a helper thread ({e}); {} threads",
                        self.workers.len() + 1
                    );
                    break;
                }
            }
        }
    }
}

/// The helper threads at work on one search.
pub struct Crew {
    stop: Arc<AtomicBool>,
    /// The pool, taken from the main searcher for the search and given
    /// back by [`Crew::finish`]; if the main thread unwinds instead, it is
    /// dropped with the crew (stopped, and its threads joined).
    pool: Pool,
    /// Which workers were given the search (a worker whose thread has
    /// ended cannot take one).
    started: Vec<bool>,
}

impl Crew {
    /// Wakes the helpers of `main` (none with one thread) on `pos`, whose
    /// root candidates are `moves`; the table's generation must already be
    /// the search's.
    pub(super) fn start(
        main: &mut Searcher,
        pos: &Position,
        moves: &[usize],
        params: &Params,
    ) -> Crew {
        let stop = Arc::new(AtomicBool::new(false));
        let pool = std::mem::take(&mut main.pool);
        let started = pool
            .workers
            .iter()
            .enumerate()
            .map(|(i, w)| {
                let job = Job {
                    helper: i + 1,
                    pos: pos.clone(),
                    moves: moves.to_vec(),
                    params: *params,
                    table: main.table.clone(),
                    busy: main.busy.clone(),
                    leaves: main.leaves.share(),
                    proofs: main.proofs.clone(),
                    table_parity: main.table_parity,
                    root_width: main.root_width,
                    root_sweep: main.root_sweep,
                    stop: stop.clone(),
                };
                w.jobs.send(job).is_ok()
            })
            .collect();
        Crew {
            stop,
            pool,
            started,
        }
    }

    /// Stops the helpers, waits until every one is parked again, gives the
    /// pool back to `main` and returns the nodes they searched. A helper
    /// whose thread ended (a panic) is dropped: the next search has one
    /// thread fewer.
    pub(super) fn finish(mut self, main: &mut Searcher) -> u64 {
        self.stop.store(true, Ordering::Relaxed);
        let mut nodes = 0;
        let mut alive = Vec::with_capacity(self.started.len());
        for (w, &started) in self.pool.workers.iter().zip(&self.started) {
            let answer = if started { w.done.recv().ok() } else { None };
            nodes += answer.unwrap_or(0);
            alive.push(answer.is_some());
        }
        let mut keep = alive.into_iter();
        self.pool.workers.retain(|_| keep.next().unwrap_or(false));
        main.pool = std::mem::take(&mut self.pool);
        nodes
    }
}

impl Drop for Crew {
    /// If the main thread's search unwinds, the helpers still stop.
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn helper_1_searches_every_depth_and_later_ones_skip() {
        let searched = |h| (1..=8).filter(|&d| !skips(h, d)).collect::<Vec<u32>>();
        assert_eq!(searched(1), [1, 2, 3, 4, 5, 6, 7, 8]);
        assert_eq!(searched(2), [2, 4, 6, 8]);
        assert_eq!(searched(3), [1, 3, 5, 7]);
        assert_eq!(searched(4), [1, 4, 5, 8]);
        assert_eq!(searched(22), searched(2));
    }

    /// `# interrupt` raises the main clock's stop flag: the main thread
    /// ends and the helpers with it (a helper that ignored the end would
    /// search 11x11 to depth 64 and `finish` would never return).
    #[test]
    fn an_interrupt_stops_every_thread_and_a_legal_move_comes_back() {
        let pos = Position::new(crate::board::Geometry::new(11, 11).unwrap());
        let mut s = Searcher::new(1);
        s.set_threads(3);
        let stop = Arc::new(AtomicBool::new(false));
        let clock = Clock::new(None, Some(stop.clone()));
        let report = s
            .search(&pos, &Params::default(), clock, |r| {
                if r.depth == 2 {
                    stop.store(true, Ordering::Relaxed);
                }
            })
            .unwrap();
        assert_eq!(report.depth, 2);
        assert!(
            pos.board()
                .empty()
                .contains(pos.geometry().index(report.best))
        );
        assert_eq!(s.threads(), 3, "the helpers are back for the next search");
    }

    #[test]
    fn threads_are_clamped() {
        let mut s = Searcher::new(1);
        s.set_threads(0);
        assert_eq!(s.threads(), 1);
        s.set_threads(3);
        assert_eq!(s.threads(), 3);
        s.set_threads(usize::MAX);
        assert_eq!(s.threads(), MAX_THREADS);
        s.set_threads(1);
        assert_eq!(s.threads(), 1);
    }
}
