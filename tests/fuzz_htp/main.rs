//! A fuzz of the whole input path: bytes -> `read_line` -> `clean`/`parse`
//! -> `Session::handle` -> `frame`, and (for some cases) the real loop
//! `htp::run` with its reader thread.
//!
//! The input mixes well-formed commands (every command, random ids,
//! arguments, sizes, cells, colours and parameters, valid and not) with raw
//! bytes (non-UTF-8, NUL, control characters, `#`), huge numbers, lines
//! longer than the 64 KiB bound and CR/LF mixes. After every line:
//!
//! - nothing panicked (a panic fails the case and proptest shrinks it);
//! - a line that is not blank or a comment got exactly one reply, others
//!   none (judged on the whole line, also past the 64 KiB bound, where
//!   only commands get their `line too long` error); the reply is `=`/`?`,
//!   the id of the line when it had one (an over-long one's too), and
//!   ends with exactly one empty line, with no empty line inside;
//! - after a `?` reply, `showboard`, the position key, the move count, the
//!   clocks and every setting are what they were before the line;
//! - the incrementally kept board hash equals a full recomputation, and the
//!   winner agrees with a flood fill.
//!
//! `genmove` is kept cheap: the generator only sets `max_time` to a few
//! milliseconds (larger values it sends are invalid ones) and sends it
//! rarely. The CI size is 100,000 lines; set `HEXBFS_FUZZ_LINES` for a
//! longer run (see docs/robustness.md):
//!
//! ```sh
//! HEXBFS_FUZZ_LINES=10000000 cargo test --release --test fuzz_htp -- --nocapture
//! ```

#[path = "../common/mod.rs"]
mod common;
mod input;

use hexbfs::board::Color;
use hexbfs::htp::command::{COMMAND_NAMES, Param};
use hexbfs::htp::io::{Line, read_line};
use hexbfs::htp::{self, Command, Session, Settings, respond, showboard};
use input::{End, Input, MAX_CASE_LINES, case, stream};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestError, TestRunner};
use std::io::Cursor;
use std::sync::atomic::{AtomicU64, Ordering};

/// Lines per run unless `HEXBFS_FUZZ_LINES` says otherwise.
const CI_LINES: u64 = 100_000;

/// Whether a line (as read) must get no reply: what comes before its first
/// `#` is only whitespace and control characters.
fn silent(text: &str) -> bool {
    text.split('#')
        .next()
        .unwrap_or("")
        .chars()
        .all(|c| c.is_whitespace() || c.is_control())
}

/// What a failed command must leave as it was.
#[derive(Debug, PartialEq)]
struct Snapshot {
    board: String,
    key: u64,
    moves: usize,
    settings: Settings,
    game_params: String,
    clocks: String,
}

fn snapshot(session: &mut Session) -> Snapshot {
    let mut ask = |c: Command| session.handle(c, &mut |_| {}).unwrap();
    let game_params = ask(Command::ParamGame(Param::List));
    let clocks = ask(Command::TimeLeft(None));
    let game = session.game();
    Snapshot {
        board: showboard::render(game),
        key: game.position().key(),
        moves: game.move_count(),
        settings: session.settings().clone(),
        game_params,
        clocks,
    }
}

/// Checks one reply's framing; `Err` says what is wrong.
fn check_frame(reply: &str, id: Option<u64>) -> Result<(), String> {
    let status = reply.chars().next().ok_or("empty reply")?;
    if status != '=' && status != '?' {
        return Err(format!("reply starts with {status:?}"));
    }
    let digits: String = reply[1..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    if !reply[1 + digits.len()..].starts_with(' ') {
        return Err("no space after the status and id".into());
    }
    if let Some(id) = id
        && digits != id.to_string()
    {
        return Err(format!("id {id} echoed as {digits:?}"));
    }
    if !reply.ends_with("\n\n") || reply.find("\n\n") != Some(reply.len() - 2) {
        return Err("not ended by exactly one empty line".into());
    }
    if reply.contains('\r') {
        return Err("a CR inside the reply".into());
    }
    Ok(())
}

fn check_block(block: &str) -> Result<(), String> {
    if !block.starts_with("gogui-gfx:\n") || block.contains("\n\n") || block.ends_with('\n') {
        return Err(format!("bad live block {block:?}"));
    }
    Ok(())
}

fn fail(what: String) -> TestCaseError {
    TestCaseError::fail(what)
}

/// Settings for the fuzz: searches of 2 ms, a small table.
fn quick() -> Settings {
    Settings {
        max_time: 0.002,
        table_mb: 1,
        ..Settings::default()
    }
}

/// What the fuzz sent and got, to show that it reaches every kind of reply.
struct Tally {
    ok: AtomicU64,
    errors: AtomicU64,
    too_long: AtomicU64,
    moves: AtomicU64,
    commands: [AtomicU64; COMMAND_NAMES.len()],
}

impl Default for Tally {
    // By hand: arrays of more than 32 elements derive no `Default`.
    fn default() -> Tally {
        Tally {
            ok: AtomicU64::new(0),
            errors: AtomicU64::new(0),
            too_long: AtomicU64::new(0),
            moves: AtomicU64::new(0),
            commands: std::array::from_fn(|_| AtomicU64::new(0)),
        }
    }
}

impl Tally {
    fn count(&self, line: &Line, text: &str, reply: &str) {
        let add = |n: &AtomicU64| n.fetch_add(1, Ordering::Relaxed);
        add(if reply.starts_with('=') {
            &self.ok
        } else {
            &self.errors
        });
        if matches!(line, Line::TooLong { .. }) {
            add(&self.too_long);
        }
        let words: Vec<String> = text
            .split_whitespace()
            .map(str::to_ascii_lowercase)
            .collect();
        let name = words
            .iter()
            .find(|w| !w.bytes().all(|b| b.is_ascii_digit()));
        if reply.starts_with('=')
            && let Some(i) = name.and_then(|n| COMMAND_NAMES.iter().position(|c| c == n))
        {
            add(&self.commands[i]);
            if COMMAND_NAMES[i].ends_with("genmove") {
                add(&self.moves);
            }
        }
    }

    fn report(&self) -> String {
        let get = |n: &AtomicU64| n.load(Ordering::Relaxed);
        let unused: Vec<&str> = COMMAND_NAMES
            .iter()
            .zip(&self.commands)
            .filter(|(_, n)| get(n) == 0)
            .map(|(c, _)| *c)
            .collect();
        format!(
            "{} '=' and {} '?' replies ({} to lines over the bound), {} moves generated, \
             commands never answered '=': {unused:?}",
            get(&self.ok),
            get(&self.errors),
            get(&self.too_long),
            get(&self.moves)
        )
    }
}

/// Runs a case line by line; returns the number of lines read and the
/// number of replies up to and including a `quit`.
fn step_by_step(
    inputs: &[Input],
    bytes: &[u8],
    tally: &Tally,
) -> Result<(u64, usize), TestCaseError> {
    let mut session = Session::new(quick());
    let mut reader = Cursor::new(bytes);
    // The id each line read must echo. A line ending in a lone CR joins the
    // next input: the joined line is checked for framing, not for its id.
    let mut ids = Vec::new();
    let mut joined = false;
    for i in inputs {
        match i.end {
            End::Cr => joined = true,
            End::LfLf => ids.extend([i.id.filter(|_| !joined), None]),
            End::Lf | End::CrLf => ids.push(i.id.filter(|_| !joined)),
        }
        if !matches!(i.end, End::Cr) {
            joined = false;
        }
    }
    let mut ids = ids.into_iter();
    let mut raw_lines = bytes.split(|&b| b == b'\n');
    let mut read = 0u64;
    let mut replies_to_quit = None;
    let mut replies = 0usize;
    while let Some(line) = read_line(&mut reader).map_err(|e| fail(e.to_string()))? {
        read += 1;
        let id = ids.next().flatten();
        let before = snapshot(&mut session);
        let mut blocks = Vec::new();
        let reply = respond(&mut session, &line, &mut |b: &str| {
            blocks.push(b.to_string())
        });
        let text = match &line {
            Line::Text(t) => t.as_str(),
            Line::TooLong { .. } => "",
        };
        // Judged on the whole line as sent (over-long lines included).
        let raw = raw_lines.next().unwrap_or_default();
        let want_reply = !silent(&String::from_utf8_lossy(raw));
        let context = || format!("line {read}: {:?}", &text[..text.len().min(200)]);
        match (&reply, want_reply) {
            (None, false) => continue,
            (Some(r), true) => {
                check_frame(r, id).map_err(|e| fail(format!("{}: {e}: {r:?}", context())))?
            }
            (r, _) => return Err(fail(format!("{}: reply {r:?}", context()))),
        }
        replies += 1;
        for b in &blocks {
            check_block(b).map_err(|e| fail(format!("{}: {e}", context())))?;
        }
        let reply = reply.unwrap();
        tally.count(&line, text, &reply);
        if reply.starts_with('?') {
            let after = snapshot(&mut session);
            if after != before {
                return Err(fail(format!(
                    "{}: {reply:?} changed the state\nbefore {before:?}\nafter {after:?}",
                    context()
                )));
            }
        }
        let position = session.game().position();
        let board = position.board();
        prop_assert_eq!(board.hash(), board.full_hash(), "{}", context());
        for c in Color::BOTH {
            let flood = common::flood_winner(board, c);
            prop_assert_eq!(position.winner() == Some(c), flood, "{}", context());
        }
        if session.quit_requested() && replies_to_quit.is_none() {
            replies_to_quit = Some(replies);
        }
    }
    let lines_in_stream = bytes.split(|&b| b == b'\n').count() as u64
        - u64::from(bytes.is_empty() || bytes.ends_with(b"\n"));
    prop_assert_eq!(read, lines_in_stream, "lines read");
    Ok((read, replies_to_quit.unwrap_or(replies)))
}

/// Runs a case through `htp::run` (reader thread, channel, writer): the
/// output splits into well-framed replies and live blocks, as many replies
/// as the step-by-step run gave up to `quit`.
fn through_run(bytes: Vec<u8>, replies: usize) -> Result<(), TestCaseError> {
    let mut session = Session::new(quick());
    let mut out = Vec::new();
    htp::run(&mut session, Cursor::new(bytes), &mut out).map_err(|e| fail(e.to_string()))?;
    let out = String::from_utf8(out).map_err(|e| fail(e.to_string()))?;
    let mut got = 0;
    let mut rest = out.as_str();
    while !rest.is_empty() {
        let end = rest
            .find("\n\n")
            .ok_or_else(|| fail(format!("unended {rest:?}")))?
            + 2;
        let chunk = &rest[..end];
        if chunk.starts_with("gogui-gfx:") {
            check_block(&chunk[..end - 2]).map_err(fail)?;
        } else {
            check_frame(chunk, None).map_err(|e| fail(format!("{e}: {chunk:?}")))?;
            got += 1;
        }
        rest = &rest[end..];
    }
    prop_assert_eq!(got, replies, "replies through run");
    Ok(())
}

/// Runs `lines` lines of fuzz (about; whole cases) and reports the count.
fn fuzz(lines: u64) {
    let cases = (lines / (MAX_CASE_LINES as u64 / 2)).max(1) as u32;
    let mut runner = TestRunner::new(Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    });
    let total = AtomicU64::new(0);
    let through = AtomicU64::new(0);
    let tally = Tally::default();
    let result = runner.run(&case(), |(inputs, also_run)| {
        let bytes = stream(&inputs);
        let (read, replies) = step_by_step(&inputs, &bytes, &tally)?;
        total.fetch_add(read, Ordering::Relaxed);
        if also_run {
            through.fetch_add(read, Ordering::Relaxed);
            through_run(bytes, replies)?;
        }
        Ok(())
    });
    match result {
        Ok(()) => eprintln!(
            "fuzz: {cases} sessions, {} lines step by step, {} of them also through \
             htp::run; {}",
            total.load(Ordering::Relaxed),
            through.load(Ordering::Relaxed),
            tally.report()
        ),
        Err(TestError::Fail(why, (inputs, _))) => {
            let lines: Vec<String> = inputs
                .iter()
                .map(|i| format!("{:?} {:?}", String::from_utf8_lossy(&i.bytes), i.end))
                .collect();
            panic!("{why}\nminimal input:\n{}", lines.join("\n"));
        }
        Err(e) => panic!("{e}"),
    }
}

#[test]
fn fuzz_the_input_path() {
    let lines = std::env::var("HEXBFS_FUZZ_LINES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(CI_LINES);
    fuzz(lines);
}

#[test]
fn the_checks_catch_bad_frames() {
    assert!(check_frame("= \n\n", None).is_ok());
    assert!(check_frame("=5 a\nb\n\n", Some(5)).is_ok());
    assert!(check_frame("= a\n\nb\n\n", None).is_err());
    assert!(check_frame("= a\n", None).is_err());
    assert!(check_frame("= a\n\n\n", None).is_err());
    assert!(check_frame("=4 a\n\n", Some(5)).is_err());
    assert!(check_frame("a\n\n", None).is_err());
    assert!(silent(" \t# name") && silent("\0\r") && !silent("x # y"));
}
