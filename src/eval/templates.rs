//! Edge templates beyond the edge bridge: the third-row cells joined to an
//! edge by a ziggurat, for the bridge-aware distance ([`super::bridge`]).
//!
//! The bridge-aware search counts a second-row cell whose two edge
//! neighbours are empty as touching the edge (template II). One row
//! further out, a stone on the third row is joined to the edge by the
//! *ziggurat* (template IIIa) when its eight carrier cells are empty: one
//! neighbour beside it on the third row, the three cells below the two on
//! the second row, and the four below those on the edge row; whatever the
//! opponent plays in the carrier, the owner has a reply that keeps the stone
//! joined. The ziggurat leans either way (the cell beside the stone on one
//! side or the other), so a third-row cell counts when either of its two
//! carriers is empty.
//!
//! Counted as a source of the search, as the edge bridge is, the template
//! makes an *intrusion* visible: an opponent stone in the carrier of a
//! player's ziggurat lengthens that player's distance by the stone it must
//! now spend, so a block that cuts a third-row stone off its edge scores
//! as one, and is no longer seen as worth less than an attack next to the
//! last fight. What it cannot see, like the bridges: two templates that
//! share a carrier cell (one intrusion threatening both), and templates
//! that are only valid because of stones already in the carrier.
//!
//! In bitboard terms, with `p` the offset from a cell to its neighbour one
//! row nearer the edge on one side and `d` the offset along the row from
//! that neighbour to the other one (so the two neighbours nearer the edge
//! are `p` and `p + d`): the cell `x` has the ziggurat leaning towards `+d`
//! when `x + d` is empty, the three cells from `x + p` along the row are
//! empty and the four edge cells from `x + 2p` are empty; leaning towards
//! `-d`, when `x - d` has the ziggurat's other cells, i.e. `x - d`'s
//! carrier rows (three and four cells from `x - d + p`, `x - d + 2p`) and
//! `x - d` itself are empty. A run of cells that would leave the board
//! sideways crosses the padding column, which is never empty, so no
//! carrier wraps from one row to the next.

use super::bridge::shift;
use crate::bitboard::Bits;
use crate::board::{Board, Color};

/// Per colour (Black first), the cells joined by a ziggurat to its first
/// edge and to its second, on `board` with empty cells `empty` and row
/// stride `stride`. The neighbours one row nearer the edge are at `-s` and
/// `-s + 1` for Black's first edge (`p = -s`, `d = 1`), `+s` and `+s - 1`
/// for its second, `-1` and `+s - 1` for White's first (`p = -1`,
/// `d = s`), `+1` and `-s + 1` for its second. Computed once per board
/// (the leaf's four searches share them).
#[inline(always)]
pub(super) fn ziggurats_of_both<const N: usize>(
    board: &Board,
    empty: Bits<N>,
    stride: u32,
) -> [[Bits<N>; 2]; 2] {
    let g = board.geometry();
    let s = stride as i32;
    Color::BOTH.map(|color| {
        let (p, d) = if color == Color::Black {
            (s, 1)
        } else {
            (1, s)
        };
        let first = Bits::<N>::truncate(g.first_edge(color)) & empty;
        let second = Bits::<N>::truncate(g.second_edge(color)) & empty;
        [
            ziggurats(first, empty, -p, d),
            ziggurats(second, empty, p, -d),
        ]
    })
}

/// The cells joined to the edge whose empty cells are `free_edge` by a
/// ziggurat with an empty carrier, for empty cells `empty`; `p` and `d` as
/// in the module's documentation. The caller keeps the cells its player
/// may enter.
#[inline(always)]
fn ziggurats<const N: usize>(free_edge: Bits<N>, empty: Bits<N>, p: i32, d: i32) -> Bits<N> {
    // Runs along the row: `x` such that x, x+d, x+2d (and x+3d) qualify;
    // no shift reaches 64 bits (two strides at most).
    let run3 = |b: Bits<N>| b & shift(b, -d) & shift(b, -2 * d);
    let second_row = run3(empty);
    let edge_run3 = run3(free_edge);
    let edge_row = edge_run3 & shift(edge_run3, -d);
    // Cells whose carrier rows towards +d (below them and beyond) are empty.
    let rows = shift(second_row, -p) & shift(edge_row, -2 * p);
    (rows & shift(empty, -d)) | shift(rows & empty, d)
}

#[cfg(test)]
pub(crate) mod tests {
    use crate::board::{Board, Cell, Color, Geometry};
    use crate::eval::bridge::bridge_distance;

    fn board(w: usize, h: usize, black: &[&str], white: &[&str]) -> Board {
        let mut b = Board::new(Geometry::new(w, h).unwrap());
        for (color, cells) in [(Color::Black, black), (Color::White, white)] {
            for s in cells {
                let i = b.geometry().index(s.parse::<Cell>().unwrap());
                b.place(color, i);
            }
        }
        b
    }

    /// On a board of five rows, Black's e3 is on the third row from both
    /// edges: joined to both by ziggurats. Its carriers towards the top
    /// are f3 e2 f2 g2 e1 f1 g1 h1 (leaning right) and d3 d2 e2 f2 d1 e1
    /// f1 g1 (leaning left): an intrusion into one leaves the other, an
    /// intrusion into both (f1) costs Black a stone, and so does one into
    /// both leanings' other cells (d3 and h1 together).
    #[test]
    fn an_intrusion_into_both_carriers_of_a_ziggurat_costs_a_stone() {
        let cases: [(&[&str], u32); 6] = [
            (&[], 0),
            (&["h1"], 0),
            (&["d3"], 0),
            (&["f1"], 1),
            (&["d3", "h1"], 1),
            (&["e2"], 1),
        ];
        for (white, want) in cases {
            let b = board(9, 5, &["e3"], white);
            assert_eq!(bridge_distance(&b, Color::Black), want, "white {white:?}");
        }
        // The same for White on the transposed board (columns for rows).
        let b = board(5, 9, &[], &["c5"]);
        assert_eq!(bridge_distance(&b, Color::White), 0);
        let b = board(5, 9, &["a6"], &["c5"]);
        assert_eq!(bridge_distance(&b, Color::White), 1);
    }

    /// The slow, obvious version: whether `cell` (column, row) has an
    /// empty ziggurat carrier towards `color`'s first edge (second edge
    /// with `from_second`), checked cell by cell with coordinates. Rows
    /// are counted from that edge (`along`), and a cell's two neighbours
    /// one row nearer are found among its six neighbours.
    pub(crate) fn is_ziggurat(
        board: &Board,
        color: Color,
        (c, r): (i32, i32),
        from_second: bool,
    ) -> bool {
        let g = board.geometry();
        let (w, h) = (g.width() as i32, g.height() as i32);
        let at = |c: i32, r: i32| (0..w).contains(&c) && (0..h).contains(&r);
        let empty = |(c, r): (i32, i32)| {
            at(c, r)
                && board
                    .get(Cell::new(c as usize, r as usize).unwrap())
                    .is_none()
        };
        let last = if color == Color::Black { h - 1 } else { w - 1 };
        let along = |(c, r): (i32, i32)| {
            let a = if color == Color::Black { r } else { c };
            if from_second { last - a } else { a }
        };
        let adjacent = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)];
        let nearer = |x: (i32, i32)| -> Vec<(i32, i32)> {
            adjacent
                .iter()
                .map(|&(dc, dr)| (x.0 + dc, x.1 + dr))
                .filter(|&y| at(y.0, y.1) && along(y) + 1 == along(x))
                .collect()
        };
        let beside = |x: (i32, i32)| -> Vec<(i32, i32)> {
            adjacent
                .iter()
                .map(|&(dc, dr)| (x.0 + dc, x.1 + dr))
                .filter(|&y| at(y.0, y.1) && along(y) == along(x))
                .collect()
        };
        if !at(c, r) || along((c, r)) != 2 {
            return false;
        }
        beside((c, r)).into_iter().any(|t| {
            // The carrier: t, the cells nearer than the stone or t (the
            // second row), and the cells nearer than those (the edge row).
            let mut row1: Vec<_> = nearer((c, r)).into_iter().chain(nearer(t)).collect();
            row1.sort();
            row1.dedup();
            let mut row0: Vec<_> = row1.iter().flat_map(|&y| nearer(y)).collect();
            row0.sort();
            row0.dedup();
            row1.len() == 3
                && row0.len() == 4
                && empty(t)
                && row1.iter().chain(&row0).all(|&y| empty(y))
        })
    }
}
