//! Builds connections on positions read from stdin, one a line:
//! `SIZE COLOR b:c3 w:d4 ...`, and prints whether COLOR's edges are fully
//! joined (with the fill-in), with the build time, and last the number
//! of positions joined and the total time. For counting, offline, what
//! `scripts/vc-vs-benzene.py` counts over HTP (docs/vc.md).
//!
//! `cargo run --release --example vc_probe -- [FULLS SEMIS EDGE_SEMIS
//! OR_SEMIS OR_DEPTH] < positions` (limits default to `vc::Limits`'s).

use hexbfs::board::{Board, Cell, Color, Geometry};
use std::io::BufRead;
use std::time::Instant;

#[path = "common/limits.rs"]
mod limits;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let limits = limits::from_args(&args, 1, hexbfs::vc::Limits::default(), true);
    let mut found = 0;
    let mut total = 0.0;
    for line in std::io::stdin().lock().lines() {
        let line = line.expect("stdin");
        let mut w = line.split_whitespace();
        let n: usize = w.next().expect("size").parse().expect("size");
        let color: Color = w.next().expect("color").parse().expect("color");
        let g = Geometry::new(n, n).expect("size");
        let mut b = Board::new(g.clone());
        for m in w {
            let (c, cell) = m.split_once(':').expect("c:cell");
            let c = if c == "b" { Color::Black } else { Color::White };
            let cell: Cell = cell.parse().expect("cell");
            b.place(c, g.index(cell));
        }
        let t = Instant::now();
        let vc = hexbfs::vc::build(&b, color, &limits);
        let dt = t.elapsed().as_secs_f64();
        total += dt;
        let full = vc.edges_full().is_some();
        found += full as usize;
        println!(
            "{color} full {full} semis {} time {:.2} ms counts {:?}",
            vc.edge_semis().len(),
            dt * 1e3,
            vc.counts()
        );
    }
    println!("found {found} time {:.1} ms", total * 1e3);
}
