//! Counts of what the solver's expansions found: how often a position is
//! decided at once, how often the opponent's connections give a mustplay
//! and how wide the moves left are, how much the fill-in removes. They say
//! where a search spends its nodes (docs/solver.md, "Round eight") and do
//! not depend on the machine's speed or load. Printed by
//! `examples/solve_openings.rs` with `STATS=1`.

/// What the expansions of a search found, counted as they are computed
/// (cached ones are not counted again): where a search spends its nodes.
/// These counts do not depend on the machine's speed or load.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Expansions computed.
    pub expansions: u64,
    /// Decided by the fill-in joining a colour's edges.
    pub decided_by_fill: u64,
    /// Won by the rules or the mover's connections.
    pub wins: u64,
    /// Lost by the rules, a full of the opponent's or an empty mustplay.
    pub losses: u64,
    /// Undecided with no edge semi of the opponent (no mustplay).
    pub no_mustplay: u64,
    /// Undecided with a mustplay: how many, and the moves it kept in all.
    pub with_mustplay: u64,
    pub mustplay_moves: u64,
    /// Undecided expansions whose moves number at most 3, 4 to 8, more.
    pub narrow: u64,
    pub middle: u64,
    pub wide: u64,
    /// Moves tried at undecided expansions, in all.
    pub moves: u64,
    /// Cells the fill-in filled, in all (over every expansion).
    pub filled: u64,
    /// Empty cells before the fill-in, in all.
    pub empty: u64,
    /// Moves dropped as vulnerable ([`crate::ice::undominated`]), in all.
    pub vulnerable: u64,
    /// Undecided expansions whose mover's connections were left for
    /// later (lazy expansion, see [`super::knowledge::Cache::expand`]);
    /// of those, how many were completed (the search went below them),
    /// and how many of these the mover's connections then won.
    pub deferred: u64,
    pub completed: u64,
    pub late_wins: u64,
    /// Children whose numbers of moves a completion estimated from the
    /// mover's connections (see [`super::Limits::estimate`]), and of
    /// those, how many a pair of connections through the move bounded
    /// (a threat; the others took the rule's number,
    /// [`super::Estimate`]).
    pub estimated: u64,
    pub estimated_by_connections: u64,
    /// The search's own counts (`mid.rs`), by the side to move at the
    /// node: how often it went below a child; of those, how often into a
    /// child the table did not hold (a first visit), and how often, into a
    /// child it held, the child was not the first unsolved one in move
    /// order among those the widening admits (the children's numbers,
    /// not the move order, chose it).
    pub descents: u64,
    pub new_descents: u64,
    pub reordered: u64,
    /// Moves dropped as proof siblings (`mid.rs`).
    pub proof_pruned: u64,
    /// Positions proven lost by search with a proof set, and without.
    pub loss_proofs: u64,
    pub loss_without_proof: u64,
}

impl Stats {
    pub(super) fn undecided(&mut self, moves: usize) {
        self.moves += moves as u64;
        match moves {
            0..=3 => self.narrow += 1,
            4..=8 => self.middle += 1,
            _ => self.wide += 1,
        }
    }
}

impl std::ops::AddAssign<&Stats> for Stats {
    /// Adds the counts of `other` (an expansion computed ahead, see
    /// [`super::ahead`], counted when the search takes it).
    fn add_assign(&mut self, other: &Stats) {
        let Stats {
            expansions,
            decided_by_fill,
            wins,
            losses,
            no_mustplay,
            with_mustplay,
            mustplay_moves,
            narrow,
            middle,
            wide,
            moves,
            filled,
            empty,
            vulnerable,
            deferred,
            completed,
            late_wins,
            estimated,
            estimated_by_connections,
            descents,
            new_descents,
            reordered,
            proof_pruned,
            loss_proofs,
            loss_without_proof,
        } = other;
        self.expansions += expansions;
        self.decided_by_fill += decided_by_fill;
        self.wins += wins;
        self.losses += losses;
        self.no_mustplay += no_mustplay;
        self.with_mustplay += with_mustplay;
        self.mustplay_moves += mustplay_moves;
        self.narrow += narrow;
        self.middle += middle;
        self.wide += wide;
        self.moves += moves;
        self.filled += filled;
        self.empty += empty;
        self.vulnerable += vulnerable;
        self.deferred += deferred;
        self.completed += completed;
        self.late_wins += late_wins;
        self.estimated += estimated;
        self.estimated_by_connections += estimated_by_connections;
        self.descents += descents;
        self.new_descents += new_descents;
        self.reordered += reordered;
        self.proof_pruned += proof_pruned;
        self.loss_proofs += loss_proofs;
        self.loss_without_proof += loss_without_proof;
    }
}
