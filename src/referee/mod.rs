//! The match runner: plays engines against each other over HTP and judges
//! the result, like cutechess-cli does for UCI engines.
//!
//! The pieces, each in its own module:
//! - [`cmdline`]: splitting an engine's command line into words;
//! - [`engine`]: an engine process and the HTP client with timeouts;
//! - [`play`]: one game, refereed with the crate's own rules ([`crate::game`]).

pub mod cmdline;
pub mod engine;
pub mod play;

pub use engine::{Engine, EngineError, EngineSpec};
pub use play::{GameRecord, GameRules, play_game};
pub mod openings;
pub mod report;
pub mod results;
pub mod runner;
pub mod schedule;
pub mod sgf;
pub mod stats;
pub mod tournament;
