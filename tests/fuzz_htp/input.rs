//! The fuzz's input: sessions of generated lines and how they end.

use hexbfs::htp::command::COMMAND_NAMES;
use hexbfs::htp::io::MAX_LINE;
use hexbfs::rng::Rng;
use proptest::prelude::*;

/// Most lines in one case (one session); the mean is half of it.
pub const MAX_CASE_LINES: usize = 200;

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
pub enum End {
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
    "-0",
    "-0.0",
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
            "deep_width",
            "deep_plies",
            "frontier_width",
            "frontier_plies",
            "table_mb",
            "threads",
            "interior_depth",
            "interior_pv",
            "interior_guard",
            "null_move",
            "late_reduction",
            "root_probes",
            "root_wide",
            "root_knowledge",
            "knowledge_circuit",
            "knowledge_from",
            "solver_empty",
            "solver_share",
            "solver_check",
            "solver_time",
            "solver_proofs",
            "keep_table",
            "table_parity",
            "root_width",
            "root_sweep",
            "potential_count",
            "bridge_walls",
            "potential_weight",
            "potential_cap",
            "cells_weight",
            "order",
            "order_plies",
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
        ("threads", _) => pick(rng, &["1", "2", "3", "0", "257"]).into(),
        ("interior_depth", _) => pick(rng, &["0", "1", "3", "64", "65", "-1"]).into(),
        ("deep_plies" | "frontier_plies", _) => {
            pick(rng, &["0", "1", "2", "64", "65", "-1"]).into()
        }
        ("root_sweep", _) => pick(rng, &["0", "1", "2", "64", "65", "-1"]).into(),
        ("interior_pv", _) => pick(rng, &["0", "1", "2", "64", "65", "-1"]).into(),
        ("interior_guard", _) => pick(rng, &["0", "1", "2", "16", "17", "-1"]).into(),
        ("null_move", _) => pick(rng, &["0", "2", "8", "9", "-1"]).into(),
        ("late_reduction", _) => pick(rng, &["0", "2", "8", "9", "-1"]).into(),
        ("root_probes" | "root_wide", _) => pick(rng, &["0", "1", "2", "true"]).into(),
        ("root_knowledge", _) => pick(rng, &["0", "1", "5", "32", "33", "-1"]).into(),
        ("knowledge_circuit", _) => pick(rng, &["0", "1", "2", "on"]).into(),
        ("knowledge_from" | "solver_empty" | "root_width" | "deep_width" | "frontier_width", _) => {
            pick(rng, &["0", "12", "676", "677", "-1"]).into()
        }
        ("solver_share", _) => pick(rng, &["0", "1", "30", "90", "91", "-1"]).into(),
        ("solver_check", _) => pick(rng, &["0", "1", "10", "50", "51", "-1"]).into(),
        ("solver_time", _) => pick(rng, &["0", "0.05", "0.2", "-0.1", "1e300", "x"]).into(),
        ("solver_proofs" | "keep_table" | "table_parity", _) => {
            pick(rng, &["0", "1", "2", "yes"]).into()
        }
        ("potential_count", _) => pick(rng, &["0", "1", "2", "true"]).into(),
        ("bridge_walls", _) => pick(rng, &["0", "1", "2", "on"]).into(),
        ("potential_weight", _) => pick(rng, &["0", "4", "32", "64", "65", "-1"]).into(),
        ("potential_cap", _) => pick(rng, &["1", "3", "16", "0", "17"]).into(),
        ("cells_weight", _) => pick(rng, &["0", "1", "12", "32", "33", "-1"]).into(),
        ("order", _) => pick(
            rng,
            &[
                "map",
                "potential",
                "map-potential",
                "both",
                "shape",
                "BOTH",
                "queenbee",
            ],
        )
        .into(),
        ("order_plies", _) => pick(rng, &["0", "1", "2", "64", "65", "-1"]).into(),
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
/// bound (with or without an id), a comment; the id the reply must echo.
fn long_line(rng: &mut Rng) -> (Vec<u8>, Option<u64>) {
    let len = MAX_LINE - 2 + rng.below(5) + [0, 0, 100_000][rng.below(3)];
    let id = rng.below(1000) as u64;
    let (mut bytes, id) = match rng.below(4) {
        0 => (b"name".to_vec(), None),
        1 => (format!("{id} name").into_bytes(), Some(id)),
        2 => (b"#".to_vec(), None),
        _ => (Vec::new(), None),
    };
    let fill = [b' ', b'x', 0xff, b'\t'][rng.below(4)];
    bytes.resize(len, fill);
    (bytes, id)
}

/// One generated line: its bytes, its end, and the id its reply must echo.
#[derive(Clone, Debug)]
pub struct Input {
    pub bytes: Vec<u8>,
    pub end: End,
    pub id: Option<u64>,
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
        Kind::Long => long_line(&mut rng),
    };
    // A lone CR joins the next line to this one: the id check is off then.
    let id = id.filter(|_| !matches!(end, End::Cr));
    Input { bytes, end, id }
}

/// A case: the lines of one session and whether to also run them through
/// `htp::run`.
pub fn case() -> impl Strategy<Value = (Vec<Input>, bool)> {
    (
        prop::collection::vec(
            (kind(), any::<u64>(), end()).prop_map(|(k, s, e)| build(k, s, e)),
            1..=MAX_CASE_LINES,
        ),
        prop::bool::weighted(0.2),
    )
}

pub fn stream(inputs: &[Input]) -> Vec<u8> {
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
