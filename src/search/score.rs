//! Search scores: distance differences for open positions, and exact
//! results that carry their distance in plies.
//!
//! A win `n` plies from the root scores `MATE - n`: the search prefers the
//! fastest win and the slowest loss. The transposition table stores scores
//! relative to the node (plies from the node, not from the root), because the
//! same position can be reached at different depths; [`to_table`] and
//! [`from_table`] convert.

/// One stone of distance difference in a heuristic score: finer steps
/// break ties between equal distances (see the leaf score).
pub const STONE: i32 = 32;

/// The score of winning at the root itself.
pub const MATE: i32 = 30_000;

/// Scores beyond this (in absolute value) are exact results.
pub const MATE_BOUND: i32 = MATE - 1_000;

/// Larger than every score: the initial window.
pub const INF: i32 = MATE + 1;

/// The side to move wins `plies` plies from the root.
#[inline]
pub fn win_in(plies: usize) -> i32 {
    MATE - plies as i32
}

/// The side to move loses `plies` plies from the root.
#[inline]
pub fn loss_in(plies: usize) -> i32 {
    -win_in(plies)
}

/// Whether the score is an exact win or loss.
#[inline]
pub fn is_proven(score: i32) -> bool {
    score.abs() > MATE_BOUND
}

/// Converts a score seen `ply` plies from the root into one relative to the node.
#[inline]
pub fn to_table(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// Converts a stored node-relative score back to one seen `ply` plies from the root.
#[inline]
pub fn from_table(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

/// How a score reads to a person: `+3`, `win in 5`, `loss in 2`.
pub fn describe(score: i32) -> String {
    if score > MATE_BOUND {
        format!("win in {}", MATE - score)
    } else if score < -MATE_BOUND {
        format!("loss in {}", MATE + score)
    } else {
        format!("{score:+}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_round_trip_keeps_the_distance_from_the_root() {
        // A win found 7 plies below a node that sits 3 plies below the root:
        // 10 plies from the root. Stored at the node it reads "win in 7".
        let at_root = win_in(10);
        let stored = to_table(at_root, 3);
        assert_eq!(stored, win_in(7));
        assert_eq!(from_table(stored, 3), at_root);
        // Reached again 5 plies below the root, the same node wins in 12.
        assert_eq!(from_table(stored, 5), win_in(12));
        // Losses move the other way.
        assert_eq!(to_table(loss_in(10), 3), loss_in(7));
        assert_eq!(from_table(loss_in(7), 5), loss_in(12));
        // Heuristic scores are untouched.
        assert_eq!(to_table(-5, 9), -5);
        assert_eq!(from_table(42, 9), 42);
    }

    #[test]
    fn faster_wins_score_higher_and_describe_says_so() {
        assert!(win_in(1) > win_in(3));
        assert!(loss_in(3) > loss_in(1));
        assert!(is_proven(win_in(50)) && is_proven(loss_in(50)) && !is_proven(700));
        assert_eq!(describe(win_in(3)), "win in 3");
        assert_eq!(describe(loss_in(2)), "loss in 2");
        assert_eq!(describe(4), "+4");
    }
}
