//! How far `genmove` runs past its time budget, measured from outside: the
//! wall time from sending `genmove` to reading the end of its reply, as a
//! controller sees it, over whole games the engine plays against itself.
//!
//! ```sh
//! cargo run --release --example time_overrun -- --moves 200 --budgets 0.05,0.2,1
//! cargo run --release --example time_overrun -- --game-time 5 --games 3
//! ```
//!
//! Per budget it prints the moves measured and the largest, 99th-percentile
//! and mean wall time, the largest overrun (wall time minus budget) and how
//! many moves broke the target `budget * 1.05 + 10 ms`. On a shared machine
//! much of an overrun is the engine waiting for a CPU: on Linux the run-queue
//! wait of the engine's threads (`/proc/PID/task/*/schedstat`) is read around
//! each move, and the same figures are printed without it ("net"; the
//! controller's own waits are still in it). With `--game-time`
//! it plays whole games on a game clock (`param_game game_time`, no
//! `max_time` limit) and prints each side's total thinking time against the
//! clock and the clock the engine reports at the end. `scripts/time-overrun.sh`
//! runs both.

use clap::Parser;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

#[derive(Parser, Debug)]
struct Args {
    /// The engine binary.
    #[arg(long, default_value = "target/release/hexbfs")]
    engine: String,
    /// Board size.
    #[arg(long, default_value_t = 11)]
    size: usize,
    /// Moves measured per budget.
    #[arg(long, default_value_t = 200)]
    moves: usize,
    /// Budgets (`param_hexbfs max_time`), in seconds, comma-separated.
    #[arg(long, value_delimiter = ',', default_value = "0.05,0.2,1")]
    budgets: Vec<f64>,
    /// Seconds per player per game: play `--games` games on this clock
    /// instead of measuring per-move budgets.
    #[arg(long)]
    game_time: Option<f64>,
    /// Games played on the game clock.
    #[arg(long, default_value_t = 3)]
    games: usize,
    /// Engine level.
    #[arg(long, default_value = "combined")]
    level: String,
}

struct Engine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Engine {
    fn start(args: &Args) -> Engine {
        let mut child = Command::new(&args.engine)
            .args(["--level", &args.level])
            .env("RUST_LOG", "warn")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {}: {e}", args.engine));
        let input = child.stdin.take().unwrap();
        let output = BufReader::new(child.stdout.take().unwrap());
        Engine {
            child,
            input,
            output,
        }
    }

    /// Seconds the engine's threads (the session and the reader that hands
    /// it each line) have waited for a CPU while runnable, if the system says.
    fn run_queue_wait(&self) -> Option<f64> {
        let pid = self.child.id();
        let mut ns = 0u64;
        for task in std::fs::read_dir(format!("/proc/{pid}/task")).ok()? {
            let text = std::fs::read_to_string(task.ok()?.path().join("schedstat")).ok()?;
            ns += text.split_whitespace().nth(1)?.parse::<u64>().ok()?;
        }
        Some(ns as f64 * 1e-9)
    }

    /// Sends a command; returns the reply text and the wall time it took.
    fn send(&mut self, command: &str) -> (String, Duration) {
        let start = Instant::now();
        writeln!(self.input, "{command}").unwrap();
        self.input.flush().unwrap();
        let mut text = String::new();
        loop {
            let mut line = String::new();
            if self.output.read_line(&mut line).unwrap() == 0 {
                panic!("the engine closed its output after {command:?}");
            }
            if line == "\n" {
                break;
            }
            text.push_str(&line);
        }
        let took = start.elapsed();
        assert!(text.starts_with('='), "{command}: {text}");
        (text[1..].trim().to_string(), took)
    }

    fn quit(mut self) {
        self.send("quit");
        self.child.wait().unwrap();
    }
}

fn opponent(c: &str) -> &'static str {
    if c == "black" { "white" } else { "black" }
}

/// One measured move.
struct Measured {
    color: &'static str,
    wall: f64,
    /// Run-queue wait of the engine during the move (0 if unknown).
    wait: f64,
}

/// Plays genmove for alternating colours until the game ends.
fn play_game(engine: &mut Engine, limit: usize) -> Vec<Measured> {
    engine.send("clear_board");
    let mut color = "black";
    let mut moves = Vec::new();
    while moves.len() < limit {
        let before = engine.run_queue_wait();
        let (mv, took) = engine.send(&format!("genmove {color}"));
        let after = engine.run_queue_wait();
        if mv == "resign" {
            break;
        }
        moves.push(Measured {
            color,
            wall: took.as_secs_f64(),
            wait: after.zip(before).map_or(0.0, |(a, b)| a - b),
        });
        if engine.send("final_score").0 != "cannot score" {
            break;
        }
        color = opponent(color);
    }
    moves
}

fn per_move(args: &Args, budget: f64) {
    let mut engine = Engine::start(args);
    engine.send(&format!("boardsize {}", args.size));
    engine.send(&format!("param_hexbfs max_time {budget}"));
    let mut moves: Vec<Measured> = Vec::new();
    let mut games = 0;
    while moves.len() < args.moves {
        let left = args.moves - moves.len();
        moves.extend(play_game(&mut engine, left));
        games += 1;
    }
    engine.quit();
    let target = budget * 1.05 + 0.010;
    let figures = |times: Vec<f64>| {
        let over = times.iter().filter(|&&t| t > target).count();
        let mean = times.iter().sum::<f64>() / times.len() as f64;
        let mut sorted = times;
        sorted.sort_by(f64::total_cmp);
        let max = *sorted.last().unwrap();
        let p99 = sorted[(sorted.len() * 99).div_ceil(100) - 1];
        format!(
            "max {max:.4} s, p99 {p99:.4} s, mean {mean:.4} s, largest overrun {:+.1} ms \
             ({:+.1}%), over target: {over}",
            (max - budget) * 1000.0,
            (max / budget - 1.0) * 100.0
        )
    };
    let wall: Vec<f64> = moves.iter().map(|m| m.wall).collect();
    let net: Vec<f64> = moves.iter().map(|m| m.wall - m.wait).collect();
    let waited = moves.iter().map(|m| m.wait).fold(0.0, f64::max);
    println!(
        "{}x{} {} budget {budget} s (target {target:.4} s), {} moves in {games} games\n  \
         wall: {}\n  net of run-queue wait (largest wait {:.1} ms): {}",
        args.size,
        args.size,
        args.level,
        moves.len(),
        figures(wall),
        waited * 1000.0,
        figures(net)
    );
}

fn game_clock(args: &Args, game_time: f64) {
    let mut engine = Engine::start(args);
    engine.send(&format!("boardsize {}", args.size));
    engine.send(&format!("param_hexbfs max_time {}", 86_400));
    engine.send(&format!("param_game game_time {game_time}"));
    let mut worst: f64 = 0.0;
    for game in 1..=args.games {
        let moves = play_game(&mut engine, usize::MAX);
        let used = |c: &str| {
            moves
                .iter()
                .filter(|m| m.color == c)
                .map(|m| m.wall)
                .sum::<f64>()
        };
        let (b, w) = (used("black"), used("white"));
        worst = worst.max(b).max(w);
        let longest = moves.iter().map(|m| m.wall).fold(0.0, f64::max);
        let clocks = engine.send("time_left").0;
        println!(
            "{}x{} {} game {game}: {} moves; wall time used black {b:.3} s, white {w:.3} s \
             of {game_time} s; longest move {longest:.3} s; engine's clocks: {clocks}",
            args.size,
            args.size,
            args.level,
            moves.len()
        );
    }
    engine.quit();
    println!(
        "game clock {game_time} s: most used by one side {worst:.3} s ({})",
        if worst < game_time {
            "never ran out"
        } else {
            "RAN OUT"
        }
    );
}

fn main() {
    let args = Args::parse();
    match args.game_time {
        Some(t) => game_clock(&args, t),
        None => {
            for &b in &args.budgets {
                per_move(&args, b);
            }
        }
    }
}
