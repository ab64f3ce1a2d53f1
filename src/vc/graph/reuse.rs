//! Building on another position's connections (df-pn builds them at every
//! expansion, and a child differs from its parent by a stone or a few
//! filled cells).
//!
//! A connection of the owner is a strategy that needs its endpoints'
//! stones, the owner's stones it passes through (groups used as AND
//! midpoints, which no carrier records) and its carrier's cells. So it
//! still holds on a new position where every stone the owner had is still
//! the owner's and no carrier cell holds an opponent's stone: extra stones
//! of the owner never hurt it, and the opponent's stones outside the
//! carrier never mattered. On the new position its carrier loses the cells
//! the owner now holds, a semi whose key the owner now holds is a full,
//! and its endpoints are the new nodes that hold the old ones' stones (or
//! cells). Connections that come through unchanged were combined with
//! each other on the old position already, so only the changed ones (and
//! the new base cases) go through the AND and OR rules again; that loses
//! some connections the closure would have found (those the limits
//! dropped before), never soundness.
//!
//! Also here: handing a dropped graph's buffers to the next build.

use super::{Graph, NONE};
use crate::bitboard::{Bitboard, Bits};
use crate::board::{Board, Color};
use crate::vc::{Limits, Node};

impl<const N: usize> Graph<N> {
    /// Whether `old` (of `color`, on a board of this size) carries over
    /// to `board`: built within the same limits, and every stone of the
    /// owner in it still the owner's on `board`.
    pub(in crate::vc) fn carries_over(&self, board: &Board, color: Color, limits: &Limits) -> bool {
        let old_own = self
            .nodes
            .stones
            .iter()
            .fold(Bitboard::EMPTY, |a, s| a | *s);
        !self.cut
            && self.limits.same_bounds(limits)
            && old_own.and_not(*board.stones(color)).is_empty()
    }

    /// Stores the connections of `old` (which [`Graph::carries_over`] to
    /// `board`) as they hold on `board`; the changed ones are queued for
    /// the rules.
    pub(in crate::vc) fn take_over(&mut self, board: &Board, color: Color, old: &Graph<N>) {
        let g = self;
        let empty = Bits::<N>::truncate(&board.empty());
        let theirs = Bits::<N>::truncate(board.stones(color.opponent()));
        // Old node id -> new node id (NONE: gone).
        let map: Vec<u16> = old
            .nodes
            .names
            .iter()
            .map(|name| match name {
                Node::FirstEdge => 0,
                Node::SecondEdge => 1,
                Node::Group(s) | Node::Cell(s) => g.nodes.id_at[*s],
            })
            .collect();
        let same: Vec<bool> = (0..old.n())
            .map(|i| {
                let j = map[i];
                j != NONE
                    && g.nodes.names[j as usize] == old.nodes.names[i]
                    && g.nodes.stones[j as usize] == old.nodes.stones[i]
            })
            .collect();
        // A node's lists on the new position are about as long as on the
        // old one, so they are sized once here instead of grown a push at
        // a time (the recycled lists were another node's). Only capacity
        // changes (by at most the old node's lengths), never a connection.
        for (a, &na) in map.iter().enumerate() {
            if na != NONE {
                let na = na as usize;
                g.partners[na].reserve(old.partners[a].len());
                g.reach[na].reserve(old.reach[a].len());
            }
        }
        // Pairs copied unchanged that lost a full to an opponent's stone.
        let mut broken = Vec::new();
        for a in 0..old.n() {
            for &b in &old.partners[a] {
                let b = b as usize;
                if b < a || map[a] == NONE || map[b] == NONE || map[a] == map[b] {
                    continue;
                }
                let (na, nb) = (map[a] as usize, map[b] as usize);
                let p = old.pair(a, b).expect("partners have pairs");
                // A carrier is unchanged when all its cells are still
                // empty (then none holds an opponent's stone), which one
                // test says; a changed one is broken when one of its cells
                // holds an opponent's stone, else it loses its new stones.
                let copied = same[a] && same[b];
                if copied && g.copy_unchanged(na, nb, p, empty) {
                    // All copied: the walks below would skip every one.
                    continue;
                }
                let mut broke = false;
                for &c in &p.fulls {
                    let unchanged = super::subset(&c, &empty);
                    if unchanged && copied {
                        continue;
                    }
                    if !unchanged && !(c & theirs).is_empty() {
                        broke = true;
                        continue;
                    }
                    g.add_full(na, nb, c & empty, None);
                }
                if broke && copied {
                    broken.push((na, nb));
                }
                for s in &p.semis {
                    let (k, c) = (s.key, s.carrier);
                    let unchanged = super::subset(&c, &empty);
                    if unchanged && copied || !unchanged && !(c & theirs).is_empty() {
                        continue;
                    }
                    let c2 = c & empty;
                    if !empty.contains(k as usize) {
                        // The key is the owner's now (the opponent's would
                        // be in the carrier): a full.
                        g.add_full(na, nb, c2, None);
                    } else {
                        let size = if unchanged {
                            s.size
                        } else {
                            super::size_of(&c2)
                        };
                        g.add_semi(na, nb, k, size, c2);
                    }
                }
            }
        }
        // The OR rule ran on the old position as each semi came, and when
        // its bounded search found a full the greedy union did not run; so
        // a pair whose full an opponent's stone broke tries its unchanged
        // semis again (no other rule is missing: a connection rejected on
        // the old position for containing a broken one is broken too).
        for (a, b) in broken {
            let mut at = 0;
            while let Some(c) = g
                .pair(a, b)
                .and_then(|p| p.semis.get(at))
                .map(|s| s.carrier)
            {
                g.or_rule(a, b, at, c);
                at += 1;
            }
        }
    }

    /// Copies to the new pair `na-nb` (both endpoints the same nodes as
    /// the old pair `p`'s, met for the first time) the connections of `p`
    /// that still hold unchanged: no carrier cell became a stone. No checks
    /// are needed: they did not contain one another on the old position,
    /// they keep their order (semis smallest first), and they are within
    /// the limits. Nothing is queued: they met every stored connection on
    /// the old position already. Whether all of them were copied (most
    /// pairs: one stone changes few carriers), when the caller has nothing
    /// left to do for `p`.
    ///
    /// The pair `na-nb` is new: `na` and `nb` hold exactly the stones (or
    /// cell) of the old endpoints, so no other old node maps to either
    /// (another's stones or cell would be among theirs), and no connection
    /// of another old pair was stored between them before this one.
    fn copy_unchanged(&mut self, na: usize, nb: usize, p: &super::Pair<N>, empty: Bits<N>) -> bool {
        let unchanged = |c: &Bits<N>| super::subset(c, &empty);
        let pair = self.make_pair(na, nb) as usize - 1;
        let q = &mut self.pairs[pair];
        debug_assert!(q.fulls.is_empty() && q.semis.is_empty());
        // At most all of them: sized once rather than grown a push at a time.
        q.fulls.reserve(p.fulls.len());
        q.semis.reserve(p.semis.len());
        q.fulls.extend(p.fulls.iter().filter(|c| unchanged(c)));
        q.semis
            .extend(p.semis.iter().filter(|s| unchanged(&s.carrier)));
        let (f, s) = (q.fulls.len(), q.semis.len());
        // Not worked out here (most pairs never reach their limit): the
        // first scan at the limit finds it.
        self.room[pair].largest = u16::MAX;
        for i in 0..f {
            let c = self.pairs[pair].fulls[i];
            let size = super::size_of(&c);
            self.reach[na].push((nb as u16, size, super::NEVER, c));
            self.reach[nb].push((na as u16, size, super::NEVER, c));
        }
        self.fulls += f;
        self.semis += s;
        f == p.fulls.len() && s == p.semis.len()
    }

    /// Takes over the buffers of `old` (a graph no longer wanted), emptied:
    /// the next build fills them instead of allocating.
    pub(super) fn recycle(&mut self, old: Graph<N>) {
        let Graph {
            mut pair_index,
            pairs,
            mut partners,
            mut reach,
            queue,
            mut room,
            new_fulls,
            new_semis,
            or_others,
            or_tails,
            placements,
            ..
        } = old;
        pair_index.clear();
        partners.truncate(self.n());
        for p in &mut partners {
            p.clear();
        }
        reach.truncate(self.n());
        for r in &mut reach {
            r.clear();
        }
        self.pair_index = pair_index;
        // Emptied one by one as they are made again (`new_pair`).
        self.pairs = pairs;
        self.live = 0;
        self.partners = partners;
        self.reach = reach;
        self.queue = queue;
        room.clear();
        self.room = room;
        self.new_fulls = new_fulls;
        self.new_semis = new_semis;
        self.or_others = or_others;
        self.or_tails = or_tails;
        self.placements = placements;
    }
}
