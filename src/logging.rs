//! The log on standard error, which must never hold up the protocol.
//!
//! A controller that never reads the engine's stderr lets the pipe fill
//! (64 KiB on Linux), and a plain logger then blocks in the middle of a
//! search until someone reads: the engine hangs. Here the logger only hands
//! whole lines to a bounded queue ([`LINES`]) and one writer thread writes
//! them out; when the queue is full the line is dropped and counted, and
//! the count is written (`N log lines dropped: stderr was full`) as soon as
//! stderr takes lines again, or on the way out. By default only warnings
//! and errors are logged (`RUST_LOG=info` shows each search depth).

use std::io::Write;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, SyncSender, TrySendError};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

/// Lines waiting for stderr at most; more are dropped.
pub const LINES: usize = 1024;

/// The longest line passed on; the rest of a longer one is cut.
pub const MAX_LINE: usize = 16 * 1024;

/// How long [`finish`] waits for the queued lines to be written.
pub const FINISH_WAIT: Duration = Duration::from_millis(200);

enum Message {
    Line(Vec<u8>),
    /// Write the dropped count if any, then answer on the channel.
    Flush(SyncSender<()>),
}

/// The logger's end: whole lines go to the queue, or are counted as dropped.
struct Sender {
    queue: SyncSender<Message>,
    dropped: Arc<AtomicU64>,
    partial: Vec<u8>,
}

impl Write for Sender {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        for part in buf.split_inclusive(|&b| b == b'\n') {
            if self.partial.len() < MAX_LINE {
                let room = MAX_LINE - self.partial.len();
                self.partial
                    .extend_from_slice(&part[..part.len().min(room)]);
            }
            if part.ends_with(b"\n") {
                let mut line = std::mem::take(&mut self.partial);
                if !line.ends_with(b"\n") {
                    line.push(b'\n');
                }
                if let Err(TrySendError::Full(_) | TrySendError::Disconnected(_)) =
                    self.queue.try_send(Message::Line(line))
                {
                    self.dropped.fetch_add(1, Ordering::Relaxed);
                }
            }
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The writer thread: lines to `out`, the dropped count before the next one.
fn write_lines(lines: Receiver<Message>, dropped: Arc<AtomicU64>, mut out: impl Write) {
    let note_dropped = |out: &mut dyn Write| {
        let n = dropped.swap(0, Ordering::Relaxed);
        if n > 0 {
            let _ = writeln!(out, "[hexbfs] {n} log lines dropped: stderr was full");
        }
    };
    for message in lines {
        note_dropped(&mut out);
        // A closed or broken stderr is no reason to stop playing.
        match message {
            Message::Line(line) => {
                let _ = out.write_all(&line);
            }
            Message::Flush(done) => {
                let _ = out.flush();
                let _ = done.send(());
            }
        }
    }
}

/// The queue's sending end, kept for [`finish`].
static QUEUE: OnceLock<SyncSender<Message>> = OnceLock::new();

/// A writer for the logger, and the thread that drains it into `out`.
fn pipe(out: impl Write + Send + 'static) -> (Sender, SyncSender<Message>) {
    let (tx, rx) = mpsc::sync_channel(LINES);
    let dropped = Arc::new(AtomicU64::new(0));
    let counter = dropped.clone();
    std::thread::spawn(move || write_lines(rx, counter, out));
    let sender = Sender {
        queue: tx.clone(),
        dropped,
        partial: Vec::new(),
    };
    (sender, tx)
}

/// Sets up the logger: `RUST_LOG` as usual, `warn` when it is not set.
pub fn init() {
    let (sender, queue) = pipe(std::io::stderr());
    let _ = QUEUE.set(queue);
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("warn"))
        .target(env_logger::Target::Pipe(Box::new(sender)))
        .init();
}

/// Writes out what is queued (and the dropped count), waiting at most
/// [`FINISH_WAIT`]: stderr may be full for good. Call before exiting.
pub fn finish() {
    if let Some(queue) = QUEUE.get() {
        flush(queue, FINISH_WAIT);
    }
}

/// Asks the writer thread to write everything before a flush mark, and
/// waits for it at most `wait`; whether it did.
fn flush(queue: &SyncSender<Message>, wait: Duration) -> bool {
    let deadline = Instant::now() + wait;
    let (done, written) = mpsc::sync_channel(1);
    let mut mark = Message::Flush(done);
    loop {
        match queue.try_send(mark) {
            Ok(()) => break,
            Err(TrySendError::Full(m)) if Instant::now() < deadline => {
                mark = m;
                std::thread::sleep(Duration::from_millis(2));
            }
            Err(_) => return false,
        }
    }
    written
        .recv_timeout(deadline.saturating_duration_since(Instant::now()))
        .is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    /// A stderr that takes nothing until the gate opens.
    struct Gated {
        open: Receiver<()>,
        opened: bool,
        text: Arc<Mutex<Vec<u8>>>,
    }

    impl Write for Gated {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            if !self.opened {
                let _ = self.open.recv();
                self.opened = true;
            }
            self.text.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }

        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_blocked_stderr_drops_lines_instead_of_blocking_and_counts_them() {
        let (gate, open) = mpsc::channel();
        let text = Arc::new(Mutex::new(Vec::new()));
        let out = Gated {
            open,
            opened: false,
            text: text.clone(),
        };
        let (mut sender, queue) = pipe(out);
        // Far more lines than the queue holds, each written in two parts:
        // none of these calls may wait for the blocked stderr.
        let n = 3 * LINES;
        for i in 0..n {
            write!(sender, "line {i} ").unwrap();
            writeln!(sender, "end").unwrap();
        }
        gate.send(()).unwrap();
        assert!(flush(&queue, Duration::from_secs(60)));
        let text = String::from_utf8(text.lock().unwrap().clone()).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        let kept = lines.iter().filter(|l| l.ends_with(" end")).count();
        assert!(kept >= LINES && kept < n, "{kept} kept");
        // Usually one note; two when the writer thread started only after
        // the first lines were dropped (a loaded machine): it then notes
        // those before its first line, and the rest once the gate opens.
        // Either way the notes add up to every dropped line.
        let noted: Vec<usize> = lines
            .iter()
            .filter_map(|l| {
                l.strip_prefix("[hexbfs] ")?
                    .strip_suffix(" log lines dropped: stderr was full")?
                    .parse()
                    .ok()
            })
            .collect();
        assert!(matches!(noted.len(), 1 | 2), "{text}");
        assert_eq!(noted.iter().sum::<usize>(), n - kept, "{text}");
    }

    #[test]
    fn an_over_long_line_is_cut_and_still_ends() {
        let text = Arc::new(Mutex::new(Vec::new()));
        let (gate, open) = mpsc::channel();
        gate.send(()).unwrap();
        let (mut sender, queue) = pipe(Gated {
            open,
            opened: false,
            text: text.clone(),
        });
        sender.write_all(&vec![b'x'; 3 * MAX_LINE]).unwrap();
        sender.write_all(b"\nshort\n").unwrap();
        assert!(flush(&queue, Duration::from_secs(60)));
        let text = text.lock().unwrap().clone();
        assert_eq!(text.len(), MAX_LINE + 1 + 6);
        assert!(text.ends_with(b"\nshort\n"));
    }
}
