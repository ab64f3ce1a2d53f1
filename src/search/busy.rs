//! The nodes being searched right now, shared by the threads of a search:
//! the deferral of ABDADA ("alpha-bêta distribué avec droit d'aînesse",
//! Weill 1996), in its simple lock-free form.
//!
//! On two threads that run through the same tree in the same order (Lazy
//! SMP, [`super::threads`]), each often searches a subtree the other is in
//! the middle of, and both pay for it. So a thread entering a node deep
//! enough to matter marks it here, and a thread about to search a child
//! that is not the node's first move looks here first: when another thread
//! is in that child, it puts the move off until it has searched the node's
//! other moves (at the root too, where the root's children are marked like
//! any node). By then the other thread's result is usually in the
//! transposition table and the child costs one probe. The first move is
//! never put off (the node's bound comes from it), and every move put off
//! is searched in the end, so what the search proves is unchanged.
//!
//! One word per slot, indexed by the key's low bits: the key of the node
//! being searched, 0 for none. A thread marks an empty slot only; a slot
//! another node holds is left to it (that node is then not marked: a
//! missed deferral costs time, never correctness), and the thread that
//! marked a slot clears it when it leaves the node. With one thread
//! nothing is marked, and the search is the same as without this module.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// Slots: a few times the nodes deep enough to be marked that the threads
/// can be inside at once (a path each).
const LEN: usize = 1 << 12;

/// The marks, shared by reference between threads.
pub struct Busy {
    slots: Box<[AtomicU64]>,
}

impl Default for Busy {
    fn default() -> Self {
        Busy {
            slots: (0..LEN).map(|_| AtomicU64::new(0)).collect(),
        }
    }
}

impl Busy {
    #[inline]
    fn slot(&self, key: u64) -> &AtomicU64 {
        &self.slots[key as usize & (LEN - 1)]
    }

    /// Marks `key`'s node as being searched, if its slot is free; returns
    /// whether it did (then the caller calls [`Busy::leave`]).
    #[inline]
    pub fn enter(&self, key: u64) -> bool {
        key != 0
            && self
                .slot(key)
                .compare_exchange(0, key, Relaxed, Relaxed)
                .is_ok()
    }

    /// Clears the mark [`Busy::enter`] made.
    #[inline]
    pub fn leave(&self, key: u64) {
        let _ = self.slot(key).compare_exchange(key, 0, Relaxed, Relaxed);
    }

    /// Whether some thread is searching `key`'s node.
    #[inline]
    pub fn busy(&self, key: u64) -> bool {
        key != 0 && self.slot(key).load(Relaxed) == key
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_node_is_busy_from_enter_to_leave_and_a_taken_slot_stays_taken() {
        let b = Busy::default();
        let (x, y) = (77, 77 + LEN as u64);
        assert!(!b.busy(x));
        assert!(b.enter(x));
        assert!(b.busy(x) && !b.busy(y));
        // `y` shares the slot: not marked, and leaving it changes nothing.
        assert!(!b.enter(y));
        b.leave(y);
        assert!(b.busy(x) && !b.busy(y));
        b.leave(x);
        assert!(!b.busy(x));
        assert!(b.enter(y) && b.busy(y));
        assert!(!b.enter(0) && !b.busy(0), "0 is the empty slot");
    }
}
