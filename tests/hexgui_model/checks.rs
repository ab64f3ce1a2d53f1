//! How HexGui reads replies, one function per reader in its source; each
//! panics where HexGui would throw, draw nothing, or misread.

use super::{Entry, Gui};
use hexbfs::board::{Cell, Color};

/// The analyze types HexGui has a callback for (HexGui.actionSetAnalyzeCommand);
/// `move` is left out on purpose: HexGui plays that reply on its own board
/// without telling the engine.
pub const DRAWN_TYPES: &[&str] = &[
    "group", "gfx", "inferior", "plist", "pspairs", "param", "vc", "string", "var",
];

/// The moves HexPoint.get knows besides cells.
const SPECIAL: &[&str] = &[
    "swap",
    "swap-pieces",
    "swap-sides",
    "resign",
    "pass",
    "forfeit",
];

/// StringUtils.cleanWhiteSpace: each run of spaces, newlines, tabs becomes one space.
pub fn clean_white_space(s: &str) -> String {
    let mut out = String::new();
    let mut white = false;
    for c in s.chars() {
        if matches!(c, ' ' | '\n' | '\t') {
            if !white {
                out.push(' ');
            }
            white = true;
        } else {
            white = false;
            out.push(c);
        }
    }
    out
}

/// AnalyzeDefinition.read: `type/label/command` lines, 3 to 5 fields.
pub fn analyze_entries(text: &str) -> Vec<Entry> {
    let mut entries = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let parts: Vec<&str> = line.split('/').collect();
        assert!(
            (3..=5).contains(&parts.len()),
            "HexGui: Could not parse analyze commands: {line}"
        );
        entries.push(Entry {
            kind: parts[0].into(),
            label: parts[1].into(),
            command: parts[2].into(),
        });
    }
    entries
}

/// The grid of a `showboard` reply: rows start with their number.
pub fn parse_showboard(text: &str, w: usize, h: usize) -> Vec<Option<Color>> {
    let mut grid = Vec::new();
    for line in text.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.len() == w + 2 && words[0].parse::<usize>().is_ok() {
            for word in &words[1..=w] {
                grid.push(match *word {
                    "B" => Some(Color::Black),
                    "W" => Some(Color::White),
                    "." => None,
                    other => panic!("showboard cell {other:?}"),
                });
            }
        }
    }
    assert_eq!(grid.len(), w * h, "showboard rows:\n{text}");
    grid
}

/// HexPoint.get on a cell that the board draws: a name HexGui knows, on
/// the board (GuiBoard.getField is null otherwise, and setText throws).
fn board_cell(gui: &Gui, name: &str, what: &str) -> Cell {
    let cell: Cell = name
        .parse()
        .unwrap_or_else(|_| panic!("{what}: HexPoint.get({name:?}) is null"));
    assert!(gui.on_board(cell), "{what}: {name} is off the board");
    cell
}

/// StringUtils.parseStringPairList: an odd count throws.
fn pairs<'a>(words: &'a [&'a str], what: &str) -> Vec<(&'a str, &'a str)> {
    assert!(
        words.len().is_multiple_of(2),
        "{what}: odd word count throws in parseStringPairList: {words:?}"
    );
    words.chunks(2).map(|p| (p[0], p[1])).collect()
}

/// An INFLUENCE value: Float.parseFloat, then `new Color(0, v, 1 - v)`,
/// which throws outside 0..1.
fn influence(value: &str) -> f32 {
    let v: f32 = value.parse().expect("Float.parseFloat throws");
    assert!(
        (0.0..=1.0).contains(&v),
        "Color(0, {v}, {}) throws",
        1.0 - v
    );
    v
}

/// Checks the reply of an analyze entry of type `kind` as its callback reads it.
pub fn check_analyze_reply(gui: &Gui, kind: &str, text: &str) {
    assert!(
        DRAWN_TYPES.contains(&kind),
        "analyze type {kind} is not one HexGui only draws"
    );
    let words: Vec<&str> = text.split_whitespace().collect();
    match kind {
        "plist" => {
            // HexPoint.get knows the special moves; no field, nothing drawn.
            for w in words
                .iter()
                .filter(|w| !SPECIAL.contains(&w.to_ascii_lowercase().as_str()))
            {
                board_cell(gui, w, "plist");
            }
        }
        "pspairs" => {
            for (cell, _) in pairs(&words, "pspairs") {
                board_cell(gui, cell, "pspairs");
            }
        }
        "var" => {
            let mut seen = Vec::new();
            for w in &words {
                let c = board_cell(gui, w, "var");
                assert_eq!(gui.at(c), None, "var stone on a stone: {w}");
                assert!(!seen.contains(&c), "var repeats {w}");
                seen.push(c);
            }
        }
        "gfx" => check_gfx_reply(gui, text),
        "inferior" => {
            // HexGui.showInferiorCells: a fill-in value is `f`, the kind
            // (`d`, `p` or `c`, asserted) and the colour (`b` or `w`; any
            // other letter is read as White after a failed assert, and a
            // shorter value throws at charAt(2)); the stone is set on the
            // cell, so it must be empty. A value starting `x` is a cell
            // outside the consider set, tinted grey. The engine sends
            // nothing else (no `i` values with their killers).
            for (cell, value) in pairs(&words, "inferior") {
                let c = board_cell(gui, cell, "inferior");
                assert_eq!(gui.at(c), None, "inferior cell on a stone: {cell}");
                let v = value.as_bytes();
                assert!(
                    value == "x"
                        || (v.len() == 3
                            && v[0] == b'f'
                            && b"dpc".contains(&v[1])
                            && b"bw".contains(&v[2])),
                    "inferior value {value}"
                );
            }
        }
        "param" => check_param_reply(text),
        "string" => {}
        other => panic!("no check for analyze type {other}"),
    }
}

/// HexGui.cbGfx: `INFLUENCE cell value ... [TEXT status]`.
fn check_gfx_reply(gui: &Gui, text: &str) {
    let inf = text
        .find("INFLUENCE")
        .expect("cbGfx draws nothing without INFLUENCE");
    let end = text.find("TEXT").unwrap_or(text.len());
    assert!(inf + 10 <= end, "INFLUENCE after TEXT: {text}");
    let words: Vec<&str> = text[inf + 10..end].split_whitespace().collect();
    for (cell, value) in pairs(&words, "INFLUENCE") {
        board_cell(gui, cell, "INFLUENCE");
        influence(value);
    }
}

/// AnalyzeUtil.parseParameterLine for each line, and what ParameterDialog
/// needs of the values.
fn check_param_reply(text: &str) {
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let (kind, rest) = line
            .strip_prefix('[')
            .and_then(|l| l.split_once(']'))
            .unwrap_or_else(|| panic!("param line without [type]: {line}"));
        let (key, value) = rest.trim().split_once(' ').unwrap_or((rest.trim(), ""));
        assert!(!key.is_empty(), "{line}");
        if kind == "bool" {
            assert!(value == "0" || value == "1", "bool value: {line}");
        } else if let Some(options) = kind.strip_prefix("list/") {
            assert!(options.split('/').any(|o| o == value), "list value: {line}");
        } else {
            assert_eq!(kind, "string", "{line}");
        }
    }
}

/// A live block as HexGui.guifx draws it; the body must start with one of
/// the forms HexGui knows, and hexbfs sends the `ab` form
/// (HexGui.guifx_ab): `ab VAR B c1 W c2 ... LABEL c t ... TEXT status`.
pub fn check_gfx_block(gui: &Gui, fx: &str) {
    let body = fx
        .strip_prefix("ab")
        .unwrap_or_else(|| panic!("HexGui draws only uct/ab/dfpn/solver/kata blocks: {fx:?}"));
    let (var, label, text) = (body.find("VAR"), body.find("LABEL"), body.find("TEXT"));
    let (Some(var), Some(label), Some(text)) = (var, label, text) else {
        panic!("guifx_ab needs VAR, LABEL and TEXT: {fx:?}");
    };
    assert!(
        var < label && label < text,
        "VAR, LABEL, TEXT out of order: {fx}"
    );
    let var_words: Vec<&str> = body[var + 3..label].split_whitespace().collect();
    let mut seen = Vec::new();
    for (color, cell) in pairs(&var_words, "VAR") {
        assert!(color == "B" || color == "W", "VAR colour {color}");
        let c = board_cell(gui, cell, "VAR");
        assert_eq!(gui.at(c), None, "VAR stone on a stone: {cell}");
        assert!(!seen.contains(&c), "VAR repeats {cell}");
        seen.push(c);
    }
    let label_words: Vec<&str> = body[label + 5..text].split_whitespace().collect();
    for (cell, _) in pairs(&label_words, "LABEL") {
        board_cell(gui, cell, "LABEL");
    }
    assert!(body.len() >= text + 5, "TEXT without status: {fx}");
}

/// The labels of an `ab` block, cell to text.
pub fn block_labels(fx: &str) -> Vec<(String, String)> {
    let (label, text) = (fx.find("LABEL").unwrap(), fx.find("TEXT").unwrap());
    let words: Vec<&str> = fx[label + 5..text].split_whitespace().collect();
    words
        .chunks(2)
        .map(|p| (p[0].to_string(), p[1].to_string()))
        .collect()
}
