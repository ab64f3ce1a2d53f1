//! Proves the winner of 1-move openings with hexbfs's alpha-beta search at
//! full width (an exact search independent of the df-pn solver): how the
//! 5x5 table in `tests/openings/5x5.txt` was computed.
//!
//! `cargo run --release --example alphabeta_openings -- 5 60 a1 b1 ...`
//! (size, seconds per opening, cells; no cells: every opening). Prints
//! `cell winner seconds`, or `cell unproven` when the time runs out.

use hexbfs::board::{Cell, Color, Geometry};
use hexbfs::position::Position;
use hexbfs::search::{Clock, Params, Searcher, null_move};
use std::time::{Duration, Instant};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(5);
    let secs: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(60);
    let g = Geometry::new(n, n).expect("size 1..26");
    let cells: Vec<Cell> = if args.len() > 3 {
        args[3..]
            .iter()
            .map(|c| c.parse().expect("a cell"))
            .collect()
    } else {
        (0..n * n).filter_map(|k| Cell::new(k % n, k / n)).collect()
    };
    let params = Params {
        max_depth: 64,
        width: 64,
        deep_width: 0,
        deep_from: 1,
        frontier_width: 0,
        frontier_plies: 1,
        quick_single_reply: false,
        // Independent of the virtual connections the solver also uses.
        connections: false,
        null_move: null_move::DEFAULT,
        late_reduction: None,
        potential_count: false,
        bridge_walls: false,
        threat_extension: 0,
        fill_plies: 0,
        weights: hexbfs::search::leaves::Weights::DEFAULT,
        order: hexbfs::search::ordering::Order::MAP,
    };
    let mut searcher = Searcher::new(1024);
    for cell in cells {
        let mut p = Position::new(g.clone());
        p.play_index(Color::Black, g.index(cell));
        let t = Instant::now();
        let clock = Clock::new(Some(Duration::from_secs(secs)), None);
        let r = searcher.search(&p, &params, clock, |_| {}).expect("open");
        if r.proven() {
            // The score is White's (White is to move).
            let winner = if r.score > 0 {
                Color::White
            } else {
                Color::Black
            };
            println!("{cell} {winner} {:.1}", t.elapsed().as_secs_f64());
        } else {
            println!("{cell} unproven");
        }
    }
}
