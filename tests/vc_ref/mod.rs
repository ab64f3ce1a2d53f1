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
        }
    }

    fn seeds(&self, node: Node, own: &Bitboard) -> Bitboard {
        let g = self.board.geometry();
        match node {
            Node::FirstEdge => *own & *g.first_edge(self.color),
            Node::SecondEdge => *own & *g.second_edge(self.color),
            Node::Group(i) | Node::Cell(i) => Bitboard::single(i),
        }
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
        let stride = self.board.geometry().stride() as u32;
        let mut reach = self.seeds(self.a, own) & *own;
        loop {
            let next = (reach.dilate(stride) & *own) | reach;
            if next == reach {
                break;
            }
            reach = next;
        }
        !(reach & self.seeds(self.b, own)).is_empty()
    }

    /// Whether the owner joins `a` and `b` with `mine` claimed by the owner,
    /// `theirs` by the opponent, and the owner to move if `owner_moves`.
    pub fn owner_wins(&mut self, mine: u32, theirs: u32, owner_moves: bool) -> bool {
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
        let moves = (0..self.cells.len()).filter(|k| free >> k & 1 == 1);
        let v = if owner_moves {
            moves
                .collect::<Vec<_>>()
                .into_iter()
                .any(|k| self.owner_wins(mine | 1 << k, theirs, false))
        } else {
            moves
                .collect::<Vec<_>>()
                .into_iter()
                .all(|k| self.owner_wins(mine, theirs | 1 << k, true))
        };
        self.memo.insert((mine, theirs, owner_moves), v);
        v
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
    CarrierGame::new(board, color, a, b, carrier).owner_wins(0, 0, false)
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
    if !carrier.contains(key) {
        return false;
    }
    let mut game = CarrierGame::new(board, color, a, b, carrier);
    let k = game.bit(key);
    game.owner_wins(k, 0, false)
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
