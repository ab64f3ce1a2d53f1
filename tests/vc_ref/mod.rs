//! Slow, obvious references for virtual connections: the game of a
//! connection played out exhaustively inside its carrier.
#![allow(dead_code)]

use hexbfs::bitboard::Bitboard;
use hexbfs::board::{Board, Color};
use hexbfs::vc::{Connections, Node};
use std::collections::HashMap;

/// The game between two nodes of the owner inside a carrier.
pub struct CarrierGame<'a> {
    board: &'a Board,
    color: Color,
    a: Node,
    b: Node,
    /// The carrier's cells, by bit index.
    cells: Vec<usize>,
    memo: HashMap<(u32, u32, bool), bool>,
    /// How many positions the memo may hold before the game gives up.
    budget: usize,
    /// Whether the budget ran out (the verdict is then void).
    over: bool,
}

impl<'a> CarrierGame<'a> {
    pub fn new(board: &'a Board, color: Color, a: Node, b: Node, carrier: &Bitboard) -> Self {
        let cells: Vec<usize> = carrier.iter().collect();
        assert!(cells.len() <= 30, "carrier too large for the reference");
        CarrierGame {
            board,
            color,
            a,
            b,
            cells,
            memo: HashMap::new(),
            budget: usize::MAX,
            over: false,
        }
    }

    /// The cells where `node` may start a chain: an edge's line, or the
    /// node's own cell.
    fn region(&self, node: Node) -> Bitboard {
        let g = self.board.geometry();
        match node {
            Node::FirstEdge => *g.first_edge(self.color),
            Node::SecondEdge => *g.second_edge(self.color),
            Node::Group(i) | Node::Cell(i) => Bitboard::single(i),
        }
    }

    fn seeds(&self, node: Node, own: &Bitboard) -> Bitboard {
        *own & self.region(node)
    }

    /// `reach` grown through `own` until it stops growing.
    fn close(&self, mut reach: Bitboard, own: &Bitboard) -> Bitboard {
        let stride = self.board.geometry().stride() as u32;
        loop {
            let next = (reach.dilate(stride) & *own) | reach;
            if next == reach {
                return reach;
            }
            reach = next;
        }
    }

    /// How many `free` cells the owner still needs to join `a` and `b`
    /// with `mine` claimed (`None`: `a` and `b` cannot be joined any more).
    /// A breadth-first search by levels: level k holds what k free cells
    /// reach. Only orders the moves of [`Self::owner_wins`]; its verdicts
    /// come from play alone.
    fn distance(&self, mine: u32, free: u32) -> Option<u32> {
        let stride = self.board.geometry().stride() as u32;
        let own = self.own(mine);
        let open = self.own(mine | free) & !own;
        let (start, goal) = (self.region(self.a), self.region(self.b));
        let mut reach = self.close(own & start, &own);
        for k in 0.. {
            if !(reach & goal).is_empty() {
                return Some(k);
            }
            let step = (reach.dilate(stride) | start) & open;
            let next = self.close(reach | step, &own);
            if next == reach {
                return None;
            }
            reach = next;
        }
        unreachable!("the levels stop growing")
    }

    /// The owner's stones plus the claimed carrier cells (`mine` by
    /// position in `cells`) plus the cell endpoints.
    fn own(&self, mine: u32) -> Bitboard {
        let mut own = *self.board.stones(self.color);
        for (k, &i) in self.cells.iter().enumerate() {
            if mine >> k & 1 == 1 {
                own.insert(i);
            }
        }
        for n in [self.a, self.b] {
            if let Node::Cell(i) = n {
                own.insert(i);
            }
        }
        own
    }

    /// Whether `a` and `b` are joined through `own`, by a flood fill.
    fn joined(&self, own: &Bitboard) -> bool {
        let reach = self.close(self.seeds(self.a, own), own);
        !(reach & self.seeds(self.b, own)).is_empty()
    }

    /// Whether the owner joins `a` and `b` with `mine` claimed by the owner,
    /// `theirs` by the opponent, and the owner to move if `owner_moves`.
    pub fn owner_wins(&mut self, mine: u32, theirs: u32, owner_moves: bool) -> bool {
        if self.over {
            // The verdict is void: unwind without more play.
            return false;
        }
        if self.joined(&self.own(mine)) {
            return true;
        }
        let all = (1u32 << self.cells.len()) - 1;
        let free = all & !mine & !theirs;
        if !self.joined(&self.own(mine | free)) {
            return false;
        }
        if let Some(&v) = self.memo.get(&(mine, theirs, owner_moves)) {
            return v;
        }
        if self.memo.len() >= self.budget {
            self.over = true;
            return false;
        }
        // Every free cell is tried; the order only makes the search find
        // the owner's good replies and the opponent's refutations first,
        // which keeps the memo small (unordered, a semi of 17 cells took
        // millions of positions and a random 5x5 case ran out of memory).
        let mut moves: Vec<(u32, usize)> = (0..self.cells.len())
            .filter(|k| free >> k & 1 == 1)
            .map(|k| {
                let d = if owner_moves {
                    self.distance(mine | 1 << k, free & !(1 << k))
                } else {
                    self.distance(mine, free & !(1 << k))
                };
                (d.unwrap_or(u32::MAX), k)
            })
            .collect();
        moves.sort_unstable();
        let v = if owner_moves {
            moves
                .iter()
                .any(|&(_, k)| self.owner_wins(mine | 1 << k, theirs, false))
        } else {
            moves
                .iter()
                .rev()
                .all(|&(_, k)| self.owner_wins(mine, theirs | 1 << k, true))
        };
        self.memo.insert((mine, theirs, owner_moves), v);
        v
    }

    /// Whether the owner joins with `mine` claimed and the opponent to
    /// move, or `None` when the game takes more than `states` positions.
    fn verdict(mut self, mine: u32, states: usize) -> Option<bool> {
        self.budget = states;
        let v = self.owner_wins(mine, 0, false);
        (!self.over).then_some(v)
    }

    /// The bit of a carrier cell in the claim masks.
    pub fn bit(&self, index: usize) -> u32 {
        1 << self
            .cells
            .iter()
            .position(|&i| i == index)
            .expect("in carrier")
    }
}

/// Whether a full connection holds: the opponent moves first.
pub fn full_holds(board: &Board, color: Color, a: Node, b: Node, carrier: &Bitboard) -> bool {
    holds_within(board, color, a, b, None, carrier, usize::MAX).expect("no budget")
}

/// Whether a semi holds: the owner plays the key, then the opponent moves.
pub fn semi_holds(
    board: &Board,
    color: Color,
    a: Node,
    b: Node,
    key: usize,
    carrier: &Bitboard,
) -> bool {
    holds_within(board, color, a, b, Some(key), carrier, usize::MAX).expect("no budget")
}

/// [`full_holds`] (no `key`) or [`semi_holds`] within a budget of
/// `states` positions: `None` when the game needs more.
pub fn holds_within(
    board: &Board,
    color: Color,
    a: Node,
    b: Node,
    key: Option<usize>,
    carrier: &Bitboard,
    states: usize,
) -> Option<bool> {
    let game = CarrierGame::new(board, color, a, b, carrier);
    let mine = match key {
        None => 0,
        Some(k) if carrier.contains(k) => game.bit(k),
        Some(_) => return Some(false),
    };
    game.verdict(mine, states)
}

/// Every pair of nodes of `c` with some connection, each pair once.
pub fn connected_pairs(board: &Board, c: &Connections) -> Vec<(Node, Node)> {
    let mut nodes = vec![Node::FirstEdge, Node::SecondEdge];
    for i in board.geometry().cells().iter() {
        if let Some(n) = c.node_at(i)
            && !nodes.contains(&n)
        {
            nodes.push(n);
        }
    }
    let mut pairs = Vec::new();
    for (k, &a) in nodes.iter().enumerate() {
        for &b in &nodes[k + 1..] {
            if !c.fulls_between(a, b).is_empty() || !c.semis_between(a, b).is_empty() {
                pairs.push((a, b));
            }
        }
    }
    pairs
}
