//! The Hex Text Protocol front end: the dialect of GTP that HexGui and
//! Benzene speak. A line is cleaned and parsed into a typed [`Request`]
//! ([`parse()`]), the [`Session`] carries it out, and [`frame()`] writes the one
//! reply; [`run()`] is the loop over standard input and output.

pub mod analyze;
pub mod command;
pub mod frame;
pub mod io;
pub mod line;
pub mod parse;
pub mod queue;
pub mod session;
pub mod settings;
pub mod sgf_load;
pub mod showboard;
pub mod solve;
pub mod vc;

pub use command::{Command, Request};
pub use frame::frame;
pub use io::{respond, run};
pub use parse::{clean, parse};
pub use session::Session;
pub use settings::Settings;
