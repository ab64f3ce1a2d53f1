//! The command loop: lines in, replies out.
//!
//! A reader thread reads the input so that `# interrupt` (HexGui's Stop
//! button) reaches a running search at once: it raises the session's stop
//! flag, and every other command line waits in a queue for the loop (see
//! [`super::queue`]: bounded by bytes, so the reader keeps reading, and
//! sees an interrupt, behind tens of thousands of queued lines). An
//! interrupt applies to the last command read before it, whether that
//! command is running or still waiting to start; an interrupt that came
//! after a command finished is stale and stops nothing later.
//!
//! Lines are bounded: a longer command line is dropped whole and answered
//! with an error (a longer blank or comment line gets nothing); with the
//! queue's bound, no input can make the engine allocate without limit. Bytes that are not UTF-8 are replaced, which leaves them
//! unknown to the parser.

use super::frame::frame;
use super::parse::{clean, parse};
use super::queue::Queue;
use super::session::Session;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// The longest line read, in bytes.
pub const MAX_LINE: usize = 64 * 1024;

/// A line as read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    Text(String),
    /// A command line over [`MAX_LINE`] bytes, with the id it began with.
    TooLong {
        id: Option<u64>,
    },
}

/// Whether a line is blank, a comment or a command, judged as its bytes
/// stream past, the way [`clean`] judges a whole line: a command has a
/// character before its first `#` that is neither whitespace nor a control
/// character. Bytes that are not UTF-8 count as the replacement character
/// (a command character), as in the lossy decoding of short lines.
#[derive(Debug, Default)]
struct Shape {
    command: bool,
    comment: bool,
    /// The start of a character split between two chunks (at most 3 bytes).
    carry: Vec<u8>,
}

impl Shape {
    fn feed(&mut self, bytes: &[u8]) {
        if self.command || self.comment {
            return;
        }
        let mut joined = std::mem::take(&mut self.carry);
        joined.extend_from_slice(bytes);
        let (valid, next) = match std::str::from_utf8(&joined) {
            Ok(text) => (text, None),
            Err(e) => {
                let text = std::str::from_utf8(&joined[..e.valid_up_to()]).unwrap_or("");
                (text, Some((e.valid_up_to(), e.error_len())))
            }
        };
        for c in valid.chars() {
            match c {
                '#' => self.comment = true,
                c if c.is_whitespace() || c.is_control() => continue,
                _ => self.command = true,
            }
            return;
        }
        match next {
            None => {}
            // Cut at the end of the chunk: wait for the next one.
            Some((at, None)) => self.carry = joined[at..].to_vec(),
            // Not UTF-8: a replacement character, so a command.
            Some((_, Some(_))) => self.command = true,
        }
    }

    /// Whether the whole line (all of it fed) is a command.
    fn is_command(&self) -> bool {
        // A character cut off by the end of the line is not UTF-8.
        self.command || (!self.comment && !self.carry.is_empty())
    }
}

/// The id an over-long command line starts with, read from its first bytes.
fn leading_id(start: &[u8]) -> Option<u64> {
    let text = clean(&String::from_utf8_lossy(start))?;
    match parse(&text) {
        Ok(request) => request.id,
        Err(e) => e.id,
    }
}

/// Reads one line; `None` at end of input. Only the first [`MAX_LINE`]
/// bytes are kept: a longer command line is [`Line::TooLong`], a longer
/// blank or comment line is an empty [`Line::Text`] (no reply either way
/// but the error).
pub fn read_line(input: &mut impl BufRead) -> io::Result<Option<Line>> {
    let mut bytes = Vec::new();
    let mut too_long: Option<Shape> = None;
    let mut any = false;
    loop {
        let chunk = match input.fill_buf() {
            Ok(c) => c,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            break;
        }
        any = true;
        let (part, done) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (&chunk[..i], Some(i + 1)),
            None => (chunk, None),
        };
        match &mut too_long {
            Some(shape) => shape.feed(part),
            None if bytes.len() + part.len() > MAX_LINE => {
                // Keep the first MAX_LINE bytes (for the id), judge the rest.
                let (fits, over) = part.split_at(MAX_LINE - bytes.len());
                bytes.extend_from_slice(fits);
                let mut shape = Shape::default();
                shape.feed(&bytes);
                shape.feed(over);
                too_long = Some(shape);
            }
            None => bytes.extend_from_slice(part),
        }
        let used = done.unwrap_or(chunk.len());
        input.consume(used);
        if done.is_some() {
            break;
        }
    }
    Ok(match (any, too_long) {
        (false, _) => None,
        (true, Some(shape)) if shape.is_command() => Some(Line::TooLong {
            id: leading_id(&bytes),
        }),
        (true, Some(_)) => Some(Line::Text(String::new())),
        (true, None) => Some(Line::Text(String::from_utf8_lossy(&bytes).into_owned())),
    })
}

/// Whether a raw line is HexGui's interrupt comment.
fn is_interrupt(line: &Line) -> bool {
    matches!(line, Line::Text(t) if t.trim().eq_ignore_ascii_case("# interrupt"))
}

/// Whether a line is a command (gets a reply), not blank or a comment.
fn is_command(line: &Line) -> bool {
    match line {
        Line::TooLong { .. } => true,
        Line::Text(t) => clean(t).is_some(),
    }
}

/// The interrupt state shared by the reader and the loop: the stop flag a
/// search watches, and the number of the last command read before the
/// latest `# interrupt` (commands are numbered from 1 as read).
struct Interrupts {
    stop: Arc<AtomicBool>,
    last: AtomicU64,
}

impl Interrupts {
    /// The reader saw `# interrupt` after command `seq`.
    fn raise(&self, seq: u64) {
        self.last.store(seq, Ordering::SeqCst);
        self.stop.store(true, Ordering::SeqCst);
    }

    /// Before the loop carries out command `seq`: an interrupt read after
    /// it was read (even before it started) stops it; an older one is stale.
    /// Lowering then re-checking means an interrupt arriving in between
    /// still leaves the flag up.
    fn arm(&self, seq: u64) {
        if self.last.load(Ordering::SeqCst) < seq {
            self.stop.store(false, Ordering::SeqCst);
        }
        if self.last.load(Ordering::SeqCst) >= seq {
            self.stop.store(true, Ordering::SeqCst);
        }
    }
}

/// The size a queued line is counted at.
fn size(line: &Line) -> usize {
    match line {
        Line::Text(t) => t.len(),
        Line::TooLong { .. } => 0,
    }
}

/// Starts the reader thread: command lines go to the returned queue with
/// their number (blank and comment lines need nothing from the loop),
/// interrupts raise the stop flag at once. The thread ends at end of input,
/// on a read error, or when the loop is gone.
fn spawn_reader<R: Read + Send + 'static>(
    input: R,
    interrupts: Arc<Interrupts>,
) -> Arc<Queue<(u64, Line)>> {
    let queue = Arc::new(Queue::default());
    let lines = queue.clone();
    std::thread::spawn(move || {
        let mut input = BufReader::new(input);
        let mut seq = 0;
        while let Ok(Some(line)) = read_line(&mut input) {
            if is_interrupt(&line) {
                interrupts.raise(seq);
                continue;
            }
            if !is_command(&line) {
                continue;
            }
            seq += 1;
            let bytes = size(&line);
            if !lines.push((seq, line), bytes) {
                break;
            }
        }
        lines.end();
    });
    queue
}

/// Tells the reader the loop is gone, however [`run`] returns.
struct Abandon<'a>(&'a Queue<(u64, Line)>);

impl Drop for Abandon<'_> {
    fn drop(&mut self) {
        self.0.abandon();
    }
}

/// The reply text to one raw line, or `None` for blank and comment lines.
/// `emit` receives out-of-band text (live search display) first.
pub fn respond(session: &mut Session, line: &Line, emit: &mut dyn FnMut(&str)) -> Option<String> {
    let text = match line {
        Line::TooLong { id } => {
            return Some(frame(
                *id,
                &Err(format!("line too long (over {MAX_LINE} bytes)")),
            ));
        }
        Line::Text(t) => clean(t)?,
    };
    Some(match parse(&text) {
        Ok(request) => {
            let result = session.handle(request.command, emit);
            frame(request.id, &result)
        }
        Err(e) => frame(e.id, &Err(e.message)),
    })
}

/// Runs the session on `input` until `quit` or end of input. A closed
/// output ends the loop quietly (the controller went away).
pub fn run<R: Read + Send + 'static, W: Write>(
    session: &mut Session,
    input: R,
    mut output: W,
) -> io::Result<()> {
    let interrupts = Arc::new(Interrupts {
        stop: session.stop_flag(),
        last: AtomicU64::new(0),
    });
    let lines = spawn_reader(input, interrupts.clone());
    let _abandon = Abandon(&lines);
    while let Some((seq, line)) = lines.pop() {
        interrupts.arm(seq);
        let mut pending = Ok(());
        let reply = respond(session, &line, &mut |block: &str| {
            if pending.is_ok() {
                pending = write!(output, "{block}\n\n").and_then(|_| output.flush());
            }
        });
        let written = pending.and_then(|_| match reply {
            Some(r) => output.write_all(r.as_bytes()).and_then(|_| output.flush()),
            None => Ok(()),
        });
        match written {
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => return Ok(()),
            Err(e) => return Err(e),
            Ok(()) => {}
        }
        if session.quit_requested() {
            break;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_split_on_newline_and_bounded() {
        let long = "x".repeat(MAX_LINE + 1);
        let data = format!("a\r\nb\n{long}\nc");
        let mut input = io::Cursor::new(data.into_bytes());
        let mut got = Vec::new();
        while let Some(l) = read_line(&mut input).unwrap() {
            got.push(l);
        }
        let text = |s: &str| Line::Text(s.into());
        let long = Line::TooLong { id: None };
        assert_eq!(got, vec![text("a\r"), text("b"), long, text("c")]);
    }

    /// Input given out one byte per read, so characters split across reads.
    struct Trickle(io::Cursor<Vec<u8>>);

    impl Read for Trickle {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let n = buf.len().min(1);
            self.0.read(&mut buf[..n])
        }
    }

    #[test]
    fn over_long_blank_and_comment_lines_are_silent_and_commands_keep_their_id() {
        let pad = |start: &str, fill: &str| {
            let mut line = start.to_string();
            while line.len() <= MAX_LINE {
                line.push_str(fill);
            }
            line + "\n"
        };
        let cases = [
            (pad("", " "), Line::Text(String::new())),
            (pad(" \t", "\u{3000}\u{85}\r"), Line::Text(String::new())),
            (pad("  # note", "x"), Line::Text(String::new())),
            (pad("7 name", " "), Line::TooLong { id: Some(7) }),
            (pad("12 play b a1 ", "x"), Line::TooLong { id: Some(12) }),
            (pad("name", " "), Line::TooLong { id: None }),
            (
                pad(" ", "\u{3000}").replace('\n', "x\n"),
                Line::TooLong { id: None },
            ),
        ];
        for (line, want) in cases {
            let mut fast = io::Cursor::new(line.clone().into_bytes());
            let start: String = line.chars().take(12).collect();
            assert_eq!(
                read_line(&mut fast).unwrap(),
                Some(want.clone()),
                "{start:?}"
            );
            let mut slow = BufReader::new(Trickle(io::Cursor::new(line.clone().into_bytes())));
            assert_eq!(read_line(&mut slow).unwrap(), Some(want), "{start:?}");
        }
        // A line of spaces cut by the end of input in the middle of a
        // character is not UTF-8 there: a command.
        let mut cut = vec![b' '; MAX_LINE + 10];
        cut.push(0xe3);
        let got = read_line(&mut io::Cursor::new(cut)).unwrap();
        assert_eq!(got, Some(Line::TooLong { id: None }));
    }

    /// Endless input of short lines, counting the bytes read.
    struct Endless(Arc<std::sync::atomic::AtomicUsize>);

    impl Read for Endless {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let n = buf.len().min(5);
            buf[..n].copy_from_slice(&b"name\n"[..n]);
            self.0.fetch_add(n, Ordering::Relaxed);
            Ok(n)
        }
    }

    #[test]
    fn the_reader_does_not_read_ahead_without_bound() {
        let read = Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let interrupts = Interrupts {
            stop: Arc::new(AtomicBool::new(false)),
            last: AtomicU64::new(0),
        };
        let lines = spawn_reader(Endless(read.clone()), Arc::new(interrupts));
        // Nobody takes lines off the queue: the reader must stop reading
        // once it is full (a generous wait for it to read that far).
        std::thread::sleep(std::time::Duration::from_millis(300));
        // Each read gives one 5-byte line, queued as 4 bytes of text: what
        // the queue holds, the line being pushed, and one more being read.
        let bound = (super::super::queue::LIMIT / (4 + super::super::queue::OVERHEAD) + 4) * 5;
        assert!(read.load(Ordering::Relaxed) <= bound, "{read:?} bytes read");
        lines.abandon();
    }

    #[test]
    fn the_reader_sees_an_interrupt_behind_many_queued_lines() {
        let stop = Arc::new(AtomicBool::new(false));
        let interrupts = Interrupts {
            stop: stop.clone(),
            last: AtomicU64::new(0),
        };
        let mut input = b"name\n".repeat(100_000);
        input.extend_from_slice(b"# interrupt\n");
        // Nobody takes lines off the queue, as while a search runs.
        let lines = spawn_reader(io::Cursor::new(input), Arc::new(interrupts));
        let started = std::time::Instant::now();
        while !stop.load(Ordering::SeqCst) {
            assert!(
                started.elapsed().as_secs() < 60,
                "the interrupt was not seen"
            );
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        lines.abandon();
    }

    #[test]
    fn an_interrupt_sent_right_after_genmove_is_not_lost() {
        // The reader reads both lines at once, usually before the loop has
        // started the search: the interrupt must still stop it. An hour's
        // budget; a generous guard instead of a hang.
        let input = b"param_hexbfs max_time 3600\ngenmove b\n# interrupt\nname\n".to_vec();
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut session = Session::new(crate::htp::Settings::default());
            let mut out = Vec::new();
            run(&mut session, io::Cursor::new(input), &mut out).unwrap();
            tx.send(String::from_utf8(out).unwrap()).ok();
        });
        let out = rx
            .recv_timeout(std::time::Duration::from_secs(60))
            .expect("genmove was not interrupted");
        let replies: Vec<&str> = out.split_terminator("\n\n").collect();
        assert_eq!(replies.len(), 3, "{out:?}");
        assert!(
            replies[1]
                .strip_prefix("= ")
                .is_some_and(|c| c.parse::<crate::board::Cell>().is_ok())
        );
        assert_eq!(replies[2], "= hexbfs");
    }

    #[test]
    fn a_stale_interrupt_stops_nothing_later() {
        let input = b"boardsize 5\nname\n# interrupt\n\nparam_hexbfs level alphabeta\n\
            param_hexbfs max_depth 3\nparam_hexbfs max_time 3600\nreg_genmove b\neval\n";
        let mut session = Session::new(crate::htp::Settings::default());
        let mut out = Vec::new();
        run(&mut session, io::Cursor::new(input.to_vec()), &mut out).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(out.contains("last search: depth 3 "), "{out}");
    }

    #[test]
    fn invalid_utf8_is_replaced_not_fatal() {
        let mut input = io::Cursor::new(b"na\xffme\n".to_vec());
        assert!(
            matches!(read_line(&mut input).unwrap(), Some(Line::Text(t)) if t.contains('\u{fffd}'))
        );
    }
}
