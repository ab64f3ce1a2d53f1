//! How the solver's memory follows its one setting, `tt_mb`.
//!
//! Three things hold memory, and each gets a fixed share of the budget:
//! - the transposition table ([`super::Table`]): a quarter;
//! - the expansion cache ([`super::knowledge::Cache`]): a quarter, as
//!   many slots (a power of two, at most `2^16`) as fit when every slot
//!   holds the largest expansion the board allows;
//! - the recent connection sets built from ([`super::recent::Recent`]):
//!   half, as many sets as fit at the size the largest set seen on the
//!   board is estimated to take ([`connection_bytes`]), at most 64 and
//!   two spares, and one set and one spare at least (which may exceed the
//!   share on large boards and small settings: two sets of 11 MB on an
//!   empty 26x26 board).
//!
//! No floor under the shares: df-pn loses nothing but time when the
//! table drops entries, since a node keeps the bounds it last read of a
//! child the table no longer holds (`mid.rs`). Before it did, the smallest
//! setting (`tt_mb 1`: a 256 KB table of 8,192 entries) looped on a 4x4
//! position that 16 MB solves in 2,398 calls; now it takes 2,459, and a
//! 4 KB table (128 entries) at most 3.4 times the calls of 16 MB on the
//! property tests' positions (docs/robustness.md, "Round ten").
//!
//! With the default `tt_mb 64` a 7x7 or 8x8 solve keeps the sizes it
//! had before (`2^16` expansions; 64 sets while no set's bound passes
//! half a megabyte, as on 7x7), with a table of 524,288 entries: five
//! times what a solve of 100,000 df-pn calls can store.
//!
//! Before these shares the table alone followed `tt_mb`: on an empty
//! 26x26 board a 60 s solve grew to 1.64 GB with `tt_mb 64`
//! (docs/robustness.md), 64 connection sets of 11-16 MB each and `2^16`
//! cached move lists of up to 676 moves. Memory a search allocates
//! besides these (the path, one expansion's working sets) is small.

use crate::bitboard::WORDS;
use crate::board::Geometry;
use crate::vc::Connections;

/// The bytes each part of the solver may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    pub table: usize,
    pub cache: usize,
    pub recent: usize,
}

impl Budget {
    /// The shares of `mb` megabytes (at least one).
    pub fn of_mb(mb: usize) -> Budget {
        let bytes = mb.max(1) << 20;
        Budget {
            table: bytes / 4,
            cache: bytes / 4,
            recent: bytes / 2,
        }
    }
}

/// The largest power of two at most `n` (1 for 0).
pub fn power_of_two_below(n: usize) -> usize {
    if n <= 1 {
        1
    } else {
        1 << (usize::BITS - 1 - n.leading_zeros())
    }
}

/// The 64-bit words of the carriers [`crate::vc`] builds with on a board
/// of `words` words (its graph is instantiated at 1 to 4, 6 and
/// [`WORDS`] words).
fn carrier_words(words: usize) -> usize {
    match words {
        0..=4 => words.max(1),
        5 | 6 => 6,
        _ => WORDS,
    }
}

/// A bound on the heap bytes `c` (built on a board of `geometry`) holds,
/// from its counts of connections found: the node-pair index and per-pair
/// lists (32 bytes a pair of nodes, with every cell and both edges a
/// node), 1.5 KB of lists per node, and each connection found three times
/// over (its pair's list, the per-node lists the AND rule scans, and the
/// spare capacity of lists grown by doubling) at a carrier and a key each.
/// Checked against a counting allocator on positions of 5x5 to 26x26
/// (`tests/dfpn_memory.rs`, `connection_bytes_bound_the_heap_a_set_holds`),
/// where a set held 50 KB (5x5) to 47 MB (19x19, 90 stones) and the bound
/// is 1.3 to 2 times that.
pub fn connection_bytes(c: &Connections, geometry: &Geometry) -> usize {
    let nodes = geometry.len() + 2;
    let (fulls, semis) = c.counts();
    let carrier = 8 * carrier_words(geometry.words()) + 8;
    32 * nodes * nodes + 1536 * nodes + 3 * (fulls + semis) * carrier
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shares_add_up_to_the_setting() {
        for mb in [1, 4, 64, 1000] {
            let b = Budget::of_mb(mb);
            assert_eq!(b.table + b.cache + b.recent, mb << 20);
        }
        assert_eq!(Budget::of_mb(0), Budget::of_mb(1));
    }

    #[test]
    fn powers_of_two_round_down() {
        let cases = [(0, 1), (1, 1), (2, 2), (3, 2), (64, 64), (100, 64)];
        for (n, p) in cases {
            assert_eq!(power_of_two_below(n), p, "{n}");
        }
    }
}
