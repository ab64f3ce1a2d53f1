//! The statistics of a match: Elo difference with a 95% interval, the
//! likelihood of superiority, and the sequential probability ratio test.
//!
//! Hex has no draws, so a match between two engines is a sequence of
//! Bernoulli trials: `wins` and `losses` of the first engine.
//!
//! - **Elo** (logistic, as cutechess and fishtest): an expected score `s`
//!   means a difference of `-400 log10(1/s - 1)`.
//! - **95% interval**: the score's standard error is `sqrt(s(1-s)/n)` (the
//!   per-game deviation over `sqrt(n)`); `s ± 1.96 se` is mapped to Elo.
//! - **LOS**, the likelihood that the first engine is the stronger one:
//!   `(1 + erf((W - L) / sqrt(2 (W + L)))) / 2` (normal approximation of the
//!   sign test, as cutechess prints it).
//! - **SPRT**: H0 "the difference is `elo0`" against H1 "it is `elo1`",
//!   each a score `s0`, `s1` by the logistic formula. The log-likelihood
//!   ratio after W wins and L losses is
//!   `LLR = W ln(s1/s0) + L ln((1-s1)/(1-s0))`.
//!   This is what fishtest's generalized SPRT (`LLR_logistic`: maximum
//!   likelihood outcome distribution under each hypothesis) computes when
//!   there are no draws: with only two outcomes the distribution with mean
//!   `s` is `(1-s, s)` itself. The test stops with H1 when
//!   `LLR >= ln((1-beta)/alpha)` and with H0 when `LLR <= ln(beta/(1-alpha))`
//!   (Wald's bounds).

use std::fmt;
use std::str::FromStr;

/// 97.5% quantile of the standard normal distribution.
const Z95: f64 = 1.959_963_984_540_054;

/// The expected score for an Elo difference.
pub fn score_of_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The Elo difference for an expected score (±infinity at 1 and 0).
pub fn elo_of_score(score: f64) -> f64 {
    -400.0 * (1.0 / score - 1.0).log10()
}

/// The error function, Abramowitz and Stegun 7.1.26 (absolute error below
/// 1.5e-7, plenty for a percentage).
pub fn erf(x: f64) -> f64 {
    let t = 1.0 / (1.0 + 0.327_591_1 * x.abs());
    let poly = t
        * (0.254_829_592
            + t * (-0.284_496_736
                + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    let y = 1.0 - poly * (-x * x).exp();
    if x < 0.0 { -y } else { y }
}

/// The Elo estimate of a match from the first engine's side.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EloEstimate {
    pub elo: f64,
    /// The 95% interval.
    pub low: f64,
    pub high: f64,
    /// Likelihood of superiority, 0..1.
    pub los: f64,
}

/// The estimate after `wins` and `losses`; `None` before the first game.
pub fn estimate(wins: u64, losses: u64) -> Option<EloEstimate> {
    let n = (wins + losses) as f64;
    if n == 0.0 {
        return None;
    }
    let s = wins as f64 / n;
    let se = (s * (1.0 - s) / n).sqrt();
    let clamp = |x: f64| x.clamp(0.0, 1.0);
    Some(EloEstimate {
        elo: elo_of_score(s),
        low: elo_of_score(clamp(s - Z95 * se)),
        high: elo_of_score(clamp(s + Z95 * se)),
        los: 0.5 * (1.0 + erf((wins as f64 - losses as f64) / (2.0 * n).sqrt())),
    })
}

/// The hypothesis an SPRT accepted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hypothesis {
    H0,
    H1,
}

/// An SPRT's parameters: `elo0=0,elo1=10,alpha=0.05,beta=0.05`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
}

impl Sprt {
    /// Wald's stopping bounds `(lower, upper)` on the LLR.
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The log-likelihood ratio of H1 to H0 after `wins` and `losses`.
    pub fn llr(&self, wins: u64, losses: u64) -> f64 {
        let (s0, s1) = (score_of_elo(self.elo0), score_of_elo(self.elo1));
        wins as f64 * (s1 / s0).ln() + losses as f64 * ((1.0 - s1) / (1.0 - s0)).ln()
    }

    /// Where the SPRT decided, for games taken in the order they finished
    /// (`true`: a win of the first engine) after `start` (wins and losses
    /// counted before them, e.g. earlier runs'): the first point at which
    /// the LLR leaves its bounds, as `(hypothesis, wins, losses)` there;
    /// `None` if it never does. That point, not the totals, is the
    /// sequential test's verdict: with games played at the same time, the
    /// ones in flight when it decided finish after it, and may bring the
    /// totals' LLR back inside the bounds.
    pub fn first_crossing(
        &self,
        start: (u64, u64),
        outcomes: impl IntoIterator<Item = bool>,
    ) -> Option<(Hypothesis, u64, u64)> {
        let (mut w, mut l) = start;
        if let Some(h) = self.decision(w, l) {
            return Some((h, w, l));
        }
        for won in outcomes {
            if won {
                w += 1;
            } else {
                l += 1;
            }
            if let Some(h) = self.decision(w, l) {
                return Some((h, w, l));
            }
        }
        None
    }

    /// The accepted hypothesis, or `None` to go on playing.
    pub fn decision(&self, wins: u64, losses: u64) -> Option<Hypothesis> {
        let llr = self.llr(wins, losses);
        let (lower, upper) = self.bounds();
        if llr >= upper {
            Some(Hypothesis::H1)
        } else if llr <= lower {
            Some(Hypothesis::H0)
        } else {
            None
        }
    }
}

impl fmt::Display for Sprt {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(
            f,
            "elo0={},elo1={},alpha={},beta={}",
            self.elo0, self.elo1, self.alpha, self.beta
        )
    }
}

impl FromStr for Sprt {
    type Err = String;

    /// `elo0=A,elo1=B[,alpha=X][,beta=Y]`; alpha and beta default to 0.05.
    fn from_str(s: &str) -> Result<Sprt, String> {
        let (mut elo0, mut elo1) = (None, None);
        let (mut alpha, mut beta) = (0.05, 0.05);
        for part in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (key, value) = part
                .split_once('=')
                .ok_or_else(|| format!("expected key=value, got {part:?}"))?;
            let value: f64 = value
                .trim()
                .parse()
                .map_err(|_| format!("not a number: {value:?}"))?;
            match key.trim() {
                "elo0" => elo0 = Some(value),
                "elo1" => elo1 = Some(value),
                "alpha" => alpha = value,
                "beta" => beta = value,
                other => return Err(format!("unknown SPRT parameter {other:?}")),
            }
        }
        let (Some(elo0), Some(elo1)) = (elo0, elo1) else {
            return Err("SPRT needs elo0 and elo1".into());
        };
        let valid = elo0 < elo1 && (0.0..0.5).contains(&alpha) && (0.0..0.5).contains(&beta);
        if !valid || alpha == 0.0 || beta == 0.0 {
            return Err("SPRT needs elo0 < elo1 and alpha, beta in (0, 0.5)".into());
        }
        Ok(Sprt {
            elo0,
            elo1,
            alpha,
            beta,
        })
    }
}
