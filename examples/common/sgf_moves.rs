//! The moves of an SGF game's main line, for the examples that replay games.

use hexbfs::board::{Cell, Color};
use hexbfs::sgf::{Node, values};

/// Each node's `B` or `W` move, in order (nodes without one are skipped).
pub fn moves(nodes: &[Node]) -> Vec<(Color, Cell)> {
    nodes
        .iter()
        .filter_map(|n| {
            for (name, color) in [("B", Color::Black), ("W", Color::White)] {
                if let Some(v) = values(n, name) {
                    return Some((color, v[0].parse().expect("a cell")));
                }
            }
            None
        })
        .collect()
}
