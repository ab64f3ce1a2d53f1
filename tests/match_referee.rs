//! One refereed game against fake engines (tests/fakes/fake.sh): every kind
//! of misbehaviour loses the game for the engine that misbehaved, with the
//! right reason, and a well-behaved pair plays to a connection.

use hexbfs::board::{Color, Geometry};
use hexbfs::game::Move;
use hexbfs::referee::{Engine, EngineSpec, GameRecord, GameRules, play_game};
use std::time::{Duration, Instant};

fn fake(mode: &str) -> EngineSpec {
    EngineSpec {
        name: mode.to_string(),
        command: format!("{}/tests/fakes/fake.sh {mode}", env!("CARGO_MANIFEST_DIR")),
        setup: vec!["name".into()],
        stderr_log: None,
    }
}

fn rules(size: usize, allow_swap: bool) -> GameRules {
    GameRules {
        geometry: Geometry::new(size, size).unwrap(),
        allow_swap,
        move_timeout: Duration::from_millis(1000),
        command_timeout: Duration::from_millis(2000),
    }
}

/// Plays `black` against `white` on a 3x3 board after `opening`.
fn game(black: &str, white: &str, allow_swap: bool, opening: &[&str]) -> (GameRecord, [Engine; 2]) {
    let t = Duration::from_secs(2);
    let mut b = Engine::start(&fake(black), t).unwrap();
    let mut w = Engine::start(&fake(white), t).unwrap();
    let opening: Vec<Move> = opening.iter().map(|m| m.parse().unwrap()).collect();
    let record = play_game([&mut b, &mut w], &rules(3, allow_swap), &opening).unwrap();
    (record, [b, w])
}

fn moves(record: &GameRecord) -> String {
    let v: Vec<String> = record
        .moves
        .iter()
        .map(|(c, m)| format!("{}{m}", c.letter()))
        .collect();
    v.join(" ")
}

#[test]
fn two_good_fakes_play_to_a_connection() {
    // Row by row: B a1, W b1, B c1, W a2, B b2 ... c1-b2-a3 joins top and bottom.
    let (r, engines) = game("good", "good", false, &[]);
    assert_eq!(moves(&r), "Ba1 Wb1 Bc1 Wa2 Bb2 Wc2 Ba3");
    assert_eq!((r.winner, r.winner_color), (0, Color::Black));
    assert_eq!(r.reason, "black connected");
    assert!(engines.iter().all(Engine::is_healthy));
}

#[test]
fn the_opening_is_played_first_and_sent_to_both() {
    // After b2 the fakes fill from a1; Black's b1-b2-a3 joins the rows.
    let (r, _) = game("good", "good", false, &["b2"]);
    assert_eq!(r.opening_len, 1);
    assert_eq!(moves(&r), "Bb2 Wa1 Bb1 Wc1 Ba2 Wc2 Ba3");
    assert_eq!(r.reason, "black connected");
}

/// `bad` misbehaves from its second genmove: it loses, as Black and as White.
fn loses(bad: &str, reason: &str) {
    let (r, engines) = game(bad, "good", false, &[]);
    assert_eq!(r.winner, 1, "{bad} as black: {r:?}");
    assert_eq!(r.winner_color, Color::White);
    assert!(
        r.reason.starts_with("black: ") && r.reason.contains(reason),
        "{}",
        r.reason
    );
    assert!(engines[1].is_healthy());
    let (r, _) = game("good", bad, false, &[]);
    assert_eq!(r.winner, 0, "{bad} as white: {r:?}");
    assert!(
        r.reason.starts_with("white: ") && r.reason.contains(reason),
        "{}",
        r.reason
    );
}

#[test]
fn an_off_board_move_loses() {
    loses("offboard", " z26 (off board)");
    let (r, _) = game("offboard", "good", false, &[]);
    assert_eq!(r.reason, "black: illegal move: black z26 (off board)");
}

#[test]
fn an_occupied_cell_loses() {
    loses("occupied", "(occupied)");
}

#[test]
fn a_refusal_to_move_loses() {
    loses("refuse", "refused: ? no move for you");
}

#[test]
fn garbage_loses_and_marks_the_engine_for_restart() {
    loses("garbage", "garbage reply: \"this is not htp\"");
    let (_, engines) = game("garbage", "good", false, &[]);
    assert!(!engines[0].is_healthy());
}

/// `bad` breaks the conversation at its second genmove: it loses with
/// `fault` (as Black: exactly `black: genmove black: {fault}`) and is
/// marked for restart.
fn breaks_and_is_restarted(bad: &str, fault: &str) {
    loses(bad, fault);
    let (r, engines) = game(bad, "good", false, &[]);
    assert_eq!(r.reason, format!("black: genmove black: {fault}"));
    assert!(!engines[0].is_healthy());
}

#[test]
fn an_endless_line_loses_once_it_passes_the_line_limit() {
    // `endless` writes "= xxx..." without a newline until it is stopped:
    // the referee reads no more than the limit, not until the move times out.
    let limit = hexbfs::referee::output::MAX_LINE;
    breaks_and_is_restarted("endless", &format!("output line longer than {limit} bytes"));
}

#[test]
fn an_endless_reply_loses_once_it_passes_the_reply_limit() {
    // `longreply` answers "= a1" and then 1000-byte lines, never a blank one.
    let limit = hexbfs::referee::engine::MAX_REPLY;
    breaks_and_is_restarted("longreply", &format!("reply longer than {limit} bytes"));
}

#[test]
fn a_reply_that_is_not_utf8_loses_showing_its_bytes() {
    breaks_and_is_restarted("latin1", r#"reply is not UTF-8: "= \xe9t\xe9""#);
}

#[test]
fn a_reply_that_is_not_a_move_loses() {
    loses("nonsense", "not a move: \"xyzzy\"");
}

#[test]
fn exiting_mid_game_loses() {
    loses("exit", "engine exited");
}

#[test]
fn resigning_loses() {
    loses("resign", "resigned");
}

#[test]
fn refusing_a_legal_play_loses() {
    // badplay refuses the opponent's moves after its own first genmove.
    let (r, _) = game("badplay", "good", false, &[]);
    assert_eq!(r.winner, 1);
    assert!(
        r.reason.starts_with("black: play white b1: refused"),
        "{}",
        r.reason
    );
}

#[test]
fn a_silent_engine_loses_on_time_and_is_marked_for_restart() {
    let start = Instant::now();
    let (r, engines) = game("hang", "good", false, &[]);
    assert_eq!(r.winner, 1);
    assert_eq!(r.reason, "black: genmove: no reply within 1.0 s");
    assert!(!engines[0].is_healthy());
    assert!(start.elapsed() < Duration::from_secs(5));
}

#[test]
fn a_flood_of_analysis_loses_on_time() {
    // `gfxflood` prints gogui-gfx lines faster than they are read, forever:
    // the deadline must hold even though a line is always waiting.
    let start = Instant::now();
    let (r, engines) = game("gfxflood", "good", false, &[]);
    assert_eq!(r.reason, "black: genmove: no reply within 1.0 s");
    assert!(!engines[0].is_healthy());
    assert!(start.elapsed() < Duration::from_secs(5));
}

#[test]
fn swap_is_illegal_unless_the_match_allows_it() {
    let (r, _) = game("good", "swap", false, &[]);
    assert_eq!(r.winner, 0);
    assert!(r.reason.contains("swap not allowed"), "{}", r.reason);
}

#[test]
fn swap_sides_exchanges_the_colours_of_the_engines() {
    // B a1 (engine 0), W swap-sides: engine 1 now owns the black stone and
    // engine 0 plays White: W b1, B c1, W a2, B b2, W c2, B a3 connects
    // c1-b2-a3 for Black, which is engine 1.
    let (r, _) = game("good", "swap", true, &[]);
    assert_eq!(moves(&r), "Ba1 Wswap-sides Wb1 Bc1 Wa2 Bb2 Wc2 Ba3");
    assert_eq!((r.winner, r.winner_color), (1, Color::Black));
}

#[test]
fn an_engine_that_cannot_start_is_an_error_not_a_panic() {
    let spec = EngineSpec {
        command: "/nonexistent/engine".into(),
        ..fake("good")
    };
    assert!(Engine::start(&spec, Duration::from_secs(1)).is_err());
}
