//! Elo, interval, LOS and SPRT arithmetic against values computed by hand.

use hexbfs::referee::stats::{Hypothesis, Sprt, erf, estimate, score_of_elo};

fn close(a: f64, b: f64, tol: f64) -> bool {
    (a - b).abs() <= tol
}

#[test]
fn elo_interval_and_los_of_60_wins_40_losses() {
    // s = 60/100 = 0.6; Elo = -400 log10(1/0.6 - 1) = -400 log10(2/3)
    //   = 400 * 0.176091 = 70.4365.
    // se = sqrt(0.6 * 0.4 / 100) = 0.0489898; 1.959964 * se = 0.0960182,
    // so s in [0.5039818, 0.6960182]:
    //   low  = -400 log10(1/0.5039818 - 1) = -400 log10(0.9842) = 2.7669,
    //   high = -400 log10(1/0.6960182 - 1) = -400 log10(0.43674) = 143.909.
    // LOS = (1 + erf(20 / sqrt(200))) / 2 = (1 + erf(1.414214)) / 2
    //     = (1 + 0.954500) / 2 = 0.977250.
    let e = estimate(60, 40).unwrap();
    assert!(close(e.elo, 70.4365, 1e-3), "{e:?}");
    assert!(close(e.low, 2.7669, 1e-3), "{e:?}");
    assert!(close(e.high, 143.909, 1e-2), "{e:?}");
    assert!(close(e.los, 0.977250, 1e-5), "{e:?}");
}

#[test]
fn even_scores_lopsided_scores_and_no_games() {
    let e = estimate(5, 5).unwrap();
    assert!(close(e.elo, 0.0, 1e-12) && close(e.los, 0.5, 1e-9));
    assert!(close(e.low, -e.high, 1e-9));
    // 4 of 5: Elo = -400 log10(1/4) = 240.824; LOS = (1 + erf(3/sqrt(10)))/2
    // = (1 + erf(0.948683))/2 = (1 + 0.820288)/2 = 0.910144.
    let e = estimate(4, 1).unwrap();
    assert!(close(e.elo, 240.824, 1e-3) && close(e.los, 0.910144, 1e-5));
    let e = estimate(3, 0).unwrap();
    assert!(e.elo.is_infinite() && e.high.is_infinite() && e.elo > 0.0);
    assert!(estimate(0, 0).is_none());
}

#[test]
fn erf_matches_tabulated_values() {
    // Tables: erf(0.5) = 0.5204999, erf(1) = 0.8427008, erf(2) = 0.9953223.
    for (x, y) in [(0.5, 0.5204999), (1.0, 0.8427008), (2.0, 0.9953223)] {
        assert!(close(erf(x), y, 2e-7) && close(erf(-x), -y, 2e-7));
    }
}

#[test]
fn sprt_llr_bounds_and_decisions() {
    let sprt: Sprt = "elo0=0,elo1=10,alpha=0.05,beta=0.05".parse().unwrap();
    // Bounds: ln(0.05/0.95) = -2.944439, ln(0.95/0.05) = +2.944439.
    let (lo, hi) = sprt.bounds();
    assert!(close(lo, -2.944439, 1e-6) && close(hi, 2.944439, 1e-6));
    // s0 = 0.5, s1 = 1/(1 + 10^(-10/400)) = 1/(1 + 0.9440609) = 0.5143872.
    // A win adds ln(s1/s0) = ln(1.0287744) = 0.0283682, a loss adds
    // ln((1-s1)/(1-s0)) = ln(0.9712256) = -0.0291965.
    // 60-40: 60 * 0.0283682 - 40 * 0.0291965 = 1.702090 - 1.167859 = 0.534231.
    assert!(close(score_of_elo(10.0), 0.5143872, 1e-7));
    assert!(close(sprt.llr(60, 40), 0.534231, 1e-5));
    assert_eq!(sprt.decision(60, 40), None);
    // 30-70: 30 * 0.0283682 - 70 * 0.0291965 = 0.851045 - 2.043753 = -1.192708.
    assert!(close(sprt.llr(30, 70), -1.192708, 1e-5));
    // 104 straight wins: 104 * 0.0283682 = 2.95029 >= 2.944439 -> H1;
    // 103 give 2.92192, not yet.
    assert_eq!(sprt.decision(103, 0), None);
    assert_eq!(sprt.decision(104, 0), Some(Hypothesis::H1));
    // 101 straight losses: -2.94885 <= -2.944439 -> H0; 100 give -2.91965.
    assert_eq!(sprt.decision(0, 100), None);
    assert_eq!(sprt.decision(0, 101), Some(Hypothesis::H0));
}

/// The first point where the LLR leaves its bounds, against the obvious
/// reference: every prefix of the games counted afresh, the first one the
/// totals' decision accepts.
#[test]
fn the_first_crossing_is_the_first_prefix_that_decides() {
    let sprt: Sprt = "elo0=0,elo1=10".parse().unwrap();
    // 101 straight losses accept H0 (above); a win after them brings the
    // totals back to -2.920478, inside the bounds.
    let mut games = vec![false; 101];
    games.push(true);
    assert_eq!(sprt.decision(1, 101), None);
    assert_eq!(
        sprt.first_crossing((0, 0), games.iter().copied()),
        Some((Hypothesis::H0, 0, 101))
    );
    let mut seed = 12345u64;
    let mut crossed = 0;
    for _ in 0..300 {
        // Runs of wins and losses long enough to reach either bound.
        let n = 50 + (seed % 250) as usize;
        let mut games = Vec::new();
        for _ in 0..n {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            games.push((seed >> 33) % 100 < 40 + (seed >> 60) * 5);
        }
        let prior = ((seed >> 20) % 3, (seed >> 24) % 3);
        let reference = (0..=n).find_map(|k| {
            let w = prior.0 + games[..k].iter().filter(|&&g| g).count() as u64;
            let l = prior.1 + k as u64 - (w - prior.0);
            sprt.decision(w, l).map(|h| (h, w, l))
        });
        assert_eq!(sprt.first_crossing(prior, games.iter().copied()), reference);
        crossed += reference.is_some() as usize;
    }
    assert!(crossed > 30 && crossed < 290, "{crossed} of 300 crossed");
}

#[test]
fn sprt_parameters_parse_with_defaults_and_refuse_nonsense() {
    let s: Sprt = "elo0=-5, elo1=5".parse().unwrap();
    assert_eq!((s.elo0, s.elo1, s.alpha, s.beta), (-5.0, 5.0, 0.05, 0.05));
    assert_eq!(s.to_string().parse::<Sprt>().unwrap(), s);
    for bad in [
        "",
        "elo0=0",
        "elo0=10,elo1=0",
        "elo0=0,elo1=5,alpha=0.7",
        "elo0=x,elo1=1",
        "elo0=0,elo1=5,gamma=1",
    ] {
        assert!(bad.parse::<Sprt>().is_err(), "{bad}");
    }
}
