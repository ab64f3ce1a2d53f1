//! Whole games of the engine against itself, to the end, on every kind of
//! board: every move legal, and `final_score` names the player whose edges
//! are joined.

mod common;

use common::send;
use hexbfs::board::{Cell, Color};
use hexbfs::htp::{Session, Settings};

fn play_out(width: usize, height: usize, level: &str, max_time: &str) {
    let mut s = Session::new(Settings::default());
    send(&mut s, &format!("boardsize {width} {height}")).unwrap();
    send(&mut s, &format!("param_hexbfs level {level}")).unwrap();
    send(&mut s, &format!("param_hexbfs max_time {max_time}")).unwrap();
    let mut color = Color::Black;
    let mut moves = 0;
    loop {
        let before: Vec<String> = send(&mut s, "all_legal_moves")
            .unwrap()
            .split(' ')
            .map(String::from)
            .collect();
        let mv = send(&mut s, &format!("genmove {color}")).unwrap();
        if mv == "resign" {
            break;
        }
        let cell: Cell = mv.parse().expect("genmove answers a cell");
        assert!(before.contains(&cell.to_string()), "{mv} was not legal");
        assert_eq!(s.game().position().board().get(cell), Some(color));
        moves += 1;
        assert!(moves <= width * height);
        color = color.opponent();
    }
    let winner = s.game().winner().expect("a finished game has a winner");
    assert!(common::flood_winner(s.game().position().board(), winner));
    assert_eq!(
        send(&mut s, "final_score").unwrap(),
        format!("{}+", winner.letter())
    );
    // The loser is the side that was asked to move after the end.
    assert_eq!(winner, color.opponent());
}

#[test]
fn games_end_with_a_named_winner_on_every_size() {
    for (w, h) in [(1, 1), (2, 2), (5, 5), (7, 9), (11, 11)] {
        play_out(w, h, "combined", "0.02");
    }
}

#[test]
fn large_boards_play_to_the_end() {
    play_out(19, 19, "combined", "0.01");
    play_out(26, 26, "alphabeta", "0.005");
}

#[test]
fn every_level_plays_legal_games() {
    for level in ["random", "rules", "alphabeta", "combined"] {
        play_out(6, 6, level, "0.01");
    }
}
