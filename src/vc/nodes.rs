//! The nodes of H-search on one position: the owner's two edges (with the
//! stones joined to them), its other groups, and the empty cells.

use super::Node;
use crate::bitboard::Bitboard;
use crate::board::{Board, Color, MAX_INDEX};

/// No node (an opponent's stone or a cell off the board).
pub(super) const NONE: u16 = u16::MAX;

/// Node 0 is the first edge and node 1 the second; then groups, then cells.
pub(super) struct Nodes {
    pub names: Vec<Node>,
    /// The owner's stones of each node.
    pub stones: Vec<Bitboard>,
    /// The empty cells each node touches (for an edge: its empty border
    /// cells too).
    pub touching: Vec<Bitboard>,
    /// Node id by bit index.
    pub id_at: Vec<u16>,
    /// Whether one group touches both edges.
    pub won: bool,
}

/// The cells of `own` connected to the cell `seed` (one of `own`), for
/// row stride `stride`.
pub fn flood(seed: usize, own: &Bitboard, stride: u32) -> Bitboard {
    let mut g = Bitboard::single(seed);
    loop {
        let next = (g.dilate(stride) & *own) | g;
        if next == g {
            return g;
        }
        g = next;
    }
}

impl Nodes {
    pub fn new(board: &Board, color: Color) -> Nodes {
        let g = board.geometry();
        let stride = g.stride() as u32;
        let own = *board.stones(color);
        let empty = board.empty();
        let edges = [*g.first_edge(color), *g.second_edge(color)];
        // At most one group a stone, so the lists never grow after this:
        // the solver builds tens of thousands of small graphs, and pushing
        // into empty lists reallocated each of them several times a build
        // (docs/solver.md, "Round eighteen").
        let most = 2 + own.count() as usize + empty.count() as usize;
        let mut nodes = Nodes {
            names: Vec::with_capacity(most),
            stones: Vec::with_capacity(most),
            touching: Vec::with_capacity(most),
            id_at: vec![NONE; MAX_INDEX],
            won: false,
        };
        nodes.names.extend([Node::FirstEdge, Node::SecondEdge]);
        nodes.stones.extend([Bitboard::EMPTY; 2]);
        nodes.touching.extend([edges[0] & empty, edges[1] & empty]);
        let mut left = own;
        while let Some(seed) = left.first() {
            let group = flood(seed, &own, stride);
            left = left.and_not(group);
            let around = group.dilate(stride) & empty;
            let on = [
                !(group & edges[0]).is_empty(),
                !(group & edges[1]).is_empty(),
            ];
            let id = match on {
                [true, true] => {
                    nodes.won = true;
                    0
                }
                [true, false] => 0,
                [false, true] => 1,
                [false, false] => {
                    nodes.names.push(Node::Group(seed));
                    nodes.stones.push(Bitboard::EMPTY);
                    nodes.touching.push(Bitboard::EMPTY);
                    nodes.names.len() - 1
                }
            };
            nodes.stones[id] |= group;
            nodes.touching[id] |= around;
            for i in group.iter() {
                nodes.id_at[i] = id as u16;
            }
        }
        for i in empty.iter() {
            nodes.id_at[i] = nodes.names.len() as u16;
            nodes.names.push(Node::Cell(i));
            nodes.stones.push(Bitboard::EMPTY);
            // The empty neighbours, one bit test each (a dilation works
            // on every word of the set).
            let mut around = Bitboard::EMPTY;
            for j in g.neighbours(i) {
                if empty.contains(j) {
                    around.insert(j);
                }
            }
            nodes.touching.push(around);
        }
        nodes
    }

    /// The id of a named node, if it is one of these.
    pub fn id(&self, node: Node) -> Option<usize> {
        let id = match node {
            Node::FirstEdge => 0,
            Node::SecondEdge => 1,
            Node::Group(i) | Node::Cell(i) => *self.id_at.get(i)? as usize,
        };
        (id != NONE as usize && self.names[id] == node).then_some(id)
    }
}
