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

use crate::bitboard::{Bitboard, Bits};
#[cfg(test)]
use crate::board::Board;
use crate::board::{Color, Geometry};

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
#[cfg(test)]
#[derive(Debug, PartialEq)]
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
/// one, in the order [`Placements`] keeps them. The reference that
/// [`Placements`] is tested against.
#[cfg(test)]
pub(super) fn for_each_match(board: &Board, color: Color, mut found: impl FnMut(Match)) {
    let theirs = board.stones(color.opponent());
    let empty = board.empty();
    for_each_placement(board.geometry(), color, |anchor, edge, cells| {
        if !theirs.contains(anchor) && (cells & *theirs).is_empty() {
            found(Match {
                anchor,
                edge,
                carrier: cells & empty,
            });
        }
    });
}

/// Every template of `color` that fits on a board of geometry `g` (all its
/// cells on the board), as `(anchor, edge, cells)`, in a fixed order: by
/// edge, template, reflection and place along the edge.
fn for_each_placement(g: &Geometry, color: Color, mut found: impl FnMut(usize, usize, Bitboard)) {
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
                    let mut cells = Bitboard::EMPTY;
                    let fits = t.cells.iter().all(|&(x, d)| match place(x, d, shift) {
                        Some(i) => {
                            cells.insert(i);
                            true
                        }
                        None => false,
                    });
                    if fits {
                        found(anchor, edge, cells);
                    }
                }
            }
        }
    }
}

/// The templates of one colour that fit on one board shape, over `N`-word
/// sets, kept from build to build: a template matches on a position when
/// its anchor is not an opponent's stone and its cells hold none, which is
/// two tests on a kept placement, where placing every template cell by
/// cell on 11-word sets in every build cost the solver 0.45% of its
/// instructions more (docs/vc.md, "Round twenty-two"). The matches, and
/// their order, are [`for_each_match`]'s (tested below).
#[derive(Default)]
pub(super) struct Placements<const N: usize> {
    /// Width, height, stride and colour the list is for.
    key: Option<(usize, usize, usize, Color)>,
    /// `(anchor, edge, cells)`.
    list: Vec<(u16, u16, Bits<N>)>,
}

impl<const N: usize> Placements<N> {
    /// The placements for `color` on boards shaped like `g`, made if the
    /// list kept is for another shape or colour.
    pub fn of(&mut self, g: &Geometry, color: Color) -> &[(u16, u16, Bits<N>)] {
        let key = Some((g.width(), g.height(), g.stride(), color));
        if self.key != key {
            self.key = key;
            self.list.clear();
            for_each_placement(g, color, |anchor, edge, cells| {
                self.list
                    .push((anchor as u16, edge as u16, Bits::truncate(&cells)));
            });
        }
        &self.list
    }

    /// The placements for `color` on boards shaped like `g` that match
    /// where the opponent holds `theirs`: the anchor not the opponent's,
    /// no cell the opponent's (the carrier is then the cells still empty).
    pub fn matching<'a>(
        &'a mut self,
        g: &Geometry,
        color: Color,
        theirs: &'a Bits<N>,
    ) -> impl Iterator<Item = &'a (u16, u16, Bits<N>)> + 'a {
        self.of(g, color).iter().filter(move |(anchor, _, cells)| {
            !theirs.contains(*anchor as usize) && super::graph::disjoint(cells, theirs)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// The kept placements, tested on each position as the build tests
    /// them (anchor not the opponent's, no cell the opponent's, the
    /// carrier the cells still empty), give [`for_each_match`]'s matches
    /// in its order, on random boards of both colours and several shapes
    /// (one-, two- and three-word sets), the list kept across them.
    #[test]
    fn kept_placements_match_as_placing_each_time_does() {
        fn check<const N: usize>(rng: &mut Rng, sizes: &[(usize, usize)]) -> usize {
            let mut kept = Placements::<N>::default();
            let mut matches = 0;
            let sizes: Vec<(usize, usize)> = sizes
                .iter()
                .copied()
                .filter(|&(w, h)| Geometry::new(w, h).expect("size").words() == N)
                .collect();
            for _ in 0..300 {
                let (w, h) = sizes[rng.below(sizes.len())];
                let g = Geometry::new(w, h).expect("size");
                let mut board = Board::new(g.clone());
                let cells: Vec<usize> = g.cells().iter().collect();
                for _ in 0..rng.below(w * h / 2 + 1) {
                    let c = cells[rng.below(cells.len())];
                    if board.empty().contains(c) {
                        board.place(Color::BOTH[rng.below(2)], c);
                    }
                }
                let color = Color::BOTH[rng.below(2)];
                let mut want = Vec::new();
                for_each_match(&board, color, |m| want.push(m));
                let theirs = Bits::<N>::truncate(board.stones(color.opponent()));
                let empty = Bits::<N>::truncate(&board.empty());
                let got: Vec<Match> = kept
                    .matching(&g, color, &theirs)
                    .map(|&(a, e, c)| {
                        let mut carrier = Bitboard::EMPTY;
                        carrier.0[..N].copy_from_slice(&(c & empty).0);
                        Match {
                            anchor: a as usize,
                            edge: e as usize,
                            carrier,
                        }
                    })
                    .collect();
                assert_eq!(got, want, "{w}x{h} {color:?}");
                matches += want.len();
            }
            matches
        }
        // Each check draws the shapes whose sets have its number of words.
        let sizes: Vec<(usize, usize)> = (3..=14)
            .flat_map(|w| [(w, w), (w, w + 2), (w + 1, w)])
            .collect();
        let mut rng = Rng::new(22);
        assert!(check::<1>(&mut rng, &sizes) > 3000);
        assert!(check::<2>(&mut rng, &sizes) > 3000);
        assert!(check::<3>(&mut rng, &sizes) > 3000);
    }
}
