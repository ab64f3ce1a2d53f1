//! A position line of the connection probes, `N COLOR c:cell c:cell ...`
//! (board size, the colour to build for, the stones in the order played),
//! shared by the examples that read them (`vc_probe`, `vc_probe_keys`,
//! `vc_probe_pair`, `vc_probe_reply`).

use hexbfs::board::{Board, Cell, Color, Geometry};

/// The line's geometry, colour, and stones as (colour, bit index) in order.
pub fn parse(line: &str) -> (Geometry, Color, Vec<(Color, usize)>) {
    let mut w = line.split_whitespace();
    let n: usize = w.next().expect("size").parse().expect("size");
    let color: Color = w.next().expect("color").parse().expect("color");
    let g = Geometry::new(n, n).expect("size");
    let stones = w
        .map(|m| {
            let (c, cell) = m.split_once(':').expect("c:cell");
            let c = if c == "b" { Color::Black } else { Color::White };
            (c, g.index(cell.parse::<Cell>().expect("cell")))
        })
        .collect();
    (g, color, stones)
}

/// The board of `g` with `stones` on it.
pub fn board(g: &Geometry, stones: &[(Color, usize)]) -> Board {
    let mut b = Board::new(g.clone());
    for &(c, i) in stones {
        b.place(c, i);
    }
    b
}

/// The geometry of an `n`x`n` board and the stones of `moves` (cells
/// separated by spaces, alternating from Black, as the suites and the
/// labelled positions list a game), as (colour, bit index) in order.
// Read by `depth_one` and `leaf_truth`; the probes include this file too.
#[allow(dead_code)]
pub fn alternating(n: usize, moves: &str) -> (Geometry, Vec<(Color, usize)>) {
    let g = Geometry::new(n, n).expect("size");
    let stones = moves
        .split_whitespace()
        .enumerate()
        .map(|(k, cell)| {
            let color = [Color::Black, Color::White][k % 2];
            (color, g.index(cell.parse::<Cell>().expect("cell")))
        })
        .collect();
    (g, stones)
}
