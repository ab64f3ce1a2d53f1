//! The solver's transposition table: proof and disproof numbers by position.
//!
//! Buckets of four entries, indexed by the low bits of the position key
//! and verified by the whole key. A new entry replaces the bucket's entry
//! with the least work below it (the number of node expansions its bounds
//! summarise), so expensive and solved results stay longest; losing an
//! entry only costs re-searching it, never a wrong answer. The table lives
//! across searches (`dfpn-clear-tt` empties it): results proven for one
//! position stay valid for every later one.

/// A position's bounds from the point of view of its side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounds {
    /// Proof number: how hard it looks to prove a win (0: proven).
    pub phi: u32,
    /// Disproof number: how hard to prove a loss (0: proven loss).
    pub delta: u32,
}

/// The bound of a solved position; sums saturate below it.
pub const INF: u32 = u32::MAX;

impl Bounds {
    /// A proven win for the side to move.
    pub const WIN: Bounds = Bounds { phi: 0, delta: INF };
    /// A proven loss for the side to move.
    pub const LOSS: Bounds = Bounds { phi: INF, delta: 0 };
    /// A position never expanded.
    pub const UNKNOWN: Bounds = Bounds { phi: 1, delta: 1 };

    pub fn is_win(self) -> bool {
        self.phi == 0
    }

    pub fn is_loss(self) -> bool {
        self.delta == 0
    }

    pub fn solved(self) -> bool {
        self.is_win() || self.is_loss()
    }
}

/// What the table holds for one position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    pub bounds: Bounds,
    /// Expansions spent below this position, all searches together.
    pub work: u64,
    /// The best child's bit index (for a proven win: a winning move).
    pub best: Option<u16>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Slot {
    key: u64,
    phi: u32,
    delta: u32,
    work: u64,
    /// Best move + 1; 0 for none.
    best: u16,
    used: bool,
}

/// Entries per bucket.
const WAYS: usize = 4;

/// `len` empty slots from the system's zeroed allocation: its pages are
/// mapped on first touch, so a table costs nothing until the search
/// writes to it. Filling the slots one by one wrote the whole table before
/// the first search: with `param_dfpn tt_mb 2048` and `timelimit 0.5`,
/// `dfpn-solve-state` answered after 1.39 s instead of 0.5 (docs/robustness.md,
/// "Round eight").
fn zeroed_slots(len: usize) -> Vec<Slot> {
    // SAFETY: every field of `Slot` (`u64`, `u32`, `u16`, `bool`) is valid
    // as all-zero bytes, and all-zero is `Slot::default()` (the empty slot;
    // `a_new_table_is_empty_slots` checks it).
    unsafe { Box::<[Slot]>::new_zeroed_slice(len).assume_init() }.into_vec()
}

/// Fixed-size table of `2^k` buckets.
pub struct Table {
    slots: Vec<Slot>,
    mask: usize,
}

impl Table {
    /// A table of about `mb` megabytes (at least one bucket).
    pub fn new(mb: usize) -> Table {
        Table::with_bytes(mb.max(1) << 20)
    }

    /// A table of at most `bytes` bytes (at least one bucket).
    pub fn with_bytes(bytes: usize) -> Table {
        let buckets = (bytes / (WAYS * std::mem::size_of::<Slot>())).max(1);
        let buckets = 1 << (usize::BITS - 1 - buckets.leading_zeros());
        Table {
            slots: zeroed_slots(buckets * WAYS),
            mask: buckets - 1,
        }
    }

    /// How many entries it holds at most.
    pub fn capacity(&self) -> usize {
        self.slots.len()
    }

    /// The bytes of its slots (what [`Table::with_bytes`] takes to make
    /// another of the same size).
    pub fn bytes(&self) -> usize {
        self.slots.len() * std::mem::size_of::<Slot>()
    }

    /// Empties the table.
    pub fn clear(&mut self) {
        self.slots.fill(Slot::default());
    }

    fn bucket(&self, key: u64) -> std::ops::Range<usize> {
        let b = (key as usize & self.mask) * WAYS;
        b..b + WAYS
    }

    /// The entry of the position with `key`, if stored.
    pub fn get(&self, key: u64) -> Option<Entry> {
        self.slots[self.bucket(key)]
            .iter()
            .find(|s| s.used && s.key == key)
            .map(|s| Entry {
                bounds: Bounds {
                    phi: s.phi,
                    delta: s.delta,
                },
                work: s.work,
                best: s.best.checked_sub(1),
            })
    }

    /// The bounds of the position with `key` ([`Bounds::UNKNOWN`] when absent).
    #[inline]
    pub fn bounds(&self, key: u64) -> Bounds {
        self.get(key).map_or(Bounds::UNKNOWN, |e| e.bounds)
    }

    /// Stores an entry, replacing the same key or the least-worked entry
    /// of the bucket (solved entries count as the most worked).
    pub fn put(&mut self, key: u64, e: Entry) {
        let range = self.bucket(key);
        let bucket = &mut self.slots[range];
        let weight = |s: &Slot| {
            if !s.used {
                0
            } else if s.phi == 0 || s.delta == 0 {
                u64::MAX
            } else {
                s.work + 1
            }
        };
        let i = bucket
            .iter()
            .position(|s| s.used && s.key == key)
            .unwrap_or_else(|| {
                (0..WAYS)
                    .min_by_key(|&i| weight(&bucket[i]))
                    .expect("a bucket has slots")
            });
        bucket[i] = Slot {
            key,
            phi: e.bounds.phi,
            delta: e.bounds.delta,
            work: e.work,
            best: e.best.map_or(0, |b| b + 1),
            used: true,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_table_is_empty_slots() {
        let t = Table::new(1);
        assert!(t.slots.len() > 1);
        assert!(t.slots.iter().all(|s| *s == Slot::default()));
    }

    #[test]
    fn entries_come_back_and_solved_ones_survive_crowding() {
        let mut t = Table::new(1);
        let buckets = t.mask as u64 + 1;
        let solved = Entry {
            bounds: Bounds::WIN,
            work: 3,
            best: Some(7),
        };
        t.put(5, solved);
        // Many more positions of the same bucket, each with some work.
        for k in 1..=20u64 {
            let e = Entry {
                bounds: Bounds { phi: 2, delta: 3 },
                work: k,
                best: None,
            };
            t.put(5 + k * buckets, e);
        }
        assert_eq!(t.get(5), Some(solved));
        assert_eq!(t.bounds(5 + 20 * buckets), Bounds { phi: 2, delta: 3 });
        assert_eq!(t.bounds(5 + buckets), Bounds::UNKNOWN);
        t.clear();
        assert_eq!(t.get(5), None);
    }
}
