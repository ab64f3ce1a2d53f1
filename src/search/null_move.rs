//! Null-move pruning: before searching its moves, a node lets the opponent
//! move instead ("passes") and searches that at a reduced depth with a
//! null window at `beta`; if the side to move still reaches `beta`, the
//! node is cut off with that score.
//!
//! Hex has no zugzwang: a stone of one's own never hurts, so a pass is
//! never better than the best move, and a pass that still reaches `beta`
//! is strong evidence that some move does (the remaining error is the
//! reduced depth's). With the reduction `R` the null search goes
//! `depth - 1 - R` plies deep; `R = 2` keeps the parity of the leaves
//! (the side to move at them is the one the node's own moves would reach),
//! which matters here because the leaf's score swings with it.
//!
//! The usual guards: not at principal-variation nodes (a window wider
//! than one), not right after a null move, not when the side to move has a
//! mustplay (the opponent holds a proven threat: a pass would lose), not
//! when either side has a winning cell (the caller asks only at open
//! nodes), not when `beta` is a proven score, and only with at least
//! `R + 1` plies left.
//!
//! Proofs stay proofs: the positions of the null search are real ones
//! (the same stones, the other side to move), so what it stores is sound,
//! but a cut-off is a heuristic judgement of *this* node. It is returned
//! and stored only when its score is not a proven one; when the pass
//! proves a win (a win even a stone down), the node is searched as usual,
//! which finds the proof with its true distance.

use super::Searcher;
use super::alphabeta::MAX_PLY;
use super::score::is_proven;
use super::tt::Bound;
use crate::position::Position;

/// The reduction a setting of "on" means, and the one the SPRTs tried.
pub const REDUCTION: u32 = 2;

/// The engine's default (`param_hexbfs null_move`): off. The self-play
/// SPRT of `--null-move 2` against off (9x9, 0.1 s a move) accepted H0
/// after 1,439 games, +6.5 Elo [-11.4, +24.5]: at the depths such games
/// reach (5 or 6) the null move saves 10-26% of the nodes, not a ply
/// (docs/strength.md, "Null-move pruning").
pub const DEFAULT: Option<u32> = None;

/// The largest reduction a setting may ask for.
pub const MAX_REDUCTION: u32 = 8;

impl Searcher {
    /// The null move at an open node `pos` (`ply` plies deep, `depth` left,
    /// window `(alpha, beta)`): `Some(score)` when the pass reaches `beta`
    /// with a score that is not a proven one (stored in the table as a
    /// lower bound, with the node's table move `tt_move` kept), `None` when
    /// the node must be searched (also when a guard rules the null move
    /// out). Once the search is aborted it returns `Some(0)`, which the
    /// caller returns as the aborted search's 0.
    pub(super) fn null_move(
        &mut self,
        pos: &mut Position,
        depth: u32,
        alpha: i32,
        beta: i32,
        ply: usize,
        tt_move: Option<usize>,
    ) -> Option<i32> {
        let r = self.null_move?;
        let allowed = depth > r
            && alpha.checked_add(1) == Some(beta)
            && !is_proven(beta)
            && !self.passed[ply]
            && self.mustplay[ply].is_none()
            && ply + 1 < MAX_PLY;
        if !allowed {
            return None;
        }
        let me = pos.to_move();
        pos.set_to_move(me.opponent());
        self.passed[ply + 1] = true;
        let score = -self.negamax(pos, depth - 1 - r, -beta, -beta + 1, ply + 1);
        self.passed[ply + 1] = false;
        pos.set_to_move(me);
        if self.aborted {
            return Some(0);
        }
        if score < beta || is_proven(score) {
            return None;
        }
        self.table
            .store(pos.key(), ply, depth, score, Bound::Lower, tt_move);
        Some(score)
    }
}

#[cfg(test)]
mod tests {
    use super::super::Params;
    use super::super::clock::Clock;
    use super::super::leaves::TIE;
    use super::super::ordering::Wins;
    use super::super::score::{INF, MATE_BOUND, STONE};
    use super::*;
    use crate::board::{Color, Geometry};
    use crate::rng::Rng;

    /// A random open position on a small board: neither side has a
    /// winning cell.
    fn open_position(rng: &mut Rng) -> Option<Position> {
        let (w, h) = [(3, 3), (4, 3), (4, 4)][rng.below(3)];
        let mut pos = Position::new(Geometry::new(w, h).unwrap());
        let stones = w * h / 3 + rng.below(w * h / 3);
        for _ in 0..stones {
            let empty: Vec<usize> = pos.board().empty().iter().collect();
            let color = [Color::Black, Color::White][rng.below(2)];
            pos.play_index(color, empty[rng.below(empty.len())]);
            if pos.winner().is_some() {
                return None;
            }
        }
        pos.set_to_move([Color::Black, Color::White][rng.below(2)]);
        Wins::of(&pos).is_open().then_some(pos)
    }

    /// A null-move cut-off is never a proven score, and the node's table
    /// entry never holds one from it. On small boards searched deep enough
    /// that the null search reaches the end of the game, the positions
    /// where the side to move wins even after passing let the null search
    /// prove a win, which must leave the node to the ordinary search;
    /// shallower searches cut off with heuristic scores.
    #[test]
    fn a_null_move_cut_off_is_never_a_proof() {
        let mut rng = Rng::new(12);
        let params = Params {
            null_move: Some(REDUCTION),
            ..Params::default()
        };
        let (mut proved_by_passing, mut cuts) = (0, 0);
        for _ in 0..300 {
            let Some(mut pos) = open_position(&mut rng) else {
                continue;
            };
            // Whether the side to move wins even after passing: the
            // search without the null move, to the end of the game (the
            // solving tests check it against brute force).
            let empty = pos.board().empty().count();
            let mut passed = pos.clone();
            passed.set_to_move(pos.to_move().opponent());
            let mut reference = Searcher::new(1);
            let plain = Params {
                null_move: None,
                ..Params::default()
            };
            reference.reset(&plain, Clock::new(None, None));
            let wins_a_stone_down =
                reference.negamax(&mut passed, empty, -INF, INF, 1) < -MATE_BOUND;
            // The last depth's null search reaches the end of the game.
            let to_the_end = empty + 1 + REDUCTION;
            for depth in [REDUCTION + 1, REDUCTION + 2, to_the_end] {
                for beta in [-2 * STONE, -TIE, 0, TIE, 2 * STONE] {
                    let mut searcher = Searcher::new(1);
                    searcher.reset(&params, Clock::new(None, None));
                    let key = pos.key();
                    let got = searcher.null_move(&mut pos, depth, beta - 1, beta, 1, None);
                    assert_eq!(pos.key(), key, "the side to move is restored");
                    if let Some(score) = got {
                        cuts += 1;
                        assert!(score >= beta && !is_proven(score), "cut-off {score}");
                    }
                    if let Some(e) = searcher.table.probe(key, 1) {
                        assert!(!is_proven(e.score), "stored {}", e.score);
                        assert!(got.is_some(), "only a cut-off stores the node");
                    }
                    proved_by_passing += (depth == to_the_end && wins_a_stone_down) as u32;
                }
            }
        }
        assert!(
            proved_by_passing > 100 && cuts > 100,
            "{proved_by_passing} {cuts}"
        );
    }
}
