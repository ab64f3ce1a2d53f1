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
use crate::search::score::describe;
use crate::search::{Report, RootScore};
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
    "plist/Suggest Move (marks the cell, does not play it)/reg_genmove %m",
    "inferior/Fill-in (dead, captured and permanently inferior cells)/compute-fillin %m",
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

/// `inferior`: the cells the fill-in fills with `to_move` to play
/// ([`crate::ice::fill_in_for`]), each with HexGui's three letters: `f`,
/// then `d` for a dead cell, `c` for a captured one or `p` for a
/// permanently inferior one (the opponent's only), then the colour filled,
/// `b` or `w` (`e5 fdb f6 fcw`; HexGui tints dead cells cyan, captured
/// ones red and permanently inferior ones grey, each with a stone of the
/// fill's colour). Empty when nothing is filled.
pub fn fillin(game: &Game, to_move: Color) -> String {
    let fill = crate::ice::fill_in_for(game.position().board(), to_move);
    fill_pairs(game.geometry(), &fill, to_move).join(" ")
}

/// The `inferior` pairs of `fill`, a fill-in with `to_move` to play (see
/// [`fillin`]), in board order.
pub fn fill_pairs(
    g: &crate::board::Geometry,
    fill: &crate::ice::FillIn,
    to_move: Color,
) -> Vec<String> {
    let (dead, black) = (fill.dead(), fill.filled(Color::Black));
    let inferior = fill.inferior(to_move.opponent());
    fill.all()
        .iter()
        .map(|i| {
            let kind = if dead.contains(i) {
                'd'
            } else if inferior.contains(i) {
                'p'
            } else {
                'c'
            };
            let colour = if black.contains(i) { 'b' } else { 'w' };
            format!("{} f{kind}{colour}", g.cell(i))
        })
        .collect()
}

/// A cell's heat as HexGui draws it, `Color(0, v, 1 - v)`: green at 1,
/// blue at 0. The closeness to both players' best chains (1 on both
/// players' shortest chains, towards 0 far from them) is signed for the
/// player whose best chain the cell is nearer to (Black up from 0.5 towards
/// green, White down towards blue; the side to move on ties). `None` for a
/// cell on no chain of one of the players: it is left untinted.
fn heat(map: &DistanceMap, index: usize, to_move: Color) -> Option<f64> {
    let slack = |c: Color| {
        let t = map.through(c, index);
        (t < INFINITE).then(|| t - map.distance(c))
    };
    let (b, w) = (slack(Color::Black)?, slack(Color::White)?);
    let closeness = 1.0 / (1.0 + (b + w) as f64 / 2.0);
    let black = b < w || (b == w && to_move == Color::Black);
    let signed = if black { closeness } else { -closeness };
    Some((1.0 + signed) / 2.0)
}

/// `gfx`: the heat map and a TEXT line with the evaluation.
pub fn heat_map(game: &Game) -> String {
    let board = game.position().board();
    let map = DistanceMap::new(board);
    let to_move = game.to_move();
    let cells: Vec<String> = board
        .empty()
        .iter()
        .filter_map(|i| {
            let v = heat(&map, i, to_move)?;
            Some(format!("{} {v:.3}", cell_name(game, i)))
        })
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
/// the closing empty line), in the `ab` form HexGui draws (as Wolve's):
/// `ab`, the variation (`VAR B c1 W c2 ...`: HexGui shows its first two
/// stones), a label on each root move searched, and the figures
/// (`TEXT ...`, to the status bar). HexGui finds the parts by the first
/// `VAR`, `LABEL` and `TEXT` in the block, so nothing before `TEXT` may
/// contain those words.
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
        .map(|r| format!("{} {}", r.cell, label(r)))
        .collect();
    format!(
        "gogui-gfx:\nab\nVAR {}\nLABEL {}\nTEXT depth {} score {} best {} nodes {} nps {}",
        var.join(" "),
        labels.join(" "),
        report.depth,
        describe(report.score).replace(' ', "_"),
        report.best,
        report.nodes,
        report.nodes_per_second()
    )
}

/// A short cell label for what the depth knows of a root move: its value
/// (`+3`), a bound (`<=0`: no better than that), a proven result (`W5`
/// win in 5 plies, `L2` loss in 2; `L` for a bound that is a loss).
fn label(r: &RootScore) -> String {
    let d = describe(r.score);
    match (
        d.strip_prefix("win in "),
        d.strip_prefix("loss in "),
        r.exact,
    ) {
        (Some(n), _, true) => format!("W{n}"),
        (_, Some(n), true) => format!("L{n}"),
        (_, Some(_), false) => "L".into(),
        (Some(n), _, false) => format!("<=W{n}"),
        (None, None, true) => d,
        // No sign: HexGui's cells hold about three characters.
        (None, None, false) => format!("<={}", r.score),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::score::{loss_in, win_in};

    #[test]
    fn labels_tell_values_bounds_and_proofs_apart() {
        let cell = "a1".parse().unwrap();
        let l = |score, exact| label(&RootScore { cell, score, exact });
        assert_eq!(l(3, true), "+3");
        assert_eq!(l(0, false), "<=0");
        assert_eq!(l(2, false), "<=2");
        assert_eq!(l(-2, false), "<=-2");
        assert_eq!(l(win_in(5), true), "W5");
        assert_eq!(l(win_in(5), false), "<=W5");
        assert_eq!(l(loss_in(4), true), "L4");
        assert_eq!(l(loss_in(4), false), "L");
    }
}
