//! Builds connections on positions read from stdin, one a line:
//! `SIZE COLOR b:c3 w:d4 ...`, and prints whether COLOR's edges are fully
//! joined (with the fill-in), with the build time, and last the number
//! of positions joined and the total time. For counting, offline, what
//! `scripts/vc-vs-benzene.py` counts over HTP (docs/vc.md).
//!
//! `cargo run --release --example vc_probe -- [FULLS SEMIS EDGE_SEMIS
//! OR_SEMIS OR_DEPTH] < positions` (limits default to `vc::Limits`'s).
//!
//! With `VC_PROBE_PARENT=K` (K >= 1) each position's connections are
//! built as a search builds them from its parents' (see
//! [`hexbfs::vc::Connections::build_from`]): a fresh build on the position
//! without its last K stones, then one build from the previous for each
//! stone put back; only the last build is timed. Each line also says
//! whether COLOR played the last stone (`mover`), the colour whose groups
//! change. Each timed build reuses the memory of the line before's (as
//! the search's builds do).
//!
//! With `VC_PROBE_KEYS=1` each timed build is followed by
//! [`hexbfs::vc::Connections::join_by_probes`] (timed with it).
//!
//! With `VC_PROBE_LADDERS=1` the builds look for ladder nodes
//! ([`hexbfs::vc::Limits::ladders`]).
//!
//! With `VC_PROBE_DIGEST=1` each line also gives, untimed, a hash of every
//! pair's full and semi connections in the order the build keeps them
//! (`digest`): two builds of the H-search that agree on it found exactly
//! the same connections, for checking that a faster build loses nothing.
//! With `VC_PROBE_DUMP=FILE` every build's connections go to FILE, one a
//! line (`build LINE`, then `full A B CARRIER` and `semi A B KEY CARRIER`
//! with nodes and carriers in hex words), for comparing two builds that
//! differ.

use hexbfs::board::MAX_INDEX;
use hexbfs::board::{Board, Color};
use hexbfs::vc::Node;
use hexbfs::vc::{Connections, Limits};
use std::hash::{DefaultHasher, Hash, Hasher};
use std::io::{BufRead, Write};
use std::time::Instant;

#[path = "common/limits.rs"]
mod limits;
#[path = "common/position.rs"]
mod position;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let mut limits = limits::from_args(&args, 1, Limits::default(), true);
    limits.ladders = std::env::var("VC_PROBE_LADDERS").is_ok_and(|v| v == "1");
    let parents: usize = std::env::var("VC_PROBE_PARENT")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    let digest = std::env::var("VC_PROBE_DIGEST").is_ok_and(|v| v == "1");
    let mut dump = std::env::var("VC_PROBE_DUMP").ok().map(|path| {
        std::io::BufWriter::new(std::fs::File::create(path).expect("VC_PROBE_DUMP file"))
    });
    let mut found = 0;
    let mut total = 0.0;
    // The last line's connections, whose memory the next build reuses.
    let mut spare: Option<Connections> = None;
    for (line_no, line) in std::io::stdin().lock().lines().enumerate() {
        let line = line.expect("stdin");
        let (g, color, stones) = position::parse(&line);
        let board_of = |k: usize| position::board(&g, &stones[..k]);
        let b = board_of(stones.len());
        let mut previous = None;
        for k in stones.len().saturating_sub(parents)..stones.len() {
            previous = Some(Connections::build_from(
                &board_of(k),
                color,
                &limits,
                previous.as_ref(),
                None,
            ));
        }
        let mover = stones.last().is_some_and(|s| s.0 == color);
        let t = Instant::now();
        let vc = timed_build(&b, color, &limits, previous.as_ref(), spare.take());
        let dt = t.elapsed().as_secs_f64();
        total += dt;
        let full = vc.edges_full().is_some();
        found += full as usize;
        let hash = if digest {
            format!(" digest {:016x}", digest_of(&vc))
        } else {
            String::new()
        };
        println!(
            "{color} full {full} semis {} time {:.2} ms mover {mover} counts {:?}{hash}",
            vc.edge_semis().len(),
            dt * 1e3,
            vc.counts()
        );
        if let Some(out) = dump.as_mut() {
            dump_to(out, line_no, &vc).expect("VC_PROBE_DUMP write");
        }
        spare = Some(vc);
    }
    println!("found {found} time {:.1} ms", total * 1e3);
}

/// The build that is timed, a function of its own so that a profiler can
/// count it alone (`valgrind --tool=callgrind --toggle-collect='*timed_build*'`).
#[inline(never)]
fn timed_build(
    b: &Board,
    color: Color,
    limits: &Limits,
    previous: Option<&Connections>,
    spare: Option<Connections>,
) -> Connections {
    let mut c = Connections::build_from(b, color, limits, previous, spare);
    if std::env::var("VC_PROBE_KEYS").is_ok_and(|v| v == "1") {
        c.join_by_probes(b, limits);
    }
    c
}

/// Writes every pair's connections (see the module docs).
fn dump_to(out: &mut impl Write, line: usize, vc: &Connections) -> std::io::Result<()> {
    writeln!(out, "build {line}")?;
    let nodes = nodes_of(vc);
    let hex = |c: &hexbfs::bitboard::Bitboard| {
        c.0.iter()
            .map(|w| format!("{w:x}"))
            .collect::<Vec<_>>()
            .join(":")
    };
    for (i, &a) in nodes.iter().enumerate() {
        for &b in &nodes[i + 1..] {
            for f in vc.fulls_between(a, b) {
                writeln!(out, "full {a:?} {b:?} {}", hex(&f))?;
            }
            for s in vc.semis_between(a, b) {
                writeln!(out, "semi {a:?} {b:?} {} {}", s.key, hex(&s.carrier))?;
            }
        }
    }
    Ok(())
}

/// The nodes of a build, sorted.
fn nodes_of(vc: &Connections) -> Vec<Node> {
    let mut nodes = vec![Node::FirstEdge, Node::SecondEdge];
    nodes.extend((0..MAX_INDEX).filter_map(|i| vc.node_at(i)));
    nodes.sort();
    nodes.dedup();
    nodes
}

/// A hash of every pair's connections, carriers and keys in the order
/// the build keeps them (see the module docs).
fn digest_of(vc: &Connections) -> u64 {
    let nodes = nodes_of(vc);
    let mut h = DefaultHasher::new();
    for (i, &a) in nodes.iter().enumerate() {
        for &b in &nodes[i + 1..] {
            let fulls = vc.fulls_between(a, b);
            let semis = vc.semis_between(a, b);
            if fulls.is_empty() && semis.is_empty() {
                continue;
            }
            (a, b).hash(&mut h);
            for f in fulls {
                f.0.hash(&mut h);
            }
            for s in semis {
                (s.key, s.carrier.0).hash(&mut h);
            }
        }
    }
    h.finish()
}
