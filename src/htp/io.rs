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
pub use super::line::{Line, MAX_LINE, read_line};
use super::parse::{clean, parse};
use super::queue::Queue;
use super::session::Session;
use std::io::{self, BufReader, Read, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

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
        // 9x9: on 5x5 the root's virtual connections prove a win at depth 1.
        let input = b"boardsize 9\nname\n# interrupt\n\nparam_hexbfs level alphabeta\n\
            param_hexbfs max_depth 3\nparam_hexbfs max_time 3600\nreg_genmove b\neval\n";
        let mut session = Session::new(crate::htp::Settings::default());
        let mut out = Vec::new();
        run(&mut session, io::Cursor::new(input.to_vec()), &mut out).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(out.contains("last search: depth 3 "), "{out}");
    }
}
