//! `showboard`: the board as a rhombus, each row shifted one more space to
//! the right, with column letters above and below, row numbers on both sides
//! and a legend saying which colour joins which edges.

use crate::board::{Cell, Color};
use crate::game::Game;

/// The board drawing; starts with a newline so it begins below `= `.
pub fn render(game: &Game) -> String {
    let g = game.geometry();
    let board = game.position().board();
    let (w, h) = (g.width(), g.height());
    let letters: Vec<String> = (0..w)
        .map(|c| ((b'a' + c as u8) as char).to_string())
        .collect();
    let letters = letters.join("  ");
    let mut out = String::from("\n");
    out.push_str(&format!("   {letters}\n"));
    for row in 0..h {
        let stones: Vec<&str> = (0..w)
            .map(
                |col| match board.get(Cell::new(col, row).expect("on board")) {
                    Some(Color::Black) => "B",
                    Some(Color::White) => "W",
                    None => ".",
                },
            )
            .collect();
        out.push_str(&format!(
            "{}{:>2} {}  {}\n",
            " ".repeat(row),
            row + 1,
            stones.join("  "),
            row + 1
        ));
    }
    out.push_str(&format!("{}{letters}\n", " ".repeat(h - 1 + 3)));
    let last_col = (b'a' + w as u8 - 1) as char;
    out.push_str(&format!(
        "B = black, joins rows 1 and {h}; W = white, joins columns a and {last_col}\n"
    ));
    match game.winner() {
        Some(c) => out.push_str(&format!("{c} has won")),
        None => out.push_str(&format!("{} to move", game.to_move())),
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Geometry;

    #[test]
    fn a_small_board_draws_as_a_rhombus() {
        let mut g = Game::new(Geometry::new(3, 2).unwrap());
        g.try_play(Color::Black, "b1".parse().unwrap()).unwrap();
        let want = "
   a  b  c
 1 .  B  .  1
  2 .  .  .  2
    a  b  c
B = black, joins rows 1 and 2; W = white, joins columns a and c
white to move";
        assert_eq!(render(&g), want);
    }
}
