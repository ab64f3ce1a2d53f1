//! The swap map against the published solutions and brute force, and the
//! engine's use of it through HTP: with swap on it opens on a cell it would
//! not swap itself, and swaps exactly the first stones the map says win.

mod common;

use common::{send, side_to_move_wins};
use hexbfs::board::{Cell, Color, Geometry, MAX_SIZE};
use hexbfs::game::{Game, Move};
use hexbfs::htp::{Session, Settings};
use hexbfs::opening::{self, Source, first_stone_wins};
use hexbfs::player::{Level, swap_rule_move};
use hexbfs::position::Position;

/// The winners of every opening in `tests/openings/NxN.txt`: whether
/// Black's first stone on the cell wins.
fn published(n: usize) -> Vec<(Cell, bool)> {
    let path = format!("{}/tests/openings/{n}x{n}.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap();
    let rows: Vec<(Cell, bool)> = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let (cell, winner) = l.split_once(' ').unwrap();
            (
                cell.parse().unwrap(),
                winner.parse::<Color>().unwrap() == Color::Black,
            )
        })
        .collect();
    assert_eq!(rows.len(), n * n);
    rows
}

fn cells(n: usize) -> impl Iterator<Item = Cell> {
    (0..n * n).map(move |k| Cell::new(k % n, k / n).unwrap())
}

/// A session on an n×n board with swap on, searching one ply (the tests
/// look at the swap decisions, not at the search).
fn session(n: usize, level: &str) -> Session {
    let mut s = Session::new(Settings::default());
    for line in [
        format!("boardsize {n}"),
        "param_game allow_swap 1".into(),
        "param_hexbfs max_depth 1".into(),
        format!("param_hexbfs level {level}"),
    ] {
        send(&mut s, &line).unwrap();
    }
    s
}

#[test]
fn five_to_eight_answer_exactly_the_published_tables() {
    for n in 5..=8 {
        assert_eq!(opening::source(n), Source::Solved);
        for (cell, wins) in published(n) {
            assert_eq!(first_stone_wins(n, cell), wins, "{n}x{n} {cell}");
        }
    }
}

#[test]
fn one_to_four_answer_as_brute_force_does() {
    for n in 1..=4 {
        assert_eq!(opening::source(n), Source::Solved);
        for cell in cells(n) {
            let g = Geometry::new(n, n).unwrap();
            let mut p = Position::new(g.clone());
            p.play_index(Color::Black, g.index(cell));
            let black_wins = p.winner() == Some(Color::Black)
                || !side_to_move_wins(&mut p, &mut Default::default());
            assert_eq!(first_stone_wins(n, cell), black_wins, "{n}x{n} {cell}");
        }
    }
}

#[test]
fn every_size_opens_on_a_cell_it_would_not_swap() {
    for n in 1..=MAX_SIZE {
        let mut s = session(n, "combined");
        let reply = send(&mut s, "genmove b").unwrap();
        let cell: Cell = reply.parse().unwrap();
        assert!(!first_stone_wins(n, cell) || n == 1, "{n}x{n} opens {cell}");
        if n == 1 {
            // The one cell joins both edges at once: nothing left to swap.
            assert_eq!(s.game().winner(), Some(Color::Black));
            continue;
        }
        // Its own decision as the second player: no swap.
        let answer = send(&mut s, "genmove w").unwrap();
        assert_ne!(
            answer, "swap-pieces",
            "{n}x{n} swaps its own opening {cell}"
        );
    }
}

#[test]
fn five_to_eight_swap_exactly_the_published_winners() {
    for n in 5..=8 {
        for (cell, wins) in published(n) {
            let mut s = session(n, "combined");
            send(&mut s, &format!("play b {cell}")).unwrap();
            let reply = send(&mut s, "genmove w").unwrap();
            assert_eq!(reply == "swap-pieces", wins, "{n}x{n} {cell}: {reply}");
        }
    }
}

#[test]
fn the_searching_levels_and_rules_open_and_swap_by_the_map() {
    for n in [2, 7, 11, 19] {
        let g = Geometry::new(n, n).unwrap();
        let open = opening::opening(&g).unwrap();
        for level in ["rules", "alphabeta", "combined"] {
            let mut s = session(n, level);
            assert_eq!(send(&mut s, "genmove b").unwrap(), open.to_string());
            for cell in cells(n).step_by(5) {
                let mut s = session(n, level);
                send(&mut s, &format!("play b {cell}")).unwrap();
                let reply = send(&mut s, "reg_genmove w").unwrap();
                let swaps = first_stone_wins(n, cell);
                assert_eq!(reply == "swap-pieces", swaps, "{level} {n}x{n} {cell}");
            }
        }
    }
}

#[test]
fn random_keeps_its_centre_and_never_swaps() {
    let mut s = session(9, "random");
    assert_eq!(send(&mut s, "genmove b").unwrap(), "e5");
    assert_ne!(send(&mut s, "genmove w").unwrap(), "swap-pieces");
    let mut g = Game::new(Geometry::new(9, 9).unwrap());
    g.set_allow_swap(true);
    assert_eq!(swap_rule_move(Level::Random, &g, Color::Black), None);
}

#[test]
fn nothing_comes_from_the_map_without_swap_or_a_square_board() {
    for (w, h, swap) in [(9, 9, false), (9, 8, true)] {
        let mut g = Game::new(Geometry::new(w, h).unwrap());
        g.set_allow_swap(swap);
        assert_eq!(swap_rule_move(Level::Combined, &g, Color::Black), None);
        g.try_play(Color::Black, Move::Cell("e5".parse().unwrap()))
            .unwrap();
        assert_eq!(swap_rule_move(Level::Combined, &g, Color::White), None);
    }
    // A first stone of White's (a set-up) is never swapped or chosen by the map.
    let mut g = Game::new(Geometry::new(9, 9).unwrap());
    g.set_allow_swap(true);
    assert_eq!(swap_rule_move(Level::Combined, &g, Color::White), None);
    g.try_play(Color::White, Move::Cell("e5".parse().unwrap()))
        .unwrap();
    assert_eq!(swap_rule_move(Level::Combined, &g, Color::Black), None);
}

#[test]
fn the_centre_is_swapped_from_nine_to_twenty_six() {
    // The complaint: the 9x9 centre was not swapped at 1 s, and the
    // 11x11 centre was opened with and then swapped.
    for n in 9..=MAX_SIZE {
        let centre = Cell::new(n / 2, n / 2).unwrap();
        let mut s = session(n, "combined");
        send(&mut s, &format!("play b {centre}")).unwrap();
        assert_eq!(send(&mut s, "genmove w").unwrap(), "swap-pieces", "{n}x{n}");
    }
}
