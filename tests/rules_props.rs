//! The rules, checked against a model: random games on random board sizes
//! (square or not), with random plays of either colour anywhere (occupied,
//! off the board), undos, swaps (allowed or not) and `genmove` at every
//! level, all sent to a [`Session`] as HTP commands. A plain grid with its
//! own history and a flood fill is the reference. After every command:
//!
//! - the reply is `=` exactly when the model says the command is legal;
//! - the stones, the side to move, the winner (flood fill), `final_score`
//!   and `all_legal_moves` agree with the model;
//! - `genmove` answers a legal move (or `resign` on a finished game) and
//!   plays it.

use hexbfs::board::{Cell, Color};
use hexbfs::htp::{Session, Settings, clean, parse};
use hexbfs::rng::Rng;
use proptest::prelude::*;
use std::collections::BTreeSet;

fn send(session: &mut Session, line: &str) -> Result<String, String> {
    let request = parse(&clean(line).unwrap()).unwrap();
    session.handle(request.command, &mut |_| {})
}

#[derive(Clone, Copy, Debug)]
enum Played {
    Stone(usize, usize, Color),
    SwapPieces,
    SwapSides,
}

/// The reference: a grid of stones, the history and the side to move.
struct Model {
    w: usize,
    h: usize,
    grid: Vec<Option<Color>>,
    history: Vec<(Played, Color)>,
    to_move: Color,
    allow_swap: bool,
}

impl Model {
    fn new(w: usize, h: usize, allow_swap: bool) -> Model {
        Model {
            w,
            h,
            grid: vec![None; w * h],
            history: Vec::new(),
            to_move: Color::Black,
            allow_swap,
        }
    }

    fn at(&self, col: usize, row: usize) -> Option<Color> {
        self.grid[row * self.w + col]
    }

    /// Whether `color`'s stones join its two edges: a flood fill from the
    /// first edge (Black: row 1; White: column a).
    fn connected(&self, color: Color) -> bool {
        let own = |c: usize, r: usize| self.at(c, r) == Some(color);
        let mut seen = vec![false; self.w * self.h];
        let mut stack: Vec<(usize, usize)> = (0..self.w)
            .flat_map(|c| (0..self.h).map(move |r| (c, r)))
            .filter(|&(c, r)| {
                (if color == Color::Black {
                    r == 0
                } else {
                    c == 0
                }) && own(c, r)
            })
            .collect();
        while let Some((c, r)) = stack.pop() {
            if std::mem::replace(&mut seen[r * self.w + c], true) {
                continue;
            }
            if (color == Color::Black && r == self.h - 1)
                || (color == Color::White && c == self.w - 1)
            {
                return true;
            }
            for (dc, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)] {
                let (nc, nr) = (c as isize + dc, r as isize + dr);
                if nc >= 0 && nr >= 0 && (nc as usize) < self.w && (nr as usize) < self.h {
                    let (nc, nr) = (nc as usize, nr as usize);
                    if own(nc, nr) && !seen[nr * self.w + nc] {
                        stack.push((nc, nr));
                    }
                }
            }
        }
        false
    }

    fn winner(&self) -> Option<Color> {
        let b = self.connected(Color::Black);
        let w = self.connected(Color::White);
        assert!(!(b && w), "both colours connected");
        if b {
            Some(Color::Black)
        } else if w {
            Some(Color::White)
        } else {
            None
        }
    }

    fn can_play(&self, col: usize, row: usize) -> bool {
        self.winner().is_none() && col < self.w && row < self.h && self.at(col, row).is_none()
    }

    fn can_swap(&self, pieces: bool, color: Color) -> bool {
        self.allow_swap
            && self.history.len() == 1
            && matches!(self.history[0].0, Played::Stone(_, _, owner) if owner != color)
            && self.winner().is_none()
            && (!pieces || self.w == self.h)
    }

    fn play(&mut self, color: Color, col: usize, row: usize) {
        self.grid[row * self.w + col] = Some(color);
        self.history
            .push((Played::Stone(col, row, color), self.to_move));
        self.to_move = color.opponent();
    }

    fn swap(&mut self, pieces: bool) {
        let before = self.to_move;
        if pieces {
            let Played::Stone(c, r, color) = self.history[0].0 else {
                unreachable!()
            };
            self.grid[r * self.w + c] = None;
            self.grid[c * self.w + r] = Some(color.opponent());
            self.to_move = color;
            self.history.push((Played::SwapPieces, before));
        } else {
            self.to_move = Color::White;
            self.history.push((Played::SwapSides, before));
        }
    }

    fn undo(&mut self) {
        let (last, before) = self.history.pop().unwrap();
        match last {
            Played::Stone(c, r, _) => self.grid[r * self.w + c] = None,
            Played::SwapPieces => {
                let Played::Stone(c, r, color) = self.history[0].0 else {
                    unreachable!()
                };
                self.grid[c * self.w + r] = None;
                self.grid[r * self.w + c] = Some(color);
            }
            Played::SwapSides => {}
        }
        self.to_move = before;
    }

    fn legal_moves(&self) -> BTreeSet<String> {
        let mut moves = BTreeSet::new();
        if self.winner().is_none() {
            for r in 0..self.h {
                for c in 0..self.w {
                    if self.at(c, r).is_none() {
                        moves.insert(Cell::new(c, r).unwrap().to_string());
                    }
                }
            }
        }
        for (pieces, name) in [(true, "swap-pieces"), (false, "swap-sides")] {
            if self.can_swap(pieces, self.to_move) {
                moves.insert(name.to_string());
            }
        }
        moves
    }
}

fn check_agrees(s: &mut Session, m: &Model, what: &str) -> Result<(), TestCaseError> {
    let board = s.game().position().board();
    for r in 0..m.h {
        for c in 0..m.w {
            let cell = Cell::new(c, r).unwrap();
            prop_assert_eq!(board.get(cell), m.at(c, r), "{}: stone at {}", what, cell);
        }
    }
    let winner = m.winner();
    prop_assert_eq!(s.game().winner(), winner, "{}: winner", what);
    prop_assert_eq!(s.game().to_move(), m.to_move, "{}: side to move", what);
    let score = match winner {
        Some(c) => format!("{}+", c.letter()),
        None => "cannot score".into(),
    };
    prop_assert_eq!(send(s, "final_score"), Ok(score), "{}", what);
    let legal = send(s, "all_legal_moves").unwrap();
    let legal: BTreeSet<String> = legal.split_whitespace().map(String::from).collect();
    prop_assert_eq!(legal, m.legal_moves(), "{}: legal moves", what);
    Ok(())
}

const LEVELS: [&str; 4] = ["random", "rules", "alphabeta", "combined"];

/// One random game driven by `seed`: `steps` commands on a `w` x `h` board.
fn game(
    w: usize,
    h: usize,
    allow_swap: bool,
    seed: u64,
    steps: usize,
) -> Result<(), TestCaseError> {
    let mut rng = Rng::new(seed);
    let mut s = Session::new(Settings {
        max_time: 0.002,
        table_mb: 1,
        ..Settings::default()
    });
    send(&mut s, &format!("boardsize {w} {h}")).unwrap();
    send(
        &mut s,
        &format!("param_game allow_swap {}", u8::from(allow_swap)),
    )
    .unwrap();
    let mut m = Model::new(w, h, allow_swap);
    let colour = |rng: &mut Rng| Color::BOTH[rng.below(2)];
    for step in 0..steps {
        let color = colour(&mut rng);
        let (line, reply) = match rng.below(20) {
            0..=9 => {
                // Anywhere, one past the edges included.
                let (c, r) = (rng.below(w + 1), rng.below(h + 1));
                let cell = Cell::new(c, r).unwrap();
                let line = format!("play {color} {cell}");
                let reply = send(&mut s, &line);
                prop_assert_eq!(reply.is_ok(), m.can_play(c, r), "{}: {:?}", line, reply);
                if reply.is_ok() {
                    m.play(color, c, r);
                }
                (line, reply)
            }
            10 | 11 => {
                let pieces = rng.below(2) == 0;
                let name = if pieces { "swap-pieces" } else { "swap-sides" };
                let line = format!("play {color} {name}");
                let reply = send(&mut s, &line);
                prop_assert_eq!(
                    reply.is_ok(),
                    m.can_swap(pieces, color),
                    "{}: {:?}",
                    line,
                    reply
                );
                if reply.is_ok() {
                    m.swap(pieces);
                }
                (line, reply)
            }
            12..=14 => {
                let reply = send(&mut s, "undo");
                prop_assert_eq!(reply.is_ok(), !m.history.is_empty(), "undo: {:?}", reply);
                if reply.is_ok() {
                    m.undo();
                }
                ("undo".into(), reply)
            }
            15 => {
                let line = format!("play {color} resign");
                let reply = send(&mut s, &line);
                prop_assert!(reply.is_ok(), "{}: {:?}", line, reply);
                (line, reply)
            }
            _ => {
                let level = LEVELS[rng.below(LEVELS.len())];
                send(&mut s, &format!("param_hexbfs level {level}")).unwrap();
                let line = format!("genmove {color} ({level})");
                let legal = m.legal_moves();
                let reply = send(&mut s, &format!("genmove {color}"));
                let mv = reply.clone().unwrap();
                if m.winner().is_some() {
                    prop_assert_eq!(&mv, "resign", "{}", line);
                } else if mv == "swap-pieces" {
                    prop_assert!(m.can_swap(true, color), "{}: {}", line, mv);
                    m.swap(true);
                } else {
                    prop_assert!(legal.contains(&mv), "{}: {} not legal", line, mv);
                    let cell: Cell = mv.parse().unwrap();
                    m.play(color, cell.col as usize, cell.row as usize);
                }
                (line, reply)
            }
        };
        check_agrees(&mut s, &m, &format!("step {step}: {line} -> {reply:?}"))?;
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn games_agree_with_the_model(
        (w, h) in prop_oneof![
            4 => (1..=5usize).prop_map(|n| (n, n)),
            3 => (1..=6usize, 1..=6usize),
            1 => (7..=11usize, 7..=11usize),
        ],
        allow_swap in any::<bool>(),
        seed in any::<u64>(),
        steps in 1..120usize,
    ) {
        game(w, h, allow_swap, seed, steps)?;
    }
}

/// Every level answers a legal move in every position of whole games it
/// plays against itself, on a square and a non-square board with swap on.
#[test]
fn every_level_plays_legal_moves_to_the_end() {
    for level in LEVELS {
        for (w, h) in [(4, 4), (3, 5), (6, 6)] {
            let mut s = Session::new(Settings {
                max_time: 0.002,
                table_mb: 1,
                ..Settings::default()
            });
            send(&mut s, &format!("boardsize {w} {h}")).unwrap();
            send(&mut s, "param_game allow_swap 1").unwrap();
            send(&mut s, &format!("param_hexbfs level {level}")).unwrap();
            let mut m = Model::new(w, h, true);
            let mut plies = 0;
            while m.winner().is_none() {
                let color = m.to_move;
                let legal = m.legal_moves();
                let mv = send(&mut s, &format!("genmove {color}")).unwrap();
                if mv == "swap-pieces" {
                    assert!(m.can_swap(true, color), "{level} {w}x{h}: {mv}");
                    m.swap(true);
                } else {
                    assert!(legal.contains(&mv), "{level} {w}x{h}: {mv} not legal");
                    let cell: Cell = mv.parse().unwrap();
                    m.play(color, cell.col as usize, cell.row as usize);
                }
                check_agrees(&mut s, &m, &format!("{level} {w}x{h}: {mv}")).unwrap();
                plies += 1;
                assert!(plies <= w * h + 1);
            }
            assert_eq!(
                send(&mut s, &format!("genmove {}", m.to_move)).unwrap(),
                "resign"
            );
        }
    }
}
