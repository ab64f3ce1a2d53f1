//! The list of games of a match, fixed before the first game starts so that
//! a seed reproduces it and a results file can be matched against it.
//!
//! The openings are shuffled with the seed ([`crate::rng::Rng`]). Then, for
//! each round, each opening and each pair of engines (every pair in a
//! round-robin; the only pair in a two-engine match), two games follow each
//! other: the first engine of the pair as Black, then as White. The two
//! games of a pair share an `opening_id`, which the report uses to count the
//! openings an engine won with both colours.
//!
//! A [`Shard`] `K/N` is the part of the schedule whose `opening_id` is `K`
//! modulo `N` (`K` counts from 0, as Slurm's array task ids do): the two
//! games of an opening and pair stay in the same shard, the shards together
//! hold every game exactly once, and they are about equally long.

use super::openings::Opening;
use crate::rng::Rng;
use std::fmt;
use std::str::FromStr;

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

/// Part `index` of `count` of a schedule (`index` from 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    pub index: usize,
    pub count: usize,
}

impl Shard {
    /// Whether `game` belongs to this part.
    pub fn contains(&self, game: &ScheduledGame) -> bool {
        game.opening_id % self.count == self.index
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

impl FromStr for Shard {
    type Err = String;

    /// `K/N` with `0 <= K < N`.
    fn from_str(s: &str) -> Result<Shard, String> {
        let parsed = s
            .split_once('/')
            .and_then(|(k, n)| Some((k.trim().parse().ok()?, n.trim().parse().ok()?)));
        match parsed {
            Some((index, count)) if index < count => Ok(Shard { index, count }),
            Some((_, count)) if count > 0 => Err(format!(
                "shard {s:?}: K counts from 0, so it must be below N (0/{count} .. {}/{count})",
                count - 1
            )),
            _ => Err(format!(
                "shard {s:?}: expected K/N with 0 <= K < N, e.g. 0/4"
            )),
        }
    }
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

    #[test]
    fn shards_hold_every_game_once_and_keep_pairs_together() {
        let openings = one_move_openings(&Geometry::new(3, 3).unwrap());
        let games = schedule(&openings, 3, 2, 7);
        let shards: Vec<Shard> = (0..4).map(|k| format!("{k}/4").parse().unwrap()).collect();
        for g in &games {
            let owners: Vec<&Shard> = shards.iter().filter(|s| s.contains(g)).collect();
            assert_eq!(owners.len(), 1, "game {}", g.index);
        }
        for pair in games.chunks(2) {
            assert!(
                shards
                    .iter()
                    .all(|s| s.contains(&pair[0]) == s.contains(&pair[1]))
            );
        }
        // 108 games in 54 pairs: 14, 14, 13, 13 pairs.
        let sizes: Vec<usize> = shards
            .iter()
            .map(|s| games.iter().filter(|g| s.contains(g)).count())
            .collect();
        assert_eq!(sizes, [28, 28, 26, 26]);
        assert_eq!(shards[3].to_string(), "3/4");
        for bad in ["4/4", "1/0", "x/2", "-1/2", "1", "1/2/3"] {
            assert!(bad.parse::<Shard>().is_err(), "{bad}");
        }
        assert!("4/4".parse::<Shard>().unwrap_err().contains("0/4 .. 3/4"));
    }
}
