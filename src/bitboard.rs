//! Fixed-size bitsets over the padded cell layout.
//!
//! A board of `W` columns and `H` rows stores cell `(col, row)` at bit
//! `row * (W + 1) + col`: every row carries one padding bit after its last cell.
//! A shift by one bit or by a row stride therefore never carries a cell of one
//! row into a cell of the next: stray bits land on padding, and the mask that
//! always follows a dilation (own stones, empty cells, board cells) clears them.
//! A 26x26 board needs `26 * 27 = 702` bits, so [`Bitboard`] has 11 words; the
//! evaluation also instantiates [`Bits`] with fewer words for small boards.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not};

/// Words in a [`Bitboard`]: enough for the largest board, 26x26 with padding.
pub const WORDS: usize = 11;

/// A set of bit indices below `64 * N`.
#[derive(Clone, Copy, Debug)]
pub struct Bits<const N: usize>(pub [u64; N]);

/// The bitset used by the board: sized for 26x26.
pub type Bitboard = Bits<WORDS>;

impl<const N: usize> Default for Bits<N> {
    fn default() -> Self {
        Self::EMPTY
    }
}

impl<const N: usize> PartialEq for Bits<N> {
    /// Word by word with an early exit; the derived comparison of arrays
    /// compiled to noticeably slower code in the evaluation's inner loop.
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        let mut diff = 0;
        for i in 0..N {
            diff |= self.0[i] ^ other.0[i];
        }
        diff == 0
    }
}

impl<const N: usize> Eq for Bits<N> {}

/// The set of the bit indices given.
impl<const N: usize> FromIterator<usize> for Bits<N> {
    fn from_iter<I: IntoIterator<Item = usize>>(indices: I) -> Self {
        let mut b = Self::EMPTY;
        for i in indices {
            b.insert(i);
        }
        b
    }
}

impl<const N: usize> Bits<N> {
    /// The empty set.
    pub const EMPTY: Self = Bits([0; N]);

    /// The set holding only `index`.
    #[inline]
    pub fn single(index: usize) -> Self {
        let mut b = Self::EMPTY;
        b.insert(index);
        b
    }

    /// Copies the first `N` words of a wider set (the caller knows the rest is empty).
    #[inline]
    pub fn truncate<const M: usize>(wide: &Bits<M>) -> Self {
        let mut b = Self::EMPTY;
        b.0.copy_from_slice(&wide.0[..N]);
        b
    }

    #[inline]
    pub fn contains(&self, index: usize) -> bool {
        self.0[index / 64] >> (index % 64) & 1 != 0
    }

    #[inline]
    pub fn insert(&mut self, index: usize) {
        self.0[index / 64] |= 1 << (index % 64);
    }

    #[inline]
    pub fn remove(&mut self, index: usize) {
        self.0[index / 64] &= !(1 << (index % 64));
    }

    /// Whether no bit is set: the words OR-ed together and tested once
    /// (no early exit, so no branch per word).
    #[inline]
    pub fn is_empty(&self) -> bool {
        let mut any = 0;
        for i in 0..N {
            any |= self.0[i];
        }
        any == 0
    }

    #[inline]
    pub fn count(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    /// `self & !other`.
    #[inline]
    pub fn and_not(self, other: Self) -> Self {
        let mut r = self;
        for i in 0..N {
            r.0[i] &= !other.0[i];
        }
        r
    }

    /// Every index moved up by `n` bits (`n < 64`); bits past the end are lost.
    #[inline(always)]
    pub fn shift_up(self, n: u32) -> Self {
        debug_assert!(n > 0 && n < 64);
        let mut r = Self::EMPTY;
        r.0[0] = self.0[0] << n;
        for i in 1..N {
            r.0[i] = self.0[i] << n | self.0[i - 1] >> (64 - n);
        }
        r
    }

    /// Every index moved down by `n` bits (`n < 64`); bits below zero are lost.
    #[inline(always)]
    pub fn shift_down(self, n: u32) -> Self {
        debug_assert!(n > 0 && n < 64);
        let mut r = Self::EMPTY;
        for i in 0..N - 1 {
            r.0[i] = self.0[i] >> n | self.0[i + 1] << (64 - n);
        }
        r.0[N - 1] = self.0[N - 1] >> n;
        r
    }

    /// The six hex neighbours of every member, for row stride `stride`
    /// (padding bits included; mask the result). Six shifts become four:
    /// `x << s | x << (s - 1) == (x | x << 1) << (s - 1)` and likewise upwards.
    #[inline(always)]
    pub fn dilate(self, stride: u32) -> Self {
        let left = self.shift_down(1);
        let right = self.shift_up(1);
        let down = (self | right).shift_up(stride - 1);
        let up = (self | left).shift_down(stride - 1);
        left | right | down | up
    }

    /// The indices of the members, lowest first.
    #[inline]
    pub fn iter(&self) -> BitsIter<N> {
        BitsIter {
            bits: *self,
            word: 0,
        }
    }

    /// The lowest member.
    #[inline]
    pub fn first(&self) -> Option<usize> {
        self.iter().next()
    }
}

/// Iterator over the members of a [`Bits`].
pub struct BitsIter<const N: usize> {
    bits: Bits<N>,
    word: usize,
}

impl<const N: usize> Iterator for BitsIter<N> {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        while self.word < N {
            let w = &mut self.bits.0[self.word];
            if *w != 0 {
                let bit = w.trailing_zeros() as usize;
                *w &= *w - 1;
                return Some(self.word * 64 + bit);
            }
            self.word += 1;
        }
        None
    }
}

macro_rules! bit_op {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign:ident, $op:tt) => {
        impl<const N: usize> $trait for Bits<N> {
            type Output = Self;
            #[inline]
            fn $method(mut self, rhs: Self) -> Self {
                for i in 0..N {
                    self.0[i] $op rhs.0[i];
                }
                self
            }
        }
        impl<const N: usize> $assign_trait for Bits<N> {
            #[inline]
            fn $assign(&mut self, rhs: Self) {
                for i in 0..N {
                    self.0[i] $op rhs.0[i];
                }
            }
        }
    };
}

bit_op!(BitOr, bitor, BitOrAssign, bitor_assign, |=);
bit_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &=);

impl<const N: usize> Not for Bits<N> {
    type Output = Self;
    #[inline]
    fn not(mut self) -> Self {
        for w in &mut self.0 {
            *w = !*w;
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shifts_cross_word_boundaries() {
        let b = Bits::<3>::single(63);
        assert_eq!(b.shift_up(1).iter().collect::<Vec<_>>(), vec![64]);
        assert_eq!(b.shift_up(1).shift_down(1), b);
        assert!(Bits::<3>::single(190).shift_up(5).is_empty());
        assert!(Bits::<3>::single(3).shift_down(4).is_empty());
    }

    #[test]
    fn dilate_gives_the_six_hex_neighbours() {
        // 3x3 board, stride 4: centre (1, 1) is bit 5.
        let n: Vec<usize> = Bits::<1>::single(5).dilate(4).iter().collect();
        // (0,1)=4 (2,1)=6 (1,0)=1 (2,0)=2 (1,2)=9 (0,2)=8
        assert_eq!(n, vec![1, 2, 4, 6, 8, 9]);
    }

    #[test]
    fn iter_count_and_membership_agree() {
        let mut b = Bitboard::EMPTY;
        for i in [0, 5, 64, 130, 700] {
            b.insert(i);
        }
        assert_eq!(b.count(), 5);
        assert_eq!(b.iter().collect::<Vec<_>>(), vec![0, 5, 64, 130, 700]);
        b.remove(64);
        assert!(!b.contains(64) && b.contains(130));
        assert_eq!(b.first(), Some(0));
    }
}
