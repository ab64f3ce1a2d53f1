//! HexGui's analyze commands: every line of `hexgui-analyze_commands` is one
//! HexGui can read, names a command that exists, and that command's reply has
//! the shape its type needs, on several positions. And the live search
//! display: `gogui-gfx:` blocks before the one reply, only when asked for.

mod common;

use common::send;
use hexbfs::board::{Cell, Geometry};
use hexbfs::htp::{self, Session, Settings};

/// The analyze types HexGui knows (hexgui.htp.AnalyzeType).
const HEXGUI_TYPES: &[&str] = &[
    "bwboard", "cboard", "dboard", "eplist", "gfx", "group", "hstring", "hpstring", "inferior",
    "move", "none", "param", "plist", "pstring", "pspairs", "string", "sboard", "var", "varb",
    "varc", "varp", "varpo", "varw", "vc",
];

fn analyze_lines(s: &mut Session) -> Vec<String> {
    send(s, "hexgui-analyze_commands")
        .unwrap()
        .lines()
        .map(String::from)
        .collect()
}

/// A cell of this session's board (on the board), or a failure message.
fn board_cell(s: &Session, word: &str) -> Cell {
    let cell: Cell = word
        .parse()
        .unwrap_or_else(|_| panic!("not a cell: {word}"));
    assert!(
        s.game().geometry().contains(cell),
        "{word} is off the board"
    );
    cell
}

fn is_empty(s: &Session, cell: Cell) -> bool {
    s.game().position().board().get(cell).is_none()
}

/// Checks a reply against the format its analyze type needs.
fn check_reply(s: &Session, kind: &str, command: &str, reply: &str) {
    let words: Vec<&str> = reply.split_whitespace().collect();
    match kind {
        "param" => {
            for line in reply.lines() {
                let fields: Vec<&str> = line.split(' ').collect();
                assert_eq!(fields.len(), 3, "{command}: {line}");
                let t = fields[0];
                assert!(
                    t == "[bool]" || t == "[string]" || t.starts_with("[list/"),
                    "{line}"
                );
                if t == "[bool]" {
                    assert!(fields[2] == "0" || fields[2] == "1", "{line}");
                }
                if let Some(options) = t.strip_prefix("[list/").and_then(|o| o.strip_suffix(']')) {
                    assert!(options.split('/').any(|o| o == fields[2]), "{line}");
                }
            }
        }
        "pspairs" => {
            assert_eq!(words.len() % 2, 0, "{command}: {reply}");
            for pair in words.chunks(2) {
                assert!(is_empty(s, board_cell(s, pair[0])), "{command}: {reply}");
                pair[1]
                    .parse::<u32>()
                    .unwrap_or_else(|_| panic!("{command}: label {}", pair[1]));
            }
        }
        "plist" => {
            for w in &words {
                // Suggest Move on a finished game: HexGui marks nothing.
                if !w.starts_with("swap-") && *w != "resign" {
                    assert!(is_empty(s, board_cell(s, w)), "{command}: {w}");
                }
            }
        }
        "var" => {
            let mut seen = Vec::new();
            for w in &words {
                let c = board_cell(s, w);
                assert!(is_empty(s, c) && !seen.contains(&c), "{command}: {reply}");
                seen.push(c);
            }
        }
        "gfx" => {
            for line in reply.lines() {
                let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
                match key {
                    "INFLUENCE" => {
                        let w: Vec<&str> = rest.split_whitespace().collect();
                        assert_eq!(w.len() % 2, 0);
                        for pair in w.chunks(2) {
                            board_cell(s, pair[0]);
                            let v: f64 = pair[1].parse().unwrap();
                            // HexGui draws Color(0, v, 1 - v): it throws outside 0..1.
                            assert!((0.0..=1.0).contains(&v), "{line}");
                        }
                    }
                    "TEXT" => assert!(!rest.is_empty()),
                    // HexGui's gfx callback (cbGfx) reads INFLUENCE pairs up
                    // to TEXT: any other line would be read as pairs and throw.
                    _ => panic!("{command}: unexpected gfx line {line}"),
                }
            }
        }
        "move" => {
            assert_eq!(words.len(), 1, "{command}: {reply}");
            if !matches!(words[0], "resign" | "swap-pieces") {
                assert!(is_empty(s, board_cell(s, words[0])), "{command}: {reply}");
            }
        }
        "string" => assert!(!reply.trim().is_empty(), "{command}"),
        "inferior" => {
            // HexGui's showInferiorCells reads cell-value pairs; a fill's
            // value is exactly three letters (it reads the third).
            assert_eq!(words.len() % 2, 0, "{command}: {reply}");
            for pair in words.chunks(2) {
                assert!(is_empty(s, board_cell(s, pair[0])), "{command}: {reply}");
                let v = pair[1].as_bytes();
                assert!(
                    v.len() == 3 && v[0] == b'f' && b"dcp".contains(&v[1]) && b"bw".contains(&v[2]),
                    "{command}: {reply}"
                );
            }
        }
        other => panic!("no check for type {other}"),
    }
}

/// The first empty cell in reading order (`a1` on a full board).
fn first_empty(s: &Session) -> Cell {
    let g = s.game().geometry();
    (0..g.height())
        .flat_map(|r| (0..g.width()).map(move |c| Cell::new(c, r).unwrap()))
        .find(|&c| is_empty(s, c))
        .unwrap_or(Cell::new(0, 0).unwrap())
}

/// Sessions in different states: empty, opening, middle game, won, non-square.
fn positions() -> Vec<Session> {
    let setups: &[&[&str]] = &[
        &["boardsize 11"],
        &["boardsize 9", "play b e5", "play w d6", "play b c7"],
        &[
            "boardsize 7 5",
            "play b c3",
            "play w d3",
            "play b c2",
            "play w b4",
            "play b d1",
        ],
        &["boardsize 3", "play b a1", "play b a2", "play b a3"],
        &["boardsize 5", "param_game allow_swap 1", "play b c3"],
    ];
    setups
        .iter()
        .map(|lines| {
            let mut s = Session::new(Settings::default());
            send(&mut s, "param_hexbfs max_depth 2").unwrap();
            for l in *lines {
                send(&mut s, l).unwrap();
            }
            s
        })
        .collect()
}

#[test]
fn every_analyze_line_is_well_formed_and_names_a_known_command() {
    let mut s = Session::new(Settings::default());
    let lines = analyze_lines(&mut s);
    assert!(lines.len() >= 10);
    for line in &lines {
        let fields: Vec<&str> = line.split('/').collect();
        assert!((3..=5).contains(&fields.len()), "{line}");
        assert!(HEXGUI_TYPES.contains(&fields[0]), "{line}");
        assert!(!fields[1].is_empty(), "{line}");
        let name = fields[2].split(' ').next().unwrap();
        assert_eq!(
            send(&mut s, &format!("known_command {name}")).unwrap(),
            "true",
            "{line}"
        );
        for wildcard in fields[2].split(' ').filter(|w| w.starts_with('%')) {
            assert!(
                ["%c", "%m", "%p"].contains(&wildcard),
                "{line}: unexpected {wildcard}"
            );
        }
    }
    // A `move` entry would make HexGui play its reply on its own board
    // without telling the engine (issue 13): none is offered.
    assert!(!lines.iter().any(|l| l.starts_with("move/")), "{lines:?}");
    for needed in ["param", "pspairs", "gfx", "plist", "var", "string"] {
        assert!(
            lines.iter().any(|l| l.starts_with(&format!("{needed}/"))),
            "{needed}"
        );
    }
}

#[test]
fn every_analyze_command_answers_in_its_types_format() {
    for mut s in positions() {
        let lines = analyze_lines(&mut s);
        // A search first, so that the variation has something to show.
        let to_move = s.game().to_move();
        send(&mut s, &format!("reg_genmove {to_move}")).unwrap();
        for line in lines {
            let fields: Vec<&str> = line.split('/').collect();
            for color in ["b", "w"] {
                let m = if to_move == hexbfs::board::Color::Black {
                    "b"
                } else {
                    "w"
                };
                // HexGui's `%p` is a cell the user clicks: an empty one here.
                let command = fields[2]
                    .replace("%c", color)
                    .replace("%m", m)
                    .replace("%p", &first_empty(&s).to_string());
                let before = s.game().position().key();
                let reply = send(&mut s, &command).unwrap_or_else(|e| panic!("{command}: ? {e}"));
                assert_eq!(
                    s.game().position().key(),
                    before,
                    "{command} changed the game"
                );
                check_reply(&s, fields[0], &command, &reply);
            }
        }
    }
}

#[test]
fn the_distance_map_shows_the_stones_needed_through_each_cell() {
    let mut s = Session::new(Settings::default());
    send(&mut s, "boardsize 3").unwrap();
    send(&mut s, "play b b1").unwrap();
    // Through a2 Black needs a2 and a3 (b1 is free); through c1 it needs c1 and
    // two more; on the straight column b: b2 and b3.
    let map = send(&mut s, "dist_map b").unwrap();
    assert!(
        map.contains("a2 2") && map.contains("b2 2") && map.contains("c1 3"),
        "{map}"
    );
    assert_eq!(send(&mut s, "shortest_paths b").unwrap(), "a2 b2 a3 b3");
}

#[test]
fn a_colour_that_is_cut_off_has_no_shortest_paths() {
    let mut s = Session::new(Settings::default());
    send(&mut s, "boardsize 3").unwrap();
    for cell in ["b1", "b2", "b3"] {
        send(&mut s, &format!("play b {cell}")).unwrap();
    }
    // Black's column b walls White off: no chain, so no cell is on one.
    assert_eq!(send(&mut s, "shortest_paths w").unwrap(), "");
    assert_eq!(send(&mut s, "dist_map w").unwrap(), "");
    assert_eq!(send(&mut s, "shortest_paths b").unwrap(), "");
}

/// Whether `eval` describes a search, and says so when there is none.
fn eval_has_search(s: &mut Session) -> bool {
    let text = send(s, "eval").unwrap();
    let searched = text.contains("last search: depth ");
    assert!(searched || text.contains("last search: none"), "{text}");
    searched
}

#[test]
fn pv_and_eval_describe_no_older_search_after_a_move_made_without_one() {
    let mut s = Session::new(Settings::default());
    send(&mut s, "boardsize 4").unwrap();
    send(&mut s, "param_hexbfs max_depth 2").unwrap();
    assert!(!eval_has_search(&mut s));
    let first = send(&mut s, "genmove b").unwrap();
    assert!(eval_has_search(&mut s), "after {first}");
    // Black fills all but the last cell of an empty column: its next move
    // wins at once, a rule answers it and nothing is searched.
    let g = s.game().geometry().clone();
    let col = (0..4)
        .find(|&c| {
            (0..4).all(|r| {
                s.game()
                    .position()
                    .board()
                    .get(Cell::new(c, r).unwrap())
                    .is_none()
            })
        })
        .unwrap();
    for r in 0..3 {
        send(&mut s, &format!("play b {}", Cell::new(col, r).unwrap())).unwrap();
    }
    let win = send(&mut s, "genmove b").unwrap();
    assert_eq!(win, Cell::new(col, 3).unwrap().to_string());
    assert!(g.contains(win.parse().unwrap()));
    assert!(!eval_has_search(&mut s), "after the winning {win}");
    assert_eq!(send(&mut s, "pv").unwrap(), "");
}

#[test]
fn pv_and_eval_describe_no_search_after_a_swap_or_a_change_of_position() {
    let mut s = Session::new(Settings::default());
    send(&mut s, "boardsize 3").unwrap();
    send(&mut s, "param_game allow_swap 1").unwrap();
    send(&mut s, "play b b2").unwrap();
    // The centre wins 3x3: the swap map says so and White swaps it.
    assert_eq!(send(&mut s, "genmove w").unwrap(), "swap-pieces");
    assert!(!eval_has_search(&mut s));
    assert_eq!(send(&mut s, "pv").unwrap(), "");
    // A board where the virtual connections prove nothing at once, so
    // genmove searches (swap off: with it the first stone comes from the
    // swap map, without a search).
    send(&mut s, "boardsize 7").unwrap();
    send(&mut s, "param_game allow_swap 0").unwrap();
    for change in ["play b a1", "undo", "clear_board"] {
        send(&mut s, "param_hexbfs max_depth 2").unwrap();
        send(&mut s, "genmove b").unwrap();
        assert!(eval_has_search(&mut s));
        send(&mut s, change).unwrap();
        assert!(!eval_has_search(&mut s), "after {change}");
        assert_eq!(send(&mut s, "pv").unwrap(), "", "after {change}");
    }
}

fn run_transcript(input: &str) -> String {
    let mut s = Session::new(Settings::default());
    let mut out = Vec::new();
    htp::run(
        &mut s,
        std::io::Cursor::new(input.as_bytes().to_vec()),
        &mut out,
    )
    .unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn live_display_prints_gfx_blocks_before_exactly_one_reply() {
    let out = run_transcript(
        "param_hexbfs max_depth 3\nparam_hexbfs live_gfx 1\nboardsize 7\ngenmove b\n",
    );
    let replies: Vec<&str> = out.split("\n\n").filter(|b| !b.is_empty()).collect();
    assert_eq!(&replies[..3], &["= ", "= ", "= "]);
    let (blocks, last) = replies[3..].split_at(replies.len() - 4);
    assert_eq!(blocks.len(), 3, "one block per depth: {out}");
    for (depth, block) in blocks.iter().enumerate() {
        let lines: Vec<&str> = block.lines().collect();
        assert_eq!(lines[0], "gogui-gfx:");
        // The `ab` form, the one of HexGui's live forms that fits a search.
        assert_eq!(lines[1], "ab", "{block}");
        let lines = &lines[1..];
        assert!(lines[1].starts_with("VAR B "), "{block}");
        let var: Vec<&str> = lines[1].split(' ').skip(1).collect();
        assert_eq!(var.len() % 2, 0);
        for (i, pair) in var.chunks(2).enumerate() {
            assert_eq!(pair[0], if i % 2 == 0 { "B" } else { "W" });
            assert!(
                Geometry::new(7, 7)
                    .unwrap()
                    .contains(pair[1].parse().unwrap())
            );
        }
        assert!(lines[2].starts_with("LABEL "), "{block}");
        assert!(
            lines[3].starts_with(&format!("TEXT depth {} ", depth + 1)),
            "{block}"
        );
        assert_eq!(lines.len(), 4);
    }
    assert!(last[0].starts_with("= ") && last[0].len() > 2, "{out}");
    assert_eq!(
        out.matches("\n= ").count() + usize::from(out.starts_with("= ")),
        4
    );
}

#[test]
fn the_solver_share_shows_its_progress_in_the_live_display_first() {
    // With a solver share, genmove's first part is df-pn's: the live
    // display shows it as `dfpn` blocks (the form `dfpn-solve-state`
    // draws with `use_guifx`), then the search's `ab` blocks, then one
    // reply. The empty 7x7 board is not solved in 0.2 s.
    let setup = "param_hexbfs solver_share 50\nparam_hexbfs max_time 0.4\nboardsize 7\n";
    let out = run_transcript(&format!("param_hexbfs live_gfx 1\n{setup}genmove b\n"));
    let blocks: Vec<&str> = out.split("\n\n").filter(|b| !b.is_empty()).collect();
    assert_eq!(&blocks[..4], &["= "; 4], "{out}");
    let (gfx, last) = blocks[4..].split_at(blocks.len() - 5);
    assert!(last[0].starts_with("= ") && last[0].len() > 2, "{out}");
    let kinds: Vec<&str> = gfx
        .iter()
        .map(|b| {
            b.strip_prefix("gogui-gfx:\n")
                .expect(&out)
                .lines()
                .next()
                .unwrap()
        })
        .collect();
    let first_ab = kinds.iter().position(|&k| k == "ab").unwrap_or(kinds.len());
    assert!(first_ab > 0, "a dfpn block first: {out}");
    assert!(kinds[..first_ab].iter().all(|&k| k == "dfpn"), "{out}");
    assert!(kinds[first_ab..].iter().all(|&k| k == "ab"), "{out}");
    // Without the live display, the same genmove prints its reply only.
    let out = run_transcript(&format!("{setup}genmove b\n"));
    assert!(!out.contains("gogui-gfx"), "{out}");
}

#[test]
fn without_live_display_genmove_prints_only_its_reply() {
    let out = run_transcript("param_hexbfs max_depth 3\nboardsize 7\ngenmove b\n");
    assert!(!out.contains("gogui-gfx"));
    assert_eq!(out.split("\n\n").filter(|b| !b.is_empty()).count(), 3);
}

/// `compute-fillin` (HexGui's Fill-in entry and Benzene's command name)
/// lists the cells the fill-in fills, with what HexGui draws: Black's c2
/// on 5x5 captures c1 and d1 below it, which then capture a1, b1, a2 and
/// b2 (`fcb`); on 7x7 a cell with four Black neighbours in a row is dead
/// and filled Black (`fdb`). The colour is optional and changes nothing;
/// bad arguments get `?` and the board stays as it was.
#[test]
fn compute_fillin_lists_the_filled_cells_as_hexgui_draws_them() {
    let mut s = Session::new(Settings::default());
    for l in ["boardsize 5", "play b c2"] {
        send(&mut s, l).unwrap();
    }
    let want = "a1 fcb b1 fcb c1 fcb d1 fcb a2 fcb b2 fcb";
    assert_eq!(send(&mut s, "compute-fillin").unwrap(), want);
    assert_eq!(send(&mut s, "compute-fillin w").unwrap(), want);
    for bad in ["compute-fillin purple", "compute-fillin b w"] {
        assert!(send(&mut s, bad).is_err(), "{bad}");
    }
    assert_eq!(s.game().position().board().empty().count(), 24);
    let mut s = Session::new(Settings::default());
    for l in [
        "boardsize 7",
        "play b e4",
        "play w a7",
        "play b e3",
        "play w b7",
    ] {
        send(&mut s, l).unwrap();
    }
    assert!(!send(&mut s, "compute-fillin b").unwrap().contains("d4"));
    for l in ["play b d3", "play w c7", "play b c4"] {
        send(&mut s, l).unwrap();
    }
    let reply = send(&mut s, "compute-fillin b").unwrap();
    assert!(
        reply
            .split(' ')
            .collect::<Vec<_>>()
            .windows(2)
            .any(|w| w == ["d4", "fdb"]),
        "{reply}"
    );
    // The empty board has nothing to fill: an empty reply.
    send(&mut s, "clear_board").unwrap();
    assert_eq!(send(&mut s, "compute-fillin").unwrap(), "");
}
