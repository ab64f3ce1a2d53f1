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
    /// `(winner, loser)` of every game, in the order added: the order the
    /// games finished, which the SPRT's verdict depends on
    /// ([`Sprt::first_crossing`]).
    pub finished: Vec<(usize, usize)>,
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
        let loser = game.black + game.white - winner;
        self.finished.push((winner, loser));
    }

    /// Whether `a` won each game it played against `b`, in the order
    /// finished.
    pub fn outcomes(&self, a: usize, b: usize) -> impl Iterator<Item = bool> + '_ {
        (self.finished.iter())
            .filter(move |&&(w, l)| (w, l) == (a, b) || (w, l) == (b, a))
            .map(move |&(w, _)| w == a)
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
/// `sprt` is given) over all games in `standings`, judged as
/// [`sprt_line`] says (`sequential`: the run stopped where the SPRT
/// decided).
pub fn summary(
    names: &[String],
    standings: &Standings,
    sprt: Option<Sprt>,
    sequential: bool,
) -> String {
    let mut text = String::new();
    for (&pair, tally) in &standings.pairs {
        text.push_str(&pair_table(names, pair, tally));
        text.push('\n');
    }
    if names.len() > 2 {
        text.push_str(&cross_table(names, standings));
    }
    if let (Some(sprt), 2) = (sprt, names.len()) {
        text.push_str(&sprt_line(names, sprt, (0, 0), standings, sequential));
    }
    text
}

/// The SPRT's verdict on `names[0]` against `names[1]` after `prior`
/// wins and losses and the games of `standings`, as [`sprt_line`] gives
/// it (`sequential`: where the LLR first left its bounds; else on the
/// totals), and that first crossing.
pub fn judge(
    sprt: Sprt,
    prior: (u64, u64),
    standings: &Standings,
    sequential: bool,
) -> (Option<Hypothesis>, Option<(Hypothesis, u64, u64)>) {
    let crossing = sprt.first_crossing(prior, standings.outcomes(0, 1));
    let decision = if sequential {
        crossing.map(|c| c.0)
    } else {
        let (w, l) = standings.score(0, 1);
        sprt.decision(w + prior.0, l + prior.1)
    };
    (decision, crossing)
}

/// The SPRT state of `names[0]` against `names[1]` after `prior` wins and
/// losses (earlier runs') and the games of `standings`, as a line: the LLR
/// of all of them, and a verdict.
///
/// A run that stops when its SPRT decides (`sequential`) is judged where
/// the LLR first left its bounds, in the order the games finished
/// ([`Sprt::first_crossing`]): with games played at the same time, those
/// in flight then finish after it and may bring the LLR of all of them
/// back inside, and the line says how many did. Games that were not
/// played one sequence (shards, merged files) are judged by their totals,
/// and the line adds where the games, in the order read, first left the
/// bounds when that differs.
pub fn sprt_line(
    names: &[String],
    sprt: Sprt,
    prior: (u64, u64),
    standings: &Standings,
    sequential: bool,
) -> String {
    let (lo, hi) = sprt.bounds();
    let (w, l) = standings.score(0, 1);
    let (w, l) = (w + prior.0, l + prior.1);
    let (decision, crossing) = judge(sprt, prior, standings, sequential);
    let mut verdict = match decision {
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
    if let Some((h, cw, cl)) = crossing.filter(|&(_, cw, cl)| cw + cl < w + l) {
        let at = format!("after {} games (LLR {:.3})", cw + cl, sprt.llr(cw, cl));
        let after = w + l - cw - cl;
        let note = if sequential {
            let games = if after == 1 { "game" } else { "games" };
            format!(", decided {at}; {after} more {games}, in flight then, finished after")
        } else if decision != Some(h) {
            format!(" (in the order the games were read, {h:?} {at})")
        } else {
            String::new()
        };
        verdict.push_str(&note);
    }
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

    /// elo0=0, elo1=400 (tests/match_stats.rs has the arithmetic): a
    /// win adds 0.597837, a loss -1.704748, the bounds are +-2.944439.
    /// Five wins cross the upper bound (2.989); a loss then brings the
    /// LLR of all six back to 1.284. A run that stopped on the crossing
    /// (its sixth game in flight) accepted H1 there; the same games judged
    /// by their totals decide nothing, and say where the order crossed.
    #[test]
    fn the_sprt_verdict_is_where_the_games_first_left_the_bounds() {
        let sprt: Sprt = "elo0=0,elo1=400".parse().unwrap();
        let names = vec!["new".to_string(), "old".to_string()];
        let mut st = Standings::default();
        for i in 0..5 {
            st.add(&game(i, i, i % 2, 1 - i % 2), &won(i % 2));
        }
        st.add(&game(5, 5, 0, 1), &won(1));
        assert_eq!(st.score(0, 1), (5, 1));
        let line = sprt_line(&names, sprt, (0, 0), &st, true);
        assert_eq!(
            line,
            "SPRT elo0=0,elo1=400,alpha=0.05,beta=0.05: LLR 1.284 in [-2.944, 2.944] after \
             6 games: H1 accepted: new is stronger than old by about 400 Elo or more, decided \
             after 5 games (LLR 2.989); 1 more game, in flight then, finished after\n"
        );
        let line = sprt_line(&names, sprt, (0, 0), &st, false);
        assert!(
            line.ends_with(
                "after 6 games: no decision yet (in the order the games were read, H1 after \
                 5 games (LLR 2.989))\n"
            ),
            "{line}"
        );
        // The loss first: the LLR never leaves the bounds (-1.705, then
        // up to 0.686 after the five wins), so neither way decides.
        let mut first = Standings::default();
        first.add(&game(5, 5, 0, 1), &won(1));
        for i in 0..5 {
            first.add(&game(i, i, i % 2, 1 - i % 2), &won(i % 2));
        }
        for sequential in [true, false] {
            let line = sprt_line(&names, sprt, (0, 0), &first, sequential);
            assert!(line.ends_with("after 6 games: no decision yet\n"), "{line}");
        }
        // Earlier runs' five wins (`--sprt-with`) decide before any game.
        let line = sprt_line(&names, sprt, (5, 0), &first, true);
        assert!(
            line.contains("decided after 5 games (LLR 2.989); 6 more games"),
            "{line}"
        );
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
