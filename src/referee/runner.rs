//! Running the scheduled games, `concurrency` at a time.
//!
//! Each worker thread owns its own engine processes (one per engine it has
//! needed so far, started on first use with the setup commands), takes the
//! next game from a shared counter, plays it and hands the record to the
//! caller's callback, one result at a time under a lock (printing, files,
//! statistics); the callback may ask to stop (SPRT decided), and the worker
//! that saw the deciding game then takes no other. A worker whose engine
//! lost a game by a fault (crash, timeout, garbage, an illegal or refused
//! move, anything but a connection or `resign`), printed something nobody
//! asked for since, or does not answer `name` before its next game (it
//! exited between games), drops it (killing the process) and starts a
//! fresh one for its next game: one bad game, never a lost match. Games already running when a stop
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
    on_result: impl FnMut(&ScheduledGame, GameRecord) -> bool + Send,
) -> Result<(), String> {
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let fatal = Mutex::new(None::<String>);
    let on_result = Mutex::new(on_result);
    thread::scope(|scope| {
        for _ in 0..setup.concurrency.max(1) {
            let (next, stop, fatal, on_result) = (&next, &stop, &fatal, &on_result);
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
                            // Judged here, under the lock, so that a stop
                            // is seen before this worker takes another game.
                            let go_on = match on_result.lock() {
                                Ok(mut f) => f(game, record),
                                Err(_) => false,
                            };
                            if !go_on {
                                stop.store(true, Ordering::SeqCst);
                            }
                        }
                        Err(e) => {
                            stop.store(true, Ordering::SeqCst);
                            if let Ok(mut f) = fatal.lock() {
                                f.get_or_insert(e);
                            }
                        }
                    }
                }
                worker.quit();
            });
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
        if let Some(mut engine) = self.engines.remove(&i) {
            if engine.is_quiet() && engine.responds(self.setup.rules.command_timeout) {
                return Ok(engine);
            }
            log::warn!("restarting {}: out of step or exited", engine.spec().name);
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
