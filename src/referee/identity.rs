//! What identifies a match, written at the top of its results file.
//!
//! Two runs belong to the same match when they would play the same games
//! under the same conditions: board size, engines (names, command lines and
//! setup commands, in order), swap, per-move timeout, the openings (the
//! list itself, not the file name, so an edited file is another match),
//! seed and SPRT parameters. Concurrency, output folder, command timeout
//! and the shard are not part of it: they change how the games are run, not
//! which games or how they are judged. Neither is the number of rounds: a
//! schedule of more rounds begins with the games of one of fewer, so a
//! match is extended by running it again with more `--rounds` (the results
//! file records the count apart, see [`super::results`]).
//!
//! The identity is written as `# match KEY VALUE` comment lines. A run that
//! resumes a results file, and a merge of shards, compare these lines with
//! their own and refuse the file when any differs, naming the line, the
//! key, and both values. A merge reads the identity back
//! ([`MatchIdentity::from_lines`]) to rebuild the schedule the games are
//! checked against.

use super::engine::EngineSpec;
use super::openings::{self, Opening};
use super::stats::Sprt;
use crate::board::Geometry;
use std::time::Duration;

/// The prefix of an identity line in a results file.
pub const PREFIX: &str = "# match ";

/// Everything that makes two runs the same match.
#[derive(Clone, Debug)]
pub struct MatchIdentity {
    pub geometry: Geometry,
    /// Name, command line and setup commands (stderr logs are not part of it).
    pub engines: Vec<EngineSpec>,
    pub allow_swap: bool,
    pub move_timeout: Duration,
    pub openings: Vec<Opening>,
    pub seed: u64,
    pub sprt: Option<Sprt>,
}

/// Parses a board size: `N` or `WxH`.
pub fn parse_size(s: &str) -> Result<Geometry, String> {
    let (w, h) = s.split_once(['x', 'X']).unwrap_or((s, s));
    let (Ok(w), Ok(h)) = (w.trim().parse(), h.trim().parse()) else {
        return Err(format!("board size {s:?}: expected N or WxH"));
    };
    Geometry::new(w, h).map_err(|e| format!("board size {s:?}: {e}"))
}

impl MatchIdentity {
    /// The engines' names, in command-line order.
    pub fn names(&self) -> Vec<String> {
        self.engines.iter().map(|e| e.name.clone()).collect()
    }

    /// The identity as `KEY VALUE` lines (without [`PREFIX`]).
    pub fn to_lines(&self) -> Vec<String> {
        let (w, h) = (self.geometry.width(), self.geometry.height());
        let mut lines = vec![format!("size {w}x{h}")];
        for e in &self.engines {
            lines.push(format!("engine {}={}", e.name, e.command));
        }
        for e in &self.engines {
            lines.extend(e.setup.iter().map(|s| format!("setup {}={s}", e.name)));
        }
        let openings: Vec<String> = self.openings.iter().map(|o| openings::format(o)).collect();
        lines.extend([
            format!("swap {}", if self.allow_swap { "yes" } else { "no" }),
            format!("timeout {}", self.move_timeout.as_secs_f64()),
            format!("openings {}", openings.join(", ")),
            format!("seed {}", self.seed),
            match self.sprt {
                Some(sprt) => format!("sprt {sprt}"),
                None => "sprt none".into(),
            },
        ]);
        lines
    }

    /// Reads the identity back from its lines (with their line numbers);
    /// an error names the line.
    pub fn from_lines(lines: &[(usize, String)]) -> Result<MatchIdentity, String> {
        let parse = |key: &str| -> Result<(usize, &str), String> {
            let mut found = lines.iter().filter(|(_, l)| key_of(l) == key);
            match (found.next(), found.next()) {
                (Some((n, l)), None) => Ok((*n, l[key.len()..].trim_start())),
                (None, _) => Err(format!("no `{PREFIX}{key}` line")),
                (Some(_), Some((n, _))) => Err(format!("line {n}: a second `{key}` line")),
            }
        };
        let at = |n: usize, e: String| format!("line {n}: {e}");
        let (n, size) = parse("size")?;
        let geometry = parse_size(size).map_err(|e| at(n, e))?;
        let mut engines: Vec<EngineSpec> = Vec::new();
        for (n, line) in lines {
            let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
            let Some((name, command)) = rest.split_once('=') else {
                if key == "engine" || key == "setup" {
                    return Err(at(*n, format!("{key}: expected NAME=COMMAND")));
                }
                continue;
            };
            match key {
                "engine" => engines.push(EngineSpec {
                    name: name.into(),
                    command: command.into(),
                    setup: Vec::new(),
                    stderr_log: None,
                }),
                "setup" => engines
                    .iter_mut()
                    .find(|e| e.name == name)
                    .ok_or_else(|| at(*n, format!("setup for an unknown engine {name}")))?
                    .setup
                    .push(command.into()),
                _ => {}
            }
        }
        if engines.len() < 2 {
            return Err("fewer than two `engine` lines".into());
        }
        let (n, swap) = parse("swap")?;
        let allow_swap = match swap {
            "yes" => true,
            "no" => false,
            _ => return Err(at(n, "swap must be yes or no".into())),
        };
        let (n, timeout) = parse("timeout")?;
        let move_timeout = timeout
            .parse()
            .ok()
            .and_then(|s| Duration::try_from_secs_f64(s).ok())
            .ok_or_else(|| at(n, format!("bad timeout {timeout:?}")))?;
        let (n, list) = parse("openings")?;
        let openings = list
            .split(", ")
            .map(|o| match o.trim() {
                "-" => Ok(Vec::new()),
                o => o.split_whitespace().map(str::parse).collect(),
            })
            .collect::<Result<Vec<Opening>, _>>()
            .map_err(|_| at(n, "bad opening".into()))?;
        let (n, seed) = parse("seed")?;
        let seed = seed
            .parse()
            .map_err(|_| at(n, format!("bad seed {seed:?}")))?;
        let (n, sprt) = parse("sprt")?;
        let sprt = match sprt {
            "none" => None,
            s => Some(s.parse().map_err(|e| at(n, format!("sprt: {e}")))?),
        };
        Ok(MatchIdentity {
            geometry,
            engines,
            allow_swap,
            move_timeout,
            openings,
            seed,
            sprt,
        })
    }
}

fn key_of(line: &str) -> &str {
    line.split(' ').next().unwrap_or("")
}

/// Shortens a long value for a message.
fn short(value: &str) -> String {
    const MAX: usize = 100;
    match value.char_indices().nth(MAX) {
        Some((i, _)) => format!("{}...", &value[..i]),
        None => value.to_string(),
    }
}

/// [`differences`] but for the seed: runs that differ in their seed alone
/// are runs of one match whose openings come in another order, which
/// `hexbfs-match merge` adds up and `--sprt-with` counts.
pub fn differences_but_seed(found: &[(usize, String)], expected: &[String]) -> Vec<String> {
    let found: Vec<(usize, String)> = (found.iter())
        .filter(|(_, l)| key_of(l) != "seed")
        .cloned()
        .collect();
    let expected: Vec<String> = (expected.iter())
        .filter(|l| key_of(l) != "seed")
        .cloned()
        .collect();
    differences(&found, &expected)
}

/// How the identity `found` in a file (lines with their numbers) differs
/// from `expected`, one phrase per differing key, e.g. `line 4: engine is
/// "b=./old" there, "b=./new" here`. Empty when they are the same match.
pub fn differences(found: &[(usize, String)], expected: &[String]) -> Vec<String> {
    let mut keys: Vec<&str> = expected.iter().map(|l| key_of(l)).collect();
    keys.extend(found.iter().map(|(_, l)| key_of(l)));
    let mut seen = Vec::new();
    let mut out = Vec::new();
    for key in keys {
        if seen.contains(&key) {
            continue;
        }
        seen.push(key);
        let there: Vec<&(usize, String)> = found.iter().filter(|(_, l)| key_of(l) == key).collect();
        let here: Vec<&String> = expected.iter().filter(|l| key_of(l) == key).collect();
        let value = |l: &str| short(l[key.len()..].trim_start());
        let values_there: Vec<String> = there.iter().map(|(_, l)| value(l)).collect();
        let values_here: Vec<String> = here.iter().map(|l| value(l)).collect();
        if values_there == values_here {
            continue;
        }
        let show = |v: &[String]| match v {
            [] => "missing".to_string(),
            v => v
                .iter()
                .map(|s| format!("{s:?}"))
                .collect::<Vec<_>>()
                .join(" + "),
        };
        let place = there
            .first()
            .map_or("top".into(), |(n, _)| format!("line {n}"));
        out.push(format!(
            "{place}: {key} is {} there, {} here",
            show(&values_there),
            show(&values_here)
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::referee::openings::one_move_openings;

    fn identity() -> MatchIdentity {
        let geometry = Geometry::new(3, 2).unwrap();
        let engine = |name: &str, setup: &[&str]| EngineSpec {
            name: name.into(),
            command: format!("./{name} --flag 'x y'"),
            setup: setup.iter().map(|s| s.to_string()).collect(),
            stderr_log: None,
        };
        let mut openings = one_move_openings(&geometry);
        openings.push(Vec::new());
        openings.push(vec!["a1".parse().unwrap(), "swap-sides".parse().unwrap()]);
        MatchIdentity {
            engines: vec![engine("a", &["param x 1", "name"]), engine("b", &[])],
            allow_swap: true,
            move_timeout: Duration::from_millis(2500),
            openings,
            seed: 17,
            sprt: Some("elo0=0,elo1=5".parse().unwrap()),
            geometry,
        }
    }

    fn numbered(lines: &[String]) -> Vec<(usize, String)> {
        lines
            .iter()
            .cloned()
            .enumerate()
            .map(|(i, l)| (i + 1, l))
            .collect()
    }

    #[test]
    fn lines_round_trip() {
        let id = identity();
        let lines = id.to_lines();
        let back = MatchIdentity::from_lines(&numbered(&lines)).unwrap();
        assert_eq!(back.to_lines(), lines);
        assert_eq!(back.engines[0].setup, ["param x 1", "name"]);
        assert_eq!(back.openings.len(), 8);
        assert!(differences(&numbered(&lines), &lines).is_empty());
    }

    #[test]
    fn every_difference_is_named_with_its_line() {
        let id = identity();
        let file = numbered(&id.to_lines());
        let mut other = id.clone();
        other.engines[1].command = "./b --other".into();
        other.engines[0].setup.pop();
        other.seed = 18;
        let d = differences(&file, &other.to_lines());
        assert_eq!(d.len(), 3, "{d:?}");
        assert_eq!(
            d[0],
            "line 2: engine is \"a=./a --flag 'x y'\" + \"b=./b --flag 'x y'\" there, \
             \"a=./a --flag 'x y'\" + \"b=./b --other\" here"
        );
        assert!(d[1].starts_with("line 4: setup is"), "{d:?}");
        assert_eq!(d[2], "line 9: seed is \"17\" there, \"18\" here");
        // A key the file lacks, and one it has in excess.
        let d = differences(&file[1..], &id.to_lines());
        assert_eq!(d, ["top: size is missing there, \"3x2\" here"]);
    }

    #[test]
    fn broken_identities_are_refused_with_the_line() {
        let lines = identity().to_lines();
        let mut broken = numbered(&lines);
        broken[0].1 = "size 0x3".into();
        assert!(
            MatchIdentity::from_lines(&broken)
                .unwrap_err()
                .starts_with("line 1:")
        );
        let mut broken = numbered(&lines);
        broken.retain(|(_, l)| !l.starts_with("seed"));
        assert!(
            MatchIdentity::from_lines(&broken)
                .unwrap_err()
                .contains("seed")
        );
        let mut broken = numbered(&lines);
        broken.push((99, "seed 4".into()));
        assert!(
            MatchIdentity::from_lines(&broken)
                .unwrap_err()
                .contains("line 99")
        );
    }
}
