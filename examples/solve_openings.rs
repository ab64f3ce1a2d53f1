//! Solves every 1-move opening of an n x n board in process and prints
//! each result with its time and node count.
//!
//! `cargo run --release --example solve_openings -- SIZE [SECONDS [EPSILON
//! [FULLS SEMIS EDGE_SEMIS OR_SEMIS OR_DEPTH]]]` (connection limits default
//! to the solver's); `CELLS=a1,b2` restricts the openings; `NO_FILL=1`
//! turns the inferior-cell fill-in off.

use hexbfs::board::{Color, Geometry};
use hexbfs::position::Position;
use hexbfs::search::Clock;
use hexbfs::solver::{Limits, Solver};
use std::time::{Duration, Instant};

#[path = "common/limits.rs"]
mod limits;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(5);
    let secs: f64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(10.0);
    let g = Geometry::new(n, n).expect("size");
    let vc = limits::from_args(
        &args,
        4,
        hexbfs::solver::knowledge::solver_limits(),
        std::env::var("NO_FILL").is_err(),
    );
    eprintln!("{vc:?}");
    let mut solver = Solver::with_connections(256, Some(vc));
    let eps: f64 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(0.25);
    let total = Instant::now();
    for row in 0..n {
        for col in 0..n {
            let mut p = Position::new(g.clone());
            let cell = hexbfs::board::Cell::new(col, row).unwrap();
            if let Ok(only) = std::env::var("CELLS")
                && !only.split(',').any(|c| c == cell.to_string())
            {
                continue;
            }
            p.play_index(Color::Black, g.index(cell));
            solver.clear();
            let t = Instant::now();
            let clock = Clock::new(Some(Duration::from_secs_f64(secs)), None);
            let o = solver.solve(
                &p,
                &Limits {
                    epsilon: eps,
                    ..Limits::default()
                },
                clock,
                &mut |_| {},
            );
            println!(
                "{cell} {} nodes {} time {:.3}",
                o.winner.map_or("?".to_string(), |c| c.to_string()),
                o.nodes,
                t.elapsed().as_secs_f64()
            );
        }
    }
    println!("total {:.3}", total.elapsed().as_secs_f64());
}
