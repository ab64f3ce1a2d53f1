//! Virtual connections: `vc::build` for both colours on 11x11 middle games
//! (positions after 20, 30 and 40 moves of a game hexbfs lost to Wolve, and
//! a random quarter-filled board), and on the empty 11x11 board; and the
//! fill-in the builds of the search's root start from, without a side and
//! for the side to move (whole, and continued from the one without a
//! side, as `root_sided` does), on the middle games.
//!
//! `cargo bench --bench vc`

use criterion::{Criterion, criterion_group, criterion_main};
use hexbfs::bench::played_position;
use hexbfs::board::{Board, Cell, Color, Geometry};
use hexbfs::ice::{fill_in, fill_in_for};
use hexbfs::vc::{Limits, build};
use std::hint::black_box;

/// The moves of `g001.sgf` (11x11, Wolve black, hexbfs white).
const GAME: &str = "j3 f6 e6 d8 c8 b10 c9 c10 d9 d10 f9 e9 f8 e8 g6 g5 f7 e7 i4 h5 \
    i5 h6 i6 j2 h3 h7 i7 h8 i8 h10 j9 j8 i9 i11 k10 k9 j10 i1 g2 g3 h2 h1 g1 h4 i3 j11";

fn after(moves: usize) -> Board {
    let g = Geometry::new(11, 11).unwrap();
    let mut b = Board::new(g.clone());
    for (k, m) in GAME.split_whitespace().take(moves).enumerate() {
        let color = if k % 2 == 0 {
            Color::Black
        } else {
            Color::White
        };
        b.place(color, g.index(m.parse::<Cell>().unwrap()));
    }
    b
}

fn both(b: &Board, limits: &Limits) -> usize {
    Color::BOTH
        .map(|c| build(b, c, limits).counts().0)
        .iter()
        .sum()
}

fn vc(c: &mut Criterion) {
    let limits = Limits::default();
    let mut boards = vec![("empty".to_string(), after(0))];
    for n in [20, 30, 40] {
        boards.push((format!("game after {n}"), after(n)));
    }
    boards.push((
        "random quarter".into(),
        played_position(11, 11, 30, 11030).board().clone(),
    ));
    for (name, b) in &boards {
        c.bench_function(&format!("vc build both/11x11 {name}"), |bench| {
            bench.iter(|| both(black_box(b), &limits))
        });
    }
    for n in [20, 30, 40] {
        let b = after(n);
        let to_move = if n % 2 == 0 {
            Color::Black
        } else {
            Color::White
        };
        c.bench_function(&format!("fill-in/11x11 game after {n}"), |bench| {
            bench.iter(|| fill_in(black_box(&b)).all().count())
        });
        c.bench_function(
            &format!("fill-in for a side/11x11 game after {n}"),
            |bench| bench.iter(|| fill_in_for(black_box(&b), to_move).all().count()),
        );
        let plain = fill_in(&b);
        c.bench_function(
            &format!("fill-in continued for a side/11x11 game after {n}"),
            |bench| bench.iter(|| black_box(&plain).for_side(to_move).all().count()),
        );
    }
}

criterion_group!(benches, vc);
criterion_main!(benches);
