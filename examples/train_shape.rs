//! Learns the move-shape weights of `hexbfs::search::move_shape` from the
//! sparring engines' moves in match records, and says how well they and the
//! search's root order predict those moves on games held out.
//!
//! `cargo run --release --example train_shape -- [--teachers wolve,mohex]
//! [--holdout K] [--iterations N] [--out FILE] RESULTS.tsv...`
//!
//! Every game line of the `hexbfs-match` results files (duplicates, the
//! same size and moves, counted once) is replayed; before each move of a
//! teacher (an engine so named in the file) the position and the cell it
//! chose are a sample: the chosen cell won a contest among all empty cells.
//! Each cell's strength is the product of one weight per feature value (its
//! ring and its partners, `move_shape::features`), fitted by
//! minorisation-maximisation (Coulom 2007): for each feature value in turn,
//! `gamma = (wins + 1) / (c + 1)`, where `c` sums, over the samples' cells
//! that have the value, the other feature's weight over the sample's total
//! strength; the `+ 1`s are a virtual draw against an average cell, which
//! keeps rare values near 1.
//!
//! Games whose hash is divisible by K (5 by default; 0 for none) are held
//! out; on them it prints the mean log-likelihood of the teacher's move and
//! the share of teacher moves ranked first by each order among the search's
//! candidates (the bridge-aware map's): the root's key today (the two
//! players' stones needed through the cell, then our own, then the
//! centre), the same with the shape between our own and the centre, with
//! the shape right after the sum, and the shape alone. `--out` writes the
//! weights (thousandths of a natural log) as `src/search/move_shape_weights.rs`.

use hexbfs::board::{Board, Cell, Color, Geometry};
use hexbfs::eval::INFINITE;
use hexbfs::eval::bridge::BridgeMap;
use hexbfs::search::move_shape::{PARTNER_VALUES, RING_VALUES, features};
use hexbfs::search::ordering::centre_distance;
use std::collections::HashSet;
use std::fmt::Write as _;

/// A candidate's keys: the 1988 sum, our own value, the shape (less is
/// better), the centre distance, the cell.
type Keys = (i64, i64, i64, i64, usize);

/// An order of candidates by their [`Keys`].
type Order = fn(&Keys) -> (i64, i64, i64, i64);

/// One teacher move: every empty cell's features, and which one it chose.
struct Sample {
    cells: Vec<(u16, u16)>,
    chosen: usize,
}

impl Sample {
    /// The sample of `me` choosing the empty `cell` on `board`.
    fn of(board: &Board, me: Color, cell: usize) -> Sample {
        let empty: Vec<usize> = board.empty().iter().collect();
        Sample {
            chosen: empty.iter().position(|&i| i == cell).expect("empty"),
            cells: empty
                .iter()
                .map(|&i| {
                    let (r, p) = features(board, me, i);
                    (r as u16, p as u16)
                })
                .collect(),
        }
    }
}

/// A held-out position, kept whole for the orders that need the map.
struct Held {
    board: Board,
    me: Color,
    cell: usize,
}

struct Args {
    teachers: Vec<String>,
    holdout: u64,
    iterations: usize,
    out: Option<String>,
    files: Vec<String>,
}

fn args() -> Args {
    let mut a = Args {
        teachers: vec!["wolve".into(), "mohex".into()],
        holdout: 5,
        iterations: 12,
        out: None,
        files: Vec::new(),
    };
    let mut it = std::env::args().skip(1);
    while let Some(x) = it.next() {
        match x.as_str() {
            "--teachers" => {
                a.teachers = it
                    .next()
                    .expect("names")
                    .split(',')
                    .map(String::from)
                    .collect()
            }
            "--holdout" => a.holdout = it.next().expect("K").parse().expect("K"),
            "--iterations" => a.iterations = it.next().expect("N").parse().expect("N"),
            "--out" => a.out = Some(it.next().expect("file")),
            _ => a.files.push(x),
        }
    }
    a
}

/// FNV-1a, for a stable split of the games.
fn hash(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The games of one results file: (size, black, white, moves).
fn games(text: &str) -> Vec<(usize, String, String, String)> {
    let size = text
        .lines()
        .find_map(|l| l.strip_prefix("# match size "))
        .and_then(|s| s.split('x').next()?.trim().parse().ok());
    let Some(size) = size else { return Vec::new() };
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let p: Vec<&str> = l.split('\t').collect();
            (p.len() >= 8).then(|| (size, p[2].into(), p[3].into(), p[7].into()))
        })
        .collect()
}

/// The moves of a game line, or `None` if one is not a plain cell move.
fn moves(g: &Geometry, line: &str) -> Option<Vec<(Color, usize)>> {
    line.split_whitespace()
        .map(|m| {
            let color = match m.get(..1)? {
                "B" => Color::Black,
                "W" => Color::White,
                _ => return None,
            };
            let cell: Cell = m.get(1..)?.parse().ok()?;
            g.contains(cell).then(|| (color, g.index(cell)))
        })
        .collect()
}

fn main() {
    let a = args();
    let mut seen = HashSet::new();
    let (mut train, mut held) = (Vec::new(), Vec::new());
    let mut held_games = 0;
    for file in &a.files {
        let text = std::fs::read_to_string(file).expect("a results file");
        for (size, black, white, line) in games(&text) {
            if !seen.insert((size, line.clone())) {
                continue;
            }
            let g = Geometry::new(size, size).expect("size");
            let Some(moves) = moves(&g, &line) else {
                continue;
            };
            let out = a.holdout > 0 && hash(&line).is_multiple_of(a.holdout);
            held_games += out as usize;
            let mut board = Board::new(g.clone());
            for (k, &(color, cell)) in moves.iter().enumerate() {
                let name = if color == Color::Black {
                    &black
                } else {
                    &white
                };
                // The first move is the opening, not the engine's choice.
                if k > 0 && board.at(cell).is_none() && a.teachers.contains(name) {
                    if out {
                        held.push(Held {
                            board: board.clone(),
                            me: color,
                            cell,
                        });
                    } else {
                        train.push(Sample::of(&board, color, cell));
                    }
                }
                if board.at(cell).is_some() {
                    break;
                }
                board.place(color, cell);
            }
        }
    }
    eprintln!(
        "{} games, {} held out; {} training samples, {} held-out samples",
        seen.len(),
        held_games,
        train.len(),
        held.len()
    );
    let (ring, partners) = fit(&train, a.iterations);
    evaluate(&held, &ring, &partners);
    if let Some(out) = &a.out {
        std::fs::write(out, source(&ring, &partners, &a)).expect("write the weights");
        eprintln!("weights written to {out}");
    }
}

/// Minorisation-maximisation of the two feature groups, in turn.
fn fit(train: &[Sample], iterations: usize) -> (Vec<f64>, Vec<f64>) {
    let mut g = [vec![1.0; RING_VALUES], vec![1.0; PARTNER_VALUES]];
    let mut wins = [vec![0.0; RING_VALUES], vec![0.0; PARTNER_VALUES]];
    for s in train {
        let (r, p) = s.cells[s.chosen];
        wins[0][r as usize] += 1.0;
        wins[1][p as usize] += 1.0;
    }
    for it in 0..iterations {
        for group in 0..2 {
            let mut c = vec![0.0; g[group].len()];
            for s in train {
                let total: f64 = s
                    .cells
                    .iter()
                    .map(|&(r, p)| g[0][r as usize] * g[1][p as usize])
                    .sum();
                for &(r, p) in &s.cells {
                    let (mine, other) = if group == 0 {
                        (r as usize, g[1][p as usize])
                    } else {
                        (p as usize, g[0][r as usize])
                    };
                    c[mine] += other / total;
                }
            }
            for (v, gamma) in g[group].iter_mut().enumerate() {
                *gamma = (wins[group][v] + 1.0) / (c[v] + 1.0);
            }
        }
        eprintln!(
            "iteration {}: training log-likelihood {:.4}",
            it + 1,
            log_likelihood(train, &g[0], &g[1])
        );
    }
    let [ring, partners] = g;
    (ring, partners)
}

/// The mean log of the chosen cell's share of its sample's strength.
fn log_likelihood(samples: &[Sample], ring: &[f64], partners: &[f64]) -> f64 {
    let strength = |&(r, p): &(u16, u16)| ring[r as usize] * partners[p as usize];
    let sum: f64 = samples
        .iter()
        .map(|s| (strength(&s.cells[s.chosen]) / s.cells.iter().map(strength).sum::<f64>()).ln())
        .sum();
    sum / samples.len().max(1) as f64
}

/// The held-out figures: log-likelihood, and how often each order ranks
/// the teacher's move first among the map's candidates.
fn evaluate(held: &[Held], ring: &[f64], partners: &[f64]) {
    let samples: Vec<Sample> = held
        .iter()
        .map(|h| Sample::of(&h.board, h.me, h.cell))
        .collect();
    let uniform: f64 = samples
        .iter()
        .map(|s| -(s.cells.len() as f64).ln())
        .sum::<f64>()
        / samples.len().max(1) as f64;
    println!(
        "held out: {} positions; log-likelihood of the teacher's move: shape {:.4}, uniform {:.4}",
        samples.len(),
        log_likelihood(&samples, ring, partners),
        uniform
    );
    let names = [
        "root key (sum, own, centre)",
        "sum, own, shape, centre",
        "sum, shape, own, centre",
        "shape alone",
    ];
    let mut first = [0usize; 4];
    let (mut candidate, mut tied) = (0, 0);
    for h in held {
        let map = BridgeMap::new(&h.board);
        let g = h.board.geometry();
        let cells: Vec<usize> = map.candidates().iter().collect();
        if !cells.contains(&h.cell) {
            continue;
        }
        candidate += 1;
        let key = |i: usize| -> Keys {
            let own = map.through(h.me, i) as i64;
            let opp = map.through(h.me.opponent(), i) as i64;
            let (r, p) = features(&h.board, h.me, i);
            let shape = -((ring[r] * partners[p]).ln() * 1000.0) as i64;
            let centre = centre_distance(g, i) as i64;
            (
                own.min(INFINITE as i64) + opp.min(INFINITE as i64),
                own,
                shape,
                centre,
                i,
            )
        };
        let keys: Vec<_> = cells.iter().map(|&i| key(i)).collect();
        let best_sum = keys.iter().map(|k| k.0).min().expect("a candidate");
        tied += keys.iter().filter(|k| k.0 == best_sum).count();
        let orders: [Order; 4] = [
            |k| (k.0, k.1, k.3, k.4 as i64),
            |k| (k.0, k.1, k.2, k.3),
            |k| (k.0, k.2, k.1, k.3),
            |k| (k.2, k.0, k.1, k.3),
        ];
        for (o, order) in orders.iter().enumerate() {
            let best = keys.iter().min_by_key(|k| order(k)).expect("a candidate");
            first[o] += (best.4 == h.cell) as usize;
        }
    }
    println!(
        "teacher's move among the map's candidates: {candidate} of {}; cells at the best sum: {:.1} on average",
        held.len(),
        tied as f64 / candidate.max(1) as f64
    );
    for (name, n) in names.iter().zip(first) {
        println!(
            "ranked first by {name}: {n} ({:.1}%)",
            100.0 * n as f64 / candidate.max(1) as f64
        );
    }
}

/// The weights as the source of `src/search/move_shape_weights.rs`.
fn source(ring: &[f64], partners: &[f64], a: &Args) -> String {
    let milli = |g: &f64| {
        ((g.ln() * 1000.0).round() as i64)
            .clamp(-32000, 32000)
            .to_string()
    };
    let row = |v: &[f64]| v.iter().map(milli).collect::<Vec<_>>().join(", ");
    let mut s = String::new();
    writeln!(
        s,
        "//! The learned weights of [`super::move_shape`], in thousandths of a natural\n\
         //! log. Generated by `cargo run --release --example train_shape --\n\
         //! --teachers {} --holdout {} --iterations {}` on {} results files (see\n\
         //! docs/strength.md, \"Round forty-one\"); do not edit.\n",
        a.teachers.join(","),
        a.holdout,
        a.iterations,
        a.files.len()
    )
    .unwrap();
    writeln!(s, "/// The ring feature's weights.\n#[rustfmt::skip]").unwrap();
    writeln!(s, "pub const RING_WEIGHTS: [i16; 729] = [{}];\n", row(ring)).unwrap();
    writeln!(s, "/// The partners feature's weights.\n#[rustfmt::skip]").unwrap();
    writeln!(
        s,
        "pub const PARTNER_WEIGHTS: [i16; 4096] = [{}];",
        row(partners)
    )
    .unwrap();
    s
}
