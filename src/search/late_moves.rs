//! Late move reductions: at a node off the principal variation, the moves
//! that come late in the node's order are first searched a few plies
//! shallower, with the null window at `alpha`; only a move that beats
//! `alpha` there is searched again at the full depth. The order (table
//! move, killers, then the bridge-aware map) puts the moves that refute a
//! node first, so the late ones seldom do, and a shallower search is
//! enough to show that they fail low.
//!
//! The reduction keeps the parity of the leaves when it is even: the
//! leaf's score swings with the side to move at it (the side that moved
//! last looks better), so a one-ply reduction would compare a late move's
//! odd-depth score with the early moves' even-depth ones and favour or
//! penalise it for the parity alone. That is the likely reason the first
//! trial (one ply, 9x9 at 0.05 s) lost its SPRT (docs/strength.md). Two
//! plies keep the leaves' parity, as the null move's reduction does.
//!
//! The guards: not at principal-variation nodes (a window wider than one:
//! they decide the score and are few), not for the first [`LATE_FROM`]
//! moves of a node, not at a node with a mustplay (every move there
//! answers a proven threat), and only with at
//! least `R + 2` plies left, so the reduced move still has a ply below it.
//!
//! Proofs stay proofs: the reduced search plays real positions, and a
//! proven score it returns was found on real lines, so it is a proof at any
//! depth; a reduced move that fails low with a heuristic score is a
//! judgement of the shallower search, as every score of a depth-limited
//! search is.

use super::Searcher;

/// The reduction a setting of "on" means, and the one the SPRTs tried.
pub const REDUCTION: u32 = 2;

/// The engine's default (`param_hexbfs late_reduction`): off.
pub const DEFAULT: Option<u32> = None;

/// The largest reduction a setting may ask for.
pub const MAX_REDUCTION: u32 = 8;

/// The moves a node searches in full before it reduces the rest: the
/// table move and the two killers come first when the node has them.
pub const LATE_FROM: usize = 3;

impl Searcher {
    /// The plies by which the node `ply` plies deep (`depth` left, a
    /// principal-variation node when `pv`) reduces its move after
    /// `searched` moves searched: 0 for none.
    pub(super) fn reduction(&self, depth: u32, pv: bool, ply: usize, searched: usize) -> u32 {
        match self.late_reduction {
            Some(r)
                if !pv
                    && searched >= LATE_FROM
                    && depth >= r + 2
                    && self.mustplay[ply].is_none() =>
            {
                r
            }
            _ => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::Params;
    use super::super::clock::Clock;
    use super::*;
    use crate::position::Position;

    /// The guards, one at a time.
    #[test]
    fn only_late_moves_of_deep_enough_null_window_nodes_without_a_mustplay_are_reduced() {
        let mut s = Searcher::new(1);
        let on = Params {
            late_reduction: Some(REDUCTION),
            ..Params::default()
        };
        s.reset(&on, Clock::new(None, None));
        let deep = REDUCTION + 2;
        assert_eq!(s.reduction(deep, false, 3, LATE_FROM), REDUCTION);
        assert_eq!(s.reduction(deep + 5, false, 3, 20), REDUCTION);
        assert_eq!(s.reduction(deep, true, 3, LATE_FROM), 0, "PV node");
        assert_eq!(s.reduction(deep, false, 3, LATE_FROM - 1), 0, "early move");
        assert_eq!(s.reduction(deep - 1, false, 3, LATE_FROM), 0, "too shallow");
        let mut cells = crate::bitboard::Bitboard::EMPTY;
        cells.insert(4);
        s.mustplay[3] = Some(cells);
        assert_eq!(s.reduction(deep, false, 3, LATE_FROM), 0, "mustplay");
        let off = Params {
            late_reduction: None,
            ..Params::default()
        };
        s.reset(&off, Clock::new(None, None));
        assert_eq!(s.reduction(deep, false, 4, 20), 0, "off");
    }

    /// The setting reaches the search: to the same fixed depth, the search
    /// with the reductions visits fewer nodes than the one without (the
    /// bench's positions: about a third as many at their depths).
    #[test]
    fn a_search_with_late_move_reductions_visits_fewer_nodes() {
        let mut pos = Position::new(crate::board::Geometry::new(9, 9).unwrap());
        for m in ["e5", "c7", "f3", "d4", "g6"] {
            pos.play(m.parse().unwrap());
        }
        let nodes = |late_reduction| {
            let params = Params {
                max_depth: 6,
                quick_single_reply: false,
                connections: false,
                late_reduction,
                ..Params::default()
            };
            let report = Searcher::new(4)
                .search(&pos, &params, Clock::new(None, None), |_| {})
                .expect("an open position");
            assert_eq!(report.depth, 6);
            report.nodes
        };
        let (off, on) = (nodes(None), nodes(Some(REDUCTION)));
        assert!(on < off, "{on} nodes with the reductions, {off} without");
    }
}
