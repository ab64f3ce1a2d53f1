//! One game, refereed.
//!
//! The referee owns the truth: its own [`Game`] decides legality and the
//! winner; the engines only propose moves. One game goes:
//!
//! 1. both engines get `boardsize W H`, `clear_board` and
//!    `param_game allow_swap 0|1` (a `?` to the last one is tolerated: an
//!    engine that does not know it simply never swaps);
//! 2. the opening is played on the referee's board and sent to both engines
//!    with `play`, each move by the side to move;
//! 3. the side to move gets `genmove <colour>` (within the per-move
//!    timeout), the move is checked and played, and the other engine gets
//!    `play <colour> <move>`; until the referee's board has a winner.
//!
//! Any failure of an engine loses the game for it, with the reason: a `?`
//! reply (to `genmove` or to a legal `play`), garbage, unrequested output, a
//! closed pipe, a timeout, a reply that is not a move, an illegal move
//! (occupied, off the board, a swap when swap is off), or `resign`. Every
//! such loss but `resign` is a fault: the engine is marked
//! ([`Engine::mark_faulty`]) so that the runner restarts it before its next
//! game, whatever state the fault left it in. After `swap-sides` the
//! engines exchange colours (the board stays, White moves next), so the
//! referee keeps the owner of each colour.

use super::engine::{Engine, EngineError};
use crate::board::{Color, Geometry};
use crate::game::{Game, IllegalMove, Move};
use std::time::Duration;

/// What a game is played with.
#[derive(Clone, Debug)]
pub struct GameRules {
    pub geometry: Geometry,
    pub allow_swap: bool,
    /// The limit for one `genmove`.
    pub move_timeout: Duration,
    /// The limit for every other command.
    pub command_timeout: Duration,
}

/// A finished game. Engines are numbered as passed to [`play_game`]:
/// 0 started as Black, 1 as White.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// Every move, the opening included, with the colour that played it.
    pub moves: Vec<(Color, Move)>,
    /// How many of `moves` were the opening.
    pub opening_len: usize,
    /// The engine that won: 0 or 1.
    pub winner: usize,
    /// The colour the winner held at the end (after any `swap-sides`).
    pub winner_color: Color,
    /// Why the game ended, e.g. `black connected`, `white: illegal move: ...`.
    pub reason: String,
}

/// Plays one game between `engines[0]` (Black first) and `engines[1]`.
/// Fails only when the opening is illegal on this board: that is the
/// caller's mistake, not an engine's.
pub fn play_game(
    engines: [&mut Engine; 2],
    rules: &GameRules,
    opening: &[Move],
) -> Result<GameRecord, IllegalMove> {
    let mut referee = Referee {
        engines,
        rules,
        game: Game::new(rules.geometry.clone()),
        owner: [0, 1],
        moves: Vec::new(),
    };
    referee.game.set_allow_swap(rules.allow_swap);
    let forfeit = match referee.prepare() {
        Err(forfeit) => forfeit,
        Ok(()) => match referee.opening(opening)? {
            Err(forfeit) => forfeit,
            Ok(()) => referee.play_out(),
        },
    };
    if let End::Lost(loser, why) = &forfeit
        && why != "resigned"
    {
        referee.engines[*loser].mark_faulty();
    }
    let (winner, reason) = match forfeit {
        End::Connected(color) => (referee.owner[color.index()], format!("{color} connected")),
        End::Lost(loser, why) => {
            let color = referee.color_of(loser);
            (1 - loser, format!("{color}: {why}"))
        }
    };
    Ok(GameRecord {
        winner_color: referee.color_of(winner),
        moves: referee.moves,
        opening_len: opening.len(),
        winner,
        reason,
    })
}

/// How a game ended: a chain was completed, or an engine (0 or 1) lost by
/// its own failure.
enum End {
    Connected(Color),
    Lost(usize, String),
}

struct Referee<'a> {
    engines: [&'a mut Engine; 2],
    rules: &'a GameRules,
    game: Game,
    /// `owner[colour.index()]` is the engine playing that colour now.
    owner: [usize; 2],
    moves: Vec<(Color, Move)>,
}

impl Referee<'_> {
    fn color_of(&self, engine: usize) -> Color {
        if self.owner[0] == engine {
            Color::Black
        } else {
            Color::White
        }
    }

    /// Sends `command` to engine `i`; a failure loses the game for it.
    fn send(&mut self, i: usize, command: &str) -> Result<String, End> {
        let timeout = self.rules.command_timeout;
        self.engines[i]
            .command(command, timeout)
            .map_err(|e| End::Lost(i, format!("{command}: {e}")))
    }

    fn prepare(&mut self) -> Result<(), End> {
        let (w, h) = (self.rules.geometry.width(), self.rules.geometry.height());
        let swap = format!("param_game allow_swap {}", u8::from(self.rules.allow_swap));
        for i in 0..2 {
            self.send(i, &format!("boardsize {w} {h}"))?;
            self.send(i, "clear_board")?;
            match self.send(i, &swap) {
                Err(End::Lost(_, why)) if self.engines[i].is_healthy() => {
                    log::debug!("{}: {why}", self.engines[i].spec().name);
                }
                other => {
                    other?;
                }
            }
        }
        Ok(())
    }

    /// Plays `mv` for the side to move on the referee's board and records it.
    fn apply(&mut self, mv: Move) -> Result<Color, IllegalMove> {
        let color = self.game.to_move();
        self.game.try_play(color, mv)?;
        self.moves.push((color, mv));
        if mv == Move::SwapSides {
            self.owner.swap(0, 1);
        }
        Ok(color)
    }

    fn opening(&mut self, opening: &[Move]) -> Result<Result<(), End>, IllegalMove> {
        for &mv in opening {
            let color = self.apply(mv)?;
            for i in 0..2 {
                if let Err(end) = self.send(i, &format!("play {color} {mv}")) {
                    return Ok(Err(end));
                }
            }
        }
        Ok(Ok(()))
    }

    fn play_out(&mut self) -> End {
        loop {
            if let Some(color) = self.game.winner() {
                return End::Connected(color);
            }
            let color = self.game.to_move();
            let mover = self.owner[color.index()];
            let reply = match self.engines[mover]
                .command(&format!("genmove {color}"), self.rules.move_timeout)
            {
                Ok(reply) => reply,
                Err(e @ EngineError::Timeout(_)) => {
                    return End::Lost(mover, format!("genmove: {e}"));
                }
                Err(e) => return End::Lost(mover, format!("genmove {color}: {e}")),
            };
            let word = reply.split_whitespace().next().unwrap_or("");
            let mv: Move = match word.parse() {
                Ok(mv) => mv,
                Err(_) => return End::Lost(mover, format!("not a move: {reply:?}")),
            };
            if mv == Move::Resign {
                return End::Lost(mover, "resigned".into());
            }
            if let Err(illegal) = self.apply(mv) {
                return End::Lost(mover, illegal.to_string());
            }
            if self.game.winner().is_none()
                && let Err(end) = self.send(1 - mover, &format!("play {color} {mv}"))
            {
                return end;
            }
        }
    }
}
