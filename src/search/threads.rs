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
//! fills in a different order for each (measured: the main thread needed
//! 45-60% of its single-threaded nodes to reach the bench's 11x11 depth).
//! Further helpers would mostly repeat that race, so they skip depths in
//! Stockfish's pattern (helper 2 the even depths, helper 3 the odd ones,
//! later helpers blocks of 2, 3 and 4 depths) and run ahead of the main
//! thread.
//!
//! Helpers stop when the main thread finishes (a time limit, `# interrupt`,
//! the depth limit or a proof: all are the main thread's decisions), checking
//! a shared flag as often as the main thread checks its clock. A helper's
//! result is never returned; what it stores is as sound as the main
//! thread's own entries (an aborted search stores nothing), so proofs and
//! legality hold however many threads run. With one thread (the default)
//! nothing is started and the search is deterministic at a fixed depth.

use super::{Clock, Depth, MAX_DEPTH, Params, Searcher};
use crate::position::Position;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;

/// The most threads a setting may ask for.
pub const MAX_THREADS: usize = 256;

/// Stockfish's skip pattern: helper `i` (from 2) uses entry `(i - 2) % 20`
/// and skips depth `d` when `(d + phase) / size` is odd.
const SKIP_SIZE: [u32; 20] = [1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4];
const SKIP_PHASE: [u32; 20] = [0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7];

/// Whether helper `helper` (from 1) skips `depth`. Helper 1 skips none: on
/// two cores, searching the main thread's own depths alongside it saved
/// the main thread 40-55% of its nodes to the bench's 11x11 depth, against
/// 10% when helper 1 searched the even depths only (see docs/speed.md).
fn skips(helper: usize, depth: u32) -> bool {
    if helper == 1 {
        return false;
    }
    let i = (helper - 2) % SKIP_SIZE.len();
    (depth + SKIP_PHASE[i]) / SKIP_SIZE[i] % 2 == 1
}

impl Searcher {
    /// Searches on `threads` threads from the next search on (1: the
    /// calling thread alone; at most [`MAX_THREADS`]).
    pub fn set_threads(&mut self, threads: usize) {
        let helpers = threads.clamp(1, MAX_THREADS) - 1;
        self.helpers.truncate(helpers);
        while self.helpers.len() < helpers {
            let mut h = Searcher::new(0);
            h.table = self.table.clone();
            self.helpers.push(h);
        }
    }

    /// Threads a search uses.
    pub fn threads(&self) -> usize {
        1 + self.helpers.len()
    }

    /// A helper's search: iterative deepening from `moves` (the root's
    /// candidates, best first) over the depths it does not skip, until
    /// `stop` is raised or a depth proves the result. It ignores the
    /// search's depth limit (to [`MAX_DEPTH`]): at a fixed depth the main
    /// thread still needs the table filled while it finishes its last
    /// depth (a helper that stopped at the limit left its core idle for
    /// the last, longest depth), and a deeper entry only makes the main
    /// thread's cut-offs better informed. Returns the searcher, for the
    /// next search.
    fn help(
        mut self,
        helper: usize,
        mut pos: Position,
        mut moves: Vec<usize>,
        params: Params,
        stop: Arc<AtomicBool>,
    ) -> Searcher {
        self.reset(&params, Clock::new(None, Some(stop)));
        for depth in 1..=MAX_DEPTH {
            if skips(helper, depth) {
                continue;
            }
            match self.root(&mut pos, &mut moves, depth) {
                Depth::Finished(r) if !r.proven() => {}
                _ => break,
            }
        }
        self
    }
}

/// The helper threads of one search.
pub struct Crew {
    stop: Arc<AtomicBool>,
    running: Vec<JoinHandle<Searcher>>,
}

impl Crew {
    /// Starts the helpers of `main` (none with one thread) on `pos`, whose
    /// root candidates are `moves`; the table's generation must already be
    /// the search's.
    pub(super) fn start(
        main: &mut Searcher,
        pos: &Position,
        moves: &[usize],
        params: &Params,
    ) -> Crew {
        let stop = Arc::new(AtomicBool::new(false));
        let running = std::mem::take(&mut main.helpers)
            .into_iter()
            .enumerate()
            .map(|(i, h)| {
                let (pos, moves, params, stop) =
                    (pos.clone(), moves.to_vec(), *params, stop.clone());
                std::thread::spawn(move || h.help(i + 1, pos, moves, params, stop))
            })
            .collect();
        Crew { stop, running }
    }

    /// Stops the helpers, gives their searchers back to `main` and returns
    /// the nodes they searched.
    pub(super) fn finish(mut self, main: &mut Searcher) -> u64 {
        self.stop.store(true, Ordering::Relaxed);
        let mut nodes = 0;
        for handle in self.running.drain(..) {
            // A helper that panicked is lost: the next search has one
            // thread fewer (the panic itself is reported on stderr).
            if let Ok(h) = handle.join() {
                nodes += h.nodes;
                main.helpers.push(h);
            }
        }
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
    fn threads_are_clamped_and_helpers_share_the_table() {
        let mut s = Searcher::new(1);
        s.set_threads(0);
        assert_eq!(s.threads(), 1);
        s.set_threads(3);
        assert_eq!(s.threads(), 3);
        s.resize_table(2);
        assert!(s.helpers.iter().all(|h| Arc::ptr_eq(&h.table, &s.table)));
        s.set_threads(usize::MAX);
        assert_eq!(s.threads(), MAX_THREADS);
    }
}
