//! TEMPORARY probe: one position, several table/cache budgets.
use hexbfs::board::{Cell, Color, Geometry};
use hexbfs::position::Position;
use hexbfs::search::Clock;
use hexbfs::solver::{Limits, Solver};
fn main() {
    let a: Vec<String> = std::env::args().collect();
    // args: WxH TOMOVE stones(Wb1,Ba2) table_kb cache_kb [widen]
    let (w, h) = a[1].split_once('x').unwrap();
    let g = Geometry::new(w.parse().unwrap(), h.parse().unwrap()).unwrap();
    let mut p = Position::new(g.clone());
    for s in a[3].split(',') {
        let c = if &s[..1] == "B" { Color::Black } else { Color::White };
        p.play_index(c, g.index(s[1..].parse::<Cell>().unwrap()));
    }
    p.set_to_move(if a[2] == "Black" { Color::Black } else { Color::White });
    let tkb: usize = a[4].parse().unwrap();
    let ckb: usize = a[5].parse().unwrap();
    let widening = match a.get(6).map(|s| s.as_str()) { Some("narrow") => Some((0, 0.0)), Some("none") => None, _ => Limits::default().widening };
    let conn = std::env::var("CONN").is_ok().then(hexbfs::solver::knowledge::solver_limits);
    let mut s = Solver::with_budget(hexbfs::solver::memory::Budget { table: tkb << 10, cache: ckb << 10, recent: 1 << 20 }, conn);
    let limits = Limits { widening, max_nodes: Some(std::env::var("MAXN").map_or(3_000_000, |v| v.parse().unwrap())), ..Limits::default() };
    let o = s.solve(&p, &limits, Clock::new(None, None), &mut |_| {});
    println!("evict {} solved {}", hexbfs::solver::table::EVICT.load(std::sync::atomic::Ordering::Relaxed), hexbfs::solver::table::EVICT_SOLVED.load(std::sync::atomic::Ordering::Relaxed));
    println!("table {} KB ({} entries) cache {} KB ({} slots): {:?} nodes {}", tkb, s.capacity().0, ckb, s.capacity().1, o.winner, o.nodes);
}
