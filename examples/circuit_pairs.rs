//! The links of a colour's circuit on its connections, pair by pair: the
//! hexbfs half of `docs/results/circuit26/`'s comparison with Benzene's
//! circuit (Wolve's evaluation).
//!
//! `cargo run --release --example circuit_pairs -- N COLOR MOVES...`
//!
//! Plays `MOVES` (cells, alternating from Black) on an `N`x`N` board,
//! builds `COLOR`'s connections (`vc::Limits::default()`, no fill-in) and
//! prints one line per pair of circuit nodes with a full between them:
//! the two nodes (an edge by Benzene's name, `north`/`south` for Black and
//! `west`/`east` for White; a group by its first stone), how many cells
//! every full of the pair passes through, and those cells. The resistance
//! between the edges and its natural logarithm (Benzene's `eval-resist`
//! prints the latter) go to stderr. The links are
//! [`hexbfs::eval::joined::links`]'s, so the resistance is
//! [`hexbfs::eval::joined::joined`]'s.

use hexbfs::board::Color;
use hexbfs::eval::joined;
use hexbfs::vc::{Connections, Limits, Node};

#[allow(dead_code)]
#[path = "common/position.rs"]
mod position;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 2 {
        eprintln!("usage: circuit_pairs N COLOR MOVES...");
        std::process::exit(2);
    }
    let n: usize = args[0].parse().expect("board size");
    let color: Color = args[1].parse().expect("colour");
    let (g, stones) = position::alternating(n, &args[2..].join(" "));
    let board = position::board(&g, &stones);
    let conns = Connections::build(&board, color, &Limits::default());
    let nodes = joined::nodes(&board, &conns);
    let name = |x: Node| -> String {
        match (x, color) {
            (Node::FirstEdge, Color::Black) => "north".into(),
            (Node::SecondEdge, Color::Black) => "south".into(),
            (Node::FirstEdge, Color::White) => "west".into(),
            (Node::SecondEdge, Color::White) => "east".into(),
            (Node::Cell(i), _) => g.cell(i).to_string(),
            _ => {
                let first = conns.stones(x).iter().next().expect("a group has stones");
                g.cell(first).to_string()
            }
        }
    };
    for l in joined::links(&nodes, &conns) {
        let (a, b) = (nodes[l.a], nodes[l.b]);
        let common = conns
            .fulls_between(a, b)
            .into_iter()
            .reduce(|p, q| p & q)
            .unwrap_or_default();
        let cells: Vec<String> = common.iter().map(|i| g.cell(i).to_string()).collect();
        println!("{} {} {} {}", name(a), name(b), l.common, cells.join(","));
    }
    let j = joined::joined(&board, &conns);
    eprintln!("R {} ln {}", j.resistance, j.resistance.ln());
}
