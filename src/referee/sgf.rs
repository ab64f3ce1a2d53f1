//! One SGF record per game, in the form HexGui reads and writes:
//! `(;FF[4]GM[11]SZ[11]PB[..]PW[..]RE[B+]C[..];B[f6];W[e7])`, with
//! `SZ[W:H]` for a board that is not square, swaps written as the move
//! values `swap-pieces` and `swap-sides`, and a comment holding the engines'
//! command lines, the opening and why the game ended.

use super::engine::EngineSpec;
use super::play::GameRecord;
use crate::board::Geometry;

/// Escapes an SGF text value: `]` and `\` get a backslash.
fn escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace(']', "\\]")
}

/// The SGF of `record`, played by `black` (who started as Black) and `white`.
pub fn write(
    record: &GameRecord,
    geometry: &Geometry,
    black: &EngineSpec,
    white: &EngineSpec,
) -> String {
    let (w, h) = (geometry.width(), geometry.height());
    let size = if w == h {
        w.to_string()
    } else {
        format!("{w}:{h}")
    };
    let winner = if record.winner == 0 { black } else { white };
    let describe = |role: &str, e: &EngineSpec| {
        let mut s = format!("{role}: {} = {}", e.name, e.command);
        for c in &e.setup {
            s.push_str(&format!("\n  setup: {c}"));
        }
        s
    };
    let comment = format!(
        "{}\n{}\nopening: {} move(s)\nwinner: {} ({})",
        describe("black", black),
        describe("white", white),
        record.opening_len,
        winner.name,
        record.reason
    );
    let mut sgf = format!(
        "(;FF[4]GM[11]SZ[{size}]AP[hexbfs-match:{}]PB[{}]PW[{}]RE[{}+]C[{}]",
        env!("CARGO_PKG_VERSION"),
        escape(&black.name),
        escape(&white.name),
        record.winner_color.letter(),
        escape(&comment)
    );
    for (color, mv) in &record.moves {
        sgf.push_str(&format!(";{}[{mv}]", color.letter()));
    }
    sgf.push_str(")\n");
    sgf
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Color;
    use crate::game::Move;

    fn spec(name: &str) -> EngineSpec {
        EngineSpec {
            name: name.into(),
            command: format!("{name} --x"),
            setup: vec!["param_x max_time 1".into()],
            stderr_log: None,
        }
    }

    #[test]
    fn header_moves_and_escapes() {
        let record = GameRecord {
            moves: vec![
                (Color::Black, "a1".parse().unwrap()),
                (Color::White, Move::SwapSides),
                (Color::White, "b2".parse().unwrap()),
            ],
            opening_len: 1,
            winner: 1,
            winner_color: Color::Black,
            reason: "white: not a move: \"x]\"".into(),
        };
        let s = write(
            &record,
            &Geometry::new(4, 3).unwrap(),
            &spec("p"),
            &spec("q"),
        );
        assert!(s.starts_with("(;FF[4]GM[11]SZ[4:3]AP[hexbfs-match:"), "{s}");
        assert!(s.contains("PB[p]PW[q]RE[B+]C[black: p = p --x\n  setup: param_x max_time 1\n"));
        assert!(
            s.contains("winner: q (white: not a move: \"x\\]\")]"),
            "{s}"
        );
        assert!(s.ends_with(";B[a1];W[swap-sides];W[b2])\n"), "{s}");
        let square = write(
            &record,
            &Geometry::new(11, 11).unwrap(),
            &spec("p"),
            &spec("q"),
        );
        assert!(square.contains("SZ[11]"));
    }
}
