//! An engine process and the HTP client that talks to it.
//!
//! The engine is started from a command line, its stdin and stdout are piped,
//! and its stderr goes to a log file (or nowhere). A reader thread turns
//! stdout into lines sent over a channel, so that every wait for a reply can
//! have a deadline: a reply that does not come in time is a
//! [`EngineError::Timeout`], a closed pipe is [`EngineError::Closed`].
//!
//! A reply is read the way HexGui reads it: it starts with a line whose first
//! character is `=` (success) or `?` (failure) and ends at the first empty
//! line. Empty lines before a reply are skipped, and so are `gogui-gfx:`
//! blocks (live analysis an engine may print while thinking, up to an empty
//! line). Any other line where a reply should start is
//! [`EngineError::Garbage`]. Commands are sent without ids: an engine that
//! answers out of step shows up as garbage or as a wrong answer.
//!
//! Output nobody asked for (an extra reply, a stray line after a reply) is
//! found before the next command is sent: it means the engine is out of step,
//! and every later reply would answer the command before it.
//!
//! Output is read by [`output::spawn_reader`], which bounds what an engine
//! can make the referee hold: a line longer than [`output::MAX_LINE`] bytes
//! (e.g. bytes without a newline, forever) is [`EngineError::LineTooLong`],
//! a line that is not UTF-8 is [`EngineError::NotUtf8`], and a reply longer
//! than [`MAX_REPLY`] bytes in all is [`EngineError::ReplyTooLong`].
//!
//! After a timeout, a closed pipe, garbage or unrequested output the
//! conversation cannot be trusted any more: the engine is marked unhealthy,
//! and the caller kills it (dropping an [`Engine`] kills the process) and
//! starts a fresh one. The referee also marks an engine that lost a game by
//! any fault ([`Engine::mark_faulty`]), so that one bad game is never
//! carried into the next.

use super::cmdline;
use super::output::{self, Line};
use std::fmt;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, TryRecvError};
use std::thread;
use std::time::{Duration, Instant};

/// The longest reply accepted, in bytes of its text (all lines together).
pub const MAX_REPLY: usize = 1024 * 1024;

/// How to start an engine and prepare it for a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineSpec {
    /// The name in tables, SGF `PB`/`PW` and file names.
    pub name: String,
    /// The command line, split by [`cmdline::split`] (no shell involved).
    pub command: String,
    /// HTP commands sent once after start, e.g. `param_hexbfs max_time 0.5`.
    pub setup: Vec<String>,
    /// Where the engine's stderr is appended; `None` discards it.
    pub stderr_log: Option<PathBuf>,
}

/// Why a command did not get a successful reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineError {
    /// The process could not be started.
    Spawn(String),
    /// The engine answered `?` with this message.
    Refused(String),
    /// No complete reply within the deadline.
    Timeout(Duration),
    /// The engine closed its stdout (it exited or crashed), or its stdin broke.
    Closed,
    /// A line that is not the start of a reply.
    Garbage(String),
    /// Output the engine sent without being asked (e.g. a second reply).
    OutOfStep(String),
    /// A line longer than this many bytes (e.g. one that never ends).
    LineTooLong(usize),
    /// A reply longer than this many bytes (e.g. one that never ends).
    ReplyTooLong(usize),
    /// A line that is not UTF-8: its start, bytes escaped.
    NotUtf8(String),
}

impl EngineError {
    /// Whether the engine can still be talked to after this error.
    pub fn leaves_engine_usable(&self) -> bool {
        matches!(self, EngineError::Refused(_))
    }
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            EngineError::Spawn(e) => write!(f, "could not start: {e}"),
            EngineError::Refused(m) => write!(f, "refused: ? {m}"),
            EngineError::Timeout(d) => write!(f, "no reply within {:.1} s", d.as_secs_f64()),
            EngineError::Closed => f.write_str("engine exited (pipe closed)"),
            EngineError::Garbage(l) => write!(f, "garbage reply: {l:?}"),
            EngineError::OutOfStep(l) => write!(f, "out of step: unrequested output {l:?}"),
            EngineError::LineTooLong(n) => write!(f, "output line longer than {n} bytes"),
            EngineError::ReplyTooLong(n) => write!(f, "reply longer than {n} bytes"),
            EngineError::NotUtf8(shown) => write!(f, "reply is not UTF-8: \"{shown}\""),
        }
    }
}

impl std::error::Error for EngineError {}

/// A running engine.
pub struct Engine {
    spec: EngineSpec,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<Line>,
    healthy: bool,
}

impl Engine {
    /// Starts the engine and sends its setup commands, each within `timeout`.
    pub fn start(spec: &EngineSpec, timeout: Duration) -> Result<Engine, EngineError> {
        let words = cmdline::split(&spec.command).map_err(EngineError::Spawn)?;
        let Some((program, args)) = words.split_first() else {
            return Err(EngineError::Spawn("empty command line".into()));
        };
        let stderr = match &spec.stderr_log {
            Some(path) => std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .map(Stdio::from)
                .map_err(|e| EngineError::Spawn(format!("{}: {e}", path.display())))?,
            None => Stdio::null(),
        };
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(stderr)
            .spawn()
            .map_err(|e| EngineError::Spawn(format!("{program}: {e}")))?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            return Err(EngineError::Spawn("no pipes".into()));
        };
        let lines = output::spawn_reader(stdout);
        let mut engine = Engine {
            spec: spec.clone(),
            child,
            stdin,
            lines,
            healthy: true,
        };
        for command in &spec.setup {
            engine.command(command, timeout)?;
        }
        Ok(engine)
    }

    /// The spec the engine was started from.
    pub fn spec(&self) -> &EngineSpec {
        &self.spec
    }

    /// False once a timeout, a closed pipe, garbage or unrequested output
    /// broke the conversation, or the engine was marked faulty.
    pub fn is_healthy(&self) -> bool {
        self.healthy
    }

    /// Marks the engine as not to be trusted with another game (it lost one
    /// by a fault): the caller restarts it.
    pub fn mark_faulty(&mut self) {
        self.healthy = false;
    }

    /// True when the engine is still running and has printed nothing since
    /// its last reply but blank lines; otherwise (out of step, or exited) it
    /// is marked unhealthy.
    pub fn is_quiet(&mut self) -> bool {
        match self.unrequested() {
            Ok(None) => return true,
            Ok(Some(line)) => log::warn!("{}: unrequested output {line:?}", self.spec.name),
            Err(e) => log::warn!("{}: {e}", self.spec.name),
        }
        self.healthy = false;
        false
    }

    /// Asks `name`, within `timeout`: any reply, even `?`, shows that the
    /// engine is alive and in step. Between games this finds an engine that
    /// exited after its last move, which [`Engine::is_quiet`] may not see
    /// yet (the end of its output can arrive a moment after its last reply).
    pub fn responds(&mut self, timeout: Duration) -> bool {
        matches!(
            self.command("name", timeout),
            Ok(_) | Err(EngineError::Refused(_))
        )
    }

    /// The first non-blank line waiting that no command asked for, or
    /// [`EngineError::Closed`] when the engine closed its output (or the
    /// error that ended the reading).
    fn unrequested(&mut self) -> Result<Option<String>, EngineError> {
        loop {
            match self.lines.try_recv() {
                Ok(Ok(line)) if line.trim().is_empty() => {}
                Ok(Ok(line)) => return Ok(Some(line)),
                Ok(Err(e)) => return Err(e),
                Err(TryRecvError::Empty) => return Ok(None),
                Err(TryRecvError::Disconnected) => return Err(EngineError::Closed),
            }
        }
    }

    /// Sends one command and waits up to `timeout` for its reply; returns the
    /// reply text without the `= ` (lines joined by `\n`).
    pub fn command(&mut self, command: &str, timeout: Duration) -> Result<String, EngineError> {
        let result = self.exchange(command, timeout);
        if let Err(e) = &result {
            if !e.leaves_engine_usable() {
                self.healthy = false;
            }
            log::debug!("{}: {command} -> {e}", self.spec.name);
        }
        result
    }

    fn exchange(&mut self, command: &str, timeout: Duration) -> Result<String, EngineError> {
        if !self.healthy {
            return Err(EngineError::Closed);
        }
        if let Some(line) = self.unrequested()? {
            return Err(EngineError::OutOfStep(line));
        }
        writeln!(self.stdin, "{command}")
            .and_then(|_| self.stdin.flush())
            .map_err(|_| EngineError::Closed)?;
        let deadline = Instant::now() + timeout;
        // The deadline is checked before each line: `recv_timeout` returns a
        // waiting line even when no time is left, so an engine that prints
        // faster than it is read would otherwise never time out.
        let next = |lines: &Receiver<Line>| {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(EngineError::Timeout(timeout));
            }
            match lines.recv_timeout(left) {
                Ok(line) => line,
                Err(RecvTimeoutError::Timeout) => Err(EngineError::Timeout(timeout)),
                Err(RecvTimeoutError::Disconnected) => Err(EngineError::Closed),
            }
        };
        let first = loop {
            let line = next(&self.lines)?;
            if line.trim().is_empty() {
                continue;
            }
            if line.starts_with("gogui-gfx:") {
                while !next(&self.lines)?.trim().is_empty() {}
                continue;
            }
            break line;
        };
        let success = match first.chars().next() {
            Some('=') => true,
            Some('?') => false,
            _ => return Err(EngineError::Garbage(first)),
        };
        // Skip the status character and an optional id, then one space.
        let rest = first[1..].trim_start_matches(|c: char| c.is_ascii_digit());
        let mut text = rest.trim().to_string();
        loop {
            let line = next(&self.lines)?;
            if line.is_empty() {
                break;
            }
            if text.len() + 1 + line.len() > MAX_REPLY {
                return Err(EngineError::ReplyTooLong(MAX_REPLY));
            }
            text.push('\n');
            text.push_str(&line);
        }
        if success {
            Ok(text)
        } else {
            Err(EngineError::Refused(text))
        }
    }

    /// Says `quit` (briefly waiting for the reply) and ends the process.
    pub fn quit(mut self) {
        if self.healthy {
            let _ = self.command("quit", Duration::from_millis(500));
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        // Give a polite `quit` a moment, then make sure the process is gone.
        let deadline = Instant::now() + Duration::from_millis(200);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
