//! Edge-to-edge fulls found by playing semis' keys (an opt-in search
//! after H-search, [`Connections::join_by_probes`]).
//!
//! H-search's OR rule joins a pair when some of its semis have an empty
//! common intersection. On real games the pair that falls short often
//! has semis that all share one or two cells, while a semi avoiding them
//! exists that the rules cannot form (a second-row ladder to an escape, a
//! third-row stone with the second-row cell beside it: docs/vc.md, "Round
//! twelve"). Such a semi is found by *playing its key*: the owner is put
//! on a cell `k`, the board filled again and H-search run; a full of the
//! pair after `k` is a semi keyed `k`, on the full's carrier plus `k` plus
//! the cells the new fill-in took. With the pair's own semis, the OR over
//! those that shrink the common intersection (smallest first) joins the
//! pair when it ends empty.
//!
//! The pairs tried are the owner's two edges, and a group's pair with one
//! edge when the group is fully joined to the other: a full found there,
//! with a carrier disjoint from that other full's, joins the edges.
//!
//! Soundness is that of the fill-in: a connection found on a filled board
//! holds at the level of the game's value, and a fill stays valid after
//! any later stone. So after an opponent move outside one semi's carrier,
//! the owner's key leads to the probed filled position plus stones outside
//! the full's carrier, where the pair is joined; and the OR gives that
//! whatever the opponent plays first.

use super::{Connections, Limits, Node};
use crate::bitboard::Bitboard;
use crate::board::Board;

/// A pair is probed only when its semis' common cells are at most this
/// many: more, and one semi more seldom empties the intersection.
const MOST_COMMON: u32 = 2;

impl Connections {
    /// Looks for an edge-to-edge full by playing keys (see `probe.rs`):
    /// on `board`, the position these connections were built on (before
    /// the fill-in, which is done again here when `limits.fill_in`), with
    /// the same `limits`. Does nothing when the edges are joined already.
    /// Costs one H-search for each cell of the semis of each pair tried,
    /// so it is for analysis and for the comparison with Benzene, not for
    /// every node of a search. Whether it found one: then
    /// [`Connections::edge_fulls`] lists its carrier too.
    pub fn join_by_probes(&mut self, board: &Board, limits: &Limits) -> bool {
        if self.won || !self.edge_fulls().is_empty() {
            return false;
        }
        let filled = if limits.fill_in {
            crate::ice::fill_in(board).board().clone()
        } else {
            board.clone()
        };
        let plain = Limits {
            fill_in: false,
            ..limits.clone()
        };
        // The pairs: the edges, then each group fully joined to one edge
        // with only semis to the other, with the carrier of that full.
        let mut pairs = vec![(Node::FirstEdge, Node::SecondEdge, None)];
        let mut groups: Vec<Node> = filled
            .stones(self.color)
            .iter()
            .filter_map(|s| self.node_at(s))
            .filter(|n| matches!(n, Node::Group(_)))
            .collect();
        groups.sort();
        groups.dedup();
        for g in groups {
            for (near, far) in [
                (Node::FirstEdge, Node::SecondEdge),
                (Node::SecondEdge, Node::FirstEdge),
            ] {
                let joined = self.fulls_between(g, near);
                if !joined.is_empty() && self.fulls_between(g, far).is_empty() {
                    pairs.push((g, far, Some(joined)));
                }
            }
        }
        for (a, z, joined) in pairs {
            if limits
                .deadline
                .is_some_and(|d| std::time::Instant::now() >= d)
            {
                return false;
            }
            let Some(union) = self.probe_pair(&filled, &plain, limits.fill_in, a, z) else {
                continue;
            };
            let full = match joined {
                None => Some(union),
                Some(list) => list
                    .iter()
                    .find(|f| (**f & union).is_empty())
                    .map(|f| *f | union),
            };
            if let Some(full) = full {
                self.probed.push(full);
                return true;
            }
        }
        false
    }

    /// The OR of the pair `a-z`'s semis with those found by playing keys
    /// (filling the board again after each when `refill`), when it joins
    /// the pair: the union of the semis taken.
    fn probe_pair(
        &self,
        filled: &Board,
        limits: &Limits,
        refill: bool,
        a: Node,
        z: Node,
    ) -> Option<Bitboard> {
        let own: Vec<Bitboard> = self.semis_between(a, z).iter().map(|s| s.carrier).collect();
        let common = own.iter().copied().reduce(|x, y| x & y)?;
        if common.is_empty() || common.count() > MOST_COMMON {
            return None;
        }
        // The keys: the cells of the semis and their neighbours (a semi
        // that avoids the common cells may start beside them).
        let union = own.iter().fold(Bitboard::EMPTY, |u, c| u | *c);
        let stride = filled.geometry().stride() as u32;
        let cells = ((union | union.dilate(stride)) & filled.empty()).and_not(common);
        // A stone of each endpoint (edges are named as such).
        let stone = |n: Node| self.stones(n).iter().next();
        let (sa, sz) = (stone(a), stone(z));
        let node_in = |c: &Connections, n: Node, s: Option<usize>| match n {
            Node::FirstEdge | Node::SecondEdge => Some(n),
            _ => s.and_then(|s| c.node_at(s)),
        };
        let mut semis = own;
        let empty = filled.empty();
        for k in cells.iter() {
            let mut after = filled.clone();
            after.place(self.color, k);
            if refill {
                after = crate::ice::fill_in(&after).board().clone();
            }
            let taken = empty.and_not(after.empty());
            let v = Connections::build_from(&after, self.color, limits, Some(self), None);
            let (Some(va), Some(vz)) = (node_in(&v, a, sa), node_in(&v, z, sz)) else {
                continue;
            };
            if v.won() || va == vz {
                semis.push(taken);
                continue;
            }
            semis.extend(
                v.fulls_between(va, vz)
                    .into_iter()
                    .map(|f| f | taken)
                    .filter(|c| !common.and_not(*c).is_empty()),
            );
        }
        semis.sort_by_key(|c| c.count());
        let mut meet: Option<Bitboard> = None;
        let mut union = Bitboard::EMPTY;
        for c in semis {
            let next = meet.map_or(c, |m| m & c);
            if meet != Some(next) {
                meet = Some(next);
                union |= c;
                if next.is_empty() {
                    return Some(union);
                }
            }
        }
        None
    }
}
