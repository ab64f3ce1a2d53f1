//! Virtual connections deeper in the tree: the verdict of
//! [`super::connections::verdict`] at interior nodes two or more plies
//! below the root whose remaining depth is large enough that a build pair
//! (about a millisecond on 9x9, a few on 11x11) is small against the
//! subtree it can cut.
//!
//! At such a node, for its side to move:
//! - a proven win or loss returns its score at once (the distance, as at
//!   the root, bounds the game's length: on the filled board it is the
//!   number of empty cells);
//! - a mustplay region keeps only the node's moves in it (every other move
//!   leaves the opponent an edge-to-edge semi, whose key wins).
//!
//! Verdicts are kept by position key for the whole search, so iterative
//! deepening asks once per position, not once per depth. They cost time
//! the leaves would otherwise use, so the builds of one search stop once
//! they have spent a quarter of the time the move has left after the
//! root's and the below-root verdicts (the next one is started only if
//! one as dear as the dearest so far fits), or once the guard against the
//! deadline refuses: by default the root's per-cell guard
//! ([`super::connections::affordable`]: no build once less than 0.5 ms a
//! cell is left, 40 ms on 9x9, 60 ms on 11x11); with
//! `param_hexbfs interior_guard N`, once less than N times what a build
//! has cost on average so far is left (before the first, what a verdict
//! below the root cost). Known verdicts still apply after that. Each build
//! also stops at its own deadline, the end of the share or the search's,
//! whichever comes first, so no build runs past the move's time; the
//! per-cell guard, meant for the root's builds, which had no deadline,
//! stops the builds of the last depths at short time controls (at 0.1 s
//! on 11x11, most searches build nothing), though the share is barely
//! touched.
//! Without a deadline (a search to a fixed depth) every such node asks.
//! Only the main thread asks (a helper's clock has no deadline to guard).
//!
//! Optionally (`param_hexbfs interior_pv`, off by default) the nodes of
//! the principal variation (a window wider than one) ask from a smaller
//! remaining depth too (2: the parents of the leaves' parents), and the
//! other nodes stop building at three quarters of the share, leaving the
//! rest to them: iterative deepening reaches the shallow nodes of the
//! first deep iterations first, and without a reserve they spend the
//! share before the last iterations' principal variations, which decide
//! the move, ask.

use super::connections::{Built, Verdict, affordable, root_limits, verdict_from};
use super::tt::Bound;
use super::{Clock, Searcher};
use crate::ice;
use crate::position::Position;
use crate::vc::Limits;
use log::info;
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// The share of the move's time left after the root's connections that
/// the builds at interior nodes may take by default: one part in
/// `SHARE` (a quarter; `param_hexbfs interior_share`).
pub const SHARE: u32 = 4;

/// With principal-variation nodes asking ([`Interior::start`]'s
/// `pv_depth`), the part of the share the other nodes leave to them (a
/// quarter of it): iterative deepening visits the shallow nodes of the
/// first deep iterations first, and they would otherwise spend the whole
/// share before the last iterations' principal variations, which decide
/// the move, are reached.
const PV_RESERVE: u32 = 4;

/// The least remaining depth the SPRTs tried, and the default of
/// `param_hexbfs interior_depth` since the long SPRT of round eight
/// accepted it (see [`Searcher::set_interior_depth`]): on 11x11 at
/// 1 s a move (depth 6-8) the nodes at plies 2 to 5 of the last depths.
/// 2,300 to 8,000 nodes asked in such a search, of which the budget served
/// 50 to 150 with fresh builds and 90 to 131 with builds from the parent's
/// (the first ones visited, along the principal variation; see
/// docs/strength.md for the counts and costs).
pub const MIN_DEPTH: u32 = 3;

/// The connection limits of interior nodes: the root's, so that a build
/// can start from the connections below the root (and those from the
/// root's); connections built within other limits never carry over.
/// (Round six used the OR over 8 semis instead of 16 here, 1.2 times
/// cheaper on fresh builds; a build from the parent's is about three times
/// cheaper, see docs/strength.md.)
pub fn interior_limits() -> Limits {
    root_limits()
}

/// The verdicts at interior nodes of one search, and their budget.
#[derive(Default)]
pub struct Interior {
    /// Whether this search asks at all (the main thread, connections on,
    /// the root open).
    on: bool,
    /// The least remaining depth of a node that asks.
    min_depth: u32,
    /// The least remaining depth of a principal-variation node (a window
    /// wider than one) that asks (`None`: none but those `min_depth`
    /// lets ask).
    pv_depth: Option<u32>,
    /// The time the builds may take (`None`: no deadline, no limit).
    allowed: Option<Duration>,
    spent: Duration,
    dearest: Duration,
    /// With `Some(n)`, a build starts only while `n` times what a build
    /// costs on average is left before the deadline (`None`: the root's
    /// per-cell guard).
    guard: Option<u32>,
    /// What a build is expected to cost before one has been timed here
    /// (what a verdict below the root cost on average; zero: not known),
    /// for the guard.
    expected: Duration,
    /// Whether the budget is used up, for the other nodes and for the
    /// principal variation's (no more builds for them this search).
    spent_up: [bool; 2],
    known: HashMap<u64, Verdict>,
    /// By ply, the connections of the last position built there: the next
    /// build one ply deeper starts from them (see [`Interior::verdict`]),
    /// and the next build at the same ply reuses their memory.
    last: Vec<Built>,
    /// The connections after each root move (from [`super::below_root`])
    /// but the one being searched, which is in `last[1]`, by root move.
    ply1: Vec<(usize, Built)>,
    /// The root move being searched.
    current: Option<usize>,
    /// Verdicts built, how many of their builds (one or two a verdict)
    /// started from the connections one ply up, verdicts reused, and nodes
    /// that asked once the budget was spent, for the log.
    built: usize,
    /// Of those built, how many for principal-variation nodes with a
    /// reserve.
    pv_built: usize,
    derived: usize,
    reused: usize,
    refused: usize,
    /// Whether the guard against the deadline stopped the builds (else the
    /// share did, if anything).
    guarded: bool,
}

impl Interior {
    /// Starts a search that asks at nodes with at least `min_depth` plies
    /// left (none when `min_depth` is `None`), within its share of the time
    /// `clock` leaves. With `pv_depth`, principal-variation nodes with at
    /// least that many plies left ask too, and the other nodes leave them
    /// the last quarter of the share. `guard` is the guard against the
    /// deadline (see the module docs: `Some(n)`, `n` times the average
    /// build; `None`, the root's per-cell guard), `expected` what a build
    /// is expected to cost before one has been timed here (what a verdict
    /// below the root cost on average; zero when none was built), and the
    /// builds may take one part in `share` of the time left ([`SHARE`] by
    /// default).
    pub fn start(
        &mut self,
        min_depth: Option<u32>,
        pv_depth: Option<u32>,
        guard: Option<u32>,
        share: u32,
        clock: &Clock,
        expected: Duration,
    ) {
        self.known.clear();
        // Connections carry over only on a board of the same size.
        self.last.clear();
        self.ply1.clear();
        self.current = None;
        self.on = min_depth.is_some();
        self.min_depth = min_depth.unwrap_or(u32::MAX);
        self.pv_depth = pv_depth.filter(|_| self.on);
        self.allowed = clock.remaining().map(|left| left / share.max(1));
        self.spent = Duration::ZERO;
        self.dearest = Duration::ZERO;
        self.guard = guard;
        self.expected = expected;
        self.spent_up = [false; 2];
        self.built = 0;
        self.pv_built = 0;
        self.derived = 0;
        self.reused = 0;
        self.refused = 0;
        self.guarded = false;
    }

    /// Takes the connections built after the root moves (on this
    /// position, by [`super::below_root::below_root_from`]): the builds
    /// two plies down start from them.
    pub fn adopt(&mut self, built: Vec<(usize, Built)>) {
        if self.on {
            self.ply1 = built;
        }
    }

    /// The search goes below root move `m`: its connections, if known,
    /// become those one ply up from the nodes at ply 2.
    pub fn enter(&mut self, m: usize) {
        if !self.on || self.current == Some(m) {
            return;
        }
        if self.last.len() < 2 {
            self.last.resize_with(2, Default::default);
        }
        let here = std::mem::take(&mut self.last[1]);
        if let Some(c) = self.current.replace(m) {
            self.ply1.push((c, here));
        }
        if let Some(i) = self.ply1.iter().position(|(r, _)| *r == m) {
            self.last[1] = self.ply1.swap_remove(i).1;
        }
    }

    /// Asks nothing (the helpers' searches, and before a search starts).
    pub fn off(&mut self) {
        self.on = false;
        self.known.clear();
    }

    /// Whether a node `ply` plies below the root with `depth` plies left
    /// (`pv`: on the principal variation, its window wider than one) asks
    /// for a verdict.
    #[inline]
    pub fn asks(&self, depth: u32, ply: usize, pv: bool) -> bool {
        self.on
            && ply >= 2
            && (depth >= self.min_depth || (pv && self.pv_depth.is_some_and(|d| depth >= d)))
    }

    /// The part of the share the builds of a node (`pv`: on the principal
    /// variation) may reach: all of it, but for the other nodes when
    /// principal-variation nodes ask for themselves ([`PV_RESERVE`]).
    fn cap(&self, allowed: Duration, pv: bool) -> Duration {
        if pv || self.pv_depth.is_none() {
            allowed
        } else {
            allowed - allowed / PV_RESERVE
        }
    }

    /// Whether `clock` leaves time for a build on a board of `cells` cells.
    /// With the guard by the builds (`Some(n)`), `n` times the average build
    /// so far, or before the first, the average verdict below the root
    /// ([`Interior::start`]'s `expected`): a build stops at the deadline
    /// anyway (its [`Limits::deadline`]), so this only keeps the last
    /// moments of a search for the nodes rather than for a build the
    /// deadline would cut; the average, not the dearest, because on a
    /// loaded machine one build held up by the scheduler would otherwise
    /// stop all the others. Without it, or with nothing timed yet, the
    /// root's per-cell guard ([`affordable`]). Always without a deadline.
    fn fits(&self, clock: &Clock, cells: usize) -> bool {
        let average = match self.built {
            0 => self.expected,
            n => self.spent / n as u32,
        };
        match (clock.remaining(), self.guard) {
            (None, _) => true,
            (Some(left), Some(n)) if !average.is_zero() => left >= average * n,
            _ => affordable(clock, cells),
        }
    }

    /// The verdict at open position `pos`, `ply` plies below the root (a
    /// known one, or a new one when the budget allows; `pv`: the node is
    /// on the principal variation), if any.
    ///
    /// A new one builds each colour's connections from those last built
    /// one ply up ([`verdict_from`]), usually the parent's: the child
    /// differs by a stone (and its fill-in), so the old connections that
    /// still hold are kept and only the changed ones go through the rules
    /// again, for about half a fresh build's instructions (docs/vc.md,
    /// "Cheaper builds for the search"). Whatever position
    /// the old ones come from, they are used only where they still hold
    /// ([`crate::vc::Connections::build_from`]), so the verdict is sound.
    pub fn verdict(
        &mut self,
        pos: &Position,
        ply: usize,
        clock: &Clock,
        pv: bool,
    ) -> Option<&Verdict> {
        let key = pos.key();
        if self.known.contains_key(&key) {
            self.reused += 1;
            return self.known.get(&key);
        }
        // Nodes off the principal variation count as such whenever they
        // have no reserve of their own.
        let pv = pv && self.pv_depth.is_some();
        if self.spent_up[pv as usize] {
            self.refused += 1;
            return None;
        }
        let g = pos.geometry();
        let cap = self.allowed.map(|a| self.cap(a, pv));
        if !self.fits(clock, g.width() * g.height()) {
            self.spent_up = [true; 2];
            self.guarded = true;
            self.refused += 1;
            return None;
        }
        if cap.is_some_and(|c| self.spent + self.dearest > c) {
            self.spent_up[pv as usize] = true;
            self.refused += 1;
            return None;
        }
        let start = Instant::now();
        if self.last.len() <= ply {
            self.last.resize_with(ply + 1, Default::default);
        }
        let (up, here) = self.last.split_at_mut(ply);
        let previous = up
            .last()
            .map_or([None, None], |b| [b[0].as_ref(), b[1].as_ref()]);
        let spare = std::mem::take(&mut here[0]);
        let fill = ice::fill_in(pos.board());
        // No single build may run past what is left of the share, nor past
        // the search's deadline.
        let share_end = cap.map(|c| start + c.saturating_sub(self.spent));
        let deadline = match (share_end, clock.deadline_after(1.0)) {
            (Some(s), Some(d)) => Some(s.min(d)),
            (s, d) => s.or(d),
        };
        let limits = Limits {
            deadline,
            ..interior_limits()
        };
        let (v, built) = verdict_from(&fill, pos.to_move(), &limits, previous, spare);
        self.derived += built.iter().flatten().filter(|c| c.derived()).count();
        here[0] = built;
        let took = start.elapsed();
        self.spent += took;
        self.dearest = self.dearest.max(took);
        self.built += 1;
        self.pv_built += pv as usize;
        Some(self.known.entry(key).or_insert(v))
    }

    /// The log line of the search's interior verdicts.
    pub fn log(&self) {
        if self.on {
            let count = |f: fn(&Verdict) -> bool| self.known.values().filter(|v| f(v)).count();
            info!(
                "interior connections: {} built ({} on the principal variation, {} builds from the ply above) in {:.3}s, {} reused, {} refused (budget spent{}); {} won, {} lost, {} with a mustplay",
                self.built,
                self.pv_built,
                self.derived,
                self.spent.as_secs_f64(),
                self.reused,
                self.refused,
                if self.guarded {
                    ", by the deadline's guard"
                } else {
                    ""
                },
                count(|v| matches!(v, Verdict::Win { .. })),
                count(|v| matches!(v, Verdict::Loss { .. })),
                count(|v| matches!(v, Verdict::Mustplay(_))),
            );
        }
    }
}

impl Searcher {
    /// The open interior node `pos` (`ply` plies deep, `depth` left; no
    /// winning cell for either side) asks for its verdict
    /// ([`Interior::asks`] said it may): a proof's score is
    /// returned (and stored in the table), a mustplay becomes the node's
    /// ([`Searcher::arrange`] keeps only its cells).
    pub(super) fn ask_interior(
        &mut self,
        pos: &Position,
        depth: u32,
        ply: usize,
        pv: bool,
    ) -> Option<i32> {
        let key = pos.key();
        let (score, mv) = match self.interior.verdict(pos, ply, &self.clock, pv)? {
            Verdict::Mustplay(cells) => {
                self.mustplay[ply] = Some(*cells);
                return None;
            }
            Verdict::Open => return None,
            v @ Verdict::Win { moves, .. } => (v.score(ply)?, moves.first().copied()),
            v @ Verdict::Loss { .. } => (v.score(ply)?, None),
        };
        self.table.store(key, ply, depth, score, Bound::Exact, mv);
        if let Some(m) = mv {
            self.set_pv(ply, m);
        }
        Some(score)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn started(min_depth: Option<u32>, pv_depth: Option<u32>, ms: Option<u64>) -> Interior {
        let mut i = Interior::default();
        let clock = Clock::new(ms.map(Duration::from_millis), None);
        i.start(min_depth, pv_depth, None, SHARE, &clock, Duration::ZERO);
        i
    }

    #[test]
    fn principal_variation_nodes_ask_from_their_own_depth_and_keep_a_reserve() {
        let off = started(Some(3), None, Some(1000));
        assert!(off.asks(3, 2, false) && !off.asks(2, 2, true) && !off.asks(5, 1, true));
        let on = started(Some(3), Some(2), Some(1000));
        assert!(on.asks(2, 2, true) && !on.asks(2, 2, false) && on.asks(3, 2, false));
        assert!(!on.asks(1, 2, true) && !on.asks(4, 1, true));
        // The other nodes leave the principal variation's the last part.
        let share = Duration::from_millis(100);
        assert_eq!(
            (off.cap(share, false), off.cap(share, true)),
            (share, share)
        );
        let rest = share - share / PV_RESERVE;
        assert_eq!((on.cap(share, false), on.cap(share, true)), (rest, share));
        // Nothing asks when the interior connections are off.
        let none = started(None, Some(1), None);
        assert!(!none.asks(10, 3, true));
    }

    /// The builds may take one part in `share` of the time left: a quarter
    /// by default, all of it with 1; without a deadline, no limit.
    #[test]
    fn the_share_is_the_part_of_the_time_left() {
        let clock = Clock::new(Some(Duration::from_millis(400)), None);
        let mut i = Interior::default();
        for (share, most) in [(SHARE, 100), (1, 400), (2, 200)] {
            i.start(Some(3), None, None, share, &clock, Duration::ZERO);
            let allowed = i.allowed.expect("a deadline");
            let want = Duration::from_millis(most);
            assert!(allowed <= want && allowed + Duration::from_millis(50) > want);
        }
        i.start(
            Some(3),
            None,
            None,
            1,
            &Clock::new(None, None),
            Duration::ZERO,
        );
        assert_eq!(i.allowed, None);
    }

    #[test]
    fn the_guard_goes_by_the_builds_not_by_the_board() {
        let clock = |ms| Clock::new(Some(Duration::from_millis(ms)), None);
        let ms = Duration::from_millis;
        let mut i = Interior::default();
        // 300 ms left on 26x26: the root's per-cell guard (338 ms) refuses,
        // and so does the guard by the builds while nothing has been timed.
        i.start(Some(3), None, Some(2), SHARE, &clock(300), Duration::ZERO);
        assert!(!affordable(&clock(300), 676) && !i.fits(&clock(300), 676));
        // With the average verdict below the root known (2 ms), a build
        // fits while twice that is left, and not once less is.
        i.start(Some(3), None, Some(2), SHARE, &clock(300), ms(2));
        assert!(i.fits(&clock(300), 676) && !i.fits(&clock(3), 676));
        // Once builds here have been timed, their average counts.
        (i.built, i.spent) = (2, ms(400));
        assert!(!i.fits(&clock(300), 676) && i.fits(&clock(1000), 676));
        // Without a deadline every build fits.
        assert!(i.fits(&Clock::new(None, None), 676));
        // With the root's guard (the default) the board decides.
        i.start(Some(3), None, None, SHARE, &clock(300), ms(2));
        assert!(!i.fits(&clock(300), 676) && i.fits(&clock(300), 121));
    }
}
