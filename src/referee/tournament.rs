//! A whole match: schedule, resume, run, record, judge.
//!
//! The games of the schedule that the results file already holds are
//! counted and skipped; the others are played ([`runner`]). Each finished
//! game is printed as one line, appended to the results file and written as
//! SGF, and with two engines the SPRT (if asked for) is checked after every
//! game: once it decides, no new game is started. The summary holds a
//! table per pair, a cross table for three or more engines, and the SPRT
//! verdict.

use super::openings::{self, Opening};
use super::play::GameRecord;
use super::report::{Standings, cross_table, pair_table};
use super::results;
use super::runner::{self, MatchSetup};
use super::schedule::{ScheduledGame, schedule};
use super::sgf;
use super::stats::{Hypothesis, Sprt};
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
    /// Where `results.tsv` and `games/*.sgf` go; `None` keeps nothing.
    pub out_dir: Option<PathBuf>,
}

/// How a match ended.
#[derive(Clone, Debug)]
pub struct MatchSummary {
    pub standings: Standings,
    /// Games counted, resumed ones included.
    pub games: usize,
    /// Games of the schedule.
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
    let games = schedule(&options.openings, names.len(), options.rounds, options.seed);
    let (done, mut results_file) = open_records(options, &games, &names)?;
    let mut standings = Standings::default();
    for (index, record) in &done {
        standings.add(&games[*index], record);
    }
    let mut finished = done.len();
    if finished > 0 {
        log::info!("resumed {finished} finished games from the results file");
    }
    let sprt_of = |st: &Standings| {
        let sprt = options.sprt.filter(|_| names.len() == 2)?;
        let (w, l) = st.score(0, 1);
        sprt.decision(w, l)
    };
    let mut decision = sprt_of(&standings);
    let todo: Vec<ScheduledGame> = games
        .iter()
        .filter(|g| !done.contains_key(&g.index))
        .cloned()
        .collect();
    let mut io_error = None;
    if decision.is_none() {
        runner::run(&options.setup, &todo, |game, record| {
            finished += 1;
            standings.add(game, &record);
            if let Err(e) = keep(options, results_file.as_mut(), game, &names, &record) {
                io_error.get_or_insert(e);
            }
            on_game(
                finished,
                games.len(),
                &game_line(game, &names, &record, games.len()),
            );
            decision = sprt_of(&standings);
            decision.is_none() && io_error.is_none()
        })?;
    }
    if let Some(e) = io_error {
        return Err(e);
    }
    let mut text = String::new();
    for (&pair, tally) in &standings.pairs {
        text.push_str(&pair_table(&names, pair, tally));
        text.push('\n');
    }
    if names.len() > 2 {
        text.push_str(&cross_table(&names, &standings));
    }
    if let (Some(sprt), 2) = (options.sprt, names.len()) {
        let (w, l) = standings.score(0, 1);
        let (lo, hi) = sprt.bounds();
        let verdict = match decision {
            Some(Hypothesis::H1) => format!(
                "H1 accepted: {} is stronger than {} by about {} Elo or more",
                names[0], names[1], sprt.elo1
            ),
            Some(Hypothesis::H0) => format!(
                "H0 accepted: {} is not stronger than {} by {} Elo (at most about {})",
                names[0], names[1], sprt.elo1, sprt.elo0
            ),
            None => "no decision yet".into(),
        };
        text.push_str(&format!(
            "SPRT {sprt}: LLR {:.3} in [{lo:.3}, {hi:.3}] after {} games: {verdict}\n",
            sprt.llr(w, l),
            w + l
        ));
    }
    Ok(MatchSummary {
        standings,
        games: finished,
        scheduled: games.len(),
        sprt: decision,
        text,
    })
}

type Records = (
    std::collections::HashMap<usize, GameRecord>,
    Option<fs::File>,
);

/// Reads what the results file already holds and opens it for appending.
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
    let existing = fs::read_to_string(&path).unwrap_or_default();
    let done = results::parse(&existing, games, names)?;
    let mut file = fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&path)
        .map_err(io)?;
    if existing.is_empty() {
        writeln!(file, "{}", results::HEADER).map_err(io)?;
        writeln!(file, "# seed {} rounds {}", options.seed, options.rounds).map_err(io)?;
    }
    Ok((done, Some(file)))
}

/// Appends the result line and writes the SGF of a finished game.
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
    writeln!(file, "{}", results::format_line(game, names, record)).map_err(io)?;
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
