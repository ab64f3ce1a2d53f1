//! The engine as a process, as controllers see it: it answers before it
//! does anything slow, exits with status 0 at end of input and after `quit`
//! (even with its input still open), ends quietly when its output or its
//! log is closed, refuses over-long lines with a `?` and keeps going,
//! answers a running `genmove` at once on `# interrupt` (HexGui's Stop), and
//! SIGTERM (HexGui's File > Exit) ends it in the middle of a search.
//!
//! Every wait has a generous guard (so a hang fails instead of blocking
//! CI); no test asserts how fast anything is.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// Far longer than any of these steps takes, even on a loaded machine.
const GUARD: Duration = Duration::from_secs(60);

fn engine(args: &[&str], stderr: Stdio) -> Child {
    engine_logging(args, Some("info"), stderr)
}

/// The engine with `RUST_LOG` set to `level`, or unset.
fn engine_logging(args: &[&str], level: Option<&str>, stderr: Stdio) -> Child {
    let mut command = Command::new(env!("CARGO_BIN_EXE_hexbfs"));
    match level {
        Some(level) => command.env("RUST_LOG", level),
        None => command.env_remove("RUST_LOG"),
    };
    command
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(stderr)
        .spawn()
        .expect("the engine starts")
}

/// Waits for the process to end; kills it and fails after [`GUARD`].
fn wait(child: &mut Child, what: &str) -> ExitStatus {
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        if start.elapsed() > GUARD {
            child.kill().ok();
            child.wait().ok();
            panic!("{what}: the engine did not exit");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Reads one reply (up to and including its empty line).
fn reply(out: &mut BufReader<ChildStdout>) -> String {
    let mut text = String::new();
    loop {
        let mut line = String::new();
        assert!(
            out.read_line(&mut line).unwrap() > 0,
            "output ended: {text:?}"
        );
        text.push_str(&line);
        if line == "\n" {
            return text;
        }
    }
}

/// Writes `script` as the whole input and waits for a clean exit.
fn run_script(child: &mut Child, script: &[u8], what: &str) {
    let mut input = child.stdin.take().unwrap();
    input.write_all(script).unwrap();
    drop(input);
    assert!(wait(child, what).success(), "{what}");
}

/// Everything left to read (the writer must have exited or closed it).
fn read_all(mut pipe: impl Read) -> String {
    let mut text = String::new();
    pipe.read_to_string(&mut text).unwrap();
    text
}

/// Everything the engine wrote on stdout.
fn stdout_text(child: &mut Child) -> String {
    read_all(child.stdout.take().unwrap())
}

/// Everything the engine wrote on stderr.
fn stderr_text(child: &mut Child) -> String {
    read_all(child.stderr.take().unwrap())
}

#[test]
fn end_of_input_exits_with_status_0() {
    let mut child = engine(&[], Stdio::null());
    let mut input = child.stdin.take().unwrap();
    input.write_all(b"name\nboardsize 5\n").unwrap();
    drop(input);
    let status = wait(&mut child, "EOF");
    let out = stdout_text(&mut child);
    assert!(status.success(), "{status}");
    assert_eq!(out, "= hexbfs\n\n= \n\n");
}

#[test]
fn quit_exits_with_status_0_while_the_input_is_still_open() {
    let mut child = engine(&[], Stdio::null());
    let mut input = child.stdin.take().unwrap();
    input.write_all(b"7 name\nquit\nname\n").unwrap();
    input.flush().unwrap();
    let status = wait(&mut child, "quit");
    let out = stdout_text(&mut child);
    assert!(status.success(), "{status}");
    assert_eq!(out, "=7 hexbfs\n\n= \n\n");
    drop(input);
}

#[test]
fn a_closed_output_ends_the_engine_quietly() {
    let mut child = engine(&["--time", "0.01"], Stdio::piped());
    drop(child.stdout.take());
    let mut input = child.stdin.take().unwrap();
    // Enough replies to hit the closed pipe, and a search logging as it goes.
    let mut script = String::from("boardsize 5\ngenmove b\n");
    for _ in 0..100 {
        script.push_str("showboard\nlist_commands\n");
    }
    // The engine may be gone before all of it is written.
    let _ = input.write_all(script.as_bytes());
    drop(input);
    let status = wait(&mut child, "closed stdout");
    let log = stderr_text(&mut child);
    assert!(status.success(), "{status}: {log}");
    assert!(!log.contains("panicked") && !log.contains("Error"), "{log}");
}

#[test]
fn a_closed_log_does_not_stop_the_engine() {
    let mut child = engine(&["--time", "0.05"], Stdio::piped());
    drop(child.stderr.take());
    let mut input = child.stdin.take().unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    // genmove logs every depth on the closed stderr; it must still answer.
    input
        .write_all(b"boardsize 7\nparam_hexbfs level alphabeta\ngenmove b\ngenmove w\nname\n")
        .unwrap();
    input.flush().unwrap();
    assert_eq!(reply(&mut out), "= \n\n");
    assert_eq!(reply(&mut out), "= \n\n");
    for _ in 0..2 {
        let r = reply(&mut out);
        assert!(r.starts_with("= ") && r.len() > 4, "{r:?}");
    }
    assert_eq!(reply(&mut out), "= hexbfs\n\n");
    drop(input);
    assert!(wait(&mut child, "closed stderr").success());
}

#[test]
fn sigterm_ends_a_search_at_once() {
    let mut child = engine(&["--time", "3600"], Stdio::null());
    let mut input = child.stdin.take().unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    input.write_all(b"name\ngenmove b\n").unwrap();
    input.flush().unwrap();
    // The engine is up and answering; the search that follows has an hour.
    assert_eq!(reply(&mut out), "= hexbfs\n\n");
    let killed = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(killed.success());
    let status = wait(&mut child, "SIGTERM");
    assert!(!status.success(), "{status}");
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        assert_eq!(status.signal(), Some(15), "{status}");
    }
    drop(input);
}

#[test]
fn a_line_over_the_bound_gets_an_error_and_the_engine_goes_on() {
    let mut child = engine(&[], Stdio::null());
    let mut input = child.stdin.take().unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let writer = std::thread::spawn(move || {
        let mut long = b"play b a1 ".to_vec();
        long.resize(10 * 1024 * 1024, b'x');
        long.push(b'\n');
        input.write_all(&long).unwrap();
        input.write_all(b"showboard\n3 name\n").unwrap();
        input
    });
    let r = reply(&mut out);
    assert_eq!(r, "? line too long (over 65536 bytes)\n\n");
    let board = reply(&mut out);
    assert!(
        board.starts_with("= \n") && !board.contains(" B "),
        "{board}"
    );
    assert_eq!(reply(&mut out), "=3 hexbfs\n\n");
    drop(writer.join().unwrap());
    assert!(wait(&mut child, "long line").success());
}

#[test]
fn name_is_answered_whatever_came_before() {
    let mut child = engine(&[], Stdio::null());
    let mut input = child.stdin.take().unwrap();
    input
        .write_all(
            b"\xff\xfe\x00garbage\r\n\x1b[A\n\n# hello\n99999999999999999999999 name\nname\n",
        )
        .unwrap();
    drop(input);
    let status = wait(&mut child, "garbage");
    let out = stdout_text(&mut child);
    assert!(status.success());
    let replies: Vec<&str> = out.split_terminator("\n\n").collect();
    assert_eq!(replies.len(), 4, "{out:?}");
    assert!(replies[..3].iter().all(|r| r.starts_with("? ")), "{out:?}");
    assert_eq!(replies[3], "= hexbfs");
}

/// Starts a search with an hour's budget on 11x11 and returns once it
/// runs: a live block has come (so an interrupt cannot arrive before it).
fn start_long_search(input: &mut impl Write, out: &mut BufReader<impl Read>) {
    input.write_all(b"boardsize 11\ngenmove b\n").unwrap();
    input.flush().unwrap();
    let mut next = || {
        let mut text = String::new();
        while !text.ends_with("\n\n") {
            assert!(
                out.read_line(&mut text).unwrap() > 0,
                "output ended: {text:?}"
            );
        }
        text
    };
    assert_eq!(next(), "= \n\n");
    let block = next();
    assert!(block.starts_with("gogui-gfx:\n"), "{block:?}");
}

/// An engine in the middle of a search with an hour left, its input and
/// its output.
fn engine_in_long_search() -> (Child, ChildStdin, BufReader<ChildStdout>) {
    let mut child = engine(&["--time", "3600", "--live-gfx"], Stdio::null());
    let mut input = child.stdin.take().unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    start_long_search(&mut input, &mut out);
    (child, input, out)
}

/// The first reply on `rx` that is not a live block; kills the engine and
/// fails after [`GUARD`].
fn move_reply(rx: &std::sync::mpsc::Receiver<String>, child: &mut Child, what: &str) -> String {
    loop {
        match rx.recv_timeout(GUARD) {
            Ok(r) if r.starts_with("gogui-gfx:") => continue,
            Ok(r) => {
                let cell = r.strip_prefix("= ").and_then(|c| c.strip_suffix("\n\n"));
                assert!(
                    cell.is_some_and(|c| c.parse::<hexbfs::board::Cell>().is_ok()),
                    "{r:?}"
                );
                return r;
            }
            Err(_) => {
                child.kill().ok();
                panic!("no reply to genmove: {what}");
            }
        }
    }
}

#[test]
fn interrupt_answers_a_running_genmove_with_its_best_move() {
    let (mut child, mut input, out) = engine_in_long_search();
    let rx = replies_in_background(out, usize::MAX);
    input.write_all(b"# interrupt\n").unwrap();
    input.flush().unwrap();
    move_reply(&rx, &mut child, "# interrupt");
    drop(input);
    assert!(wait(&mut child, "interrupt").success());
}

#[test]
fn a_negative_flag_value_gets_the_same_message_as_the_parameter() {
    for (flag, key) in [("--time", "max_time"), ("--depth", "max_depth")] {
        let output = Command::new(env!("CARGO_BIN_EXE_hexbfs"))
            .args([flag, "-1"])
            .stdin(Stdio::null())
            .output()
            .expect("the engine starts");
        let mut child = engine(&[], Stdio::null());
        let mut input = child.stdin.take().unwrap();
        writeln!(input, "param_hexbfs {key} -1").unwrap();
        drop(input);
        assert!(wait(&mut child, "param").success());
        let reply = stdout_text(&mut child);
        let message = reply
            .strip_prefix("? ")
            .and_then(|r| r.strip_suffix("\n\n"))
            .unwrap_or_else(|| panic!("{reply:?}"));
        let log = String::from_utf8_lossy(&output.stderr);
        assert!(!output.status.success(), "{flag} -1 was accepted");
        assert!(
            log.contains(message),
            "{flag} -1: {log:?} lacks {message:?}"
        );
    }
}

#[test]
fn shortest_paths_of_a_cut_off_colour_are_none_and_the_log_says_why() {
    let mut child = engine(&[], Stdio::piped());
    let script = b"boardsize 3\nplay b b1\nplay b b2\nplay b b3\nshortest_paths w\n";
    run_script(&mut child, script, "shortest_paths");
    let out = stdout_text(&mut child);
    assert!(out.ends_with("= \n\n= \n\n"), "{out:?}");
    let log = stderr_text(&mut child);
    assert!(log.contains("white is cut off"), "{log:?}");
}

#[test]
fn over_long_blank_and_comment_lines_get_no_reply_and_a_long_command_keeps_its_id() {
    let mut child = engine(&[], Stdio::null());
    let mut input = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        for start in [&b""[..], b"  # a long comment ", b"5 play b a1 "] {
            let mut long = start.to_vec();
            long.resize(1024 * 1024, b' ');
            long.push(b'\n');
            input.write_all(&long).unwrap();
        }
        input.write_all(b"name\n").unwrap();
    });
    writer.join().unwrap();
    assert!(wait(&mut child, "long lines").success());
    let out = stdout_text(&mut child);
    assert_eq!(out, "?5 line too long (over 65536 bytes)\n\n= hexbfs\n\n");
}

#[test]
fn interrupt_stops_a_search_behind_many_queued_lines() {
    let (mut child, mut input, out) = engine_in_long_search();
    // The search runs (an hour left); 50,000 lines (about four pipe
    // buffers' worth, and far more than a 64-line queue) wait ahead of
    // the interrupt. Written from a thread: the pipe fills.
    const QUEUED: usize = 50_000;
    let writer = std::thread::spawn(move || {
        input.write_all(&b"name\n".repeat(QUEUED)).unwrap();
        input.write_all(b"# interrupt\n").unwrap();
        input.flush().unwrap();
        input
    });
    let rx = replies_in_background(out, usize::MAX);
    move_reply(&rx, &mut child, &format!("interrupt behind {QUEUED} lines"));
    for _ in 0..QUEUED {
        assert_eq!(rx.recv_timeout(GUARD).unwrap(), "= hexbfs\n\n");
    }
    drop(writer.join().unwrap());
    assert!(wait(&mut child, "interrupt behind queued lines").success());
}

/// Replies (and live blocks) read on a thread, at most `n`, until the
/// output ends, so that a stuck engine fails the test after [`GUARD`]
/// instead of blocking it.
fn replies_in_background(
    mut out: BufReader<ChildStdout>,
    n: usize,
) -> std::sync::mpsc::Receiver<String> {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for _ in 0..n {
            let mut text = String::new();
            while !text.ends_with("\n\n") {
                match out.read_line(&mut text) {
                    Ok(0) | Err(_) => return,
                    Ok(_) => {}
                }
            }
            if tx.send(text).is_err() {
                return;
            }
        }
    });
    rx
}

#[test]
fn a_log_nobody_reads_does_not_stop_the_engine() {
    // Verbose logging into a pipe that is never read: it fills after a few
    // dozen searches, and play must go on. Depth-limited searches log the
    // same amount on any machine: 4 lines each, 540 KB in all, far more
    // than the pipe (64 KiB) and the log queue hold.
    let args = ["--depth", "4", "--time", "60", "--level", "alphabeta"];
    let mut child = engine_logging(&args, Some("trace"), Stdio::piped());
    let log = child.stderr.take().unwrap();
    let mut input = child.stdin.take().unwrap();
    const SEARCHES: usize = 1000;
    let script = format!("boardsize 7\n{}name\n", "reg_genmove b\n".repeat(SEARCHES));
    input.write_all(script.as_bytes()).unwrap();
    input.flush().unwrap();
    let replies = replies_in_background(BufReader::new(child.stdout.take().unwrap()), SEARCHES + 2);
    for n in 0..SEARCHES + 2 {
        let Ok(r) = replies.recv_timeout(GUARD) else {
            child.kill().ok();
            panic!("reply {n} never came: the engine is stuck on its log");
        };
        assert!(r.starts_with("= "), "{r:?}");
        if n == SEARCHES + 1 {
            assert_eq!(r, "= hexbfs\n\n");
        }
    }
    // Now read the log: what gets through is whole lines, and on the way
    // out the engine counts the ones it dropped.
    let log = std::thread::spawn(move || read_all(log));
    drop(input);
    assert!(wait(&mut child, "unread log").success());
    let text = log.join().unwrap();
    assert!(
        text.ends_with('\n'),
        "{:?}",
        &text[text.len().saturating_sub(200)..]
    );
    assert!(
        text.contains("log lines dropped"),
        "{} bytes of log",
        text.len()
    );
}

#[test]
fn by_default_the_log_has_no_search_progress() {
    let mut child = engine_logging(&["--time", "0.05"], None, Stdio::piped());
    run_script(
        &mut child,
        b"boardsize 7\ngenmove b\ngenmove w\n",
        "default log",
    );
    let log = stderr_text(&mut child);
    assert_eq!(log, "");
}

/// Whether process `pid` is running (not gone, not a zombie).
#[cfg(target_os = "linux")]
fn running(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|s| {
        !s.rsplit(')')
            .next()
            .unwrap_or("")
            .trim_start()
            .starts_with('Z')
    })
}

#[test]
#[cfg(target_os = "linux")]
fn an_engine_outlives_no_controller_killed_with_sigkill() {
    // A shell is the controller: it starts the engine on its own input and
    // output, and is then killed with SIGKILL in the middle of a search
    // that has an hour left. Its end of the engine's input closes with it.
    let script = format!(
        "exec 3<&0; '{}' --time 3600 --live-gfx <&3 & echo $!; wait",
        env!("CARGO_BIN_EXE_hexbfs")
    );
    let mut controller = Command::new("sh")
        .args(["-c", &script])
        .env("RUST_LOG", "warn")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("sh starts");
    let mut out = BufReader::new(controller.stdout.take().unwrap());
    let mut pid = String::new();
    out.read_line(&mut pid).unwrap();
    let pid: u32 = pid.trim().parse().expect("the engine's process id");
    let mut input = controller.stdin.take().unwrap();
    start_long_search(&mut input, &mut out);
    controller.kill().unwrap();
    controller.wait().unwrap();
    drop(input);
    let start = Instant::now();
    while running(pid) {
        if start.elapsed() > GUARD {
            Command::new("kill")
                .args(["-KILL", &pid.to_string()])
                .status()
                .ok();
            panic!("the engine outlived its controller");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}
