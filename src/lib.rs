//! hexbfs: a Hex engine whose alpha-beta search evaluates positions with a
//! 0-1 breadth-first search, speaking the Hex Text Protocol.

pub mod bench;
pub mod bitboard;
pub mod board;
pub mod eval;
pub mod game;
pub mod groups;
pub mod htp;
pub mod ice;
pub mod logging;
pub mod opening;
pub mod orphan;
pub mod player;
pub mod position;
pub mod referee;
pub mod rng;
pub mod search;
pub mod sgf;
pub mod solver;
pub mod vc;
