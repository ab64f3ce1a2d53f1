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

use crate::bitboard::Bitboard;
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
#[derive(Clone, Debug)]
pub(super) struct Labels {
    color: Color,
    label: Vec<u16>,
    /// The rings of the empty cells of `have`, by bit index (read by every
    /// test, hypothetical stones patched in).
    rings: Vec<[Slot; 6]>,
    have: Bitboard,
    stride: isize,
}

impl Labels {
    /// Labels `color`'s groups on `board`, with the rings of every empty
    /// cell. A group touching both edges (a won board) gets the first
    /// edge's label.
    pub fn new(board: &Board, color: Color) -> Labels {
        Labels::with_rings(board, color, board.empty())
    }

    /// [`Labels::new`] with the rings of the empty cells of `cells` only
    /// (a pass of the incremental fill-in reads a few; [`Labels::ensure`]
    /// adds more).
    pub fn with_rings(board: &Board, color: Color, cells: Bitboard) -> Labels {
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
            have: Bitboard::EMPTY,
            stride: g.stride() as isize,
        };
        labels.ensure(board, cells);
        labels
    }

    /// The colour whose groups these are.
    pub fn color(&self) -> Color {
        self.color
    }

    /// Makes the rings of the empty cells of `cells` on `board` (the board
    /// these labels were made of) that are not made yet.
    pub fn ensure(&mut self, board: &Board, cells: Bitboard) {
        let g = board.geometry();
        let missing = (cells & board.empty()).and_not(self.have);
        for cell in missing.iter() {
            let at = g.cell(cell);
            for (k, &(dc, dr)) in RING.iter().enumerate() {
                let slot = edge_or_stone(board, self, at.col as i32 + dc, at.row as i32 + dr);
                self.rings[cell][k] = slot;
            }
        }
        self.have |= missing;
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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
    debug_assert!(
        labels.have.contains(cell),
        "the ring of {cell} was not made"
    );
    let mut slots = labels.rings[cell];
    if let Some((e, c)) = extra {
        if c == me {
            // Everything of X's around `extra` joins into one part.
            debug_assert!(labels.have.contains(e), "the ring of {e} was not made");
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

/// Whether the ring of the empty `cell` holds two different groups (or a
/// group and an edge, or two edges) of `labels`' colour: else no stone
/// that is not one of its neighbours can change [`useless`] for it (see
/// [`joins_two`]).
pub(super) fn two_groups(labels: &Labels, cell: usize) -> bool {
    let mut seen = None;
    for s in labels.rings[cell] {
        if let Slot::Own(l) = s {
            match seen {
                None => seen = Some(l),
                Some(first) if first != l => return true,
                _ => {}
            }
        }
    }
    false
}

/// Whether a stone of `labels`' colour X on `k`, an empty cell that is not
/// next to the empty `cell`, would join two different groups (or a group
/// and an edge) of X that `cell`'s ring holds. Only then can it change
/// [`useless`] for `cell`: it is no ring position, and joining one group
/// of the ring to others outside it renames that group and nothing else.
pub(super) fn joins_two(labels: &Labels, cell: usize, k: usize) -> bool {
    let ring = &labels.rings[cell];
    let mut seen = None;
    for s in labels.rings[k] {
        if let Slot::Own(l) = s
            && ring.contains(&s)
        {
            match seen {
                None => seen = Some(l),
                Some(first) if first != l => return true,
                _ => {}
            }
        }
    }
    false
}

/// The three empty neighbours of the empty `cell` in ring order (the
/// middle one second), by bit index, when `cell` has the shape of
/// [`super`]'s permanently inferior cells for `labels`' colour X: its ring
/// is three consecutive stones or edges of X and then three consecutive
/// empty cells, and each of the two outer empty cells `p` is held from
/// outside: X owns the cell beside `p` and its X neighbour in the ring, or
/// X owns the cell beside `p` and the middle empty cell, or the opponent
/// owns the cell beyond `p` (straight on from `cell`). (Stones or edges
/// each; Benzene's `pinf` fill-in patterns are these six pairs.) The
/// three X positions are one part, so an X stone on `cell` adds to X only
/// the middle empty cell, and the opponent's stone there joins only the
/// three empty cells, which its stone on the middle one joins too. The
/// bare ring is not enough: brute force finds 3x4 boards where filling
/// such a cell without its outer cells held changes the winner. `None`
/// for any other ring (a corner beyond two edges is nobody's).
pub(super) fn inferior_shape(board: &Board, labels: &Labels, cell: usize) -> Option<[usize; 3]> {
    let ring = &labels.rings[cell];
    let at = |k: usize| ring[k % 6];
    let g = board.geometry();
    let here = g.cell(cell);
    let (col, row) = (here.col as i32, here.row as i32);
    let off = |j: usize| RING[j % 6];
    let sum = |a: (i32, i32), b: (i32, i32)| (col + a.0 + b.0, row + a.1 + b.1);
    let mine = |(c, r): (i32, i32)| matches!(edge_or_stone(board, labels, c, r), Slot::Own(_));
    let theirs = |(c, r): (i32, i32)| owned_by_opponent(board, labels.color, c, r);
    // Outer empty ring position `p`, `own` its X neighbour in the ring,
    // `middle` the middle empty one.
    let held = |p: usize, own: usize, middle: usize| {
        mine(sum(off(p), off(own))) || mine(sum(off(p), off(middle))) || theirs(sum(off(p), off(p)))
    };
    let k = (0..6).find(|&k| {
        (0..3).all(|i| matches!(at(k + i), Slot::Own(_)))
            && (3..6).all(|i| at(k + i) == Slot::Empty)
            && held(k + 3, k + 2, k + 4)
            && held(k + 5, k, k + 4)
    })?;
    let s = labels.stride;
    let index = |j: usize| {
        let (dc, dr) = off(j);
        (cell as isize + dr as isize * s + dc as isize) as usize
    };
    Some([index(k + 3), index(k + 4), index(k + 5)])
}

/// Whether `(col, row)`, on or off the board, is a stone or an edge of the
/// opponent of `color` (a corner beyond two edges is neither's).
fn owned_by_opponent(board: &Board, color: Color, col: i32, row: i32) -> bool {
    let g = board.geometry();
    let off_cols = !(0..g.width() as i32).contains(&col);
    let off_rows = !(0..g.height() as i32).contains(&row);
    let them = color.opponent();
    match (off_cols, off_rows) {
        (true, true) => false,
        (false, true) => them == Color::Black,
        (true, false) => them == Color::White,
        (false, false) => board.at((row * g.stride() as i32 + col) as usize) == Some(them),
    }
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

/// Whether every two usable ring positions are joined without the centre:
/// [`joined_by_parts`], remembered by the ring's pattern. The answer
/// depends only on which positions are unusable, empty or X's, and which
/// of X's carry the same label; a ring has at most `8^6` such patterns
/// (see [`pattern`]) and a search meets few of them, so each is worked
/// out once (the fill-in and [`super::undominated`] ask this hundreds of
/// times an expansion; with the memo their dead-cell tests took 37% fewer
/// instructions, docs/solver.md, "Round thirteen").
fn all_joined(slots: &[Slot; 6]) -> bool {
    use std::sync::OnceLock;
    use std::sync::atomic::{AtomicU8, Ordering};
    // 0: not worked out yet; 1: not joined; 2: joined. Relaxed order is
    // enough: every thread that works a pattern out stores the same value.
    static MEMO: OnceLock<Box<[AtomicU8]>> = OnceLock::new();
    let memo = MEMO.get_or_init(|| (0..1 << 18).map(|_| AtomicU8::new(0)).collect());
    let entry = &memo[pattern(slots)];
    match entry.load(Ordering::Relaxed) {
        1 => false,
        2 => true,
        _ => {
            let joined = joined_by_parts(slots);
            entry.store(1 + u8::from(joined), Ordering::Relaxed);
            joined
        }
    }
}

/// The pattern of a ring, in 18 bits: three a position, 0 for unusable,
/// 1 for empty, and `2 + j` for X's, `j` the first position with the
/// same label. Two rings of one pattern are the same to [`joined_by_parts`].
fn pattern(slots: &[Slot; 6]) -> usize {
    let mut code = 0;
    for i in 0..6 {
        let digit = match slots[i] {
            Slot::Unusable => 0,
            Slot::Empty => 1,
            Slot::Own(l) => 2 + (0..i).find(|&j| slots[j] == Slot::Own(l)).unwrap_or(i),
        };
        code |= digit << (3 * i);
    }
    code
}

/// [`all_joined`] worked out: the parts of X's positions, then every two
/// usable positions checked.
fn joined_by_parts(slots: &[Slot; 6]) -> bool {
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Random rings (each position unusable, empty, or X's with one of a
    /// few labels, the special ones among them) through the memo, twice
    /// each, against the parts worked out every time.
    #[test]
    fn the_remembered_answer_is_the_worked_out_one() {
        let mut rng = crate::rng::Rng::new(23);
        let labels = [FIRST, SECOND, 2, 3, 7, MERGED];
        for _ in 0..200_000 {
            let mut slots = [Slot::Unusable; 6];
            for s in slots.iter_mut() {
                *s = match rng.below(4) {
                    0 => Slot::Unusable,
                    1 => Slot::Empty,
                    _ => Slot::Own(labels[rng.below(labels.len())]),
                };
            }
            let want = joined_by_parts(&slots);
            assert_eq!(all_joined(&slots), want, "{slots:?}");
            assert_eq!(all_joined(&slots), want, "{slots:?}");
        }
    }
}
