//! What the runner prints: one line per game, and at the end (or whenever
//! asked) a table per pair of engines, the Elo difference with its 95%
//! interval and LOS, and for three or more engines a cross table.
//!
//! "Openings won with both colours" counts, for each opening and pair, the
//! engine that won both games of it (as Black and as White): a fair measure
//! when the openings are unbalanced, since a won opening that is won again
//! with the colours reversed says something about the engine, not the
//! opening.

use super::play::GameRecord;
use super::schedule::ScheduledGame;
use super::stats::{Hypothesis, Sprt, estimate};
use std::collections::BTreeMap;
use std::fmt::Write;

/// The finished games of a pair of engines `(a, b)`, `a < b`.
#[derive(Clone, Debug, Default)]
pub struct PairTally {
    /// Games won by `a`, by `b`.
    pub wins: [u64; 2],
    /// `[engine][colour]`: games played and won by each engine with each
    /// starting colour (0 Black, 1 White).
    pub played_as: [[u64; 2]; 2],
    pub won_as: [[u64; 2]; 2],
    /// Opening id -> games won by `a`, by `b`.
    openings: BTreeMap<usize, [u64; 2]>,
}

impl PairTally {
    /// Openings won with both colours by `a`, by `b`, and split ones.
    pub fn both_colours(&self) -> (u64, u64, u64) {
        let mut t = (0, 0, 0);
        for w in self.openings.values() {
            match *w {
                [2, 0] => t.0 += 1,
                [0, 2] => t.1 += 1,
                [1, 1] => t.2 += 1,
                _ => {}
            }
        }
        t
    }

    pub fn games(&self) -> u64 {
        self.wins[0] + self.wins[1]
    }
}

/// All finished games, by pair.
#[derive(Clone, Debug, Default)]
pub struct Standings {
    pub pairs: BTreeMap<(usize, usize), PairTally>,
}

impl Standings {
    /// Counts one finished game.
    pub fn add(&mut self, game: &ScheduledGame, record: &GameRecord) {
        let (a, b) = (game.black.min(game.white), game.black.max(game.white));
        let winner = if record.winner == 0 {
            game.black
        } else {
            game.white
        };
        let side = |engine: usize| usize::from(engine != a);
        let t = self.pairs.entry((a, b)).or_default();
        t.wins[side(winner)] += 1;
        t.played_as[side(game.black)][0] += 1;
        t.played_as[side(game.white)][1] += 1;
        let colour = usize::from(winner != game.black);
        t.won_as[side(winner)][colour] += 1;
        t.openings.entry(game.opening_id).or_default()[side(winner)] += 1;
    }

    /// Wins and losses of engine `a` against `b` (any order).
    pub fn score(&self, a: usize, b: usize) -> (u64, u64) {
        match (self.pairs.get(&(a.min(b), a.max(b))), a < b) {
            (Some(t), true) => (t.wins[0], t.wins[1]),
            (Some(t), false) => (t.wins[1], t.wins[0]),
            (None, _) => (0, 0),
        }
    }
}

fn ratio(won: u64, of: u64) -> String {
    if of == 0 {
        return format!("{won}/{of}");
    }
    format!("{won}/{of} {:.1}%", 100.0 * won as f64 / of as f64)
}

fn signed(x: f64) -> String {
    if x.is_infinite() {
        if x > 0.0 {
            "+inf".into()
        } else {
            "-inf".into()
        }
    } else {
        format!("{:+.1}", x + 0.0) // + 0.0 turns -0.0 into 0.0
    }
}

/// The table of one pair, with its Elo line.
pub fn pair_table(names: &[String], (a, b): (usize, usize), t: &PairTally) -> String {
    let width = names.iter().map(String::len).max().unwrap_or(6).max(6);
    let (both_a, both_b, split) = t.both_colours();
    let mut s = format!(
        "{:width$}  {:>5}  {:>16}  {:>16}  {:>16}  {}\n",
        "engine", "games", "score", "as black", "as white", "openings won with both colours"
    );
    for (k, (engine, both)) in [(a, both_a), (b, both_b)].into_iter().enumerate() {
        let _ = writeln!(
            s,
            "{:width$}  {:>5}  {:>16}  {:>16}  {:>16}  {both} (split {split})",
            names[engine],
            t.games(),
            ratio(t.wins[k], t.games()),
            ratio(t.won_as[k][0], t.played_as[k][0]),
            ratio(t.won_as[k][1], t.played_as[k][1]),
        );
    }
    if let Some(e) = estimate(t.wins[0], t.wins[1]) {
        let _ = writeln!(
            s,
            "Elo {} - {}: {}, 95% interval [{}, {}], LOS {:.1}%",
            names[a],
            names[b],
            signed(e.elo),
            signed(e.low),
            signed(e.high),
            100.0 * e.los
        );
    }
    s
}

/// For three or more engines: each engine's total and its score against
/// each other engine (row against column).
pub fn cross_table(names: &[String], standings: &Standings) -> String {
    let n = names.len();
    let width = names.iter().map(String::len).max().unwrap_or(6).max(6);
    let totals: Vec<(u64, u64)> = (0..n)
        .map(|i| {
            (0..n).filter(|&j| j != i).fold((0, 0), |(w, l), j| {
                let (a, b) = standings.score(i, j);
                (w + a, l + b)
            })
        })
        .collect();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&x, &y| {
        let rate = |(w, l): (u64, u64)| w as f64 / (w + l).max(1) as f64;
        rate(totals[y]).total_cmp(&rate(totals[x]))
    });
    let mut s = format!("{:width$}  {:>16}  {:>7}", "engine", "score", "Elo");
    for &j in &order {
        let _ = write!(s, "  {:>width$}", names[j]);
    }
    s.push('\n');
    for &i in &order {
        let (w, l) = totals[i];
        let elo = estimate(w, l).map_or("-".into(), |e| signed(e.elo));
        let _ = write!(
            s,
            "{:width$}  {:>16}  {:>7}",
            names[i],
            ratio(w, w + l),
            elo
        );
        for &j in &order {
            let cell = if i == j {
                "-".to_string()
            } else {
                let (a, b) = standings.score(i, j);
                format!("{a}-{b}")
            };
            let _ = write!(s, "  {cell:>width$}");
        }
        s.push('\n');
    }
    s
}

/// Everything printed after the games: a table per pair, the cross table
/// for three or more engines, and with two engines the SPRT state (if
/// `sprt` is given) over all games in `standings`.
pub fn summary(names: &[String], standings: &Standings, sprt: Option<Sprt>) -> String {
    let mut text = String::new();
    for (&pair, tally) in &standings.pairs {
        text.push_str(&pair_table(names, pair, tally));
        text.push('\n');
    }
    if names.len() > 2 {
        text.push_str(&cross_table(names, standings));
    }
    if let (Some(sprt), 2) = (sprt, names.len()) {
        let (w, l) = standings.score(0, 1);
        text.push_str(&sprt_line(names, sprt, w, l));
    }
    text
}

/// The SPRT state of `w` wins and `l` losses of `names[0]` against
/// `names[1]`, as a line.
pub fn sprt_line(names: &[String], sprt: Sprt, w: u64, l: u64) -> String {
    let (lo, hi) = sprt.bounds();
    let verdict = match sprt.decision(w, l) {
        Some(Hypothesis::H1) => format!(
            "H1 accepted: {} is stronger than {} by about {} Elo or more",
            names[0], names[1], sprt.elo1
        ),
        Some(Hypothesis::H0) => format!(
            "H0 accepted: {} is not stronger than {} by {} Elo (at most about {})",
            names[0], names[1], sprt.elo1, sprt.elo0
        ),
        None => "no decision yet".into(),
    };
    format!(
        "SPRT {sprt}: LLR {:.3} in [{lo:.3}, {hi:.3}] after {} games: {verdict}\n",
        sprt.llr(w, l),
        w + l
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Color;

    fn game(index: usize, opening_id: usize, black: usize, white: usize) -> ScheduledGame {
        ScheduledGame {
            index,
            opening_id,
            opening: vec![],
            black,
            white,
        }
    }

    fn won(winner: usize) -> GameRecord {
        GameRecord {
            moves: vec![],
            opening_len: 0,
            winner,
            winner_color: if winner == 0 {
                Color::Black
            } else {
                Color::White
            },
            reason: String::new(),
        }
    }

    #[test]
    fn tallies_by_colour_and_opening() {
        let mut st = Standings::default();
        // Opening 0: engine 0 wins both. Opening 1: Black wins both (split).
        st.add(&game(0, 0, 0, 1), &won(0));
        st.add(&game(1, 0, 1, 0), &won(1));
        st.add(&game(2, 1, 0, 1), &won(0));
        st.add(&game(3, 1, 1, 0), &won(0));
        let t = &st.pairs[&(0, 1)];
        assert_eq!(t.wins, [3, 1]);
        assert_eq!(t.played_as, [[2, 2], [2, 2]]);
        assert_eq!(t.won_as, [[2, 1], [1, 0]]);
        assert_eq!(t.both_colours(), (1, 0, 1));
        assert_eq!(st.score(1, 0), (1, 3));
        let names = vec!["new".to_string(), "old".to_string()];
        let table = pair_table(&names, (0, 1), t);
        assert!(table.contains("3/4 75.0%"), "{table}");
        // 3 of 4: Elo = -400 log10(1/3) = +190.8.
        assert!(table.contains("Elo new - old: +190.8"), "{table}");
    }

    #[test]
    fn cross_table_rows_sorted_by_score() {
        let mut st = Standings::default();
        st.add(&game(0, 0, 0, 1), &won(1)); // 1 beats 0
        st.add(&game(1, 1, 1, 2), &won(0)); // 1 beats 2
        st.add(&game(2, 2, 0, 2), &won(0)); // 0 beats 2
        let names: Vec<String> = ["a", "b", "c"].map(String::from).to_vec();
        let t = cross_table(&names, &st);
        let rows: Vec<&str> = t.lines().skip(1).map(|l| &l[..1]).collect();
        assert_eq!(rows, ["b", "a", "c"], "{t}");
        assert!(t.lines().nth(1).unwrap().contains("2/2 100.0%"));
    }
}
