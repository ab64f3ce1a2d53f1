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
use hexbfs::board::{Board, Cell, Color, Geometry};
use hexbfs::vc::{Connections, Limits, Node};
use std::io::BufRead;

#[path = "common/limits.rs"]
mod limits;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let limits = limits::from_args(&args, 1, Limits::default(), true);
    let line = std::io::stdin().lock().lines().next().unwrap().unwrap();
    let mut w = line.split_whitespace();
    let n: usize = w.next().unwrap().parse().unwrap();
    let color: Color = w.next().unwrap().parse().unwrap();
    let g = Geometry::new(n, n).unwrap();
    let mut b = Board::new(g.clone());
    for m in w {
        let (c, cell) = m.split_once(':').unwrap();
        let c = if c == "b" { Color::Black } else { Color::White };
        b.place(c, g.index(cell.parse::<Cell>().unwrap()));
    }
    let names = |bb: Bitboard| {
        bb.iter()
            .map(|i| g.cell(i).to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
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
