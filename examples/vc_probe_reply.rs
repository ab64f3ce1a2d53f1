//! Whether one opponent move more would let H-search prove an edge-to-edge
//! full connection it misses (docs/vc.md, "Round twelve"): on each
//! position read from stdin (`vc_probe`'s lines, `SIZE COLOR b:c3 w:d4
//! ...`), COLOR's connections are built on the filled board; when its
//! edges are not fully joined but have semis, the opponent is put on each
//! cell of the mustplay (the common cells of those semis) in turn and the
//! connections built again. If COLOR then has an edge-to-edge semi (or
//! full) after every such move, the position is a win for COLOR whoever
//! moves: a move outside the mustplay leaves a semi whole, one inside it
//! leaves the semi just found. Each line says whether the edges are joined
//! (`full`, by the build or by that check), the mustplay's size (`m`, 0
//! when not tried), and, when the check fails, the mustplay and the cells
//! after which no semi was found; the last line the count and the time.
//!
//! `vc_probe_reply [FULLS SEMIS EDGE_SEMIS OR_SEMIS OR_DEPTH] < positions`;
//! with `MAXM=K` the check is tried only on mustplays of at most K cells.

use hexbfs::bitboard::Bitboard;
use hexbfs::vc::{Connections, Limits};
use std::io::BufRead;
use std::time::Instant;

#[path = "common/cells.rs"]
mod cells;
#[path = "common/limits.rs"]
mod limits;
#[path = "common/position.rs"]
mod position;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    // Built on the filled board below, so without the fill-in here.
    let limits = limits::from_args(&args, 1, Limits::default(), false);
    let max_m: usize = std::env::var("MAXM")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(usize::MAX);
    let (mut found, mut by_check, mut extra) = (0, 0, 0);
    let start = Instant::now();
    for line in std::io::stdin().lock().lines() {
        let line = line.expect("stdin");
        let (g, color, stones) = position::parse(&line);
        let b = position::board(&g, &stones);
        let names = |bb: Bitboard| cells::names(&g, bb);
        let filled = hexbfs::ice::fill_in(&b).board().clone();
        let vc = Connections::build(&filled, color, &limits);
        let mut full = vc.won() || vc.edges_full().is_some();
        let mut m_size = 0;
        let mut note = String::new();
        if !full {
            let mustplay = vc
                .edge_semis()
                .iter()
                .map(|s| s.carrier)
                .reduce(|a, b| a & b);
            if let Some(m) = mustplay.filter(|m| (m.count() as usize) <= max_m) {
                m_size = m.count() as usize;
                let mut fails = Bitboard::EMPTY;
                for c in m.iter() {
                    let mut after = filled.clone();
                    after.place(color.opponent(), c);
                    extra += 1;
                    let v = Connections::build_from(&after, color, &limits, Some(&vc), None);
                    if !(v.won() || v.edges_full().is_some() || !v.edge_semis().is_empty()) {
                        fails.insert(c);
                    }
                }
                if fails.is_empty() {
                    full = true;
                    by_check += 1;
                } else {
                    note = format!(" mustplay {} fails {}", names(m), names(fails));
                }
            }
        }
        found += full as usize;
        println!("{color} full {full} m {m_size}{note}");
    }
    println!(
        "found {found} (by the check {by_check}) builds after a move {extra} time {:.1} ms",
        start.elapsed().as_secs_f64() * 1e3
    );
}
