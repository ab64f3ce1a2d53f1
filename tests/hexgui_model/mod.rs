//! HexGui as the engine sees it, without Java: the commands it sends for
//! each user action (read in selinger/hexgui, `src/hexgui/gui/HexGui.java`),
//! its board, and how it reads each reply (`htp/HtpController.java`,
//! `util/StringUtils.java`). Every reply is checked the way HexGui would use
//! it; anything HexGui would throw on, draw nothing for, or read differently
//! from what the engine meant fails the test.
//!
//! To add a sequence (the toolbar's Solve, say: `param_dfpn use_guifx 1`
//! then `dfpn-solve-state <color>`, whose live blocks HexGui draws in its
//! `dfpn`/`solver` forms), add a method on [`Gui`] that sends what
//! HexGui sends and checks what comes back with [`check_gfx_block`] and the
//! reply checks below.
#![allow(dead_code)]

pub mod checks;

use hexbfs::board::{Cell, Color};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout};

pub use checks::*;

/// One reply as HtpController keeps it: success flag, the text after the
/// status character (`m_response`), and the `gogui-gfx:` bodies that came
/// before it, each cleaned as HexGui cleans them.
#[derive(Debug)]
pub struct Reply {
    pub ok: bool,
    pub text: String,
    pub gfx: Vec<String>,
}

/// The engine as a child process, read paragraph by paragraph like HexGui.
pub struct Engine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Engine {
    pub fn start(args: &[&str]) -> Engine {
        let mut child = crate::common::spawn_engine(args);
        let input = child.stdin.take().unwrap();
        let output = BufReader::new(child.stdout.take().unwrap());
        Engine {
            child,
            input,
            output,
        }
    }

    /// One paragraph: lines up to an empty one, `\r` dropped, tabs made
    /// spaces, each line followed by `\n` (HtpController.waitResponse).
    fn paragraph(&mut self) -> String {
        let mut text = String::new();
        loop {
            let mut line = String::new();
            let n = self.output.read_line(&mut line).unwrap();
            assert!(n > 0, "the engine's output ended after {text:?}");
            let clean: String = line
                .trim_end_matches('\n')
                .chars()
                .filter(|&c| c != '\r')
                .map(|c| if c == '\t' { ' ' } else { c })
                .collect();
            text.push_str(&clean);
            text.push('\n');
            if clean.is_empty() {
                return text;
            }
        }
    }

    /// Sends one command and reads its reply as HtpController.handleResponse.
    pub fn send(&mut self, command: &str) -> Reply {
        self.send_then(command, |_| {})
    }

    /// Sends a command, then runs `meanwhile` (with the engine's input)
    /// before reading the reply: HexGui's Stop button writes
    /// `# interrupt` while `genmove` runs.
    pub fn send_then(&mut self, command: &str, meanwhile: impl FnOnce(&mut ChildStdin)) -> Reply {
        writeln!(self.input, "{command}").unwrap();
        self.input.flush().unwrap();
        meanwhile(&mut self.input);
        let mut gfx = Vec::new();
        loop {
            let mut response = self.paragraph();
            // replaceAll("[\n\r]$", ""): one trailing newline goes.
            response.pop();
            if let Some(body) = response.strip_prefix("gogui-gfx:")
                && response.len() > 10
            {
                gfx.push(clean_white_space(body.trim()));
                continue;
            }
            let ok = match response.chars().next() {
                Some('=') => true,
                Some('?') => false,
                _ => panic!("{command}: HexGui throws 'Invalid HTP response': {response:?}"),
            };
            return Reply {
                ok,
                text: response[1..].to_string(),
                gfx,
            };
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        writeln!(self.input, "quit").ok();
        self.input.flush().ok();
        if self.child.wait().is_err() {
            self.child.kill().ok();
        }
    }
}

/// An analyze entry of `hexgui-analyze_commands`: type, label, command.
#[derive(Clone, Debug)]
pub struct Entry {
    pub kind: String,
    pub label: String,
    pub command: String,
}

/// HexGui's side of a session: its board, whose turn it thinks it is, the
/// moves of the game tree's current line, and the engine attached.
pub struct Gui {
    pub engine: Engine,
    pub width: usize,
    pub height: usize,
    board: Vec<Option<Color>>,
    pub to_move: Color,
    /// Moves of the current line (cells, "swap-pieces"), with their colours.
    line: Vec<(Color, String)>,
    pub entries: Vec<Entry>,
}

impl Gui {
    /// Attaching: `name`, `version`, `hexgui-analyze_commands`, then the
    /// board size, the (empty) game replayed, and `showboard`.
    pub fn attach(args: &[&str]) -> Gui {
        let mut engine = Engine::start(args);
        for c in ["name", "version"] {
            let r = engine.send(c);
            assert!(r.ok && !r.text.trim().is_empty(), "{c}: {r:?}");
        }
        let r = engine.send("hexgui-analyze_commands");
        assert!(r.ok, "{r:?}");
        let entries = analyze_entries(&r.text);
        let mut gui = Gui {
            engine,
            width: 11,
            height: 11,
            board: vec![None; 121],
            to_move: Color::Black,
            line: Vec::new(),
            entries,
        };
        gui.boardsize(11, 11);
        gui.send_ok("clear_board");
        gui.showboard();
        gui
    }

    /// Sends a command that must succeed.
    pub fn send_ok(&mut self, command: &str) -> Reply {
        let r = self.engine.send(command);
        assert!(r.ok, "{command}: {r:?}");
        r
    }

    fn boardsize(&mut self, w: usize, h: usize) {
        self.send_ok(&format!("boardsize {w} {h}"));
        self.send_ok("clear_board");
    }

    /// File > New Game at a size (the board-size menu).
    pub fn new_game(&mut self, w: usize, h: usize) {
        self.width = w;
        self.height = h;
        self.board = vec![None; w * h];
        self.to_move = Color::Black;
        self.line.clear();
        self.boardsize(w, h);
        self.showboard();
    }

    pub fn at(&self, cell: Cell) -> Option<Color> {
        self.board[cell.row as usize * self.width + cell.col as usize]
    }

    fn set(&mut self, cell: Cell, color: Option<Color>) {
        self.board[cell.row as usize * self.width + cell.col as usize] = color;
    }

    pub fn on_board(&self, cell: Cell) -> bool {
        (cell.col as usize) < self.width && (cell.row as usize) < self.height
    }

    fn stones(&self) -> usize {
        self.board.iter().flatten().count()
    }

    /// `showboard` after every action; its grid must be HexGui's board.
    pub fn showboard(&mut self) {
        let r = self.send_ok("showboard");
        let grid = parse_showboard(&r.text, self.width, self.height);
        assert_eq!(grid, self.board, "engine board differs:\n{}", r.text);
    }

    /// HexGui's isSwapAllowed: one stone on the board, the last move no swap.
    pub fn swap_allowed(&self) -> bool {
        self.stones() == 1 && self.line.last().is_none_or(|(_, m)| m != "swap-pieces")
    }

    /// The GUI side of a move (HexGui.play and guiPlay); panics where
    /// HexGui shows an error dialog instead.
    fn gui_play(&mut self, mv: &str) {
        let color = self.to_move;
        match mv {
            "swap-pieces" => {
                assert!(self.swap_allowed(), "HexGui: Swap move not allowed!");
                let old = self.board.clone();
                for row in 0..self.height {
                    for col in 0..self.width {
                        let from = old[col * self.width + row];
                        self.board[row * self.width + col] = from.map(Color::opponent);
                    }
                }
            }
            "resign" => {}
            cell => {
                let cell: Cell = cell.parse().expect("HexGui: Invalid move!!");
                assert!(self.on_board(cell), "{cell} off the board");
                assert_eq!(
                    self.at(cell),
                    None,
                    "HexGui: Cell '{cell}' already occupied."
                );
                self.set(cell, Some(color));
            }
        }
        self.line.push((color, mv.to_string()));
        if mv != "resign" {
            self.to_move = color.opponent();
        }
    }

    /// The HTP side of a move (htpPlay): a stone is a `play`; swap-pieces
    /// sends the whole board again (htpSetUpCurrentBoard).
    fn htp_play(&mut self, color: Color, mv: &str) {
        match mv {
            "resign" | "swap-sides" => {}
            "swap-pieces" => self.set_up_current_board(),
            cell => {
                self.send_ok(&format!("play {color} {cell}"));
            }
        }
    }

    /// htpSetUpCurrentBoard: `clear_board`, then one `play` per stone,
    /// row by row.
    pub fn set_up_current_board(&mut self) {
        self.send_ok("clear_board");
        for row in 0..self.height {
            for col in 0..self.width {
                if let Some(c) = self.board[row * self.width + col] {
                    let cell = Cell::new(col, row).unwrap();
                    self.send_ok(&format!("play {c} {cell}"));
                }
            }
        }
    }

    /// A click on the board (or the swap button) with auto-respond off.
    pub fn human(&mut self, mv: &str) {
        let color = self.to_move;
        self.gui_play(mv);
        self.htp_play(color, mv);
        self.showboard();
    }

    /// The engine's move (`genmove`, key `m`, or auto-respond after a click):
    /// HexGui applies the reply on its own board. Returns the move and the
    /// live blocks.
    pub fn engine_move(&mut self) -> (String, Vec<String>) {
        let color = self.to_move;
        let r = self.send_ok(&format!("genmove {color}"));
        let mv = r.text.trim().to_string();
        for block in &r.gfx {
            check_gfx_block(self, block);
        }
        self.gui_play(&mv);
        self.showboard();
        (mv, r.gfx)
    }

    /// The play button, then Stop after `after` (HtpController.interrupt).
    pub fn engine_move_stopped(&mut self, after: std::time::Duration) -> String {
        let color = self.to_move;
        let r = self.engine.send_then(&format!("genmove {color}"), |input| {
            std::thread::sleep(after);
            writeln!(input, "# interrupt").unwrap();
            input.flush().unwrap();
        });
        assert!(r.ok, "{r:?}");
        let mv = r.text.trim().to_string();
        self.gui_play(&mv);
        self.showboard();
        mv
    }

    /// The back arrow: `undo` for a stone, the game replayed up to the
    /// parent for swap-pieces (undoNode).
    pub fn back(&mut self) {
        let (color, mv) = self.line.pop().expect("a move to take back");
        match mv.as_str() {
            "swap-pieces" => {
                let moves = std::mem::take(&mut self.line);
                self.board = vec![None; self.width * self.height];
                self.to_move = Color::Black;
                self.send_ok("clear_board");
                for (_, m) in moves {
                    let c = self.to_move;
                    self.gui_play(&m);
                    self.htp_play(c, &m);
                }
            }
            "resign" => {}
            cell => {
                self.set(cell.parse().unwrap(), None);
                self.send_ok("undo");
            }
        }
        if mv != "resign" {
            self.to_move = color;
        }
        self.showboard();
    }

    /// The entry with this label, its wildcards filled as HexGui fills
    /// them (`%m` side to move, `%c` the colour picked, as `b`/`w`).
    pub fn entry_command(&self, label_start: &str, pick: Color) -> (Entry, String) {
        let e = self
            .entries
            .iter()
            .find(|e| e.label.starts_with(label_start))
            .unwrap_or_else(|| panic!("no analyze entry {label_start}"))
            .clone();
        let letter = |c: Color| if c == Color::Black { "b" } else { "w" };
        let cmd = e
            .command
            .replace("%m", letter(self.to_move))
            .replace("%c", letter(pick));
        (e, cmd)
    }

    /// The toolbar's Hint button ("Show provably inferior cells"):
    /// `vc-build` with the side to move as HexColor prints it, the reply
    /// drawn as inferior cells (HexGui.cbShowInferiorCells). The GUI
    /// board must not change.
    pub fn hint(&mut self) -> Reply {
        let side = if self.to_move == Color::Black {
            "black"
        } else {
            "white"
        };
        let before = self.board.clone();
        let r = self.send_ok(&format!("vc-build {side}"));
        check_analyze_reply(self, "inferior", &r.text);
        assert_eq!(self.board, before, "vc-build changed HexGui's board");
        self.showboard();
        r
    }

    /// Runs an analyze entry and checks the reply the way its type's
    /// callback reads it. The GUI board must not change.
    pub fn analyze(&mut self, label_start: &str, pick: Color) -> Reply {
        let (entry, cmd) = self.entry_command(label_start, pick);
        let before = self.board.clone();
        let r = self.engine.send(&cmd);
        for block in &r.gfx {
            check_gfx_block(self, block);
        }
        if r.ok {
            check_analyze_reply(self, &entry.kind, &r.text);
        }
        assert_eq!(self.board, before, "{cmd} changed HexGui's board");
        self.showboard();
        r
    }
}
