//! Connected groups of stones by union-find, with undo.
//!
//! Nodes are the cells' bit indices plus four virtual edge nodes, so "Black
//! has won" is "the top and bottom edge nodes share a root". Union by size
//! without path compression keeps every `find` at O(log n) and makes each
//! union undoable by remembering which root was hung under which: search plays
//! and takes back moves millions of times without ever copying the board.

use crate::board::{Color, MAX_INDEX};

/// Virtual node of a colour's first edge.
fn first_edge_node(color: Color) -> usize {
    MAX_INDEX + 2 * color.index()
}

/// Virtual node of a colour's second edge.
fn second_edge_node(color: Color) -> usize {
    MAX_INDEX + 2 * color.index() + 1
}

const NODES: usize = MAX_INDEX + 4;

/// Union-find over cells and edges with an undo stack.
#[derive(Clone, Debug)]
pub struct Groups {
    parent: Vec<u16>,
    size: Vec<u16>,
    /// Roots hung under other roots, in order: `(child, parent)`.
    unions: Vec<(u16, u16)>,
    /// Length of `unions` before each recorded stone.
    marks: Vec<u32>,
}

impl Default for Groups {
    fn default() -> Self {
        Self::new()
    }
}

impl Groups {
    /// Every node alone.
    pub fn new() -> Groups {
        Groups {
            parent: (0..NODES as u16).collect(),
            size: vec![1; NODES],
            unions: Vec::new(),
            marks: Vec::new(),
        }
    }

    /// The root of `node`'s group.
    #[inline]
    pub fn find(&self, mut node: usize) -> usize {
        while self.parent[node] as usize != node {
            node = self.parent[node] as usize;
        }
        node
    }

    fn union(&mut self, a: usize, b: usize) {
        let (mut ra, mut rb) = (self.find(a), self.find(b));
        if ra == rb {
            return;
        }
        if self.size[ra] < self.size[rb] {
            std::mem::swap(&mut ra, &mut rb);
        }
        self.parent[rb] = ra as u16;
        self.size[ra] += self.size[rb];
        self.unions.push((rb as u16, ra as u16));
    }

    /// Records a stone of `color` at `index` joined to the given same-coloured
    /// neighbours and to whichever of its own edges it touches.
    pub fn add_stone(
        &mut self,
        color: Color,
        index: usize,
        friends: impl Iterator<Item = usize>,
        on_first_edge: bool,
        on_second_edge: bool,
    ) {
        self.marks.push(self.unions.len() as u32);
        for f in friends {
            self.union(index, f);
        }
        if on_first_edge {
            self.union(index, first_edge_node(color));
        }
        if on_second_edge {
            self.union(index, second_edge_node(color));
        }
    }

    /// Takes back the last [`Groups::add_stone`].
    pub fn undo(&mut self) {
        let mark = self.marks.pop().expect("undo without a stone") as usize;
        while self.unions.len() > mark {
            let (child, parent) = self.unions.pop().unwrap();
            self.parent[child as usize] = child;
            self.size[parent as usize] -= self.size[child as usize];
        }
    }

    /// Whether `color`'s two edges are joined.
    #[inline]
    pub fn connected(&self, color: Color) -> bool {
        self.find(first_edge_node(color)) == self.find(second_edge_node(color))
    }
}
