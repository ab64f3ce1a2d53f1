//! Colours, cells, board geometry and the stones on a board.
//!
//! Black joins the top row (row 1) to the bottom row; White joins the left
//! column (`a`) to the right column. Cell `a1` is the acute corner at the top
//! left. The neighbours of `(col, row)` are `(col±1, row)`, `(col, row±1)`,
//! `(col+1, row-1)` and `(col-1, row+1)`.
//!
//! Stones live in [`Bitboard`]s in the padded layout described in
//! [`crate::bitboard`]; a cell's bit index is its [`Geometry::index`]. The
//! Zobrist hash of the stones is updated by the only two setters, and checked
//! against a full recomputation in debug builds.

use crate::bitboard::{Bitboard, WORDS};
use std::fmt;
use std::str::FromStr;

/// The largest number of columns or rows.
pub const MAX_SIZE: usize = 26;

/// One past the largest bit index a cell can have (26 rows of stride 27).
pub const MAX_INDEX: usize = WORDS * 64;

/// A player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// Joins the top and bottom rows; moves first.
    Black,
    /// Joins the left and right columns.
    White,
}

impl Color {
    /// Both colours, Black first.
    pub const BOTH: [Color; 2] = [Color::Black, Color::White];

    /// The other player.
    #[inline]
    pub fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// 0 for Black, 1 for White.
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The single letter used in scores and SGF: `B` or `W`.
    pub fn letter(self) -> char {
        match self {
            Color::Black => 'B',
            Color::White => 'W',
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(match self {
            Color::Black => "black",
            Color::White => "white",
        })
    }
}

/// Why a colour did not parse.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseColorError(pub String);

impl fmt::Display for ParseColorError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "invalid color: {}", self.0)
    }
}

impl std::error::Error for ParseColorError {}

impl FromStr for Color {
    type Err = ParseColorError;

    /// `b`, `black`, `w`, `white`, in any case.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "b" | "black" => Ok(Color::Black),
            "w" | "white" => Ok(Color::White),
            _ => Err(ParseColorError(s.to_string())),
        }
    }
}

/// A cell by column and row, both counted from 0. Valid on a board when both
/// are below its width and height; syntax alone allows up to 26 of each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    pub col: u8,
    pub row: u8,
}

impl Cell {
    /// The cell at column `col` and row `row` (from 0); `None` past 26.
    pub fn new(col: usize, row: usize) -> Option<Cell> {
        (col < MAX_SIZE && row < MAX_SIZE).then_some(Cell {
            col: col as u8,
            row: row as u8,
        })
    }

    /// The cell mirrored across the long diagonal (column and row exchanged),
    /// as `swap-pieces` moves the first stone.
    pub fn mirrored(self) -> Cell {
        Cell {
            col: self.row,
            row: self.col,
        }
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.col) as char, self.row as u32 + 1)
    }
}

/// Why a cell did not parse.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseCellError(pub String);

impl fmt::Display for ParseCellError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "invalid cell: {}", self.0)
    }
}

impl std::error::Error for ParseCellError {}

impl FromStr for Cell {
    type Err = ParseCellError;

    /// A column letter `a`..`z` (any case) and a row number `1`..`26`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseCellError(s.to_string());
        let mut chars = s.chars();
        let letter = chars.next().ok_or_else(err)?.to_ascii_lowercase();
        if !letter.is_ascii_lowercase() {
            return Err(err());
        }
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(err());
        }
        let row: usize = digits.parse().map_err(|_| err())?;
        if row == 0 || digits.starts_with('0') {
            return Err(err());
        }
        Cell::new((letter as u8 - b'a') as usize, row - 1).ok_or_else(err)
    }
}

/// The shape of a board: its size, the padded layout and the edge masks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Geometry {
    width: usize,
    height: usize,
    /// `2^20 / stride`, rounded up: the row of a bit index is
    /// `index * stride_inverse >> 20` (see [`Geometry::cell`]).
    stride_inverse: u32,
    cells: Bitboard,
    /// Indexed by [`Color::index`]: the first edge (top for Black, left for White).
    first_edge: [Bitboard; 2],
    /// The opposite edge (bottom for Black, right for White).
    second_edge: [Bitboard; 2],
}

/// Why a board size is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardSizeError;

impl fmt::Display for BoardSizeError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "board size must be 1..{MAX_SIZE}")
    }
}

impl std::error::Error for BoardSizeError {}

impl Geometry {
    /// A board of `width` columns and `height` rows, each 1..=26.
    pub fn new(width: usize, height: usize) -> Result<Geometry, BoardSizeError> {
        if !(1..=MAX_SIZE).contains(&width) || !(1..=MAX_SIZE).contains(&height) {
            return Err(BoardSizeError);
        }
        let mut g = Geometry {
            width,
            height,
            stride_inverse: (1 << 20) / (width as u32 + 1) + 1,
            cells: Bitboard::EMPTY,
            first_edge: [Bitboard::EMPTY; 2],
            second_edge: [Bitboard::EMPTY; 2],
        };
        for row in 0..height {
            for col in 0..width {
                let i = g.index_of(col, row);
                g.cells.insert(i);
                if row == 0 {
                    g.first_edge[0].insert(i);
                }
                if row == height - 1 {
                    g.second_edge[0].insert(i);
                }
                if col == 0 {
                    g.first_edge[1].insert(i);
                }
                if col == width - 1 {
                    g.second_edge[1].insert(i);
                }
            }
        }
        Ok(g)
    }

    pub fn width(&self) -> usize {
        self.width
    }

    pub fn height(&self) -> usize {
        self.height
    }

    /// Bits per row: the width plus one padding bit.
    #[inline]
    pub fn stride(&self) -> usize {
        self.width + 1
    }

    /// Number of cells.
    pub fn len(&self) -> usize {
        self.width * self.height
    }

    /// Never true: a board has at least one cell.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// 64-bit words that hold every cell index.
    pub fn words(&self) -> usize {
        (self.height * self.stride()).div_ceil(64)
    }

    #[inline]
    fn index_of(&self, col: usize, row: usize) -> usize {
        row * self.stride() + col
    }

    /// Whether `cell` lies on this board.
    #[inline]
    pub fn contains(&self, cell: Cell) -> bool {
        (cell.col as usize) < self.width && (cell.row as usize) < self.height
    }

    /// The bit index of an on-board cell.
    #[inline]
    pub fn index(&self, cell: Cell) -> usize {
        debug_assert!(self.contains(cell));
        self.index_of(cell.col as usize, cell.row as usize)
    }

    /// The cell at a bit index of this board.
    ///
    /// The move ordering asks this of every candidate at every search node,
    /// and a division by the run-time stride was a visible part of that
    /// cost; a multiplication by the rounded-up inverse gives the same
    /// quotient: with `m = 2^20 / s + 1 = (2^20 + e) / s` for some
    /// `0 < e <= s`, `i * m / 2^20 = i / s + i * e / (s * 2^20)`, and the
    /// error term stays below `1 / s` while `i < 2^20 / s`, far above any
    /// bit index (a unit test checks every stride and index).
    #[inline]
    pub fn cell(&self, index: usize) -> Cell {
        debug_assert!(index < MAX_SIZE * self.stride());
        let row = (index as u32 * self.stride_inverse) >> 20;
        let col = index as u32 - row * self.stride() as u32;
        Cell {
            col: col as u8,
            row: row as u8,
        }
    }

    /// Every cell, row by row.
    #[inline]
    pub fn cells(&self) -> &Bitboard {
        &self.cells
    }

    /// The first edge of `color`: top row for Black, left column for White.
    #[inline]
    pub fn first_edge(&self, color: Color) -> &Bitboard {
        &self.first_edge[color.index()]
    }

    /// The second edge of `color`: bottom row for Black, right column for White.
    #[inline]
    pub fn second_edge(&self, color: Color) -> &Bitboard {
        &self.second_edge[color.index()]
    }

    /// The on-board neighbours of the cell at `index`, as bit indices.
    pub fn neighbours(&self, index: usize) -> impl Iterator<Item = usize> + '_ {
        let s = self.stride() as isize;
        [-1, 1, -s, s, 1 - s, s - 1]
            .into_iter()
            .map(move |d| index as isize + d)
            .filter(|&j| j >= 0 && (j as usize) < MAX_INDEX && self.cells.contains(j as usize))
            .map(|j| j as usize)
    }
}

/// Zobrist keys by colour and bit index, from a fixed-seed splitmix64 stream.
static ZOBRIST: [[u64; MAX_INDEX]; 2] = zobrist_keys();

const fn zobrist_keys() -> [[u64; MAX_INDEX]; 2] {
    let mut keys = [[0; MAX_INDEX]; 2];
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut c = 0;
    while c < 2 {
        let mut i = 0;
        while i < MAX_INDEX {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            keys[c][i] = z ^ (z >> 31);
            i += 1;
        }
        c += 1;
    }
    keys
}

/// The Zobrist key of a stone of `color` at bit index `index`.
#[inline]
pub fn zobrist(color: Color, index: usize) -> u64 {
    ZOBRIST[color.index()][index]
}

/// The stones on a board of some [`Geometry`], with their Zobrist hash.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    geometry: Geometry,
    stones: [Bitboard; 2],
    hash: u64,
}

impl Board {
    /// An empty board.
    pub fn new(geometry: Geometry) -> Board {
        Board {
            geometry,
            stones: [Bitboard::EMPTY; 2],
            hash: 0,
        }
    }

    #[inline]
    pub fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    /// The stones of `color`.
    #[inline]
    pub fn stones(&self, color: Color) -> &Bitboard {
        &self.stones[color.index()]
    }

    /// The empty cells.
    #[inline]
    pub fn empty(&self) -> Bitboard {
        self.geometry.cells.and_not(self.stones[0] | self.stones[1])
    }

    /// Number of stones of both colours.
    pub fn stone_count(&self) -> u32 {
        self.stones[0].count() + self.stones[1].count()
    }

    /// The colour of the stone at bit index `index`, if any.
    #[inline]
    pub fn at(&self, index: usize) -> Option<Color> {
        Color::BOTH
            .into_iter()
            .find(|c| self.stones[c.index()].contains(index))
    }

    /// The colour of the stone on `cell`, if any (the cell must be on the board).
    pub fn get(&self, cell: Cell) -> Option<Color> {
        self.at(self.geometry.index(cell))
    }

    /// The Zobrist hash of the stones.
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Puts a stone of `color` on the empty cell at `index`.
    #[inline]
    pub fn place(&mut self, color: Color, index: usize) {
        debug_assert!(self.geometry.cells.contains(index) && self.at(index).is_none());
        self.stones[color.index()].insert(index);
        self.hash ^= zobrist(color, index);
        debug_assert_eq!(self.hash, self.full_hash());
    }

    /// Takes the stone of `color` off the cell at `index`.
    #[inline]
    pub fn remove(&mut self, color: Color, index: usize) {
        debug_assert!(self.stones[color.index()].contains(index));
        self.stones[color.index()].remove(index);
        self.hash ^= zobrist(color, index);
        debug_assert_eq!(self.hash, self.full_hash());
    }

    /// The hash recomputed from scratch.
    pub fn full_hash(&self) -> u64 {
        Color::BOTH
            .into_iter()
            .flat_map(|c| self.stones[c.index()].iter().map(move |i| zobrist(c, i)))
            .fold(0, |h, k| h ^ k)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_parse_in_any_case_and_print_lowercase() {
        assert_eq!("K11".parse::<Cell>().unwrap().to_string(), "k11");
        assert_eq!("a1".parse::<Cell>(), Ok(Cell { col: 0, row: 0 }));
        assert_eq!("z26".parse::<Cell>(), Ok(Cell { col: 25, row: 25 }));
        for bad in ["", "a", "a0", "a27", "1a", "a01", "aa1", "a1x", "é1", "a+1"] {
            assert!(bad.parse::<Cell>().is_err(), "{bad}");
        }
    }

    #[test]
    fn colors_parse_in_any_case() {
        for (s, c) in [
            ("b", Color::Black),
            ("BLACK", Color::Black),
            ("W", Color::White),
        ] {
            assert_eq!(s.parse::<Color>(), Ok(c));
        }
        assert!("red".parse::<Color>().is_err());
    }

    #[test]
    fn geometry_refuses_sizes_outside_1_to_26() {
        assert!(Geometry::new(0, 5).is_err());
        assert!(Geometry::new(27, 5).is_err());
        assert_eq!(Geometry::new(26, 26).unwrap().words(), 11);
        assert_eq!(Geometry::new(11, 11).unwrap().words(), 3);
    }

    #[test]
    fn cell_of_index_divides_exactly_for_every_width() {
        for width in 1..=MAX_SIZE {
            let g = Geometry::new(width, 1).unwrap();
            let s = g.stride();
            for i in 0..MAX_SIZE * s {
                let c = g.cell(i);
                assert_eq!(
                    (c.col as usize, c.row as usize),
                    (i % s, i / s),
                    "width {width} index {i}"
                );
            }
        }
    }

    #[test]
    fn neighbours_follow_the_hex_rule() {
        let g = Geometry::new(3, 3).unwrap();
        let name = |i| g.cell(i).to_string();
        let b2 = g.index("b2".parse().unwrap());
        let mut n: Vec<String> = g.neighbours(b2).map(name).collect();
        n.sort();
        assert_eq!(n, ["a2", "a3", "b1", "b3", "c1", "c2"]);
        let a1 = g.index("a1".parse().unwrap());
        let mut n: Vec<String> = g.neighbours(a1).map(name).collect();
        n.sort();
        assert_eq!(n, ["a2", "b1"]);
    }

    #[test]
    fn hash_follows_place_and_remove() {
        let mut b = Board::new(Geometry::new(5, 5).unwrap());
        b.place(Color::Black, 3);
        b.place(Color::White, 8);
        let h = b.hash();
        b.remove(Color::White, 8);
        b.place(Color::White, 8);
        assert_eq!(b.hash(), h);
        assert_ne!(h, 0);
        assert_eq!(b.get("d1".parse().unwrap()), Some(Color::Black));
    }
}
