//! The opponent's bridges as walls: the bridge-aware distance
//! ([`super::bridge`]) without the steps that cross an intact bridge or
//! edge template of the opponent.
//!
//! The bridge-aware distance lets a player step across its own bridges at
//! no cost, but walks through the opponent's as if they were not there: a
//! chain of mine may enter one carrier cell `c1` of an opponent bridge (two
//! opponent stones `A`, `B` sharing the two empty neighbours `c1`, `c2`)
//! and step on to `c2`, crossing at the cost of two stones, although the
//! opponent answers `c1` with `c2` (or the reverse) and the crossing never
//! happens. So a wall of opponent bridges measures as a row of holes.
//!
//! On the hexagon the only step that crosses the bridge is the one between
//! its two carriers: draw the bridge as the line from `A`'s centre through
//! the corner `A c1 c2`, along the edge `c1 c2`, through the corner
//! `B c1 c2` to `B`'s centre. An adjacent step `u -> v` crosses that line
//! only where the cells' common edge lies on it, which is the edge
//! `c1 c2`: the step between the carriers. A bridge step of mine (`X` to
//! `Y` along the edge of its own two empty carriers `p`, `q`) would have to
//! share a point with that line: the same edge (then `{X, Y} = {A, B}`, but
//! those are opponent stones) or a corner, whose three cells would have to
//! include an opponent stone among `p`, `q` (empty) or `c1`, `c2` among
//! `X`, `Y`, `p`, `q` with `A` or `B` the third (empty again): never. The
//! same holds for the opponent's edge template II (a stone on its second
//! row whose two neighbours on the edge row are empty): the only step that
//! crosses it is the one between those two edge cells.
//!
//! So this is the same 0-1 search with fewer edges: in a player's graph,
//! the step between the two carriers of every intact opponent bridge and
//! edge template is removed (both ways). What it overstates: where two
//! opponent bridges share a carrier cell, one intrusion there threatens
//! both, and the opponent can answer only one; both are walls here.
//!
//! On bitboards, a set of step sources per direction: the cells `u` whose
//! step to `u + 1`, to `u + s` and to `u + s - 1` (row stride `s`) crosses,
//! and from them the six masks that the walled spread of `bridge::Carriers`
//! applies to the parts of its dilation (each part is the reached
//! set moved by one offset, masked by where it may go). As in the
//! bridge-aware search, the padding column keeps every shift from wrapping:
//! a bridge whose shifted partner or carrier would wrap to the next row has
//! a carrier or partner in the padding, which is never empty and never a
//! stone.

use super::bridge::Carriers;
use super::lanes;
use super::layers::with_shape;
use crate::bitboard::Bits;
use crate::board::{Board, Color};

/// `x` moved by `k` bits (up for positive `k`), `|k| < 64`; 0 as it is.
#[inline(always)]
fn shift<const N: usize>(x: Bits<N>, k: i32) -> Bits<N> {
    match k {
        0 => x,
        k if k > 0 => x.shift_up(k as u32),
        k => x.shift_down((-k) as u32),
    }
}

/// One colour's steps across the opponent's bridges and edge templates,
/// as masks of where each part of the walled spread may go
/// ([`Carriers::spread_walled`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Walls<const N: usize> {
    /// In the order of the walled spread's parts: the reached set moved by
    /// -1, by +1, by +s-1 (before the move), by +s (as moved by 1, before
    /// the rest), by -s+1 (before the move) and by -s (as moved by -1,
    /// before the rest); each all-ones but where the step it makes crosses.
    pub(super) open: [Bits<N>; 6],
    /// The lower ends of the crossing steps, per direction: the cells `u`
    /// whose step to `u + 1`, to `u + s` and to `u + s - 1` crosses (the
    /// walled parent's map keeps them, [`super::parent`]).
    pub(super) cross: [Bits<N>; 3],
}

impl<const N: usize> Walls<N> {
    /// Nothing walled (every step allowed); the masks are only read with
    /// the walls on.
    pub(super) const NONE: Self = Walls {
        open: [Bits([u64::MAX; N]); 6],
        cross: [Bits([0; N]); 3],
    };

    /// The walls in `color`'s graph: the crossing steps of the intact
    /// bridges and edge templates of `color`'s opponent, `S` the row
    /// stride when known at compile time (0: read at run time).
    #[inline(always)]
    pub(super) fn new<const S: u32>(board: &Board, c: &Carriers<N>, color: Color) -> Self {
        let s = c.stride() as i32;
        let e = c.empty;
        let opp = color.opponent();
        let o = Bits::<N>::truncate(board.stones(opp));
        // The lower end of each crossing step, per direction: `one` for the
        // steps between u and u + 1, `row` between u and u + s, `slant`
        // between u and u + s - 1.
        // Bridges, each pair once: to +s+1 over +1 and +s (the step
        // between them is +1 -> +s, direction s - 1); to 2s-1 over +s-1
        // and +s (direction 1); to -s+2 over -s+1 and +1 (direction s).
        let pair = |k: i32, a: i32, b: i32| o & shift(o, -k) & shift(e, -a) & shift(e, -b);
        let slant = shift(pair(s + 1, 1, s), 1);
        let mut one = shift(pair(2 * s - 1, s - 1, s), s - 1);
        let mut row = shift(pair(-s + 2, -s + 1, 1), -s + 1);
        // Edge templates: an opponent stone off the edge row with its two
        // neighbours there empty (as in `Carriers::lane`): the step between
        // those two.
        let g = board.geometry();
        for (edge, first) in [(g.first_edge(opp), true), (g.second_edge(opp), false)] {
            let edge = Bits::<N>::truncate(edge);
            let free = edge & e;
            let at = |k: i32| shift(free, k);
            match (opp, first) {
                // Carriers at -s and -s+1: the step -s -> -s+1.
                (Color::Black, true) => one |= shift((o & at(s) & at(s - 1)).and_not(edge), -s),
                // At +s-1 and +s: the step +s-1 -> +s.
                (Color::Black, false) => {
                    one |= shift((o & at(-s) & at(-s + 1)).and_not(edge), s - 1)
                }
                // At -1 and +s-1: the step -1 -> +s-1.
                (Color::White, true) => row |= shift((o & at(1) & at(-s + 1)).and_not(edge), -1),
                // At +1 and -s+1: the step -s+1 -> +1.
                (Color::White, false) => {
                    row |= shift((o & at(-1) & at(s - 1)).and_not(edge), -s + 1)
                }
            }
        }
        // Only cells of the board end a crossing step; keep the sets there.
        let cells = Bits::<N>::truncate(g.cells());
        Self::from_cross([one & cells, row & cells, slant & cells], s)
    }

    /// The walls whose crossing steps start at `cross` (towards `+1`, `+s`
    /// and `+s-1`, row stride `s`).
    #[inline(always)]
    fn from_cross(cross: [Bits<N>; 3], s: i32) -> Self {
        let [one, row, slant] = cross;
        // Where each part of the spread may go: a step u -> u + d is
        // crossing when u is in the set of d (or u + d in that of -d).
        Walls {
            open: [
                !one,
                !shift(one, 1),
                !slant,
                !shift(row, 1),
                !shift(slant, s - 1),
                !shift(row, s - 1),
            ],
            cross: [one, row, slant],
        }
    }

    /// Both colours' walls, Black's first.
    #[inline(always)]
    pub(super) fn both<const S: u32>(board: &Board, c: &Carriers<N>) -> [Self; 2] {
        // Not `Color::BOTH.map`: that was left out of line.
        [
            Walls::new::<S>(board, c, Color::Black),
            Walls::new::<S>(board, c, Color::White),
        ]
    }
}

fn distance_n<const N: usize, const S: u32>(board: &Board, color: Color) -> u32 {
    let c = Carriers::<N>::new::<S>(board);
    let walls = Walls::new::<S>(board, &c, color);
    let lane = [c.lane(board, color, false)];
    let spread = |_, x| c.spread_walled::<S>(&walls, x);
    lanes::run::<N, 1, true>(&lane, spread, |_, _, _| {}).0[0]
}

fn distances_n<const N: usize, const S: u32>(board: &Board) -> [u32; 2] {
    let c = Carriers::<N>::new::<S>(board);
    let walls = Walls::both::<S>(board, &c);
    let both = Color::BOTH.map(|color| c.lane(board, color, false));
    c.run_pair_in::<S, true, true>(&walls, &both, |_, _, _| {})
        .0
}

/// Stones `color` still needs when its bridges and edge bridges with
/// empty carriers count as joined and the opponent's as walls (the step
/// between their two carriers removed); [`super::INFINITE`] when it is cut off.
pub fn walled_distance(board: &Board, color: Color) -> u32 {
    with_shape!(board, distance_n(board, color))
}

/// Both players' [`walled_distance`], Black first, sharing the carrier
/// masks.
pub fn walled_distances(board: &Board) -> [u32; 2] {
    with_shape!(board, distances_n(board))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::board::Cell;
    use crate::eval::INFINITE;
    use crate::eval::bridge::bridge_distance;
    use crate::eval::bridge::tests::{board, random_board};
    use crate::rng::Rng;
    use std::collections::{HashSet, VecDeque};

    /// A cell by column and row.
    type At = (i32, i32);

    /// The graph of `color`'s walled search built cell by cell: adjacent
    /// steps, own bridges with both carriers empty, own edge templates as
    /// sources (and goals); less the steps between the two carriers of an
    /// opponent bridge (two opponent stones a bridge apart, both carriers
    /// empty) and the two empty edge cells of an opponent stone on its
    /// second row. Returns the cost from the first edge (the second with
    /// `from_second`) to every cell, by column then row, by a plain 0-1
    /// BFS with a double-ended queue.
    pub(crate) fn reference_costs(board: &Board, color: Color, from_second: bool) -> Vec<Vec<u32>> {
        let g = board.geometry();
        let (w, h) = (g.width() as i32, g.height() as i32);
        let at = |(c, r): At| (0..w).contains(&c) && (0..h).contains(&r);
        let state = |(c, r): At| board.get(Cell::new(c as usize, r as usize).unwrap());
        let empty = |p: At| at(p) && state(p).is_none();
        let theirs = |p: At| at(p) && state(p) == Some(color.opponent());
        let cost = |p: At| match state(p) {
            None => Some(1),
            Some(x) if x == color => Some(0),
            Some(_) => None,
        };
        // Position along a player's direction from its first edge.
        let along = |who: Color, (c, r): At| if who == Color::Black { r } else { c };
        let last = |who: Color| if who == Color::Black { h - 1 } else { w - 1 };
        let adjacent = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)];
        let neighbours = |(c, r): At| {
            adjacent
                .iter()
                .map(move |&(dc, dr)| (c + dc, r + dr))
                .filter(|&p| at(p))
        };
        // The bridges: partner offset and the two carriers.
        let bridge = [
            ((1, 1), (1, 0), (0, 1)),
            ((-1, -1), (-1, 0), (0, -1)),
            ((-1, 2), (0, 1), (-1, 1)),
            ((1, -2), (0, -1), (1, -1)),
            ((2, -1), (1, -1), (1, 0)),
            ((-2, 1), (-1, 0), (-1, 1)),
        ];
        // The walled steps, as unordered pairs of cells.
        let mut walled: HashSet<(At, At)> = HashSet::new();
        let mut wall = |a: At, b: At| {
            walled.insert((a, b));
            walled.insert((b, a));
        };
        for c in 0..w {
            for r in 0..h {
                if !theirs((c, r)) {
                    continue;
                }
                for &((dc, dr), (ac, ar), (bc, br)) in &bridge {
                    let (x, y) = ((c + ac, r + ar), (c + bc, r + br));
                    if theirs((c + dc, r + dr)) && empty(x) && empty(y) {
                        wall(x, y);
                    }
                }
                // An opponent edge template: off the edge row, exactly two
                // neighbours on it, both empty.
                let opp = color.opponent();
                for edge in [0, last(opp)] {
                    if along(opp, (c, r)) == edge {
                        continue;
                    }
                    let on: Vec<At> = neighbours((c, r))
                        .filter(|&p| along(opp, p) == edge)
                        .collect();
                    if on.len() == 2 && on.iter().all(|&p| empty(p)) {
                        wall(on[0], on[1]);
                    }
                }
            }
        }
        // Own: along the direction from the source edge, and the edge
        // templates (off the edge row, two empty neighbours on it).
        let from = |p: At| {
            let a = along(color, p);
            if from_second { last(color) - a } else { a }
        };
        let edge_bridged = |p: At| {
            from(p) != 0 && neighbours(p).filter(|&n| from(n) == 0 && empty(n)).count() == 2
        };
        let mut dist = vec![vec![INFINITE; h as usize]; w as usize];
        let mut queue = VecDeque::new();
        for c in 0..w {
            for r in 0..h {
                if (from((c, r)) == 0 || edge_bridged((c, r)))
                    && let Some(k) = cost((c, r))
                {
                    dist[c as usize][r as usize] = k;
                    if k == 0 {
                        queue.push_front((c, r));
                    } else {
                        queue.push_back((c, r));
                    }
                }
            }
        }
        // Entries may be stale (a cell pushed again at a lower cost):
        // relaxing from a stale entry does nothing wrong, only late.
        while let Some((c, r)) = queue.pop_front() {
            let d = dist[c as usize][r as usize];
            let mut next: Vec<At> = neighbours((c, r))
                .filter(|&n| !walled.contains(&((c, r), n)))
                .collect();
            for &((dc, dr), a, b) in &bridge {
                let (a, b) = ((c + a.0, r + a.1), (c + b.0, r + b.1));
                let p = (c + dc, r + dr);
                if at(p) && empty(a) && empty(b) {
                    next.push(p);
                }
            }
            for p in next {
                if let Some(k) = cost(p)
                    && d + k < dist[p.0 as usize][p.1 as usize]
                {
                    dist[p.0 as usize][p.1 as usize] = d + k;
                    if k == 0 {
                        queue.push_front(p);
                    } else {
                        queue.push_back(p);
                    }
                }
            }
        }
        dist
    }

    /// The reference distance: the cheapest cell that is a source of the
    /// search from the second edge (on it, or edge-bridged to it).
    pub(crate) fn reference(board: &Board, color: Color) -> u32 {
        let one = reference_costs(board, color, false);
        let g = board.geometry();
        let (w, h) = (g.width() as i32, g.height() as i32);
        let last = if color == Color::Black { h - 1 } else { w - 1 };
        let mut best = INFINITE;
        for i in g.cells().iter() {
            let cell = g.cell(i);
            let (c, r) = (cell.col as i32, cell.row as i32);
            let a = if color == Color::Black { r } else { c };
            let on_edge = a == last;
            let bridged = a != last
                && g.neighbours(i)
                    .map(|n| g.cell(n))
                    .filter(|&n| {
                        let b = if color == Color::Black { n.row } else { n.col };
                        b as i32 == last && board.get(n).is_none()
                    })
                    .count()
                    == 2;
            if on_edge || bridged {
                best = best.min(one[c as usize][r as usize]);
            }
        }
        best
    }

    /// Random boards of every size 1..=11 (every shape, square or not) and
    /// every mix of stones, then the larger shapes: the bitboard search
    /// gives the reference's distance, one colour or both at once.
    #[test]
    fn walled_distance_agrees_with_the_cell_by_cell_reference() {
        let mut rng = Rng::new(14);
        let mut shapes: Vec<(usize, usize)> = Vec::new();
        for w in 1..=11 {
            for h in 1..=11 {
                shapes.push((w, h));
            }
        }
        shapes.extend([(13, 13), (14, 14), (19, 19), (26, 26), (17, 5), (3, 23)]);
        let (mut walled, mut differs) = (0, 0);
        for &(w, h) in &shapes {
            for _ in 0..25 {
                let b = random_board(&mut rng, w, h);
                let both = walled_distances(&b);
                for color in Color::BOTH {
                    let want = reference(&b, color);
                    assert_eq!(walled_distance(&b, color), want, "{w}x{h} {color}");
                    assert_eq!(both[color.index()], want, "{w}x{h} {color} both");
                    let open = bridge_distance(&b, color);
                    assert!(want >= open, "walls only remove steps");
                    differs += (want != open) as u32;
                }
                let c = Carriers::<11>::new::<0>(&b);
                walled += Color::BOTH
                    .iter()
                    .filter(|&&color| Walls::new::<0>(&b, &c, color) != Walls::NONE)
                    .count();
            }
        }
        // The random boards do wall and do change distances.
        assert!(
            walled > 1000 && differs > 200,
            "{walled} walled, {differs} differ"
        );
    }

    /// The walled map ([`BridgeMap::walled`]): every empty cell's value is
    /// the two reference costs added, less the cell counted twice.
    #[test]
    fn the_walled_map_adds_the_reference_costs_from_both_edges() {
        use crate::eval::bridge::BridgeMap;
        let mut rng = Rng::new(140);
        for n in 0..800 {
            let (w, h) = match n % 4 {
                0 => {
                    let n = [9, 11, 13, 14, 19][rng.below(5)];
                    (n, n)
                }
                _ => (1 + rng.below(11), 1 + rng.below(11)),
            };
            let b = random_board(&mut rng, w, h);
            let map = BridgeMap::walled(&b);
            let g = b.geometry();
            for color in Color::BOTH {
                let one = reference_costs(&b, color, false);
                let two = reference_costs(&b, color, true);
                for i in b.empty().iter() {
                    let c = g.cell(i);
                    let (x, y) = (c.col as usize, c.row as usize);
                    let want = if one[x][y] < INFINITE && two[x][y] < INFINITE {
                        one[x][y] + two[x][y] - 1
                    } else {
                        INFINITE
                    };
                    assert_eq!(map.through(color, i), want, "{w}x{h} {color} {c}");
                }
            }
            for i in b.empty().iter() {
                let on_a_chain = Color::BOTH.iter().any(|&c| map.through(c, i) < INFINITE);
                assert_eq!(map.candidates().contains(i), on_a_chain);
            }
        }
    }

    /// A chain of White bridges across the board, with edge templates at
    /// both ends, is a wall for Black: cut off with the rule, three stones
    /// (one intrusion and the crossing) without it.
    #[test]
    fn a_chain_of_opponent_bridges_is_a_wall() {
        // White (left to right) on 7x7: bridges from (c, r) to (c + 2,
        // r - 1) make a slanting chain b5, d4, f3 (carriers c4 c5, e3 e4),
        // with edge templates to column a (a5, a6) and g (g2, g3).
        let b = board(7, &[], &["b5", "d4", "f3"]);
        assert_eq!(crate::eval::bridge::bridge_distance(&b, Color::White), 0);
        assert_eq!(walled_distance(&b, Color::Black), INFINITE);
        assert_eq!(reference(&b, Color::Black), INFINITE);
        let open = bridge_distance(&b, Color::Black);
        assert!(open < INFINITE, "without the rule Black crosses: {open}");
        // One Black stone on a carrier breaks that bridge: the wall has a
        // gate, and Black's distance is finite again.
        let b = board(7, &["c5"], &["b5", "d4", "f3"]);
        assert!(walled_distance(&b, Color::Black) < INFINITE);
        // White's own distance does not change: the rule walls only the
        // opponent's graph.
        let b = board(7, &[], &["b5", "d4", "f3"]);
        assert_eq!(walled_distance(&b, Color::White), 0);
    }
}
