//! `hexbfs bench`: fixed positions searched to a fixed depth. The total node
//! count is the search's signature (it changes exactly when the search
//! changes what it visits); nodes per second measure speed on the same run.

use crate::board::{Color, Geometry};
use crate::player::{random_cell, rules_cell};
use crate::position::Position;
use crate::rng::Rng;
use crate::search::{Clock, Params, Searcher};
use std::time::{Duration, Instant};

/// One bench position: a name and the position.
pub struct BenchPosition {
    pub name: String,
    pub position: Position,
}

/// A deterministic game of `stones` stones: mostly the rules player's
/// choice, one move in three a random stone next to the others, so that
/// positions look played but vary. Moves that would end the game are skipped.
pub fn played_position(width: usize, height: usize, stones: usize, seed: u64) -> Position {
    let mut p = Position::new(Geometry::new(width, height).expect("bench sizes are valid"));
    let mut rng = Rng::new(seed);
    let mut tries = 0;
    while p.ply() < stones && tries < 10 * stones {
        tries += 1;
        let index = if rng.below(3) == 0 {
            random_cell(&p, &mut rng)
        } else {
            rules_cell(&p).0
        };
        let me = p.to_move();
        p.play_index(me, index);
        if p.winner().is_some() {
            p.undo();
            // Give the move to the other side to keep the game open.
            p.set_to_move(me.opponent());
        }
    }
    p
}

/// The fixed set: empty, opening and middle game on 9x9, 11x11, 13x13, 19x19.
pub fn positions() -> Vec<BenchPosition> {
    let mut out = Vec::new();
    for n in [9, 11, 13, 19] {
        for (label, stones) in [("empty", 0), ("opening", 4), ("middle", n * n / 4)] {
            out.push(BenchPosition {
                name: format!("{n}x{n} {label}"),
                position: played_position(n, n, stones, n as u64 * 1000 + stones as u64),
            });
        }
    }
    out
}

/// One line of the bench.
pub struct BenchLine {
    pub name: String,
    pub stones: u32,
    pub to_move: Color,
    pub nodes: u64,
    pub time: Duration,
}

/// Searches every bench position to `depth` with one searcher whose table
/// has `table_mb` MB, and default width.
///
/// The positions are searched twice and only the second pass is timed. A
/// fresh table is allocated zeroed by the system, page by page as the search
/// first touches it; at depth 4 that first touch cost more than the search
/// itself (11x11 middle game: about 0.2-0.4 million nodes/s with a fresh
/// 32 MB table against 1.1 million with a 1 MB one), and an engine pays it
/// once per game, not per move. The second pass touches the same slots (the
/// searches are deterministic) and finds them mapped. Each search starts a
/// new table generation and clears its history and killers, so node counts
/// are those of a fresh searcher: the signature does not depend on the
/// warm-up.
pub fn run(depth: u32, table_mb: usize) -> Vec<BenchLine> {
    let params = Params {
        max_depth: depth,
        quick_single_reply: false,
        // The bench measures the alpha-beta core and its node counts; the
        // H-search builds at the root would dominate both.
        connections: false,
        ..Params::default()
    };
    let positions = positions();
    let mut searcher = Searcher::new(table_mb);
    for b in &positions {
        searcher.search(&b.position, &params, Clock::new(None, None), |_| {});
    }
    positions
        .into_iter()
        .map(|b| {
            let start = Instant::now();
            let report = searcher.search(&b.position, &params, Clock::new(None, None), |_| {});
            BenchLine {
                name: b.name,
                stones: b.position.board().stone_count(),
                to_move: b.position.to_move(),
                nodes: report.map_or(0, |r| r.nodes),
                time: start.elapsed(),
            }
        })
        .collect()
}

/// The bench table, with the signature and overall nodes/s last.
pub fn report(lines: &[BenchLine], depth: u32) -> String {
    let mut out = format!(
        "{:<16} {:>6} {:>6} {:>6} {:>12} {:>10} {:>12}\n",
        "position", "stones", "move", "depth", "nodes", "ms", "nodes/s"
    );
    for l in lines {
        out.push_str(&format!(
            "{:<16} {:>6} {:>6} {:>6} {:>12} {:>10.1} {:>12.0}\n",
            l.name,
            l.stones,
            l.to_move.to_string(),
            depth,
            l.nodes,
            l.time.as_secs_f64() * 1e3,
            l.nodes as f64 / l.time.as_secs_f64().max(1e-9)
        ));
    }
    let nodes: u64 = lines.iter().map(|l| l.nodes).sum();
    let time: f64 = lines.iter().map(|l| l.time.as_secs_f64()).sum();
    out.push_str(&format!(
        "signature {nodes}\nnodes/s {:.0}\n",
        nodes as f64 / time.max(1e-9)
    ));
    out
}
