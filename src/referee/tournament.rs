//! A whole match, or one shard of it: schedule, resume, run, record, judge.
//!
//! The games of the schedule (or of the shard) that the results file
//! already holds are counted and skipped; the others are played
//! ([`runner`]). Each finished game is printed as one line, appended to the
//! results file and written as SGF, and with two engines the SPRT (if asked
//! for) is checked after every game: once it decides, no new game is
//! started. A shard does not stop on its own SPRT: it sees only part of the
//! games, and `hexbfs-match merge` judges them all. The summary holds a
//! table per pair, a cross table for three or more engines, and the SPRT
//! state ([`report::summary`]).
//!
//! A results file that is not empty must belong to this very match and
//! shard ([`results::check_identity`]); otherwise the run stops with an
//! error naming every difference, before any game is played.

use super::identity::MatchIdentity;
use super::openings::{self, Opening};
use super::play::GameRecord;
use super::report::{self, Standings};
use super::results;
use super::runner::{self, MatchSetup};
use super::schedule::{ScheduledGame, Shard, schedule};
use super::sgf;
use super::stats::{Hypothesis, Sprt};
use std::collections::BTreeMap;
use std::fs;
use std::io::Write;
use std::path::PathBuf;

/// A match as the command line describes it.
#[derive(Clone, Debug)]
pub struct MatchOptions {
    pub setup: MatchSetup,
    pub openings: Vec<Opening>,
    /// How many times the whole opening list is played.
    pub rounds: usize,
    pub seed: u64,
    pub sprt: Option<Sprt>,
    /// The part of the schedule this run plays; `None` plays all of it.
    pub shard: Option<Shard>,
    /// Where `results.tsv` and `games/*.sgf` go; `None` keeps nothing.
    pub out_dir: Option<PathBuf>,
    /// Wins and losses of the first engine in earlier runs of this match
    /// (other seeds) that the SPRT counts before this run's games: its
    /// stop and its verdict are over all of them (`(0, 0)`: none).
    pub sprt_prior: (u64, u64),
}

impl MatchOptions {
    /// What makes another run the same match.
    pub fn identity(&self) -> MatchIdentity {
        let rules = &self.setup.rules;
        MatchIdentity {
            geometry: rules.geometry.clone(),
            engines: (self.setup.engines.iter())
                .map(|e| super::EngineSpec {
                    stderr_log: None,
                    ..e.clone()
                })
                .collect(),
            allow_swap: rules.allow_swap,
            move_timeout: rules.move_timeout,
            openings: self.openings.clone(),
            seed: self.seed,
            sprt: self.sprt,
        }
    }
}

/// How a match ended.
#[derive(Clone, Debug)]
pub struct MatchSummary {
    pub standings: Standings,
    /// Games counted, resumed ones included.
    pub games: usize,
    /// Games of the schedule (of the shard).
    pub scheduled: usize,
    pub sprt: Option<Hypothesis>,
    /// The tables and verdicts to print.
    pub text: String,
}

/// Plays the match; `on_game(finished, total, line)` is called for each
/// finished game with its line (resumed games are counted, not printed).
pub fn run_match(
    options: &MatchOptions,
    on_game: &mut (dyn FnMut(usize, usize, &str) + Send),
) -> Result<MatchSummary, String> {
    let names: Vec<String> = options
        .setup
        .engines
        .iter()
        .map(|e| e.name.clone())
        .collect();
    let all = schedule(&options.openings, names.len(), options.rounds, options.seed);
    let games: Vec<&ScheduledGame> = all
        .iter()
        .filter(|g| options.shard.is_none_or(|s| s.contains(g)))
        .collect();
    let (done, mut results_file) = open_records(options, &all, &names)?;
    let mut standings = Standings::default();
    for (index, record) in results::in_line_order(&done) {
        standings.add(&all[index], record);
    }
    let mut finished = done.len();
    if finished > 0 {
        log::info!("resumed {finished} finished games from the results file");
    }
    let stop_rule = options
        .sprt
        .filter(|_| names.len() == 2 && options.shard.is_none());
    let (pw, pl) = options.sprt_prior;
    // Decided once the LLR has left its bounds at some game, in the order
    // they finished: a resumed run whose file crossed a bound is over,
    // even if games in flight then brought the totals back inside.
    let decided = |st: &Standings| {
        stop_rule
            .and_then(|sprt| sprt.first_crossing((pw, pl), st.outcomes(0, 1)))
            .is_some()
    };
    let todo: Vec<ScheduledGame> = games
        .iter()
        .filter(|g| !done.contains_key(&g.index))
        .map(|g| (*g).clone())
        .collect();
    let mut io_error = None;
    if !decided(&standings) {
        runner::run(&options.setup, &todo, |game, record| {
            finished += 1;
            standings.add(game, &record);
            if let Err(e) = keep(options, results_file.as_mut(), game, &names, &record) {
                io_error.get_or_insert(e);
            }
            on_game(
                finished,
                games.len(),
                &game_line(game, &names, &record, all.len()),
            );
            !decided(&standings) && io_error.is_none()
        })?;
    }
    if let Some(e) = io_error {
        return Err(e);
    }
    // A shard does not stop on its SPRT: its games are judged by their
    // totals, as `merge` judges all of them.
    let sequential = options.shard.is_none();
    let sprt = (options.sprt)
        .filter(|_| names.len() == 2)
        .and_then(|sprt| report::judge(sprt, (pw, pl), &standings, sequential).0);
    let mut text = report::summary(&names, &standings, options.sprt, sequential);
    if let (Some(s), 2, true) = (options.sprt, names.len(), pw + pl > 0) {
        text.push_str(&format!(
            "with the {} games of the earlier runs ({pw}-{pl}): ",
            pw + pl
        ));
        text.push_str(&report::sprt_line(
            &names,
            s,
            (pw, pl),
            &standings,
            sequential,
        ));
    }
    Ok(MatchSummary {
        text,
        standings,
        games: finished,
        scheduled: games.len(),
        sprt,
    })
}

type Records = (BTreeMap<usize, (usize, GameRecord)>, Option<fs::File>);

/// Reads what the results file already holds (refusing another match's
/// file) and opens it for appending; a new file gets the header.
fn open_records(
    options: &MatchOptions,
    games: &[ScheduledGame],
    names: &[String],
) -> Result<Records, String> {
    let Some(dir) = &options.out_dir else {
        return Ok(Default::default());
    };
    let io = |e: std::io::Error| format!("{}: {e}", dir.display());
    fs::create_dir_all(dir.join("games")).map_err(io)?;
    let path = dir.join("results.tsv");
    let shown = path.display();
    let existing = match fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(e) => return Err(format!("{shown}: {e}")),
    };
    let identity = options.identity();
    if existing.trim().is_empty() {
        let header = results::header(&identity, options.rounds, options.shard);
        fs::write(&path, header).map_err(io)?;
        let file = fs::OpenOptions::new()
            .append(true)
            .open(&path)
            .map_err(io)?;
        return Ok((BTreeMap::new(), Some(file)));
    }
    let parts = results::split(&existing).map_err(|e| format!("{shown}: {e}"))?;
    results::check_identity(&parts, &identity, options.shard).map_err(|e| {
        format!("{shown}: {e}; use another --out, or the arguments of the match that wrote it")
    })?;
    let done =
        results::games(&parts, games, names, options.shard).map_err(|e| format!("{shown}: {e}"))?;
    if let Some(n) = parts.unterminated {
        log::warn!("{shown} line {n} was cut while being written: dropped, its game is replayed");
        let file = fs::OpenOptions::new().write(true).open(&path).map_err(io)?;
        file.set_len(parts.complete_len as u64).map_err(io)?;
    }
    let mut file = fs::OpenOptions::new()
        .append(true)
        .open(&path)
        .map_err(io)?;
    if parts.rounds != Some(options.rounds) {
        log::info!("{shown}: the match now has {} round(s)", options.rounds);
        let line = results::rounds_line(options.rounds);
        file.write_all(line.as_bytes()).map_err(io)?;
    }
    Ok((done, Some(file)))
}

/// Appends the result line (in one write, so that a reader never sees half
/// of it) and writes the SGF of a finished game.
fn keep(
    options: &MatchOptions,
    file: Option<&mut fs::File>,
    game: &ScheduledGame,
    names: &[String],
    record: &GameRecord,
) -> Result<(), String> {
    let (Some(dir), Some(file)) = (&options.out_dir, file) else {
        return Ok(());
    };
    let io = |e: std::io::Error| format!("{}: {e}", dir.display());
    let engines = &options.setup.engines;
    let sgf = sgf::write(
        record,
        &options.setup.rules.geometry,
        &engines[game.black],
        &engines[game.white],
    );
    let name = format!(
        "game-{:05}-{}-{}.sgf",
        game.index + 1,
        names[game.black],
        names[game.white]
    );
    fs::write(dir.join("games").join(name), sgf).map_err(io)?;
    let line = results::format_line(game, names, record) + "\n";
    file.write_all(line.as_bytes()).map_err(io)?;
    file.flush().map_err(io)
}

/// `game 3/40  opening c3  new (B) vs old (W): W+ old, white connected, 17 moves`
pub fn game_line(
    game: &ScheduledGame,
    names: &[String],
    record: &GameRecord,
    total: usize,
) -> String {
    let winner = if record.winner == 0 {
        game.black
    } else {
        game.white
    };
    format!(
        "game {}/{total}  opening {}  {} (B) vs {} (W): {}+ {}, {}, {} moves",
        game.index + 1,
        openings::format(&game.opening),
        names[game.black],
        names[game.white],
        record.winner_color.letter(),
        names[winner],
        record.reason,
        record.moves.len()
    )
}
