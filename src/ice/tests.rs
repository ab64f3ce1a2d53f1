//! Hand positions of the fill-in: the classic dead cell, a captured pair
//! at an edge, and corners.

use super::*;
use crate::board::{Cell, Geometry};

fn board(size: usize, black: &[&str], white: &[&str]) -> Board {
    let g = Geometry::new(size, size).unwrap();
    let mut b = Board::new(g.clone());
    for (color, list) in [(Color::Black, black), (Color::White, white)] {
        for s in list {
            b.place(color, g.index(s.parse::<Cell>().unwrap()));
        }
    }
    b
}

fn set(b: &Board, cells: &[&str]) -> Bitboard {
    let g = b.geometry();
    let mut s = Bitboard::EMPTY;
    for c in cells {
        s.insert(g.index(c.parse::<Cell>().unwrap()));
    }
    s
}

#[test]
fn the_empty_board_has_nothing_to_fill() {
    let b = board(5, &[], &[]);
    let f = fill_in(&b);
    assert_eq!(f.all(), Bitboard::EMPTY);
    assert_eq!(f.winner(), None);
}

#[test]
fn four_neighbours_of_one_colour_in_a_row_make_a_cell_dead() {
    // d4's neighbours in ring order: e4 e3 d3 c4 c5 d5; Black on four
    // consecutive ones (e4 e3 d3 c4), White on none.
    let b = board(7, &["e4", "e3", "d3", "c4"], &[]);
    let f = fill_in(&b);
    assert_eq!(f.dead() & set(&b, &["d4"]), set(&b, &["d4"]));
    // It joins the Black group around it, the colour with more neighbours.
    assert!(
        f.filled(Color::Black)
            .contains(b.geometry().index("d4".parse().unwrap()))
    );
    // Three in a row are not enough.
    let b = board(7, &["e4", "e3", "d3"], &[]);
    assert_eq!(fill_in(&b).all(), Bitboard::EMPTY);
}

#[test]
fn the_two_cells_below_a_second_row_stone_are_captured() {
    // Black c2 touches c1 and d1 on the first row: if White takes one,
    // Black takes the other and White's stone is dead.
    let b = board(5, &["c2"], &[]);
    let f = fill_in(&b);
    let pair = set(&b, &["c1", "d1"]);
    assert_eq!(f.captured(Color::Black) & pair, pair);
    assert_eq!(f.filled(Color::White), Bitboard::EMPTY);
    // Filled, they make more of the first row Black's: b1 with a1 (Black
    // on either joins the other to c1 and the edge), then a2 with b2.
    assert_eq!(
        f.captured(Color::Black),
        set(&b, &["a1", "b1", "c1", "d1", "a2", "b2"])
    );
    // The same for White at its own edge (second column, cells in the first).
    let b = board(5, &[], &["b3"]);
    let f = fill_in(&b);
    let pair = set(&b, &["a3", "a4"]);
    assert_eq!(f.captured(Color::White) & pair, pair);
    assert_eq!(f.filled(Color::Black), Bitboard::EMPTY);
}

#[test]
fn corners_are_dead_when_one_side_is_shut_out() {
    // a1 with White on b1 and a2: Black's only usable neighbour is the top
    // edge, so a Black stone there joins nothing.
    let b = board(4, &[], &["b1", "a2"]);
    assert!(
        fill_in(&b)
            .dead()
            .contains(b.geometry().index("a1".parse().unwrap()))
    );
    // The obtuse corner d1 beside Black c1 and c2: its Black neighbours and
    // the top edge are one part already.
    let b = board(4, &["c1", "c2"], &[]);
    assert!(
        fill_in(&b)
            .dead()
            .contains(b.geometry().index("d1".parse().unwrap()))
    );
    // On the empty board, neither corner is dead.
    let b = board(4, &[], &[]);
    assert_eq!(fill_in(&b).dead(), Bitboard::EMPTY);
}

#[test]
fn a_fill_in_that_joins_the_edges_decides_the_game() {
    // Black b2 on 3x3: the pairs of cells between it and each edge are
    // captured for Black, and filled they join Black's edges.
    let b = board(3, &["b2"], &[]);
    let f = fill_in(&b);
    assert_eq!(f.winner(), Some(Color::Black));
    assert!(joined(f.board(), Color::Black));
}
