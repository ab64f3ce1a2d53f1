//! When a search must stop: a deadline, an external stop flag (`# interrupt`
//! from HexGui's Stop button), and the rule that a depth which cannot finish
//! in the time left is not started.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

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

    /// Whether someone asked the search to stop.
    pub fn stopped(&self) -> bool {
        self.stop
            .as_ref()
            .is_some_and(|s| s.load(Ordering::Relaxed))
    }

    /// Whether another depth is worth starting, given how long the last one
    /// took: the next depth costs at least twice as much (usually far more),
    /// so it is not started unless that much time is left.
    pub fn next_depth_fits(&self, last_depth_took: Duration) -> bool {
        match self.budget {
            None => !self.stopped(),
            Some(b) => !self.stopped() && self.elapsed() + last_depth_took * 2 <= b,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stop_flag_expires_the_clock() {
        let flag = Arc::new(AtomicBool::new(false));
        let clock = Clock::new(None, Some(flag.clone()));
        assert!(!clock.expired() && clock.next_depth_fits(Duration::from_secs(100)));
        flag.store(true, Ordering::Relaxed);
        assert!(clock.expired() && !clock.next_depth_fits(Duration::ZERO));
    }

    #[test]
    fn a_depth_that_cannot_finish_is_not_started() {
        let clock = Clock::new(Some(Duration::from_secs(10)), None);
        assert!(clock.next_depth_fits(Duration::from_secs(1)));
        assert!(!clock.next_depth_fits(Duration::from_secs(6)));
        assert!(Clock::new(Some(Duration::ZERO), None).expired());
    }
}
