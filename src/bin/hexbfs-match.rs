//! `hexbfs-match`: plays HTP engines against each other and judges them
//! (Elo, LOS, SPRT, round-robin), a whole match or one shard of it, and
//! `hexbfs-match merge` adds up the shards (and runs of other seeds). A
//! thin command line over [`hexbfs::referee`]; see the "Matches" section of
//! the README.

use clap::{Args, Parser, Subcommand};
use hexbfs::referee::identity::{self, parse_size};
use hexbfs::referee::merge;
use hexbfs::referee::openings;
use hexbfs::referee::runner::MatchSetup;
use hexbfs::referee::schedule::Shard;
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
#[command(
    name = "hexbfs-match",
    version,
    args_conflicts_with_subcommands = true,
    subcommand_negates_reqs = true
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
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
    /// An earlier run of this match with another --seed (its folder or
    /// results.tsv; repeatable): its games count in this run's SPRT, which
    /// stops and judges over all of them, as `merge` would add them up.
    #[arg(long, value_name = "DIR")]
    sprt_with: Vec<PathBuf>,
    /// Play only part K of N of the schedule (K from 0 to N-1, e.g.
    /// `$SLURM_ARRAY_TASK_ID/4`), in the subfolder `shard-K-of-N` of --out.
    #[arg(long, value_name = "K/N")]
    shard: Option<Shard>,
    /// Directory for results.tsv (resume), games/*.sgf and engine stderr logs.
    #[arg(long, default_value = "match-out")]
    out: PathBuf,
    /// Keep no files (no resume, no SGF).
    #[arg(long)]
    no_out: bool,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Adds up the results of the shards (or runs) of one match and prints
    /// the tables a single run prints, with the SPRT state over all games.
    Merge(MergeArgs),
}

#[derive(Args, Debug)]
struct MergeArgs {
    /// A match folder (its results.tsv, or those of its shard-* subfolders)
    /// or a results.tsv file; several are added up, runs of other seeds
    /// too (each seed its own schedule).
    #[arg(required = true, value_name = "DIR")]
    dirs: Vec<PathBuf>,
    /// SPRT parameters, instead of those the match was started with.
    #[arg(long, value_name = "PARAMS")]
    sprt: Option<Sprt>,
}

/// The folder this run writes to: --out, or its shard subfolder.
fn out_dir(cli: &Cli) -> PathBuf {
    match cli.shard {
        Some(s) => cli.out.join(format!("shard-{}-of-{}", s.index, s.count)),
        None => cli.out.clone(),
    }
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
        let stderr_log = (!cli.no_out).then(|| out_dir(cli).join(format!("stderr-{name}.log")));
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
    let lines = engines
        .iter()
        .flat_map(|e| std::iter::once(&e.command).chain(&e.setup));
    if lines.clone().any(|l| l.contains(['\n', '\r'])) {
        return Err("engine command lines and setup commands must be single lines".into());
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
    if cli.shard.is_some() && cli.no_out {
        return Err("--shard needs its results file: drop --no-out".into());
    }
    let out = out_dir(cli);
    if !cli.no_out {
        std::fs::create_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
    }
    let mut options = MatchOptions {
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
        shard: cli.shard,
        out_dir: (!cli.no_out).then_some(out),
        sprt_prior: (0, 0),
    };
    options.sprt_prior = sprt_prior(cli, &options)?;
    Ok(options)
}

/// The first engine's wins and losses in the runs of `--sprt-with`, which
/// must be this match but for the seed, and of other seeds than this run's
/// (the same seed is this run's own schedule, whose games it resumes).
fn sprt_prior(cli: &Cli, options: &MatchOptions) -> Result<(u64, u64), String> {
    if cli.sprt_with.is_empty() {
        return Ok((0, 0));
    }
    if cli.sprt.is_none() {
        return Err("--sprt-with needs --sprt".into());
    }
    if cli.shard.is_some() {
        return Err(
            "--sprt-with is for a whole run: a shard plays to its end, and \
             `hexbfs-match merge` judges the SPRT over all runs"
                .into(),
        );
    }
    let merged = merge::merge(&cli.sprt_with, None).map_err(|e| format!("--sprt-with: {e}"))?;
    if merged.seeds.contains(&options.seed) {
        return Err(format!(
            "--sprt-with: a run of seed {} is this run's own schedule (its games are \
             resumed from --out): give this run another --seed",
            options.seed
        ));
    }
    // Numbered among the `# match` lines.
    let theirs: Vec<(usize, String)> = (merged.identity.to_lines().into_iter())
        .enumerate()
        .map(|(i, l)| (i + 1, l))
        .collect();
    let diffs = identity::differences_but_seed(&theirs, &options.identity().to_lines());
    if !diffs.is_empty() {
        return Err(format!(
            "--sprt-with: another match than this run (lines counted among the `# match` \
             lines): {}",
            diffs.join("; ")
        ));
    }
    let (w, l) = merged.standings.score(0, 1);
    log::info!(
        "the SPRT counts {} earlier games ({w}-{l}, seeds {:?})",
        w + l,
        merged.seeds
    );
    Ok((w, l))
}

/// `hexbfs-match merge`: the files read go to the log, the tables to stdout.
fn run_merge(args: &MergeArgs) -> ExitCode {
    let merged = match merge::merge(&args.dirs, args.sprt) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("hexbfs-match merge: {e}");
            return ExitCode::FAILURE;
        }
    };
    for f in &merged.files {
        let part = f
            .shard
            .map_or("whole match".into(), |s| format!("shard {s}"));
        log::info!(
            "{}: seed {}, {part}, {} games",
            f.path.display(),
            f.seed,
            f.games
        );
    }
    if merged.seeds.len() > 1 {
        let seeds: Vec<String> = merged.seeds.iter().map(|s| s.to_string()).collect();
        log::info!(
            "seeds {}: each its own schedule, the games added up",
            seeds.join(", ")
        );
    }
    for &seed in &merged.seeds {
        let counts: Vec<usize> = merged
            .files
            .iter()
            .filter(|f| f.seed == seed)
            .filter_map(|f| Some(f.shard?.count))
            .collect();
        if let Some(&n) = counts.first().filter(|&&n| counts.iter().all(|&c| c == n)) {
            let missing = merge::missing_shards(&merged.files, seed, n);
            if !missing.is_empty() {
                let missing: Vec<String> = missing.iter().map(|k| format!("{k}/{n}")).collect();
                let of_seed = if merged.seeds.len() > 1 {
                    format!(" of seed {seed}")
                } else {
                    String::new()
                };
                log::warn!(
                    "no results yet from shard(s) {}{of_seed}",
                    missing.join(", ")
                );
            }
        }
    }
    println!("{} of {} games", merged.games, merged.scheduled);
    print!("{}", merged.text);
    ExitCode::SUCCESS
}

fn main() -> ExitCode {
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("info")).init();
    let cli = Cli::parse();
    if let Some(Command::Merge(args)) = &cli.command {
        return run_merge(args);
    }
    let options = match options(&cli) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("hexbfs-match: {e}");
            return ExitCode::from(2);
        }
    };
    if let Some(shard) = options.shard {
        log::info!(
            "shard {shard}: playing part {} of {} of the schedule{}",
            shard.index + 1,
            shard.count,
            if options.sprt.is_some() {
                " (to its end: the SPRT is judged over all shards by `hexbfs-match merge`)"
            } else {
                ""
            }
        );
    }
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
            if let Some(shard) = options.shard {
                println!(
                    "(shard {shard}: these figures count its own games only; \
                     `hexbfs-match merge {}` counts every shard)",
                    cli.out.display()
                );
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("hexbfs-match: {e}");
            ExitCode::FAILURE
        }
    }
}
