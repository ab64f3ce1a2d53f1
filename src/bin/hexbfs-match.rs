//! `hexbfs-match`: plays HTP engines against each other and judges them
//! (Elo, LOS, SPRT, round-robin). A thin command line over
//! [`hexbfs::referee`]; see the "Matches" section of the README.

use clap::Parser;
use hexbfs::board::Geometry;
use hexbfs::referee::openings;
use hexbfs::referee::runner::MatchSetup;
use hexbfs::referee::stats::Sprt;
use hexbfs::referee::tournament::{MatchOptions, run_match};
use hexbfs::referee::{EngineSpec, GameRules};
use indicatif::{ProgressBar, ProgressStyle};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

/// Plays HTP (Hex) engines against each other: each opening twice with the
/// colours reversed, the referee judging with hexbfs's own rules.
#[derive(Parser, Debug)]
#[command(name = "hexbfs-match", version)]
struct Cli {
    /// An engine as NAME=COMMAND LINE, e.g. "new=target/release/hexbfs --level
    /// combined". Two for a match, three or more for a round-robin. The name
    /// (letters, digits, `-`, `_`, `.`) appears in tables, SGF and file names.
    #[arg(long = "engine", short = 'e', value_name = "NAME=CMD", required = true)]
    engines: Vec<String>,
    /// An HTP command sent to engine NAME once after it starts, e.g.
    /// "new=param_hexbfs max_time 0.5". Repeat for more commands.
    #[arg(long = "setup", value_name = "NAME=COMMAND")]
    setups: Vec<String>,
    /// Board size: N or WxH.
    #[arg(long, default_value = "11")]
    size: String,
    /// `all` (every 1-move opening), `none` (empty board) or a file with one
    /// opening per line (moves separated by blanks, `#` comments).
    #[arg(long, default_value = "all")]
    openings: String,
    /// How many times the opening list is played (each opening twice per
    /// round, colours reversed).
    #[arg(long, default_value_t = 1)]
    rounds: usize,
    /// Seed of the opening order (printed; same seed, same schedule).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games played at the same time, each with its own engine processes.
    #[arg(short = 'j', long = "concurrency", default_value_t = 1)]
    concurrency: usize,
    /// Seconds an engine may take for one genmove; slower loses the game.
    #[arg(long, default_value_t = 30.0)]
    timeout: f64,
    /// Seconds for any other command (startup, setup, boardsize, play).
    #[arg(long, default_value_t = 30.0)]
    command_timeout: f64,
    /// Allow swap (sends `param_game allow_swap 1`); without it a swap loses.
    #[arg(long)]
    swap: bool,
    /// Stop as soon as the SPRT decides: `elo0=A,elo1=B[,alpha=X][,beta=Y]`
    /// (two engines; Elo of the first over the second).
    #[arg(long, value_name = "PARAMS")]
    sprt: Option<Sprt>,
    /// Directory for results.tsv (resume), games/*.sgf and engine stderr logs.
    #[arg(long, default_value = "match-out")]
    out: PathBuf,
    /// Keep no files (no resume, no SGF).
    #[arg(long)]
    no_out: bool,
}

fn parse_size(s: &str) -> Result<Geometry, String> {
    let (w, h) = match s.split_once(['x', 'X']) {
        Some((w, h)) => (w, h),
        None => (s, s),
    };
    let (w, h) = (w.trim().parse(), h.trim().parse());
    let (Ok(w), Ok(h)) = (w, h) else {
        return Err(format!("board size {s:?}: expected N or WxH"));
    };
    Geometry::new(w, h).map_err(|e| format!("board size {s:?}: {e}"))
}

fn parse_engines(cli: &Cli) -> Result<Vec<EngineSpec>, String> {
    let mut engines: Vec<EngineSpec> = Vec::new();
    for e in &cli.engines {
        let (name, command) = e
            .split_once('=')
            .ok_or_else(|| format!("--engine {e:?}: expected NAME=COMMAND"))?;
        let name = name.trim();
        let valid = |c: char| c.is_ascii_alphanumeric() || "-_.".contains(c);
        if name.is_empty() || !name.chars().all(valid) {
            return Err(format!(
                "--engine {e:?}: name must be letters, digits, - _ ."
            ));
        }
        if engines.iter().any(|x| x.name == name) {
            return Err(format!("two engines named {name}"));
        }
        let stderr_log = (!cli.no_out).then(|| cli.out.join(format!("stderr-{name}.log")));
        engines.push(EngineSpec {
            name: name.into(),
            command: command.trim().into(),
            setup: Vec::new(),
            stderr_log,
        });
    }
    if engines.len() < 2 {
        return Err("a match needs at least two --engine".into());
    }
    for s in &cli.setups {
        let (name, command) = s
            .split_once('=')
            .ok_or_else(|| format!("--setup {s:?}: expected NAME=COMMAND"))?;
        let engine = engines
            .iter_mut()
            .find(|e| e.name == name.trim())
            .ok_or_else(|| format!("--setup {s:?}: no engine named {name}"))?;
        engine.setup.push(command.trim().into());
    }
    Ok(engines)
}

fn seconds(s: f64, flag: &str) -> Result<Duration, String> {
    Duration::try_from_secs_f64(s)
        .ok()
        .filter(|d| !d.is_zero())
        .ok_or_else(|| format!("{flag} must be a positive number of seconds"))
}

fn options(cli: &Cli) -> Result<MatchOptions, String> {
    let geometry = parse_size(&cli.size)?;
    let openings = match cli.openings.as_str() {
        "all" => openings::one_move_openings(&geometry),
        "none" => vec![Vec::new()],
        path => {
            let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
            openings::parse(&text, &geometry, cli.swap).map_err(|e| format!("{path}: {e}"))?
        }
    };
    if cli.rounds == 0 || cli.concurrency == 0 {
        return Err("--rounds and -j must be at least 1".into());
    }
    if cli.sprt.is_some() && cli.engines.len() != 2 {
        return Err("--sprt needs exactly two engines".into());
    }
    if !cli.no_out {
        std::fs::create_dir_all(&cli.out).map_err(|e| format!("{}: {e}", cli.out.display()))?;
    }
    Ok(MatchOptions {
        setup: MatchSetup {
            engines: parse_engines(cli)?,
            rules: GameRules {
                geometry,
                allow_swap: cli.swap,
                move_timeout: seconds(cli.timeout, "--timeout")?,
                command_timeout: seconds(cli.command_timeout, "--command-timeout")?,
            },
            concurrency: cli.concurrency,
        },
        openings,
        rounds: cli.rounds,
        seed: cli.seed,
        sprt: cli.sprt,
        out_dir: (!cli.no_out).then(|| cli.out.clone()),
    })
}

fn main() -> ExitCode {
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("info")).init();
    let cli = Cli::parse();
    let options = match options(&cli) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("hexbfs-match: {e}");
            return ExitCode::from(2);
        }
    };
    log::info!(
        "seed {}, {} openings x {} round(s), {}x{} board, {} at a time",
        options.seed,
        options.openings.len(),
        options.rounds,
        options.setup.rules.geometry.width(),
        options.setup.rules.geometry.height(),
        options.setup.concurrency
    );
    // Draws on stderr, and only when it is a terminal.
    let bar = ProgressBar::new(0).with_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games, {elapsed} (eta {eta})")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let mut on_game = |done: usize, total: usize, line: &str| {
        bar.set_length(total as u64);
        bar.set_position(done as u64);
        bar.suspend(|| println!("{line}"));
    };
    let result = run_match(&options, &mut on_game);
    bar.finish_and_clear();
    match result {
        Ok(summary) => {
            println!();
            println!("{} of {} games", summary.games, summary.scheduled);
            print!("{}", summary.text);
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("hexbfs-match: {e}");
            ExitCode::FAILURE
        }
    }
}
