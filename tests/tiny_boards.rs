//! Every position of every board of at most six cells (1x1, 2x1, 1x2, 2x2,
//! ... 2x3, 6x1), for either colour to move, with swap off and on: the
//! searching levels must play a winning move whenever one exists. Any
//! winning move will do; a losing one when a win was there fails. The
//! reference is brute force over the plain rules (`side_to_move_wins`),
//! with `swap-pieces` valued as the position it makes, for the swapper and
//! for Black's first stone, which must survive it. (The engine never
//! answers `swap-sides`, so the reference does not count it.)

mod common;

use common::{send, side_to_move_wins};
use hexbfs::board::{Color, Geometry};
use hexbfs::htp::{Session, Settings};
use hexbfs::position::Position;
use std::collections::HashMap;

/// The moves that win for `me` in `stones` (with `me` to move), by name:
/// cells, and `swap-pieces` when it is legal (White answering a lone Black
/// stone) and wins.
fn winning_moves(
    w: usize,
    h: usize,
    stones: &[(usize, Color)],
    me: Color,
    swap: bool,
) -> Vec<String> {
    let g = Geometry::new(w, h).unwrap();
    let mut p = Position::new(g.clone());
    for &(i, c) in stones {
        p.play_index(c, i);
    }
    p.set_to_move(me);
    let mut memo = HashMap::new();
    let mut wins = Vec::new();
    // Black's first stone on a square board with swap on also has to
    // survive White's `swap-pieces` (valued below, as the position it makes).
    let swappable = swap && w == h && stones.is_empty() && me == Color::Black;
    for i in p.board().empty().iter() {
        p.play_index(me, i);
        let mut win = p.winner() == Some(me) || !side_to_move_wins(&mut p, &mut memo);
        if win && swappable && p.winner().is_none() {
            win = side_to_move_wins(&mut swapped(&g, i, me), &mut HashMap::new());
        }
        if win {
            wins.push(g.cell(i).to_string());
        }
        p.undo();
    }
    if let [(i, owner)] = *stones
        && swap
        && w == h
        && owner == Color::Black
        && me == Color::White
    {
        // HTP.md's swap: White's reply to Black's first stone only (a lone
        // White stone is a set-up position, which never makes a swap).
        if !side_to_move_wins(&mut swapped(&g, i, owner), &mut HashMap::new()) {
            wins.push("swap-pieces".into());
        }
    }
    wins
}

/// The position `swap-pieces` makes of `owner`'s lone stone at `i`: the
/// stone mirrored and given to the swapper, the owner to move.
fn swapped(g: &Geometry, i: usize, owner: Color) -> Position {
    let mut q = Position::new(g.clone());
    q.play_index(owner.opponent(), g.index(g.cell(i).mirrored()));
    q.set_to_move(owner);
    q
}

#[test]
fn the_searching_levels_take_a_win_on_every_tiny_board() {
    let mut session = Session::new(Settings {
        max_time: 60.0,
        table_mb: 1,
        ..Settings::default()
    });
    let mut failures = Vec::new();
    let mut checked = 0;
    for (w, h) in (1..=6).flat_map(|w| (1..=6).map(move |h| (w, h))) {
        let n = w * h;
        if n > 6 {
            continue;
        }
        let g = Geometry::new(w, h).unwrap();
        let cells: Vec<usize> = g.cells().iter().collect();
        for code in 0..3usize.pow(n as u32) {
            // Digit k of `code` in base 3: cell k empty, black or white.
            let stones: Vec<(usize, Color)> = (0..n)
                .filter_map(|k| match code / 3usize.pow(k as u32) % 3 {
                    1 => Some((cells[k], Color::Black)),
                    2 => Some((cells[k], Color::White)),
                    _ => None,
                })
                .collect();
            let mut p = Position::new(g.clone());
            stones.iter().for_each(|&(i, c)| p.play_index(c, i));
            // A won board is won with every subset of its stones placed.
            if p.winner().is_some() {
                continue;
            }
            for me in Color::BOTH {
                for swap in [false, true] {
                    let wins = winning_moves(w, h, &stones, me, swap);
                    for level in ["alphabeta", "combined"] {
                        send(&mut session, &format!("boardsize {w} {h}")).unwrap();
                        send(
                            &mut session,
                            &format!("param_game allow_swap {}", u8::from(swap)),
                        )
                        .unwrap();
                        send(&mut session, &format!("param_hexbfs level {level}")).unwrap();
                        // Stones in board order; with one stone that is the first move.
                        let setup: Vec<String> = stones
                            .iter()
                            .map(|&(i, c)| format!("play {c} {}", g.cell(i)))
                            .collect();
                        for line in &setup {
                            send(&mut session, line).unwrap();
                        }
                        let mv = send(&mut session, &format!("genmove {me}")).unwrap();
                        checked += 1;
                        if !wins.is_empty() && !wins.contains(&mv) {
                            failures.push(format!(
                                "{w}x{h} {level} swap {swap} after {setup:?}: {me} played {mv}, wins are {wins:?}"
                            ));
                        }
                    }
                }
            }
        }
    }
    println!("{checked} moves checked");
    assert!(checked > 5000, "{checked}");
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
