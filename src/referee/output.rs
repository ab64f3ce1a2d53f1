//! Reading an engine's stdout into lines, with bounded memory.
//!
//! A reader thread cuts the output at `\n` (dropping a `\r` before it) and
//! hands each line over a channel that holds at most [`QUEUED_LINES`]: when
//! nobody takes them (the engine prints without being asked) the thread
//! waits, and so does the engine's next write. A line may be at most
//! [`MAX_LINE`] bytes: the thread reads no further than one byte past that,
//! so an engine that writes without ever ending its line costs a bounded
//! buffer, not all the memory it can fill. Such a line, and a line that is
//! not UTF-8, ends the reading with an [`EngineError`] saying what the engine
//! sent: the conversation is broken and the engine will be restarted.

use super::engine::EngineError;
use std::io::{BufRead, BufReader, Read};
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::thread;

/// The longest line accepted, in bytes without the line end.
pub const MAX_LINE: usize = 256 * 1024;

/// How many lines may wait, read but not yet asked for.
pub const QUEUED_LINES: usize = 16;

/// How many bytes of a line that is not UTF-8 its error shows.
const SHOWN_BYTES: usize = 80;

/// One line of output, or why there will be no more.
pub type Line = Result<String, EngineError>;

/// Starts a thread reading `output` and returns the lines it reads. The
/// channel disconnects when the output ends, after an error item, or when
/// reading fails.
pub fn spawn_reader(output: impl Read + Send + 'static) -> Receiver<Line> {
    let (tx, rx) = mpsc::sync_channel(QUEUED_LINES);
    thread::spawn(move || read_lines(BufReader::new(output), &tx));
    rx
}

fn read_lines(mut reader: impl BufRead, tx: &SyncSender<Line>) {
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        // Room for the longest line and its CRLF: a read that fills it
        // without a line end is a line too long.
        let limit = MAX_LINE as u64 + 2;
        match (&mut reader).take(limit).read_until(b'\n', &mut bytes) {
            Ok(0) | Err(_) => return,
            Ok(_) => {}
        }
        let line = decode(&mut bytes);
        let last = line.is_err();
        if tx.send(line).is_err() || last {
            return;
        }
    }
}

/// The line in `bytes` (as read: ending at `\n`, at the end of the output or
/// at the read limit) without its line end.
fn decode(bytes: &mut Vec<u8>) -> Line {
    if bytes.last() == Some(&b'\n') {
        bytes.pop();
        if bytes.last() == Some(&b'\r') {
            bytes.pop();
        }
    }
    if bytes.len() > MAX_LINE {
        return Err(EngineError::LineTooLong(MAX_LINE));
    }
    String::from_utf8(std::mem::take(bytes)).map_err(|e| {
        let bytes = e.into_bytes();
        let mut shown = bytes[..bytes.len().min(SHOWN_BYTES)]
            .escape_ascii()
            .to_string();
        if bytes.len() > SHOWN_BYTES {
            shown.push_str("...");
        }
        EngineError::NotUtf8(shown)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &[u8]) -> Vec<Line> {
        spawn_reader(std::io::Cursor::new(input.to_vec()))
            .iter()
            .collect()
    }

    #[test]
    fn lines_end_at_lf_or_crlf_and_the_last_needs_no_end() {
        assert_eq!(
            lines(b"= a1\r\n\nlast"),
            vec![Ok("= a1".into()), Ok(String::new()), Ok("last".into())]
        );
    }

    #[test]
    fn a_line_of_the_limit_passes_and_one_byte_more_ends_the_reading() {
        let mut input = vec![b'x'; MAX_LINE];
        input.extend_from_slice(b"\r\n");
        input.extend(vec![b'y'; MAX_LINE + 1]);
        input.extend_from_slice(b"\nnever read\n");
        let got = lines(&input);
        assert_eq!(got.len(), 2);
        assert_eq!(got[0].as_ref().map(String::len), Ok(MAX_LINE));
        assert_eq!(got[1], Err(EngineError::LineTooLong(MAX_LINE)));
    }

    #[test]
    fn a_line_that_is_not_utf8_is_shown_escaped_and_ends_the_reading() {
        let got = lines(b"= ok\n= \xe9t\xe9 \"q\"\n= never read\n");
        assert_eq!(
            got,
            vec![
                Ok("= ok".into()),
                Err(EngineError::NotUtf8(r#"= \xe9t\xe9 \"q\""#.into()))
            ]
        );
        let long = [b"\xff".as_slice(), &[b'a'; 200]].concat();
        let Err(EngineError::NotUtf8(shown)) = &lines(&long)[0] else {
            panic!("not a UTF-8 error");
        };
        assert_eq!(shown, &format!("\\xff{}...", "a".repeat(79)));
    }
}
