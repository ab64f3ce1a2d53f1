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
//!   none; the reply is `=`/`?`, the id of the line when it had one, and
//!   ends with exactly one empty line, with no empty line inside;
//! - after a `?` reply, `showboard`, the position key, the move count, the
//!   clocks and every setting are what they were before the line;
//! - the incrementally kept board hash equals a full recomputation, and the
//!   winner agrees with a flood fill.
//!
//! `genmove` is kept cheap: the generator only sets `max_time` to a few
//! milliseconds (larger values it sends are invalid ones) and sends it
//! rarely. The CI size is 100,000 lines; set `HEXBFS_FUZZ_LINES` for a
//! longer run (see README, "Robustness"):
//!
//! ```sh
//! HEXBFS_FUZZ_LINES=10000000 cargo test --release --test fuzz_htp -- --nocapture
//! ```

mod common;

use hexbfs::board::Color;
use hexbfs::htp::command::{COMMAND_NAMES, Param};
use hexbfs::htp::io::{Line, MAX_LINE, read_line};
use hexbfs::htp::{self, Command, Session, Settings, respond, showboard};
use hexbfs::rng::Rng;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestError, TestRunner};
use std::io::Cursor;
use std::sync::atomic::{AtomicU64, Ordering};

/// Lines per run unless `HEXBFS_FUZZ_LINES` says otherwise.
const CI_LINES: u64 = 100_000;
/// Most lines in one case (one session); the mean is half of it.
const MAX_CASE_LINES: usize = 200;

/// What kind of line to build; the seed fills in the details.
#[derive(Clone, Copy, Debug)]
enum Kind {
    Command,
    Search,
    Raw,
    Blank,
    Long,
}

/// How a line ends in the byte stream.
#[derive(Clone, Copy, Debug)]
enum End {
    Lf,
    CrLf,
    /// A lone CR does not end a line: it joins this line to the next.
    Cr,
    LfLf,
}

fn kind() -> impl Strategy<Value = Kind> {
    prop_oneof![
        700 => Just(Kind::Command),
        8 => Just(Kind::Search),
        150 => Just(Kind::Raw),
        40 => Just(Kind::Blank),
        1 => Just(Kind::Long),
    ]
}

fn end() -> impl Strategy<Value = End> {
    prop_oneof![
        85 => Just(End::Lf),
        8 => Just(End::CrLf),
        4 => Just(End::Cr),
        3 => Just(End::LfLf),
    ]
}

fn pick<'a>(rng: &mut Rng, items: &[&'a str]) -> &'a str {
    items[rng.below(items.len())]
}

const COLORS: &[&str] = &[
    "b", "w", "black", "white", "B", "W", "BLACK", "White", "red", "bw", "é", "0", "",
];
/// Words that are never a valid value of a numeric setting except 0 and
/// `true`/`false`: no setting can be made expensive by them.
const GARBAGE: &[&str] = &[
    "x",
    "-1",
    "1e400",
    "nan",
    "inf",
    "-inf",
    "99999999999999999999999999999",
    "18446744073709551616",
    "0x10",
    "é",
    "\u{fffd}",
    "a\u{0}b",
    "#",
    "0",
    "true",
    "\u{202e}",
    "--",
];

fn number_word(rng: &mut Rng) -> String {
    match rng.below(6) {
        0 => rng.next_u64().to_string(),
        1 => "9".repeat(1 + rng.below(60)),
        2 => format!("-{}", rng.below(100)),
        3 => format!("{}.{}", rng.below(10), rng.below(1000)),
        4 => format!("1e{}", rng.below(700)),
        _ => rng.below(40).to_string(),
    }
}

fn size_word(rng: &mut Rng) -> String {
    match rng.below(20) {
        0..=13 => (1 + rng.below(8)).to_string(),
        14 => pick(rng, &["26", "27", "0", "13", "19", "11"]).into(),
        15 => format!("{}x{}", rng.below(12), rng.below(12)),
        16 => (1 + rng.below(26)).to_string(),
        _ => pick(rng, GARBAGE).into(),
    }
}

fn cell_word(rng: &mut Rng) -> String {
    match rng.below(20) {
        0..=13 => format!(
            "{}{}",
            (b'a' + rng.below(9) as u8) as char,
            1 + rng.below(9)
        ),
        14 => format!("{}{}", (b'A' + rng.below(26) as u8) as char, rng.below(30)),
        15 => pick(
            rng,
            &[
                "swap-pieces",
                "swap-sides",
                "swap",
                "resign",
                "SWAP-PIECES",
                "Resign",
                "pass",
            ],
        )
        .into(),
        16 => pick(
            rng,
            &[
                "a0", "a01", "a-1", "1a", "zz99", "z26", "z27", "aa1", "{1", "a", "é1", "a١",
            ],
        )
        .into(),
        17 => format!("a{}", "9".repeat(1 + rng.below(40))),
        _ => pick(rng, GARBAGE).into(),
    }
}

fn param_engine_args(rng: &mut Rng) -> Vec<String> {
    let key = pick(
        rng,
        &[
            "max_time",
            "max_depth",
            "level",
            "seed",
            "width",
            "table_mb",
            "live_gfx",
            "MAX_TIME",
            "colour",
            "",
        ],
    );
    let value: String = match (key, rng.below(4)) {
        (_, 0) => pick(rng, GARBAGE).into(),
        ("max_time" | "MAX_TIME", _) => pick(
            rng,
            &["0.001", "0.002", "0.004", "0", "-0.5", "86401", "1e-9"],
        )
        .into(),
        ("max_depth", _) => pick(rng, &["1", "2", "3", "64", "65", "0"]).into(),
        ("level", _) => pick(
            rng,
            &[
                "random",
                "rules",
                "alphabeta",
                "combined",
                "RULES",
                "grandmaster",
            ],
        )
        .into(),
        ("seed", _) => number_word(rng),
        ("width", _) => pick(rng, &["1", "2", "30", "676", "677"]).into(),
        ("table_mb", _) => pick(rng, &["0", "1", "2", "4097", "99999999999999999999"]).into(),
        ("live_gfx", _) => pick(rng, &["0", "1", "2", "yes"]).into(),
        _ => number_word(rng),
    };
    match rng.below(8) {
        0 => vec![],
        1 => vec![key.into()],
        2 => vec![key.into(), value, "extra".into()],
        _ => vec![key.into(), value],
    }
}

fn param_game_args(rng: &mut Rng) -> Vec<String> {
    let key = pick(rng, &["allow_swap", "game_time", "ALLOW_SWAP", "komi"]);
    let value: String = match key {
        "game_time" => match rng.below(3) {
            0 => number_word(rng),
            _ => pick(rng, &["0", "0.5", "2", "30", "86401"]).into(),
        },
        _ => pick(rng, &["0", "1", "true", "false", "maybe", "2"]).into(),
    };
    match rng.below(6) {
        0 => vec![],
        1 => vec![key.into()],
        _ => vec![key.into(), value],
    }
}

/// A command line: every command name (and some unknown ones), in any case,
/// with fitting and unfitting arguments and sometimes an id. The id is
/// returned when the reply must echo it.
fn command_line(rng: &mut Rng, search: bool) -> (String, Option<u64>) {
    let name: String = if search {
        pick(rng, &["genmove", "reg_genmove"]).into()
    } else {
        loop {
            let n = match rng.below(12) {
                0 => pick(rng, &["foo", "genmove_x", "play-game", "loadsgf", "Name"]).into(),
                _ => COMMAND_NAMES[rng.below(COMMAND_NAMES.len())].to_string(),
            };
            // genmove is the costly command: sent only as `Kind::Search`.
            if !n.ends_with("genmove") {
                break n;
            }
        }
    };
    let name = if rng.below(10) == 0 {
        name.to_uppercase()
    } else {
        name
    };
    let color = |rng: &mut Rng| pick(rng, COLORS).to_string();
    let mut args: Vec<String> = match name.to_ascii_lowercase().as_str() {
        "boardsize" => (0..[1, 1, 1, 2, 2, 0, 3][rng.below(7)])
            .map(|_| size_word(rng))
            .collect(),
        "play" => match rng.below(10) {
            0 => vec![color(rng)],
            1 => vec![cell_word(rng), color(rng)],
            _ => vec![color(rng), cell_word(rng)],
        },
        "genmove" | "reg_genmove" | "dist_map" | "shortest_paths" | "pv" | "all_legal_moves" => (0
            ..[1, 1, 1, 1, 0, 2][rng.below(6)])
            .map(|_| color(rng))
            .collect(),
        "time_left" => match rng.below(6) {
            0 => vec![],
            1 => vec![color(rng)],
            2 => vec![color(rng), number_word(rng), number_word(rng)],
            _ => vec![color(rng), number_word(rng)],
        },
        "known_command" => vec![match rng.below(3) {
            0 => pick(rng, GARBAGE).into(),
            _ => COMMAND_NAMES[rng.below(COMMAND_NAMES.len())].to_uppercase(),
        }],
        "param_hexbfs" => param_engine_args(rng),
        "param_game" => param_game_args(rng),
        _ => vec![],
    };
    if rng.below(25) == 0 {
        args.push(pick(rng, GARBAGE).into());
    }
    let (id_text, id) = match rng.below(10) {
        0..=5 => (String::new(), None),
        6 | 7 => {
            let n = rng.below(1000) as u64;
            (format!("{n} "), Some(n))
        }
        8 => (format!("{} ", u64::MAX), Some(u64::MAX)),
        _ => (
            pick(rng, &["18446744073709551616 ", "007 ", "-1 ", "1.5 "]).into(),
            None,
        ),
    };
    let id = id.filter(|_| !id_text.is_empty());
    let sep = if rng.below(15) == 0 { "\t " } else { " " };
    let mut line = format!("{id_text}{name}");
    for a in &args {
        line.push_str(sep);
        line.push_str(a);
    }
    if rng.below(30) == 0 {
        line.push_str(" # a comment");
    }
    // An argument holding `#` cuts the line there: the id still stands.
    (line, id)
}

/// Arbitrary bytes, biased towards the ones parsers trip on, sometimes
/// spliced into a command.
fn raw_line(rng: &mut Rng) -> Vec<u8> {
    const SPECIAL: &[u8] = b"\0\r\t #=?\x7f\x1b\xff\xfe\xc3\xa9\xe2\x80\xa8 0123456789abw-";
    let len = rng.below(48);
    let mut bytes: Vec<u8> = (0..len)
        .map(|_| match rng.below(3) {
            0 => SPECIAL[rng.below(SPECIAL.len())],
            _ => rng.next_u64() as u8,
        })
        .filter(|&b| b != b'\n')
        .collect();
    if rng.below(3) == 0 {
        let (line, _) = command_line(rng, false);
        let at = rng.below(bytes.len() + 1);
        bytes.splice(at..at, line.into_bytes());
    }
    bytes
}

fn blank_line(rng: &mut Rng) -> Vec<u8> {
    pick(
        rng,
        &[
            "",
            " ",
            "\t\t",
            "# interrupt",
            "#",
            "  # name",
            "\0",
            "\r",
            "\x0b\x0c",
        ],
    )
    .as_bytes()
    .to_vec()
}

/// Near or past the line bound: pure padding, a command padded to the
/// bound, a comment.
fn long_line(rng: &mut Rng) -> Vec<u8> {
    let len = MAX_LINE - 2 + rng.below(5) + [0, 0, 100_000][rng.below(3)];
    let mut bytes = match rng.below(3) {
        0 => b"name".to_vec(),
        1 => b"#".to_vec(),
        _ => Vec::new(),
    };
    let fill = [b' ', b'x', 0xff][rng.below(3)];
    bytes.resize(len, fill);
    bytes
}

/// One generated line: its bytes, its end, and the id its reply must echo.
#[derive(Clone, Debug)]
struct Input {
    bytes: Vec<u8>,
    end: End,
    id: Option<u64>,
}

fn build(kind: Kind, seed: u64, end: End) -> Input {
    let mut rng = Rng::new(seed);
    let (bytes, id) = match kind {
        Kind::Command | Kind::Search => {
            let (line, id) = command_line(&mut rng, matches!(kind, Kind::Search));
            (line.into_bytes(), id)
        }
        Kind::Raw => (raw_line(&mut rng), None),
        Kind::Blank => (blank_line(&mut rng), None),
        Kind::Long => (long_line(&mut rng), None),
    };
    // A lone CR joins the next line to this one: the id check is off then.
    let id = id.filter(|_| !matches!(end, End::Cr));
    Input { bytes, end, id }
}

/// A case: the lines of one session and whether to also run them through
/// `htp::run`.
fn case() -> impl Strategy<Value = (Vec<Input>, bool)> {
    (
        prop::collection::vec(
            (kind(), any::<u64>(), end()).prop_map(|(k, s, e)| build(k, s, e)),
            1..=MAX_CASE_LINES,
        ),
        prop::bool::weighted(0.2),
    )
}

fn stream(inputs: &[Input]) -> Vec<u8> {
    let mut out = Vec::new();
    for (i, input) in inputs.iter().enumerate() {
        out.extend_from_slice(&input.bytes);
        let last = i + 1 == inputs.len();
        match input.end {
            End::Lf => out.push(b'\n'),
            End::CrLf => out.extend_from_slice(b"\r\n"),
            End::Cr => out.push(b'\r'),
            End::LfLf => out.extend_from_slice(b"\n\n"),
        }
        // The last line sometimes ends without a newline.
        if last && input.bytes.len() % 7 == 3 {
            while out.last() == Some(&b'\n') {
                out.pop();
            }
        }
    }
    out
}

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
#[derive(Default)]
struct Tally {
    ok: AtomicU64,
    errors: AtomicU64,
    too_long: AtomicU64,
    moves: AtomicU64,
    commands: [AtomicU64; COMMAND_NAMES.len()],
}

impl Tally {
    fn count(&self, line: &Line, text: &str, reply: &str) {
        let add = |n: &AtomicU64| n.fetch_add(1, Ordering::Relaxed);
        add(if reply.starts_with('=') {
            &self.ok
        } else {
            &self.errors
        });
        if matches!(line, Line::TooLong) {
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
            Line::TooLong => "",
        };
        let want_reply = matches!(line, Line::TooLong) || !silent(text);
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
