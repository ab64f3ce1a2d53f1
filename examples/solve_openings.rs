//! Solves every 1-move opening of an n x n board in process and prints
//! each result with its time and node count.
//!
//! `cargo run --release --example solve_openings -- SIZE [SECONDS [EPSILON
//! [FULLS SEMIS EDGE_SEMIS OR_SEMIS OR_DEPTH]]]` (connection limits default
//! to the solver's); `CELLS=a1,b2` restricts the openings; `NO_FILL=1`
//! turns the inferior-cell fill-in off; `WIDEN=BASE,FACTOR` sets the
//! progressive widening (`WIDEN=off`: none); `MAX_NODES=N` stops each
//! search after `N` df-pn calls (a bound the load does not move, unlike
//! the seconds); `LAZY=0` expands without deferring the mover's
//! connections (`hexbfs::solver::Limits::lazy`); `STATS=1` also prints what the
//! expansions found (`hexbfs::solver::knowledge::Stats`) and the root's
//! children most worked on, with their proof and disproof numbers (from
//! the side to move after the opening's reply).

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
    // WIDEN=BASE,FACTOR (progressive widening; WIDEN=off for none).
    let widening = std::env::var("WIDEN").ok().map(|w| {
        w.split_once(',')
            .map(|(b, f)| (b.parse().expect("base"), f.parse().expect("factor")))
    });
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
            solver.reset_stats();
            let t = Instant::now();
            let clock = Clock::new(Some(Duration::from_secs_f64(secs)), None);
            let o = solver.solve(
                &p,
                &Limits {
                    max_nodes: std::env::var("MAX_NODES")
                        .ok()
                        .map(|n| n.parse().expect("MAX_NODES")),
                    epsilon: eps,
                    lazy: std::env::var("LAZY").map_or(Limits::default().lazy, |v| v != "0"),
                    widening: widening.unwrap_or(Limits::default().widening),
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
            if std::env::var("STATS").is_ok() {
                print_stats(&solver, &p);
            }
        }
    }
    println!("total {:.3}", total.elapsed().as_secs_f64());
}

/// The expansions' counts and the root's ten most worked children.
fn print_stats(solver: &Solver, root: &Position) {
    for c in Color::BOTH {
        println!("  {c} to move: {:?}", solver.stats()[c.index()]);
    }
    let mut children: Vec<_> = root
        .board()
        .empty()
        .iter()
        .filter_map(|m| {
            let mut c = root.clone();
            c.play_index(root.to_move(), m);
            let e = solver.table().get(c.key())?;
            Some((e.work, root.geometry().cell(m), e.bounds))
        })
        .collect();
    children.sort_by_key(|c| std::cmp::Reverse(c.0));
    for (work, cell, b) in children.iter().take(10) {
        let n = |x: u32| {
            if x == hexbfs::solver::INF {
                "inf".to_string()
            } else {
                x.to_string()
            }
        };
        println!("  {cell} work {work} phi {} delta {}", n(b.phi), n(b.delta));
    }
}
