//! What HexGui can show of the engine's thinking: the analyze-command list
//! and the replies of the commands in it.
//!
//! Each list line is `type/label/command`, with HexGui's wildcards (`%c` a
//! colour the user picks, `%m` the side to move). The distance map is what
//! this engine has that others do not: how many stones each player still
//! needs on its best chain through every cell.

use crate::board::{Cell, Color};
use crate::eval::{DistanceMap, INFINITE};
use crate::game::Game;
use crate::search::Report;
use crate::search::score::describe;
use log::warn;

/// The `hexgui-analyze_commands` reply.
pub const ANALYZE_COMMANDS: &[&str] = &[
    "param/Game Parameters/param_game",
    "param/Engine Parameters/param_hexbfs",
    "pspairs/Distance Map (stones needed through each cell)/dist_map %c",
    "gfx/Heat Map (both players, with evaluation)/heat_map",
    "plist/Shortest Paths/shortest_paths %c",
    "var/Principal Variation (last search)/pv %m",
    "string/Evaluation/eval",
    "move/Suggest Move (search, do not play)/reg_genmove %m",
    "string/Show Board/showboard",
    "string/Final Score/final_score",
    "plist/All Legal Moves/all_legal_moves %m",
];

fn cell_name(game: &Game, index: usize) -> Cell {
    game.geometry().cell(index)
}

/// `pspairs`: each empty cell on some chain of `color`, with its value.
pub fn distance_map(game: &Game, color: Color) -> String {
    let board = game.position().board();
    let map = DistanceMap::new(board);
    let pairs: Vec<String> = board
        .empty()
        .iter()
        .filter(|&i| map.through(color, i) < INFINITE)
        .map(|i| format!("{} {}", cell_name(game, i), map.through(color, i)))
        .collect();
    pairs.join(" ")
}

/// `plist`: the empty cells on `color`'s shortest chains. A colour that is
/// cut off has none; a `plist` reply can only hold cells, so the reason
/// goes to the log (HexGui copies the engine's stderr to its own output).
pub fn shortest_paths(game: &Game, color: Color) -> String {
    let board = game.position().board();
    let map = DistanceMap::new(board);
    if map.distance(color) >= INFINITE {
        warn!("shortest_paths {color}: none, {color} is cut off (no chain is left)");
    }
    let cells: Vec<String> = map
        .shortest_path_cells(board, color)
        .iter()
        .map(|i| cell_name(game, i).to_string())
        .collect();
    cells.join(" ")
}

/// A cell's heat in `[-1, 1]`: how close it is to the best chains of both
/// players together (1 on both players' shortest chains, towards 0 far from
/// them), signed for the player whose best chain it is nearer to (Black
/// positive, White negative; the side to move on ties).
fn heat(map: &DistanceMap, index: usize, to_move: Color) -> f64 {
    let slack = |c: Color| {
        let t = map.through(c, index);
        (t < INFINITE).then(|| t - map.distance(c))
    };
    let (Some(b), Some(w)) = (slack(Color::Black), slack(Color::White)) else {
        return 0.0;
    };
    let magnitude = 1.0 / (1.0 + (b + w) as f64 / 2.0);
    let black = b < w || (b == w && to_move == Color::Black);
    if black { magnitude } else { -magnitude }
}

/// `gfx`: the heat map and a TEXT line with the evaluation.
pub fn heat_map(game: &Game) -> String {
    let board = game.position().board();
    let map = DistanceMap::new(board);
    let to_move = game.to_move();
    let cells: Vec<String> = board
        .empty()
        .iter()
        .map(|i| format!("{} {:.3}", cell_name(game, i), heat(&map, i, to_move)))
        .collect();
    format!(
        "INFLUENCE {}\nTEXT {}",
        cells.join(" "),
        distances_text(game, &map)
    )
}

fn distance_text(d: u32) -> String {
    if d >= INFINITE {
        "cut off".into()
    } else {
        d.to_string()
    }
}

fn distances_text(game: &Game, map: &DistanceMap) -> String {
    let (b, w) = (map.distance(Color::Black), map.distance(Color::White));
    let me = game.to_move();
    let score = map.distance(me.opponent()) as i64 - map.distance(me) as i64;
    format!(
        "black needs {} white needs {} score for {me} {:+}",
        distance_text(b),
        distance_text(w),
        score.clamp(-999, 999)
    )
}

/// `string`: both distances and score, and the last search's figures (or
/// that there is none of this position).
pub fn evaluation(game: &Game, last: Option<&Report>) -> String {
    let map = DistanceMap::new(game.position().board());
    let mut text = distances_text(game, &map);
    match last {
        Some(r) => text.push_str(&format!(
            "\nlast search: depth {} score {} best {} nodes {} time {:.3}s nps {}",
            r.depth,
            describe(r.score),
            r.best,
            r.nodes,
            r.elapsed.as_secs_f64(),
            r.nodes_per_second()
        )),
        None => text.push_str("\nlast search: none of this position"),
    }
    text
}

/// `var`: the last search's principal variation.
pub fn variation(last: Option<&Report>) -> String {
    last.map(|r| {
        r.pv.iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    })
    .unwrap_or_default()
}

/// A `gogui-gfx:` block for one finished depth of a live search (without
/// the closing empty line): the variation, the root moves' scores, figures.
pub fn live_block(report: &Report, to_move: Color) -> String {
    let mut color = to_move;
    let mut var = Vec::new();
    for c in &report.pv {
        var.push(format!("{} {c}", color.letter()));
        color = color.opponent();
    }
    let labels: Vec<String> = report
        .root_scores
        .iter()
        .map(|(c, s)| format!("{c} {}", label(*s)))
        .collect();
    format!(
        "gogui-gfx:\nVAR {}\nLABEL {}\nTEXT depth {} score {} best {} nodes {} nps {}",
        var.join(" "),
        labels.join(" "),
        report.depth,
        describe(report.score).replace(' ', "_"),
        report.best,
        report.nodes,
        report.nodes_per_second()
    )
}

/// A short cell label for a score: `+3`, `W5` (win in 5), `L2`.
fn label(score: i32) -> String {
    let d = describe(score);
    if let Some(n) = d.strip_prefix("win in ") {
        format!("W{n}")
    } else if let Some(n) = d.strip_prefix("loss in ") {
        format!("L{n}")
    } else {
        d
    }
}
