//! Prints one position's fill-in and the connections between two nodes
//! of one colour (carriers of the fulls, keys and carriers of the semis),
//! as built on the filled board: for looking at one of Benzene's fulls that
//! hexbfs misses (docs/vc.md) beside Benzene's `vc-between-cells-full` and
//! `vc-between-cells-semi`.
//!
//! `vc_probe_pair FULLS SEMIS EDGE_SEMIS OR_SEMIS OR_DEPTH A B < line`,
//! where the line is `vc_probe`'s (`SIZE COLOR b:c3 w:d4 ...`) and `A`, `B`
//! are cells (the node there: an empty cell or the owner's group) or
//! `first` / `second` (the colour's edges).
use hexbfs::bitboard::Bitboard;
use hexbfs::board::{Cell, Color};
use hexbfs::vc::{Connections, Limits, Node};
use std::io::BufRead;

#[path = "common/cells.rs"]
mod cells;
#[path = "common/limits.rs"]
mod limits;
#[path = "common/position.rs"]
mod position;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let limits = limits::from_args(&args, 1, Limits::default(), true);
    let line = std::io::stdin().lock().lines().next().unwrap().unwrap();
    let (g, color, stones) = position::parse(&line);
    let b = position::board(&g, &stones);
    let names = |bb: Bitboard| cells::names(&g, bb);
    let fill = hexbfs::ice::fill_in(&b);
    eprintln!("filled black: {}", names(fill.filled(Color::Black)));
    eprintln!("filled white: {}", names(fill.filled(Color::White)));
    let vc = Connections::build(&b, color, &limits);
    let node = |s: &str| match s {
        "first" => Node::FirstEdge,
        "second" => Node::SecondEdge,
        c => vc.node_at(g.index(c.parse::<Cell>().unwrap())).unwrap(),
    };
    let (a, z) = (node(&args[6]), node(&args[7]));
    println!("{a:?} - {z:?}");
    for f in vc.fulls_between(a, z) {
        println!("full ({}) {}", f.count(), names(f));
    }
    for s in vc.semis_between(a, z) {
        println!(
            "semi key {} ({}) {}",
            g.cell(s.key),
            s.carrier.count(),
            names(s.carrier)
        );
    }
}
