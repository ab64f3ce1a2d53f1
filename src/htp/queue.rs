//! The queue between the reader thread and the command loop, bounded by
//! the bytes it holds rather than by a count of lines.
//!
//! The reader must go on reading while a search runs, or a `# interrupt`
//! behind other queued lines is never seen (with a queue of 64 lines, the
//! 65th line ahead of it stopped the reader, and the search ran its whole
//! budget). A byte bound lets tens of thousands of short lines wait while
//! the memory they take stays bounded: [`LIMIT`] bytes, counting
//! [`OVERHEAD`] per line for its bookkeeping. Only a controller that has
//! more than that waiting makes the reader pause (its input then waits in
//! the pipe, and an interrupt behind it waits with it).

use std::collections::VecDeque;
use std::sync::{Condvar, Mutex, MutexGuard};

/// The most bytes the queue holds (line text plus [`OVERHEAD`] each).
pub const LIMIT: usize = 8 * 1024 * 1024;

/// Bytes counted per queued line besides its text: the allocation and the
/// queue slot, rounded up.
pub const OVERHEAD: usize = 64;

struct State<T> {
    items: VecDeque<(T, usize)>,
    bytes: usize,
    /// No more pushes: the reader reached the end of its input.
    ended: bool,
    /// No more pops: the loop is gone, so the reader should stop.
    abandoned: bool,
}

/// A blocking first-in first-out queue of items with a size each.
pub struct Queue<T> {
    state: Mutex<State<T>>,
    changed: Condvar,
}

impl<T> Default for Queue<T> {
    fn default() -> Self {
        Queue {
            state: Mutex::new(State {
                items: VecDeque::new(),
                bytes: 0,
                ended: false,
                abandoned: false,
            }),
            changed: Condvar::new(),
        }
    }
}

impl<T> Queue<T> {
    fn lock(&self) -> MutexGuard<'_, State<T>> {
        // A panic elsewhere leaves the state consistent (every change is
        // one assignment), so a poisoned lock is still usable.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Adds an item of `size` bytes (plus [`OVERHEAD`]), waiting while the
    /// queue is too full (an item alone is always taken). `false` when the
    /// consumer is gone and the item was dropped.
    pub fn push(&self, item: T, size: usize) -> bool {
        let size = size + OVERHEAD;
        let mut s = self.lock();
        while !s.abandoned && !s.items.is_empty() && s.bytes + size > LIMIT {
            s = self.changed.wait(s).unwrap_or_else(|e| e.into_inner());
        }
        if s.abandoned {
            return false;
        }
        s.bytes += size;
        s.items.push_back((item, size));
        self.changed.notify_all();
        true
    }

    /// The next item, waiting for one; `None` once the producer has ended
    /// and everything was taken.
    pub fn pop(&self) -> Option<T> {
        let mut s = self.lock();
        loop {
            if let Some((item, size)) = s.items.pop_front() {
                s.bytes -= size;
                self.changed.notify_all();
                return Some(item);
            }
            if s.ended {
                return None;
            }
            s = self.changed.wait(s).unwrap_or_else(|e| e.into_inner());
        }
    }

    /// The producer will push no more.
    pub fn end(&self) {
        self.lock().ended = true;
        self.changed.notify_all();
    }

    /// The consumer will pop no more: pushes stop waiting and fail.
    pub fn abandon(&self) {
        let mut s = self.lock();
        s.abandoned = true;
        s.items.clear();
        s.bytes = 0;
        self.changed.notify_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    #[test]
    fn items_come_out_in_order_and_end_after_the_last() {
        let q = Queue::default();
        assert!(q.push(1, 10) && q.push(2, 10));
        q.end();
        assert_eq!((q.pop(), q.pop(), q.pop()), (Some(1), Some(2), None));
    }

    #[test]
    fn a_full_queue_makes_the_producer_wait_and_abandon_releases_it() {
        let q = Arc::new(Queue::default());
        // Each item takes a quarter of the limit: the fifth must wait.
        let quarter = LIMIT / 4 - OVERHEAD;
        let producer = {
            let q = q.clone();
            std::thread::spawn(move || (0..5).map(|i| q.push(i, quarter)).collect::<Vec<_>>())
        };
        assert_eq!(q.pop(), Some(0));
        // Room for one more: the producer gets its five in.
        let pushed = producer.join().unwrap();
        assert_eq!(pushed, vec![true; 5]);
        let blocked = {
            let q = q.clone();
            std::thread::spawn(move || q.push(5, quarter))
        };
        q.abandon();
        assert!(!blocked.join().unwrap());
    }
}
