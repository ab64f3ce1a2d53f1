//! A game: a position plus the rules that the protocol exposes: legality
//! with reasons, the swap rule, move history and undo.
//!
//! Turn order is not enforced (controllers set up positions by playing either
//! colour in any order); the side to move is the opponent of the last mover,
//! except after `swap-sides`, which hands the move back to White.

use crate::board::{Cell, Color, Geometry};
use crate::position::Position;
use std::fmt;
use std::str::FromStr;

/// A move as the protocol names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// A stone on a cell.
    Cell(Cell),
    /// The first stone is mirrored across the long diagonal and changes colour;
    /// Black moves next.
    SwapPieces,
    /// The players exchange colours; the board stays; White moves next.
    SwapSides,
    /// The mover gives up; it changes nothing on the board.
    Resign,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Move::Cell(c) => c.fmt(f),
            Move::SwapPieces => f.write_str("swap-pieces"),
            Move::SwapSides => f.write_str("swap-sides"),
            Move::Resign => f.write_str("resign"),
        }
    }
}

impl FromStr for Move {
    type Err = crate::board::ParseCellError;

    /// A cell, `swap-pieces`, `swap-sides` (also `swap`, as HexGui reads it)
    /// or `resign`, in any case.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "swap-pieces" => Ok(Move::SwapPieces),
            "swap-sides" | "swap" => Ok(Move::SwapSides),
            "resign" => Ok(Move::Resign),
            _ => s.parse().map(Move::Cell),
        }
    }
}

/// Why a move was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalReason {
    Occupied,
    OffBoard,
    GameOver,
    SwapNotAllowed,
    SwapNotNow,
    SwapNeedsSquareBoard,
}

impl fmt::Display for IllegalReason {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(match self {
            IllegalReason::Occupied => "occupied",
            IllegalReason::OffBoard => "off board",
            IllegalReason::GameOver => "game over",
            IllegalReason::SwapNotAllowed => "swap not allowed: param_game allow_swap 0",
            IllegalReason::SwapNotNow => "swap only as White's reply to Black's first stone",
            IllegalReason::SwapNeedsSquareBoard => "swap-pieces needs a square board",
        })
    }
}

/// A refused move with its reason: `illegal move: black a1 (occupied)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IllegalMove {
    pub color: Color,
    pub mv: Move,
    pub reason: IllegalReason,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(
            f,
            "illegal move: {} {} ({})",
            self.color, self.mv, self.reason
        )
    }
}

impl std::error::Error for IllegalMove {}

/// One entry of the history.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Played {
    color: Color,
    mv: Move,
    to_move_before: Color,
}

/// A game in progress.
#[derive(Clone, Debug)]
pub struct Game {
    position: Position,
    history: Vec<Played>,
    allow_swap: bool,
}

impl Game {
    /// An empty board of the given shape, Black to move, swap off.
    pub fn new(geometry: Geometry) -> Game {
        Game {
            position: Position::new(geometry),
            history: Vec::new(),
            allow_swap: false,
        }
    }

    /// Empties the board, keeping its size and the swap setting.
    pub fn clear(&mut self) {
        *self = Game {
            allow_swap: self.allow_swap,
            ..Game::new(self.geometry().clone())
        };
    }

    #[inline]
    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn geometry(&self) -> &Geometry {
        self.position.geometry()
    }

    pub fn to_move(&self) -> Color {
        self.position.to_move()
    }

    pub fn winner(&self) -> Option<Color> {
        self.position.winner()
    }

    pub fn allow_swap(&self) -> bool {
        self.allow_swap
    }

    pub fn set_allow_swap(&mut self, allow: bool) {
        self.allow_swap = allow;
    }

    /// The moves played so far, with their colours.
    pub fn moves(&self) -> impl Iterator<Item = (Color, Move)> + '_ {
        self.history.iter().map(|p| (p.color, p.mv))
    }

    /// Number of moves in the history.
    pub fn move_count(&self) -> usize {
        self.history.len()
    }

    /// Whether `color` may swap now: swap on, `color` is White, and the one
    /// move so far is a Black stone. A position set up by the controller
    /// (a White stone first, as HexGui sends after a human swap-pieces)
    /// never allows a swap.
    pub fn can_swap(&self, color: Color) -> bool {
        self.allow_swap
            && color == Color::White
            && matches!(
                self.history[..],
                [Played {
                    color: Color::Black,
                    mv: Move::Cell(_),
                    ..
                }]
            )
            && self.winner().is_none()
    }

    /// Whether a stone `color` places now may be swapped by the opponent
    /// (the other side of [`Game::can_swap`]): swap on, `color` is Black,
    /// and nothing has been played yet.
    pub fn first_stone_swappable(&self, color: Color) -> bool {
        self.allow_swap
            && color == Color::Black
            && self.history.is_empty()
            && self.winner().is_none()
    }

    /// Checks `mv` for `color` without playing it.
    pub fn check(&self, color: Color, mv: Move) -> Result<(), IllegalMove> {
        let refuse = |reason| Err(IllegalMove { color, mv, reason });
        match mv {
            Move::Resign => Ok(()),
            _ if self.winner().is_some() => refuse(IllegalReason::GameOver),
            Move::Cell(c) if !self.geometry().contains(c) => refuse(IllegalReason::OffBoard),
            Move::Cell(c) if self.position.board().get(c).is_some() => {
                refuse(IllegalReason::Occupied)
            }
            Move::Cell(_) => Ok(()),
            Move::SwapPieces | Move::SwapSides if !self.allow_swap => {
                refuse(IllegalReason::SwapNotAllowed)
            }
            Move::SwapPieces | Move::SwapSides if !self.can_swap(color) => {
                refuse(IllegalReason::SwapNotNow)
            }
            Move::SwapPieces if self.geometry().width() != self.geometry().height() => {
                refuse(IllegalReason::SwapNeedsSquareBoard)
            }
            Move::SwapPieces | Move::SwapSides => Ok(()),
        }
    }

    /// Plays `mv` for `color` if it is legal; otherwise nothing changes.
    /// `resign` is accepted and changes nothing.
    pub fn try_play(&mut self, color: Color, mv: Move) -> Result<(), IllegalMove> {
        self.check(color, mv)?;
        let to_move_before = self.to_move();
        match mv {
            Move::Resign => return Ok(()),
            Move::Cell(c) => {
                let index = self.geometry().index(c);
                self.position.play_index(color, index);
            }
            Move::SwapPieces => {
                let (first_color, first) = self.first_stone();
                self.position.undo();
                let index = self.geometry().index(first.mirrored());
                self.position.play_index(first_color.opponent(), index);
                self.position.set_to_move(first_color);
            }
            Move::SwapSides => self.position.set_to_move(Color::White),
        }
        self.history.push(Played {
            color,
            mv,
            to_move_before,
        });
        Ok(())
    }

    fn first_stone(&self) -> (Color, Cell) {
        match self.history[0] {
            Played {
                color,
                mv: Move::Cell(c),
                ..
            } => (color, c),
            _ => unreachable!("swap is checked to follow a stone"),
        }
    }

    /// Takes back the last move; `false` when there is none.
    pub fn undo(&mut self) -> bool {
        let Some(last) = self.history.pop() else {
            return false;
        };
        match last.mv {
            Move::Cell(_) => {
                self.position.undo();
            }
            Move::SwapPieces => {
                self.position.undo();
                let (color, cell) = self.first_stone();
                let index = self.geometry().index(cell);
                self.position.play_index(color, index);
            }
            Move::SwapSides | Move::Resign => {}
        }
        self.position.set_to_move(last.to_move_before);
        true
    }

    /// Every empty cell, or nothing once the game is won.
    pub fn legal_cells(&self) -> Vec<Cell> {
        if self.winner().is_some() {
            return Vec::new();
        }
        let g = self.geometry();
        self.position
            .board()
            .empty()
            .iter()
            .map(|i| g.cell(i))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(n: usize) -> Game {
        Game::new(Geometry::new(n, n).unwrap())
    }

    fn play(g: &mut Game, color: Color, s: &str) -> Result<(), IllegalMove> {
        g.try_play(color, s.parse().unwrap())
    }

    #[test]
    fn occupied_and_off_board_are_refused_with_reasons() {
        let mut g = game(5);
        play(&mut g, Color::Black, "a1").unwrap();
        let e = play(&mut g, Color::White, "A1").unwrap_err();
        assert_eq!(e.to_string(), "illegal move: white a1 (occupied)");
        let e = play(&mut g, Color::White, "f1").unwrap_err();
        assert_eq!(e.reason, IllegalReason::OffBoard);
        assert_eq!(g.move_count(), 1);
    }

    #[test]
    fn swap_pieces_mirrors_and_recolours_and_undo_restores() {
        let mut g = game(5);
        g.set_allow_swap(true);
        play(&mut g, Color::Black, "c2").unwrap();
        let before = g.position().board().clone();
        play(&mut g, Color::White, "swap-pieces").unwrap();
        let b3 = "b3".parse().unwrap();
        assert_eq!(g.position().board().get(b3), Some(Color::White));
        assert_eq!(g.position().board().stone_count(), 1);
        assert_eq!(g.to_move(), Color::Black);
        assert!(g.undo());
        assert_eq!(g.position().board(), &before);
        assert_eq!(g.to_move(), Color::White);
    }

    #[test]
    fn swap_sides_keeps_the_board_and_white_moves_next() {
        let mut g = game(5);
        g.set_allow_swap(true);
        play(&mut g, Color::Black, "c2").unwrap();
        play(&mut g, Color::White, "swap-sides").unwrap();
        assert_eq!(g.to_move(), Color::White);
        assert_eq!(g.position().board().stone_count(), 1);
        let e = play(&mut g, Color::Black, "swap-sides").unwrap_err();
        assert_eq!(e.reason, IllegalReason::SwapNotNow);
    }

    #[test]
    fn swap_needs_allow_swap_and_the_second_move() {
        let mut g = game(5);
        let e = play(&mut g, Color::White, "swap-pieces").unwrap_err();
        assert_eq!(e.reason, IllegalReason::SwapNotAllowed);
        g.set_allow_swap(true);
        let e = play(&mut g, Color::White, "swap-pieces").unwrap_err();
        assert_eq!(e.reason, IllegalReason::SwapNotNow);
    }

    #[test]
    fn only_white_swaps_and_only_a_black_first_stone() {
        let mut g = game(5);
        g.set_allow_swap(true);
        // A set-up position: a White stone alone (HexGui after a human swap).
        play(&mut g, Color::White, "c3").unwrap();
        for (color, mv) in [(Color::Black, "swap-pieces"), (Color::White, "swap-sides")] {
            let e = play(&mut g, color, mv).unwrap_err();
            assert_eq!(e.reason, IllegalReason::SwapNotNow);
        }
        g.clear();
        play(&mut g, Color::Black, "c3").unwrap();
        let e = play(&mut g, Color::Black, "swap-pieces").unwrap_err();
        assert_eq!(e.reason, IllegalReason::SwapNotNow);
        assert!(play(&mut g, Color::White, "swap-pieces").is_ok());
    }

    #[test]
    fn no_moves_after_the_game_is_won_but_resign_is_accepted() {
        let mut g = game(1);
        play(&mut g, Color::Black, "a1").unwrap();
        assert_eq!(g.winner(), Some(Color::Black));
        assert!(g.legal_cells().is_empty());
        assert!(play(&mut g, Color::White, "resign").is_ok());
        assert_eq!(g.move_count(), 1);
    }
}
