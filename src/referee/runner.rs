//! Running the scheduled games, `concurrency` at a time.
//!
//! Each worker thread owns its own engine processes (one per engine it has
//! needed so far, started on first use with the setup commands), takes the
//! next game from a shared counter, plays it and sends the record to the
//! calling thread, which handles results one at a time (printing, files,
//! statistics) and may ask to stop (SPRT decided). A worker whose engine
//! crashed, timed out or spoke garbage drops it (killing the process) and
//! starts a fresh one for its next game. Games already running when a stop
//! is asked for are finished and reported.
//!
//! An engine that cannot be started, or refuses a setup command, is a
//! configuration error: the match ends with that error rather than
//! forfeiting every game.

use super::engine::{Engine, EngineSpec};
use super::play::{GameRecord, GameRules, play_game};
use super::schedule::ScheduledGame;
use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::thread;

/// Everything the games of a match share.
#[derive(Clone, Debug)]
pub struct MatchSetup {
    pub engines: Vec<EngineSpec>,
    pub rules: GameRules,
    /// Games played at the same time (each with its own processes).
    pub concurrency: usize,
}

/// Plays `games` and calls `on_result` for each finished one, in the order
/// they finish; `on_result` returns `false` to stop taking new games.
pub fn run(
    setup: &MatchSetup,
    games: &[ScheduledGame],
    mut on_result: impl FnMut(&ScheduledGame, GameRecord) -> bool,
) -> Result<(), String> {
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let fatal = Mutex::new(None::<String>);
    let (tx, rx) = mpsc::channel::<(usize, GameRecord)>();
    thread::scope(|scope| {
        for _ in 0..setup.concurrency.max(1) {
            let tx = tx.clone();
            let (next, stop, fatal) = (&next, &stop, &fatal);
            scope.spawn(move || {
                let mut worker = Worker {
                    setup,
                    engines: HashMap::new(),
                };
                while !stop.load(Ordering::SeqCst) {
                    let Some(game) = games.get(next.fetch_add(1, Ordering::SeqCst)) else {
                        break;
                    };
                    match worker.play(game) {
                        Ok(record) => {
                            if tx.send((game.index, record)).is_err() {
                                break;
                            }
                        }
                        Err(e) => {
                            stop.store(true, Ordering::SeqCst);
                            if let Ok(mut f) = fatal.lock() {
                                f.get_or_insert(e);
                            }
                            break;
                        }
                    }
                }
                worker.quit();
            });
        }
        drop(tx);
        let by_index: HashMap<usize, &ScheduledGame> = games.iter().map(|g| (g.index, g)).collect();
        for (index, record) in rx {
            if let Some(game) = by_index.get(&index)
                && !on_result(game, record)
            {
                stop.store(true, Ordering::SeqCst);
            }
        }
    });
    match fatal.into_inner() {
        Ok(Some(e)) => Err(e),
        _ => Ok(()),
    }
}

struct Worker<'a> {
    setup: &'a MatchSetup,
    engines: HashMap<usize, Engine>,
}

impl Worker<'_> {
    /// The running engine number `i`, started if needed.
    fn take(&mut self, i: usize) -> Result<Engine, String> {
        if let Some(engine) = self.engines.remove(&i) {
            return Ok(engine);
        }
        let spec = &self.setup.engines[i];
        log::info!("starting {}: {}", spec.name, spec.command);
        Engine::start(spec, self.setup.rules.command_timeout)
            .map_err(|e| format!("engine {} ({}): {e}", spec.name, spec.command))
    }

    fn play(&mut self, game: &ScheduledGame) -> Result<GameRecord, String> {
        let mut black = self.take(game.black)?;
        let mut white = self.take(game.white)?;
        let record = play_game([&mut black, &mut white], &self.setup.rules, &game.opening)
            .map_err(|e| format!("game {}: illegal opening: {e}", game.index + 1));
        for (i, engine) in [(game.black, black), (game.white, white)] {
            if engine.is_healthy() {
                self.engines.insert(i, engine);
            } else {
                log::warn!(
                    "restarting {} after game {}",
                    engine.spec().name,
                    game.index + 1
                );
            }
        }
        record
    }

    fn quit(self) {
        for (_, engine) in self.engines {
            engine.quit();
        }
    }
}
