//! The connections built at earlier expansions, kept to build new ones
//! from ([`crate::vc::Connections::build_from`]): the parent's when still
//! there, else the latest of the colour.
//!
//! df-pn expands a child long after its parent as often as right after
//! it, so this keeps many sets, by position key and colour, direct-mapped
//! (a newer position takes an older one's slot). How many follows the
//! memory it may take ([`super::memory`]): as many as fit at the size of
//! the largest set seen on the board so far (64 at most, one at least),
//! with up to two more whose memory the next builds reuse (one at least). On 7x7 a set
//! takes about 150 KB (bounded at 200-250 KB), so 64 fit in the half of
//! the default `tt_mb 64`; on an empty 26x26 board one takes 11 MB
//! (bounded at 22 MB), so it keeps one set and one spare, 22 MB in all,
//! beside the budget's 32 MB.

use super::memory::{connection_bytes, power_of_two_below};
use crate::board::{Color, Geometry};
use crate::vc;
use std::sync::Arc;

/// Sets kept at most.
const MAX_SLOTS: usize = 64;

/// Sets pushed out of their slots and kept to lend their memory, at most.
const MAX_SPARE: usize = 2;

/// A kept set: its position's key, its serial number (see
/// [`Recent::source_id`]) and the set, shared with the threads that build
/// expansions ahead ([`super::ahead`]).
type Kept = (u64, u64, Arc<vc::Connections>);

pub struct Recent {
    slots: Vec<Option<Kept>>,
    /// The serial number of the next set kept.
    serial: u64,
    /// The key of the set last kept for each colour.
    latest: [Option<u64>; 2],
    /// Connections pushed out of their slots, whose memory the next
    /// builds reuse.
    spare: Vec<vc::Connections>,
    /// Spares kept at most.
    spares: usize,
    /// The bytes all kept sets (slots and spares) may take.
    budget: usize,
    /// The largest [`connection_bytes`] of a set kept on this board.
    largest: usize,
    /// The cell count of the board the kept sets are on.
    cells: usize,
}

impl Recent {
    /// Keeps sets within `budget` bytes.
    pub fn new(budget: usize) -> Recent {
        Recent {
            slots: (0..MAX_SLOTS).map(|_| None).collect(),
            serial: 0,
            latest: [None; 2],
            spare: Vec::new(),
            spares: MAX_SPARE,
            budget,
            largest: 0,
            cells: 0,
        }
    }

    /// Forgets every set (the serial numbers go on, so that no later
    /// set shares one with a forgotten set).
    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|s| *s = None);
        self.latest = [None; 2];
        self.spare.clear();
        self.largest = 0;
        self.cells = 0;
    }

    /// How many sets are kept at most (slots and spares).
    pub fn capacity(&self) -> usize {
        self.slots.len() + self.spares
    }

    /// Slots and spares for `fit` sets. One slot and one spare at least,
    /// whatever the budget: with no spare every build allocates its
    /// memory afresh, and on an empty 26x26 board 400 expansions took
    /// twice the processor time (13.9 s against 7.1 s with main's 64 sets
    /// and two spares; docs/robustness.md, "Round nine").
    fn sizes(fit: usize) -> (usize, usize) {
        if fit >= MAX_SLOTS + MAX_SPARE {
            (MAX_SLOTS, MAX_SPARE)
        } else if fit >= 4 + MAX_SPARE {
            (power_of_two_below(fit - MAX_SPARE), MAX_SPARE)
        } else {
            (power_of_two_below(fit.saturating_sub(1)), 1)
        }
    }

    fn slot(&self, key: u64, color: Color) -> usize {
        let k = key ^ (color.index() as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        (k >> 20) as usize & (self.slots.len() - 1)
    }

    fn at(&self, key: u64, color: Color) -> Option<&Kept> {
        match &self.slots[self.slot(key, color)] {
            Some(kept) if kept.0 == key && kept.2.color() == color => Some(kept),
            _ => None,
        }
    }

    fn source_kept(&self, parent: Option<u64>, color: Color) -> Option<&Kept> {
        parent
            .and_then(|p| self.at(p, color))
            .or_else(|| self.latest[color.index()].and_then(|k| self.at(k, color)))
    }

    /// The connections of `color` kept for the position `key`, if still
    /// there.
    pub fn kept(&self, key: u64, color: Color) -> Option<&vc::Connections> {
        self.at(key, color).map(|k| k.2.as_ref())
    }

    /// The parent's connections of `color` if kept, else the latest.
    pub fn source(&self, parent: Option<u64>, color: Color) -> Option<&vc::Connections> {
        self.source_kept(parent, color).map(|k| k.2.as_ref())
    }

    /// The serial number of the set [`Recent::source`] gives: each set
    /// kept gets a new one, so two builds with the same serial number
    /// start from the same set (see [`super::ahead`]).
    pub fn source_id(&self, parent: Option<u64>, color: Color) -> Option<u64> {
        self.source_kept(parent, color).map(|k| k.1)
    }

    /// [`Recent::source`], shared, with its serial number.
    pub fn source_shared(
        &self,
        parent: Option<u64>,
        color: Color,
    ) -> Option<(u64, Arc<vc::Connections>)> {
        self.source_kept(parent, color).map(|k| (k.1, k.2.clone()))
    }

    /// Memory for the next build, if a set was pushed out earlier.
    pub fn take_spare(&mut self) -> Option<vc::Connections> {
        self.spare.pop()
    }

    /// Keeps `c`, built for the position `key` on a board of `geometry`,
    /// first making room when it is the largest yet. Returns the set it
    /// pushed out when no spare place was left for it (its memory can
    /// still serve a build elsewhere).
    pub fn keep(
        &mut self,
        key: u64,
        c: vc::Connections,
        geometry: &Geometry,
    ) -> Option<vc::Connections> {
        if geometry.len() != self.cells {
            // Another board: its sets are no use, and may be of any size.
            self.cells = geometry.len();
            self.largest = 0;
            self.resize(MAX_SLOTS, MAX_SPARE);
            self.slots.iter_mut().for_each(|s| *s = None);
            self.spare.clear();
        }
        let bytes = connection_bytes(&c, geometry);
        if bytes > self.largest {
            self.largest = bytes;
            let (slots, spares) = Recent::sizes(self.budget / bytes);
            if slots < self.slots.len() {
                self.resize(slots, spares);
            }
        }
        let color = c.color();
        let i = self.slot(key, color);
        self.serial += 1;
        let old = self.slots[i].replace((key, self.serial, Arc::new(c)));
        self.latest[color.index()] = Some(key);
        // A set a thread building ahead still reads is dropped there.
        let old = Arc::into_inner(old?.2)?;
        if self.spare.len() < self.spares {
            self.spare.push(old);
            None
        } else {
            Some(old)
        }
    }

    /// Goes to `slots` slots (a power of two) and `spares` spares,
    /// keeping what still fits.
    fn resize(&mut self, slots: usize, spares: usize) {
        self.spares = spares;
        self.spare.truncate(spares);
        if slots == self.slots.len() {
            return;
        }
        let old = std::mem::replace(&mut self.slots, (0..slots).map(|_| None).collect());
        for kept in old.into_iter().flatten() {
            let i = self.slot(kept.0, kept.2.color());
            self.slots[i] = Some(kept);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Geometry;
    use crate::position::Position;

    fn kept(recent: &Recent) -> usize {
        recent.slots.iter().flatten().count() + recent.spare.len()
    }

    /// Builds and keeps the connections of `positions` positions of the
    /// empty `n`x`n` board with one stone each.
    fn fill(recent: &mut Recent, n: usize, positions: usize) -> usize {
        let g = Geometry::new(n, n).unwrap();
        let limits = super::super::knowledge::solver_limits();
        let mut largest = 0;
        for i in 0..positions {
            let mut p = Position::new(g.clone());
            p.play_index(Color::Black, g.cells().iter().nth(i % g.len()).unwrap());
            let color = Color::BOTH[i % 2];
            let spare = recent.take_spare();
            let c = vc::Connections::build_from(p.board(), color, &limits, None, spare);
            largest = largest.max(connection_bytes(&c, &g));
            recent.keep(p.key(), c, &g);
        }
        largest
    }

    #[test]
    fn the_sets_kept_follow_the_budget() {
        for (budget_mb, n) in [(16, 7), (1, 7), (16, 13), (4, 13), (1, 13)] {
            let budget = budget_mb << 20;
            let mut recent = Recent::new(budget);
            let largest = fill(&mut recent, n, 200);
            assert!(kept(&recent) <= recent.capacity());
            let bound = largest * recent.capacity();
            assert!(
                recent.capacity() == 2 || bound <= budget,
                "{n}x{n} in {budget_mb} MB: {} sets of up to {largest} bytes",
                recent.capacity()
            );
            // As many as fit: doubling the slots would overrun.
            if recent.slots.len() < MAX_SLOTS {
                assert!(largest * (2 * recent.slots.len() + recent.spares) > budget);
            }
            assert!(recent.spare.len() <= recent.spares);
        }
    }

    #[test]
    fn a_new_board_starts_again() {
        let mut recent = Recent::new(16 << 20);
        fill(&mut recent, 13, 20);
        let on_13 = recent.slots.len();
        fill(&mut recent, 5, 20);
        assert!(recent.slots.len() >= on_13);
        assert_eq!(recent.slots.len(), MAX_SLOTS);
        assert!(recent.source(None, Color::Black).is_some());
    }
}
