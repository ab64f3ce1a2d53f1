//! The results file: one tab-separated line per finished game, appended and
//! flushed as soon as the game ends, so that a match that was stopped (or
//! crashed) resumes where it stopped: games already in the file are not
//! replayed and count in the totals.
//!
//! Columns: game number (from 1), opening, black engine, white engine,
//! winner engine, winning colour (`B`/`W`), reason, moves (`Ba1 Wswap-sides
//! Wb2`, colour letter then move). Lines starting with `#` are comments. A
//! line whose opening or engines differ from the schedule at that number
//! means the file belongs to another match (other arguments or seed): that
//! is an error, not something to guess around.

use super::openings;
use super::play::GameRecord;
use super::schedule::ScheduledGame;
use crate::board::Color;
use std::collections::HashMap;

/// The header line written at the top of a new file.
pub const HEADER: &str = "# game\topening\tblack\twhite\twinner\tcolor\treason\tmoves";

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

/// The finished games in `text`, by schedule index, checked against the
/// schedule `games` and the engine `names`.
pub fn parse(
    text: &str,
    games: &[ScheduledGame],
    names: &[String],
) -> Result<HashMap<usize, GameRecord>, String> {
    let mut done = HashMap::new();
    for (n, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let at = |e: &str| format!("results line {}: {e}", n + 1);
        let f: Vec<&str> = line.split('\t').collect();
        if f.len() != 8 {
            return Err(at("expected 8 tab-separated fields"));
        }
        let index = f[0]
            .parse::<usize>()
            .ok()
            .and_then(|i| i.checked_sub(1))
            .ok_or_else(|| at("bad game number"))?;
        let game = games
            .get(index)
            .ok_or_else(|| at("game number beyond the schedule"))?;
        let expected = [
            openings::format(&game.opening),
            names[game.black].clone(),
            names[game.white].clone(),
        ];
        if f[1..4] != expected {
            return Err(at(&format!(
                "game {} is {} / {} / {} in this match's schedule: the file belongs to \
                 another match (other engines, openings or seed); use another --out",
                index + 1,
                expected[0],
                expected[1],
                expected[2]
            )));
        }
        let winner = if f[4] == names[game.black] {
            0
        } else if f[4] == names[game.white] {
            1
        } else {
            return Err(at("winner is neither engine"));
        };
        let winner_color = match f[5] {
            "B" => Color::Black,
            "W" => Color::White,
            _ => return Err(at("colour must be B or W")),
        };
        let mut moves = Vec::new();
        for word in f[7].split_whitespace() {
            let color = match word.chars().next() {
                Some('B') => Color::Black,
                Some('W') => Color::White,
                _ => return Err(at("move must start with B or W")),
            };
            let mv = word[1..].parse().map_err(|_| at("bad move"))?;
            moves.push((color, mv));
        }
        let record = GameRecord {
            moves,
            opening_len: game.opening.len(),
            winner,
            winner_color,
            reason: f[6].to_string(),
        };
        done.insert(index, record);
    }
    Ok(done)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Geometry;
    use crate::referee::openings::one_move_openings;
    use crate::referee::schedule::schedule;

    #[test]
    fn lines_round_trip_and_foreign_files_are_refused() {
        let games = schedule(&one_move_openings(&Geometry::new(2, 2).unwrap()), 2, 1, 3);
        let names = vec!["x".to_string(), "y".to_string()];
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
        let line = format_line(g, &names, &record);
        let text = format!("{HEADER}\n{line}\n");
        let done = parse(&text, &games, &names).unwrap();
        let back = &done[&1];
        assert_eq!(back.reason, "black: resigned");
        assert_eq!(
            (back.winner, back.winner_color, &back.moves),
            (1, Color::White, &record.moves)
        );
        let other = vec!["x".to_string(), "z".to_string()];
        assert!(
            parse(&text, &games, &other)
                .unwrap_err()
                .contains("another match")
        );
        assert!(parse("1\tjunk", &games, &names).is_err());
        assert!(parse("99\t-\tx\ty\tx\tB\tr\t", &games, &names).is_err());
    }
}
