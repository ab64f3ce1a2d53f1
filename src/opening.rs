//! The swap map: which first stones the engine swaps, and the cell it opens
//! with when its own first stone may be swapped.
//!
//! Under the swap rule the second player may take the first stone as its
//! own, so the first player should place a stone that loses (one the
//! opponent would not want), and the second player should swap exactly the
//! first stones that win. Both decisions come from one answer, "does a Black
//! first stone on this cell win?" ([`first_stone_wins`]):
//!
//! - sizes with a published solution (1x1 to 8x8) answer from
//!   `src/opening/solved.txt`, exactly;
//! - larger sizes answer by [`rule_wins`], a geometric rule that reproduces
//!   the published swap map of 11x11 cell for cell and 62 of the 64 solved
//!   8x8 openings (docs/strength.md, "The swap map").
//!
//! The opening itself ([`opening`]) is in `src/opening/first_moves.txt`:
//! among the cells the map does not swap, the one hexbfs's own search rates
//! best for the first player, computed offline at a fixed depth by
//! `cargo run --release --example swap_openings` (reproducible: no clock).
//!
//! The map speaks of square boards only: `swap-pieces` needs one.

use crate::board::{Cell, Geometry, MAX_SIZE};
use std::sync::OnceLock;

/// The solved boards: `size N`, then N rows of `B` (the first stone wins)
/// or `W` (it loses).
const SOLVED: &str = include_str!("opening/solved.txt");

/// The chosen opening of each size: `N CELL SCORE DEPTH`.
const FIRST_MOVES: &str = include_str!("opening/first_moves.txt");

/// Where a size's answers come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// A published solution of every opening.
    Solved,
    /// [`rule_wins`].
    Rule,
}

/// Per size (index N), the solved winners by cell (row-major), if any.
fn solved() -> &'static [Option<Vec<bool>>] {
    static TABLE: OnceLock<Vec<Option<Vec<bool>>>> = OnceLock::new();
    TABLE.get_or_init(|| parse_solved(SOLVED).expect("src/opening/solved.txt parses"))
}

/// Parses the solved boards (`size N`, then N rows of `B` or `W`); an
/// error names the line.
pub fn parse_solved(text: &str) -> Result<Vec<Option<Vec<bool>>>, String> {
    let mut table = vec![None; MAX_SIZE + 1];
    let mut lines = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'));
    while let Some((k, line)) = lines.next() {
        let n: usize = line
            .strip_prefix("size ")
            .and_then(|s| s.trim().parse().ok())
            .filter(|n| (1..=MAX_SIZE).contains(n))
            .ok_or_else(|| format!("line {}: expected `size N`: {line}", k + 1))?;
        let mut cells = Vec::with_capacity(n * n);
        for _ in 0..n {
            let (k, row) = lines
                .next()
                .ok_or_else(|| format!("size {n}: fewer than {n} rows"))?;
            let row: Vec<bool> = row
                .split_whitespace()
                .map(|t| match t {
                    "B" => Ok(true),
                    "W" => Ok(false),
                    _ => Err(format!("line {}: expected B or W: {t}", k + 1)),
                })
                .collect::<Result<_, _>>()?;
            if row.len() != n {
                return Err(format!("line {}: {} cells, not {n}", k + 1, row.len()));
            }
            cells.extend(row);
        }
        if table[n].replace(cells).is_some() {
            return Err(format!("size {n} given twice"));
        }
    }
    Ok(table)
}

/// Where the answers for an n×n board come from.
pub fn source(n: usize) -> Source {
    match solved().get(n) {
        Some(Some(_)) => Source::Solved,
        _ => Source::Rule,
    }
}

/// Whether a Black first stone on `cell` of an n×n board wins for Black
/// (White to move, no swap): from the solution where one is published,
/// else by [`rule_wins`].
pub fn first_stone_wins(n: usize, cell: Cell) -> bool {
    let (col, row) = (cell.col as usize, cell.row as usize);
    match solved().get(n) {
        Some(Some(cells)) => cells[row * n + col],
        _ => rule_wins(n, col, row),
    }
}

/// The rule for boards without a published solution. A Black first stone
/// loses on Black's own first row (except the obtuse corner), on its second
/// row (except the two cells next to the obtuse corner), and at both ends of
/// its third row; it wins everywhere else. Cells nearer the bottom edge are
/// read through the half-turn, which maps the board and both players' edges
/// onto themselves: (col, row) -> (n-1-col, n-1-row).
///
/// Grounds (docs/strength.md, "The swap map"): the solved boards lose
/// exactly these cells and a few more near the edges, fewer with each size
/// (the rule gives 26/36 of 6x6, 45/49 of 7x7, 62/64 of 8x8: 8x8 differs
/// only at a4 and h5); the swap map of Benzene's `swap-moves.txt` as Ryan
/// Hayward revised it (cgao3/neurobenzene `share/swap-moves.txt`) is this
/// rule cell for cell on 11x11 and in 166 of 169 cells on 13x13; and no
/// cell outside the three rows is a known loss on larger boards.
pub fn rule_wins(n: usize, col: usize, row: usize) -> bool {
    let (col, row) = if 2 * row > n - 1 {
        (n - 1 - col, n - 1 - row)
    } else {
        (col, row)
    };
    match row {
        0 => col == n - 1,
        1 => col + 2 >= n,
        2 => col > 0 && col + 1 < n,
        _ => true,
    }
}

/// Whether the second player should swap a Black first stone on `first`:
/// exactly when it wins. `None` on a board that is not square.
pub fn swap(g: &Geometry, first: Cell) -> Option<bool> {
    square(g).map(|n| first_stone_wins(n, first))
}

/// The first stone to place when the opponent may swap it. `None` on a
/// board that is not square.
pub fn opening(g: &Geometry) -> Option<Cell> {
    square(g).map(|n| first_moves()[n].expect("every size has an opening"))
}

fn square(g: &Geometry) -> Option<usize> {
    (g.width() == g.height()).then_some(g.width())
}

/// Per size (index N), the chosen opening.
fn first_moves() -> &'static [Option<Cell>] {
    static TABLE: OnceLock<Vec<Option<Cell>>> = OnceLock::new();
    TABLE
        .get_or_init(|| parse_first_moves(FIRST_MOVES).expect("src/opening/first_moves.txt parses"))
}

/// Parses the openings (`N CELL SCORE DEPTH` a line); an error names the
/// line. Each size 1..=26 must appear once, with a cell on its board.
pub fn parse_first_moves(text: &str) -> Result<Vec<Option<Cell>>, String> {
    let mut table = vec![None; MAX_SIZE + 1];
    for (k, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let bad = || format!("line {}: expected `N CELL SCORE DEPTH`: {line}", k + 1);
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [n, cell, score, depth] = fields[..] else {
            return Err(bad());
        };
        let n: usize = n.parse().map_err(|_| bad())?;
        let cell: Cell = cell.parse().map_err(|_| bad())?;
        score.parse::<i32>().map_err(|_| bad())?;
        depth.parse::<u32>().map_err(|_| bad())?;
        if !(1..=MAX_SIZE).contains(&n) || cell.col as usize >= n || cell.row as usize >= n {
            return Err(bad());
        }
        if table[n].replace(cell).is_some() {
            return Err(format!("line {}: size {n} given twice", k + 1));
        }
    }
    match (1..=MAX_SIZE).find(|&n| table[n].is_none()) {
        Some(n) => Err(format!("no opening for size {n}")),
        None => Ok(table),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(s: &str) -> Cell {
        s.parse().unwrap()
    }

    #[test]
    fn the_data_parses_with_every_cell_of_sizes_one_to_eight() {
        let table = parse_solved(SOLVED).unwrap();
        for (n, cells) in table.iter().enumerate() {
            match cells {
                Some(c) => assert!((1..=8).contains(&n) && c.len() == n * n),
                None => assert!(n == 0 || n > 8, "size {n} missing"),
            }
        }
        assert!(parse_first_moves(FIRST_MOVES).is_ok());
    }

    #[test]
    fn bad_data_is_refused_with_its_line() {
        assert!(
            parse_solved("size 2\nB W\nB")
                .unwrap_err()
                .contains("line 3")
        );
        assert!(parse_solved("size 1\nX").unwrap_err().contains("B or W"));
        assert!(parse_solved("size 27\n").is_err());
        assert!(parse_solved("size 1\nB\nsize 1\nW").is_err());
        assert!(
            parse_first_moves("1 a1 0 3")
                .unwrap_err()
                .contains("size 2")
        );
        assert!(
            parse_first_moves("2 c1 0 3")
                .unwrap_err()
                .contains("line 1")
        );
        assert!(parse_first_moves("2 a1 x 3").is_err());
    }

    #[test]
    fn the_rule_loses_the_first_rows_but_not_by_the_obtuse_corner() {
        let wins = |s: &str| {
            let c = cell(s);
            rule_wins(11, c.col as usize, c.row as usize)
        };
        let losses = [
            "a1", "j1", "a2", "i2", "a3", "k3", "a9", "k9", "c10", "k10", "b11",
        ];
        let winners = [
            "k1", "j2", "k2", "b3", "j3", "a4", "f6", "k8", "a10", "b10", "a11",
        ];
        assert!(losses.iter().all(|s| !wins(s)), "{losses:?}");
        assert!(winners.iter().all(|s| wins(s)), "{winners:?}");
    }

    #[test]
    fn the_map_is_symmetric_under_the_half_turn() {
        for n in 1..=MAX_SIZE {
            for k in 0..n * n {
                let (col, row) = (k % n, k / n);
                let turned = Cell::new(n - 1 - col, n - 1 - row).unwrap();
                assert_eq!(
                    first_stone_wins(n, Cell::new(col, row).unwrap()),
                    first_stone_wins(n, turned),
                    "{n}x{n} {col},{row}"
                );
            }
        }
    }

    #[test]
    fn solved_sizes_and_rule_sizes() {
        assert_eq!(source(8), Source::Solved);
        assert_eq!(source(9), Source::Rule);
        assert_eq!(swap(&Geometry::new(3, 4).unwrap(), cell("a1")), None);
        assert_eq!(opening(&Geometry::new(4, 3).unwrap()), None);
    }
}
