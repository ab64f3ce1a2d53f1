//! Openings: the first moves of a game, imposed by the referee so that a
//! match explores many positions instead of replaying one game.
//!
//! Either every 1-move opening of a board (one per cell: engines then play
//! from every first stone, good and bad, and each opening is played twice
//! with colours reversed, so neither side profits from a lopsided start),
//! or a file with one opening per line: moves separated by blanks, `#`
//! starting a comment, blank lines ignored, e.g. `a3 swap-pieces e5`. Every
//! opening is checked by playing it on the referee's board.

use crate::board::{Cell, Geometry};
use crate::game::{Game, Move};

/// The moves of one opening, played alternately from Black.
pub type Opening = Vec<Move>;

/// One opening per cell, in row-major order.
pub fn one_move_openings(geometry: &Geometry) -> Vec<Opening> {
    (0..geometry.height())
        .flat_map(|row| (0..geometry.width()).filter_map(move |col| Cell::new(col, row)))
        .map(|cell| vec![Move::Cell(cell)])
        .collect()
}

/// The openings in `text`, each checked on `geometry` (with swap allowed or
/// not); an error names the line and the reason.
pub fn parse(text: &str, geometry: &Geometry, allow_swap: bool) -> Result<Vec<Opening>, String> {
    let mut openings = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("");
        if line.trim().is_empty() {
            continue;
        }
        let at = |e: String| format!("line {}: {e}", number + 1);
        let mut game = Game::new(geometry.clone());
        game.set_allow_swap(allow_swap);
        let mut opening = Vec::new();
        for word in line.split_whitespace() {
            let mv: Move = word
                .parse()
                .map_err(|_| at(format!("not a move: {word}")))?;
            if mv == Move::Resign {
                return Err(at("resign in an opening".into()));
            }
            game.try_play(game.to_move(), mv)
                .map_err(|e| at(e.to_string()))?;
            if game.winner().is_some() {
                return Err(at("the opening already wins the game".into()));
            }
            opening.push(mv);
        }
        openings.push(opening);
    }
    if openings.is_empty() {
        return Err("no openings".into());
    }
    Ok(openings)
}

/// The opening as written in files and results: moves joined by blanks,
/// `-` for the empty opening.
pub fn format(opening: &[Move]) -> String {
    if opening.is_empty() {
        return "-".into();
    }
    let words: Vec<String> = opening.iter().map(Move::to_string).collect();
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn g(w: usize, h: usize) -> Geometry {
        Geometry::new(w, h).unwrap()
    }

    #[test]
    fn one_move_openings_cover_every_cell_once() {
        let o = one_move_openings(&g(3, 2));
        let s: Vec<String> = o.iter().map(|o| format(o)).collect();
        assert_eq!(s, ["a1", "b1", "c1", "a2", "b2", "c2"]);
    }

    #[test]
    fn files_have_comments_and_blank_lines_and_are_checked() {
        let text = "# openings\n a1 b2 # two moves\n\nc3\nb2 swap-pieces\n";
        let o = parse(text, &g(5, 5), true).unwrap();
        assert_eq!(o.len(), 3);
        assert_eq!(format(&o[0]), "a1 b2");
        assert_eq!(format(&o[2]), "b2 swap-pieces");
        assert!(
            parse("b2 swap-pieces", &g(5, 5), false)
                .unwrap_err()
                .contains("line 1")
        );
        assert!(
            parse("a1\na1 a1", &g(5, 5), false)
                .unwrap_err()
                .contains("line 2: illegal move: white a1 (occupied)")
        );
        assert!(
            parse("f1", &g(5, 5), false)
                .unwrap_err()
                .contains("off board")
        );
        assert!(
            parse("x!", &g(5, 5), false)
                .unwrap_err()
                .contains("not a move")
        );
        assert!(parse("a1", &g(1, 1), false).unwrap_err().contains("wins"));
        assert!(parse("# nothing\n", &g(5, 5), false).is_err());
    }
}
