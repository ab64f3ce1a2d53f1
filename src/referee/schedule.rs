//! The list of games of a match, fixed before the first game starts so that
//! a seed reproduces it and a results file can be matched against it.
//!
//! The openings are shuffled with the seed ([`crate::rng::Rng`]). Then, for
//! each round, each opening and each pair of engines (every pair in a
//! round-robin; the only pair in a two-engine match), two games follow each
//! other: the first engine of the pair as Black, then as White. The two
//! games of a pair share an `opening_id`, which the report uses to count the
//! openings an engine won with both colours.

use super::openings::Opening;
use crate::rng::Rng;

/// One scheduled game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScheduledGame {
    /// Position in the schedule, from 0; the key of the results file.
    pub index: usize,
    /// Shared by the two games (colours reversed) of one opening and pair.
    pub opening_id: usize,
    pub opening: Opening,
    /// Engine numbers (as given on the command line).
    pub black: usize,
    pub white: usize,
}

/// The schedule for `engines` engines (at least 2).
pub fn schedule(
    openings: &[Opening],
    engines: usize,
    rounds: usize,
    seed: u64,
) -> Vec<ScheduledGame> {
    let mut order: Vec<&Opening> = openings.iter().collect();
    Rng::new(seed).shuffle(&mut order);
    let pairs: Vec<(usize, usize)> = (0..engines)
        .flat_map(|a| (a + 1..engines).map(move |b| (a, b)))
        .collect();
    let mut games = Vec::new();
    let mut opening_id = 0;
    for _ in 0..rounds {
        for opening in &order {
            for &(a, b) in &pairs {
                for (black, white) in [(a, b), (b, a)] {
                    games.push(ScheduledGame {
                        index: games.len(),
                        opening_id,
                        opening: opening.to_vec(),
                        black,
                        white,
                    });
                }
                opening_id += 1;
            }
        }
    }
    games
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Geometry;
    use crate::referee::openings::one_move_openings;

    #[test]
    fn every_opening_twice_per_pair_with_colours_reversed() {
        let openings = one_move_openings(&Geometry::new(3, 3).unwrap());
        let games = schedule(&openings, 3, 2, 7);
        assert_eq!(games.len(), 9 * 3 * 2 * 2);
        for pair in games.chunks(2) {
            assert_eq!(pair[0].opening, pair[1].opening);
            assert_eq!(pair[0].opening_id, pair[1].opening_id);
            assert_eq!(
                (pair[0].black, pair[0].white),
                (pair[1].white, pair[1].black)
            );
        }
        assert!(games.iter().enumerate().all(|(i, g)| g.index == i));
        // The seed fixes the order, and another seed changes it.
        assert_eq!(games, schedule(&openings, 3, 2, 7));
        assert_ne!(games, schedule(&openings, 3, 2, 8));
    }
}
