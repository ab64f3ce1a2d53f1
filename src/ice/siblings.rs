//! Siblings of a refuted move: when X's move `m` loses, which other moves
//! of X lose with it, read off the fill-in after `m`.
//!
//! Let `m'` be a cell that the fill-in of the position after `m` gives to
//! X (dead, or captured by X), or finds dead whichever colour it gets.
//! Filling it with X keeps that position's value (for a dead cell, a
//! stone of either colour changes nothing), and the fill-in stays valid
//! after later stones, so the position with X on both `m` and `m'` has
//! the value of the one after `m`: the opponent Y wins it. Taking X's
//! stone off `m` only helps Y, so Y also wins after X's `m'` alone.
//! Benzene's df-pn prunes siblings outside the refutation's *maximum proof
//! set* (the empty cells and the winner's stones after the fill-in), the
//! same set but for the dead cells filled for Y.

use super::fill_in;
use crate::bitboard::Bitboard;
use crate::board::{Board, Color};

/// With `board` the position after `mover` played a move that loses, the
/// cells (empty before that move) where every move of `mover` loses too.
pub fn losing_siblings(board: &Board, mover: Color) -> Bitboard {
    let f = fill_in(board);
    f.filled(mover) | f.dead()
}
