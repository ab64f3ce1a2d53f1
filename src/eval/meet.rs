//! The smallest sum over the cells of two layered searches, one from each
//! edge, found where the searches meet (a bidirectional search).
//!
//! Both the two-distance potential ([`super::two_distance`]) and the count
//! of cells on the shortest bridge-aware chains of a player joined by
//! bridges ([`super::chains`]) ask for the smallest value of `a + b`, less
//! an overlap, over the cells in layer `a` of the search from the first
//! edge and layer `b` of the search from the second (and how many cells
//! have it). Running each search to the far edge and pairing every two
//! layers does far more than needed: the smallest sum is usually met
//! halfway.
//!
//! Here the two searches take turns, the one with fewer layers first, and
//! each new layer is paired with the other search's layers (one AND per
//! pair, none for a layer that meets none of the other's cells). A cell
//! one search has not reached lies beyond its last layer, `depth`, and is
//! at least in layer 1 of the other, so no sum still unseen is below
//! `depth + 2 - overlap` for the shallower search; when the other search is
//! over, only the cells it reached can still pair. Once the best sum found
//! is below that bound (with the count) or no larger (without), it is the
//! answer.

use super::INFINITE;
use super::scratch::{Kept, reuse};
use crate::bitboard::Bits;
use std::cell::Cell;

/// Layers kept per search: a search that would go deeper is cut
/// ([`Meet::cut`] tells).
pub(super) const LAYERS: usize = 64;

/// The two searches' layers `1..=depth`, the cells they hold, and whether
/// each is over.
pub(super) struct Meet<const N: usize> {
    layers: [[Bits<N>; LAYERS]; 2],
    depth: [usize; 2],
    done: [Bits<N>; 2],
    over: [bool; 2],
    cut: bool,
}

thread_local! {
    static KEPT: Kept = const { Cell::new(None) };
}

impl<const N: usize> Meet<N> {
    /// Runs `f` on this thread's kept searches ([`super::scratch`]): their
    /// layers are not zeroed again at every call ([`Meet::smallest`] reads
    /// only the layers it wrote).
    #[inline]
    pub(super) fn with<R>(f: impl FnOnce(&mut Meet<N>) -> R) -> R {
        reuse(&KEPT, Meet::new, f)
    }

    fn new() -> Self {
        Meet {
            layers: [[Bits::EMPTY; LAYERS]; 2],
            depth: [0; 2],
            done: [Bits::EMPTY; 2],
            over: [false; 2],
            cut: false,
        }
    }

    /// Whether the last [`Meet::smallest`] stopped a search at the layers
    /// kept while it still grew (its cells beyond them were never paired).
    pub(super) fn cut(&self) -> bool {
        self.cut
    }

    /// No sum with a cell search `s` has not reached yet is below this
    /// ([`INFINITE`] when there is none).
    fn bound(&self, s: usize, overlap: u32) -> u32 {
        let o = 1 - s;
        let open =
            !self.over[s] && (!self.over[o] || !self.done[o].and_not(self.done[s]).is_empty());
        if open {
            self.depth[s] as u32 + 2 - overlap
        } else {
            INFINITE
        }
    }

    /// The smallest `a + b - overlap` over the cells of layer `a` of the
    /// search from the first edge and `b` of the search from the second,
    /// and with `COUNT` how many cells have it ([`INFINITE`] and 0 when
    /// the searches never meet). `grow(side)` gives search `side`'s next
    /// layer (0 the first edge's), empty once it is over. Without `COUNT`
    /// the searches stop as soon as the smallest sum is known, or earlier
    /// when `stop(best, bound)` says the caller needs no more (`best` the
    /// smallest sum found, `bound` no sum still unseen is below it): the
    /// value is then the smaller of the two.
    pub(super) fn smallest<const COUNT: bool>(
        &mut self,
        overlap: u32,
        mut grow: impl FnMut(usize) -> Bits<N>,
        stop: impl Fn(u32, u32) -> bool,
    ) -> (u32, u32) {
        (self.depth, self.done, self.over, self.cut) =
            ([0; 2], [Bits::EMPTY; 2], [false; 2], false);
        let (mut best, mut cells) = (INFINITE, 0);
        loop {
            let bounds = [self.bound(0, overlap), self.bound(1, overlap)];
            let bound = bounds[0].min(bounds[1]);
            let known = if COUNT { best < bound } else { best <= bound };
            if bound >= INFINITE || known || stop(best, bound) {
                return (best.min(bound), cells);
            }
            // Grow the shallower search, and pair its new layer with the
            // other's layers.
            let s = (bounds[0] > bounds[1]) as usize;
            if self.depth[s] + 1 == LAYERS {
                (self.over[s], self.cut) = (true, true);
                continue;
            }
            let layer = grow(s);
            if layer.is_empty() {
                self.over[s] = true;
                continue;
            }
            self.depth[s] += 1;
            let k = self.depth[s] as u32;
            self.layers[s][self.depth[s]] = layer;
            self.done[s] |= layer;
            let o = 1 - s;
            if (layer & self.done[o]).is_empty() {
                continue;
            }
            for (j, theirs) in (1..).zip(&self.layers[o][1..=self.depth[o]]) {
                let sum = k + j - overlap;
                if sum > best || (!COUNT && sum == best) {
                    break;
                }
                let shared = layer & *theirs;
                if shared.is_empty() {
                    continue;
                }
                if COUNT {
                    let n = shared.count();
                    cells = if sum < best { n } else { cells + n };
                    best = sum;
                } else {
                    best = sum;
                    break;
                }
            }
        }
    }
}
