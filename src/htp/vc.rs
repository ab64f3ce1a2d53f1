//! Analyze commands that show the virtual connections (see [`crate::vc`]):
//! - `vc_mustplay COLOR` (`plist`): the cells where COLOR, to move, does
//!   not lose at once to the opponent's edge-to-edge connections (every
//!   empty cell when nothing is known, none when COLOR has lost).
//! - `vc_connected_full COLOR WHERE` (`gfx`): the nodes fully connected to
//!   the group, empty cell or edge (`north`, `south`, `west`, `east`, or
//!   `first`/`second` for COLOR's own) at WHERE: each connected cell or group labelled with its smallest
//!   carrier's size, the carriers' cells tinted, and a TEXT line.
//! - `vc_edges COLOR` (`string`): whether COLOR's edges are fully joined
//!   (with a carrier) or semi-joined (with the keys), and counts.
//!   `vc_edges COLOR fill` builds on the board with its dead and captured
//!   cells filled ([`crate::ice`]), as Benzene's `vc-build` does (for
//!   `scripts/vc-vs-benzene.py --fill`). With `probe` as well (`vc_edges
//!   COLOR fill probe`, or `probe` alone), when the edges are not fully
//!   joined the semis' keys are played one by one and built again
//!   ([`crate::vc::Connections::join_by_probes`]; several builds more).
//!   The build looks for ladder nodes ([`crate::vc::Limits::ladders`])
//!   unless `noladders` is given (`vc_edges COLOR fill noladders`: the
//!   H-search alone).

use crate::bitboard::Bitboard;
use crate::board::{Cell, Color, Geometry};
use crate::game::Game;
use crate::vc::{Limits, Node, build};

/// The analyze-command lines of this file's commands.
pub const ANALYZE: &[&str] = &[
    "plist/VC Mustplay (cells that do not lose at once)/vc_mustplay %c",
    "gfx/VC Full Connections from the First Edge/vc_connected_full %c first",
    "gfx/VC Full Connections from the Second Edge/vc_connected_full %c second",
    "string/VC Edge Connections/vc_edges %c",
];

/// A parsed virtual-connection command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VcCommand {
    Mustplay(Color),
    ConnectedFull(Color, Place),
    /// The colour, whether to fill in inferior cells first, whether to
    /// look further by playing keys, and whether to look for ladder nodes.
    Edges(Color, bool, bool, bool),
}

/// What `vc_connected_full` starts from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Cell(Cell),
    /// An edge by Benzene's name: `north`/`south` (Black's first and
    /// second), `west`/`east` (White's).
    Edge(Color, bool),
    /// The chosen colour's first (`false`) or second (`true`) edge.
    OwnEdge(bool),
}

fn color(s: &str) -> Result<Color, String> {
    s.parse()
        .map_err(|e: crate::board::ParseColorError| e.to_string())
}

fn place(s: &str) -> Result<Place, String> {
    Ok(match s.to_ascii_lowercase().as_str() {
        "north" => Place::Edge(Color::Black, false),
        "south" => Place::Edge(Color::Black, true),
        "west" => Place::Edge(Color::White, false),
        "east" => Place::Edge(Color::White, true),
        "first" => Place::OwnEdge(false),
        "second" => Place::OwnEdge(true),
        _ => Place::Cell(
            s.parse()
                .map_err(|e: crate::board::ParseCellError| e.to_string())?,
        ),
    })
}

const EDGES_USAGE: &str = "usage: vc_edges <color> [fill] [probe] [noladders]";

/// Parses the arguments of a command named in [`NAMES`].
pub fn parse(name: &str, args: &[&str]) -> Result<VcCommand, String> {
    match (name, args) {
        ("vc_mustplay", [c]) => Ok(VcCommand::Mustplay(color(c)?)),
        ("vc_edges", [c, rest @ ..]) if rest.len() <= 3 => {
            let (mut fill, mut probe, mut ladders) = (false, false, true);
            for word in rest {
                if word.eq_ignore_ascii_case("fill") && !fill {
                    fill = true;
                } else if word.eq_ignore_ascii_case("probe") && !probe {
                    probe = true;
                } else if word.eq_ignore_ascii_case("noladders") && ladders {
                    ladders = false;
                } else {
                    return Err(EDGES_USAGE.into());
                }
            }
            Ok(VcCommand::Edges(color(c)?, fill, probe, ladders))
        }
        ("vc_edges", _) => Err(EDGES_USAGE.into()),
        ("vc_connected_full", [c, p]) => Ok(VcCommand::ConnectedFull(color(c)?, place(p)?)),
        ("vc_connected_full", _) => Err("usage: vc_connected_full <color> <cell|edge>".into()),
        _ => Err(format!("usage: {name} <color>")),
    }
}

/// The command names, sorted.
pub const NAMES: &[&str] = &["vc_connected_full", "vc_edges", "vc_mustplay"];

fn names(g: &Geometry, cells: &Bitboard) -> Vec<String> {
    cells.iter().map(|i| g.cell(i).to_string()).collect()
}

/// Carries out a command on the game's position.
pub fn answer(game: &Game, command: &VcCommand) -> Result<String, String> {
    let board = game.position().board();
    let g = game.geometry();
    match *command {
        VcCommand::Mustplay(c) => {
            let theirs = build(board, c.opponent(), &Limits::default());
            let cells = theirs.opponent_mustplay().unwrap_or(board.empty());
            Ok(names(g, &cells).join(" "))
        }
        VcCommand::Edges(c, fill_in, probe, ladders) => {
            let limits = Limits {
                fill_in,
                ladders,
                ..Limits::default()
            };
            let mut conns = build(board, c, &limits);
            if probe {
                conns.join_by_probes(board, &limits);
            }
            let (fulls, semis) = conns.counts();
            let state = if let Some(carrier) = conns.edges_full() {
                format!("{c} edges joined, carrier {}", names(g, &carrier).join(" "))
            } else {
                let keys: Vec<String> = conns
                    .edge_semis()
                    .iter()
                    .map(|s| g.cell(s.key).to_string())
                    .collect();
                if keys.is_empty() {
                    format!("{c} edges not joined")
                } else {
                    format!("{c} edges joined if {c} plays one of {}", keys.join(" "))
                }
            };
            Ok(format!(
                "{state}\nfull connections {fulls} semi connections {semis}"
            ))
        }
        VcCommand::ConnectedFull(c, p) => {
            let conns = build(board, c, &Limits::default());
            let node = match p {
                Place::OwnEdge(second) => {
                    if second {
                        Node::SecondEdge
                    } else {
                        Node::FirstEdge
                    }
                }
                Place::Edge(owner, second) if owner == c => {
                    if second {
                        Node::SecondEdge
                    } else {
                        Node::FirstEdge
                    }
                }
                Place::Edge(..) => return Err(format!("not an edge of {c}")),
                Place::Cell(cell) if !g.contains(cell) => {
                    return Err(format!("cell off the board: {cell}"));
                }
                Place::Cell(cell) => conns
                    .node_at(g.index(cell))
                    .ok_or_else(|| format!("{cell} holds a {} stone", c.opponent()))?,
            };
            // HexGui's `gfx` callback reads only INFLUENCE and TEXT (a LABEL
            // line would be parsed as cell/value pairs and throw): the cells
            // fully connected to the node are green (1), the carrier cells
            // between them a paler tint (0.4).
            let mut ends = Bitboard::EMPTY;
            let mut edges = Vec::new();
            let mut tint = Bitboard::EMPTY;
            for (other, carrier) in conns.fulls_from(node) {
                tint |= carrier;
                match other {
                    Node::Cell(i) | Node::Group(i) => ends.insert(i),
                    Node::FirstEdge | Node::SecondEdge => edges.push(format!(
                        "{} edge by {}",
                        if other == Node::FirstEdge {
                            "first"
                        } else {
                            "second"
                        },
                        if carrier.is_empty() {
                            "adjacency".into()
                        } else {
                            names(g, &carrier).join(" ")
                        }
                    )),
                }
            }
            let influence: Vec<String> = names(g, &ends)
                .iter()
                .map(|n| format!("{n} 1"))
                .chain(names(g, &(tint & !ends)).iter().map(|n| format!("{n} 0.4")))
                .collect();
            Ok(format!(
                "INFLUENCE {}\nTEXT {} nodes fully connected{}{}",
                influence.join(" "),
                ends.count() as usize + edges.len(),
                if edges.is_empty() { "" } else { "; " },
                edges.join("; ")
            ))
        }
    }
}
