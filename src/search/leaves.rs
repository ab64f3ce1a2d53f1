//! A cache of leaf scores, shared by the threads of a search.
//!
//! The transposition table keeps interior nodes only, so a leaf reached
//! again was scored again: by a null-window search that fails high and is
//! searched again with the full window, or by a transposition (in Hex any
//! order of the same stones is the same position). On the bench's five
//! 11x11 positions 23% of the leaves scored were such repeats, and a leaf
//! costs most of the search's time (the chain count). A leaf's score
//! depends on its position only (a win or loss is turned into a distance
//! from the root by [`Leaf::score`]), so a cached one is the one the leaf
//! would compute: the search visits the same nodes with or without the
//! cache, and the bench's signature is unchanged.
//!
//! Direct-mapped on the position key's low bits, each slot two words: the
//! leaf and a check word, the key mixed with the search's salt (so that a
//! position of an earlier search, or of another board size with the same
//! stone indices, never answers) and with the leaf's word. The helper
//! threads of a search use the main thread's cache ([`Leaves::share`]), so
//! a leaf one thread scored is not scored again by another. As in the
//! transposition table ([`super::tt`]), writers store the two words without
//! a lock, and a reader that sees the check of one write and the leaf of
//! another finds that they do not match and takes the slot as empty: a
//! torn entry is never used.

use super::score::{STONE, loss_in};
use super::tt::{Slot, load_slot, prefetch, salt_of, store_slot, zeroed_slots};
use std::sync::Arc;

/// Slots: 2^18 of 16 bytes, 4 MB (one cache for all the threads of a
/// search). 2^16 slots (1 MB) were slower
/// on the 11x11 bench positions (docs/speed.md, "Issue 15, third pass").
const LEN: usize = 1 << 18;

/// A leaf's score, independent of its distance from the root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leaf {
    /// The opponent has two winning cells: lost in two plies.
    LosesInTwo,
    /// Otherwise: the evaluation, for the side to move.
    Score(i32),
    /// Otherwise, and only the distance difference was computed (the
    /// window at hand did not need the tie-break): the evaluation is
    /// within the weights' [`Weights::range`] of this many stones times
    /// [`STONE`].
    Stones(i32),
}

/// The largest tie-break the leaf of rounds six to fifteen added to its
/// stones (below half a stone): [`Weights::TIE_BREAK`]'s range.
pub const TIE: i32 = STONE / 2 - 1;

/// The leaf's last term, the difference of the numbers of cells on the
/// two players' shortest chains (or at their smallest potentials), is
/// clamped to this many by default ([`Weights::cells_cap`]).
pub const TIE_CELLS: i32 = 3;

/// How much the leaf's two-distance term weighs beside its stones: the
/// difference of the two players' potentials, clamped to `potential_cap`
/// units, each worth `potential_step` (in units of [`STONE`] / 32 with
/// [`STONE`] = 32). The default since round sixteen, a stone a unit and at
/// most 3 units, lets a two-distance advantage outweigh up to three stones
/// of distance (it won its SPRTs on 9x9 and 11x11; docs/strength.md,
/// "Round sixteen"); [`Weights::TIE_BREAK`], 4 a unit, keeps the term
/// within [`TIE`] with the chain cells, a tie-break below half a stone
/// (`--potential-weight`, `--potential-cap`).
///
/// The chain-cell difference, clamped to `cells_cap` cells ([`TIE_CELLS`]
/// by default), counts `cells_step` a cell (in the same 32nds; 1 by
/// default, the leaf of rounds six to sixteen: a last tie-break;
/// `--cells-weight`, round seventeen; `--cells-cap`, round twenty-three).
/// With `potential_step` 0 the leaf does not compute the potentials.
///
/// The circuit's log ratio ([`crate::eval::resistance::log_ratio`], with
/// bridges) counts `resistance_step` 32nds of a stone a unit, clamped to
/// `resistance_cap` stones; 0 by default, when it is not computed
/// (`--resistance-weight`, `--resistance-cap`, round twenty-four).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    pub potential_step: u32,
    pub potential_cap: u32,
    pub cells_step: u32,
    pub cells_cap: u32,
    pub resistance_step: u32,
    pub resistance_cap: u32,
}

impl Weights {
    /// The default since round sixteen: a unit of potential difference
    /// is worth a stone, at most three of them.
    pub const DEFAULT: Weights = Weights {
        potential_step: STONE as u32,
        potential_cap: 3,
        cells_step: 1,
        cells_cap: TIE_CELLS as u32,
        resistance_step: 0,
        resistance_cap: 3,
    };

    /// The leaf of rounds six to fifteen: the two-distance as the first
    /// tie-break, below half a stone.
    pub const TIE_BREAK: Weights = Weights {
        potential_step: 4,
        potential_cap: 3,
        cells_step: 1,
        cells_cap: TIE_CELLS as u32,
        resistance_step: 0,
        resistance_cap: 3,
    };

    /// The largest `potential_step` a setting may ask for (two stones a unit).
    pub const MAX_STEP: u32 = 2 * STONE as u32;

    /// The largest `potential_cap` a setting may ask for.
    pub const MAX_CAP: u32 = 16;

    /// The largest `cells_step` a setting may ask for (a stone a cell).
    pub const MAX_CELLS_STEP: u32 = STONE as u32;

    /// The largest `cells_cap` a setting may ask for.
    pub const MAX_CELLS_CAP: u32 = 16;

    /// The largest `resistance_step` a setting may ask for (eight stones
    /// a unit of log ratio).
    pub const MAX_RESISTANCE_STEP: u32 = 8 * STONE as u32;

    /// The largest `resistance_cap` (in stones) a setting may ask for.
    pub const MAX_RESISTANCE_CAP: u32 = 16;

    /// The most the resistance term adds to a leaf's stones, either way,
    /// in 32nds: its cap in stones, or nothing when it is off.
    #[inline]
    pub fn resistance_range(self) -> i32 {
        if self.resistance_step == 0 {
            0
        } else {
            (self.resistance_cap * STONE as u32) as i32
        }
    }

    /// The largest amount the potential and cell terms together add to a
    /// leaf's stones, either way.
    #[inline]
    pub fn range(self) -> i32 {
        (self.potential_step * self.potential_cap + self.cells_step * self.cells_cap) as i32
            + self.resistance_range()
    }
}

impl Default for Weights {
    fn default() -> Self {
        Weights::DEFAULT
    }
}

// The tie-break weights stay within half a stone.
const _: () = assert!(
    (Weights::TIE_BREAK.potential_step * Weights::TIE_BREAK.potential_cap) as i32
        + (Weights::TIE_BREAK.cells_step * Weights::TIE_BREAK.cells_cap) as i32
        == TIE
);

impl Leaf {
    /// The score of this leaf `ply` plies from the root.
    #[inline]
    pub fn score(self, ply: usize) -> i32 {
        match self {
            Leaf::LosesInTwo => loss_in(ply + 2),
            Leaf::Score(s) => s,
            Leaf::Stones(s) => s * STONE,
        }
    }

    /// The fail-soft score of this leaf `ply` plies from the root for the
    /// window `(alpha, beta)`: the score itself, or for a leaf known only
    /// by its stones, the bound of its range (`stones * STONE` plus or
    /// minus `range`, the weights' [`Weights::range`]) on the side of the
    /// window it falls (`None` when the range straddles the window: the
    /// tie-break is needed).
    #[inline]
    pub fn within(self, ply: usize, alpha: i32, beta: i32, range: i32) -> Option<i32> {
        match self {
            Leaf::Stones(s) if s * STONE + range <= alpha => Some(s * STONE + range),
            Leaf::Stones(s) if s * STONE - range >= beta => Some(s * STONE - range),
            Leaf::Stones(_) => None,
            exact => Some(exact.score(ply)),
        }
    }

    /// Kind in bits 32-34 (never 0, so an all-zero slot is empty), the
    /// score in the low 32 bits.
    fn pack(self) -> u64 {
        match self {
            Leaf::LosesInTwo => 2 << 32,
            Leaf::Score(s) => 3 << 32 | s as u32 as u64,
            Leaf::Stones(s) => 4 << 32 | s as u32 as u64,
        }
    }

    fn unpack(data: u64) -> Option<Leaf> {
        match data >> 32 {
            2 => Some(Leaf::LosesInTwo),
            3 => Some(Leaf::Score(data as u32 as i32)),
            4 => Some(Leaf::Stones(data as u32 as i32)),
            _ => None,
        }
    }
}

/// The cache: allocated by the first search (then shared with the
/// helpers of every search, [`Leaves::share`]).
#[derive(Default)]
pub struct Leaves {
    /// Boxed inside the `Arc`: an `Arc<[Slot]>` made from the zeroed
    /// allocation would copy it into a new one, writing all 4 MB before
    /// the huge-page advice ([`super::pages`]) and leaving the cache in
    /// small pages.
    slots: Arc<Box<[Slot]>>,
    generation: u64,
    salt: u64,
}

impl Leaves {
    /// Forgets every leaf stored so far, in O(1): they stay, but fail the
    /// check of the new salt.
    pub fn new_search(&mut self) {
        if self.slots.is_empty() {
            self.slots = Arc::new(zeroed_slots(LEN));
        }
        self.generation += 1;
        self.salt = salt_of(self.generation);
    }

    /// The same cache, in the same search: for a helper thread.
    pub fn share(&self) -> Leaves {
        Leaves {
            slots: self.slots.clone(),
            generation: self.generation,
            salt: self.salt,
        }
    }

    #[inline]
    fn slot(&self, key: u64) -> Option<&Slot> {
        self.slots.get(key as usize & (LEN - 1))
    }

    /// Starts loading `key`'s slot into the processor's cache.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        if let Some(slot) = self.slot(key) {
            prefetch(slot);
        }
    }

    /// The leaf stored for `key` in this search, if any.
    #[inline]
    pub fn get(&self, key: u64) -> Option<Leaf> {
        load_slot(self.slot(key)?, key, self.salt).and_then(Leaf::unpack)
    }

    /// Stores `leaf` for `key`, replacing whatever the slot held (a no-op
    /// before the first [`Leaves::new_search`]).
    #[inline]
    pub fn put(&self, key: u64, leaf: Leaf) {
        if let Some(slot) = self.slot(key) {
            store_slot(slot, key, self.salt, leaf.pack());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::Ordering::Relaxed;

    #[test]
    fn a_leaf_comes_back_for_its_key_only_and_only_in_its_search() {
        let mut c = Leaves::default();
        c.put(5, Leaf::Score(-7));
        assert_eq!(c.get(5), None, "nothing is kept before the first search");
        c.new_search();
        assert_eq!(c.get(0), None, "an empty slot holds nothing");
        for (key, leaf) in [
            (5, Leaf::Score(-7)),
            (6, Leaf::Score(i32::MAX)),
            (7, Leaf::Score(i32::MIN)),
            (9, Leaf::LosesInTwo),
        ] {
            c.put(key, leaf);
            assert_eq!(c.get(key), Some(leaf));
        }
        // Same slot, another key: a miss, and the newer one replaces it.
        let other = 5 + LEN as u64;
        assert_eq!(c.get(other), None);
        c.put(other, Leaf::Score(3));
        assert_eq!((c.get(other), c.get(5)), (Some(Leaf::Score(3)), None));
        c.new_search();
        assert_eq!(c.get(other), None, "a new search forgets");
    }

    #[test]
    fn a_lost_leaf_counts_its_distance_from_the_root() {
        assert_eq!(Leaf::LosesInTwo.score(4), loss_in(6));
        assert_eq!(Leaf::Score(-250).score(4), -250);
    }

    /// A helper's handle answers with the main thread's leaves in the same
    /// search, and threads writing different leaves into the same slots
    /// never make a reader see a leaf that was not written for its key.
    #[test]
    fn shared_leaves_are_seen_by_every_thread_and_never_torn() {
        let mut main = Leaves::default();
        main.new_search();
        let helper = main.share();
        helper.put(11, Leaf::Score(5));
        assert_eq!(main.get(11), Some(Leaf::Score(5)));
        // Keys that share a slot, each with its own leaf.
        let keys: Vec<u64> = (1..=16u64).map(|k| k * LEN as u64 + 3).collect();
        let leaf_of = |key: u64| Leaf::Score((key / LEN as u64) as i32 * 1_000 - 7);
        let done = std::sync::atomic::AtomicBool::new(false);
        let (mut found, mut wrong) = (0, 0);
        std::thread::scope(|s| {
            for w in 0..2 {
                let (c, keys, done) = (main.share(), &keys, &done);
                s.spawn(move || {
                    let mut i = w;
                    while !done.load(Relaxed) {
                        let key = keys[i % keys.len()];
                        c.put(key, leaf_of(key));
                        i = i.wrapping_mul(5).wrapping_add(3);
                    }
                });
            }
            // Until 200,000 entries were checked (the writers may start late).
            for n in 0..50_000_000usize {
                let key = keys[n % keys.len()];
                if let Some(leaf) = main.get(key) {
                    wrong += (leaf != leaf_of(key)) as u32;
                    found += 1;
                    if found == 200_000 {
                        break;
                    }
                }
            }
            // The writers stop before anything is asserted.
            done.store(true, Relaxed);
        });
        assert_eq!((found, wrong), (200_000, 0));
    }
}
