//! The same position, settings and seed give the same move at a fixed
//! depth: fresh searchers agree, and a searcher that searched something
//! else before (its table holds an older generation) agrees with them.

mod common;

use hexbfs::htp::{Session, Settings, clean, parse};
use hexbfs::position::Position;
use hexbfs::search::{Clock, Params, Report, Searcher, null_move};

fn search(searcher: &mut Searcher, pos: &Position, depth: u32) -> Report {
    let params = Params {
        max_depth: depth,
        width: 30,
        deep_width: 0,
        deep_from: 1,
        frontier_width: 0,
        frontier_plies: 1,
        quick_single_reply: false,
        // The search core: virtual connections prove these positions at once.
        connections: false,
        null_move: null_move::DEFAULT,
        late_reduction: None,
        potential_count: false,
        bridge_walls: false,
        threat_extension: 0,
        fill_plies: 0,
        weights: hexbfs::search::leaves::Weights::DEFAULT,
        order: hexbfs::search::ordering::Order::MAP,
    };
    searcher
        .search(pos, &params, Clock::new(None, None), |_| {})
        .expect("open position")
}

/// Everything a search decides, in a comparable form.
fn outcome(r: &Report) -> (u32, i32, String, Vec<String>, u64) {
    let pv = r.pv.iter().map(|c| c.to_string()).collect();
    (r.depth, r.score, r.best.to_string(), pv, r.nodes)
}

#[test]
fn fixed_depth_searches_repeat_exactly() {
    let positions = [
        common::position_from(9, 9, &[40, 41, 30, 50, 22, 58]),
        common::position_from(11, 11, &[60, 61, 49, 71, 38, 83, 27]),
    ];
    let mut used = Searcher::new(8);
    for pos in &positions {
        let a = outcome(&search(&mut Searcher::new(8), pos, 4));
        let b = outcome(&search(&mut Searcher::new(8), pos, 4));
        assert_eq!(a, b);
        // The reused searcher has searched the other positions before.
        let c = outcome(&search(&mut used, pos, 4));
        assert_eq!(a, c);
        assert_eq!(a.0, 4, "depth 4 finished");
    }
}

fn genmoves(settings: &[&str]) -> Vec<String> {
    let mut s = Session::new(Settings::default());
    let mut send = |line: &str| {
        let request = parse(&clean(line).unwrap()).unwrap();
        s.handle(request.command, &mut |_| {}).unwrap()
    };
    send("boardsize 9");
    for line in settings {
        send(line);
    }
    let mut moves = Vec::new();
    for color in ["black", "white", "black", "white", "black", "white"] {
        moves.push(send(&format!("genmove {color}")));
    }
    moves
}

#[test]
fn every_level_repeats_its_game_from_the_same_settings_and_seed() {
    for level in ["random", "rules", "alphabeta", "combined"] {
        let settings = [
            &format!("param_hexbfs level {level}") as &str,
            "param_hexbfs seed 7",
            "param_hexbfs max_depth 3",
            "param_hexbfs max_time 1000",
        ];
        assert_eq!(genmoves(&settings), genmoves(&settings), "{level}");
    }
}
