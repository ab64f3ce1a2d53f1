//! The results file: one tab-separated line per finished game, appended and
//! flushed as soon as the game ends, so that a match that was stopped (or
//! crashed) resumes where it stopped: games already in the file are not
//! replayed and count in the totals. The same files, one per shard, are
//! what `hexbfs-match merge` adds up.
//!
//! The file starts with comment lines: the format, the match's identity
//! (`# match KEY VALUE`, see [`super::identity`]), the number of rounds
//! (`# rounds R`; a run that extends the match to more rounds appends a new
//! such line, and the last one counts), the shard if the run played one
//! (`# shard K/N`) and the column names. Columns: game number
//! (from 1), opening, black engine, white engine, winner engine, winning
//! colour (`B`/`W`), reason, moves (`Ba1 Wswap-sides Wb2`, colour letter
//! then move). Lines starting with `#` are comments.
//!
//! Every game line is checked against the schedule the identity rebuilds: a
//! line whose opening or engines differ from the schedule at that number, a
//! game of another shard, a game that appears twice or a line with missing
//! fields is an error naming the line, never something to guess around. A
//! last line without its newline was cut while being written (the process
//! died, or is writing it now); a resumed run drops it and replays that game.

use super::identity::{self, MatchIdentity};
use super::openings;
use super::play::GameRecord;
use super::schedule::{ScheduledGame, Shard};
use crate::board::Color;
use std::collections::BTreeMap;

/// The first line of a results file.
pub const FORMAT: &str = "# hexbfs-match results, format 2";

/// The column names, the last line of the header.
pub const COLUMNS: &str = "# game\topening\tblack\twhite\twinner\tcolor\treason\tmoves";

/// The comment lines at the top of a new file (each ending in a newline).
pub fn header(identity: &MatchIdentity, rounds: usize, shard: Option<Shard>) -> String {
    let mut text = format!("{FORMAT}\n");
    for line in identity.to_lines() {
        text.push_str(&format!("{}{line}\n", identity::PREFIX));
    }
    text.push_str(&rounds_line(rounds));
    if let Some(shard) = shard {
        text.push_str(&format!("# shard {shard}\n"));
    }
    text.push_str(COLUMNS);
    text.push('\n');
    text
}

/// The line that records the number of rounds (with its newline).
pub fn rounds_line(rounds: usize) -> String {
    format!("# rounds {rounds}\n")
}

/// A results file cut into its parts; line numbers count from 1.
#[derive(Debug, Default)]
pub struct ResultsText<'a> {
    /// The `# match` lines (without the prefix).
    pub identity: Vec<(usize, String)>,
    /// The last `# rounds R` line.
    pub rounds: Option<usize>,
    /// The `# shard K/N` line.
    pub shard: Option<(usize, Shard)>,
    /// The game lines.
    pub games: Vec<(usize, &'a str)>,
    /// A last line without its newline: cut while being written.
    pub unterminated: Option<usize>,
    /// The length of the text up to its last newline.
    pub complete_len: usize,
}

/// Cuts `text` into its parts; an error names the line.
pub fn split(text: &str) -> Result<ResultsText<'_>, String> {
    let complete_len = text.rfind('\n').map_or(0, |i| i + 1);
    let mut parts = ResultsText {
        complete_len,
        ..Default::default()
    };
    for (i, line) in text[..complete_len].lines().enumerate() {
        let n = i + 1;
        if let Some(id) = line.strip_prefix(identity::PREFIX) {
            parts.identity.push((n, id.to_string()));
        } else if let Some(rounds) = line.strip_prefix("# rounds ") {
            let rounds = rounds.trim().parse().ok().filter(|&r| r > 0);
            parts.rounds = Some(rounds.ok_or(format!("line {n}: bad number of rounds"))?);
        } else if let Some(shard) = line.strip_prefix("# shard ") {
            let shard = shard.parse().map_err(|e| format!("line {n}: {e}"))?;
            parts.shard = Some((n, shard));
        } else if !line.starts_with('#') && !line.trim().is_empty() {
            parts.games.push((n, line));
        }
    }
    if complete_len < text.len() {
        parts.unterminated = Some(text[..complete_len].lines().count() + 1);
    }
    Ok(parts)
}

/// Checks that the file is a record of the match `identity`, shard `shard`
/// (`None`: the whole schedule): an error names every difference.
pub fn check_identity(
    parts: &ResultsText,
    identity: &MatchIdentity,
    shard: Option<Shard>,
) -> Result<(), String> {
    if parts.identity.is_empty() {
        return Err(
            "no `# match` lines at the top: not a results file of this version of \
                    hexbfs-match, so it cannot be checked against this match"
                .into(),
        );
    }
    let mut diffs = identity::differences(&parts.identity, &identity.to_lines());
    let found = parts.shard.map(|(_, s)| s);
    if found != shard {
        let show = |s: Option<Shard>| s.map_or("the whole match".into(), |s| format!("shard {s}"));
        let place = parts
            .shard
            .map_or("top".into(), |(n, _)| format!("line {n}"));
        diffs.push(format!(
            "{place}: {} there, {} here",
            show(found),
            show(shard)
        ));
    }
    if diffs.is_empty() {
        Ok(())
    } else {
        Err(format!("another match: {}", diffs.join("; ")))
    }
}

fn clean(text: &str) -> String {
    text.replace(['\t', '\n', '\r'], " ")
}

/// The line for a finished game (without newline).
pub fn format_line(game: &ScheduledGame, names: &[String], record: &GameRecord) -> String {
    let winner = if record.winner == 0 {
        game.black
    } else {
        game.white
    };
    let moves: Vec<String> = record
        .moves
        .iter()
        .map(|(c, m)| format!("{}{m}", c.letter()))
        .collect();
    format!(
        "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
        game.index + 1,
        openings::format(&game.opening),
        names[game.black],
        names[game.white],
        names[winner],
        record.winner_color.letter(),
        clean(&record.reason),
        moves.join(" ")
    )
}

/// The finished games of the file by schedule index, each with its line
/// number, checked against the schedule `games`, the engine `names` and
/// the shard (`None`: any game); an error names the line.
pub fn games(
    parts: &ResultsText,
    games: &[ScheduledGame],
    names: &[String],
    shard: Option<Shard>,
) -> Result<BTreeMap<usize, (usize, GameRecord)>, String> {
    let mut done = BTreeMap::new();
    for &(n, line) in &parts.games {
        let at = |e: String| format!("line {n}: {e}");
        let (index, record) = parse_line(line, games, names).map_err(at)?;
        if let Some(shard) = shard.filter(|s| !s.contains(&games[index])) {
            return Err(at(format!("game {} is not in shard {shard}", index + 1)));
        }
        if let Some((first, _)) = done.get(&index) {
            return Err(at(format!(
                "game {} again (first at line {first})",
                index + 1
            )));
        }
        done.insert(index, (n, record));
    }
    Ok(done)
}

/// The games [`games`] read, as `(schedule index, record)` in the order
/// of their lines: the order they finished, which an SPRT's verdict reads
/// (`Sprt::first_crossing`).
pub fn in_line_order(done: &BTreeMap<usize, (usize, GameRecord)>) -> Vec<(usize, &GameRecord)> {
    let mut v: Vec<_> = done.iter().map(|(&i, (n, r))| (*n, i, r)).collect();
    v.sort_by_key(|&(n, _, _)| n);
    v.into_iter().map(|(_, i, r)| (i, r)).collect()
}

/// One game line: its schedule index and record.
fn parse_line(
    line: &str,
    games: &[ScheduledGame],
    names: &[String],
) -> Result<(usize, GameRecord), String> {
    let f: Vec<&str> = line.split('\t').collect();
    if f.len() != 8 {
        return Err(format!(
            "{} tab-separated fields, expected 8 (a truncated or foreign line)",
            f.len()
        ));
    }
    let index = f[0]
        .parse::<usize>()
        .ok()
        .and_then(|i| i.checked_sub(1))
        .ok_or("bad game number")?;
    let game = games.get(index).ok_or_else(|| {
        format!(
            "game {} is beyond the schedule ({} games)",
            index + 1,
            games.len()
        )
    })?;
    let expected = [
        openings::format(&game.opening),
        names[game.black].clone(),
        names[game.white].clone(),
    ];
    if f[1..4] != expected {
        return Err(format!(
            "game {} is {} / {} / {} in this match's schedule, not {} / {} / {}: \
             the line belongs to another match",
            index + 1,
            expected[0],
            expected[1],
            expected[2],
            f[1],
            f[2],
            f[3]
        ));
    }
    let winner = if f[4] == names[game.black] {
        0
    } else if f[4] == names[game.white] {
        1
    } else {
        return Err("winner is neither engine".into());
    };
    let winner_color = match f[5] {
        "B" => Color::Black,
        "W" => Color::White,
        _ => return Err("colour must be B or W".into()),
    };
    let mut moves = Vec::new();
    for word in f[7].split_whitespace() {
        let color = match word.chars().next() {
            Some('B') => Color::Black,
            Some('W') => Color::White,
            _ => return Err(format!("move {word:?} must start with B or W")),
        };
        let mv = word[1..]
            .parse()
            .map_err(|_| format!("bad move {word:?}"))?;
        moves.push((color, mv));
    }
    let record = GameRecord {
        moves,
        opening_len: game.opening.len(),
        winner,
        winner_color,
        reason: f[6].to_string(),
    };
    Ok((index, record))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Geometry;
    use crate::referee::EngineSpec;
    use crate::referee::openings::one_move_openings;
    use crate::referee::schedule::schedule;
    use std::time::Duration;

    fn identity() -> MatchIdentity {
        let geometry = Geometry::new(2, 2).unwrap();
        let engine = |name: &str| EngineSpec {
            name: name.into(),
            command: format!("./{name}"),
            setup: Vec::new(),
            stderr_log: None,
        };
        MatchIdentity {
            openings: one_move_openings(&geometry),
            geometry,
            engines: vec![engine("x"), engine("y")],
            allow_swap: false,
            move_timeout: Duration::from_secs(1),
            seed: 3,
            sprt: None,
        }
    }

    /// A header, then game 2 (index 1) and `extra`.
    fn file(shard: Option<Shard>, extra: &str) -> (String, String, GameRecord) {
        let id = identity();
        let games = schedule(&id.openings, 2, 1, 3);
        let g = &games[1];
        let record = GameRecord {
            moves: vec![
                (Color::Black, g.opening[0]),
                (Color::White, "a2".parse().unwrap()),
            ],
            opening_len: 1,
            winner: 1,
            winner_color: Color::White,
            reason: "black:\tresigned".into(),
        };
        let line = format_line(g, &id.names(), &record);
        (
            format!("{}{line}\n{extra}", header(&id, 1, shard)),
            line,
            record,
        )
    }

    fn read(
        text: &str,
        shard: Option<Shard>,
    ) -> Result<BTreeMap<usize, (usize, GameRecord)>, String> {
        let id = identity();
        let parts = split(text)?;
        check_identity(&parts, &id, shard)?;
        games(&parts, &schedule(&id.openings, 2, 1, 3), &id.names(), shard)
    }

    #[test]
    fn lines_round_trip_under_their_header() {
        let (text, _, record) = file(None, "");
        let done = read(&text, None).unwrap();
        let (line, back) = &done[&1];
        assert_eq!(*line, text.lines().count());
        assert_eq!(back.reason, "black: resigned");
        assert_eq!(
            (back.winner, back.winner_color, &back.moves),
            (1, Color::White, &record.moves)
        );
        let shard = Some(Shard { index: 0, count: 2 });
        let (text, _, _) = file(shard, "");
        assert_eq!(read(&text, shard).unwrap().len(), 1);
    }

    #[test]
    fn foreign_duplicate_and_truncated_lines_are_refused_with_their_line() {
        let (text, line, _) = file(None, "");
        let n = text.lines().count();
        let err = read(&format!("{text}{line}\n"), None).unwrap_err();
        assert_eq!(
            err,
            format!("line {}: game 2 again (first at line {n})", n + 1)
        );
        let cut = &line[..line.len() - 5];
        let err = read(
            &format!("{text}{}\n", &cut[..cut.find('\t').unwrap() + 3]),
            None,
        );
        assert!(
            err.unwrap_err()
                .starts_with(&format!("line {}: 2 tab-separated", n + 1))
        );
        // Another engine name in the game line, then in the header.
        let err = read(&text.replace(&line, &line.replacen("\tx", "\tz", 1)), None).unwrap_err();
        assert!(err.contains(&format!("line {n}: game 2 is")) && err.contains("another match"));
        let err = read(&text.replace("engine y=./y", "engine y=./z"), None).unwrap_err();
        assert!(err.contains("line 3: engine is"), "{err}");
        // Another shard, a missing identity, a game outside the shard.
        let half = Some(Shard { index: 0, count: 2 });
        assert!(
            read(&text, half)
                .unwrap_err()
                .contains("the whole match there, shard 0/2 here")
        );
        let bare: String = text
            .lines()
            .filter(|l| !l.starts_with("# match"))
            .map(|l| format!("{l}\n"))
            .collect();
        assert!(
            read(&bare, None)
                .unwrap_err()
                .contains("no `# match` lines")
        );
        let other = Some(Shard { index: 1, count: 2 });
        let (text, _, _) = file(other, "");
        assert!(
            read(&text, other)
                .unwrap_err()
                .contains("game 2 is not in shard 1/2")
        );
    }

    #[test]
    fn a_last_line_without_newline_is_set_apart() {
        let (text, line, _) = file(None, "3\ta1\tx");
        let parts = split(&text).unwrap();
        assert_eq!(parts.rounds, Some(1));
        assert_eq!(parts.unterminated, Some(text.lines().count()));
        assert_eq!(parts.complete_len, text.len() - "3\ta1\tx".len());
        assert_eq!(parts.games.last().unwrap().1, line);
    }
}
