//! Groups joined by narrow full connections: the bridge-aware distance
//! with a few of H-search's connections stepped through at cost 0.
//!
//! The bridge-aware distance ([`super::bridge`]) joins two stones a bridge
//! apart at cost 0 while both carrier cells are empty: whatever the
//! opponent plays there, the owner answers in the other one. A full
//! virtual connection ([`crate::vc`]) is the same promise on a larger
//! carrier, between two of a colour's groups or between a group and one of
//! its edges. [`Joins`] keeps a few such connections, found once at the
//! root of a search (on the board the search plays on, so that their
//! endpoints are stones of every position below it), and
//! [`Joins::distances`] computes both players' bridge-aware distances with
//! each connection whose carrier holds no opponent stone (*intact*) as an
//! edge of cost 0: a group joined to an edge is a source (or goal) of the
//! search from (or to) that edge, and a search that reaches one stone of
//! two joined groups reaches the stones of both (and, through the next
//! step's closure, of every group joined to those). Own stones in a
//! carrier leave it intact: the owner only gained.
//!
//! Only *narrow* connections are kept ([`Joins::narrow`]), because the
//! wide version (every full of the root, up to 32 a colour, carriers
//! overlapping) lost its self-play test (docs/strength.md, `sprt-joins`):
//! - a group's connection to its own edge with at most
//!   [`MAX_EDGE_CARRIER`] carrier cells (the edge templates up to the
//!   ziggurat), or to another group with at most [`MAX_GROUP_CARRIER`];
//! - the carriers of one colour's kept connections are disjoint, the
//!   smallest first: a connection whose carrier overlaps one already kept
//!   is left out, so one opponent stone never breaks two joins while the
//!   distance counts both as whole.
//!
//! What it still does not see: a connection kept intact at a leaf may be
//! threatened together with something outside its carrier (a double
//! threat the owner cannot answer twice), and bridges of the
//! bridge-aware distance may share cells with a kept carrier.
//!
//! Cost: a test of the carrier against the opponent's stones per kept
//! connection, and when any is intact one more pair of layered searches
//! (the distances alone, without the chain count).

use super::bridge::Carriers;
use super::lanes;
use super::layers::with_shape;
use crate::bitboard::{Bitboard, Bits};
use crate::board::{Board, Color};

/// The largest carrier of a group-to-edge connection kept (H-search's
/// ziggurat has 8 cells; the edge bridge, 2, is already in the
/// bridge-aware distance).
pub const MAX_EDGE_CARRIER: u32 = 8;

/// The largest carrier of a group-to-group connection kept.
pub const MAX_GROUP_CARRIER: u32 = 4;

/// The most connections kept per colour.
pub const MAX_PER_COLOR: usize = 12;

/// One full connection of `color`: its group `from` (by its stones)
/// joined to `to` within `carrier` (cells empty where it was found).
#[derive(Clone, Debug, PartialEq)]
pub struct Join {
    pub color: Color,
    pub from: Bitboard,
    pub to: End,
    pub carrier: Bitboard,
}

/// The far end of a [`Join`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum End {
    /// The owner's first edge (top for Black, left for White).
    FirstEdge,
    /// The owner's second edge.
    SecondEdge,
    /// Another group of the owner, by its stones.
    Group(Bitboard),
}

impl Join {
    /// Whether the connection is narrow enough to be kept.
    fn is_narrow(&self) -> bool {
        let cells = self.carrier.count();
        match self.to {
            End::FirstEdge | End::SecondEdge => cells <= MAX_EDGE_CARRIER,
            End::Group(_) => cells <= MAX_GROUP_CARRIER,
        }
    }
}

/// The connections of both colours a search's leaves join groups by.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Joins {
    joins: Vec<Join>,
}

/// All-ones when `b`, else zero.
#[inline(always)]
fn mask(b: bool) -> u64 {
    0u64.wrapping_sub(b as u64)
}

impl Joins {
    /// The narrow connections of `candidates` (see the module docs): per
    /// colour, smallest carrier first (ties in a fixed order of carrier
    /// and stones, whatever order the candidates come in), each kept when
    /// its carrier shares no cell with those kept before it, at most
    /// [`MAX_PER_COLOR`].
    pub fn narrow(candidates: impl IntoIterator<Item = Join>) -> Joins {
        let mut all: Vec<Join> = candidates.into_iter().filter(Join::is_narrow).collect();
        let key = |j: &Join| {
            let to = match j.to {
                End::FirstEdge => [0; 11],
                End::SecondEdge => [1; 11],
                End::Group(g) => g.0,
            };
            (j.carrier.count(), j.carrier.0, j.from.0, to)
        };
        all.sort_by_key(key);
        let mut used = [Bitboard::EMPTY; 2];
        let mut kept = [0; 2];
        let mut joins = Vec::new();
        for j in all {
            let c = j.color.index();
            if kept[c] < MAX_PER_COLOR && (j.carrier & used[c]).is_empty() {
                used[c] |= j.carrier;
                kept[c] += 1;
                joins.push(j);
            }
        }
        Joins { joins }
    }

    /// Whether there is no connection at all.
    pub fn is_empty(&self) -> bool {
        self.joins.is_empty()
    }

    /// The connections kept, Black's and White's mixed.
    pub fn iter(&self) -> impl Iterator<Item = &Join> {
        self.joins.iter()
    }

    /// Both players' bridge-aware distances (Black first) with the intact
    /// connections joining their endpoints at cost 0; `None` when none is
    /// intact (the distances are then [`super::bridge::bridge_distances`]).
    pub fn distances(&self, board: &Board) -> Option<[u32; 2]> {
        if self.joins.is_empty() {
            return None;
        }
        with_shape!(board, distances_n(board, &self.joins))
    }
}

/// The most group-to-group connections one search steps through.
const MAX_SETS: usize = 2 * MAX_PER_COLOR;

fn distances_n<const N: usize, const S: u32>(board: &Board, joins: &[Join]) -> Option<[u32; 2]> {
    let stones = Color::BOTH.map(|c| Bits::<N>::truncate(board.stones(c)));
    let mut to_first = [Bits::<N>::EMPTY; 2];
    let mut to_second = [Bits::<N>::EMPTY; 2];
    let mut sets = [Bits::<N>::EMPTY; MAX_SETS];
    let mut n = 0;
    let mut any = false;
    for j in joins {
        let c = j.color.index();
        if !(Bits::<N>::truncate(&j.carrier) & stones[1 - c]).is_empty() {
            continue;
        }
        any = true;
        let from = Bits::<N>::truncate(&j.from);
        match j.to {
            End::FirstEdge => to_first[c] |= from,
            End::SecondEdge => to_second[c] |= from,
            End::Group(g) if n < MAX_SETS => {
                sets[n] = from | Bits::truncate(&g);
                n += 1;
            }
            End::Group(_) => {}
        }
    }
    if !any {
        return None;
    }
    let c = Carriers::<N>::new::<S>(board);
    let lanes = Color::BOTH.map(|color| {
        let i = color.index();
        let mut lane = c.lane(board, color, false);
        lane.first |= to_first[i] & lane.pass;
        lane.second |= to_second[i] & lane.pass;
        lane
    });
    let sets = &sets[..n];
    // A set's stones are one colour's, so only that colour's lane ever
    // meets them (the other's reached cells are its own stones and empty
    // cells): one spread serves both lanes.
    let spread = |x: Bits<N>| {
        let mut next = c.spread::<S>(x);
        for set in sets {
            let hit = mask(!(x & *set).is_empty());
            for w in 0..N {
                next.0[w] |= set.0[w] & hit;
            }
        }
        next
    };
    Some(if N <= 3 {
        lanes::run::<N, 2, true>(&lanes, spread, |_, _, _| {}).0
    } else {
        [0, 1].map(|l| lanes::run::<N, 1, true>(&[lanes[l]], &spread, |_, _, _| {}).0[0])
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Cell, Geometry};
    use crate::eval::INFINITE;
    use crate::eval::bridge::bridge_distances;
    use crate::eval::bridge::tests::random_board;
    use crate::rng::Rng;
    use std::collections::VecDeque;

    fn board(n: usize, black: &[&str], white: &[&str]) -> Board {
        let mut b = Board::new(Geometry::new(n, n).unwrap());
        for (color, cells) in [(Color::Black, black), (Color::White, white)] {
            for s in cells {
                let i = b.geometry().index(s.parse::<Cell>().unwrap());
                b.place(color, i);
            }
        }
        b
    }

    fn cells(b: &Board, names: &[&str]) -> Bitboard {
        let mut x = Bitboard::EMPTY;
        for s in names {
            x.insert(b.geometry().index(s.parse::<Cell>().unwrap()));
        }
        x
    }

    /// Black d3 on 7x7 with its ziggurat to the top edge (leaning right:
    /// e3; d2 e2 f2; d1 e1 f1 g1), by hand. Plainly d3 is one stone from
    /// the top (d2 is edge-bridged to it, and d3 is bridged to e1 through
    /// d2 and e2) and two from the bottom (a bridge to c5, then b7 bridged
    /// to c5, or c6 edge-bridged): 3. Joined to the top it is 0 from the
    /// top: 2. A White stone on any of the eight carrier cells breaks the
    /// join and gives 3 back; one off the carrier (a7) changes nothing.
    #[test]
    fn a_joined_edge_template_saves_what_its_carrier_would_cost() {
        let b = board(7, &["d3"], &[]);
        let zig = Join {
            color: Color::Black,
            from: cells(&b, &["d3"]),
            to: End::FirstEdge,
            carrier: cells(&b, &["e3", "d2", "e2", "f2", "d1", "e1", "f1", "g1"]),
        };
        let joins = Joins::narrow([zig.clone()]);
        assert_eq!(joins.iter().count(), 1);
        assert_eq!(bridge_distances(&b)[0], 3);
        assert_eq!(joins.distances(&b).map(|d| d[0]), Some(2));
        for cell in zig.carrier.iter() {
            let mut intruded = b.clone();
            intruded.place(Color::White, cell);
            let at = b.geometry().cell(cell);
            assert_eq!(joins.distances(&intruded), None, "White at {at}");
            assert_eq!(bridge_distances(&intruded)[0], 3, "White at {at}");
        }
        let far = board(7, &["d3"], &["a7"]);
        assert_eq!(joins.distances(&far).map(|d| d[0]), Some(2));
        // White has no join: its distance is the bridge-aware one.
        assert_eq!(
            joins.distances(&b).map(|d| d[1]),
            Some(bridge_distances(&b)[1])
        );
    }

    /// 5x5, Black b2 (edge-bridged to the top by b1 and c1) and c4
    /// (edge-bridged to the bottom by b5 and c5): not a bridge apart, one
    /// stone between them (b3, bridged to c4 through c3 and b4), so
    /// Black's bridge-aware distance is 1. Joined (a made-up carrier, b3
    /// and c3: the distance does not check that a carrier is a real
    /// connection's), the two are reached together: 0. White on c3 breaks
    /// the join, and also the bridges b3-c4 and b2-c3: no empty cell is
    /// next to (or bridged to) both stones then, so 2. White on e1, off
    /// the carrier, leaves the join.
    #[test]
    fn joined_groups_are_reached_together_until_intruded() {
        let b = board(5, &["b2", "c4"], &[]);
        assert_eq!(bridge_distances(&b)[0], 1);
        let join = Join {
            color: Color::Black,
            from: cells(&b, &["b2"]),
            to: End::Group(cells(&b, &["c4"])),
            carrier: cells(&b, &["b3", "c3"]),
        };
        let joins = Joins::narrow([join]);
        assert_eq!(joins.distances(&b).map(|d| d[0]), Some(0));
        let cut = board(5, &["b2", "c4"], &["c3"]);
        assert_eq!(joins.distances(&cut), None);
        assert_eq!(bridge_distances(&cut)[0], 2);
        let off = board(5, &["b2", "c4"], &["e1"]);
        assert_eq!(joins.distances(&off).map(|d| d[0]), Some(0));
    }

    /// Too wide a carrier is left out, and of two connections of a colour
    /// whose carriers overlap only the smaller is kept (the 3-cell c3-e5
    /// shares d4 with the 2-cell e5-g3); another colour's carriers do not
    /// count.
    #[test]
    fn only_narrow_connections_with_disjoint_carriers_are_kept() {
        let b = board(9, &["c3", "e5", "g3"], &[]);
        let g = |s: &[&str]| cells(&b, s);
        let j = |from: &str, to: End, carrier: &[&str]| Join {
            color: Color::Black,
            from: g(&[from]),
            to,
            carrier: g(carrier),
        };
        let small = j("c3", End::Group(g(&["e5"])), &["d4", "d3", "c4"]);
        let smaller = j("e5", End::Group(g(&["g3"])), &["d4", "f4"]);
        let wide = j(
            "e5",
            End::Group(g(&["g3"])),
            &["f3", "f4", "f5", "g4", "e4"],
        );
        let top = ["f1", "g1", "h1", "i1", "f2", "g2", "h2", "h3"];
        let edge = j("g3", End::FirstEdge, &top);
        let bottom = ["g4", "g5", "g6", "g7", "g8", "g9", "h4", "h5", "h6"];
        let too_wide = j("g3", End::SecondEdge, &bottom);
        let kept = Joins::narrow([wide, edge.clone(), smaller.clone(), too_wide, small.clone()]);
        let got: Vec<&Join> = kept.iter().collect();
        assert_eq!(got, vec![&smaller, &edge]);
        let white = Join {
            color: Color::White,
            ..small.clone()
        };
        assert_eq!(Joins::narrow([white, small]).iter().count(), 2);
    }

    /// The cell-by-cell reference: a 0-1 search over cells (own stones
    /// cost 0, empty cells 1, opponent stones walls), with the bridge
    /// steps and edge bridges of the bridge-aware distance and every
    /// intact join as extra cost-0 steps: between any stones of its two
    /// groups, or from its group's stones to its edge.
    fn reference(board: &Board, joins: &[Join], color: Color) -> u32 {
        let g = board.geometry();
        let (w, h) = (g.width() as i32, g.height() as i32);
        let at = |c: i32, r: i32| (0..w).contains(&c) && (0..h).contains(&r);
        let idx = |c: i32, r: i32| g.index(Cell::new(c as usize, r as usize).unwrap());
        let empty = |c: i32, r: i32| {
            at(c, r)
                && board
                    .get(Cell::new(c as usize, r as usize).unwrap())
                    .is_none()
        };
        let cost = |i: usize| {
            let cell = g.cell(i);
            match board.get(cell) {
                None => Some(1),
                Some(x) if x == color => Some(0),
                Some(_) => None,
            }
        };
        let along = |c: i32, r: i32| if color == Color::Black { r } else { c };
        let last = if color == Color::Black { h - 1 } else { w - 1 };
        let adjacent = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)];
        let bridge = [
            ((1, 1), (1, 0), (0, 1)),
            ((-1, -1), (-1, 0), (0, -1)),
            ((-1, 2), (0, 1), (-1, 1)),
            ((1, -2), (0, -1), (1, -1)),
            ((2, -1), (1, -1), (1, 0)),
            ((-2, 1), (-1, 0), (-1, 1)),
        ];
        let edge_bridged = |c: i32, r: i32, row: i32| {
            along(c, r) != row
                && adjacent
                    .iter()
                    .filter(|&&(dc, dr)| {
                        let (x, y) = (c + dc, r + dr);
                        at(x, y) && along(x, y) == row && empty(x, y)
                    })
                    .count()
                    == 2
        };
        let intact: Vec<&Join> = joins
            .iter()
            .filter(|j| {
                j.color == color && (j.carrier & *board.stones(color.opponent())).is_empty()
            })
            .collect();
        let mut dist = vec![INFINITE; g.cells().iter().max().map_or(0, |m| m + 1)];
        let mut queue = VecDeque::new();
        let push = |i: usize, d: u32, dist: &mut Vec<u32>, queue: &mut VecDeque<usize>| {
            if d < dist[i] {
                dist[i] = d;
                queue.push_back(i);
            }
        };
        for c in 0..w {
            for r in 0..h {
                let i = idx(c, r);
                let source = along(c, r) == 0
                    || edge_bridged(c, r, 0)
                    || intact
                        .iter()
                        .any(|j| j.to == End::FirstEdge && j.from.contains(i));
                if source && let Some(k) = cost(i) {
                    push(i, k, &mut dist, &mut queue);
                }
            }
        }
        while let Some(i) = queue.pop_front() {
            let d = dist[i];
            let cell = g.cell(i);
            let (c, r) = (cell.col as i32, cell.row as i32);
            let mut next: Vec<usize> = adjacent
                .iter()
                .map(|&(dc, dr)| (c + dc, r + dr))
                .filter(|&(x, y)| at(x, y))
                .map(|(x, y)| idx(x, y))
                .collect();
            for &((dc, dr), (ac, ar), (bc, br)) in &bridge {
                let (x, y) = (c + dc, r + dr);
                if at(x, y) && empty(c + ac, r + ar) && empty(c + bc, r + br) {
                    next.push(idx(x, y));
                }
            }
            if board.get(cell) == Some(color) {
                for j in &intact {
                    if let End::Group(other) = j.to {
                        let both = j.from | other;
                        if both.contains(i) {
                            next.extend(both.iter());
                        }
                    }
                }
            }
            for n in next {
                if let Some(k) = cost(n) {
                    push(n, d + k, &mut dist, &mut queue);
                }
            }
        }
        let mut best = INFINITE;
        for c in 0..w {
            for r in 0..h {
                let i = idx(c, r);
                let goal = along(c, r) == last
                    || edge_bridged(c, r, last)
                    || intact
                        .iter()
                        .any(|j| j.to == End::SecondEdge && j.from.contains(i));
                if goal {
                    best = best.min(dist[i]);
                }
            }
        }
        best
    }

    /// Random joins between random stones of a colour (groups of one
    /// stone or a flood of it) with random carriers of empty cells, on
    /// random boards of every shape, some carriers then intruded: the
    /// bitboard distances equal the reference's.
    #[test]
    fn joined_distances_agree_with_the_cell_by_cell_reference() {
        let mut rng = Rng::new(41);
        let (mut joined, mut shorter) = (0, 0);
        for n in 0..3000 {
            let (w, h) = match n % 4 {
                0 => {
                    let s = [9, 11, 13, 14, 19][rng.below(5)];
                    (s, s)
                }
                1 => (1 + rng.below(26), 1 + rng.below(26)),
                _ => (2 + rng.below(9), 2 + rng.below(9)),
            };
            let mut b = random_board(&mut rng, w, h);
            // Thin the board out: many stones leave no room for joins.
            for i in b.geometry().cells().iter() {
                if let Some(color) = b.at(i).filter(|_| rng.below(3) == 0) {
                    b.remove(color, i);
                }
            }
            let empty: Vec<usize> = b.empty().iter().collect();
            let mut joins = Vec::new();
            for _ in 0..rng.below(6) {
                let color = Color::BOTH[rng.below(2)];
                let own: Vec<usize> = b.stones(color).iter().collect();
                if own.is_empty() || empty.is_empty() {
                    continue;
                }
                let from = Bitboard::single(own[rng.below(own.len())]);
                let to = match rng.below(3) {
                    0 => End::FirstEdge,
                    1 => End::SecondEdge,
                    _ => End::Group(Bitboard::single(own[rng.below(own.len())])),
                };
                let mut carrier = Bitboard::EMPTY;
                for _ in 0..1 + rng.below(3) {
                    carrier.insert(empty[rng.below(empty.len())]);
                }
                joins.push(Join {
                    color,
                    from,
                    to,
                    carrier,
                });
            }
            // Intrude on some carriers after the joins were chosen.
            for _ in 0..rng.below(3) {
                let i = empty.get(rng.below(empty.len().max(1))).copied();
                if let Some(i) = i.filter(|&i| b.at(i).is_none()) {
                    b.place(Color::BOTH[rng.below(2)], i);
                }
            }
            let kept = Joins::narrow(joins);
            let kept_list: Vec<Join> = kept.iter().cloned().collect();
            let want = Color::BOTH.map(|c| reference(&b, &kept_list, c));
            let plain = bridge_distances(&b);
            match kept.distances(&b) {
                Some(got) => {
                    joined += 1;
                    shorter += (got != plain) as u32;
                    assert_eq!(got, want, "{w}x{h}");
                }
                None => assert_eq!(plain, want, "{w}x{h}, nothing intact"),
            }
        }
        assert!(
            joined > 500 && shorter > 100,
            "joined {joined}, shorter {shorter}"
        );
    }
}
