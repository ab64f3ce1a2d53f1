//! A position: stones, groups, the side to move and the winner, with
//! make/undo of single stones. The search plays on this; [`crate::game::Game`]
//! adds the rules of a whole game (legality, swap, history) on top.

use crate::board::{Board, Cell, Color, Geometry};
use crate::groups::Groups;

/// Stones plus incremental groups and the side to move.
#[derive(Clone, Debug)]
pub struct Position {
    board: Board,
    groups: Groups,
    to_move: Color,
    /// Stones placed, in order, for undo: `(colour, index, side to move before)`.
    stack: Vec<(Color, u16, Color)>,
    winner: Option<Color>,
}

impl Position {
    /// An empty board, Black to move.
    pub fn new(geometry: Geometry) -> Position {
        Position {
            board: Board::new(geometry),
            groups: Groups::new(),
            to_move: Color::Black,
            stack: Vec::new(),
            winner: None,
        }
    }

    #[inline]
    pub fn board(&self) -> &Board {
        &self.board
    }

    #[inline]
    pub fn geometry(&self) -> &Geometry {
        self.board.geometry()
    }

    /// The side to move.
    #[inline]
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// Sets the side to move (controllers set up positions in any order).
    pub fn set_to_move(&mut self, color: Color) {
        self.to_move = color;
    }

    /// The colour whose edges are joined, if any.
    #[inline]
    pub fn winner(&self) -> Option<Color> {
        self.winner
    }

    /// Number of stones placed and not taken back.
    pub fn ply(&self) -> usize {
        self.stack.len()
    }

    /// Hash of stones and side to move: the transposition-table key.
    #[inline]
    pub fn key(&self) -> u64 {
        match self.to_move {
            Color::Black => self.board.hash(),
            Color::White => !self.board.hash(),
        }
    }

    /// The [`Position::key`] after `color` plays at `index` (with the other
    /// colour to move), without playing: the search prefetches the table
    /// slot of a child before it gets there.
    #[inline]
    pub fn key_after(&self, color: Color, index: usize) -> u64 {
        let hash = self.board.hash() ^ crate::board::zobrist(color, index);
        match color.opponent() {
            Color::Black => hash,
            Color::White => !hash,
        }
    }

    /// Puts a stone of `color` on the empty cell at bit index `index`; the
    /// other colour moves next. The caller checks that the cell is empty.
    pub fn play_index(&mut self, color: Color, index: usize) {
        self.board.place(color, index);
        let g = self.board.geometry();
        let own = self.board.stones(color);
        let friends = g.neighbours(index).filter(|&n| own.contains(n));
        self.groups.add_stone(
            color,
            index,
            friends,
            g.first_edge(color).contains(index),
            g.second_edge(color).contains(index),
        );
        self.stack.push((color, index as u16, self.to_move));
        self.to_move = color.opponent();
        if self.winner.is_none() && self.groups.connected(color) {
            self.winner = Some(color);
        }
    }

    /// Plays `cell` for the side to move.
    pub fn play(&mut self, cell: Cell) {
        let index = self.geometry().index(cell);
        self.play_index(self.to_move, index);
    }

    /// Takes back the last stone; `false` when there is none.
    pub fn undo(&mut self) -> bool {
        let Some((color, index, to_move)) = self.stack.pop() else {
            return false;
        };
        self.board.remove(color, index as usize);
        self.groups.undo();
        self.to_move = to_move;
        if self.winner == Some(color) && !self.groups.connected(color) {
            self.winner = None;
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(s: &str) -> Cell {
        s.parse().unwrap()
    }

    #[test]
    fn black_wins_by_joining_top_and_bottom_and_undo_forgets_it() {
        let mut p = Position::new(Geometry::new(3, 3).unwrap());
        for m in ["a1", "c1", "a2", "c2"] {
            p.play(cell(m));
        }
        assert_eq!(p.winner(), None);
        p.play(cell("a3"));
        assert_eq!(p.winner(), Some(Color::Black));
        assert!(p.undo());
        assert_eq!(p.winner(), None);
        assert_eq!(p.to_move(), Color::Black);
    }

    #[test]
    fn white_wins_left_to_right() {
        let mut p = Position::new(Geometry::new(3, 2).unwrap());
        let idx = |s| p.geometry().index(cell(s));
        let (a2, b2, c1) = (idx("a2"), idx("b2"), idx("c1"));
        p.play_index(Color::White, a2);
        p.play_index(Color::White, c1);
        assert_eq!(p.winner(), None);
        p.play_index(Color::White, b2);
        assert_eq!(p.winner(), Some(Color::White));
    }

    /// The key announced before a move is the key after it, for either
    /// colour on every empty cell, whoever was to move (the search
    /// prefetches by it; a wrong key would only waste the prefetch, so the
    /// test is what keeps it useful).
    #[test]
    fn key_after_is_the_key_once_played() {
        let mut rng = crate::rng::Rng::new(11);
        for _ in 0..200 {
            let (w, h) = (1 + rng.below(13), 1 + rng.below(13));
            let mut p = Position::new(Geometry::new(w, h).unwrap());
            let mut cells: Vec<usize> = p.board().empty().iter().collect();
            rng.shuffle(&mut cells);
            let stones = rng.below(cells.len());
            for &i in &cells[..stones] {
                p.play_index(Color::BOTH[rng.below(2)], i);
            }
            p.set_to_move(Color::BOTH[rng.below(2)]);
            for &i in &cells[stones..] {
                for color in Color::BOTH {
                    let expected = p.key_after(color, i);
                    p.play_index(color, i);
                    assert_eq!(p.key(), expected, "{w}x{h}");
                    p.undo();
                }
            }
        }
    }

    #[test]
    fn one_by_one_is_won_by_the_first_stone() {
        let mut p = Position::new(Geometry::new(1, 1).unwrap());
        p.play(cell("a1"));
        assert_eq!(p.winner(), Some(Color::Black));
    }
}
