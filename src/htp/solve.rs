//! The solver's HTP face, named and answered as Benzene's df-pn commands
//! are, since HexGui's **Solve** button speaks them: it sends
//! `param_dfpn use_guifx 1`, then `dfpn-solve-state <side to move>`, and
//! shows "Winning:" and the reply.
//!
//! - `param_dfpn [key [value]]`: the limits (`timelimit` in seconds, 0 for
//!   the engine's time per move, `param_hexbfs max_time`, so that no
//!   command runs unbounded by default; `max_nodes`, 0 for none),
//!   `use_guifx`, `tt_mb`, `epsilon`, and Benzene's `widening_base` and
//!   `widening_factor` (a node chooses among its first `base + ⌈n ·
//!   factor⌉` unrefuted moves; factor 1 looks at all), and hexbfs's own
//!   `lazy_expansion` (the mover's connections built only when the search
//!   goes below a position; see [`crate::solver`]), `proof_siblings` (the
//!   moves outside a losing sibling's proof set dropped; see
//!   [`crate::solver::Limits::proof_siblings`]), `estimate_children`
//!   (how a child the parent's connections show no threat through counts
//!   its number of moves without a build: `half`, the default, half its
//!   empty cells after the parent's fill-in; `empty`: all of them; `D`: a
//!   constant; 0: the old way, each child is visited once to learn its
//!   number of moves; `semi`: the smallest carrier of a semi of the
//!   mover's from its cell to an edge, else its empty cells; `R/O`: R%
//!   of its empty cells at the nodes of the root's side to move, O% at
//!   its opponent's; see
//!   [`crate::solver::Limits::estimate`] and [`crate::solver::Estimate`]) and `threads` (with
//!   more than one, the others expand positions ahead of the search: the
//!   same search, sooner; see [`crate::solver::ahead`]), in the
//!   `[bool]`/`[string]` form of HexGui's parameter dialog.
//! - `dfpn-solve-state [color]`: the winner with `color` to move, `black`
//!   or `white`; a `?` error naming the limit when one stops the search
//!   first (Benzene answers `empty` there, which HexGui would show as a
//!   winner). With `use_guifx`, a `gogui-gfx:` block in Benzene's `dfpn`
//!   form about once a second and once at the end: the line being searched
//!   (`VAR`), each root move's bounds (`LABEL`: `W` wins, `L` loses, else
//!   the child's `δ@@φ`), and a status line (`TEXT`).
//! - `dfpn-solver-find-winning color`: every winning move (a `plist`; an
//!   empty reply means there is none), each candidate solved in turn.
//! - `dfpn-clear-tt`: forgets every stored result.
//!
//! `genmove` asks the same solver first when `param_hexbfs solver_share`
//! is above 0 and the move is limited by time only (no `max_depth`)
//! ([`SolveState::winning_move`]), and checks the search's move with it
//! after, with `param_hexbfs solver_check` ([`SolveState::refutes`]), so
//! they all share a table.

use super::command::Param;
use super::settings::{self, boolean};
use crate::bitboard::Bitboard;
use crate::board::Color;
use crate::game::Game;
use crate::position::Position;
use crate::search::Clock;
use crate::solver::knowledge::{Expansion, expand, solver_limits};
use crate::solver::table::Table;
use crate::solver::{Estimate, Limits, Outcome, Progress, Solver, Stopped};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// The largest node limit a setting may ask for.
const MAX_NODES: u64 = 1 << 48;
/// The largest `widening_base` (more than a board has moves).
const MAX_WIDENING_BASE: u64 = 1000;
/// The largest `estimate_children` default.
const MAX_ESTIMATE: u64 = 1000;
/// The most threads a search may use.
const MAX_THREADS: u64 = 64;

/// The `param_dfpn` settings and the solver (whose table is allocated by
/// the first search, so that starting the engine stays instant).
pub struct SolveState {
    pub use_guifx: bool,
    /// Seconds per search; 0 for the engine's time per move.
    pub timelimit: f64,
    pub tt_mb: usize,
    /// The search's limits (`max_nodes`, `epsilon`, `widening_base` and
    /// `widening_factor` set them).
    pub limits: Limits,
    solver: Option<Solver>,
}

impl Default for SolveState {
    fn default() -> Self {
        SolveState {
            use_guifx: false,
            timelimit: 0.0,
            tt_mb: 64,
            limits: Limits::default(),
            solver: None,
        }
    }
}

impl SolveState {
    /// The widening as the settings show it: factor 1 looks at all.
    fn widening(&self) -> (usize, f64) {
        self.limits.widening.unwrap_or((0, 1.0))
    }

    /// `estimate_children` as the settings show it (0: off).
    fn estimate(&self) -> String {
        self.limits
            .estimate
            .map_or_else(|| "0".to_string(), |rule| rule.to_string())
    }

    fn list(&self) -> String {
        let (base, factor) = self.widening();
        [
            format!("[bool] use_guifx {}", self.use_guifx as u8),
            format!("[string] timelimit {}", self.timelimit),
            format!("[string] max_nodes {}", self.limits.max_nodes.unwrap_or(0)),
            format!("[string] tt_mb {}", self.tt_mb),
            format!("[string] epsilon {}", self.limits.epsilon),
            format!("[string] widening_base {base}"),
            format!("[string] widening_factor {factor}"),
            format!("[bool] lazy_expansion {}", self.limits.lazy as u8),
            format!("[bool] proof_siblings {}", self.limits.proof_siblings as u8),
            format!("[string] estimate_children {}", self.estimate()),
            format!("[string] threads {}", self.limits.threads),
        ]
        .join("\n")
    }

    /// `param_dfpn`: list, show or set one key (a bad value changes nothing).
    pub fn param(&mut self, p: Param) -> Result<String, String> {
        match p {
            Param::List => Ok(self.list()),
            Param::Show(key) => self
                .list()
                .lines()
                .find_map(|l| {
                    let mut w = l.split(' ').skip(1);
                    (w.next() == Some(key.as_str())).then(|| w.next().unwrap_or("").to_string())
                })
                .ok_or_else(|| format!("unknown parameter: {key}")),
            Param::Set(key, value) => {
                let number = |high: f64| {
                    value
                        .parse::<f64>()
                        .ok()
                        .filter(|v| (0.0..=high).contains(v))
                        .ok_or_else(|| format!("{key} must be a number in 0..{high}: {value}"))
                };
                let whole = |high: u64| {
                    value
                        .parse::<u64>()
                        .ok()
                        .filter(|v| *v <= high)
                        .ok_or_else(|| format!("{key} must be a number in 0..{high}: {value}"))
                };
                match key.as_str() {
                    "use_guifx" => self.use_guifx = boolean(&key, &value)?,
                    "timelimit" => self.timelimit = number(settings::MAX_TIME)?,
                    "max_nodes" => {
                        self.limits.max_nodes = Some(whole(MAX_NODES)?).filter(|&n| n > 0)
                    }
                    "epsilon" => self.limits.epsilon = number(10.0)?,
                    "widening_base" => {
                        let base = whole(MAX_WIDENING_BASE)? as usize;
                        self.limits.widening = Some((base, self.widening().1));
                    }
                    "widening_factor" => {
                        let factor = number(1.0)?;
                        self.limits.widening = Some((self.widening().0, factor));
                    }
                    "lazy_expansion" => self.limits.lazy = boolean(&key, &value)?,
                    "proof_siblings" => self.limits.proof_siblings = boolean(&key, &value)?,
                    "estimate_children" => {
                        self.limits.estimate = match Estimate::by_name(&value) {
                            Some(rule) => Some(rule),
                            None => {
                                let d = whole(MAX_ESTIMATE).map_err(|_| {
                                    format!(
                                        "estimate_children must be a number in \
                                         0..{MAX_ESTIMATE}, empty, half, semi or \
                                         ROOT/OTHER (percent in 1..{}): {value}",
                                        Estimate::MAX_SHARE
                                    )
                                })?;
                                Some(Estimate::Constant(d as u32)).filter(|_| d > 0)
                            }
                        }
                    }
                    "threads" => {
                        self.limits.threads = value
                            .parse::<u64>()
                            .ok()
                            .filter(|n| (1..=MAX_THREADS).contains(n))
                            .ok_or_else(|| {
                                format!("threads must be a number in 1..{MAX_THREADS}: {value}")
                            })? as usize;
                    }
                    "tt_mb" => {
                        let mb = whole(settings::MAX_TABLE_MB as u64)?.max(1) as usize;
                        if mb != self.tt_mb {
                            self.tt_mb = mb;
                            self.solver = None;
                        }
                    }
                    _ => return Err(format!("unknown parameter: {key}")),
                }
                Ok(String::new())
            }
        }
    }

    /// `dfpn-clear-tt`.
    pub fn clear(&mut self) {
        if let Some(s) = &mut self.solver {
            s.clear();
        }
    }

    fn solver(&mut self) -> &mut Solver {
        let mb = self.tt_mb;
        self.solver.get_or_insert_with(|| Solver::new(mb))
    }

    /// The seconds a search may take: `timelimit`, or `max_time` (the
    /// engine's time per move) when it is 0.
    fn seconds(&self, max_time: f64) -> f64 {
        if self.timelimit > 0.0 {
            self.timelimit
        } else {
            max_time
        }
    }

    fn clock(&self, stop: &Arc<AtomicBool>, max_time: f64) -> Clock {
        let budget = Duration::from_secs_f64(self.seconds(max_time));
        Clock::new(Some(budget), Some(stop.clone()))
    }

    /// Solves `pos`, drawing progress (about once a second) when `gfx`.
    fn run(
        &mut self,
        pos: &Position,
        clock: Clock,
        gfx: bool,
        emit: &mut dyn FnMut(&str),
    ) -> Outcome {
        let limits = self.limits;
        self.solver().solve(pos, &limits, clock, &mut |p| {
            if gfx && !p.children.is_empty() {
                emit(&dfpn_block(p));
            }
        })
    }

    /// `dfpn-solve-state`: the winner with `color` to move.
    pub fn solve_state(
        &mut self,
        game: &Game,
        color: Color,
        max_time: f64,
        stop: &Arc<AtomicBool>,
        emit: &mut dyn FnMut(&str),
    ) -> Result<String, String> {
        if let Some(w) = game.winner() {
            return Ok(w.to_string());
        }
        let mut pos = game.position().clone();
        pos.set_to_move(color);
        let clock = self.clock(stop, max_time);
        let outcome = self.run(&pos, clock, self.use_guifx, emit);
        log_outcome("dfpn", &outcome);
        outcome.winner.map(|w| w.to_string()).ok_or_else(|| {
            unsolved(
                outcome.stopped,
                self.timelimit,
                self.limits.max_nodes.unwrap_or(0),
                outcome.nodes,
            )
        })
    }

    /// A move of `pos`'s side to move that df-pn proves winning within
    /// `clock`, for `genmove` (`param_hexbfs solver_share`); `None` when
    /// the position is lost, or not solved in time. The table is the one
    /// `dfpn-solve-state` uses, so what one learns the other reads. With
    /// `live` (`live_gfx`), the search's progress goes to `emit` as
    /// `dfpn` blocks, as `dfpn-solve-state` draws it with `use_guifx`.
    pub fn winning_move(
        &mut self,
        pos: &Position,
        clock: Clock,
        live: bool,
        emit: &mut dyn FnMut(&str),
    ) -> Option<usize> {
        let outcome = self.run(pos, clock, live, emit);
        log_outcome("dfpn in genmove", &outcome);
        if outcome.winner != Some(pos.to_move()) {
            return None;
        }
        outcome
            .winning_move
            .filter(|&m| pos.board().at(m).is_none())
    }

    /// The moves of `pos`'s side to move that the table already shows
    /// losing (what [`SolveState::winning_move`] and
    /// [`SolveState::refutes`] proved), for `genmove`'s
    /// `param_hexbfs solver_check`.
    pub fn losing_moves(&self, pos: &Position) -> Bitboard {
        self.solver
            .as_ref()
            .map_or(Bitboard::EMPTY, |s| s.losing_moves(pos))
    }

    /// The solver's table, for a search on `pos` to read what it has
    /// proven (`param_hexbfs solver_proofs`; `None` before the first
    /// solve, or when its latest was on another board size).
    pub fn proofs(&self, pos: &Position) -> Option<Arc<Table>> {
        self.solver.as_ref()?.proofs(pos)
    }

    /// Whether df-pn proves, within `clock`, that the move `m` of `pos`'s
    /// side to move loses: the position after it won for the opponent.
    /// `genmove` checks its chosen move so (`param_hexbfs solver_check`);
    /// the result stays in the table.
    pub fn refutes(&mut self, pos: &Position, m: usize, clock: Clock) -> bool {
        let me = pos.to_move();
        let mut after = pos.clone();
        after.play_index(me, m);
        if after.winner().is_some() {
            return false;
        }
        let outcome = self.run(&after, clock, false, &mut |_| {});
        log_outcome("dfpn checking a move", &outcome);
        outcome.winner == Some(me.opponent())
    }

    /// `dfpn-solver-find-winning`: every winning move of `color`, each
    /// candidate solved in turn within one shared time limit.
    pub fn find_winning(
        &mut self,
        game: &Game,
        color: Color,
        max_time: f64,
        stop: &Arc<AtomicBool>,
    ) -> Result<String, String> {
        if game.winner().is_some() {
            return Ok(String::new());
        }
        let mut pos = game.position().clone();
        pos.set_to_move(color);
        // A position the rules decide: every empty cell is tried (as
        // Benzene does), else the moves the rules leave. Without the
        // fill-in: its filled and dominated cells can be winning moves too
        // (a move into the opponent's captured pair, say), and this lists
        // every winning move.
        let candidates = crate::vc::Limits {
            fill_in: false,
            ..solver_limits()
        };
        let moves: Vec<usize> = match expand(&pos, Some(&candidates)) {
            Expansion::Moves(m) => m,
            _ => pos.board().empty().iter().collect(),
        };
        let clock = self.clock(stop, max_time);
        let mut winning = Vec::new();
        for m in moves {
            pos.play_index(color, m);
            let outcome = if pos.winner() == Some(color) {
                None
            } else {
                Some(self.run(&pos, clock.clone(), false, &mut |_| {}))
            };
            pos.undo();
            match outcome {
                None => winning.push(m),
                Some(o) if o.winner == Some(color) => winning.push(m),
                Some(o) if o.winner.is_some() => {}
                Some(o) => {
                    let secs = self.seconds(max_time);
                    return Err(unsolved(
                        o.stopped,
                        secs,
                        self.limits.max_nodes.unwrap_or(0),
                        o.nodes,
                    ));
                }
            }
        }
        winning.sort_unstable();
        let g = game.geometry();
        Ok(winning
            .iter()
            .map(|&m| g.cell(m).to_string())
            .collect::<Vec<_>>()
            .join(" "))
    }
}

/// Logs what a search found, after `what`.
fn log_outcome(what: &str, outcome: &Outcome) {
    log::info!(
        "{what}: {} after {} nodes in {:.3}s",
        outcome
            .winner
            .map_or("unsolved".into(), |w| format!("{w} wins")),
        outcome.nodes,
        outcome.elapsed.as_secs_f64()
    );
}

/// The error text of a search that ended without a proof.
fn unsolved(why: Option<Stopped>, timelimit: f64, max_nodes: u64, nodes: u64) -> String {
    match why {
        Some(Stopped::Interrupted) => format!("dfpn: interrupted before a proof ({nodes} nodes)"),
        Some(Stopped::Time) => format!("dfpn: no proof within the time limit ({timelimit} s)"),
        Some(Stopped::Nodes) => format!("dfpn: no proof within the node limit ({max_nodes})"),
        None => "dfpn: no proof".into(),
    }
}

/// A progress snapshot as a `gogui-gfx:` block in Benzene's `dfpn` form.
pub fn dfpn_block(p: &Progress) -> String {
    let g = p.geometry;
    let mut color = p.to_move;
    let var: Vec<String> = p
        .path
        .iter()
        .map(|&m| {
            let s = format!("{} {}", color.letter(), g.cell(m));
            color = color.opponent();
            s
        })
        .collect();
    let losses = p.children.iter().filter(|(_, b)| b.is_win()).count();
    let labels: Vec<String> = p
        .children
        .iter()
        .map(|&(m, b)| {
            // The child's bounds are the opponent's: its win is our loss.
            let value = if b.is_win() {
                "L".to_string()
            } else if b.is_loss() {
                "W".to_string()
            } else {
                format!("{}@@{}", b.delta, b.phi)
            };
            format!("{} {value}", g.cell(m))
        })
        .collect();
    let line: Vec<String> = p.path.iter().map(|&m| g.cell(m).to_string()).collect();
    format!(
        "gogui-gfx:\ndfpn\nVAR {}\nLABEL {}\nTEXT {losses}/{} proven losses, {} nodes, {:.1} s, var: {}",
        var.join(" "),
        labels.join(" "),
        p.children.len(),
        p.nodes,
        p.elapsed.as_secs_f64(),
        line.join(" ")
    )
}
