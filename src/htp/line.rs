//! Reading one line of input, bounded: at most [`MAX_LINE`] bytes are
//! kept, whatever comes. A longer line is still judged whole (blank,
//! comment or command, the way [`clean`] judges a short one) without being
//! stored, and a command keeps the id it began with, for its error reply.
//! Bytes that are not UTF-8 are replaced, which leaves them unknown to the
//! parser.

use super::parse::{clean, parse};
use std::io::{self, BufRead};

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

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{BufReader, Read};

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

    #[test]
    fn invalid_utf8_is_replaced_not_fatal() {
        let mut input = io::Cursor::new(b"na\xffme\n".to_vec());
        assert!(
            matches!(read_line(&mut input).unwrap(), Some(Line::Text(t)) if t.contains('\u{fffd}'))
        );
    }
}
