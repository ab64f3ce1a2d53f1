//! The session: owns the game, the settings and the searcher, and turns
//! each [`Command`] into a reply text or an error reason. A command that
//! fails changes nothing.

use super::analyze;
use super::command::{COMMAND_NAMES, Command, Param};
use super::settings::{self, Settings};
use super::sgf_load;
use super::showboard;
use super::solve::SolveState;
use crate::bitboard::Bitboard;
use crate::board::{Color, Geometry};
use crate::game::{Game, Move};
use crate::player::{self, Context, Level};
use crate::position::Position;
use crate::rng::Rng;
use crate::search::clock::share_of_clock;
use crate::search::{Clock, MAX_DEPTH, Params, Report, Searcher};
use log::info;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// The HTP session state.
pub struct Session {
    game: Game,
    settings: Settings,
    /// `param_game game_time`: seconds per player per game (0: no clock).
    game_time: f64,
    /// Seconds left per colour, from `time_left` or counted down from `game_time`.
    clocks: [Option<f64>; 2],
    searcher: Searcher,
    rng: Rng,
    /// The last search and the position key it was made for; `None` once a
    /// move, an undo or a new game changed the position, or when the last
    /// `genmove` did not search.
    last: Option<(u64, Report)>,
    stop: Arc<AtomicBool>,
    quit: bool,
    /// The solver and its `param_dfpn` settings.
    solve: SolveState,
}

impl Session {
    /// A session on an empty 11x11 board.
    pub fn new(settings: Settings) -> Session {
        Session {
            game: Game::new(Geometry::new(11, 11).expect("11 is a valid size")),
            searcher: {
                let mut s = Searcher::new(settings.table_mb);
                configure(&mut s, &settings);
                s
            },
            rng: Rng::new(settings.seed),
            settings,
            game_time: 0.0,
            clocks: [None; 2],
            last: None,
            stop: Arc::new(AtomicBool::new(false)),
            quit: false,
            solve: SolveState::default(),
        }
    }

    /// The flag that stops a running search (`# interrupt`). The command
    /// loop ([`super::run`]) raises it and lowers it before each command
    /// that an interrupt does not apply to.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.stop.clone()
    }

    /// Whether `quit` was received.
    pub fn quit_requested(&self) -> bool {
        self.quit
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Carries out one command. `emit` writes out-of-band text (live
    /// `gogui-gfx:` blocks) before the reply.
    pub fn handle(
        &mut self,
        command: Command,
        emit: &mut dyn FnMut(&str),
    ) -> Result<String, String> {
        use Command::*;
        let done = Ok(String::new());
        match command {
            ProtocolVersion => Ok("2".into()),
            Name => Ok("hexbfs".into()),
            Version => Ok(env!("CARGO_PKG_VERSION").into()),
            KnownCommand(c) => Ok(COMMAND_NAMES.contains(&c.as_str()).to_string()),
            ListCommands => Ok(COMMAND_NAMES.join("\n")),
            Quit => {
                self.quit = true;
                done
            }
            BoardSize(w, h) => {
                let geometry = Geometry::new(w, h).map_err(|e| e.to_string())?;
                let allow_swap = self.game.allow_swap();
                self.game = Game::new(geometry);
                self.game.set_allow_swap(allow_swap);
                self.new_game();
                done
            }
            ClearBoard => {
                self.game.clear();
                self.new_game();
                done
            }
            Play(color, mv) => {
                self.game.try_play(color, mv).map_err(|e| e.to_string())?;
                self.last = None;
                done
            }
            GenMove(color) => self.genmove(color, true, emit),
            RegGenMove(color) => self.genmove(color, false, emit),
            Undo => {
                if self.game.undo() {
                    self.last = None;
                    done
                } else {
                    Err("cannot undo: no moves".into())
                }
            }
            ShowBoard => Ok(showboard::render(&self.game)),
            FinalScore => Ok(match self.game.winner() {
                Some(c) => format!("{}+", c.letter()),
                None => "cannot score".into(),
            }),
            AllLegalMoves(color) => Ok(self.legal_moves(color.unwrap_or(self.game.to_move()))),
            TimeLeft(None) => Ok(Color::BOTH
                .iter()
                .map(|&c| match self.clocks[c.index()] {
                    Some(t) => format!("{c} {t:.3}"),
                    None => format!("{c} none"),
                })
                .collect::<Vec<_>>()
                .join(" ")),
            TimeLeft(Some((color, seconds))) => {
                self.clocks[color.index()] = Some(seconds.min(settings::MAX_TIME));
                done
            }
            ParamGame(p) => self.param_game(p),
            ParamEngine(p) => self.param_engine(p),
            AnalyzeCommands => Ok(analyze::ANALYZE_COMMANDS
                .iter()
                .chain(super::vc::ANALYZE)
                .copied()
                .collect::<Vec<_>>()
                .join("\n")),
            DistanceMap(c) => Ok(analyze::distance_map(&self.game, c)),
            HeatMap => Ok(analyze::heat_map(&self.game)),
            ShortestPaths(c) => Ok(analyze::shortest_paths(&self.game, c)),
            Variation => Ok(analyze::variation(self.last_report())),
            Fillin(c) => Ok(analyze::fillin(
                &self.game,
                c.unwrap_or(self.game.to_move()),
            )),
            Evaluation => Ok(analyze::evaluation(&self.game, self.last_report())),
            LoadSgf(file, number) => {
                let text = sgf_load::read(&file)?;
                self.game = sgf_load::load(&text, number, self.game.allow_swap())?;
                self.new_game();
                done
            }
            ParamDfpn(p) => self.solve.param(p),
            DfpnSolveState(c) => {
                let color = c.unwrap_or(self.game.to_move());
                let secs = self.settings.max_time;
                self.solve
                    .solve_state(&self.game, color, secs, &self.stop, emit)
            }
            DfpnFindWinning(c) => {
                let secs = self.settings.max_time;
                self.solve.find_winning(&self.game, c, secs, &self.stop)
            }
            DfpnClearTt => {
                self.solve.clear();
                done
            }
            Vc(c) => super::vc::answer(&self.game, &c),
        }
    }

    /// The last search, if it was made for the current position.
    fn last_report(&self) -> Option<&Report> {
        self.last
            .as_ref()
            .filter(|(key, _)| *key == self.game.position().key())
            .map(|(_, r)| r)
    }

    fn new_game(&mut self) {
        self.last = None;
        let t = (self.game_time > 0.0).then_some(self.game_time);
        self.clocks = [t; 2];
    }

    fn legal_moves(&self, color: Color) -> String {
        let mut moves: Vec<String> = self
            .game
            .legal_cells()
            .iter()
            .map(|c| c.to_string())
            .collect();
        for swap in [Move::SwapPieces, Move::SwapSides] {
            if self.game.check(color, swap).is_ok() {
                moves.push(swap.to_string());
            }
        }
        moves.join(" ")
    }

    fn param_game(&mut self, p: Param) -> Result<String, String> {
        let list = || {
            format!(
                "[bool] allow_swap {}\n[string] game_time {}",
                self.game.allow_swap() as u8,
                self.game_time
            )
        };
        match p {
            Param::List => Ok(list()),
            Param::Show(key) => match key.as_str() {
                "allow_swap" => Ok((self.game.allow_swap() as u8).to_string()),
                "game_time" => Ok(self.game_time.to_string()),
                _ => Err(format!("unknown parameter: {key}")),
            },
            Param::Set(key, value) => {
                match key.as_str() {
                    "allow_swap" => self.game.set_allow_swap(settings::boolean(&key, &value)?),
                    "game_time" => {
                        self.game_time = settings::seconds(&key, &value, false)?;
                        if self.game.move_count() == 0 {
                            self.new_game();
                        }
                    }
                    _ => return Err(format!("unknown parameter: {key}")),
                }
                Ok(String::new())
            }
        }
    }

    fn param_engine(&mut self, p: Param) -> Result<String, String> {
        match p {
            Param::List => Ok(self.settings.list()),
            Param::Show(key) => self.settings.show(&key),
            Param::Set(key, value) => {
                let before = self.settings.clone();
                self.settings.set(&key, &value)?;
                if self.settings.table_mb != before.table_mb {
                    self.searcher.resize_table(self.settings.table_mb);
                }
                configure(&mut self.searcher, &self.settings);
                if self.settings.seed != before.seed {
                    self.rng = Rng::new(self.settings.seed);
                }
                Ok(String::new())
            }
        }
    }

    /// Seconds this move may take: `max_time`, or less when the clock of
    /// `color` is running: what is left (less a reserve) shared over the
    /// moves still to come, estimated from the empty cells.
    fn budget(&self, color: Color) -> Duration {
        let mut secs = self.settings.max_time;
        if let Some(left) = self.clocks[color.index()] {
            let empty = self.game.position().board().empty().count() as usize;
            secs = secs.min(share_of_clock(left, empty));
        }
        Duration::from_secs_f64(secs.max(0.001))
    }

    /// `genmove` (with `commit`) or `reg_genmove`.
    fn genmove(
        &mut self,
        color: Color,
        commit: bool,
        emit: &mut dyn FnMut(&str),
    ) -> Result<String, String> {
        if self.game.winner().is_some() {
            return Ok(Move::Resign.to_string());
        }
        let started = Instant::now();
        // The swap map places a swappable first stone and decides a swap,
        // without a search.
        if let Some(mv) = player::swap_rule_move(self.settings.level, &self.game, color) {
            info!("{mv}: from the swap map");
            self.last = None;
            return self.finish(color, mv, commit, started);
        }
        let budget = self.budget(color);
        let mut pos = self.game.position().clone();
        pos.set_to_move(color);
        // The solver takes part in a move limited by time only: a search
        // to a fixed depth stays the search alone, the same move every
        // time and no slower. With more than `solver_empty` empty cells,
        // where df-pn seldom proves anything in a move, the search has the
        // whole move.
        let solving = self.settings.max_depth == MAX_DEPTH
            && matches!(self.settings.level, Level::AlphaBeta | Level::Combined)
            && pos.board().empty().count() as usize <= self.settings.solver_empty;
        let (share, check) = if solving {
            // The check's part, kept from the search, which keeps a tenth
            // of the time at least.
            let share = self.settings.solver_share;
            (
                share,
                self.settings
                    .solver_check
                    .min(settings::MAX_SOLVER_SHARE - share),
            )
        } else {
            (0, 0)
        };
        let (share_time, reserve) = solver_times(budget, share, check, self.settings.solver_time);
        if share > 0 {
            // The solver first, for its share of the time: a proven win
            // is played as proven; else the search has what is left.
            let clock = Clock::new(Some(share_time), Some(self.stop.clone()));
            let live = self.settings.live_gfx;
            if let Some(m) = self.solve.winning_move(&pos, clock, live, emit) {
                info!("{}: proven to win by the solver", pos.geometry().cell(m));
                self.last = None;
                let mv = Move::Cell(pos.geometry().cell(m));
                return self.finish(color, mv, commit, started);
            }
        }
        let left = budget
            .saturating_sub(started.elapsed())
            .saturating_sub(reserve);
        // With a check, the moves the solver has proven losing so far: the
        // search leaves them out and the check does not try them again.
        let lost = if check > 0 {
            self.solve.losing_moves(&pos)
        } else {
            Bitboard::EMPTY
        };
        self.searcher.avoid_at_root(lost);
        // What the solver proved in this move and before, for the
        // search's whole tree.
        let proofs = (solving && self.settings.solver_proofs)
            .then(|| self.solve.proofs(&pos))
            .flatten();
        self.searcher.read_proofs(proofs);
        let clock = Clock::new(
            Some(left.max(Duration::from_millis(1))),
            Some(self.stop.clone()),
        );
        let params = Params {
            max_depth: self.settings.max_depth,
            width: self.settings.width,
            deep_width: self.settings.deep_width,
            deep_from: self.settings.deep_plies,
            frontier_width: self.settings.frontier_width,
            frontier_plies: self.settings.frontier_plies,
            quick_single_reply: true,
            connections: true,
            null_move: self.settings.null(),
            late_reduction: self.settings.late(),
            potential_count: self.settings.potential_count,
            bridge_walls: self.settings.bridge_walls,
            threat_extension: self.settings.threat_extension,
            fill_plies: self.settings.fill_plies,
            weights: self.settings.weights(),
            order: self.settings.order(),
        };
        let live = self.settings.live_gfx;
        let ctx = Context {
            searcher: &mut self.searcher,
            params,
            rng: &mut self.rng,
        };
        let choice = player::choose(self.settings.level, &pos, ctx, clock, |r| {
            log_depth(r);
            if live {
                emit(&analyze::live_block(r, color));
            }
        });
        // A move chosen without a search leaves the table lent: the
        // check below writes to it.
        self.searcher.read_proofs(None);
        let mut index = choice.index;
        if check > 0
            && let Some(r) = &choice.report
            && !r.proven()
        {
            index = self.checked(&pos, r, lost, started + budget);
        }
        // A move chosen without a search (a rule's instant answer), or
        // other than the search's, leaves no search of this position to
        // describe.
        self.last = choice
            .report
            .filter(|_| index == choice.index)
            .map(|r| (pos.key(), r));
        let mv = Move::Cell(pos.geometry().cell(index));
        self.finish(color, mv, commit, started)
    }

    /// The search's move (`report.best`) unless df-pn proves it losing
    /// before `deadline` (see [`first_unrefuted`]), with the search's root
    /// moves, best first, as the others to try, but for those in `lost`.
    fn checked(
        &mut self,
        pos: &Position,
        report: &Report,
        lost: Bitboard,
        deadline: Instant,
    ) -> usize {
        let g = pos.geometry();
        let ranked = std::iter::once(report.best)
            .chain(report.root_scores.iter().map(|r| r.cell))
            .map(|c| g.index(c));
        let stop = self.stop.clone();
        first_unrefuted(ranked, lost, deadline, |m, left| {
            let refuted = self
                .solve
                .refutes(pos, m, Clock::new(Some(left), Some(stop.clone())));
            if refuted {
                info!("{}: proven to lose by the solver", g.cell(m));
            }
            refuted
        })
    }

    /// Plays the chosen move when `commit`, charging the clock of `color`,
    /// and answers it.
    fn finish(
        &mut self,
        color: Color,
        mv: Move,
        commit: bool,
        started: Instant,
    ) -> Result<String, String> {
        if commit {
            self.game
                .try_play(color, mv)
                .map_err(|e| format!("internal error: {e}"))?;
            if let Some(t) = &mut self.clocks[color.index()] {
                *t = (*t - started.elapsed().as_secs_f64()).max(0.0);
            }
            // The variation now starts after the move just played.
            match (&mut self.last, mv) {
                (Some((key, r)), Move::Cell(c)) => {
                    *key = self.game.position().key();
                    if r.pv.first() == Some(&c) {
                        r.pv.remove(0);
                    }
                }
                _ => self.last = None,
            }
        }
        Ok(mv.to_string())
    }
}

/// Gives `searcher` the search's settings of `settings` (all but the
/// table's size, which [`Searcher::resize_table`] changes): at the start
/// of a session and after each `param_hexbfs`.
fn configure(searcher: &mut Searcher, settings: &Settings) {
    searcher.set_threads(settings.threads);
    searcher.set_interior_depth(settings.interior());
    searcher.set_interior_pv(settings.interior_pv());
    searcher.set_interior_guard(settings.interior_guard());
    searcher.set_interior_share(settings.interior_share);
    searcher.set_root_probes(settings.root_probes);
    searcher.set_root_wide(settings.root_wide);
    searcher.set_root_sided(settings.root_sided);
    searcher.set_root_knowledge(settings.root_knowledge);
    searcher.set_knowledge_circuit(settings.knowledge_circuit);
    searcher.set_knowledge_from(settings.knowledge_from);
    searcher.set_keep_table(settings.keep_table);
    searcher.set_table_parity(settings.table_parity);
    searcher.set_root_width(settings.root_width);
    searcher.set_root_sweep(settings.root_sweep);
}

/// The solver's time of a move of `budget` in `genmove`: its share
/// (`share`%, df-pn first) and the check's reserve (`check`%), both cut
/// in proportion so that together they take at most `cap` seconds (0:
/// no cap, `param_hexbfs solver_time`). The search has the rest.
fn solver_times(budget: Duration, share: u32, check: u32, cap: f64) -> (Duration, Duration) {
    let part = |p: u32| budget.mul_f64(f64::from(p) / 100.0);
    let (share, check) = (part(share), part(check));
    let both = (share + check).as_secs_f64();
    if cap > 0.0 && both > cap {
        let cut = cap / both;
        (share.mul_f64(cut), check.mul_f64(cut))
    } else {
        (share, check)
    }
}

fn log_depth(r: &Report) {
    let pv: Vec<String> = r.pv.iter().map(|c| c.to_string()).collect();
    info!(
        "depth {:>2} score {:>8} best {:<4} nodes {:>10} nps {:>9} time {:.3}s pv {}",
        r.depth,
        crate::search::score::describe(r.score),
        r.best,
        r.nodes,
        r.nodes_per_second(),
        r.elapsed.as_secs_f64(),
        pv.join(" ")
    );
}

/// The first of the moves `ranked` (best first; the first is the search's
/// own) that `refutes` does not prove losing, each given the time left
/// until `deadline`: moves in `lost` (already proven losing) and repeats
/// are skipped. A move the time runs out on (less than a millisecond
/// left) is taken unchecked; when every move is refuted (a lost position)
/// the first of `ranked`.
fn first_unrefuted(
    ranked: impl Iterator<Item = usize>,
    lost: Bitboard,
    deadline: Instant,
    mut refutes: impl FnMut(usize, Duration) -> bool,
) -> usize {
    let mut ranked = ranked.peekable();
    let first = *ranked.peek().expect("the search's own move comes first");
    let mut tried = Bitboard::EMPTY;
    for m in ranked {
        if lost.contains(m) || tried.contains(m) {
            continue;
        }
        tried.insert(m);
        let left = deadline.saturating_duration_since(Instant::now());
        if left < Duration::from_millis(1) || !refutes(m, left) {
            return m;
        }
    }
    first
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs [`first_unrefuted`] with the moves in `refuted` refuted; the
    /// result and the moves checked, in order.
    fn run(ranked: &[usize], lost: &[usize], refuted: &[usize], secs: f64) -> (usize, Vec<usize>) {
        let deadline = Instant::now() + Duration::from_secs_f64(secs);
        let mut checked = Vec::new();
        let m = first_unrefuted(
            ranked.iter().copied(),
            lost.iter().copied().collect(),
            deadline,
            |m, _| {
                checked.push(m);
                refuted.contains(&m)
            },
        );
        (m, checked)
    }

    #[test]
    fn the_search_move_stands_unless_refuted() {
        assert_eq!(run(&[5, 7, 9], &[], &[], 60.0), (5, vec![5]));
        assert_eq!(run(&[5, 7, 9], &[], &[5], 60.0), (7, vec![5, 7]));
        assert_eq!(run(&[5, 7, 9], &[], &[5, 7], 60.0), (9, vec![5, 7, 9]));
    }

    #[test]
    fn moves_known_to_lose_and_repeats_are_not_checked() {
        // The search's own move comes again among its root moves.
        assert_eq!(run(&[5, 5, 7, 9], &[7], &[5], 60.0), (9, vec![5, 9]));
        assert_eq!(run(&[5, 7], &[5], &[], 60.0), (7, vec![7]));
    }

    #[test]
    fn a_lost_position_keeps_the_search_move_and_no_time_takes_the_move_unchecked() {
        assert_eq!(run(&[5, 7], &[], &[5, 7], 60.0), (5, vec![5, 7]));
        assert_eq!(run(&[5, 7], &[5, 7], &[], 60.0), (5, vec![]));
        assert_eq!(run(&[5, 7], &[], &[5, 7], 0.0), (5, vec![]));
        assert_eq!(run(&[5, 7], &[5], &[7], 0.0), (7, vec![]));
    }

    /// The share and the check keep their percentages under the cap, and
    /// above it keep their proportion (2:1 here) within it; no cap is 0.
    #[test]
    fn the_solver_time_is_its_percentages_cut_to_the_cap() {
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        let near = |(a, b): (Duration, Duration), (x, y): (f64, f64)| {
            assert!(
                (ms(a) - x).abs() < 1e-6 && (ms(b) - y).abs() < 1e-6,
                "{a:?} {b:?}"
            );
        };
        let second = Duration::from_secs(1);
        near(solver_times(second, 40, 20, 0.0), (400.0, 200.0));
        near(solver_times(second, 40, 20, 0.6), (400.0, 200.0));
        near(solver_times(second, 40, 20, 5.0), (400.0, 200.0));
        near(solver_times(second, 40, 20, 0.15), (100.0, 50.0));
        near(solver_times(second * 3, 40, 20, 0.3), (200.0, 100.0));
        near(solver_times(second, 0, 20, 0.1), (0.0, 100.0));
        near(solver_times(second, 40, 0, 0.1), (100.0, 0.0));
        near(solver_times(second, 0, 0, 0.1), (0.0, 0.0));
    }
}
