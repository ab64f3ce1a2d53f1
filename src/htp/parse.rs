//! From a line of text to a [`Request`]: a pure function.
//!
//! First the line is cleaned as GTP says (control characters dropped, tabs
//! made spaces, everything from `#` on is a comment); a line with nothing
//! left gets no reply at all. Then `nom` splits it into an optional numeric
//! id, a command name and argument words, and each command's arguments are
//! turned into typed values (colour, move, numbers) with a reason on error.

use super::command::{COMMAND_NAMES, Command, Param, Request};
use crate::board::Color;
use crate::game::Move;
use nom::Finish;
use nom::Parser;
use nom::bytes::complete::take_till1;
use nom::character::complete::{digit1, space0, space1};
use nom::combinator::{all_consuming, opt};
use nom::multi::many0;
use nom::sequence::{preceded, terminated};
use std::fmt;

/// Why a line is not a valid command; carries the id so the reply echoes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub id: Option<u64>,
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// The command text of a raw line, or `None` for a blank or comment line.
pub fn clean(line: &str) -> Option<String> {
    let text = line.split('#').next().unwrap_or("");
    let text: String = text
        .chars()
        .filter_map(|c| match c {
            '\t' => Some(' '),
            c if c.is_control() => None,
            c => Some(c),
        })
        .collect();
    let text = text.trim();
    (!text.is_empty()).then(|| text.to_string())
}

/// The id, the command name and the argument words.
fn words(line: &str) -> Option<(Option<&str>, &str, Vec<&str>)> {
    type Error<'a> = nom::error::Error<&'a str>;
    let word = || take_till1::<_, _, Error>(|c: char| c == ' ');
    let id = opt(terminated(digit1::<_, Error>, space1));
    let args = many0(preceded(space1, word()));
    all_consuming((space0, id, word(), args, space0))
        .parse(line)
        .finish()
        .ok()
        .map(|(_, (_, id, name, args, _))| (id, name, args))
}

/// Parses a cleaned line (see [`clean`]).
pub fn parse(line: &str) -> Result<Request, ParseError> {
    let Some((id, name, args)) = words(line) else {
        return Err(ParseError {
            id: None,
            message: "empty command".into(),
        });
    };
    let id = match id.map(str::parse::<u64>) {
        Some(Err(_)) => {
            return Err(ParseError {
                id: None,
                message: "id too large".into(),
            });
        }
        Some(Ok(n)) => Some(n),
        None => None,
    };
    // A line that is only a number is an id with no command.
    if name.bytes().all(|b| b.is_ascii_digit()) && id.is_none() && args.is_empty() {
        return Err(ParseError {
            id: name.parse().ok(),
            message: "missing command".into(),
        });
    }
    command(&name.to_ascii_lowercase(), &args)
        .map(|command| Request { id, command })
        .map_err(|message| ParseError { id, message })
}

fn usage(text: &str) -> String {
    format!("usage: {text}")
}

fn color(s: &str) -> Result<Color, String> {
    s.parse()
        .map_err(|e: crate::board::ParseColorError| e.to_string())
}

fn size(s: &str) -> Result<usize, String> {
    if s.bytes().all(|b| b.is_ascii_digit()) {
        // Huge numbers are just too large a size, not a different error.
        Ok(s.parse().unwrap_or(usize::MAX))
    } else {
        Err(format!("board size must be a number: {s}"))
    }
}

fn one_color(args: &[&str], name: &str) -> Result<Color, String> {
    match args {
        [c] => color(c),
        _ => Err(usage(&format!("{name} <color>"))),
    }
}

fn no_args(args: &[&str], name: &str, command: Command) -> Result<Command, String> {
    if args.is_empty() {
        Ok(command)
    } else {
        Err(format!("{name} takes no arguments"))
    }
}

fn param(args: &[&str], name: &str) -> Result<Param, String> {
    match args {
        [] => Ok(Param::List),
        [key] => Ok(Param::Show(key.to_ascii_lowercase())),
        [key, value] => Ok(Param::Set(key.to_ascii_lowercase(), value.to_string())),
        _ => Err(usage(&format!("{name} [key [value]]"))),
    }
}

/// `loadsgf FILE [MOVE_NUMBER]`; a file name with spaces comes in double
/// quotes (as HexGui sends `%f` arguments).
fn loadsgf(args: &[&str]) -> Result<Command, String> {
    let bad = || usage("loadsgf <file> [<move number>]");
    let line = args.join(" ");
    let (file, rest) = match line.strip_prefix('"') {
        Some(quoted) => quoted.split_once('"').ok_or_else(bad)?,
        None => line.split_once(' ').unwrap_or((&line, "")),
    };
    let number = match rest.split_whitespace().collect::<Vec<_>>()[..] {
        [] => None,
        [n] => Some(
            n.parse::<usize>()
                .map_err(|_| format!("move number must be a number: {n}"))?,
        ),
        _ => return Err(bad()),
    };
    if file.is_empty() {
        return Err(bad());
    }
    Ok(Command::LoadSgf(file.to_string(), number))
}

fn command(name: &str, args: &[&str]) -> Result<Command, String> {
    use Command::*;
    match name {
        "protocol_version" => no_args(args, name, ProtocolVersion),
        "name" => no_args(args, name, Name),
        "version" => no_args(args, name, Version),
        "list_commands" => no_args(args, name, ListCommands),
        "quit" => no_args(args, name, Quit),
        "clear_board" => no_args(args, name, ClearBoard),
        "undo" => no_args(args, name, Undo),
        "showboard" => no_args(args, name, ShowBoard),
        "final_score" => no_args(args, name, FinalScore),
        "hexgui-analyze_commands" => no_args(args, name, AnalyzeCommands),
        "heat_map" => no_args(args, name, HeatMap),
        "eval" => no_args(args, name, Evaluation),
        "known_command" => match args {
            [c] => Ok(KnownCommand(c.to_ascii_lowercase())),
            _ => Err(usage("known_command <name>")),
        },
        "boardsize" => match args {
            [n] => Ok(BoardSize(size(n)?, size(n)?)),
            [w, h] => Ok(BoardSize(size(w)?, size(h)?)),
            _ => Err(usage("boardsize <size> | boardsize <columns> <rows>")),
        },
        "play" => match args {
            [c, m] => Ok(Play(
                color(c)?,
                m.parse::<Move>()
                    .map_err(|_| format!("invalid move: {m}"))?,
            )),
            _ => Err(usage("play <color> <move>")),
        },
        "genmove" => one_color(args, name).map(GenMove),
        "reg_genmove" => one_color(args, name).map(RegGenMove),
        "dist_map" => one_color(args, name).map(DistanceMap),
        "shortest_paths" => one_color(args, name).map(ShortestPaths),
        "compute-fillin" => match args {
            [] => Ok(Fillin(None)),
            [c] => color(c).map(|c| Fillin(Some(c))),
            _ => Err(usage("compute-fillin [color]")),
        },
        "pv" => match args {
            [] => Ok(Variation),
            [c] => color(c).map(|_| Variation),
            _ => Err(usage("pv [color]")),
        },
        "all_legal_moves" => match args {
            [] => Ok(AllLegalMoves(None)),
            [c] => color(c).map(|c| AllLegalMoves(Some(c))),
            _ => Err(usage("all_legal_moves [color]")),
        },
        "time_left" => match args {
            [] => Ok(TimeLeft(None)),
            [c, t, rest @ ..] if rest.len() <= 1 => {
                // `-0` parses as a negative zero: refused like any sign.
                let seconds: f64 = t
                    .parse()
                    .ok()
                    .filter(|s: &f64| s.is_finite() && s.is_sign_positive())
                    .ok_or_else(|| format!("invalid time: {t}"))?;
                if let [stones] = rest
                    && stones.parse::<u32>().is_err()
                {
                    return Err(format!("invalid stones: {stones}"));
                }
                Ok(TimeLeft(Some((color(c)?, seconds))))
            }
            _ => Err(usage("time_left [<color> <seconds> [<stones>]]")),
        },
        "loadsgf" => loadsgf(args),
        "param_game" => param(args, name).map(ParamGame),
        "param_hexbfs" => param(args, name).map(ParamEngine),
        "param_dfpn" => param(args, name).map(ParamDfpn),
        "dfpn-solve-state" => match args {
            [] => Ok(DfpnSolveState(None)),
            [c] => color(c).map(|c| DfpnSolveState(Some(c))),
            _ => Err(usage("dfpn-solve-state [color]")),
        },
        "dfpn-solver-find-winning" => one_color(args, name).map(DfpnFindWinning),
        "dfpn-clear-tt" => no_args(args, name, DfpnClearTt),
        n if super::vc::NAMES.contains(&n) => super::vc::parse(n, args).map(Vc),
        _ => {
            debug_assert!(!COMMAND_NAMES.contains(&name), "{name} not dispatched");
            Err(format!("unknown command: {name}"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Cell;

    fn ok(line: &str) -> Request {
        parse(&clean(line).unwrap()).unwrap()
    }

    fn err(line: &str) -> ParseError {
        parse(&clean(line).unwrap()).unwrap_err()
    }

    #[test]
    fn ids_are_optional_and_kept() {
        assert_eq!(ok("name").id, None);
        assert_eq!(
            ok("17 name"),
            Request {
                id: Some(17),
                command: Command::Name
            }
        );
        assert_eq!(err("5 frobnicate").id, Some(5));
        assert_eq!(err("5").message, "missing command");
    }

    #[test]
    fn names_and_colours_are_case_insensitive() {
        let r = ok("PLAY White K11");
        let cell = Cell { col: 10, row: 10 };
        assert_eq!(r.command, Command::Play(Color::White, Move::Cell(cell)));
        assert_eq!(ok("genmove B").command, Command::GenMove(Color::Black));
    }

    #[test]
    fn comments_blank_lines_tabs_and_cr_are_cleaned() {
        assert_eq!(clean("   "), None);
        assert_eq!(clean("# interrupt"), None);
        assert_eq!(clean("play\tb a1 # note\r").as_deref(), Some("play b a1"));
    }

    #[test]
    fn errors_say_what_is_wrong() {
        assert_eq!(err("foo").message, "unknown command: foo");
        assert_eq!(err("play b zz99").message, "invalid move: zz99");
        assert_eq!(err("play red a1").message, "invalid color: red");
        assert_eq!(err("play b").message, "usage: play <color> <move>");
        assert_eq!(err("name now").message, "name takes no arguments");
        assert_eq!(err("boardsize x").message, "board size must be a number: x");
    }

    #[test]
    fn sizes_accept_one_or_two_numbers_and_huge_ones_do_not_fail_parsing() {
        assert_eq!(ok("boardsize 11").command, Command::BoardSize(11, 11));
        assert_eq!(ok("boardsize 7 9").command, Command::BoardSize(7, 9));
        let huge = ok("boardsize 99999999999999999999999").command;
        assert_eq!(huge, Command::BoardSize(usize::MAX, usize::MAX));
    }

    #[test]
    fn every_listed_command_parses() {
        for name in COMMAND_NAMES {
            let e = parse(name).err().map(|e| e.message).unwrap_or_default();
            assert!(!e.starts_with("unknown"), "{name}");
        }
    }
}
