//! The SGF reader against the referee's writer: every game the referee can
//! record (any size, swaps, names and comments with `]` and `\`) reads back
//! as the same size, players and moves, and `loadsgf` rebuilds its position.

use hexbfs::board::{Cell, Color, Geometry};
use hexbfs::game::{Game, Move};
use hexbfs::htp::sgf_load;
use hexbfs::referee::engine::EngineSpec;
use hexbfs::referee::play::GameRecord;
use hexbfs::referee::sgf::write;
use hexbfs::rng::Rng;
use hexbfs::sgf::{main_line, values};
use proptest::prelude::*;

fn spec(name: &str) -> EngineSpec {
    EngineSpec {
        name: name.into(),
        command: format!("{name} --time 1"),
        setup: vec!["param_x y]z".into()],
        stderr_log: None,
    }
}

/// A random legal game of up to `len` moves, a swap now and then.
fn random_game(w: usize, h: usize, seed: u64, len: usize) -> (Game, Vec<(Color, Move)>) {
    let mut rng = Rng::new(seed);
    let mut game = Game::new(Geometry::new(w, h).unwrap());
    game.set_allow_swap(true);
    let mut moves = Vec::new();
    while moves.len() < len && game.winner().is_none() {
        let color = game.to_move();
        let swap = [Move::SwapPieces, Move::SwapSides][rng.below(2)];
        let mv = if rng.below(2) == 0 && game.check(color, swap).is_ok() {
            swap
        } else {
            let cells = game.legal_cells();
            Move::Cell(cells[rng.below(cells.len())])
        };
        game.try_play(color, mv).unwrap();
        moves.push((color, mv));
    }
    (game, moves)
}

proptest! {
    #[test]
    fn written_games_read_back_and_load(
        w in 1..=26usize,
        h in 1..=26usize,
        seed in any::<u64>(),
        len in 0..40usize,
        names in ("[a-z\\]\\\\ ]{1,8}", "[a-z\\]\\\\ ]{1,8}"),
    ) {
        let (game, moves) = random_game(w, h, seed, len);
        let record = GameRecord {
            moves: moves.clone(),
            opening_len: moves.len().min(1),
            winner: 0,
            winner_color: Color::Black,
            reason: "a reason with ] and \\".into(),
        };
        let text = write(&record, game.geometry(), &spec(&names.0), &spec(&names.1));
        let line = main_line(&text).unwrap();
        prop_assert_eq!(values(&line[0], "PB").unwrap(), [names.0.clone()]);
        prop_assert_eq!(values(&line[0], "PW").unwrap(), [names.1.clone()]);
        let read: Vec<(Color, Move)> = line[1..]
            .iter()
            .map(|n| {
                let color = if n[0].name == "B" { Color::Black } else { Color::White };
                (color, n[0].values[0].parse().unwrap())
            })
            .collect();
        prop_assert_eq!(&read, &moves);
        let loaded = sgf_load::load(&text, None, true).unwrap();
        prop_assert_eq!(loaded.geometry(), game.geometry());
        prop_assert_eq!(loaded.position().board(), game.position().board());
        prop_assert_eq!(loaded.to_move(), game.to_move());
        let k = moves.len() / 2;
        let part = sgf_load::load(&text, Some(k + 1), true).unwrap();
        prop_assert_eq!(part.moves().collect::<Vec<_>>(), moves[..k].to_vec());
    }
}

#[test]
fn the_far_corner_of_the_largest_board_loads() {
    let cell: Cell = "z26".parse().unwrap();
    let text = format!("(;SZ[26];B[{cell}])");
    let g = sgf_load::load(&text, None, false).unwrap();
    assert_eq!(g.position().board().get(cell), Some(Color::Black));
}
