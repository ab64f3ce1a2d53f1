//! The board as an electrical circuit (Anshelevich's Hexy, Benzene's
//! Wolve, and before them Shannon's Hex machine): how well a player's two
//! edges conduct.
//!
//! Every cell is a resistor: 1 for an empty cell, [`OWN`] (almost nothing)
//! for the player's own stone, and the opponent's stones are cut out. Two
//! neighbouring cells are joined by the sum of their resistances, and a
//! cell on one of the player's edges is joined to that edge by its own
//! resistance. With the first edge held at potential 1 and the second at
//! 0, the current that flows is the *conductance* between the edges.
//!
//! Where the 0-1 BFS ([`super::layers`]) counts the stones of the one
//! shortest chain, the conductance adds up every route: two disjoint
//! chains of the same length conduct twice as well as one, a bottleneck
//! the opponent can close with a stone conducts little, and a longer but
//! wider route can beat a short narrow one. A position is then scored by
//! [`log_ratio`]: the logarithm of the side to move's conductance over the
//! opponent's.
//!
//! The potentials solve a linear system `A v = b`, where `A` is the
//! circuit's conductance matrix (a graph Laplacian with the edges
//! grounded): symmetric and positive definite. Numbered along the
//! player's direction of play (row by row for Black, column by column for
//! White), a cell's neighbours are at most one line away (its bridge
//! partners two), so `A` is a band matrix whose half-width is the length
//! of a line (two lines with bridges). A Cholesky factorisation needs no
//! pivoting, and within the band costs at most `cells * half-width^2 / 2`
//! steps (about 4,000 on 9x9 without bridges, four times that with);
//! elimination fills nothing in left of a row's first entry, so each row
//! works over its envelope only, and a row with no bridge two lines back
//! costs what it would without bridges. Opponent cells keep their rows, as the
//! identity (their potential is 0 and no current reaches them), so the
//! band never changes shape. Cells cut off from both edges (an empty
//! region walled in by the opponent) would make `A` singular; a leak of
//! [`LEAK`] from every cell to ground keeps it definite, and since no
//! current enters such a region its potentials stay 0.

use super::scratch::{Kept, reuse};
use crate::board::{Board, Color};
use std::cell::Cell;

/// The resistance of an empty cell.
pub const EMPTY: f64 = 1.0;

/// The resistance of the player's own stone: small enough that a chain of
/// stones counts as one node, large enough that `A` stays well
/// conditioned (a conductance of 32 between two adjacent stones against
/// 0.5 between two empty cells).
pub const OWN: f64 = 1.0 / 64.0;

/// The conductance from every cell to ground that keeps `A` definite when
/// some cells are cut off from both edges (far below any real current: a
/// circuit of 676 cells leaks less than 1e-6).
pub const LEAK: f64 = 1e-9;

/// The smallest conductance [`log_ratio`] divides by: a player cut off
/// from an edge conducts nothing (and the search scores it by its
/// distance long before this matters).
const FLOOR: f64 = 1e-12;

thread_local! {
    static BAND: Kept = const { Cell::new(None) };
}

/// The conductance between `color`'s two edges on `board` (see the module
/// documentation): 0 when `color` is cut off, very large when it has won.
pub fn conductance(board: &Board, color: Color, bridges: bool) -> f64 {
    reuse(&BAND, Band::default, |band| {
        band.conductance(board, color, bridges)
    })
}

/// `ln(G_me / G_opponent)`: positive when `me` conducts better. Each
/// conductance is floored at 1e-12, so a player cut off scores far
/// below any open position but never infinitely.
pub fn log_ratio(board: &Board, me: Color, bridges: bool) -> f64 {
    let mine = conductance(board, me, bridges).max(FLOOR);
    let theirs = conductance(board, me.opponent(), bridges).max(FLOOR);
    (mine / theirs).ln()
}

/// The band matrix and the vectors of one solve, kept between calls.
#[derive(Default)]
struct Band {
    /// Row `k` holds columns `k - reach ..= k` (the diagonal last; `reach`
    /// the band's half-width), then in place its Cholesky factor's.
    rows: Vec<f64>,
    /// The right-hand side, then the forward solve's result, then the
    /// potentials.
    rhs: Vec<f64>,
    /// Each row's first column that is not zero (its envelope's start).
    first: Vec<usize>,
    /// Each cell's resistance by position along the player's lines, or
    /// `None` for an opponent stone.
    resistance: Vec<Option<f64>>,
}

impl Band {
    fn conductance(&mut self, board: &Board, color: Color, bridges: bool) -> f64 {
        let g = board.geometry();
        // Lines run across the player's direction: `lines` of them from
        // its first edge to its second, `width` cells each.
        let (lines, width) = match color {
            Color::Black => (g.height(), g.width()),
            Color::White => (g.width(), g.height()),
        };
        let n = lines * width;
        let stride = g.stride();
        let bit = |k: usize| {
            let (line, along) = (k / width, k % width);
            match color {
                Color::Black => line * stride + along,
                Color::White => along * stride + line,
            }
        };
        self.resistance.clear();
        self.resistance
            .extend((0..n).map(|k| match board.at(bit(k)) {
                None => Some(EMPTY),
                Some(c) if c == color => Some(OWN),
                Some(_) => None,
            }));
        // The band's half-width: a line, or with bridges two lines less a
        // cell (the bridge two lines on, one cell back).
        let reach = if bridges { 2 * width - 1 } else { width };
        let span = reach + 1;
        self.rows.clear();
        self.rows.resize(n * span, 0.0);
        self.rhs.clear();
        self.rhs.resize(n, 0.0);
        // Entry (k, j), j <= k, at row k's slot j - (k - reach).
        let at = |k: usize, j: usize| k * span + reach + j - k;
        let diag = |k: usize| at(k, k);
        let empty = |r: &[Option<f64>], k: usize| r[k] == Some(EMPTY);
        // Whether cell k is joined to the first and to the second edge: on
        // the edge's line, or with bridges on the line next to it with its
        // two neighbours on the edge's line empty (an edge bridge).
        let touches = |r: &[Option<f64>], k: usize| {
            let (line, along) = (k / width, k % width);
            let first = line == 0
                || (bridges
                    && line == 1
                    && along + 1 < width
                    && empty(r, k - width)
                    && empty(r, k - width + 1));
            let second = line + 1 == lines
                || (bridges
                    && line + 2 == lines
                    && along > 0
                    && empty(r, k + width)
                    && empty(r, k + width - 1));
            (first, second)
        };
        self.first.clear();
        for k in 0..n {
            self.first.push(k);
            let Some(rk) = self.resistance[k] else {
                self.rows[diag(k)] = 1.0;
                continue;
            };
            let (line, along) = (k / width, k % width);
            self.rows[diag(k)] += LEAK;
            // The neighbours numbered before k: along the line, and the
            // two on the line before (the hex grid's diagonal runs from
            // the previous line's next cell).
            let before = [
                (along > 0).then(|| k - 1),
                (line > 0).then(|| k - width),
                (line > 0 && along + 1 < width).then(|| k - width + 1),
            ];
            // With bridges, the three bridge partners numbered before k,
            // each with its two carriers, joined when both are empty.
            let r = &self.resistance;
            let bridged = [
                (line > 0 && along > 0).then(|| (k - width - 1, k - width, k - 1)),
                (line > 1 && along + 1 < width)
                    .then(|| (k - 2 * width + 1, k - width, k - width + 1)),
                (line > 0 && along + 2 < width).then(|| (k - width + 2, k - width + 1, k + 1)),
            ];
            let bridged = bridged
                .into_iter()
                .flatten()
                .filter(|&(_, a, b)| bridges && empty(r, a) && empty(r, b))
                .map(|(j, _, _)| j);
            for j in before.into_iter().flatten().chain(bridged) {
                if let Some(rj) = r[j] {
                    self.first[k] = self.first[k].min(j);
                    let c = 1.0 / (rk + rj);
                    self.rows[diag(k)] += c;
                    self.rows[diag(j)] += c;
                    self.rows[at(k, j)] -= c;
                }
            }
            let (first, second) = touches(&self.resistance, k);
            if first {
                self.rows[diag(k)] += 1.0 / rk;
                self.rhs[k] += 1.0 / rk;
            }
            if second {
                self.rows[diag(k)] += 1.0 / rk;
            }
        }
        self.factor(n, reach);
        self.solve(n, reach);
        // The current into the second edge, from the last line and, with
        // bridges, from the cells edge-bridged to it.
        let r = &self.resistance;
        (0..n)
            .filter(|&k| touches(r, k).1)
            .filter_map(|k| r[k].map(|rk| self.rhs[k] / rk))
            .sum()
    }

    /// Cholesky within the band, in place: `A = L L^T`. Row `k` of `L`
    /// is zero before `first[k]`, the first column of row `k` of `A` that
    /// is not (the envelope: elimination fills in no further left), so each
    /// entry's sum runs over the two rows' common envelope only. An
    /// opponent's cell, the identity, costs nothing, and a line with few
    /// bridges two lines back costs about a line's width a row.
    fn factor(&mut self, n: usize, reach: usize) {
        let span = reach + 1;
        let first = &self.first;
        let rows = &mut self.rows;
        for k in 0..n {
            let row = k * span + reach - k;
            for j in first[k]..=k {
                let from = first[k].max(first[j]);
                let col = j * span + reach - j;
                let s = rows[row + j] - dot(&rows[row + from..row + j], &rows[col + from..col + j]);
                rows[row + j] = if j == k { s.sqrt() } else { s / rows[col + j] };
            }
        }
    }

    /// `L y = b`, then `L^T v = y`, each within the envelope, in place:
    /// `rhs` ends as the potentials `v`.
    fn solve(&mut self, n: usize, reach: usize) {
        let span = reach + 1;
        let (first, rows, y) = (&self.first, &self.rows, &mut self.rhs);
        for k in 0..n {
            let row = k * span + reach - k;
            let s = y[k] - dot(&rows[row + first[k]..row + k], &y[first[k]..k]);
            y[k] = s / rows[row + k];
        }
        // Back substitution by rows of `L`: once v[k] is known, its
        // column of `L^T` (row k of `L`) is taken from the entries above.
        for k in (0..n).rev() {
            let row = k * span + reach - k;
            let vk = y[k] / rows[row + k];
            y[k] = vk;
            for p in first[k]..k {
                y[p] -= rows[row + p] * vk;
            }
        }
    }
}

/// The dot product of two equal slices, in four lanes (which the compiler
/// keeps in vector registers; a single running sum must add in order and
/// does not vectorise).
#[inline]
fn dot(a: &[f64], b: &[f64]) -> f64 {
    let (ca, cb) = (a.chunks_exact(4), b.chunks_exact(4));
    let tail: f64 = ca
        .remainder()
        .iter()
        .zip(cb.remainder())
        .map(|(x, y)| x * y)
        .sum();
    let mut lanes = [0.0; 4];
    for (x, y) in ca.zip(cb) {
        for i in 0..4 {
            lanes[i] += x[i] * y[i];
        }
    }
    (lanes[0] + lanes[1]) + (lanes[2] + lanes[3]) + tail
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Cell, Geometry};
    use crate::rng::Rng;

    fn board(width: usize, height: usize, stones: &[(Color, &str)]) -> Board {
        let g = Geometry::new(width, height).unwrap();
        let mut b = Board::new(g.clone());
        for &(c, s) in stones {
            b.place(c, g.index(s.parse::<Cell>().unwrap()));
        }
        b
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= 1e-6 * a.abs().max(b.abs()).max(1e-9)
    }

    /// Series and parallel by hand: one cell is 1 + 1 between the edges;
    /// a column of two is 1 + 2 + 1; a row of two is two such cells side
    /// by side; an own stone is a near short.
    #[test]
    fn small_circuits_add_up_as_series_and_parallel() {
        // (width, height, colour, conductance); White runs along the row
        // of two as Black runs down the column of two.
        for (w, h, color, want) in [
            (1, 1, Color::Black, 0.5),
            (1, 2, Color::Black, 0.25),
            (2, 1, Color::Black, 1.0),
            (2, 1, Color::White, 0.25),
        ] {
            let got = conductance(&board(w, h, &[]), color, false);
            assert!(close(got, want), "{w}x{h} {color:?}: {got}, not {want}");
        }
        let own = board(1, 1, &[(Color::Black, "a1")]);
        assert!(close(conductance(&own, Color::Black, false), 0.5 / OWN));
        let cut = board(2, 2, &[(Color::White, "a2"), (Color::White, "b1")]);
        assert!(
            conductance(&cut, Color::Black, false) < 1e-6,
            "b1-a2 walls Black off"
        );
    }

    /// The circuit solved the slow, obvious way: links found from the
    /// neighbour lists (with `bridges`, two cells are also linked when
    /// they are not neighbours, share exactly two neighbours and both are
    /// empty, and a cell off an edge touches it when two of its
    /// neighbours are empty cells on that edge), every cell that current
    /// can reach from both edges a node of a dense system, no leak, solved
    /// by Gaussian elimination with partial pivoting, and the current
    /// counted at the first edge instead of the second.
    fn slow_conductance(b: &Board, color: Color, bridges: bool) -> f64 {
        let g = b.geometry();
        let cells: Vec<usize> = g.cells().iter().collect();
        let r = |i: usize| match b.at(i) {
            None => Some(EMPTY),
            Some(c) if c == color => Some(OWN),
            Some(_) => None,
        };
        let near = |i: usize| g.neighbours(i).collect::<Vec<usize>>();
        let links = |i: usize| {
            let mut out = near(i);
            if bridges {
                for &j in &cells {
                    let common: Vec<usize> = near(i)
                        .into_iter()
                        .filter(|c| near(j).contains(c))
                        .collect();
                    if j != i
                        && !near(i).contains(&j)
                        && common.len() == 2
                        && common.iter().all(|&c| b.at(c).is_none())
                    {
                        out.push(j);
                    }
                }
            }
            out.retain(|&j| r(j).is_some());
            out
        };
        let touches = |edge: &crate::bitboard::Bitboard, i: usize| {
            edge.contains(i)
                || (bridges
                    && near(i)
                        .into_iter()
                        .filter(|&c| edge.contains(c) && b.at(c).is_none())
                        .count()
                        == 2)
        };
        let reach = |edge: &crate::bitboard::Bitboard| {
            let mut seen: Vec<usize> = cells
                .iter()
                .copied()
                .filter(|&i| r(i).is_some() && touches(edge, i))
                .collect();
            let mut k = 0;
            while k < seen.len() {
                for j in links(seen[k]) {
                    if !seen.contains(&j) {
                        seen.push(j);
                    }
                }
                k += 1;
            }
            seen
        };
        let (first, second) = (g.first_edge(color), g.second_edge(color));
        let (from_first, from_second) = (reach(first), reach(second));
        let nodes: Vec<usize> = cells
            .iter()
            .copied()
            .filter(|i| from_first.contains(i) && from_second.contains(i))
            .collect();
        let n = nodes.len();
        if n == 0 {
            return 0.0;
        }
        let mut a = vec![vec![0.0; n + 1]; n];
        for (x, &i) in nodes.iter().enumerate() {
            let ri = r(i).unwrap();
            for j in links(i) {
                if let Some(y) = nodes.iter().position(|&m| m == j) {
                    let c = 1.0 / (ri + r(j).unwrap());
                    a[x][x] += c;
                    a[x][y] -= c;
                }
            }
            if touches(first, i) {
                a[x][x] += 1.0 / ri;
                a[x][n] += 1.0 / ri;
            }
            if touches(second, i) {
                a[x][x] += 1.0 / ri;
            }
        }
        for col in 0..n {
            let p = (col..n)
                .max_by(|&x, &y| a[x][col].abs().total_cmp(&a[y][col].abs()))
                .unwrap();
            a.swap(col, p);
            let pivot = a[col].clone();
            for (row, line) in a.iter_mut().enumerate() {
                if row != col {
                    let f = line[col] / pivot[col];
                    for (x, p) in line.iter_mut().zip(&pivot).skip(col) {
                        *x -= f * p;
                    }
                }
            }
        }
        nodes
            .iter()
            .enumerate()
            .filter(|&(_, &i)| touches(first, i))
            .map(|(x, &i)| (1.0 - a[x][n] / a[x][x]) / r(i).unwrap())
            .sum()
    }

    /// On random boards of every shape up to 7x7, both colours, with and
    /// without bridges, the band solve's conductance is the dense solve's.
    #[test]
    fn the_band_solve_matches_a_dense_solve_of_the_reachable_circuit() {
        let mut rng = Rng::new(0x5e15_7a9c);
        for round in 0..400 {
            let (w, h) = (1 + rng.below(7), 1 + rng.below(7));
            let g = Geometry::new(w, h).unwrap();
            let mut b = Board::new(g.clone());
            let cells: Vec<usize> = g.cells().iter().collect();
            let stones = rng.below(cells.len() + 1);
            for k in 0..stones {
                let i = cells[rng.below(cells.len())];
                if b.at(i).is_none() {
                    b.place(Color::BOTH[k % 2], i);
                }
            }
            for (color, bridges) in Color::BOTH
                .into_iter()
                .zip([false, true])
                .chain(Color::BOTH.into_iter().zip([true, false]))
            {
                let fast = conductance(&b, color, bridges);
                let slow = slow_conductance(&b, color, bridges);
                assert!(
                    close(fast, slow) || (fast < 1e-6 && slow == 0.0),
                    "round {round}, {w}x{h}, {color:?}, bridges {bridges}: band {fast}, dense {slow}"
                );
            }
        }
    }

    /// The ratio is the side to move's view: swapping the colours (and
    /// mirroring the board) negates nothing but the sign, and on the
    /// empty square board it is 0.
    #[test]
    fn the_log_ratio_is_antisymmetric_and_zero_on_the_empty_board() {
        for bridges in [false, true] {
            let empty = board(9, 9, &[]);
            assert!(log_ratio(&empty, Color::Black, bridges).abs() < 1e-9);
            let b = board(9, 9, &[(Color::Black, "e5"), (Color::White, "a1")]);
            let mirrored = board(9, 9, &[(Color::White, "e5"), (Color::Black, "a1")]);
            let x = log_ratio(&b, Color::Black, bridges);
            assert!(x > 0.0, "the centre beats a corner: {x}");
            assert!(close(x, -log_ratio(&b, Color::White, bridges)));
            assert!(
                close(x, log_ratio(&mirrored, Color::White, bridges)),
                "mirrored"
            );
        }
    }
}
