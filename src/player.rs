//! The difficulty ladder: four ways to choose a move, from a random stone
//! to the full search.
//!
//! - `random`: a random empty cell next to a stone (the centre on an empty board);
//! - `rules`: win now, else take the opponent's only winning cell, else the
//!   best cell of the distance map: the 1988 article's depth-0 player;
//! - `alphabeta`: the search alone, which thinks even about forced moves;
//! - `combined` (default): the rules' instant answers, else the search.
//!
//! With the swap rule on, every level but `random` places the first stone
//! and decides the swap by the swap map ([`swap_rule_move`]).

use crate::board::Color;
use crate::game::{Game, Move};
use crate::opening;
use crate::position::Position;
use crate::rng::Rng;
use crate::search::ordering::{Node, analyse, centre_distance};
use crate::search::{Clock, Params, Report, Searcher};
use std::fmt;
use std::str::FromStr;

/// A rung of the ladder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    Random,
    Rules,
    AlphaBeta,
    Combined,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [
        Level::Random,
        Level::Rules,
        Level::AlphaBeta,
        Level::Combined,
    ];
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(match self {
            Level::Random => "random",
            Level::Rules => "rules",
            Level::AlphaBeta => "alphabeta",
            Level::Combined => "combined",
        })
    }
}

impl FromStr for Level {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Level::ALL
            .into_iter()
            .find(|l| l.to_string().eq_ignore_ascii_case(s))
            .ok_or_else(|| format!("level must be one of random, rules, alphabeta, combined: {s}"))
    }
}

/// A chosen cell (bit index) and the search report behind it, if any.
pub struct Choice {
    pub index: usize,
    pub report: Option<Report>,
}

/// What choosing needs besides the position.
pub struct Context<'a> {
    pub searcher: &'a mut Searcher,
    pub params: Params,
    pub rng: &'a mut Rng,
}

/// Chooses a move for the side to move of an open position (not won, with
/// an empty cell); `on_depth` sees each finished search depth.
pub fn choose(
    level: Level,
    pos: &Position,
    ctx: Context,
    clock: Clock,
    on_depth: impl FnMut(&Report),
) -> Choice {
    match level {
        Level::Random => Choice {
            index: random_cell(pos, ctx.rng),
            report: None,
        },
        Level::Rules => Choice {
            index: rules_cell(pos).0,
            report: None,
        },
        Level::AlphaBeta => search(pos, ctx, clock, on_depth, false),
        Level::Combined => match rules_cell(pos) {
            (index, true) => Choice {
                index,
                report: None,
            },
            _ => search(pos, ctx, clock, on_depth, true),
        },
    }
}

fn search(
    pos: &Position,
    ctx: Context,
    clock: Clock,
    on_depth: impl FnMut(&Report),
    quick_single_reply: bool,
) -> Choice {
    let params = Params {
        quick_single_reply,
        ..ctx.params
    };
    let report = ctx
        .searcher
        .search(pos, &params, clock, on_depth)
        .expect("choose is called on open positions");
    Choice {
        index: pos.geometry().index(report.best),
        report: Some(report),
    }
}

/// The rules player's cell, and whether a rule (win now, only block, lost
/// anyway) decided it rather than the map ranking.
pub fn rules_cell(pos: &Position) -> (usize, bool) {
    match analyse(pos, |_| 0) {
        Node::WinNow(i) | Node::Forced(i) => (i, true),
        Node::Lost(cells) => (cells[0], true),
        Node::Open(moves) => (moves[0], false),
    }
}

/// A random empty cell next to a stone; the centre (or the cell nearest it)
/// on an empty board.
pub fn random_cell(pos: &Position, rng: &mut Rng) -> usize {
    let board = pos.board();
    let g = board.geometry();
    let empty = board.empty();
    let stones = *board.stones(Color::Black) | *board.stones(Color::White);
    let near: Vec<usize> = (stones.dilate(g.stride() as u32) & empty).iter().collect();
    if !near.is_empty() {
        return near[rng.below(near.len())];
    }
    let all: Vec<usize> = empty.iter().collect();
    if stones.is_empty() {
        return *all
            .iter()
            .min_by_key(|&&i| (centre_distance(g, i), i))
            .expect("an open position has an empty cell");
    }
    all[rng.below(all.len())]
}

/// The swap rule's moves, which come from the swap map
/// ([`crate::opening`]) rather than a search: `swap-pieces` when `color`
/// may swap a first stone the map says wins; the map's opening when `color`
/// places the first stone of a game where the opponent may swap it. `None`
/// otherwise (choose as usual, by [`choose`]), on a board that is not
/// square, and at the `random` level, which never swaps and opens in the
/// centre.
pub fn swap_rule_move(level: Level, game: &Game, color: Color) -> Option<Move> {
    if level == Level::Random {
        return None;
    }
    let g = game.geometry();
    if game.check(color, Move::SwapPieces).is_ok() {
        let first = g.cell(game.position().board().stones(Color::Black).first()?);
        return opening::swap(g, first)?.then_some(Move::SwapPieces);
    }
    if game.first_stone_swappable(color) {
        return opening::opening(g).map(Move::Cell);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Cell, Geometry};

    #[test]
    fn levels_parse_in_any_case_and_print_back() {
        for l in Level::ALL {
            assert_eq!(l.to_string().to_uppercase().parse::<Level>(), Ok(l));
        }
        assert!("hard".parse::<Level>().is_err());
    }

    #[test]
    fn random_plays_the_centre_first_then_next_to_stones() {
        let mut p = Position::new(Geometry::new(5, 5).unwrap());
        let mut rng = Rng::new(3);
        let centre = random_cell(&p, &mut rng);
        assert_eq!(p.geometry().cell(centre).to_string(), "c3");
        p.play_index(Color::Black, centre);
        for _ in 0..20 {
            let i = random_cell(&p, &mut rng);
            assert!(p.geometry().neighbours(centre).any(|n| n == i));
        }
    }

    #[test]
    fn rules_block_the_only_winning_cell() {
        let mut p = Position::new(Geometry::new(3, 3).unwrap());
        for (c, s) in [
            (Color::Black, "a1"),
            (Color::Black, "a2"),
            (Color::White, "b2"),
        ] {
            p.play_index(c, p.geometry().index(s.parse::<Cell>().unwrap()));
        }
        p.set_to_move(Color::White);
        let (i, ruled) = rules_cell(&p);
        assert_eq!(
            (p.geometry().cell(i).to_string(), ruled),
            ("a3".into(), true)
        );
    }
}
