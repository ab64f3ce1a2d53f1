//! One ply on a knowledge-rich board: which evaluation picks the winning
//! moves of a suite.
//!
//! `cargo run --release --example depth_one -- SUITE [EVAL...]`
//!
//! Reads the lines of a suite (`scripts/suite.py`'s format: `SIZE TO_MOVE
//! MOVES WINNING ...`) and, for each position, does what Wolve's search does
//! at depth 1: fills the board's inferior cells (`hexbfs::ice::fill_in`),
//! takes the side to move's mustplay from the opponent's connections (every
//! empty cell of the filled board when there is none), and scores each
//! candidate by playing it, filling the child again and building both
//! colours' connections on it. A child where the mover has an edge-to-edge
//! full, or where the opponent (to move) has an edge-to-edge semi or full,
//! is proven; the others are scored by each evaluation named on the command
//! line (all by default):
//! - `leaf`: the search's default leaf (bridge-aware distance, two-distance,
//!   chain cells; `hexbfs::search::leaves::Weights::DEFAULT`) on the filled
//!   child;
//! - `cells`: the circuit of `hexbfs::eval::resistance` (cell by cell, with
//!   bridges) on the filled child;
//! - `circuit`: the log ratio of the two colours' resistances in Six's
//!   circuit on their connections (`hexbfs::eval::joined`);
//! - `joined`: the difference of the two colours' distances with groups
//!   joined by fulls counted as one, ties broken by `circuit`
//!   (`hexbfs::eval::joined::score`, what `--root-knowledge` ranks by).
//!
//! Prints per line the picks and a total per evaluation: how many picks
//! are in the line's winning set.

use hexbfs::bitboard::Bitboard;
use hexbfs::board::{Board, Color};
use hexbfs::eval::joined;
use hexbfs::eval::resistance::log_ratio;
use hexbfs::vc::{Connections, Limits};

#[allow(dead_code)]
#[path = "common/position.rs"]
mod position;

const WIN: f64 = 1e9;

struct Child {
    mover: Connections,
    opponent: Connections,
    board: Board,
}

fn score(eval: &str, child: &Child, me: Color) -> f64 {
    let knowledge = || joined::score(&child.board, &child.mover, &child.opponent);
    match eval {
        "leaf" => leaf(&child.board, me),
        "cells" => log_ratio(&child.board, me, true),
        "circuit" => knowledge().1,
        "joined" => {
            let (stones, ratio) = knowledge();
            stones as f64 * 100.0 + ratio.clamp(-50.0, 50.0)
        }
        _ => panic!("unknown evaluation {eval}"),
    }
}

fn leaf(board: &Board, me: Color) -> f64 {
    use hexbfs::eval::INFINITE;
    use hexbfs::eval::bridge::bridge_distances;
    use hexbfs::eval::chains::chains;
    use hexbfs::eval::two_distance::potentials;
    let (i, o) = (me.index(), me.opponent().index());
    let d = bridge_distances(board);
    if d[o] >= INFINITE {
        return WIN / 2.0;
    }
    if d[i] >= INFINITE {
        return -WIN / 2.0;
    }
    let p = potentials(board);
    let c = chains(board);
    let pot = (p[o].value as i64 - p[i].value as i64).clamp(-3, 3);
    let cells = (c[i].cells as i64 - c[o].cells as i64).clamp(-3, 3);
    ((d[o] as i64 - d[i] as i64) * 32 + pot * 32 + cells) as f64
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let suite = std::fs::read_to_string(&args[0]).expect("suite");
    let evals: Vec<&str> = if args.len() > 1 {
        args[1..].iter().map(String::as_str).collect()
    } else {
        vec!["leaf", "cells", "circuit", "joined"]
    };
    let limits = Limits::default();
    let mut right = vec![0usize; evals.len()];
    let mut total = 0;
    for (ln, line) in suite.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let f: Vec<&str> = line.split('\t').collect();
        let n: usize = f[0].parse().expect("size");
        let me: Color = f[1].parse().expect("colour");
        let (g, stones) = position::alternating(n, f[2]);
        let winning: Vec<&str> = f[3].split_whitespace().collect();
        let board = position::board(&g, &stones);
        let filled = hexbfs::ice::fill_in(&board);
        let fb = filled.board().clone();
        let theirs = Connections::build(&fb, me.opponent(), &limits);
        let consider: Bitboard = match theirs.opponent_mustplay() {
            Some(m) if !m.is_empty() => m & fb.empty(),
            _ => fb.empty(),
        };
        let mut children = Vec::new();
        for m in consider.iter() {
            let mut b = fb.clone();
            b.place(me, m);
            let cf = hexbfs::ice::fill_in(&b);
            let cb = cf.board().clone();
            let mover = Connections::build(&cb, me, &limits);
            let opponent = Connections::build(&cb, me.opponent(), &limits);
            let proven = if cf.winner() == Some(me) || mover.won() || mover.edges_full().is_some() {
                Some(WIN)
            } else if cf.winner() == Some(me.opponent())
                || opponent.won()
                || opponent.edges_full().is_some()
                || !opponent.edge_semis().is_empty()
            {
                Some(-WIN)
            } else {
                None
            };
            children.push((
                m,
                proven,
                Child {
                    mover,
                    opponent,
                    board: cb,
                },
            ));
        }
        total += 1;
        if std::env::var("DUMP").is_ok() {
            for (m, proven, child) in &children {
                let (d, r) = joined::score(&child.board, &child.mover, &child.opponent);
                let jm = joined::joined(&child.board, &child.mover);
                let jo = joined::joined(&child.board, &child.opponent);
                eprintln!(
                    "{} {proven:?} stones {d} ratio {r:.3} mine {:?} theirs {:?}",
                    g.cell(*m),
                    jm,
                    jo
                );
            }
        }
        let mut picks = Vec::new();
        for (k, eval) in evals.iter().enumerate() {
            let best = children
                .iter()
                .map(|(m, proven, child)| (*m, proven.unwrap_or_else(|| score(eval, child, me))))
                .fold(None, |acc: Option<(usize, f64)>, (m, s)| match acc {
                    Some((_, bs)) if bs >= s => acc,
                    _ => Some((m, s)),
                });
            let pick = best
                .map(|(m, _)| g.cell(m).to_string())
                .unwrap_or("-".into());
            if winning.contains(&pick.as_str()) {
                right[k] += 1;
            }
            picks.push(format!("{eval}={pick}"));
        }
        println!(
            "line {} ({} candidates): {} | winning {}",
            ln + 1,
            children.len(),
            picks.join(" "),
            f[3]
        );
    }
    for (k, eval) in evals.iter().enumerate() {
        println!("{eval}: {}/{total}", right[k]);
    }
}
