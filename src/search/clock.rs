//! When a search must stop, and how much of a game clock one move may take.
//!
//! A search runs until its deadline (or an external stop flag: `# interrupt`
//! from HexGui's Stop button). The iterative-deepening driver starts a new
//! depth whenever time is left, because a depth that is cut off at the
//! deadline is not wasted: the root moves it finished are compared with the
//! previous depth's best (see [`crate::search`]).
//!
//! With a game clock, [`share_of_clock`] gives each move an even share of
//! what is left over the moves the player still expects to make.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Seconds of a game clock never spent: the controller's own latency.
pub const CLOCK_RESERVE: f64 = 0.05;

/// The time and stop state of one search.
#[derive(Clone, Debug)]
pub struct Clock {
    start: Instant,
    budget: Option<Duration>,
    stop: Option<Arc<AtomicBool>>,
}

impl Clock {
    /// A clock started now; `budget` `None` means no time limit.
    pub fn new(budget: Option<Duration>, stop: Option<Arc<AtomicBool>>) -> Clock {
        Clock {
            start: Instant::now(),
            budget,
            stop,
        }
    }

    /// Time since the search started.
    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// Whether the stop flag is up or the budget is spent.
    #[inline]
    pub fn expired(&self) -> bool {
        self.stopped() || self.budget.is_some_and(|b| self.start.elapsed() >= b)
    }

    /// Time left before the deadline (zero once past it); `None` without
    /// a budget.
    pub fn remaining(&self) -> Option<Duration> {
        self.budget.map(|b| b.saturating_sub(self.start.elapsed()))
    }

    /// The instant `share` of the time left runs out (`share` 1: the
    /// deadline itself); `None` without a budget.
    pub fn deadline_after(&self, share: f64) -> Option<Instant> {
        self.remaining()
            .map(|left| Instant::now() + left.mul_f64(share))
    }

    /// Whether someone asked the search to stop.
    pub fn stopped(&self) -> bool {
        self.stop
            .as_ref()
            .is_some_and(|s| s.load(Ordering::Relaxed))
    }
}

/// Seconds one move may take out of `left` seconds on the clock with
/// `empty` cells on the board: what is left after [`CLOCK_RESERVE`], shared
/// evenly over the moves still to come. A player makes at most half of the
/// remaining moves, and Hex games between searching players end well before
/// the board fills, so a third of the empty cells (at least 4) is the
/// estimate; the share grows as the board fills and the clock is used up
/// towards the end rather than left over.
pub fn share_of_clock(left: f64, empty: usize) -> f64 {
    let moves_to_come = (empty as f64 / 3.0).max(4.0);
    (left - CLOCK_RESERVE).max(0.0) / moves_to_come
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stop_flag_expires_the_clock() {
        let flag = Arc::new(AtomicBool::new(false));
        let clock = Clock::new(None, Some(flag.clone()));
        assert!(!clock.expired());
        flag.store(true, Ordering::Relaxed);
        assert!(clock.expired());
        assert!(Clock::new(Some(Duration::ZERO), None).expired());
        assert!(!Clock::new(Some(Duration::from_secs(100)), None).expired());
    }

    #[test]
    fn the_clock_is_shared_over_the_moves_to_come() {
        // 121 empty cells: about 40 moves to come.
        assert!((share_of_clock(40.05, 120) - 1.0).abs() < 1e-9);
        // Near the end at least 4 moves are expected: never all of the clock.
        assert!((share_of_clock(4.05, 3) - 1.0).abs() < 1e-9);
        // The reserve is never spent.
        assert_eq!(share_of_clock(0.04, 50), 0.0);
        assert_eq!(share_of_clock(-1.0, 50), 0.0);
    }
}
