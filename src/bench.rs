//! `hexbfs bench`: positions from real games, each searched to its own
//! fixed depth. The total node count is the search's signature (it changes
//! exactly when the search changes what it visits); nodes per second
//! measure speed on the same run, in total and per board size.
//!
//! The positions ([`POSITIONS`], `src/bench-positions.txt`) come from
//! hexbfs's games against Wolve (9x9, 11x11) and from self-play (13x13,
//! 19x19): openings, middle games and late middle games, none decided
//! within its depth, each depth chosen so that the search takes about 0.2 s
//! or more on an idle machine (timer noise and start-up costs do not
//! matter at that length).

use crate::board::{Cell, Color, Geometry};
use crate::player::{random_cell, rules_cell};
use crate::position::Position;
use crate::rng::Rng;
use crate::search::{Clock, Params, Searcher};
use std::time::{Duration, Instant};

/// One bench position: a name, the depth it is searched to and the position.
#[derive(Debug)]
pub struct BenchPosition {
    pub name: String,
    pub depth: u32,
    pub position: Position,
}

/// The bench's positions, one a line: name, board size, depth, then the
/// moves of the game up to the position (`#` starts a comment).
pub const POSITIONS: &str = include_str!("bench-positions.txt");

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

/// Parses a positions file ([`POSITIONS`]'s format). The moves are played
/// by the rules, alternating from Black; a move on a taken cell, off the
/// board or after the game ended is an error, and so is a finished game.
pub fn parse_positions(text: &str) -> Result<Vec<BenchPosition>, String> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let err = |what: &str| format!("bench positions line {}: {what}: {line}", n + 1);
        let mut words = line.split_whitespace();
        let name = words.next().ok_or_else(|| err("no name"))?.to_string();
        let size: usize = words
            .next()
            .and_then(|w| w.parse().ok())
            .ok_or_else(|| err("no board size"))?;
        let depth: u32 = words
            .next()
            .and_then(|w| w.parse().ok())
            .filter(|d| (1..=crate::search::MAX_DEPTH).contains(d))
            .ok_or_else(|| err("no depth in 1..64"))?;
        let geometry = Geometry::new(size, size).map_err(|e| err(&e.to_string()))?;
        let mut position = Position::new(geometry);
        for word in words {
            let cell: Cell = word.parse().map_err(|_| err("bad move"))?;
            let g = position.geometry();
            if !g.contains(cell)
                || position.board().get(cell).is_some()
                || position.winner().is_some()
            {
                return Err(err(&format!("illegal move {word}")));
            }
            position.play(cell);
        }
        if position.winner().is_some() {
            return Err(err("the game is over"));
        }
        out.push(BenchPosition {
            name,
            depth,
            position,
        });
    }
    Ok(out)
}

/// The bench's positions, parsed.
pub fn positions() -> Vec<BenchPosition> {
    parse_positions(POSITIONS).expect("the bench positions parse (tested)")
}

/// One line of the bench.
pub struct BenchLine {
    pub name: String,
    /// Board size (width = height).
    pub size: usize,
    pub stones: u32,
    pub to_move: Color,
    pub depth: u32,
    pub nodes: u64,
    /// The main thread's nodes to its last finished depth (with one
    /// thread, all of them): with helpers, fewer than alone measures how
    /// much the shared table saved it, whatever the machine's load.
    pub main_nodes: u64,
    pub time: Duration,
    /// Whether the search proved a result (a bench position should not).
    pub proven: bool,
}

/// Searches every one of `positions` to its depth (or to `depth` for all, if
/// given) with one searcher on `threads` threads whose table has
/// `table_mb` MB, and default width.
///
/// A fresh table is allocated zeroed by the system, page by page as the
/// search first touches it; at depth 4 that first touch once cost more than
/// the search itself (11x11 middle game: about 0.2-0.4 million nodes/s with
/// a fresh 32 MB table against 1.1 million with a 1 MB one), and an engine
/// pays it once per game, not per move. So the table's pages are written
/// once before the timed searches. Each search starts a new table
/// generation and clears its history and killers, so node counts are those
/// of a fresh searcher: with one thread the signature depends only on the
/// positions, depths, width and search code. The virtual connections the
/// engine builds at the root are off: the bench measures the alpha-beta core
/// and its node counts, which one H-search build per search would dominate.
/// `search` gives the leaf's settings (`potential_count`, `bridge_walls`,
/// `weights`: `--potential-count`, `--bridge-walls`, `--potential-weight`,
/// `--potential-cap`, `--cells-weight`), the move order (`order`:
/// `--order`, `--order-plies`) and the widths (`width`, `deep_width`,
/// `deep_from`, `frontier_width`, `frontier_plies`: `--width`,
/// `--deep-width`, `--deep-plies`, `--frontier-width`,
/// `--frontier-plies`); its other
/// fields are the bench's own.
pub fn run(
    positions: Vec<BenchPosition>,
    depth: Option<u32>,
    table_mb: usize,
    threads: usize,
    search: &Params,
) -> Vec<BenchLine> {
    let mut searcher = Searcher::new(table_mb);
    searcher.set_threads(threads);
    searcher.touch_table();
    positions
        .into_iter()
        .map(|b| {
            let params = Params {
                max_depth: depth.unwrap_or(b.depth),
                quick_single_reply: false,
                connections: false,
                potential_count: search.potential_count,
                bridge_walls: search.bridge_walls,
                threat_extension: search.threat_extension,
                late_reduction: search.late_reduction,
                fill_plies: search.fill_plies,
                weights: search.weights,
                order: search.order,
                width: search.width,
                deep_width: search.deep_width,
                deep_from: search.deep_from,
                frontier_width: search.frontier_width,
                frontier_plies: search.frontier_plies,
                ..Params::default()
            };
            let start = Instant::now();
            let mut main_nodes = 0;
            let report = searcher.search(&b.position, &params, Clock::new(None, None), |r| {
                main_nodes = r.nodes
            });
            BenchLine {
                name: b.name,
                size: b.position.geometry().width(),
                stones: b.position.board().stone_count(),
                to_move: b.position.to_move(),
                depth: params.max_depth,
                nodes: report.as_ref().map_or(0, |r| r.nodes),
                main_nodes,
                time: start.elapsed(),
                proven: report.is_some_and(|r| r.proven()),
            }
        })
        .collect()
}

fn per_second(nodes: u64, time: f64) -> f64 {
    nodes as f64 / time.max(1e-9)
}

/// The bench table; then the signature, the overall nodes/s, and nodes/s
/// per board size.
pub fn report(lines: &[BenchLine]) -> String {
    let mut out = format!(
        "{:<26} {:>6} {:>6} {:>6} {:>12} {:>10} {:>12}\n",
        "position", "stones", "move", "depth", "nodes", "ms", "nodes/s"
    );
    for l in lines {
        out.push_str(&format!(
            "{:<26} {:>6} {:>6} {:>6} {:>12} {:>10.1} {:>12.0}{}\n",
            l.name,
            l.stones,
            l.to_move.to_string(),
            l.depth,
            l.nodes,
            l.time.as_secs_f64() * 1e3,
            per_second(l.nodes, l.time.as_secs_f64()),
            if l.proven { " proven" } else { "" }
        ));
    }
    let total = |ls: &mut dyn Iterator<Item = &BenchLine>| {
        ls.fold((0, 0.0), |(n, t), l| {
            (n + l.nodes, t + l.time.as_secs_f64())
        })
    };
    let (nodes, time) = total(&mut lines.iter());
    let main: u64 = lines.iter().map(|l| l.main_nodes).sum();
    out.push_str(&format!(
        "signature {nodes}\nnodes/s {:.0}\ntime {:.2} s\nmain-thread nodes {main}\n",
        per_second(nodes, time),
        time
    ));
    let mut sizes: Vec<usize> = lines.iter().map(|l| l.size).collect();
    sizes.dedup();
    for size in sizes {
        let (n, t) = total(&mut lines.iter().filter(|l| l.size == size));
        out.push_str(&format!("nodes/s {size}x{size} {:.0}\n", per_second(n, t)));
    }
    out
}
