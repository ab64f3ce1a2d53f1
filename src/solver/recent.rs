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
//!
//! The sets of the positions the search has gone below (completed, see
//! [`super::knowledge::Cache::mover_wins`]) are held apart
//! ([`Recent::hold`], [`Recent::keep_held`]), in as many more places as
//! the budget leaves (up to [`MAX_HELD`]), the one least recently built
//! from pushed out first: a completion of X builds from its parent P's
//! set of the same colour, which P's first visit built, and df-pn comes
//! back to P many builds later, when the churn of first visits has long
//! pushed it out of its slot (round twenty-three: 65% of a4's
//! completions found no parent's set, and built from scratch at about
//! 1.8 times the cost; docs/solver.md, "Round twenty-four").

use super::memory::{connection_bytes, power_of_two_below};
use crate::board::{Color, Geometry};
use crate::vc;
use std::sync::Arc;

/// Sets kept at most.
const MAX_SLOTS: usize = 64;

/// Sets pushed out of their slots and kept to lend their memory, at most.
const MAX_SPARE: usize = 2;

/// Sets of completed positions held apart, at most.
pub const MAX_HELD: usize = 64;

/// A kept set: its position's key, its serial number (see
/// [`Recent::source_id`]) and the set, shared with the threads that build
/// expansions ahead ([`super::ahead`]).
type Kept = (u64, u64, Arc<vc::Connections>);

/// Where a kept set is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    Held(usize),
    Slot(usize),
}

pub struct Recent {
    slots: Vec<Option<Kept>>,
    /// The sets of completed positions, each with the tick of its last
    /// use (kept or built from), at most `held_max`.
    held: Vec<(Kept, u64)>,
    held_max: usize,
    /// Counts the uses of held sets.
    tick: u64,
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
            held: Vec::new(),
            held_max: MAX_HELD,
            tick: 0,
            serial: 0,
            latest: [None; 2],
            spare: Vec::new(),
            spares: MAX_SPARE,
            budget,
            largest: 0,
            cells: 0,
        }
    }

    /// How many sets are kept at most (slots, spares and held).
    pub fn capacity(&self) -> usize {
        self.slots.len() + self.spares + self.held_max
    }

    /// Slots and spares for `fit` sets. One slot and one spare at least,
    /// whatever the budget: with no spare every build allocates its
    /// memory afresh, and on an empty 26x26 board 400 expansions took
    /// twice the processor time (13.9 s against 7.1 s with main's 64 sets
    /// and two spares; docs/robustness.md, "Round nine").
    /// The sets of completed positions held apart get what the slots
    /// and spares leave, up to [`MAX_HELD`].
    fn sizes(fit: usize) -> (usize, usize, usize) {
        let (slots, spares) = if fit >= MAX_SLOTS + MAX_SPARE {
            (MAX_SLOTS, MAX_SPARE)
        } else if fit >= 4 + MAX_SPARE {
            (power_of_two_below(fit - MAX_SPARE), MAX_SPARE)
        } else {
            (power_of_two_below(fit.saturating_sub(1)), 1)
        };
        let held = fit.saturating_sub(slots + spares).min(MAX_HELD);
        (slots, spares, held)
    }

    fn slot(&self, key: u64, color: Color) -> usize {
        let k = key ^ (color.index() as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        (k >> 20) as usize & (self.slots.len() - 1)
    }

    /// Where the set of `color` for the position `key` is: held apart,
    /// or in its slot.
    fn find(&self, key: u64, color: Color) -> Option<Place> {
        let same = |k: &Kept| k.0 == key && k.2.color() == color;
        if let Some(i) = self.held.iter().position(|(k, _)| same(k)) {
            return Some(Place::Held(i));
        }
        match &self.slots[self.slot(key, color)] {
            Some(kept) if same(kept) => Some(Place::Slot(self.slot(key, color))),
            _ => None,
        }
    }

    fn get(&self, place: Place) -> &Kept {
        match place {
            Place::Held(i) => &self.held[i].0,
            Place::Slot(i) => self.slots[i].as_ref().expect("a found slot holds a set"),
        }
    }

    fn at(&self, key: u64, color: Color) -> Option<&Kept> {
        self.find(key, color).map(|p| self.get(p))
    }

    /// Where the set [`Recent::source`] gives is.
    fn source_place(&self, parent: Option<u64>, color: Color) -> Option<Place> {
        parent
            .and_then(|p| self.find(p, color))
            .or_else(|| self.latest[color.index()].and_then(|k| self.find(k, color)))
    }

    fn source_kept(&self, parent: Option<u64>, color: Color) -> Option<&Kept> {
        self.source_place(parent, color).map(|p| self.get(p))
    }

    /// Marks the held set at `place` (if held) as used now.
    fn touch(&mut self, place: Place) {
        if let Place::Held(i) = place {
            self.tick += 1;
            self.held[i].1 = self.tick;
        }
    }

    /// The connections of `color` kept for the position `key`, if still
    /// there.
    pub fn kept(&self, key: u64, color: Color) -> Option<&vc::Connections> {
        self.at(key, color).map(|k| k.2.as_ref())
    }

    /// The parent's connections of `color` if kept, else the latest;
    /// a held set is marked as used (the one least recently used is
    /// pushed out first).
    pub fn source(&mut self, parent: Option<u64>, color: Color) -> Option<&vc::Connections> {
        let place = self.source_place(parent, color)?;
        self.touch(place);
        Some(self.get(place).2.as_ref())
    }

    /// Marks the set [`Recent::source`] would give as used, as a build
    /// from it would (for an expansion computed ahead from it, see
    /// [`super::ahead`]).
    pub fn use_source(&mut self, parent: Option<u64>, color: Color) {
        if let Some(place) = self.source_place(parent, color) {
            self.touch(place);
        }
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

    /// Whether a set pushed out may be kept as a spare: within the
    /// spares, or in the room of a slot left empty when its set was held
    /// apart (the sets kept stay within [`Recent::capacity`]).
    fn spare_room(&self) -> bool {
        let vacant = self.slots.iter().filter(|s| s.is_none()).count();
        self.spare.len() < self.spares + vacant.min(self.held_max)
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
            self.held.clear();
            self.held_max = MAX_HELD;
        }
        let bytes = connection_bytes(&c, geometry);
        if bytes > self.largest {
            self.largest = bytes;
            let (slots, spares, held) = Recent::sizes(self.budget / bytes);
            if slots < self.slots.len() {
                self.resize(slots, spares);
            }
            if held < self.held_max {
                self.held_max = held;
                while self.held.len() > held {
                    self.evict_held();
                }
            }
        }
        let color = c.color();
        self.serial += 1;
        let new = (key, self.serial, Arc::new(c));
        self.latest[color.index()] = Some(key);
        // A newer set of a position held apart stays held, in its place.
        let old = match self.find(key, color) {
            Some(Place::Held(i)) => {
                self.touch(Place::Held(i));
                Some(std::mem::replace(&mut self.held[i].0, new))
            }
            _ => {
                let i = self.slot(key, color);
                self.slots[i].replace(new)
            }
        };
        // A set a thread building ahead still reads is dropped there.
        let old = Arc::into_inner(old?.2)?;
        if self.spare_room() {
            self.spare.push(old);
            None
        } else {
            Some(old)
        }
    }

    /// Holds apart the set of `color` kept for the completed position
    /// `key`, if still in its slot (see the module's doc). Returns a set
    /// pushed out for it, as [`Recent::keep`] does.
    pub fn hold(&mut self, key: u64, color: Color) -> Option<vc::Connections> {
        if self.held_max == 0 {
            return None;
        }
        match self.find(key, color)? {
            Place::Held(i) => {
                self.touch(Place::Held(i));
                None
            }
            Place::Slot(i) => {
                let kept = self.slots[i].take().expect("a found slot holds a set");
                self.insert_held(kept)
            }
        }
    }

    /// [`Recent::keep`] for a set of a completed position: held apart
    /// (in a slot when the budget leaves no place to hold it).
    pub fn keep_held(
        &mut self,
        key: u64,
        c: vc::Connections,
        geometry: &Geometry,
    ) -> Option<vc::Connections> {
        let color = c.color();
        let pushed = self.keep(key, c, geometry);
        let held = self.hold(key, color);
        match (pushed, held) {
            (Some(a), Some(b)) => {
                // Two pushed out: one goes to the spares if there is
                // room, else is dropped.
                if self.spare_room() {
                    self.spare.push(a);
                }
                Some(b)
            }
            (a, b) => a.or(b),
        }
    }

    /// Puts `kept` among the held sets, pushing out the one least
    /// recently used when they are full.
    fn insert_held(&mut self, kept: Kept) -> Option<vc::Connections> {
        let old = if self.held.len() >= self.held_max {
            self.evict_held()
        } else {
            None
        };
        self.tick += 1;
        self.held.push((kept, self.tick));
        match old {
            Some(old) if self.spare_room() => {
                self.spare.push(old);
                None
            }
            old => old,
        }
    }

    /// Pushes out the held set least recently used; returns its memory
    /// when no thread still reads it.
    fn evict_held(&mut self) -> Option<vc::Connections> {
        let i = (0..self.held.len()).min_by_key(|&i| self.held[i].1)?;
        let (kept, _) = self.held.swap_remove(i);
        Arc::into_inner(kept.2)
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

    /// What a [`Recent`] of `slots` slots and `held` places to hold
    /// should find, the plain way: a slot per index, the held sets in a
    /// list with the tick of their last use.
    #[derive(Default)]
    struct Model {
        slots: std::collections::HashMap<usize, (u64, Color, u64)>,
        held: Vec<(u64, Color, u64, u64)>,
        held_max: usize,
        serial: u64,
        tick: u64,
        latest: [Option<u64>; 2],
    }

    impl Model {
        fn held_at(&self, key: u64, color: Color) -> Option<usize> {
            self.held.iter().position(|h| h.0 == key && h.1 == color)
        }

        fn slot_has(&self, recent: &Recent, key: u64, color: Color) -> bool {
            self.slots
                .get(&recent.slot(key, color))
                .is_some_and(|s| s.0 == key && s.1 == color)
        }

        fn serial_of(&self, recent: &Recent, key: u64, color: Color) -> Option<u64> {
            match self.held_at(key, color) {
                Some(i) => Some(self.held[i].2),
                None if self.slot_has(recent, key, color) => {
                    Some(self.slots[&recent.slot(key, color)].2)
                }
                None => None,
            }
        }

        fn touch(&mut self, key: u64, color: Color) {
            if let Some(i) = self.held_at(key, color) {
                self.tick += 1;
                self.held[i].3 = self.tick;
            }
        }

        fn keep(&mut self, recent: &Recent, key: u64, color: Color) {
            self.serial += 1;
            self.latest[color.index()] = Some(key);
            match self.held_at(key, color) {
                Some(i) => {
                    self.held[i].2 = self.serial;
                    self.touch(key, color);
                }
                None => {
                    self.slots
                        .insert(recent.slot(key, color), (key, color, self.serial));
                }
            }
        }

        fn hold(&mut self, recent: &Recent, key: u64, color: Color) {
            if self.held_max == 0 {
                return;
            }
            if self.held_at(key, color).is_some() {
                self.touch(key, color);
            } else if self.slot_has(recent, key, color) {
                let (_, _, serial) = self.slots.remove(&recent.slot(key, color)).unwrap();
                if self.held.len() >= self.held_max {
                    let oldest = (0..self.held.len())
                        .min_by_key(|&i| self.held[i].3)
                        .unwrap();
                    self.held.remove(oldest);
                }
                self.tick += 1;
                self.held.push((key, color, serial, self.tick));
            }
        }

        fn source(&mut self, recent: &Recent, parent: u64, color: Color) -> Option<u64> {
            let from = [Some(parent), self.latest[color.index()]]
                .into_iter()
                .flatten()
                .find(|&k| self.serial_of(recent, k, color).is_some())?;
            self.touch(from, color);
            self.serial_of(recent, from, color)
        }
    }

    #[test]
    fn held_sets_are_found_as_the_plain_model_finds_them() {
        let g = Geometry::new(3, 3).unwrap();
        let limits = super::super::knowledge::solver_limits();
        let board = Position::new(g.clone()).board().clone();
        let mut rng = crate::rng::Rng::new(24);
        for round in 0..40 {
            let mut recent = Recent::new(16 << 20);
            // Sized for the board first, then made small enough for the
            // slots to collide and the held sets to be pushed out.
            let first = vc::Connections::build_from(&board, Color::Black, &limits, None, None);
            recent.keep(1 << 40, first, &g);
            recent.resize(4, 1);
            recent.slots.iter_mut().for_each(|s| *s = None);
            recent.held_max = round % 4;
            recent.latest = [None; 2];
            let mut model = Model {
                held_max: recent.held_max,
                serial: recent.serial,
                ..Model::default()
            };
            for _ in 0..300 {
                let key = (rng.below(10) as u64) << 20;
                let color = Color::BOTH[rng.below(2)];
                match rng.below(4) {
                    0 | 1 => {
                        let spare = recent.take_spare();
                        let c = vc::Connections::build_from(&board, color, &limits, None, spare);
                        if rng.below(3) == 0 {
                            recent.keep_held(key, c, &g);
                            model.keep(&recent, key, color);
                            model.hold(&recent, key, color);
                        } else {
                            recent.keep(key, c, &g);
                            model.keep(&recent, key, color);
                        }
                    }
                    2 => {
                        recent.hold(key, color);
                        model.hold(&recent, key, color);
                    }
                    _ => {
                        let want = model.source(&recent, key, color);
                        let id = recent.source_id(Some(key), color);
                        assert_eq!(id, want, "the source of {key:x} {color:?}");
                        let found = recent.source(Some(key), color).map(|c| c.color());
                        assert_eq!(found, want.map(|_| color));
                    }
                }
                assert!(recent.held.len() <= recent.held_max);
                for k in 0..10u64 {
                    for c in Color::BOTH {
                        let want = model.serial_of(&recent, k << 20, c);
                        let got = recent.find(k << 20, c).map(|p| recent.get(p).1);
                        assert_eq!(got, want, "{:x} {c:?}", k << 20);
                    }
                }
            }
        }
    }

    #[test]
    fn a_held_set_outlives_the_churn_of_the_slots() {
        let g = Geometry::new(5, 5).unwrap();
        let mut recent = Recent::new(16 << 20);
        let limits = super::super::knowledge::solver_limits();
        let p = Position::new(g.clone());
        let parent = p.key();
        let c = vc::Connections::build_from(p.board(), Color::White, &limits, None, None);
        recent.keep(parent, c, &g);
        recent.hold(parent, Color::White);
        // Two hundred first visits of other positions after it.
        fill(&mut recent, 5, 200);
        assert!(recent.kept(parent, Color::White).is_some());
        assert_eq!(
            recent.source_id(Some(parent), Color::White),
            recent.at(parent, Color::White).map(|k| k.1)
        );
    }
}
