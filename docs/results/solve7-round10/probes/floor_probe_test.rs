//! TEMPORARY probe (not committed): df-pn calls of the narrowest-widening
//! property test's positions at several tt_mb settings.
mod common;
use common::*;
use hexbfs::position::Position;
use hexbfs::search::Clock;
use hexbfs::solver::{Limits, Solver};
use proptest::prelude::*;

fn calls(p: &Position, mb: usize, widening: Option<(usize, f64)>, conn: bool) -> u64 {
    let limits = Limits {
        widening,
        max_nodes: Some(3_000_000),
        ..Limits::default()
    };
    let connections = conn.then(hexbfs::solver::knowledge::solver_limits);
    let mut s = if std::env::var("TKB").is_ok() {
        Solver::with_budget(hexbfs::solver::memory::Budget { table: mb << 10, cache: 256 << 10, recent: 512 << 10 }, connections)
    } else {
        Solver::with_connections(mb, connections)
    };
    let o = s.solve(p, &limits, Clock::new(None, None), &mut |_| {});
    if o.winner.is_none() {
        o.nodes + 1_000_000_000
    } else {
        o.nodes
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(80))]
    #[test]
    fn probe(p in prop_oneof![positions(4, 3, 1), positions(4, 4, 3), positions(5, 5, 12)]) {
        let mbs: Vec<usize> = std::env::var("MBS").unwrap_or("1,16".into()).split(',').map(|s| s.parse().unwrap()).collect();
        for widening in [Some((0, 0.0)), None] {
            for conn in [false, true] {
                let row: Vec<String> = mbs.iter().map(|&mb| calls(&p, mb, widening, conn).to_string()).collect();
                eprintln!("PROBE {} {:?} conn={} {}", p.board().geometry().width(), widening, conn, row.join(" "));
                let _ = &p;
            }
        }
        let g = p.board().geometry();
        let desc: Vec<String> = (0..g.height()).flat_map(|r| (0..g.width()).map(move |c| (c, r)))
            .filter_map(|(c, r)| { let cell = hexbfs::board::Cell::new(c, r).unwrap(); p.board().get(cell).map(|col| format!("{}{}", col.letter(), cell)) }).collect();
        eprintln!("POS {}x{} {:?} {}", g.width(), g.height(), p.to_move(), desc.join(","));
    }
}
