//! The leaf's terms beside proven values: where the evaluation and the
//! game-theoretic winner disagree.
//!
//! `cargo run --release --example leaf_truth < labelled.tsv > truth.tsv`
//!
//! Reads the lines of `scripts/label-positions.py` (`SIZE TO_MOVE MOVES
//! WINNER SOURCE`, tab-separated, the winner proven by MoHex's DFPN with the
//! side to move to play) and prints, for each position where neither player
//! has a winning cell (an open leaf of the search), one line for the side to
//! move ("me"): the number of stones on the board; the leaf's terms
//! (opponent's minus own bridge-aware distance in stones, the plain 0-1 BFS
//! distance difference, the walled distance difference, the two-distance
//! potential difference, unclamped, with 99 for a player cut off, and the
//! chain-cell difference, own minus opponent's); the default leaf's score
//! in 32nds of a stone (stones, the potential clamped to 3 a stone a unit,
//! the cells clamped to 3 at 1); the same terms on the board after the
//! inferior-cell fill-in (dead and captured cells filled,
//! `hexbfs::ice::fill_in`); what the connections of `hexbfs::vc` (default
//! limits, on the filled board) know: whether each player has an
//! edge-to-edge full or semi connection, and the size of the side to move's
//! mustplay (-1 when the opponent has no edge-to-edge semi); the leaf's
//! terms as the search sees them at a leaf `ROOT_PLIES` plies (default 6)
//! below a root at the game's earlier position, which the root's fill-in
//! reaches but no later one (the earlier position filled, then the game's
//! moves since played on it, a move onto a filled cell skipped);
//! the resistance evaluation's log ratio of the two conductances
//! (`hexbfs::eval::resistance::log_ratio`, in hundredths) on the board as
//! played, filled and as the search sees it, without and then with bridges; and 1 when
//! the side to move wins. With `TIMING=1`, the mean times of the terms,
//! of the fill-in and of the incremental fill-in from the earlier
//! position's go to stderr (untimed figures unless run alone).

use hexbfs::board::{Board, Color};
use hexbfs::eval::INFINITE;
use hexbfs::eval::bridge::bridge_distances;
use hexbfs::eval::chains::chains;
use hexbfs::eval::resistance::log_ratio;
use hexbfs::eval::two_distance::potentials;
use hexbfs::eval::walls::walled_distances;
use hexbfs::eval::{distances, winning_cells};
use hexbfs::search::leaves::Weights;
use hexbfs::vc::{Connections, Limits};
use std::io::BufRead;
use std::time::Instant;

// Only its `board` is used here; `parse` reads the probes' line format.
#[allow(dead_code)]
#[path = "common/position.rs"]
mod position;

/// The leaf's terms for `me` on `board`: bridge-aware, plain and walled
/// distance differences, the potential difference and the cell difference.
fn terms(board: &Board, me: Color) -> [i64; 5] {
    let (i, o) = (me.index(), me.opponent().index());
    let diff = |d: [u32; 2]| match (d[i] >= INFINITE, d[o] >= INFINITE) {
        (true, true) => 0,
        (true, false) => -99,
        (false, true) => 99,
        (false, false) => d[o] as i64 - d[i] as i64,
    };
    let p = potentials(board);
    let c = chains(board);
    [
        diff(bridge_distances(board)),
        diff(distances(board)),
        diff(walled_distances(board)),
        diff([p[0].value, p[1].value]),
        c[i].cells as i64 - c[o].cells as i64,
    ]
}

/// The default leaf's score in 32nds of a stone, from [`terms`]
/// (the search's leaf with [`Weights::DEFAULT`]).
fn leaf(t: &[i64; 5]) -> i64 {
    let w = Weights::DEFAULT;
    let (pot_cap, cells_cap) = (w.potential_cap as i64, w.cells_cap as i64);
    t[0] * 32
        + t[3].clamp(-pot_cap, pot_cap) * w.potential_step as i64
        + t[4].clamp(-cells_cap, cells_cap) * w.cells_step as i64
}

fn main() {
    println!(
        "stones_on\tstones\tplain\twalled\tpotential\tcells\tleaf\t\
         f_stones\tf_plain\tf_walled\tf_potential\tf_cells\tf_leaf\t\
         me_full\tme_semi\top_full\top_semi\tmustplay\t\
         r_stones\tr_plain\tr_walled\tr_potential\tr_cells\tr_leaf\t\
         resist\tf_resist\tr_resist\tbresist\tf_bresist\tr_bresist\twon"
    );
    let limits = Limits::default();
    let root_plies: usize = std::env::var("ROOT_PLIES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(6);
    let timing = std::env::var("TIMING").is_ok_and(|v| v == "1");
    let (mut spent, mut timed) = ([0.0f64; 3], 0usize);
    for line in std::io::stdin().lock().lines() {
        let line = line.expect("stdin");
        let f: Vec<&str> = line.split('\t').collect();
        if f.len() < 4 {
            continue;
        }
        let n: usize = f[0].parse().expect("size");
        let me: Color = f[1].parse().expect("colour");
        let winner: Color = f[3].parse().expect("winner");
        let (g, stones) = position::alternating(n, f[2]);
        let board = position::board(&g, &stones);
        if !winning_cells(&board, me).is_empty() || !winning_cells(&board, me.opponent()).is_empty()
        {
            continue;
        }
        let root = stones.len().saturating_sub(root_plies);
        let mut seen: Board = hexbfs::ice::fill_in(&position::board(&g, &stones[..root]))
            .board()
            .clone();
        let fixed = [*seen.stones(Color::Black), *seen.stones(Color::White)];
        for &(color, i) in &stones[root..] {
            if seen.at(i).is_none() {
                seen.place(color, i);
            }
        }
        let t = terms(&board, me);
        let filled = hexbfs::ice::fill_in(&board);
        let fb = filled.board();
        let ft = terms(fb, me);
        let mine = Connections::build(fb, me, &limits);
        let theirs = Connections::build(fb, me.opponent(), &limits);
        let mustplay = match theirs.opponent_mustplay() {
            Some(m) => m.count() as i64,
            None => -1,
        };
        let rt = terms(&seen, me);
        if timing {
            let reps = 200;
            let t = Instant::now();
            for _ in 0..reps {
                std::hint::black_box(terms(std::hint::black_box(&seen), me));
            }
            spent[0] += t.elapsed().as_secs_f64() / reps as f64;
            let t = Instant::now();
            for _ in 0..reps {
                std::hint::black_box(hexbfs::ice::fill_in(std::hint::black_box(&seen)));
            }
            spent[1] += t.elapsed().as_secs_f64() / reps as f64;
            let t = Instant::now();
            for _ in 0..reps {
                std::hint::black_box(hexbfs::ice::fill_in_after(
                    std::hint::black_box(&seen),
                    &fixed,
                ));
            }
            spent[2] += t.elapsed().as_secs_f64() / reps as f64;
            timed += 1;
        }
        // The columns of the header, in order.
        let b = |x: bool| x as i64;
        let mut row = vec![stones.len() as i64];
        row.extend(t.iter().copied().chain([leaf(&t)]));
        row.extend(ft.iter().copied().chain([leaf(&ft)]));
        row.extend([
            b(mine.won() || mine.edges_full().is_some()),
            b(!mine.edge_semis().is_empty()),
            b(theirs.won() || theirs.edges_full().is_some()),
            b(!theirs.edge_semis().is_empty()),
            mustplay,
        ]);
        row.extend(rt.iter().copied().chain([leaf(&rt)]));
        for bridges in [false, true] {
            let resist = |board: &Board| (100.0 * log_ratio(board, me, bridges)).round() as i64;
            row.extend([resist(&board), resist(fb), resist(&seen)]);
        }
        row.push(b(winner == me));
        let row: Vec<String> = row.iter().map(i64::to_string).collect();
        println!("{}", row.join("\t"));
    }
    if timing && timed > 0 {
        let us = |s: f64| s / timed as f64 * 1e6;
        eprintln!(
            "{timed} positions, mean microseconds: terms {:.2}, fill_in {:.2}, fill_in_after {:.2}",
            us(spent[0]),
            us(spent[1]),
            us(spent[2])
        );
    }
}
