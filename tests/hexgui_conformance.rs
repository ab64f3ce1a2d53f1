//! HexGui's command sequences replayed against the engine, no Java needed:
//! attach, new game at several sizes, human and engine moves, swap, undo,
//! every analyze entry, Suggest Move and the live search display. After
//! every step the engine's board must be HexGui's, and every reply must be
//! one HexGui reads as meant (see `hexgui_model`).

mod common;
mod hexgui_model;

use hexbfs::board::{Cell, Color, Geometry};
use hexgui_model::{Gui, block_labels};

/// Short, depth-bounded searches: the sequences, not the play, are tested.
const QUICK: &[&str] = &["--time", "5", "--depth", "3"];

#[test]
fn attach_and_new_games_at_every_menu_size_keep_the_boards_equal() {
    let mut gui = Gui::attach(QUICK);
    for (w, h) in [(1, 1), (5, 5), (8, 8), (11, 11), (7, 9), (26, 26)] {
        gui.new_game(w, h);
        gui.engine_move();
        if w * h > 2 {
            let cell = (0..w * h)
                .map(|k| Cell::new(k % w, k / w).unwrap())
                .find(|&c| gui.at(c).is_none())
                .unwrap();
            gui.human(&cell.to_string());
            gui.back();
            gui.back();
        }
    }
}

/// Defect 1: after the human swaps, HexGui sends the position again
/// (`clear_board`, `play white f6`) and asks for Black's move; a swap then
/// is not allowed (HexGui says "Swap move not allowed!").
#[test]
fn after_a_human_swap_the_engine_plays_a_stone() {
    // Depth 5 is where the engine, wrongly asked, would swap back.
    let mut gui = Gui::attach(&["--time", "60", "--depth", "5"]);
    gui.send_ok("param_game allow_swap 1");
    gui.new_game(11, 11);
    let (first, _) = gui.engine_move();
    // The swap map's opening, a stone the engine would not swap itself.
    let opening = hexbfs::opening::opening(&Geometry::new(11, 11).unwrap()).unwrap();
    assert_eq!(first, opening.to_string());
    assert!(gui.swap_allowed());
    gui.human("swap-pieces");
    let (reply, _) = gui.engine_move();
    assert!(reply.parse::<Cell>().is_ok(), "{reply}");
    // Undo the engine's stone and the swap; the engine follows.
    gui.back();
    gui.back();
}

/// The engine swaps only what HexGui would let it: the second move, after
/// a Black stone (here one the human placed in a corner-ish spot the engine
/// would gladly take over, or not; either reply must be accepted by HexGui).
#[test]
fn an_engine_swap_is_one_hexgui_accepts_and_undo_replays_it() {
    let mut gui = Gui::attach(QUICK);
    gui.send_ok("param_game allow_swap 1");
    gui.new_game(5, 5);
    gui.human("c3");
    let (reply, _) = gui.engine_move();
    assert!(reply == "swap-pieces" || reply.parse::<Cell>().is_ok());
    gui.human(if gui.at("b2".parse().unwrap()).is_none() {
        "b2"
    } else {
        "d4"
    });
    gui.back();
    gui.back();
    gui.back();
}

/// Defect 2: Suggest Move marks its cell and leaves the board alone; the
/// human can then play the suggested cell.
#[test]
fn suggest_move_marks_a_cell_without_playing_it() {
    let mut gui = Gui::attach(QUICK);
    gui.new_game(7, 7);
    gui.human("d4");
    let r = gui.analyze("Suggest Move", Color::Black);
    let cell = r.text.trim().to_string();
    assert!(cell.parse::<Cell>().is_ok(), "{r:?}");
    gui.human(&cell);
    gui.engine_move();
}

/// Defect 3: the heat map's INFLUENCE values lie in 0..1.
#[test]
fn heat_map_values_are_colours_hexgui_can_draw() {
    let mut gui = Gui::attach(QUICK);
    gui.new_game(9, 9);
    for mv in ["e5", "d6", "c7"] {
        gui.human(mv);
        let r = gui.analyze("Heat Map", Color::Black);
        assert!(r.ok && r.text.contains("INFLUENCE"), "{r:?}");
    }
}

/// Every analyze entry, for both colours, on an empty, a middle-game and a
/// finished board: each reply is read the way its type says.
#[test]
fn every_analyze_entry_replies_in_its_type() {
    let mut gui = Gui::attach(QUICK);
    gui.new_game(6, 6);
    let labels: Vec<String> = gui.entries.iter().map(|e| e.label.clone()).collect();
    let run_all = |gui: &mut Gui| {
        for label in &labels {
            for pick in Color::BOTH {
                gui.analyze(label, pick);
            }
        }
    };
    run_all(&mut gui);
    gui.human("c3");
    gui.engine_move();
    gui.analyze("Principal", Color::Black);
    run_all(&mut gui);
    for row in 1..=6 {
        let cell = format!("a{row}");
        if gui.at(cell.parse().unwrap()).is_none() {
            gui.to_move = Color::Black;
            gui.human(&cell);
        }
    }
    run_all(&mut gui);
}

/// Both parameter dialogs: each line is read by HexGui's parser, and
/// setting every key back to the value shown succeeds (what OK sends).
#[test]
fn parameter_dialogs_round_trip() {
    let mut gui = Gui::attach(QUICK);
    for label in ["Game Parameters", "Engine Parameters"] {
        let (_, cmd) = gui.entry_command(label, Color::Black);
        let r = gui.analyze(label, Color::Black);
        for line in r.text.lines().map(str::trim).filter(|l| !l.is_empty()) {
            let rest = line.split_once(']').unwrap().1.trim();
            let (key, value) = rest.split_once(' ').unwrap_or((rest, ""));
            gui.send_ok(&format!("{cmd} {key} {value}"));
        }
    }
}

/// Defects 4 and 5: with live display on, every block during `genmove` is
/// an `ab` block HexGui draws, and its labels say what the search knows:
/// a plain value is exact, a bound is marked `<=`/`>=`, a proof `W`/`L`.
#[test]
fn live_search_blocks_are_drawn_and_labels_mark_bounds() {
    let mut gui = Gui::attach(&["--time", "20", "--depth", "4", "--live-gfx"]);
    gui.new_game(9, 9);
    gui.human("e5");
    let (_, blocks) = gui.engine_move();
    assert!(blocks.len() >= 2, "{blocks:?}");
    let mut bounds = 0;
    for block in &blocks {
        let labels = block_labels(block);
        assert!(!labels.is_empty(), "{block}");
        for (_, text) in &labels {
            let value = text
                .strip_prefix("<=")
                .or_else(|| text.strip_prefix(">="))
                .inspect(|_| bounds += 1)
                .unwrap_or(text);
            let value = value
                .strip_prefix('W')
                .or_else(|| value.strip_prefix('L'))
                .unwrap_or(value);
            assert!(value.parse::<i32>().is_ok(), "label {text} in {block}");
        }
    }
    assert!(bounds > 0, "no label is marked as a bound: {blocks:?}");
}

/// The Stop button during a long `genmove`: the engine answers with a move
/// (its best so far) and the game goes on. No time is asserted: an hour's
/// budget would hang the test if Stop were ignored.
#[test]
fn stop_answers_a_long_search_with_a_move() {
    let mut gui = Gui::attach(&["--time", "3600"]);
    gui.new_game(11, 11);
    gui.human("f6");
    let mv = gui.engine_move_stopped(std::time::Duration::from_millis(300));
    assert!(mv.parse::<Cell>().is_ok(), "{mv}");
    gui.human(if mv == "e5" { "d4" } else { "e5" });
}

/// The toolbar's Hint button ("Show provably inferior cells") sends
/// `vc-build` for the side to move: on the 11x11 position where White lost
/// game 32 of round 45 by d3, the reply is the fill-in `compute-fillin`
/// shows (Black's permanently inferior c11 and f11 among it), and every
/// empty cell outside the root's mustplay as `x`, d3 among them; HexGui
/// reads every value. On the empty board there is nothing to show.
#[test]
fn the_hint_button_shows_the_fill_in_and_the_losing_cells() {
    let mut gui = Gui::attach(QUICK);
    gui.new_game(11, 11);
    assert_eq!(gui.hint().text.trim(), "");
    let black = [
        "e10", "f5", "b8", "e6", "g5", "i5", "g7", "j6", "h8", "j9", "c6",
    ];
    let white = ["h4", "f6", "d7", "e7", "g6", "h7", "h6", "i8", "i7", "k7"];
    for (i, m) in black.iter().enumerate() {
        gui.human(m);
        if let Some(w) = white.get(i) {
            gui.human(w);
        }
    }
    assert_eq!(gui.to_move, Color::White);
    let hint = gui.hint().text;
    let words: Vec<&str> = hint.split_whitespace().collect();
    let pairs: Vec<(&str, &str)> = words.chunks(2).map(|p| (p[0], p[1])).collect();
    let fills: Vec<String> = pairs
        .iter()
        .filter(|(_, v)| v.starts_with('f'))
        .map(|(c, v)| format!("{c} {v}"))
        .collect();
    let fillin = gui.send_ok("compute-fillin white").text;
    assert_eq!(fills.join(" "), fillin.trim());
    assert!(
        fillin.contains("c11 fpb") && fillin.contains("f11 fpb"),
        "{fillin}"
    );
    let lost: Vec<&str> = pairs
        .iter()
        .filter(|(_, v)| *v == "x")
        .map(|(c, _)| *c)
        .collect();
    assert!(lost.contains(&"d3"), "{hint}");
    let mustplay = gui.send_ok("vc_mustplay white fill").text;
    let mustplay: Vec<&str> = mustplay.split_whitespace().collect();
    for c in &lost {
        assert!(!mustplay.contains(c), "{c} is in the mustplay");
    }
    // Every empty cell is a fill, a losing cell, or in the mustplay.
    let shown = fills.len() + lost.len();
    let empty = 121 - black.len() - white.len();
    let kept = mustplay
        .iter()
        .filter(|c| !pairs.iter().any(|(p, _)| p == *c))
        .count();
    assert_eq!(shown + kept, empty, "{hint}");
}
