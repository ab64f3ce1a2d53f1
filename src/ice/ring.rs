//! The local test for a dead cell: does a stone of colour X on an empty
//! cell join anything of X's that its six neighbours do not join already?
//!
//! The ring is the six neighbours of the cell in cyclic order; any two
//! consecutive ones are adjacent to each other. A neighbour off the board
//! counts as the edge beyond it (above and below: Black's first and second
//! edge; left and right: White's). A neighbour beyond two edges at once (the
//! obtuse corners) is no node at all: the two ring positions beside it are
//! those two edges, which belong to different colours.
//!
//! For colour X, the ring positions that X could use are its stones, its
//! edges and the empty cells (the opponent's stones and edges are left
//! out). Two of them are *joined without the cell* when they are adjacent
//! in the ring, or when both touch one *X-part*: a run of consecutive X
//! stones or edges in the ring, together with every ring position in the
//! same group of X's stones (or on the same edge, or in a group touching
//! it). An empty position touches the parts beside it; a stone or edge
//! touches its own. If every two usable positions are joined, the cell is
//! *useless to X*: in any filled-in board where an X chain runs through the
//! cell, it enters and leaves through two usable positions, which the chain
//! can join without the cell (their link is stones already on the board, or
//! the two cells are adjacent). So whenever X wins with the cell X, X also
//! wins with it the opponent's, and (adding an X stone never hurts X) the
//! winner never depends on the cell's colour: the cell is *dead*. More
//! stones of either colour only remove usable positions or merge parts, so a
//! dead cell stays dead in every later position.

use crate::board::{Board, Color, MAX_INDEX};

/// The label of X's first edge (and of X's groups touching it).
const FIRST: u16 = 0;
/// The label of X's second edge (and of X's groups touching it).
const SECOND: u16 = 1;
/// Not one of X's stones.
const NONE: u16 = u16::MAX;
/// The label of a hypothetical X stone and everything it joins.
const MERGED: u16 = u16::MAX - 1;

/// The six neighbour offsets `(col, row)` in cyclic order: consecutive
/// ones (and the last with the first) are adjacent to each other.
const RING: [(i32, i32); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];

/// The groups of one colour's stones on one board, as labels by bit index:
/// groups touching the first or second edge carry that edge's label.
pub(super) struct Labels {
    color: Color,
    label: Vec<u16>,
    /// The ring of every empty cell, by bit index (read by every test,
    /// hypothetical stones patched in).
    rings: Vec<[Slot; 6]>,
    stride: isize,
}

impl Labels {
    /// Labels `color`'s groups on `board`. A group touching both edges
    /// (a won board) gets the first edge's label.
    pub fn new(board: &Board, color: Color) -> Labels {
        let g = board.geometry();
        let own = *board.stones(color);
        // Bit indices run to the last row's padding (`row · stride +
        // col`): sizing by the board, not by the largest board, makes a
        // 7x7 board's tables a twelfth of `MAX_INDEX` to allocate and fill.
        let len = (g.height() * g.stride()).min(MAX_INDEX);
        let mut label = vec![NONE; len];
        let mut left = own;
        let mut next = SECOND + 1;
        while let Some(seed) = left.first() {
            let group = crate::vc::flood(seed, &own, g.stride() as u32);
            left = left.and_not(group);
            let id = if !(group & *g.first_edge(color)).is_empty() {
                FIRST
            } else if !(group & *g.second_edge(color)).is_empty() {
                SECOND
            } else {
                next += 1;
                next - 1
            };
            for i in group.iter() {
                label[i] = id;
            }
        }
        let mut labels = Labels {
            color,
            label,
            rings: vec![[Slot::Unusable; 6]; len],
            stride: g.stride() as isize,
        };
        for cell in board.empty().iter() {
            let at = g.cell(cell);
            for (k, &(dc, dr)) in RING.iter().enumerate() {
                let slot = edge_or_stone(board, &labels, at.col as i32 + dc, at.row as i32 + dr);
                labels.rings[cell][k] = slot;
            }
        }
        labels
    }

    /// The ring position of `other` around `cell`, if they are neighbours
    /// (the padding bit after each row keeps the offsets unambiguous).
    fn direction(&self, cell: usize, other: usize) -> Option<usize> {
        let s = self.stride;
        let d = other as isize - cell as isize;
        [1, 1 - s, -s, -1, s - 1, s].iter().position(|&o| o == d)
    }
}

/// What a ring position holds for X.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Slot {
    /// The opponent's stone or edge, or a corner beyond two edges.
    Unusable,
    Empty,
    /// An X stone or edge, by label.
    Own(u16),
}

/// Whether an X stone on the empty cell `cell` is useless to X (see the
/// module docs), given X's `labels`; `extra` is another empty cell holding
/// a hypothetical stone of the given colour.
pub(super) fn useless(labels: &Labels, cell: usize, extra: Option<(usize, Color)>) -> bool {
    let me = labels.color;
    let mut slots = labels.rings[cell];
    if let Some((e, c)) = extra {
        if c == me {
            // Everything of X's around `extra` joins into one part.
            let around = labels.rings[e];
            for s in slots.iter_mut() {
                if let Slot::Own(l) = *s
                    && around.contains(&Slot::Own(l))
                {
                    *s = Slot::Own(MERGED);
                }
            }
        }
        if let Some(k) = labels.direction(cell, e) {
            slots[k] = if c == me {
                Slot::Own(MERGED)
            } else {
                Slot::Unusable
            };
        }
    }
    all_joined(&slots)
}

/// How many of the six neighbours of the empty cell `cell` are `labels`'
/// colour's stones or edges.
pub(super) fn own_neighbours(labels: &Labels, cell: usize) -> usize {
    labels.rings[cell]
        .iter()
        .filter(|s| matches!(s, Slot::Own(_)))
        .count()
}

/// The slot of `(col, row)` (on or off the board) for `labels`' colour.
fn edge_or_stone(board: &Board, labels: &Labels, col: i32, row: i32) -> Slot {
    let g = board.geometry();
    let (w, h) = (g.width() as i32, g.height() as i32);
    let off_cols = !(0..w).contains(&col);
    let off_rows = !(0..h).contains(&row);
    let edge = |first: bool| Slot::Own(if first { FIRST } else { SECOND });
    match (off_cols, off_rows, labels.color) {
        (true, true, _) => Slot::Unusable,
        (false, true, Color::Black) => edge(row < 0),
        (true, false, Color::White) => edge(col < 0),
        (true, false, _) | (false, true, _) => Slot::Unusable,
        (false, false, _) => {
            let i = (row * g.stride() as i32 + col) as usize;
            match board.at(i) {
                None => Slot::Empty,
                Some(c) if c == labels.color => Slot::Own(labels.label[i]),
                Some(_) => Slot::Unusable,
            }
        }
    }
}

/// Whether every two usable ring positions are joined without the centre.
fn all_joined(slots: &[Slot; 6]) -> bool {
    // Parts: union-find over the own positions, by ring runs and labels.
    let mut part = [0usize, 1, 2, 3, 4, 5];
    fn find(part: &mut [usize; 6], mut i: usize) -> usize {
        while part[i] != i {
            i = part[i];
        }
        i
    }
    for i in 0..6 {
        for j in i + 1..6 {
            let (Slot::Own(a), Slot::Own(b)) = (slots[i], slots[j]) else {
                continue;
            };
            if a == b || j == i + 1 || (i == 0 && j == 5) {
                let (ri, rj) = (find(&mut part, i), find(&mut part, j));
                part[ri] = rj;
            }
        }
    }
    // The parts each usable position touches (at most two).
    let mut touches = [[usize::MAX; 2]; 6];
    for i in 0..6 {
        touches[i] = match slots[i] {
            Slot::Unusable => continue,
            Slot::Own(_) => [find(&mut part, i), usize::MAX],
            Slot::Empty => {
                let side = |k: usize, part: &mut [usize; 6]| match slots[k] {
                    Slot::Own(_) => find(part, k),
                    _ => usize::MAX,
                };
                [side((i + 5) % 6, &mut part), side((i + 1) % 6, &mut part)]
            }
        };
    }
    for i in 0..6 {
        for j in i + 1..6 {
            if slots[i] == Slot::Unusable || slots[j] == Slot::Unusable {
                continue;
            }
            let adjacent = j == i + 1 || (i == 0 && j == 5);
            let shared = touches[i]
                .iter()
                .any(|&p| p != usize::MAX && touches[j].contains(&p));
            if !adjacent && !shared {
                return false;
            }
        }
    }
    true
}
