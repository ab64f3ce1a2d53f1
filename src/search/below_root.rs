//! Virtual connections one ply below the root: for each root move, the
//! verdict of the position it leaves, for the opponent to move there.
//!
//! After root move `m`, [`super::connections::verdict`] of the opponent
//! tells:
//! - the opponent wins (an edge full or semi of its own): `m` loses, so it
//!   is dropped while a move not known to lose is left;
//! - the opponent loses (my edges fully joined, or my semis leave it no
//!   move): `m` wins, and is played at once;
//! - the opponent's mustplay: its replies at ply 1 are limited to these
//!   cells (every other reply loses), so the search spends its nodes there.
//!
//! Each verdict is two H-search builds on the filled board, about as dear
//! as the root's own (milliseconds against microseconds a leaf), so they
//! are computed once per search, before the first depth, for the root
//! moves in their ranked order (the likeliest moves first) while the time
//! spent stays within a quarter of the move's time (`SHARE`) and the
//! root's guard ([`super::connections::affordable`]) allows another pair
//! of builds before the deadline; the moves not reached are searched as
//! before.

use super::Clock;
use super::connections::{
    Built, Verdict, affordable, root_limits, sharpened, sided, sided_verdict, verdict_from,
};
use super::score::{loss_in, win_in};
use crate::bitboard::Bitboard;
use crate::ice;
use crate::position::Position;
use crate::vc::Limits;
use log::info;
use std::time::{Duration, Instant};

/// The share of the move's time left at the start that the verdicts below
/// the root may take (a quarter).
const SHARE: u32 = 4;

/// The share with the root knowledge on: half, so that the knowledge
/// reaches most root moves (about 2.5 ms a move on a 9x9 middle game).
const KNOWLEDGE_SHARE: u32 = 2;

/// How many root moves' connections [`below_root_from`] keeps for the
/// interior nodes below them (the first ones looked at, the best-ranked)
/// on a board of `cells` cells: 16 on 11x11, fewer on larger boards, at
/// least one. A colour's connections take about a megabyte on an 11x11
/// middle game and about 8 on 19x19 (they grow with the square of the
/// cells), so keeping every root move's would let memory grow with the
/// time per move (to 280 MB in a 3 s move on 19x19).
pub fn keep(cells: usize) -> usize {
    (16 * 121 * 121 / (cells * cells).max(1)).max(1)
}

/// What the connections below the root found for the root moves.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BelowRoot {
    /// A root move proven to win, with its score.
    pub win: Option<(usize, i32)>,
    /// Root moves proven to lose, with their scores.
    pub losses: Vec<(usize, i32)>,
    /// The opponent's mustplay after a root move: its only replies worth
    /// searching at ply 1.
    pub replies: Vec<(usize, Bitboard)>,
    /// With the root knowledge on ([`super::Searcher::set_root_knowledge`]):
    /// each open root move's score on the connections after it
    /// ([`crate::eval::joined::score`] for the side to move at the root:
    /// stones, then the log resistance ratio).
    pub knowledge: Vec<(usize, (i32, f64))>,
    /// Root moves looked at, and the time it took.
    pub looked_at: usize,
    pub spent: Duration,
}

impl BelowRoot {
    /// The opponent's mustplay after root move `m`, if known.
    pub fn replies_to(&self, m: usize) -> Option<&Bitboard> {
        self.replies
            .iter()
            .find_map(|(r, cells)| (*r == m).then_some(cells))
    }

    /// Drops the root moves proven to lose from `moves` unless nothing
    /// else would be left (then all stay, for the longest resistance).
    pub fn drop_losses(&self, moves: &mut Vec<usize>) {
        if moves
            .iter()
            .any(|m| self.losses.iter().all(|(l, _)| l != m))
        {
            moves.retain(|m| self.losses.iter().all(|(l, _)| l != m));
        }
    }
}

/// The verdicts below the root of `pos` for its root `moves` (in their
/// order) as far as `clock` allows (see the module docs); stops at the
/// first winning move.
pub fn below_root(pos: &Position, moves: &[usize], clock: &Clock) -> BelowRoot {
    below_root_from(pos, moves, clock, &[None, None], 0, false, false).0
}

/// [`below_root`], each root move's connections built from `root`'s (the
/// root's connections, [`super::connections::at_root_built`]; see
/// [`verdict_from`]); also gives the connections built after the first
/// `keep` root moves looked at, which the interior nodes below them start
/// from (the others lend their memory to the next build). With
/// `knowledge`, the verdicts may take half of the time instead of a
/// quarter, and each open root move is scored on the connections after it
/// ([`BelowRoot::knowledge`]). With `sided_too`, each verdict is sharpened by
/// the one on the fill-in for the opponent to move when that fills more
/// ([`sided`], [`sharpened`]; `param_hexbfs root_sided`).
pub fn below_root_from(
    pos: &Position,
    moves: &[usize],
    clock: &Clock,
    root: &Built,
    keep: usize,
    knowledge: bool,
    sided_too: bool,
) -> (BelowRoot, Vec<(usize, Built)>) {
    let start = Instant::now();
    let g = pos.geometry();
    let cells = g.width() * g.height();
    let share = if knowledge { KNOWLEDGE_SHARE } else { SHARE };
    let allowed = clock.remaining().map(|left| left / share);
    let me = pos.to_move();
    // No single build may run past the share either.
    let limits = Limits {
        deadline: allowed.map(|a| start + a),
        ..root_limits()
    };
    let mut found = BelowRoot::default();
    let mut built = Vec::new();
    let mut spare: Built = [None, None];
    let mut child = pos.clone();
    // The dearest verdict so far: the next one is started only when one as
    // dear fits in what is allowed.
    let mut dearest = Duration::ZERO;
    for &m in moves {
        let spent = start.elapsed();
        if allowed.is_some_and(|a| spent + dearest > a) || !affordable(clock, cells) {
            break;
        }
        child.play_index(me, m);
        let v = if child.winner().is_some() {
            Verdict::Loss { plies: 0 }
        } else {
            let fill = ice::fill_in(child.board());
            let previous = [root[0].as_ref(), root[1].as_ref()];
            let lent = std::mem::take(&mut spare);
            let (mut v, conns) = verdict_from(&fill, me.opponent(), &limits, previous, lent);
            // Sharpened on the fill-in for the opponent to move when that
            // fills more (my permanently inferior cells), as at the root.
            if let Some(s) = sided_too.then(|| sided(&fill, me.opponent())).flatten() {
                let w = sided_verdict(&s, me.opponent(), &limits, previous[me.index()]);
                v = sharpened(v, w, child.board().empty().count() as usize);
            }
            if knowledge
                && matches!(v, Verdict::Open | Verdict::Mustplay(_))
                && let (Some(mine), Some(theirs)) =
                    (&conns[me.index()], &conns[me.opponent().index()])
            {
                let score = crate::eval::joined::score(fill.board(), mine, theirs);
                found.knowledge.push((m, score));
            }
            if built.len() < keep {
                built.push((m, conns));
            } else {
                spare = conns;
            }
            v
        };
        child.undo();
        found.looked_at += 1;
        dearest = dearest.max(start.elapsed() - spent);
        match v {
            // The opponent's loss in `plies` after my move is my win in
            // one more, and its win my loss.
            Verdict::Loss { plies } => {
                found.win = Some((m, win_in(plies + 1)));
                break;
            }
            Verdict::Win { plies, .. } => found.losses.push((m, loss_in(plies + 1))),
            Verdict::Mustplay(replies) => found.replies.push((m, replies)),
            Verdict::Open => {}
        }
    }
    found.spent = start.elapsed();
    info!(
        "below the root: {} of {} moves in {:.3}s: {} lost, {} with a mustplay{}",
        found.looked_at,
        moves.len(),
        found.spent.as_secs_f64(),
        found.losses.len(),
        found.replies.len(),
        found
            .win
            .map_or(String::new(), |(m, _)| format!(", {} wins", g.cell(m)))
    );
    (found, built)
}
