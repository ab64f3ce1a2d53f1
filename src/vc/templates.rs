//! Edge templates as built-in patterns: a stone (or empty cell) a few rows
//! from an edge that is joined to the edge if the opponent has no stone in
//! the template's cells.
//!
//! Templates are written in an edge frame: `(x, d)` is the cell `x` along
//! the edge at distance `d` from it (`d = 0` is the border row), and the
//! cells of `(x, d)` towards the edge are `(x, d - 1)` and `(x + 1, d - 1)`.
//! Each template is used as written and mirrored (`(x, d) -> (-x - d, d)`,
//! which keeps that neighbourhood), shifted along the edge, on both edges
//! of the colour.

use crate::bitboard::Bitboard;
use crate::board::{Board, Color};

/// One template (named in a comment): the anchor is `(0, depth)`; `cells` are the rest.
pub(super) struct Template {
    pub depth: i32,
    pub cells: &'static [(i32, i32)],
}

/// Edge templates II, IIIa (the ziggurat) and IVa.
pub(super) const TEMPLATES: &[Template] = &[
    // II: a stone on the second row and the two cells below it.
    Template {
        depth: 1,
        cells: &[(0, 0), (1, 0)],
    },
    // IIIa, the ziggurat: two cells on the third row, three, then four.
    Template {
        depth: 2,
        cells: &[
            (1, 2),
            (0, 1),
            (1, 1),
            (2, 1),
            (0, 0),
            (1, 0),
            (2, 0),
            (3, 0),
        ],
    },
];

/// A template in place: `anchor` (a bit index) is joined to edge node
/// `edge` (0 first, 1 second) through the empty cells `carrier`.
pub(super) struct Match {
    pub anchor: usize,
    pub edge: usize,
    pub carrier: Bitboard,
}

/// Maps edge-frame cells to bit indices for one edge of one colour.
struct Frame {
    width: i32,
    height: i32,
    stride: i32,
    color: Color,
    second: bool,
}

impl Frame {
    fn index(&self, x: i32, d: i32) -> Option<usize> {
        let (w, h) = (self.width, self.height);
        let (col, row) = match (self.color, self.second) {
            (Color::Black, false) => (x, d),
            (Color::Black, true) => (w - 1 - x, h - 1 - d),
            (Color::White, false) => (d, x),
            (Color::White, true) => (w - 1 - d, h - 1 - x),
        };
        (0 <= col && col < w && 0 <= row && row < h).then(|| (row * self.stride + col) as usize)
    }

    /// How far along the edge cells go.
    fn length(&self) -> i32 {
        match self.color {
            Color::Black => self.width,
            Color::White => self.height,
        }
    }
}

/// Every template of `color` on `board` whose anchor is not an opponent's
/// stone and whose cells hold no opponent stone, handed to `found` one by
/// one. (A list of them, returned, was grown a push at a time in every
/// build: half a percent of the solver's instructions, docs/vc.md, "Round
/// twenty-two".)
pub(super) fn for_each_match(board: &Board, color: Color, mut found: impl FnMut(Match)) {
    let g = board.geometry();
    let theirs = board.stones(color.opponent());
    let empty = board.empty();
    for (edge, second) in [(0, false), (1, true)] {
        let frame = Frame {
            width: g.width() as i32,
            height: g.height() as i32,
            stride: g.stride() as i32,
            color,
            second,
        };
        for t in TEMPLATES {
            for mirror in [false, true] {
                let place = |x: i32, d: i32, shift: i32| {
                    let x = if mirror { -x - d } else { x };
                    frame.index(x + shift, d)
                };
                for shift in -t.depth..frame.length() + t.depth {
                    let Some(anchor) = place(0, t.depth, shift) else {
                        continue;
                    };
                    if theirs.contains(anchor) {
                        continue;
                    }
                    let mut carrier = Bitboard::EMPTY;
                    let fits = t.cells.iter().all(|&(x, d)| match place(x, d, shift) {
                        Some(i) if !theirs.contains(i) => {
                            carrier.insert(i);
                            true
                        }
                        _ => false,
                    });
                    if fits {
                        found(Match {
                            anchor,
                            edge,
                            carrier: carrier & empty,
                        });
                    }
                }
            }
        }
    }
}
