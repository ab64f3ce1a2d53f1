//! The transposition table: one entry per slot, indexed by the low bits of
//! the position key, shared without locks by the threads of a search.
//!
//! A slot is two atomic words: the entry's data (score, move, depth, bound)
//! and a check word, `key ^ salt ^ data`. Writers store both words with no
//! lock, so a reader racing a writer may see the check of one entry and the
//! data of another: such a torn pair fails the check (it would need
//! `key1 ^ data1 ^ data2 == key2`, as unlikely as a 64-bit key collision) and
//! is ignored like an empty slot. A torn entry is never trusted.
//!
//! Each search starts a new generation, and `salt` is a 64-bit mix of the
//! generation number: an entry of an older generation fails the check of
//! the current one, so a search's result depends only on its position and
//! settings (with one thread; the match runner and the tests rely on that
//! determinism). The generation counter is 64 bits and never wraps in
//! practice, so the table never needs clearing: starting a search costs the
//! same whatever the table's size (an 8-bit counter used to wrap every 255
//! searches and clear the whole table inside a timed `genmove`: 5.9 s at
//! 1024 MB, issue 14).

use super::score::{from_table, to_table};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

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
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Data {
    score: i16,
    mv: u16,
    depth: u8,
    /// 0 = empty, else 1 + bound kind.
    bound: u8,
}

impl Data {
    /// Score, move, depth and bound packed from the low bits up; all zeros
    /// is an empty slot.
    fn pack(self) -> u64 {
        self.score as u16 as u64
            | (self.mv as u64) << 16
            | (self.depth as u64) << 32
            | (self.bound as u64) << 40
    }

    fn unpack(data: u64) -> Data {
        Data {
            score: data as u16 as i16,
            mv: (data >> 16) as u16,
            depth: (data >> 32) as u8,
            bound: (data >> 40) as u8,
        }
    }
}

/// A slot: the check word `key ^ salt ^ data`, then the data. All zeros is
/// an empty slot (bound 0), so the table is allocated zeroed: the kernel
/// hands out zero pages lazily and the first search does not pay for
/// writing 32 MB before it starts. The leaf cache ([`super::leaves`])
/// keeps its slots the same way.
pub(super) type Slot = [AtomicU64; 2];

/// The data word of `slot` if its check word says it was written for
/// `key` under `salt`; a slot torn between two writers fails the check
/// (unless `key1 ^ data1 ^ data2 == key2`, see the module doc).
#[inline]
pub(super) fn load_slot(slot: &Slot, key: u64, salt: u64) -> Option<u64> {
    let check = slot[0].load(Relaxed);
    let data = slot[1].load(Relaxed);
    (check ^ data == key ^ salt).then_some(data)
}

/// Writes `data` for `key` under `salt` into `slot`, check word first.
#[inline]
pub(super) fn store_slot(slot: &Slot, key: u64, salt: u64, data: u64) {
    slot[0].store(key ^ salt ^ data, Relaxed);
    slot[1].store(data, Relaxed);
}

/// A generation's salt: a 64-bit mix (splitmix64's finaliser) of its number,
/// so that the salts of two generations differ in about half their bits.
pub(super) fn salt_of(generation: u64) -> u64 {
    let mut z = generation.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Asks the processor to start loading the cache line of `item` so that a
/// read of it soon after does not wait for memory. The probe of a random
/// slot of a table far larger than the caches was a cache miss at almost
/// every node, 16% of the time of the 11x11 bench positions (docs/speed.md,
/// "Issue 15, third pass"). It changes nothing the program computes;
/// elsewhere than on x86-64 it does nothing.
#[inline]
pub(super) fn prefetch<T>(item: &T) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        // SAFETY: a prefetch is a hint that reads nothing the program sees
        // and never faults, whatever the address (here that of a live
        // reference); its only requirement is the SSE feature, which every
        // x86-64 processor has (it is part of the target's baseline,
        // enabled in every build for this architecture).
        unsafe { _mm_prefetch::<_MM_HINT_T0>((item as *const T).cast()) }
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = item;
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

/// Fixed-size table, shared by reference between threads (every method
/// takes `&self`). The slots are allocated by the first search, so an
/// engine that is only asked `name` starts in a few milliseconds.
pub struct Table {
    slots: OnceLock<Box<[Slot]>>,
    len: usize,
    generation: AtomicU64,
    /// `salt_of(generation)`, kept to spare the probes the mixing.
    salt: AtomicU64,
}

/// Bytes per slot, for sizing from megabytes.
pub const SLOT_BYTES: usize = std::mem::size_of::<Slot>();

/// `len` zeroed slots, allocated by the system's zeroed allocation (pages
/// mapped on first touch), in huge pages where the system offers them
/// ([`super::pages::advise_huge`]). The transposition table and the leaf
/// cache both take their slots from here.
pub(super) fn zeroed_slots(len: usize) -> Box<[Slot]> {
    // SAFETY: `AtomicU64` has the same in-memory representation as `u64`
    // (documented), so all-zero bytes are a valid `[AtomicU64; 2]`.
    // Measured (commit 028de98): building the slots one by one instead
    // wrote all 32 MB before the first search, 10 ms of its first genmove
    // (0.3 s at 1024 MB); a zeroed allocation costs nothing until touched.
    let slots = unsafe { Box::<[Slot]>::new_zeroed_slice(len).assume_init() };
    super::pages::advise_huge(&slots);
    slots
}

impl Table {
    /// A table of about `megabytes` MB (a power of two of slots; 0 disables it).
    pub fn new(megabytes: usize) -> Table {
        let wanted = megabytes * 1024 * 1024 / SLOT_BYTES;
        Table::with_len(if wanted == 0 { 0 } else { 1 << wanted.ilog2() })
    }

    /// A table of `len` slots, a power of two (or 0).
    fn with_len(len: usize) -> Table {
        debug_assert!(len == 0 || len.is_power_of_two());
        Table {
            slots: OnceLock::new(),
            len,
            generation: AtomicU64::new(0),
            salt: AtomicU64::new(salt_of(0)),
        }
    }

    /// Number of slots.
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Forgets everything stored so far, in O(1) whatever the size
    /// (allocating the slots the first time): the entries stay, but fail
    /// the check of the new salt.
    pub fn new_generation(&self) {
        self.slots.get_or_init(|| zeroed_slots(self.len));
        let g = self.generation.fetch_add(1, Relaxed) + 1;
        self.salt.store(salt_of(g), Relaxed);
    }

    /// Writes every slot once (all zeros, an empty slot), so that the
    /// system maps the table's pages now rather than during a search: the
    /// bench calls it before timing. Work proportional to the size: never
    /// call it during a search.
    pub fn touch_all(&self) {
        for slot in self.slots.get_or_init(|| zeroed_slots(self.len)).iter() {
            slot[0].store(0, Relaxed);
            slot[1].store(0, Relaxed);
        }
    }

    /// The slot of `key`, if the table is allocated.
    #[inline]
    fn slot(&self, key: u64) -> Option<&Slot> {
        let slots = self.slots.get()?;
        slots.get(key as usize & (slots.len().max(1) - 1))
    }

    /// Starts loading `key`'s slot into the processor's cache (the
    /// module's `prefetch`): the search calls it for the next child while
    /// it searches the current one.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        if let Some(slot) = self.slot(key) {
            prefetch(slot);
        }
    }

    /// The data of `slot` if it holds `key` of this generation (and is not
    /// torn between two writes).
    #[inline]
    fn read(&self, slot: &Slot, key: u64) -> Option<Data> {
        load_slot(slot, key, self.salt.load(Relaxed))
            .map(Data::unpack)
            .filter(|d| d.bound != 0)
    }

    /// The entry for `key`, with its score seen `ply` plies from the root.
    #[inline]
    pub fn probe(&self, key: u64, ply: usize) -> Option<Entry> {
        let d = self.read(self.slot(key)?, key)?;
        Some(Entry {
            score: from_table(d.score as i32, ply),
            depth: d.depth as u32,
            bound: [Bound::Exact, Bound::Lower, Bound::Upper][d.bound as usize - 1],
            mv: (d.mv != u16::MAX).then_some(d.mv as usize),
        })
    }

    /// Stores a result unless the slot holds a deeper one of this
    /// generation for the same key.
    #[inline]
    pub fn store(
        &self,
        key: u64,
        ply: usize,
        depth: u32,
        score: i32,
        bound: Bound,
        mv: Option<usize>,
    ) {
        let Some(slot) = self.slot(key) else { return };
        if self
            .read(slot, key)
            .is_some_and(|old| old.depth as u32 > depth)
        {
            return;
        }
        // Every score fits: exact results are within MATE of 0 (30,000).
        let stored = to_table(score, ply).clamp(i16::MIN as i32, i16::MAX as i32);
        let data = Data {
            score: stored as i16,
            mv: mv.map_or(u16::MAX, |m| m as u16),
            depth: depth.min(255) as u8,
            bound: 1 + bound as u8,
        }
        .pack();
        store_slot(slot, key, self.salt.load(Relaxed), data);
    }
}

#[cfg(test)]
mod tests {
    use super::super::score::win_in;
    use super::*;
    use std::sync::atomic::AtomicBool;

    #[test]
    fn data_packs_and_unpacks_every_field() {
        let d = Data {
            score: -29_990,
            mv: 701,
            depth: 64,
            bound: 3,
        };
        assert_eq!(Data::unpack(d.pack()), d);
        assert_eq!(Data::default().pack(), 0);
    }

    #[test]
    fn stored_wins_read_back_with_the_distance_of_the_new_ply() {
        let t = Table::new(1);
        t.new_generation();
        t.store(42, 4, 3, win_in(9), Bound::Exact, Some(17));
        let e = t.probe(42, 6).unwrap();
        assert_eq!(e.score, win_in(11));
        assert_eq!((e.depth, e.bound, e.mv), (3, Bound::Exact, Some(17)));
        assert!(t.probe(43, 0).is_none());
    }

    #[test]
    fn a_new_generation_forgets_and_shallower_results_do_not_overwrite() {
        let t = Table::new(1);
        t.new_generation();
        t.store(7, 0, 5, 3, Bound::Lower, None);
        t.store(7, 0, 2, 9, Bound::Upper, None);
        assert_eq!(t.probe(7, 0).unwrap().score, 3);
        t.new_generation();
        assert!(t.probe(7, 0).is_none());
        t.store(7, 0, 2, 9, Bound::Upper, None);
        assert_eq!(t.probe(7, 0).unwrap().score, 9);
        assert!(Table::new(0).probe(7, 0).is_none());
    }

    /// The raw words of every slot.
    fn raw(t: &Table) -> Vec<[u64; 2]> {
        let slots = t.slots.get().expect("allocated");
        slots
            .iter()
            .map(|s| [s[0].load(Relaxed), s[1].load(Relaxed)])
            .collect()
    }

    /// Issue 14: the generation counter wrapped every 255th search and the
    /// whole table was cleared inside a timed genmove. 300 searches' worth
    /// of generations must touch no slot, and an entry written 256
    /// generations ago (the old counter's period) must not be trusted.
    #[test]
    fn starting_searches_never_touches_the_slots_and_old_entries_stay_dead() {
        let t = Table::with_len(64);
        t.new_generation();
        for key in 0..64u64 {
            t.store(
                key * 977,
                0,
                3,
                key as i32,
                Bound::Exact,
                Some(key as usize),
            );
        }
        let before = raw(&t);
        assert!(before.iter().all(|w| *w != [0, 0]), "every slot written");
        for n in 1..=300 {
            t.new_generation();
            assert_eq!(raw(&t), before, "generation {n} touched the slots");
            for key in 0..64u64 {
                assert!(t.probe(key * 977, 0).is_none(), "stale entry at {n}");
            }
        }
    }

    /// The entry every writer of the stress test stores for `key`: its
    /// fields are functions of the key, so a reader can tell a torn pair.
    fn entry_for(key: u64) -> (u32, i32, Bound, usize) {
        let h = salt_of(key);
        let bound = [Bound::Exact, Bound::Lower, Bound::Upper][(h % 3) as usize];
        (
            7,
            (h % 20_000) as i32 - 10_000,
            bound,
            (h >> 20) as usize % 676,
        )
    }

    /// Several threads write different entries into the same few slots
    /// while others read them: every entry a probe returns is exactly one
    /// that was written for its key, never the check of one write paired
    /// with the data of another.
    #[test]
    fn concurrent_writers_never_yield_a_torn_entry() {
        let t = Table::with_len(1);
        t.new_generation();
        let keys: Vec<u64> = (1..=32u64).map(salt_of).collect();
        let done = AtomicBool::new(false);
        let hits = AtomicU64::new(0);
        std::thread::scope(|s| {
            for w in 0..3 {
                let (t, keys, done) = (&t, &keys, &done);
                s.spawn(move || {
                    let mut i = w;
                    while !done.load(Relaxed) {
                        let key = keys[i % keys.len()];
                        let (depth, score, bound, mv) = entry_for(key);
                        t.store(key, 0, depth, score, bound, Some(mv));
                        i = i.wrapping_mul(5).wrapping_add(3);
                    }
                });
            }
            let readers: Vec<_> = (0..2)
                .map(|r| {
                    let (t, keys, hits) = (&t, &keys, &hits);
                    s.spawn(move || {
                        // Until this reader has checked 2,000,000 entries (a
                        // loaded machine may run the writers late).
                        let mut found = 0;
                        for n in 0..200_000_000usize {
                            let key = keys[(n * 7 + r) % keys.len()];
                            if let Some(e) = t.probe(key, 0) {
                                let (depth, score, bound, mv) = entry_for(key);
                                let want = (depth, score, bound, Some(mv));
                                assert_eq!((e.depth, e.score, e.bound, e.mv), want);
                                found += 1;
                                if found == 2_000_000 {
                                    break;
                                }
                            }
                        }
                        hits.fetch_add(found, Relaxed);
                    })
                })
                .collect();
            let results: Vec<_> = readers.into_iter().map(|r| r.join()).collect();
            // Stop the writers before a reader's failure is reported.
            done.store(true, Relaxed);
            for r in results {
                if let Err(panic) = r {
                    std::panic::resume_unwind(panic);
                }
            }
        });
        assert_eq!(hits.load(Relaxed), 4_000_000, "the readers found entries");
    }
}
