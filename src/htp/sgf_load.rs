//! `loadsgf FILE [MOVE_NUMBER]`: the position of a game record, as GTP
//! defines it: the board size from `SZ` (`11` or `W:H`; 11 when absent),
//! the set-up stones (`AB`, `AW`), then the moves of the main line, up to
//! the one numbered `MOVE_NUMBER` (not played; moves count from 1) or to
//! the end. Each set-up stone and move is played as `play` would play it,
//! so `undo` takes them back one by one and the swap rule applies as
//! usual. Any problem is an error and the game is built aside, so a failed
//! `loadsgf` changes nothing.

use crate::board::{Cell, Color, Geometry};
use crate::game::{Game, Move};
use crate::sgf::{self, Node};

/// The largest record read, in bytes: far more than any game of 26x26
/// needs, and a bound on what `loadsgf /dev/zero` can make the engine hold.
pub const MAX_FILE: u64 = 4 << 20;

/// The text of a record file, refused when larger than [`MAX_FILE`] or not UTF-8.
pub fn read(file: &str) -> Result<String, String> {
    use std::io::Read;
    let mut text = String::new();
    std::fs::File::open(file)
        .and_then(|f| f.take(MAX_FILE + 1).read_to_string(&mut text))
        .map_err(|e| format!("cannot read {file}: {e}"))?;
    if text.len() as u64 > MAX_FILE {
        return Err(format!("cannot read {file}: larger than {MAX_FILE} bytes"));
    }
    Ok(text)
}

/// The game the record describes, or why it cannot be loaded. `allow_swap`
/// is the session's setting; the loaded game keeps it.
pub fn load(text: &str, move_number: Option<usize>, allow_swap: bool) -> Result<Game, String> {
    let line = sgf::main_line(text)?;
    let root = line.first().ok_or("bad SGF: no node")?;
    if let Some(gm) = sgf::values(root, "GM")
        && gm.first().map(|g| g.trim()) != Some("11")
    {
        return Err(format!("not a Hex game record: GM[{}]", gm.join("][")));
    }
    let mut game = Game::new(geometry(root)?);
    game.set_allow_swap(allow_swap);
    let limit = match move_number {
        Some(0) => return Err("move number must be 1 or more".into()),
        Some(n) => n - 1,
        None => usize::MAX,
    };
    let mut played = 0;
    for node in &line {
        set_up(&mut game, node)?;
        for (name, color) in [("B", Color::Black), ("W", Color::White)] {
            let Some(values) = sgf::values(node, name) else {
                continue;
            };
            if played == limit {
                return Ok(game);
            }
            played += 1;
            let text = values.first().map(|v| v.trim()).unwrap_or("");
            let mv = parse_move(text).map_err(|e| format!("move {played}: {e}"))?;
            game.try_play(color, mv)
                .map_err(|e| format!("move {played}: {e}"))?;
        }
    }
    Ok(game)
}

/// `SZ[N]` or `SZ[W:H]`.
fn geometry(root: &Node) -> Result<Geometry, String> {
    let size = sgf::values(root, "SZ")
        .and_then(|v| v.first())
        .map(|s| s.trim())
        .unwrap_or("11");
    let (w, h) = size.split_once(':').unwrap_or((size, size));
    let number = |s: &str| {
        s.trim()
            .parse::<usize>()
            .map_err(|_| format!("bad board size: SZ[{size}]"))
    };
    Geometry::new(number(w)?, number(h)?).map_err(|e| format!("{e}: SZ[{size}]"))
}

/// `AB`/`AW` stones; `AE` only on cells already empty (removing a stone
/// cannot be replayed as moves).
fn set_up(game: &mut Game, node: &Node) -> Result<(), String> {
    for (name, color) in [("AB", Color::Black), ("AW", Color::White)] {
        for v in sgf::values(node, name).unwrap_or_default() {
            let cell = cell(v)?;
            game.try_play(color, Move::Cell(cell))
                .map_err(|e| format!("set-up stone: {e}"))?;
        }
    }
    for v in sgf::values(node, "AE").unwrap_or_default() {
        let cell = cell(v)?;
        if game.geometry().contains(cell) && game.position().board().get(cell).is_some() {
            return Err(format!("AE[{v}]: removing a stone is not supported"));
        }
    }
    Ok(())
}

fn cell(text: &str) -> Result<Cell, String> {
    text.trim()
        .parse()
        .map_err(|_| format!("bad cell in SGF: {text:?}"))
}

/// A move value: a cell, `swap-pieces`, `swap-sides` (or `swap`), `resign`.
fn parse_move(text: &str) -> Result<Move, String> {
    match text.to_ascii_lowercase().as_str() {
        "pass" | "forfeit" | "" => Err(format!("{text:?} is not a move hexbfs can replay")),
        _ => text
            .parse()
            .map_err(|_| format!("bad move in SGF: {text:?}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stones(g: &Game) -> String {
        crate::htp::showboard::render(g)
    }

    #[test]
    fn set_up_stones_moves_and_move_numbers() {
        let text = "(;FF[4]GM[11]SZ[5]AB[a1]AW[e5];B[c3];W[c2];B[d2])";
        let g = load(text, None, false).unwrap();
        assert_eq!(g.move_count(), 5);
        assert_eq!(g.to_move(), Color::White);
        let before_3 = load(text, Some(3), false).unwrap();
        assert_eq!(before_3.move_count(), 4);
        let c2: Cell = "c2".parse().unwrap();
        assert_eq!(before_3.position().board().get(c2), Some(Color::White));
        assert_eq!(load(text, Some(1), false).unwrap().move_count(), 2);
        assert_eq!(stones(&load(text, Some(99), false).unwrap()), stones(&g));
    }

    #[test]
    fn sizes_swaps_and_errors() {
        let g = load("(;SZ[7:5];B[g5])", None, false).unwrap();
        assert_eq!((g.geometry().width(), g.geometry().height()), (7, 5));
        assert_eq!(
            load("(;B[a1])", None, false).unwrap().geometry().width(),
            11
        );
        let swap = "(;SZ[5];B[c2];W[swap-pieces];B[a1])";
        assert!(
            load(swap, None, false)
                .unwrap_err()
                .contains("move 2: illegal move")
        );
        assert_eq!(load(swap, None, true).unwrap().move_count(), 3);
        for (bad, why) in [
            ("(;SZ[27])", "board size"),
            ("(;SZ[x])", "bad board size"),
            ("(;GM[1]SZ[19])", "not a Hex game"),
            (
                "(;SZ[3];B[a1];W[a1])",
                "move 2: illegal move: white a1 (occupied)",
            ),
            (
                "(;SZ[3];B[d1])",
                "move 1: illegal move: black d1 (off board)",
            ),
            ("(;SZ[3];B[zz])", "bad move"),
            ("(;SZ[3];B[pass])", "not a move"),
            ("(;SZ[3]AB[b2];AE[b2])", "removing a stone"),
            ("(;SZ[3]", "bad SGF"),
        ] {
            let e = load(bad, None, false).unwrap_err();
            assert!(e.contains(why), "{bad}: {e}");
        }
        assert!(load("(;SZ[3];B[a1])", Some(0), false).is_err());
    }
}
