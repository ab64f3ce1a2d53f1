//! The match runner: plays engines against each other over HTP and judges
//! the result, like cutechess-cli does for UCI engines.
//!
//! The pieces, each in its own module:
//! - [`cmdline`]: splitting an engine's command line into words;
//! - [`engine`]: an engine process and the HTP client with timeouts;
//! - [`output`]: an engine's output read into lines, in bounded memory;
//! - [`play`]: one game, refereed with the crate's own rules ([`crate::game`]);
//! - [`openings`]: every 1-move opening, or a file of openings;
//! - [`schedule`]: the seeded list of games, each opening twice, colours reversed;
//! - [`runner`]: `-j N` workers, each with its own engine processes;
//! - [`stats`]: Elo with a 95% interval, LOS, SPRT;
//! - [`sgf`]: one HexGui-readable record per game;
//! - [`identity`]: what makes two runs the same match (checked on resume
//!   and merge);
//! - [`results`]: the results file a re-run resumes from;
//! - [`report`]: the game lines, pair tables and the round-robin cross table;
//! - [`tournament`]: all of the above for one match (or one shard of it);
//! - [`merge`]: the results of several shards added up.

pub mod cmdline;
pub mod engine;
pub mod identity;
pub mod merge;
pub mod output;
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
