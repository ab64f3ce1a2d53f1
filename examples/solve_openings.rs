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
//! connections (`hexbfs::solver::Limits::lazy`); `PROOF_SIBLINGS=0` keeps
//! the moves outside a refutation's proof set
//! (`hexbfs::solver::Limits::proof_siblings`); `STATS=1` also prints what the
//! expansions found (`hexbfs::solver::knowledge::Stats`) and the root's
//! children most worked on, with their proof and disproof numbers (from
//! the side to move after the opening's reply); `PROOF=1` also prints the
//! size of the proof the table holds for each solved opening (see
//! `print_proof`); `TT_MB=N` sizes the solver (256 unless given);
//! `ESTIMATE=D` estimates the children's numbers of moves from the
//! parent's connections, `D` where they say nothing, instead of visiting
//! each child once (`ESTIMATE=empty`: the child's empty cells after the
//! parent's fill-in where they say nothing; `ESTIMATE=half`: half of
//! them; `ESTIMATE=semi`: the smallest
//! carrier of a semi from the cell to an edge, else the empty cells;
//! `ESTIMATE=R/O`: R% of the empty cells at the nodes of the root's side
//! to move, O% at its opponent's; `ESTIMATE=off`: the old way; `half` unless given;
//! `hexbfs::solver::Limits::estimate`);
//! `OR_BY_CELLS=1` runs the OR rule by cells
//! (`hexbfs::vc::Limits::or_by_cells`);
//! `THREADS=N` expands ahead on `N - 1` more threads (`param_dfpn
//! threads`; the calls and counts are the same, the counts of the work
//! ahead go to stderr with `STATS=1`).

use hexbfs::board::{Color, Geometry};
use hexbfs::position::Position;
use hexbfs::search::Clock;
use hexbfs::solver::{Estimate, Limits, Solver};
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
    let mb = std::env::var("TT_MB")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(256);
    let mut solver = Solver::with_connections(mb, Some(vc.clone()));
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
                    estimate: std::env::var("ESTIMATE").map_or(Limits::default().estimate, |v| {
                        (v != "off").then(|| {
                            Estimate::by_name(&v)
                                .unwrap_or_else(|| Estimate::Constant(v.parse().expect("ESTIMATE")))
                        })
                    }),
                    widening: widening.unwrap_or(Limits::default().widening),
                    proof_siblings: std::env::var("PROOF_SIBLINGS")
                        .map_or(Limits::default().proof_siblings, |v| v != "0"),
                    estimate_threats: std::env::var("ESTIMATE_THREATS").is_ok_and(|v| v != "0"),
                    threads: std::env::var("THREADS")
                        .ok()
                        .map_or(1, |n| n.parse().expect("THREADS")),
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
                if let Some(c) = solver.ahead_counts() {
                    eprintln!("{cell} ahead (since the first opening): {c:?}");
                }
            }
            if o.winner.is_some() && std::env::var("PROOF").is_ok() {
                print_proof(&solver, &p, &vc);
            }
        }
    }
    println!("total {:.3}", total.elapsed().as_secs_f64());
}

/// The size of the proof the table holds for the solved `root`: the
/// positions of the tree that follows the stored winning move at each won
/// position and every move the expansion keeps at each lost one (each
/// position once, transpositions merged). A lost position's move whose
/// child the table does not hold solved was dropped by the sibling
/// pruning (or its entry pushed out); a won position whose winning
/// move's child is not stored solved was decided by its knowledge. Set
/// beside the df-pn calls, it says how much of the search the proof
/// needed: the rest went into moves that did not win and into numbers.
fn print_proof(solver: &Solver, root: &Position, vc: &hexbfs::vc::Limits) {
    use hexbfs::solver::knowledge::{Expansion, expand};
    use std::collections::HashSet;
    let table = solver.table();
    let mut seen = HashSet::new();
    let (mut won, mut lost, mut decided, mut dropped) = (0u64, 0u64, 0u64, 0u64);
    let mut stack = vec![root.clone()];
    while let Some(pos) = stack.pop() {
        if pos.winner().is_some() || !seen.insert(pos.key()) {
            continue;
        }
        let Some(e) = table.get(pos.key()).filter(|e| e.bounds.solved()) else {
            dropped += 1;
            continue;
        };
        let me = pos.to_move();
        if e.bounds.is_win() {
            won += 1;
            let Some(m) = e.best else {
                decided += 1;
                continue;
            };
            let mut c = pos.clone();
            c.play_index(me, usize::from(m));
            if c.winner().is_none() && !table.get(c.key()).is_some_and(|e| e.bounds.is_loss()) {
                decided += 1;
                continue;
            }
            stack.push(c);
        } else {
            lost += 1;
            let Expansion::Moves(moves) = expand(&pos, Some(vc)) else {
                decided += 1;
                continue;
            };
            for m in moves {
                let mut c = pos.clone();
                c.play_index(me, m);
                if c.winner().is_some() || table.get(c.key()).is_some_and(|e| e.bounds.is_win()) {
                    stack.push(c);
                } else {
                    dropped += 1;
                }
            }
        }
    }
    println!(
        "  proof: {} positions ({won} won, {lost} lost; {decided} decided by knowledge), {dropped} moves not in it",
        won + lost
    );
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
