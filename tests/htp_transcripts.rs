//! HTP transcripts as data: `tests/htp/*.txt` hold input lines (after `> `)
//! and the exact output expected for them (the lines that follow). Each
//! transcript runs in memory through `htp::run` and against the built binary.

mod common;

use hexbfs::htp::{self, Session, Settings};
use std::io::Write;
use std::path::Path;

/// The input bytes and expected output of a transcript file.
fn load(path: &Path) -> (String, String) {
    let text = std::fs::read_to_string(path).unwrap();
    let (mut input, mut expected) = (String::new(), String::new());
    for line in text.lines() {
        if line.starts_with("##") {
            continue;
        }
        if let Some(rest) = line.strip_prefix('>') {
            input.push_str(rest.strip_prefix(' ').unwrap_or(rest));
            input.push('\n');
        } else {
            expected.push_str(line);
            expected.push('\n');
        }
    }
    (input, expected)
}

fn transcripts() -> Vec<std::path::PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/htp");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    files.sort();
    assert!(files.len() >= 5);
    files
}

/// Quiet settings for tests: fixed seed, default everything else.
fn settings() -> Settings {
    Settings::default()
}

#[test]
fn transcripts_in_memory() {
    for path in transcripts() {
        let (input, expected) = load(&path);
        let mut session = Session::new(settings());
        let mut out = Vec::new();
        htp::run(
            &mut session,
            std::io::Cursor::new(input.into_bytes()),
            &mut out,
        )
        .unwrap();
        let out = String::from_utf8(out).unwrap();
        assert_eq!(out, expected, "{}", path.display());
    }
}

/// What the built binary, started with `args`, writes on stdout for `input`.
fn binary_output(args: &[&str], input: &str) -> String {
    let mut child = common::spawn_engine(args);
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "{args:?}");
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn transcripts_against_the_binary() {
    for path in transcripts() {
        let (input, expected) = load(&path);
        assert_eq!(binary_output(&[], &input), expected, "{}", path.display());
    }
}

/// The README's "A session" block, replayed: its `$` line gives the
/// flags (after `--`), each command is the first line after a blank line,
/// and the rest is what the engine must answer, byte for byte.
#[test]
fn the_readme_session_is_what_the_engine_answers() {
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap();
    let after = &readme[readme.find("## A session").expect("the section")..];
    let block = after.split("```").nth(1).expect("a code block");
    let mut lines = block.lines().skip_while(|l| l.is_empty());
    let start = lines.next().expect("the command line");
    let args: Vec<&str> = start
        .split(" -- ")
        .nth(1)
        .expect("flags after --")
        .split_whitespace()
        .collect();
    let (mut input, mut expected) = (String::new(), String::new());
    let mut command_next = true;
    for line in lines {
        if command_next {
            input.push_str(line);
            input.push('\n');
        } else {
            expected.push_str(line);
            expected.push('\n');
        }
        command_next = line.is_empty();
    }
    assert!(input.contains("genmove"), "{input}");
    assert_eq!(binary_output(&args, &input), expected, "{input}");
}
