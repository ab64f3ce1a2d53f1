//! The transposition table: one entry per slot, indexed by the low bits of
//! the position key, verified by the whole key.
//!
//! Each search starts a new generation; entries of older generations are
//! ignored, so a search's result depends only on its position and settings
//! (the match runner and the tests rely on that determinism), and the table
//! never needs clearing.

use super::score::{from_table, to_table};

/// What a stored score bounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The true score.
    Exact,
    /// The true score is at least this (a cut-off).
    Lower,
    /// The true score is at most this (no move reached alpha).
    Upper,
}

/// One stored search result.
#[derive(Clone, Copy, Debug, Default)]
struct Slot {
    key: u64,
    score: i32,
    mv: u16,
    depth: u8,
    /// 0 = empty, else 1 + bound kind.
    bound: u8,
    generation: u8,
}

/// What a probe found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    pub score: i32,
    pub depth: u32,
    pub bound: Bound,
    /// Best move's bit index, if one was stored.
    pub mv: Option<usize>,
}

/// Fixed-size table. The slots are allocated by the first search, so an
/// engine that is only asked `name` starts in a few milliseconds.
pub struct Table {
    slots: Vec<Slot>,
    len: usize,
    generation: u8,
}

/// Bytes per slot, for sizing from megabytes.
pub const SLOT_BYTES: usize = std::mem::size_of::<Slot>();

impl Table {
    /// A table of about `megabytes` MB (a power of two of slots; 0 disables it).
    pub fn new(megabytes: usize) -> Table {
        let wanted = megabytes * 1024 * 1024 / SLOT_BYTES;
        let len = if wanted == 0 { 0 } else { 1 << wanted.ilog2() };
        Table {
            slots: Vec::new(),
            len,
            generation: 1,
        }
    }

    /// Number of slots.
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Forgets everything stored so far, in O(1) (allocating the slots the
    /// first time).
    pub fn new_generation(&mut self) {
        if self.slots.len() != self.len {
            self.slots = vec![Slot::default(); self.len];
        }
        self.generation = self.generation.wrapping_add(1).max(1);
        if self.generation == 1 {
            self.slots.fill(Slot::default());
        }
    }

    #[inline]
    fn slot(&self, key: u64) -> usize {
        key as usize & (self.slots.len() - 1)
    }

    /// The entry for `key`, with its score seen `ply` plies from the root.
    #[inline]
    pub fn probe(&self, key: u64, ply: usize) -> Option<Entry> {
        if self.slots.is_empty() {
            return None;
        }
        let s = &self.slots[self.slot(key)];
        if s.bound == 0 || s.key != key || s.generation != self.generation {
            return None;
        }
        Some(Entry {
            score: from_table(s.score, ply),
            depth: s.depth as u32,
            bound: [Bound::Exact, Bound::Lower, Bound::Upper][s.bound as usize - 1],
            mv: (s.mv != u16::MAX).then_some(s.mv as usize),
        })
    }

    /// Stores a result unless the slot holds a deeper one of this
    /// generation for the same key.
    #[inline]
    #[allow(clippy::too_many_arguments)]
    pub fn store(
        &mut self,
        key: u64,
        ply: usize,
        depth: u32,
        score: i32,
        bound: Bound,
        mv: Option<usize>,
    ) {
        if self.slots.is_empty() {
            return;
        }
        let i = self.slot(key);
        let s = &mut self.slots[i];
        if s.key == key && s.generation == self.generation && s.depth as u32 > depth {
            return;
        }
        *s = Slot {
            key,
            score: to_table(score, ply),
            mv: mv.map_or(u16::MAX, |m| m as u16),
            depth: depth.min(255) as u8,
            bound: 1 + bound as u8,
            generation: self.generation,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::super::score::win_in;
    use super::*;

    #[test]
    fn stored_wins_read_back_with_the_distance_of_the_new_ply() {
        let mut t = Table::new(1);
        t.new_generation();
        t.store(42, 4, 3, win_in(9), Bound::Exact, Some(17));
        let e = t.probe(42, 6).unwrap();
        assert_eq!(e.score, win_in(11));
        assert_eq!((e.depth, e.bound, e.mv), (3, Bound::Exact, Some(17)));
        assert!(t.probe(43, 0).is_none());
    }

    #[test]
    fn a_new_generation_forgets_and_shallower_results_do_not_overwrite() {
        let mut t = Table::new(1);
        t.new_generation();
        t.store(7, 0, 5, 3, Bound::Lower, None);
        t.store(7, 0, 2, 9, Bound::Upper, None);
        assert_eq!(t.probe(7, 0).unwrap().score, 3);
        t.new_generation();
        assert!(t.probe(7, 0).is_none());
        assert!(Table::new(0).probe(7, 0).is_none());
    }
}
