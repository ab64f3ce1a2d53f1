//! Inferior-cell fill-in: empty cells whose colour cannot change the
//! winner, or that one player can always take, filled with stones so that
//! the position keeps its value whoever is to move.
//!
//! Two kinds of cells are filled, to a fixed point (each fill can make
//! more cells dead or captured):
//! - **Dead cells** (Hayward, Björnsson et al.): cells whose colour does not
//!   matter in any filled-in board. Found by the local test of
//!   `ring.rs`: a stone of one colour there joins nothing of that colour that
//!   its six neighbours do not join already. A dead cell may be filled with
//!   either colour; it is given the colour with more stones and edges among
//!   its neighbours (Black on a tie), so that the new stone joins a group
//!   already there and adds no node to either colour's connection search.
//! - **Captured pairs** (Henderson and Hayward's captured cells, their
//!   smallest case): two adjacent empty cells such that a stone of X on
//!   either one makes the other dead. X may fill both: whenever the
//!   opponent takes one, X takes the other, and the opponent's stone is on
//!   a dead cell, as good as X's. (A win-in-one cell of the opponent is never
//!   captured: the opponent's stone would be needed there.)
//!
//! - **Permanently inferior cells**, only with a side to move and only the
//!   opponent's ([`fill_in_for`]; Benzene's `pinf` fill-in patterns): an
//!   empty cell whose ring is three consecutive stones or edges of X, then
//!   three consecutive empty cells, each of the two outer empty cells held
//!   from outside (see `ring.rs`), is filled with X. The opponent's stone
//!   there would join only the three empty cells, which its stone on the
//!   middle one joins too, and X's adds to X only the middle cell. That
//!   the fill keeps the winner is checked by brute force on random boards
//!   up to 5x5 (`tests/ice.rs`), not proven here; the bare ring is not
//!   enough (a 3x4 board where it changes the winner is in the unit
//!   tests). Unlike the others, this fill does not survive every later
//!   stone: one on an outer empty cell breaks the shape. So the side to
//!   move's moves on the cell and on its outer empty neighbours
//!   ([`FillIn::intrusions`]) may be worth more on the original board than
//!   on the filled one; every other move is worth the same, and a move
//!   that wins the filled position wins the original. (X's own such cells
//!   are left empty for X to move: X's move on the middle cell would be
//!   worth more on the filled board, joined through the filled cell.)
//!
//! Dead and captured fills keep the winner of the position with either
//! side to move, and stay sound after any further stones (the tests behind
//! them only get easier as stones are added). So a move that wins the filled
//! position wins the original one too, and the filled position's empty
//! cells are all the moves a solver needs to try. When the fill-in joins a
//! colour's edges, that colour has won. Of those moves, [`undominated`]
//! (or [`FillIn::undominated`], which reuses the fill-in's last labels)
//! drops the ones the opponent can answer by killing them.
//!
//! **Incremental fill-in** ([`fill_in_after`]): whether a cell is dead,
//! or one of a captured pair, depends only on its ring (and its partner's):
//! what each of its six neighbours is, and which of them are one group.
//! A stone changes the rings of its neighbours and of the neighbours of the
//! group it joins (labels merge, or the group reaches an edge), nothing
//! else. So when the board is a board the fill-in had finished with (no
//! dead cell, no captured pair, no winner) plus some stones, each pass need
//! only test the cells whose ring the new stones (and then the previous
//! pass's fills) touched, and the pairs with one such cell: every other
//! cell and pair was tested on the same ring before and failed. The result
//! is the full fill-in's, fill for fill (the cells found are the same, and
//! they are taken in the same order).

mod prune;
mod ring;
mod siblings;

pub use prune::{killers, undominated};
pub use siblings::losing_siblings;

use crate::bitboard::Bitboard;
use crate::board::{Board, Color};
use crate::position::Position;
use ring::{Labels, inferior_shape, useless};

/// The result of [`fill_in`]: the filled board and what was filled, why.
#[derive(Clone, Debug)]
pub struct FillIn {
    board: Board,
    /// Cells filled with each colour (by [`Color::index`]).
    filled: [Bitboard; 2],
    dead: Bitboard,
    /// Cells of captured pairs, by the colour that captured them.
    captured: [Bitboard; 2],
    /// Permanently inferior cells, by the colour that filled them.
    inferior: [Bitboard; 2],
    /// The outer empty neighbours of the permanently inferior cells (see
    /// [`FillIn::intrusions`]), by the colour that filled those.
    guarded: [Bitboard; 2],
    winner: Option<Color>,
    /// Both colours' labels of the filled board (the last pass's, which
    /// found nothing more to fill), for [`FillIn::undominated`]; `None`
    /// when the fill-in stopped at a winner.
    labels: Option<Box<[Labels; 2]>>,
}

impl FillIn {
    /// The board with every fill placed.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The cells filled with `color`'s stones (dead and captured).
    pub fn filled(&self, color: Color) -> Bitboard {
        self.filled[color.index()]
    }

    /// Every filled cell.
    pub fn all(&self) -> Bitboard {
        self.filled[0] | self.filled[1]
    }

    /// The cells filled because they were dead.
    pub fn dead(&self) -> Bitboard {
        self.dead
    }

    /// The cells filled for `color` as captured pairs.
    pub fn captured(&self, color: Color) -> Bitboard {
        self.captured[color.index()]
    }

    /// The cells filled for `color` as permanently inferior (only by
    /// [`fill_in_for`], for the side not to move).
    pub fn inferior(&self, color: Color) -> Bitboard {
        self.inferior[color.index()]
    }

    /// The cells where the opponent of `color` may not pass for free on
    /// the original board: the cells `color` filled as captured pairs or
    /// as permanently inferior, and the two outer empty neighbours of each
    /// permanently inferior cell. An opponent's stone on a captured cell
    /// threatens the pair; one on a permanently inferior cell is answered
    /// by `color` on an outer neighbour, and one on an outer neighbour
    /// breaks the shape that let the cell be filled. Every other move
    /// has the same value on the filled board as on the original one (a
    /// dead cell is no better than a pass).
    pub fn intrusions(&self, color: Color) -> Bitboard {
        let i = color.index();
        self.captured[i] | self.inferior[i] | self.guarded[i]
    }

    /// The colour whose edges the filled board joins: it has won the
    /// original position whoever moves.
    pub fn winner(&self) -> Option<Color> {
        self.winner
    }

    /// The filled board as a position with `to_move` to play.
    pub fn position(&self, to_move: Color) -> Position {
        position_of(&self.board, to_move)
    }

    /// [`undominated`] on the filled board, from the labels the fill-in
    /// already made of it (the same moves, without labelling it again).
    /// (It adds the rings of `moves` to the labels where the last pass
    /// did not need them.)
    pub fn undominated(&mut self, moves: &[usize]) -> Vec<usize> {
        match &mut self.labels {
            Some(labels) => {
                let mut cells = Bitboard::EMPTY;
                for &m in moves {
                    cells.insert(m);
                }
                for l in labels.iter_mut() {
                    l.ensure(&self.board, cells);
                }
                prune::undominated_with(&self.board, labels, moves)
            }
            None => undominated(&self.board, moves),
        }
    }

    /// This fill-in, one of [`fill_in`] (without a side), continued for
    /// `to_move` as [`fill_in_for`] fills: the opponent's permanently
    /// inferior cells, then whatever they make dead or captured, to a
    /// fixed point. Its first pass tests only those cells, on this
    /// fill-in's last labels: the dead cells and captured pairs are done.
    pub fn for_side(&self, to_move: Color) -> FillIn {
        let opponent = to_move.opponent();
        debug_assert!(self.inferior[to_move.index()].is_empty());
        if self.winner.is_some() {
            return self.clone();
        }
        let settled = self.labels.is_some();
        passes(self.clone(), None, Some(opponent), settled)
    }

    fn fill(&mut self, index: usize, color: Color) {
        self.board.place(color, index);
        self.filled[color.index()].insert(index);
    }
}

/// A position with the stones of `board` and `to_move` to play (the order
/// the stones are put down in does not matter).
pub fn position_of(board: &Board, to_move: Color) -> Position {
    let mut p = Position::new(board.geometry().clone());
    for c in Color::BOTH {
        for i in board.stones(c).iter() {
            p.play_index(c, i);
        }
    }
    p.set_to_move(to_move);
    p
}

/// Whether `color`'s stones join its two edges.
pub fn joined(board: &Board, color: Color) -> bool {
    let g = board.geometry();
    let own = *board.stones(color);
    let mut reach = own & *g.first_edge(color);
    loop {
        let next = (reach.dilate(g.stride() as u32) & own) | reach;
        if next == reach {
            return !(reach & *g.second_edge(color)).is_empty();
        }
        reach = next;
    }
}

/// The colour that has won `board`, if any.
fn winner(board: &Board) -> Option<Color> {
    Color::BOTH.into_iter().find(|&c| joined(board, c))
}

/// Whether `cell` is dead (by either colour's local test), with a
/// hypothetical stone `extra` on the board.
fn dead(labels: &[Labels; 2], cell: usize, extra: Option<(usize, Color)>) -> bool {
    labels.iter().any(|l| useless(l, cell, extra))
}

/// The colour a dead `cell` is filled with: the one with more stones
/// around it, Black on a tie (one rule for the fill-in and its tests).
fn dead_fill_colour(labels: &[Labels; 2], cell: usize) -> Color {
    let counts = labels.each_ref().map(|l| ring::own_neighbours(l, cell));
    if counts[1] > counts[0] {
        Color::White
    } else {
        Color::Black
    }
}

/// Fills the dead cells and captured pairs of `board` to a fixed point
/// (see the module docs).
pub fn fill_in(board: &Board) -> FillIn {
    fill(board, None)
}

/// [`fill_in`] with `to_move` to play: the opponent's permanently inferior
/// cells are filled too, with the opponent's stones, to a fixed point with
/// the dead cells and captured pairs (see the module docs): [`fill_in`]
/// first, then [`FillIn::for_side`], so that a caller holding the fill-in
/// without a side pays only for the rest. The filled position has the
/// value of `board` with `to_move` to play, and a move that wins it wins
/// `board`; the moves whose value may differ are those on
/// [`FillIn::intrusions`] of the opponent.
pub fn fill_in_for(board: &Board, to_move: Color) -> FillIn {
    fill_in(board).for_side(to_move)
}

/// [`fill_in`] of `board`, which is a board the fill-in had finished with
/// (its stones `fixed`, by [`Color::index`]: a board [`fill_in`] returned
/// without a winner) with more stones added: the same result, fill for
/// fill, testing only the cells the added stones could have changed (see
/// the module docs). When `fixed` is not within `board`'s stones, the
/// whole board is tested. `fixed` must be such a finished board: of one
/// that is not, the fills this finds are still sound, but it may miss
/// some that [`fill_in`] would find.
pub fn fill_in_after(board: &Board, fixed: &[Bitboard; 2]) -> FillIn {
    let stones = [*board.stones(Color::Black), *board.stones(Color::White)];
    if fixed[0].and_not(stones[0]).is_empty() && fixed[1].and_not(stones[1]).is_empty() {
        let added = [stones[0].and_not(fixed[0]), stones[1].and_not(fixed[1])];
        fill(board, Some(touched(board, added)))
    } else {
        fill(board, None)
    }
}

/// The cells whose ring (see `ring.rs`) may differ on `board` from the
/// board without the stones `added` (by [`Color::index`]): the neighbours
/// of every group of `board` that holds an added stone (its own
/// neighbours included). Padding bits may be set.
fn touched(board: &Board, added: [Bitboard; 2]) -> Bitboard {
    let stride = board.geometry().stride() as u32;
    let mut cells = Bitboard::EMPTY;
    for c in Color::BOTH {
        let own = board.stones(c);
        let mut left = added[c.index()];
        while let Some(s) = left.first() {
            let group = crate::vc::flood(s, own, stride);
            left = left.and_not(group);
            cells |= group.dilate(stride);
        }
    }
    cells
}

/// The fill-in of `board`; with `dirty`, `board` is a finished board plus
/// stones whose touched cells are `dirty` (see [`fill_in_after`]).
/// Either way only the first pass tests the whole of what it may: each
/// later one tests the cells the previous pass's fills touched.
fn fill(board: &Board, dirty: Option<Bitboard>) -> FillIn {
    let f = FillIn {
        board: board.clone(),
        filled: [Bitboard::EMPTY; 2],
        dead: Bitboard::EMPTY,
        captured: [Bitboard::EMPTY; 2],
        inferior: [Bitboard::EMPTY; 2],
        guarded: [Bitboard::EMPTY; 2],
        winner: None,
        labels: None,
    };
    passes(f, dirty, None, false)
}

/// The passes of [`fill`] on `f`'s board, adding to what `f` filled
/// already, until one fills nothing. With `inferior`, that colour's
/// permanently inferior cells are filled too (whether a cell is one
/// depends on its ring and on the cells two steps away that hold its
/// outer cells). With `settled`, `f` is
/// a finished fill-in (no dead cell, no captured pair, its last labels
/// kept): the first pass looks only for permanently inferior cells, on
/// those labels.
fn passes(
    mut f: FillIn,
    mut dirty: Option<Bitboard>,
    inferior: Option<Color>,
    mut settled: bool,
) -> FillIn {
    let g = f.board.geometry().clone();
    let stride = g.stride() as u32;
    loop {
        f.winner = winner(&f.board);
        if f.winner.is_some() {
            f.labels = None;
            return f;
        }
        let b = &f.board;
        let empty = b.empty();
        // The cells to test: all of them, or those whose ring changed
        // (every other one was tested on the same ring and was not dead),
        // and for pairs, those cells and their neighbours (a pair to test
        // has a cell of `test`, so both its cells are here: the rings of
        // these are all the pass reads).
        let (test, pair_cells) = match dirty {
            None => (empty, empty),
            Some(d) => (d & empty, (d | d.dilate(stride)) & empty),
        };
        // Only the first pass may be a settled one.
        let kept = if std::mem::take(&mut settled) {
            f.labels.take()
        } else {
            None
        };
        let only_inferior = kept.is_some();
        let labels = match kept {
            Some(mut l) => {
                if let Some(c) = inferior {
                    l[c.index()].ensure(b, test);
                }
                *l
            }
            None => [
                Labels::with_rings(b, Color::Black, pair_cells),
                Labels::with_rings(b, Color::White, pair_cells),
            ],
        };
        // Everything is found on the board as it stands at the start of
        // the pass: a dead or captured cell stays so after other fills.
        // (A settled board has none.)
        let mut dead_cells = Vec::new();
        let mut taken = Bitboard::EMPTY;
        for c in test.iter().filter(|_| !only_inferior) {
            if dead(&labels, c, None) {
                dead_cells.push((c, dead_fill_colour(&labels, c)));
                taken.insert(c);
            }
        }
        let mut pairs = Vec::new();
        for a in pair_cells.and_not(taken).iter().filter(|_| !only_inferior) {
            for n in g.neighbours(a).filter(|&n| n > a && empty.contains(n)) {
                if taken.contains(n) || taken.contains(a) {
                    continue;
                }
                // A pair of two unchanged rings was tested before: not
                // captured then, not now. Skipping it leaves `taken` as
                // the full pass has it, so the pairs found are the same.
                if !(test.contains(a) || test.contains(n)) {
                    continue;
                }
                let captor = Color::BOTH
                    .into_iter()
                    .find(|&x| dead(&labels, a, Some((n, x))) && dead(&labels, n, Some((a, x))));
                if let Some(x) = captor {
                    pairs.push((a, n, x));
                    taken.insert(a);
                    taken.insert(n);
                }
            }
        }
        // Permanently inferior cells last, each only where neither it nor
        // its three empty neighbours is filled in this pass (the shape
        // must still be there when it is filled; other fills around it
        // only add stones elsewhere, which keep it).
        // (A shape left for another that took its cells lies within two
        // steps of that one's fill, so the next pass tests it again.)
        let mut shapes = Vec::new();
        if let Some(o) = inferior {
            for c in test.and_not(taken).iter() {
                let Some(around) = inferior_shape(b, &labels[o.index()], c) else {
                    continue;
                };
                if around.iter().any(|&n| taken.contains(n)) {
                    continue;
                }
                taken.insert(c);
                for &n in &around {
                    taken.insert(n);
                }
                shapes.push((c, around, o));
            }
        }
        if dead_cells.is_empty() && pairs.is_empty() && shapes.is_empty() {
            f.labels = Some(Box::new(labels));
            return f;
        }
        let mut added = [Bitboard::EMPTY; 2];
        for (c, color) in dead_cells {
            f.fill(c, color);
            f.dead.insert(c);
            added[color.index()].insert(c);
        }
        for (a, n, x) in pairs {
            for c in [a, n] {
                f.fill(c, x);
                f.captured[x.index()].insert(c);
                added[x.index()].insert(c);
            }
        }
        for (c, [outer, _, other], o) in shapes {
            f.fill(c, o);
            f.inferior[o.index()].insert(c);
            f.guarded[o.index()].insert(outer);
            f.guarded[o.index()].insert(other);
            added[o.index()].insert(c);
        }
        // The next pass, even after a full one, tests only what these
        // fills touched: the rest was tested on the same rings just now.
        // Whether a permanently inferior shape is held reads cells two
        // steps from it too (beyond its outer cells), so with those,
        // every cell within two steps of a fill.
        let mut next = touched(&f.board, added);
        if inferior.is_some() {
            next |= (added[0] | added[1]).dilate(stride).dilate(stride);
        }
        dirty = Some(next);
    }
}

#[cfg(test)]
mod tests;
