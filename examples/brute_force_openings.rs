//! The winner of every 1-move opening of an n x n board by plain minimax
//! with a memo (no Hex knowledge at all): the reference that
//! `tests/solver_openings.rs` checks the df-pn solver against.
//!
//! `cargo run --release --example brute_force_openings -- 5`
//! prints one line per opening: `cell winner` (White to move after Black's
//! stone).

use hexbfs::board::{Cell, Color, Geometry};
use hexbfs::position::Position;
use std::collections::HashMap;

/// Whether the side to move wins (the first winning move found ends a node).
fn side_to_move_wins(p: &mut Position, memo: &mut HashMap<u64, bool>) -> bool {
    if p.winner().is_some() {
        return false;
    }
    if let Some(&v) = memo.get(&p.key()) {
        return v;
    }
    let me = p.to_move();
    let empty: Vec<usize> = p.board().empty().iter().collect();
    let wins = empty.into_iter().any(|i| {
        p.play_index(me, i);
        let win = p.winner() == Some(me) || !side_to_move_wins(p, memo);
        p.undo();
        win
    });
    memo.insert(p.key(), wins);
    wins
}

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(4);
    let g = Geometry::new(n, n).expect("size 1..26");
    for row in 0..n {
        for col in 0..n {
            let cell = Cell::new(col, row).expect("on the board");
            let mut p = Position::new(g.clone());
            p.play_index(Color::Black, g.index(cell));
            let mut memo = HashMap::new();
            let white_wins = side_to_move_wins(&mut p, &mut memo);
            let winner = if white_wins {
                Color::White
            } else {
                Color::Black
            };
            println!("{cell} {winner}");
        }
    }
}
