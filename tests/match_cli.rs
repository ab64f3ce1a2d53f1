//! The `hexbfs-match` binary end to end against the fake engines of
//! tests/fakes/fake.sh: restarts after crashes and timeouts, parallel games,
//! resume from the results file, SPRT stop, round-robin.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn fake(name: &str, mode: &str) -> String {
    format!(
        "{name}={}/tests/fakes/fake.sh {mode}",
        env!("CARGO_MANIFEST_DIR")
    )
}

fn out_dir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hexbfs-match-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn run(out: &Path, engines: &[String], extra: &[&str]) -> Output {
    run_with(
        Command::new(env!("CARGO_BIN_EXE_hexbfs-match")),
        out,
        engines,
        extra,
    )
}

/// Runs `cmd` (`hexbfs-match`, or a command that runs it) with the engines,
/// 3x3 boards, short timeouts and `extra`, and checks that it succeeded.
fn run_with(mut cmd: Command, out: &Path, engines: &[String], extra: &[&str]) -> Output {
    for e in engines {
        cmd.arg("--engine").arg(e);
    }
    cmd.args(["--size", "3", "--timeout", "1", "--command-timeout", "2"])
        .arg("--out")
        .arg(out)
        .args(extra);
    let output = cmd.output().unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    output
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// The output with every run of blanks made one space, for table checks.
fn squeezed(o: &Output) -> String {
    let lines: Vec<String> = stdout(o)
        .lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect();
    lines.join("\n")
}

fn game_lines(o: &Output) -> Vec<String> {
    stdout(o)
        .lines()
        .filter(|l| l.starts_with("game "))
        .map(String::from)
        .collect()
}

#[test]
fn crashing_and_silent_engines_are_restarted_and_lose_every_game() {
    for mode in ["exit", "hang", "garbage", "latin1"] {
        let out = out_dir(mode);
        let o = run(
            &out,
            &[fake("bad", mode), fake("good", "good")],
            &["--openings", "none", "--rounds", "2", "-j", "2"],
        );
        let lines = game_lines(&o);
        assert_eq!(lines.len(), 4, "{}", stdout(&o));
        // Every game reaches the bad engine's second genmove: the engine was
        // restarted, else the game would fail earlier, at boardsize.
        for l in &lines {
            assert!(
                l.contains("+ good, ") && l.contains(": genmove"),
                "{mode}: {l}"
            );
        }
        assert!(
            squeezed(&o).contains("bad 4 0/4 0.0% 0/2 0.0% 0/2 0.0% 0"),
            "{}",
            stdout(&o)
        );
        let sgfs = std::fs::read_dir(out.join("games")).unwrap().count();
        assert_eq!(sgfs, 4);
        let _ = std::fs::remove_dir_all(&out);
    }
}

#[test]
fn a_second_run_resumes_from_the_results_file() {
    let out = out_dir("resume");
    let engines = [fake("a", "good"), fake("b", "offboard")];
    let first = run(&out, &engines, &["--seed", "5"]);
    assert_eq!(game_lines(&first).len(), 18);
    // Forget the last 8 games, as if the match had been stopped.
    let path = out.join("results.tsv");
    let text = std::fs::read_to_string(&path).unwrap();
    let header = text.lines().filter(|l| l.starts_with('#')).count();
    let kept: Vec<&str> = text.lines().take(header + 10).collect();
    std::fs::write(&path, kept.join("\n") + "\n").unwrap();
    let second = run(&out, &engines, &["--seed", "5"]);
    assert_eq!(game_lines(&second).len(), 8, "{}", stdout(&second));
    assert!(stdout(&second).contains("18 of 18 games"));
    assert!(
        squeezed(&second).contains("a 18 18/18 100.0% 9/9 100.0% 9/9 100.0% 9"),
        "{}",
        stdout(&second)
    );
    // A third run has nothing left to play.
    let third = run(&out, &engines, &["--seed", "5"]);
    assert_eq!(game_lines(&third).len(), 0);
    // Another seed is another schedule: refused, not mixed.
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_hexbfs-match"));
    for e in &engines {
        cmd.arg("--engine").arg(e);
    }
    let o = cmd
        .args(["--size", "3", "--seed", "6", "--out"])
        .arg(&out)
        .output()
        .unwrap();
    assert!(!o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains("another match"));
    let _ = std::fs::remove_dir_all(&out);
}

/// The error of a run that must refuse to start.
fn refused(out: &Path, engines: &[String], extra: &[&str]) -> String {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_hexbfs-match"));
    for e in engines {
        cmd.arg("--engine").arg(e);
    }
    if !extra.contains(&"--size") {
        cmd.args(["--size", "3"]);
    }
    let o = cmd.arg("--out").arg(out).args(extra).output().unwrap();
    assert_eq!(
        o.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(o.stdout.is_empty(), "no game is played: {}", stdout(&o));
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn resume_refuses_another_match_naming_what_differs() {
    let out = out_dir("identity");
    let engines = [fake("a", "good"), fake("b", "offboard")];
    let setup = ["--setup", "a=name", "--openings", "none"];
    run(&out, &engines, &setup);
    let file = out.join("results.tsv");
    let before = std::fs::read_to_string(&file).unwrap();
    // The file names its lines: 1 format, 2 size, 3-4 engines, 5 setup,
    // 6 swap, 7 timeout, 8 openings, 9 seed, 10 sprt.
    let timeouts = ["--timeout", "1", "--command-timeout", "2"];
    let cases: [(&[&str], &[String], &str); 6] = [
        (
            &["--setup", "a=name"],
            &engines,
            "line 8: openings is \"-\" there, \"a1, b1,",
        ),
        (
            &["--openings", "none"],
            &engines,
            "line 5: setup is \"a=name\" there, missing here",
        ),
        (
            &["--setup", "a=name", "--openings", "none", "--size", "4"],
            &engines,
            "line 2: size is \"3x3\" there, \"4x4\" here",
        ),
        (
            &["--setup", "a=name", "--openings", "none", "--swap"],
            &engines,
            "line 6: swap is \"no\" there, \"yes\" here",
        ),
        (
            &[
                "--setup",
                "a=name",
                "--openings",
                "none",
                "--sprt",
                "elo0=0,elo1=5",
            ],
            &engines,
            "line 10: sprt is \"none\" there, \"elo0=0,elo1=5,alpha=0.05,beta=0.05\" here",
        ),
        (
            &setup,
            &[fake("a", "good"), fake("b", "good")],
            "line 3: engine is",
        ),
    ];
    for (extra, engines, what) in cases {
        let mut extra = extra.to_vec();
        extra.extend(timeouts);
        let err = refused(&out, engines, &extra);
        assert!(
            err.contains(&format!("{}: another match: ", file.display())) && err.contains(what),
            "{what}: {err}"
        );
        assert_eq!(std::fs::read_to_string(&file).unwrap(), before, "untouched");
    }
    // Another per-move timeout is another match; another command timeout is not.
    let err = refused(&out, &engines, &[&setup[..], &["--timeout", "2"]].concat());
    assert!(
        err.contains("line 7: timeout is \"1\" there, \"2\" here"),
        "{err}"
    );
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_hexbfs-match"));
    for e in &engines {
        cmd.arg("--engine").arg(e);
    }
    let o = cmd
        .args([
            "--size",
            "3",
            "--timeout",
            "1",
            "--command-timeout",
            "3",
            "--out",
        ])
        .arg(&out)
        .args(setup)
        .output()
        .unwrap();
    assert!(stdout(&o).contains("2 of 2 games"), "{}", stdout(&o));
    // A file without a match description (an older format) is refused too.
    let bare: String = before
        .lines()
        .filter(|l| !l.starts_with("# match"))
        .map(|l| format!("{l}\n"))
        .collect();
    std::fs::write(&file, bare).unwrap();
    let err = refused(&out, &engines, &[&setup[..], &timeouts[..]].concat());
    assert!(err.contains("no `# match` lines"), "{err}");
    let _ = std::fs::remove_dir_all(&out);
}

#[test]
fn an_extra_reply_costs_one_game_not_the_match() {
    // `extra` answers one genmove twice, once in the whole match (the
    // marker makes a restarted process behave). Two good fakes on an empty
    // 3x3 board always end "black connected": every game but the one with
    // the extra reply must end so.
    let out = out_dir("extra");
    let marker = out.join("marker");
    std::fs::create_dir_all(&out).unwrap();
    let extra = format!("extra {}", marker.display());
    let o = run(
        &out,
        &[fake("x", &extra), fake("good", "good")],
        &["--openings", "none", "--rounds", "4"],
    );
    let lines = game_lines(&o);
    assert_eq!(lines.len(), 8, "{}", stdout(&o));
    let faults: Vec<&String> = lines
        .iter()
        .filter(|l| !l.contains("black connected"))
        .collect();
    assert_eq!(faults.len(), 1, "{}", stdout(&o));
    assert!(
        faults[0].starts_with("game 1/8 ") && faults[0].contains("+ good, black: "),
        "{}",
        faults[0]
    );
    assert!(
        squeezed(&o).contains("x 8 3/8 37.5% 3/4 75.0% 0/4 0.0%"),
        "{}",
        stdout(&o)
    );
    let _ = std::fs::remove_dir_all(&out);
}

#[test]
fn sprt_stops_as_soon_as_it_decides() {
    // elo0=0, elo1=400: s0 = 0.5, s1 = 1/(1 + 10^-1) = 0.909091; a win adds
    // ln(s1/s0) = ln(1.818182) = 0.597837; the upper bound for alpha = beta
    // = 0.05 is ln(19) = 2.944439, so 5 straight wins (2.989185) accept H1
    // and 4 (2.391348) do not.
    let out = out_dir("sprt");
    let o = run(
        &out,
        &[fake("good", "good"), fake("bad", "nonsense")],
        &["--sprt", "elo0=0,elo1=400", "--rounds", "3"],
    );
    assert_eq!(game_lines(&o).len(), 5, "{}", stdout(&o));
    assert!(
        stdout(&o).contains("LLR 2.989 in [-2.944, 2.944] after 5 games: H1 accepted"),
        "{}",
        stdout(&o)
    );
    let _ = std::fs::remove_dir_all(&out);
}

#[test]
fn round_robin_prints_a_cross_table() {
    let out = out_dir("rr");
    let o = run(
        &out,
        &[
            fake("good", "good"),
            fake("refuser", "refuse"),
            fake("resigner", "resign"),
        ],
        &["--openings", "none", "-j", "3", "--no-out"],
    );
    // 3 pairs x 2 colours.
    assert_eq!(game_lines(&o).len(), 6, "{}", stdout(&o));
    let s = stdout(&o);
    let cross: Vec<&str> = s
        .lines()
        .skip_while(|l| !l.starts_with("engine  ") || !l.contains("Elo"))
        .collect();
    assert!(
        cross[1].starts_with("good") && cross[1].contains("4/4 100.0%"),
        "{s}"
    );
    assert!(!out.exists(), "--no-out keeps no files");
}

#[test]
fn bad_arguments_are_reported_not_panicked() {
    for args in [
        vec!["--engine", "a=x"],
        vec!["--engine", "a=x", "--engine", "a=y"],
        vec!["--engine", "a=x", "--engine", "b=y", "--size", "0"],
        vec!["--engine", "a=x", "--engine", "b=y", "--setup", "c=name"],
        vec!["--engine", "a=x", "--engine", "b=y", "--sprt", "elo0=1"],
        vec![
            "--engine",
            "a=x",
            "--engine",
            "b=y",
            "--openings",
            "/nonexistent",
        ],
    ] {
        let o = Command::new(env!("CARGO_BIN_EXE_hexbfs-match"))
            .args(&args)
            .arg("--no-out")
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(2), "{args:?}");
    }
    // An engine that cannot start ends the match with an error.
    let o = Command::new(env!("CARGO_BIN_EXE_hexbfs-match"))
        .args([
            "--engine",
            "a=/nonexistent/x",
            "--engine",
            "b=/nonexistent/y",
            "--no-out",
            "--size",
            "2",
        ])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("could not start"));
}

#[test]
fn an_engine_that_exits_between_games_is_restarted_without_a_forfeit() {
    // exit4 wins as Black on the empty 3x3 board (its 4th move connects)
    // and exits at once; as White it never reaches a 4th move. Each next
    // game must start with a fresh process, not lose at `boardsize`.
    let out = out_dir("exit4");
    let o = run(
        &out,
        &[fake("x", "exit4"), fake("good", "good")],
        &["--openings", "none", "--rounds", "3"],
    );
    let lines = game_lines(&o);
    assert_eq!(lines.len(), 6, "{}", stdout(&o));
    assert!(
        lines.iter().all(|l| l.contains("black connected, 7 moves")),
        "{}",
        stdout(&o)
    );
    let _ = std::fs::remove_dir_all(&out);
}

/// The peak resident memory of a command run by GNU time (`-v` prints
/// "Maximum resident set size (kbytes): N" to stderr), in kB.
fn max_rss_kb(o: &Output) -> Option<u64> {
    let err = String::from_utf8_lossy(&o.stderr);
    let line = err
        .lines()
        .find(|l| l.contains("Maximum resident set size"))?;
    line.rsplit(':').next()?.trim().parse().ok()
}

#[test]
fn endless_output_costs_its_game_not_the_referees_memory() {
    // Before the limits, the referee kept everything these fakes print:
    // `endless` (bytes without a newline) until the move timed out, about
    // 330 MB a second; `longreply` (a reply whose lines never stop) and
    // `gfxflood` (a gogui-gfx block that never ends) for ever, as the
    // deadline never came while a line was waiting. Now each game is lost
    // with its reason, the engine is restarted for the next one, and the
    // referee's memory stays small.
    let time = Path::new("/usr/bin/time");
    let timed = time.exists()
        && Command::new(time)
            .args(["-v", "true"])
            .output()
            .is_ok_and(|o| max_rss_kb(&o).is_some());
    let line_limit = hexbfs::referee::output::MAX_LINE;
    let reply_limit = hexbfs::referee::engine::MAX_REPLY;
    for (mode, fault) in [
        (
            "endless",
            format!("output line longer than {line_limit} bytes"),
        ),
        (
            "longreply",
            format!("reply longer than {reply_limit} bytes"),
        ),
        ("gfxflood", "genmove: no reply within 1.0 s".to_string()),
    ] {
        let out = out_dir(mode);
        let cmd = if timed {
            let mut cmd = Command::new(time);
            cmd.args(["-v", env!("CARGO_BIN_EXE_hexbfs-match")]);
            cmd
        } else {
            Command::new(env!("CARGO_BIN_EXE_hexbfs-match"))
        };
        let o = run_with(
            cmd,
            &out,
            &[fake("bad", mode), fake("good", "good")],
            &["--openings", "none", "--rounds", "1"],
        );
        let lines = game_lines(&o);
        assert_eq!(lines.len(), 2, "{mode}: {}", stdout(&o));
        // The second game reaches genmove, so the engine was restarted.
        for l in &lines {
            assert!(l.contains("+ good, ") && l.contains(&fault), "{mode}: {l}");
        }
        if timed {
            // Two engines, each at most 16 queued lines and one being
            // read (256 KiB each) plus a 1 MiB reply: well under 64 MB.
            let kb = max_rss_kb(&o).unwrap();
            assert!(kb < 64 * 1024, "{mode}: hexbfs-match peaked at {kb} kB");
        } else {
            eprintln!("no GNU time at /usr/bin/time: peak memory not checked");
        }
        let _ = std::fs::remove_dir_all(&out);
    }
}
