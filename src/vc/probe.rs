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
//! Which keys are played (round thirteen, docs/vc.md "Round thirteen"):
//! a key `k` can only help if its semi avoids a common cell `c`, and then,
//! with the opponent on `c`, the owner to move wins by `k` (the semi
//! holds after `c`, and every semi the OR takes joins the edges: for a
//! group pair, with the group's full to the other edge, which the union
//! must avoid). So, for each common cell `c`, the opponent's connections are
//! built once on the board with the opponent's stone on `c` (filled
//! again): `k` must lie in its mustplay for the owner (every owner move
//! outside loses; the fill-in's cells are kept too, as the mustplay does
//! not name them), and when the opponent's edges are joined there, or
//! the mustplay is empty, no key can avoid `c` and the pair is not
//! probed at all (the replies are shared by a position's pairs, and
//! asked only for a pair with more keys than common cells, else they
//! would cost more builds than they save). The keys left are played
//! nearest the owner's edges first (the keys that closed pairs on real
//! games were mostly on the first and second rows beside a common cell),
//! and the pair stops at the first key after which the semis' common
//! intersection is empty.
//! None of this changes what a probe finds, only which keys are tried
//! and in which order: the fulls found stay as sound as before.
//!
//! Soundness is that of the fill-in: a connection found on a filled board
//! holds at the level of the game's value, and a fill stays valid after
//! any later stone. So after an opponent move outside one semi's carrier,
//! the owner's key leads to the probed filled position plus stones outside
//! the full's carrier, where the pair is joined; and the OR gives that
//! whatever the opponent plays first.

use super::{Connections, Limits, Node};
use crate::bitboard::Bitboard;
use crate::board::{Board, Color};

/// A pair is probed only when its semis' common cells are at most this
/// many: more, and one semi more seldom empties the intersection.
const MOST_COMMON: u32 = 2;

/// The board the probes play on (`board` filled when `limits.fill_in`:
/// they fill it again after each key themselves) and the limits of their
/// builds there (no fill-in of their own).
fn filled_and_plain(board: &Board, limits: &Limits) -> (Board, Limits) {
    let filled = if limits.fill_in {
        crate::ice::fill_in(board).board().clone()
    } else {
        board.clone()
    };
    let plain = Limits {
        fill_in: false,
        ..limits.clone()
    };
    (filled, plain)
}

/// A pair that falls short: its endpoints, the carriers of the first
/// endpoint's fulls to the other edge (`None` for the edges themselves)
/// and the cells all its semis share.
pub(super) struct Short {
    pub(super) a: Node,
    pub(super) z: Node,
    pub(super) joined: Option<Vec<Bitboard>>,
    pub(super) common: Bitboard,
}

impl Connections {
    /// Looks for an edge-to-edge full by playing keys (see `probe.rs`):
    /// on `board`, the position these connections were built on (before
    /// the fill-in, which is done again here when `limits.fill_in`), with
    /// the same `limits`. Does nothing when the edges are joined already.
    /// Costs, for each pair whose semis share one or two cells, one
    /// opponent's H-search for each such cell and one H-search for each
    /// key that survives it (see the module docs): for analysis, the
    /// comparison with Benzene and the search's root, not for every node
    /// of a search. Whether it found one: then
    /// [`Connections::edge_fulls`] lists its carrier too.
    pub fn join_by_probes(&mut self, board: &Board, limits: &Limits) -> bool {
        if self.won || !self.edge_fulls().is_empty() {
            return false;
        }
        let shorts = self.short_pairs(board);
        if shorts.is_empty() {
            return false;
        }
        let (filled, plain) = filled_and_plain(board, limits);
        // The opponent's answer on each common cell, shared by the pairs.
        let mut replies: Vec<(usize, Bitboard)> = Vec::new();
        for short in shorts {
            if limits.past_deadline() {
                return false;
            }
            let mut keys = self.candidate_keys(&filled, &short);
            // The opponent's replies cost a build each: worth it only when
            // they may save more key builds than that.
            if keys.count() > short.common.count() {
                let mut may = Bitboard::EMPTY;
                for c in short.common.iter() {
                    let cells = match replies.iter().find(|r| r.0 == c) {
                        Some(r) => r.1,
                        None => {
                            let cells = self.keys_after(&filled, c, limits);
                            replies.push((c, cells));
                            cells
                        }
                    };
                    // No key can avoid `c`: the pair cannot be joined.
                    if cells.is_empty() {
                        may = Bitboard::EMPTY;
                        break;
                    }
                    may |= cells;
                }
                keys &= may;
            }
            if keys.is_empty() {
                continue;
            }
            let Some(union) = self.probe_pair(&filled, &plain, limits.fill_in, &short, keys) else {
                continue;
            };
            let full = match short.joined {
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

    /// The pairs tried, in order: the edges, then each group fully joined
    /// to one edge with only semis to the other (with the carriers of its
    /// fulls to the first); only those whose semis share one to
    /// [`MOST_COMMON`] cells.
    pub(super) fn short_pairs(&self, board: &Board) -> Vec<Short> {
        let mut pairs = vec![(Node::FirstEdge, Node::SecondEdge, None)];
        // Every cell, not only the board's stones: the fill-in's stones
        // may form groups of their own.
        let mut groups: Vec<Node> = board
            .geometry()
            .cells()
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
        pairs
            .into_iter()
            .filter_map(|(a, z, joined)| {
                let common = self
                    .semis_between(a, z)
                    .iter()
                    .map(|s| s.carrier)
                    .reduce(|x, y| x & y)?;
                (!common.is_empty() && common.count() <= MOST_COMMON).then_some(Short {
                    a,
                    z,
                    joined,
                    common,
                })
            })
            .collect()
    }

    /// The keys a `short` pair may be probed with on `filled`: the empty
    /// cells of its semis and their neighbours (a semi that avoids the
    /// common cells may start beside them), but the common cells.
    fn candidate_keys(&self, filled: &Board, short: &Short) -> Bitboard {
        let union = self
            .semis_between(short.a, short.z)
            .iter()
            .fold(Bitboard::EMPTY, |u, s| u | s.carrier);
        let stride = filled.geometry().stride() as u32;
        ((union | union.dilate(stride)) & filled.empty()).and_not(short.common)
    }

    /// The cells where a key whose semi avoids `c` may lie: with the
    /// opponent's stone on `c` (on `filled`, filled again), the cells of
    /// the opponent's mustplay for the owner and the cells the fill-in
    /// takes there (every other owner move loses, so it is no key); every
    /// empty cell when the opponent has no edge-to-edge connection; none
    /// when the owner has lost there.
    fn keys_after(&self, filled: &Board, c: usize, limits: &Limits) -> Bitboard {
        let them = self.color.opponent();
        let mut after = filled.clone();
        after.place(them, c);
        let fill = crate::ice::fill_in(&after);
        if fill.winner() == Some(them) {
            return Bitboard::EMPTY;
        }
        let on_fill = Limits {
            fill_in: true,
            ..limits.clone()
        };
        let theirs = Connections::build_on_fill(&fill, them, &on_fill, None, None);
        match theirs.opponent_mustplay() {
            Some(cells) if cells.is_empty() => Bitboard::EMPTY,
            Some(cells) => cells | fill.all(),
            None => filled.empty(),
        }
    }

    /// The OR of the pair's semis with those found by playing keys among
    /// `keys` (filling the board again after each when `refill`), when it
    /// joins the pair: the union of the semis taken.
    fn probe_pair(
        &self,
        filled: &Board,
        limits: &Limits,
        refill: bool,
        short: &Short,
        keys: Bitboard,
    ) -> Option<Bitboard> {
        let (a, z, common) = (short.a, short.z, short.common);
        let mut semis: Vec<Bitboard> = self.semis_between(a, z).iter().map(|s| s.carrier).collect();
        // Nearest the owner's edges first, then beside more common cells.
        let g = filled.geometry();
        let row = |k: usize| {
            let cell = g.cell(k);
            let (at, across) = match self.color {
                Color::Black => (cell.row as usize, g.height()),
                Color::White => (cell.col as usize, g.width()),
            };
            at.min(across - 1 - at)
        };
        let beside = |k: usize| g.neighbours(k).filter(|&j| common.contains(j)).count();
        let mut order: Vec<usize> = keys.iter().collect();
        order.sort_by_key(|&k| (row(k), std::cmp::Reverse(beside(k))));
        let mut meet = common;
        for k in order {
            if limits.past_deadline() {
                return None;
            }
            let found = self.semis_keyed(filled, limits, refill, short, k);
            let found = found.into_iter().filter(|c| !common.and_not(*c).is_empty());
            for c in found {
                meet &= c;
                semis.push(c);
            }
            if meet.is_empty() {
                break;
            }
        }
        if !meet.is_empty() {
            return None;
        }
        // Smallest first, each semi that shrinks the intersection.
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

    /// The pair's semis keyed `k` found by playing it: the owner put on
    /// `k` in `filled` (filled again when `refill`) and H-search run from
    /// these connections; each full of the pair there, with `k` and the
    /// cells the new fill-in took, is a semi (all of `k` and those cells
    /// when the pair is one node there).
    fn semis_keyed(
        &self,
        filled: &Board,
        limits: &Limits,
        refill: bool,
        short: &Short,
        k: usize,
    ) -> Vec<Bitboard> {
        let (a, z) = (short.a, short.z);
        let mut after = filled.clone();
        after.place(self.color, k);
        if refill {
            after = crate::ice::fill_in(&after).board().clone();
        }
        let taken = filled.empty().and_not(after.empty());
        let v = Connections::build_from(&after, self.color, limits, Some(self), None);
        // The node of each endpoint there, by one of its stones (edges
        // are named as such).
        let node_in = |n: Node| match n {
            Node::FirstEdge | Node::SecondEdge => Some(n),
            _ => self.stones(n).iter().next().and_then(|s| v.node_at(s)),
        };
        let (Some(va), Some(vz)) = (node_in(a), node_in(z)) else {
            return Vec::new();
        };
        if v.won() || va == vz {
            return vec![taken];
        }
        v.fulls_between(va, vz)
            .into_iter()
            .map(|f| f | taken)
            .collect()
    }
}

impl Connections {
    /// [`Connections::opponent_mustplay`] narrowed by playing the owner's
    /// keys: on `board` (these connections' position, before the fill-in,
    /// which is done again when `limits.fill_in`), each empty cell `k` of
    /// the mustplay is given to the owner and H-search run again (from
    /// these connections); when the owner's edges are then fully joined,
    /// with carrier `c`, the owner has a semi keyed `k` on `c`, `k` and the
    /// cells the new fill-in took, which H-search missed, and the mustplay
    /// keeps only its cells (and the owner's captured cells, which the
    /// mustplay holds for another reason). Why it is sound: the fill-in
    /// stays valid after any later stone, so an opponent's move outside
    /// that carrier, followed by the owner's `k`, leaves the joined filled
    /// position plus a stone outside its carrier.
    ///
    /// One H-search per cell of the mustplay still to try (those the
    /// semis found so far leave out are skipped): a few tens of builds, so
    /// for the search's root and analysis, not for every node. Stops at
    /// `limits`'s deadline with what it has (every cell it removed is a
    /// losing move either way). `None` when H-search found no edge semi
    /// (nothing is probed then).
    pub fn probed_mustplay(&self, board: &Board, limits: &Limits) -> Option<Bitboard> {
        let mut mustplay = self.opponent_mustplay()?;
        let (filled, plain) = filled_and_plain(board, limits);
        for k in (mustplay & filled.empty()).iter() {
            if !mustplay.contains(k) {
                continue;
            }
            if limits.past_deadline() {
                break;
            }
            let mut after = filled.clone();
            after.place(self.color, k);
            if limits.fill_in {
                after = crate::ice::fill_in(&after).board().clone();
            }
            let taken = filled.empty().and_not(after.empty());
            let v = Connections::build_from(&after, self.color, &plain, Some(self), None);
            let carrier = if v.won() {
                taken
            } else if let Some(c) = v.edges_full() {
                c | taken
            } else {
                continue;
            };
            mustplay &= carrier | self.intrusions;
        }
        Some(mustplay)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Geometry;
    use crate::rng::Rng;

    /// The opponent's replies drop only keys that cannot help: on random
    /// 4x4 to 6x6 boards (half full or more) with limits so low that
    /// H-search misses much, every key of a short pair outside the cells
    /// `keys_after` leaves for a common cell `c` gives, when played, no
    /// semi that avoids `c` and joins the edges (for a group pair: that is
    /// disjoint from one of the group's fulls to the other edge). Also
    /// counts the kept keys that do give one, so that the check has cases.
    #[test]
    fn the_keys_the_opponents_replies_drop_join_nothing() {
        let mut rng = Rng::new(13);
        let (mut dropped, mut kept_joining) = (0, 0);
        for round in 0..3000 {
            let n = 4 + rng.below(3);
            let g = Geometry::new(n, n).unwrap();
            let mut board = Board::new(g.clone());
            let cells: Vec<usize> = g.cells().iter().collect();
            let mut color = Color::Black;
            for _ in 0..n * n / 2 + rng.below(n) {
                let c = cells[rng.below(cells.len())];
                if board.empty().contains(c) {
                    board.place(color, c);
                    color = color.opponent();
                }
            }
            let limits = Limits {
                fulls_per_pair: 1,
                semis_per_pair: 1 + rng.below(2),
                edge_semis: 2,
                or_semis: 2,
                or_depth: 2,
                narrowing_fulls: round % 5 < 2,
                or_by_cells: round % 3 == 0,
                templates: round % 2 == 0,
                fill_in: true,
                ladders: false,
                deadline: None,
            };
            let plain = Limits {
                fill_in: false,
                ..limits.clone()
            };
            let fill = crate::ice::fill_in(&board);
            if fill.winner().is_some() {
                continue;
            }
            let filled = fill.board().clone();
            for owner in Color::BOTH {
                let c = Connections::build(&board, owner, &limits);
                if c.won() || !c.edge_fulls().is_empty() {
                    continue;
                }
                for short in c.short_pairs(&board) {
                    let keys = c.candidate_keys(&filled, &short);
                    for at in short.common.iter() {
                        let allowed = c.keys_after(&filled, at, &limits);
                        for k in keys.iter() {
                            let joins = c
                                .semis_keyed(&filled, &plain, true, &short, k)
                                .into_iter()
                                .filter(|s| !s.contains(at))
                                .any(|s| match &short.joined {
                                    None => true,
                                    Some(list) => list.iter().any(|f| (*f & s).is_empty()),
                                });
                            if allowed.contains(k) {
                                kept_joining += joins as usize;
                            } else {
                                dropped += 1;
                                assert!(
                                    !joins,
                                    "{n}x{n} {owner:?} {:?}: the key {k} avoiding {at} was dropped",
                                    board.stones(Color::Black)
                                );
                            }
                        }
                    }
                }
            }
        }
        eprintln!("keys dropped {dropped}, kept keys that join {kept_joining}");
        assert!(
            dropped >= 100 && kept_joining >= 10,
            "{dropped} {kept_joining}"
        );
    }
}
