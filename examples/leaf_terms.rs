//! The leaf's terms on the positions of finished games, with the game's
//! result, for fitting the leaf's weights (Texel tuning: a logistic fit of
//! the result on the terms, `scripts/fit-leaf.py`).
//!
//! `cargo run --release --example leaf_terms -- GAME.sgf ... > terms.tsv`
//!
//! For every position of every game (after each move, until the game is
//! won) where neither player has a winning cell (an open leaf of the
//! search), one line for the side to move: the board size, the move
//! number, the bridge-aware chains' distance difference in stones (the
//! leaf's primary term, opponent's minus own), the difference of the two
//! two-distance potentials (opponent's minus own, unclamped; a player with
//! no potential counts as 99 more than the other), the difference of the
//! numbers of cells on the shortest chains (own minus opponent's,
//! unclamped), and 1 when the side to move won the game, else 0. Games
//! without a result (`RE[B+]` or `RE[W+]`) are skipped.

use hexbfs::board::Color;
use hexbfs::eval::INFINITE;
use hexbfs::eval::chains::chains;
use hexbfs::eval::two_distance::potentials;
use hexbfs::eval::winning_cells;
use hexbfs::position::Position;

#[path = "common/sgf_moves.rs"]
mod sgf_moves;

fn main() {
    println!("size\tmove\tstones\tpotential\tcells\twon");
    for path in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&path).expect("readable SGF");
        let nodes = hexbfs::sgf::main_line(&text).expect("an SGF game");
        let size: usize = hexbfs::sgf::values(&nodes[0], "SZ").expect("SZ")[0]
            .parse()
            .expect("a size");
        let winner = match hexbfs::sgf::values(&nodes[0], "RE").map(|v| v[0].as_str()) {
            Some(r) if r.starts_with("B+") => Color::Black,
            Some(r) if r.starts_with("W+") => Color::White,
            _ => continue,
        };
        let g = hexbfs::board::Geometry::new(size, size).expect("a size");
        let mut pos = Position::new(g.clone());
        let moves = sgf_moves::moves(&nodes);
        for (n, &(color, cell)) in moves.iter().enumerate() {
            pos.play_index(color, g.index(cell));
            if pos.winner().is_some() {
                break;
            }
            let board = pos.board();
            let me = color.opponent();
            if !winning_cells(board, me).is_empty() || !winning_cells(board, color).is_empty() {
                continue;
            }
            let (i, o) = (me.index(), color.index());
            let c = chains(board);
            let p = potentials(board);
            let potential = match (p[i].value >= INFINITE, p[o].value >= INFINITE) {
                (true, true) => 0,
                (true, false) => -99,
                (false, true) => 99,
                (false, false) => p[o].value as i64 - p[i].value as i64,
            };
            println!(
                "{size}\t{}\t{}\t{potential}\t{}\t{}",
                n + 1,
                c[o].distance as i64 - c[i].distance as i64,
                c[i].cells as i64 - c[o].cells as i64,
                (winner == me) as u8
            );
        }
    }
}
