//! The `hexbfs` binary: the HTP engine on standard input and output, and the
//! `bench` command.

use anyhow::{Result, bail};
use clap::{Parser, Subcommand};
use hexbfs::htp::{self, Session, Settings};

/// A Hex engine: iterative-deepening alpha-beta on a 0-1 BFS evaluation,
/// speaking the Hex Text Protocol (HTP) on standard input and output.
/// Logs go to standard error: warnings only, unless RUST_LOG says more
/// (RUST_LOG=info shows each search depth).
#[derive(Parser, Debug)]
#[command(version, about)]
// Flag values may start with `-`, so that `--time -1` reaches the same
// check (and message) as `param_hexbfs max_time -1`, not clap's own error.
struct Cli {
    /// Seconds per move (param_hexbfs max_time).
    #[arg(short, long, value_name = "SECONDS", allow_hyphen_values = true)]
    time: Option<String>,
    /// Playing level: random, rules, alphabeta or combined (param_hexbfs level).
    #[arg(short, long, allow_hyphen_values = true)]
    level: Option<String>,
    /// Seed of the random level (param_hexbfs seed).
    #[arg(short, long, allow_hyphen_values = true)]
    seed: Option<String>,
    /// Deepest search, in plies (param_hexbfs max_depth).
    #[arg(short, long, allow_hyphen_values = true)]
    depth: Option<String>,
    /// Moves kept per search node (param_hexbfs width).
    #[arg(long, allow_hyphen_values = true)]
    width: Option<String>,
    /// Transposition table size in megabytes, 0 for none (param_hexbfs table_mb).
    #[arg(long, value_name = "MB", allow_hyphen_values = true)]
    table_mb: Option<String>,
    /// Search threads, sharing the table (param_hexbfs threads); default 1.
    #[arg(long, value_name = "N")]
    threads: Option<String>,
    /// Print a gogui-gfx block per finished search depth (param_hexbfs live_gfx).
    #[arg(long)]
    live_gfx: bool,
    #[command(subcommand)]
    command: Option<Sub>,
}

#[derive(Subcommand, Debug)]
enum Sub {
    /// Search fixed positions to a fixed depth: node counts (the signature) and nodes/s.
    Bench {
        /// Search depth.
        #[arg(long, default_value_t = 4)]
        depth: u32,
        /// Transposition table size in megabytes.
        #[arg(long, default_value_t = 32)]
        table_mb: usize,
    },
}

fn settings(cli: &Cli) -> Result<Settings> {
    let mut s = Settings::default();
    let flags = [
        ("max_time", &cli.time),
        ("level", &cli.level),
        ("seed", &cli.seed),
        ("max_depth", &cli.depth),
        ("width", &cli.width),
        ("table_mb", &cli.table_mb),
        ("threads", &cli.threads),
    ];
    for (key, value) in flags {
        if let Some(v) = value
            && let Err(e) = s.set(key, v)
        {
            bail!("{e}");
        }
    }
    s.live_gfx = cli.live_gfx;
    Ok(s)
}

fn main() -> Result<()> {
    hexbfs::logging::init();
    let result = start();
    hexbfs::logging::finish();
    result
}

fn start() -> Result<()> {
    let cli = Cli::parse();
    if let Some(Sub::Bench { depth, table_mb }) = cli.command {
        if !(1..=hexbfs::search::MAX_DEPTH).contains(&depth) {
            bail!("depth must be 1..{}", hexbfs::search::MAX_DEPTH);
        }
        let lines = hexbfs::bench::run(depth, table_mb.min(htp::settings::MAX_TABLE_MB));
        print!("{}", hexbfs::bench::report(&lines, depth));
        return Ok(());
    }
    let mut session = Session::new(settings(&cli)?);
    let input = hexbfs::orphan::WatchEnd::new(std::io::stdin());
    htp::run(&mut session, input, std::io::stdout().lock())?;
    Ok(())
}
