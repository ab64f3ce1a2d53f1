//! Semis found by playing their key (docs/vc.md, "Round twelve"): on one
//! position (`vc_probe`'s line on stdin, `SIZE COLOR b:c3 w:d4 ...`, built
//! on its filled board), the owner is put on each empty cell `k` in turn,
//! the board filled again and the connections built; each full between the
//! two nodes `A` and `B` after `k` gives a semi `A-B` keyed `k` whose
//! carrier is the full's, `k` and the cells the new fill-in took. With the
//! pair's own semis, the smallest first, the semis that shrink the common
//! intersection are taken: an empty intersection at the end means the OR
//! rule over them joins `A` and `B` whoever moves. Prints each probe semi,
//! then the number of semis, the intersection left and the semis taken.
//!
//! Such a full holds at the level of the game's value, as the fill-in's
//! do: a fill stays valid after later stones, so after any opponent move
//! outside a semi's carrier the owner's key leads to the filled position
//! in which the full was found, plus stones outside its carrier.
//!
//! `vc_probe_keys FULLS SEMIS EDGE_SEMIS OR_SEMIS OR_DEPTH A B < line`,
//! `A` and `B` cells (the node there) or `first` / `second`; with
//! `VC_PROBE_NO_REFILL=1` the board is not filled again after `k`.

use hexbfs::bitboard::Bitboard;
use hexbfs::board::Cell;
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
    // Built on filled boards below, so without the fill-in here.
    let limits = limits::from_args(&args, 1, Limits::default(), false);
    let refill = std::env::var("VC_PROBE_NO_REFILL").is_err();
    let line = std::io::stdin()
        .lock()
        .lines()
        .next()
        .expect("a line")
        .expect("stdin");
    let (g, color, stones) = position::parse(&line);
    let b = position::board(&g, &stones);
    let names = |bb: Bitboard| cells::names(&g, bb);
    let node = |vc: &Connections, s: &str| match s {
        "first" => Some(Node::FirstEdge),
        "second" => Some(Node::SecondEdge),
        c => vc.node_at(g.index(c.parse::<Cell>().expect("cell"))),
    };
    let (sa, sb) = (&args[6], &args[7]);
    let filled = hexbfs::ice::fill_in(&b).board().clone();
    let vc = Connections::build(&filled, color, &limits);
    let (a, z) = (
        node(&vc, sa).expect("a node"),
        node(&vc, sb).expect("a node"),
    );
    let mut semis: Vec<(String, Bitboard)> = vc
        .semis_between(a, z)
        .iter()
        .map(|s| (format!("own {}", g.cell(s.key)), s.carrier))
        .collect();
    let empty = filled.empty();
    for k in empty.iter() {
        let mut after = filled.clone();
        after.place(color, k);
        if refill {
            after = hexbfs::ice::fill_in(&after).board().clone();
        }
        // The key and the cells the fill-in took.
        let taken = empty.and_not(after.empty());
        let v = Connections::build(&after, color, &limits);
        let (Some(a), Some(z)) = (node(&v, sa), node(&v, sb)) else {
            continue;
        };
        let fulls = if a == z {
            vec![Bitboard::EMPTY]
        } else {
            v.fulls_between(a, z)
        };
        for f in fulls {
            let c = f | taken;
            println!("probe key {} ({}) {}", g.cell(k), c.count(), names(c));
            semis.push((format!("probe {}", g.cell(k)), c));
        }
    }
    semis.sort_by_key(|s| s.1.count());
    let mut common: Option<Bitboard> = None;
    let mut taken = Vec::new();
    for (name, c) in &semis {
        let next = common.map_or(*c, |i| i & *c);
        if common != Some(next) {
            common = Some(next);
            taken.push(name.as_str());
        }
    }
    println!(
        "semis {} common {} taken {}",
        semis.len(),
        names(common.unwrap_or(Bitboard::EMPTY)),
        taken.join(", ")
    );
}
