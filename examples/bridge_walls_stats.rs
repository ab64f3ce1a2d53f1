//! How often the opponent's bridges as walls (`hexbfs::eval::walls`) change
//! a player's distance on real positions, and how often two of the
//! opponent's bridges (or edge templates) share a carrier cell, where the
//! rule overstates the wall (one intrusion threatens both, the opponent can
//! answer only one).
//!
//! `cargo run --release --example bridge_walls_stats -- GAME.sgf ...`
//!
//! Every position of every game (after each move, the game's end left out),
//! for each player: its bridge-aware distance, its walled distance, and the
//! walled distance again with every opponent bridge or template that shares
//! a carrier with another left out of the walls (searched here on a plain
//! cell graph, and checked against the library's walled distance with all
//! walls). Prints one line per board size.

use hexbfs::board::{Board, Cell, Color};
use hexbfs::eval::INFINITE;
use hexbfs::eval::bridge::bridge_distance;
use hexbfs::eval::walls::walled_distance;
use hexbfs::position::Position;

#[path = "common/sgf_moves.rs"]
mod sgf_moves;
use std::collections::{BTreeMap, HashMap, HashSet, VecDeque};

type At = (i32, i32);

const ADJACENT: [At; 6] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)];
const BRIDGE: [(At, At, At); 6] = [
    ((1, 1), (1, 0), (0, 1)),
    ((-1, -1), (-1, 0), (0, -1)),
    ((-1, 2), (0, 1), (-1, 1)),
    ((1, -2), (0, -1), (1, -1)),
    ((2, -1), (1, -1), (1, 0)),
    ((-2, 1), (-1, 0), (-1, 1)),
];

struct View<'a> {
    board: &'a Board,
    w: i32,
    h: i32,
}

impl View<'_> {
    fn at(&self, (c, r): At) -> bool {
        (0..self.w).contains(&c) && (0..self.h).contains(&r)
    }
    fn state(&self, (c, r): At) -> Option<Color> {
        self.board.get(Cell::new(c as usize, r as usize).unwrap())
    }
    fn empty(&self, p: At) -> bool {
        self.at(p) && self.state(p).is_none()
    }
    fn is(&self, p: At, color: Color) -> bool {
        self.at(p) && self.state(p) == Some(color)
    }
    fn along(&self, who: Color, (c, r): At) -> i32 {
        if who == Color::Black { r } else { c }
    }
    fn last(&self, who: Color) -> i32 {
        if who == Color::Black {
            self.h - 1
        } else {
            self.w - 1
        }
    }
    fn neighbours(&self, (c, r): At) -> Vec<At> {
        ADJACENT
            .iter()
            .map(|&(dc, dr)| (c + dc, r + dr))
            .filter(|&p| self.at(p))
            .collect()
    }

    /// The carrier pairs of `who`'s intact bridges and edge templates.
    fn walls(&self, who: Color) -> Vec<(At, At)> {
        let mut out = Vec::new();
        for c in 0..self.w {
            for r in 0..self.h {
                if !self.is((c, r), who) {
                    continue;
                }
                // Each bridge once: partners (1, 1), (-1, 2) and (2, -1).
                for &((dc, dr), a, b) in BRIDGE.iter().step_by(2) {
                    let partner = (c + dc, r + dr);
                    let (x, y) = ((c + a.0, r + a.1), (c + b.0, r + b.1));
                    if self.is(partner, who) && self.empty(x) && self.empty(y) {
                        out.push((x, y));
                    }
                }
                for edge in [0, self.last(who)] {
                    if self.along(who, (c, r)) == edge {
                        continue;
                    }
                    let on: Vec<At> = self
                        .neighbours((c, r))
                        .into_iter()
                        .filter(|&p| self.along(who, p) == edge)
                        .collect();
                    if on.len() == 2 && on.iter().all(|&p| self.empty(p)) {
                        out.push((on[0], on[1]));
                    }
                }
            }
        }
        out
    }

    /// `color`'s bridge-aware distance with the steps `walled` removed
    /// (a 0-1 BFS on the cell graph, as `src/eval/walls.rs`'s reference).
    fn distance(&self, color: Color, walled: &HashSet<(At, At)>) -> u32 {
        let cost = |p: At| match self.state(p) {
            None => Some(1),
            Some(x) if x == color => Some(0),
            Some(_) => None,
        };
        let touches = |p: At, edge: i32| {
            self.along(color, p) == edge
                || self
                    .neighbours(p)
                    .into_iter()
                    .filter(|&n| self.along(color, n) == edge && self.empty(n))
                    .count()
                    == 2
        };
        let mut dist: HashMap<At, u32> = HashMap::new();
        let mut queue = VecDeque::new();
        for c in 0..self.w {
            for r in 0..self.h {
                if touches((c, r), 0)
                    && let Some(k) = cost((c, r))
                {
                    dist.insert((c, r), k);
                    queue.push_back((c, r));
                }
            }
        }
        while let Some(p) = queue.pop_front() {
            let d = dist[&p];
            let mut next: Vec<At> = self
                .neighbours(p)
                .into_iter()
                .filter(|&n| !walled.contains(&(p, n)))
                .collect();
            for &((dc, dr), a, b) in &BRIDGE {
                let q = (p.0 + dc, p.1 + dr);
                if self.at(q)
                    && self.empty((p.0 + a.0, p.1 + a.1))
                    && self.empty((p.0 + b.0, p.1 + b.1))
                {
                    next.push(q);
                }
            }
            for q in next {
                if let Some(k) = cost(q)
                    && dist.get(&q).is_none_or(|&old| d + k < old)
                {
                    dist.insert(q, d + k);
                    queue.push_back(q);
                }
            }
        }
        let goal = self.last(color);
        dist.iter()
            .filter(|&(&p, _)| touches(p, goal))
            .map(|(_, &d)| d)
            .min()
            .unwrap_or(INFINITE)
    }
}

fn both_ways(pairs: &[(At, At)]) -> HashSet<(At, At)> {
    pairs.iter().flat_map(|&(a, b)| [(a, b), (b, a)]).collect()
}

#[derive(Default)]
struct Tally {
    positions: u32,
    players: u32,
    walls: u32,
    with_walls: u32,
    shared: u32,
    with_shared: u32,
    changed: u32,
    changed_by_shared: u32,
}

fn main() {
    let mut by_size: BTreeMap<usize, Tally> = BTreeMap::new();
    for path in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&path).expect("readable SGF");
        let nodes = hexbfs::sgf::main_line(&text).expect("an SGF game");
        let size: usize = hexbfs::sgf::values(&nodes[0], "SZ").expect("SZ")[0]
            .parse()
            .expect("a size");
        let g = hexbfs::board::Geometry::new(size, size).expect("a size");
        let mut pos = Position::new(g.clone());
        let moves = sgf_moves::moves(&nodes);
        let t = by_size.entry(size).or_default();
        for &(color, cell) in &moves {
            pos.play_index(color, g.index(cell));
            if pos.winner().is_some() {
                break;
            }
            let board = pos.board();
            let view = View {
                board,
                w: size as i32,
                h: size as i32,
            };
            t.positions += 1;
            for me in Color::BOTH {
                let theirs = view.walls(me.opponent());
                let mut uses: HashMap<At, u32> = HashMap::new();
                for &(a, b) in &theirs {
                    *uses.entry(a).or_default() += 1;
                    *uses.entry(b).or_default() += 1;
                }
                let shared_cells = uses.values().filter(|&&n| n >= 2).count() as u32;
                let alone: Vec<(At, At)> = theirs
                    .iter()
                    .copied()
                    .filter(|(a, b)| uses[a] == 1 && uses[b] == 1)
                    .collect();
                let all = view.distance(me, &both_ways(&theirs));
                let walled = walled_distance(board, me);
                assert_eq!(all, walled, "{path} {me} after {cell}");
                let unshared = view.distance(me, &both_ways(&alone));
                let open = bridge_distance(board, me);
                t.players += 1;
                t.walls += theirs.len() as u32;
                t.with_walls += !theirs.is_empty() as u32;
                t.shared += shared_cells;
                t.with_shared += (shared_cells > 0) as u32;
                t.changed += (walled != open) as u32;
                t.changed_by_shared += (walled != unshared) as u32;
            }
        }
    }
    for (size, t) in by_size {
        println!(
            "{size}x{size}: {} positions, {} player-positions; opponent walls {} \
             (in {} player-positions); carrier cells shared by two or more walls {} \
             (in {}); walled distance differs from the bridge-aware one in {}; \
             differs from the walls without shared carriers in {}",
            t.positions,
            t.players,
            t.walls,
            t.with_walls,
            t.shared,
            t.with_shared,
            t.changed,
            t.changed_by_shared
        );
    }
}
