//! Chooses the opening of each board size for play with swap, and writes
//! `src/opening/first_moves.txt`: among the cells the swap map
//! (`hexbfs::opening`) does not swap, the one hexbfs's own search rates best
//! for the first player.
//!
//! `cargo run --release --example swap_openings -- DEPTH [SIZES...]`
//! (no sizes: 1 to 26). For each candidate cell it searches the position
//! "Black stone there, White to move" to DEPTH with the engine's default
//! width and root connections, one thread and no clock (so the result does
//! not depend on the machine), and keeps the cell whose score for White
//! (the sum of the last two depths, see `smoothed`) is lowest; ties go to
//! the cell nearest the centre, then the first in row order. Of two cells related by the half-turn (the same game) only the
//! first in row order is searched. A 1x1 board has no losing cell: its one
//! cell wins at once, so it is the opening. The file goes to stdout, each
//! candidate's score to stderr.

use hexbfs::board::{Cell, Color, Geometry};
use hexbfs::opening::first_stone_wins;
use hexbfs::position::Position;
use hexbfs::search::ordering::centre_distance;
use hexbfs::search::score::is_proven;
use hexbfs::search::{Clock, Params, Searcher};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let depth: u32 = args
        .get(1)
        .and_then(|s| s.parse().ok())
        .expect("usage: swap_openings DEPTH [SIZES...]");
    let sizes: Vec<usize> = if args.len() > 2 {
        args[2..]
            .iter()
            .map(|s| s.parse().expect("a size"))
            .collect()
    } else {
        (1..=26).collect()
    };
    println!("## The opening of each board size when the opponent may swap: N CELL SCORE DEPTH.");
    println!("## Among the cells src/opening.rs does not swap, the one whose position");
    println!("## (Black stone there, White to move) hexbfs's search to DEPTH scores lowest");
    println!("## for White (SCORE: the sum of its last two depths' scores, in eighths of a");
    println!("## stone; a proof alone); ties to the cell nearest the centre.");
    println!(
        "## Made by: cargo run --release --example swap_openings -- {}",
        args[1..].join(" ")
    );
    for n in sizes {
        let (cell, score) = choose(n, depth);
        println!("{n} {cell} {score} {depth}");
    }
}

/// The chosen cell of an n×n board and its score for White.
fn choose(n: usize, depth: u32) -> (Cell, i32) {
    let g = Geometry::new(n, n).expect("size 1..26");
    let candidates: Vec<usize> = (0..n * n)
        .filter(|&k| {
            let (col, row) = (k % n, k / n);
            let turned = (n - 1 - row) * n + (n - 1 - col);
            k <= turned && !first_stone_wins(n, Cell::new(col, row).expect("on the board"))
        })
        .collect();
    if candidates.is_empty() {
        // Only 1x1: the one cell wins at once and cannot be swapped.
        return (Cell::new(0, 0).expect("a1"), 0);
    }
    let params = Params {
        max_depth: depth,
        quick_single_reply: false,
        ..Params::default()
    };
    let mut best: Option<(i32, u32, usize)> = None;
    for k in candidates {
        let cell = Cell::new(k % n, k / n).expect("on the board");
        let index = g.index(cell);
        let mut p = Position::new(g.clone());
        p.play_index(Color::Black, index);
        let started = Instant::now();
        let mut scores = Vec::new();
        // A fresh table per position: each score depends on its position only.
        let report = Searcher::new(16)
            .search(&p, &params, Clock::new(None, None), |r| {
                scores.push(r.score)
            })
            .expect("an open position");
        let score = smoothed(&scores);
        eprintln!(
            "{n}x{n} {cell:<4} score {score:>6} depth {} nodes {:>10} {:.2}s",
            report.depth,
            report.nodes,
            started.elapsed().as_secs_f64()
        );
        let key = (score, centre_distance(&g, index), k);
        if best.is_none_or(|b| key < b) {
            best = Some(key);
        }
    }
    let (score, _, k) = best.expect("a candidate");
    (Cell::new(k % n, k / n).expect("on the board"), score)
}

/// The search's verdict for White from its finished depths: the sum of the
/// last two depths' scores, because the distance score swings with the
/// parity of the depth (the side that moves last looks better); a proven
/// result alone.
fn smoothed(scores: &[i32]) -> i32 {
    match scores {
        [.., s] if is_proven(*s) => *s,
        [.., a, b] => a + b,
        [s] => 2 * s,
        [] => 0,
    }
}
