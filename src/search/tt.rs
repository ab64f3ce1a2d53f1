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
    score: i16,
    mv: u16,
    depth: u8,
    /// 0 = empty, else 1 + bound kind.
    bound: u8,
    generation: u8,
}

/// A slot as two words: the key, then score, move, depth, bound and
/// generation packed from the low bits up. All zeros is an empty slot, so
/// the table is allocated zeroed: the kernel hands out zero pages lazily and
/// the first search does not pay for writing 32 MB before it starts.
type Packed = [u64; 2];

impl Slot {
    fn pack(self) -> Packed {
        let data = self.score as u16 as u64
            | (self.mv as u64) << 16
            | (self.depth as u64) << 32
            | (self.bound as u64) << 40
            | (self.generation as u64) << 48;
        [self.key, data]
    }

    fn unpack([key, data]: Packed) -> Slot {
        Slot {
            key,
            score: data as u16 as i16,
            mv: (data >> 16) as u16,
            depth: (data >> 32) as u8,
            bound: (data >> 40) as u8,
            generation: (data >> 48) as u8,
        }
    }
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
    slots: Vec<Packed>,
    len: usize,
    generation: u8,
}

/// Bytes per slot, for sizing from megabytes.
pub const SLOT_BYTES: usize = std::mem::size_of::<Packed>();

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
            self.slots = vec![[0; 2]; self.len];
        }
        self.generation = self.generation.wrapping_add(1).max(1);
        if self.generation == 1 {
            self.slots.fill([0; 2]);
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
        let s = Slot::unpack(self.slots[self.slot(key)]);
        if s.bound == 0 || s.key != key || s.generation != self.generation {
            return None;
        }
        Some(Entry {
            score: from_table(s.score as i32, ply),
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
        let s = Slot::unpack(self.slots[i]);
        if s.key == key && s.generation == self.generation && s.depth as u32 > depth {
            return;
        }
        // Every score fits: exact results are within MATE of 0 (30,000).
        let stored = to_table(score, ply).clamp(i16::MIN as i32, i16::MAX as i32);
        self.slots[i] = Slot {
            key,
            score: stored as i16,
            mv: mv.map_or(u16::MAX, |m| m as u16),
            depth: depth.min(255) as u8,
            bound: 1 + bound as u8,
            generation: self.generation,
        }
        .pack();
    }
}

#[cfg(test)]
mod tests {
    use super::super::score::win_in;
    use super::*;

    #[test]
    fn slots_pack_and_unpack_every_field() {
        let s = Slot {
            key: u64::MAX - 3,
            score: -29_990,
            mv: 701,
            depth: 64,
            bound: 3,
            generation: 255,
        };
        let back = Slot::unpack(s.pack());
        assert_eq!(
            (
                back.key,
                back.score,
                back.mv,
                back.depth,
                back.bound,
                back.generation
            ),
            (s.key, s.score, s.mv, s.depth, s.bound, s.generation)
        );
        assert_eq!(Slot::default().pack(), [0, 0]);
    }

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
