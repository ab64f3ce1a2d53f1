//! Analyze commands that show the virtual connections (see [`crate::vc`]):
//! - `vc_mustplay COLOR` (`plist`): the cells where COLOR, to move, does
//!   not lose at once to the opponent's edge-to-edge connections (every
//!   empty cell when nothing is known, none when COLOR has lost), from the
//!   opponent's build within the engine's limits
//!   ([`crate::vc::Limits::default`]). `vc_mustplay COLOR fill` builds on
//!   the filled board, as the search's root does (the mustplay then holds
//!   the filled cells the opponent's connections lean on), and where the
//!   fill-in for COLOR to move fills more (the opponent's permanently
//!   inferior cells) builds there too and keeps the cells of both
//!   mustplays ([`crate::search::connections::sharpened`]); `ladders` adds
//!   the edge semis of the ladder nodes ([`crate::vc::Limits::ladders`]);
//!   `probe` narrows it by playing the opponent's keys
//!   ([`crate::vc::Connections::probed_mustplay`], one build a cell of
//!   the mustplay); `limits F S E O D` as for `vc_edges`.
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
//!   H-search alone). Its limits are [`EDGES_LIMITS`] with the ladder
//!   nodes and the engine's ([`crate::vc::Limits::default`], 12 24 64 16
//!   5, `vc_edges`'s own before round fifteen) without them, as the
//!   engine's own builds, unless `limits F S E O D` is given (fulls and
//!   semis a pair, edge semis, semis an OR, OR depth). `narrowing` keeps
//!   only the fulls that narrow a pair's intersection
//!   ([`crate::vc::Limits::narrowing_fulls`]; both commands), and
//!   `orcells` runs the OR rule by cells
//!   ([`crate::vc::Limits::or_by_cells`]; both commands).
//!
//! - `vc-build COLOR` (`inferior`), what HexGui's Hint button ("Show
//!   provably inferior cells") sends for the side to move: the fill-in
//!   with COLOR to play, as `compute-fillin` gives it, and each empty cell
//!   of the filled board where COLOR's move loses at once (outside the
//!   root's mustplay, or all of them when COLOR has lost), as `x`, which
//!   HexGui tints grey. (Benzene's `vc-build` builds the connections and
//!   answers with its inferior cells; the connections themselves are
//!   `vc_connected_full`'s and `vc_edges`'s.)
//!
//! Each build lends its memory to the next (a fresh graph's allocation
//! was a sixth of `vc_edges`'s instructions): the connections found are
//! the same, only the allocations are saved.

use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::board::{Cell, Color, Geometry};
use crate::game::Game;
use crate::vc::{Connections, Limits, Node};
use std::cell::RefCell;

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
    Mustplay(Color, BuildOptions),
    ConnectedFull(Color, Place),
    /// `ladders` is on unless `noladders` was given; the limits not
    /// given are [`EDGES_LIMITS`] with the ladder nodes, the engine's
    /// without.
    Edges(Color, BuildOptions),
    /// `vc-build COLOR`, what HexGui's Hint button sends.
    Hint(Color),
}

/// What `vc_mustplay` and `vc_edges` were asked to do besides the colour.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BuildOptions {
    /// Fill in the inferior cells first.
    pub fill: bool,
    /// Look for ladder nodes.
    pub ladders: bool,
    /// `vc_mustplay`: narrow the mustplay by playing the opponent's keys
    /// ([`crate::vc::Connections::probed_mustplay`]); `vc_edges`: join
    /// the edges by playing the owner's
    /// ([`crate::vc::Connections::join_by_probes`]).
    pub probe: bool,
    /// Keep only the fulls that narrow a pair's intersection
    /// ([`crate::vc::Limits::narrowing_fulls`]).
    pub narrowing: bool,
    /// Run the OR rule by cells ([`crate::vc::Limits::or_by_cells`]).
    pub or_by_cells: bool,
    /// The limits given (`None`: the command's default).
    pub limits: Option<[usize; 5]>,
}

/// `vc_edges`'s limits, `(fulls_per_pair, semis_per_pair, edge_semis,
/// or_semis, or_depth)` of [`Limits`]: the cheapest of round fifteen's
/// grid that still finds the 104 of Benzene's 109 edge-to-edge fulls the
/// engine's defaults (12, 24, 64, 16, 5) find with the ladder nodes, in
/// 0.96 of their instructions (docs/vc.md, "Round fifteen"). A pair
/// fewer of each kind loses one of them; the edge semis stay at 64, as
/// they give the keys listed when the edges are not joined.
pub const EDGES_LIMITS: [usize; 5] = [11, 22, 64, 16, 5];

/// [`Limits::default`]'s five, which `vc_edges ... noladders` keeps (the
/// H-search alone finds 98 of the 109 with them, 97 with
/// [`EDGES_LIMITS`], whose one more loss the ladder nodes take back), and
/// `vc_mustplay`'s default (the engine's own builds).
fn engine_limits() -> [usize; 5] {
    let l = Limits::default();
    [
        l.fulls_per_pair,
        l.semis_per_pair,
        l.edge_semis,
        l.or_semis,
        l.or_depth,
    ]
}

/// The largest value `vc_edges ... limits` takes for each of the five
/// (a build has no deadline here, and the OR's work grows as
/// `or_semis ^ or_depth`).
const LIMITS_MAX: [usize; 5] = [64, 128, 1024, 64, 8];

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

const EDGES_USAGE: &str = "usage: vc_edges <color> [fill] [probe] [noladders] [narrowing] [orcells] [limits <fulls> <semis> <edge semis> <or semis> <or depth>]";

const MUSTPLAY_USAGE: &str = "usage: vc_mustplay <color> [fill] [ladders] [probe] [narrowing] [orcells] [limits <fulls> <semis> <edge semis> <or semis> <or depth>]";

/// The five numbers after `limits`, each from 1 to its [`LIMITS_MAX`]
/// (`usage` is the command's, for the error).
fn limits(words: &[&str], usage: &str) -> Result<[usize; 5], String> {
    let mut l = [0; 5];
    for (i, w) in words.iter().enumerate() {
        l[i] = w
            .parse()
            .ok()
            .filter(|v| (1..=LIMITS_MAX[i]).contains(v))
            .ok_or_else(|| {
                format!(
                    "limits: {w} is not a number from 1 to {} ({usage})",
                    LIMITS_MAX[i]
                )
            })?;
    }
    Ok(l)
}

/// The limits of `vc_edges` and `vc_mustplay`: the five numbers
/// (`fulls_per_pair, semis_per_pair, edge_semis, or_semis, or_depth`),
/// the fill-in and the ladder nodes as asked, the rest the defaults.
fn limits_of(five: [usize; 5], o: &BuildOptions) -> Limits {
    let [
        fulls_per_pair,
        semis_per_pair,
        edge_semis,
        or_semis,
        or_depth,
    ] = five;
    Limits {
        fulls_per_pair,
        semis_per_pair,
        edge_semis,
        or_semis,
        or_depth,
        fill_in: o.fill,
        ladders: o.ladders,
        narrowing_fulls: o.narrowing,
        or_by_cells: o.or_by_cells,
        ..Limits::default()
    }
}

/// The words after the colour of `vc_edges` and `vc_mustplay`, in any
/// order: each of `flags` at most once (in any case), and `limits` with
/// its five numbers at most once; anything else is an error naming
/// `usage`. The flags given, as spelled in `flags`, and the limits.
fn options<'f>(
    rest: &[&str],
    flags: &[&'f str],
    usage: &str,
) -> Result<(Vec<&'f str>, Option<[usize; 5]>), String> {
    let (mut seen, mut given) = (Vec::new(), None);
    let mut i = 0;
    while i < rest.len() {
        let word = rest[i];
        if let Some(&f) = flags.iter().find(|f| word.eq_ignore_ascii_case(f)) {
            if seen.contains(&f) {
                return Err(usage.into());
            }
            seen.push(f);
        } else if word.eq_ignore_ascii_case("limits") && given.is_none() && rest.len() >= i + 6 {
            given = Some(limits(&rest[i + 1..i + 6], usage)?);
            i += 5;
        } else {
            return Err(usage.into());
        }
        i += 1;
    }
    Ok((seen, given))
}

/// Parses the arguments of a command named in [`NAMES`].
pub fn parse(name: &str, args: &[&str]) -> Result<VcCommand, String> {
    match (name, args) {
        ("vc_mustplay", [c, rest @ ..]) => {
            let flags = ["fill", "ladders", "probe", "narrowing", "orcells"];
            let (words, limits) = options(rest, &flags, MUSTPLAY_USAGE)?;
            let o = BuildOptions {
                fill: words.contains(&"fill"),
                ladders: words.contains(&"ladders"),
                probe: words.contains(&"probe"),
                narrowing: words.contains(&"narrowing"),
                or_by_cells: words.contains(&"orcells"),
                limits,
            };
            Ok(VcCommand::Mustplay(color(c)?, o))
        }
        ("vc_mustplay", _) => Err(MUSTPLAY_USAGE.into()),
        ("vc_edges", [c, rest @ ..]) => {
            let flags = ["fill", "probe", "noladders", "narrowing", "orcells"];
            let (words, limits) = options(rest, &flags, EDGES_USAGE)?;
            let o = BuildOptions {
                fill: words.contains(&"fill"),
                ladders: !words.contains(&"noladders"),
                probe: words.contains(&"probe"),
                narrowing: words.contains(&"narrowing"),
                or_by_cells: words.contains(&"orcells"),
                limits,
            };
            Ok(VcCommand::Edges(color(c)?, o))
        }
        ("vc_edges", _) => Err(EDGES_USAGE.into()),
        ("vc-build", [c]) => Ok(VcCommand::Hint(color(c)?)),
        ("vc-build", _) => Err("usage: vc-build <color>".into()),
        ("vc_connected_full", [c, p]) => Ok(VcCommand::ConnectedFull(color(c)?, place(p)?)),
        ("vc_connected_full", _) => Err("usage: vc_connected_full <color> <cell|edge>".into()),
        _ => Err(format!("usage: {name} <color>")),
    }
}

/// The command names, sorted.
pub const NAMES: &[&str] = &["vc-build", "vc_connected_full", "vc_edges", "vc_mustplay"];

fn names(g: &Geometry, cells: &Bitboard) -> Vec<String> {
    cells.iter().map(|i| g.cell(i).to_string()).collect()
}

thread_local! {
    /// The last build of these commands, whose memory the next one
    /// reuses ([`Connections::build_from`]'s `spare`).
    static SPARE: RefCell<Option<Connections>> = const { RefCell::new(None) };
}

/// A fresh build of `color`'s connections (as [`crate::vc::build`]) in
/// the memory of the last one.
fn build(board: &Board, color: Color, limits: &Limits) -> Connections {
    let spare = SPARE.with(|s| s.borrow_mut().take());
    Connections::build_from(board, color, limits, None, spare)
}

/// Keeps `conns`'s memory for the next [`build`].
fn keep(conns: Connections) {
    SPARE.with(|s| *s.borrow_mut() = Some(conns));
}

/// Carries out a command on the game's position.
pub fn answer(game: &Game, command: &VcCommand) -> Result<String, String> {
    let board = game.position().board();
    let g = game.geometry();
    match *command {
        VcCommand::Mustplay(c, ref o) => {
            let limits = limits_of(o.limits.unwrap_or(engine_limits()), o);
            let theirs = build(board, c.opponent(), &limits);
            let mut cells = if o.probe {
                theirs.probed_mustplay(board, &limits)
            } else {
                theirs.opponent_mustplay()
            };
            // With the fill-in, sharpened as at the search's root by the
            // build on the fill-in for `c` to play when that fills more
            // (the opponent's permanently inferior cells): a move outside
            // either mustplay loses, so outside their intersection too.
            if o.fill
                && let Some(fill) =
                    crate::search::connections::sided(&crate::ice::fill_in(board), c)
            {
                let sided = Connections::build_on_fill(&fill, c.opponent(), &limits, None, None);
                cells = match (cells, sided.opponent_mustplay()) {
                    (Some(a), Some(b)) => Some(a & b),
                    (a, b) => a.or(b),
                };
            }
            let cells = cells.unwrap_or(board.empty());
            keep(theirs);
            Ok(names(g, &cells).join(" "))
        }
        VcCommand::Edges(c, ref o) => {
            let five = o.limits.unwrap_or(if o.ladders {
                EDGES_LIMITS
            } else {
                engine_limits()
            });
            let limits = limits_of(five, o);
            let mut conns = build(board, c, &limits);
            if o.probe {
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
            keep(conns);
            Ok(format!(
                "{state}\nfull connections {fulls} semi connections {semis}"
            ))
        }
        VcCommand::Hint(c) => {
            use crate::search::connections::{Verdict, root_limits, verdict_on_fills};
            // The verdict as `vc_mustplay COLOR fill` and the root's with
            // `root_sided` make it, on the fills made once here.
            let plain = crate::ice::fill_in(board);
            let fill = plain.for_side(c);
            let mut pairs = super::analyze::fill_pairs(g, &fill, c);
            let sided = (!fill.inferior(c.opponent()).is_empty()).then_some(&fill);
            let lost = match verdict_on_fills(&plain, sided, c, &root_limits()) {
                Verdict::Mustplay(cells) => fill.board().empty().and_not(cells),
                Verdict::Loss { .. } => fill.board().empty(),
                Verdict::Win { .. } | Verdict::Open => Bitboard::EMPTY,
            };
            pairs.extend(lost.iter().map(|i| format!("{} x", g.cell(i))));
            Ok(pairs.join(" "))
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
            keep(conns);
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

#[cfg(test)]
mod tests {
    use crate::htp::{Session, Settings, clean, parse};

    fn send(s: &mut Session, line: &str) -> Result<String, String> {
        let request = parse(&clean(line).expect("a command line")).map_err(|e| e.message)?;
        s.handle(request.command, &mut |_| {})
    }

    /// 9x9 g000 after 36 (`/work/shared/games/vs-wolve-1s/9x9/g000.sgf`),
    /// whose White edges the ladder nodes join (docs/vc.md, "Round
    /// fourteen"), as moves from Black.
    const G000: &str = "b3 c7 e6 e7 d7 e5 f5 f4 g4 g3 i2 h3 i3 h4 i4 g2 i1 g8 \
                        h5 g6 i6 h7 h6 d8 c8 g5 g7 e9 f6 f7 f8 f9 e8 d9 i7 h9";

    fn play(s: &mut Session, moves: &[&str]) {
        send(s, "boardsize 9").unwrap();
        for (i, m) in moves.iter().enumerate() {
            let color = if i % 2 == 0 { "black" } else { "white" };
            send(s, &format!("play {color} {m}")).unwrap();
        }
    }

    #[test]
    fn vc_edges_takes_limits_and_refuses_bad_ones() {
        let moves: Vec<&str> = G000.split_whitespace().collect();
        let mut s = Session::new(Settings::default());
        play(&mut s, &moves);
        let joined = send(&mut s, "vc_edges white fill").unwrap();
        assert!(
            joined.starts_with("white edges joined, carrier"),
            "{joined}"
        );
        // The default is `EDGES_LIMITS`; the words come in any order.
        for same in [
            "vc_edges white fill limits 11 22 64 16 5",
            "vc_edges white limits 11 22 64 16 5 fill",
        ] {
            assert_eq!(send(&mut s, same).unwrap(), joined, "{same}");
        }
        // Without the ladder nodes, the engine's limits.
        assert_eq!(
            send(&mut s, "vc_edges white fill noladders").unwrap(),
            send(&mut s, "vc_edges white fill noladders limits 12 24 64 16 5").unwrap()
        );
        // Keeping only the fulls that narrow still joins the edges here,
        // with fewer full connections.
        let narrowing = send(&mut s, "vc_edges white narrowing fill").unwrap();
        assert!(
            narrowing.starts_with("white edges joined, carrier"),
            "{narrowing}"
        );
        let fulls = |reply: &str| -> usize {
            let words: Vec<&str> = reply.split_whitespace().collect();
            let at = words.iter().position(|w| *w == "full").unwrap();
            words[at + 2].parse().unwrap()
        };
        assert!(fulls(&narrowing) < fulls(&joined), "{narrowing} / {joined}");
        // Limits this low miss the full: they are used.
        let low = send(&mut s, "vc_edges white fill limits 1 1 2 2 2").unwrap();
        assert!(
            low.starts_with("white edges joined if white plays"),
            "{low}"
        );
        for bad in [
            "vc_edges white fill limits 12 24 64 16",
            "vc_edges white fill limits",
            "vc_edges white fill limits 0 24 64 16 5",
            "vc_edges white fill limits 12 24 64 16 9",
            "vc_edges white fill limits 12 24 64 x 5",
            "vc_edges white fill limits -1 24 64 16 5",
            "vc_edges white limits 12 24 64 16 5 fill limits 12 24 64 16 5",
            "vc_edges white limits 12 24 64 16 5 6",
            "vc_edges white narrowing fill narrowing",
        ] {
            let e = send(&mut s, bad).unwrap_err();
            assert!(e.contains("vc_edges"), "{bad}: {e}");
        }
        // The position is unchanged by the refused commands.
        assert_eq!(send(&mut s, "vc_edges white fill").unwrap(), joined);
    }

    /// `vc_mustplay COLOR fill` is the search root's mustplay (the
    /// verdict on the filled board within the root's limits, sharpened
    /// as with `root_sided`).
    #[test]
    fn vc_mustplay_with_the_fill_in_is_the_roots() {
        use crate::board::{Board, Cell, Color, Geometry};
        use crate::search::connections::{Verdict, root_limits, verdict};
        let moves: Vec<&str> = G000.split_whitespace().take(24).collect();
        let mut s = Session::new(Settings::default());
        play(&mut s, &moves);
        let g = Geometry::new(9, 9).unwrap();
        let mut b = Board::new(g.clone());
        for (i, m) in moves.iter().enumerate() {
            let color = if i % 2 == 0 {
                Color::Black
            } else {
                Color::White
            };
            b.place(color, g.index(m.parse::<Cell>().unwrap()));
        }
        let Verdict::Mustplay(cells) = verdict(&b, Color::Black, &root_limits()) else {
            panic!("no mustplay");
        };
        let root: Vec<String> = cells.iter().map(|i| g.cell(i).to_string()).collect();
        assert!(root.len() < b.empty().count() as usize);
        assert_eq!(
            send(&mut s, "vc_mustplay black fill").unwrap(),
            root.join(" ")
        );
    }

    /// `vc_mustplay`'s words come in any order; `limits` are used (the
    /// wider ones leave out the move that lost a game to Wolve, see
    /// `tests/connections.rs`), `probe` never widens the mustplay, and
    /// bad words are refused with the position unchanged.
    #[test]
    fn vc_mustplay_takes_options_and_refuses_bad_ones() {
        let mut s = Session::new(Settings::default());
        send(&mut s, "boardsize 11").unwrap();
        let black = [
            "e10", "f5", "b8", "e6", "g5", "i5", "g7", "j6", "h8", "j9", "c6",
        ];
        let white = ["h4", "f6", "d7", "e7", "g6", "h7", "h6", "i8", "i7", "k7"];
        for (i, m) in black.iter().enumerate() {
            send(&mut s, &format!("play black {m}")).unwrap();
            if let Some(w) = white.get(i) {
                send(&mut s, &format!("play white {w}")).unwrap();
            }
        }
        let cells =
            |reply: String| -> Vec<String> { reply.split_whitespace().map(String::from).collect() };
        // Without the fill-in nothing is known; with it (Black's
        // permanently inferior c11 and f11 filled, White to move), the
        // root's mustplay leaves out d3, White's losing move of that game,
        // and keeps Benzene's (b7 c7 d5 e1 e3 f1 f2 f3 g1 g2 h1).
        let plain = cells(send(&mut s, "vc_mustplay white").unwrap());
        assert!(plain.contains(&"d3".to_string()), "{plain:?}");
        let root = cells(send(&mut s, "vc_mustplay white fill").unwrap());
        assert!(!root.contains(&"d3".to_string()), "{root:?}");
        let benzene = [
            "b7", "c7", "d5", "e1", "e3", "f1", "f2", "f3", "g1", "g2", "h1",
        ];
        assert!(
            benzene.iter().all(|c| root.contains(&c.to_string())),
            "{root:?}"
        );
        let wide = cells(send(&mut s, "vc_mustplay white fill limits 32 64 512 32 6").unwrap());
        assert!(wide.len() < root.len(), "{wide:?}");
        assert!(wide.iter().all(|c| root.contains(c)), "{wide:?}");
        assert_eq!(
            cells(send(&mut s, "vc_mustplay white LIMITS 32 64 512 32 6 Fill").unwrap()),
            wide
        );
        let probed = cells(send(&mut s, "vc_mustplay white fill probe").unwrap());
        assert!(probed.iter().all(|c| root.contains(c)), "{probed:?}");
        // Keeping only the fulls that narrow a pair's intersection sees
        // Black's semis within the engine's limits, and keeps moves of
        // Benzene's mustplay (b7 c7 d5 e1 e3 f1 f2 f3 g1 g2 h1).
        let narrowing = cells(send(&mut s, "vc_mustplay white narrowing fill").unwrap());
        assert!(!narrowing.contains(&"d3".to_string()), "{narrowing:?}");
        assert!(
            narrowing.iter().any(|c| benzene.contains(&c.as_str())),
            "{narrowing:?}"
        );
        // The OR rule by cells with 48 semis a pair leaves d3 out too,
        // and keeps some of Benzene's cells.
        let by_cells = cells(
            send(
                &mut s,
                "vc_mustplay white fill orcells limits 12 48 64 16 5",
            )
            .unwrap(),
        );
        assert!(!by_cells.contains(&"d3".to_string()), "{by_cells:?}");
        assert!(
            by_cells.iter().any(|c| benzene.contains(&c.as_str())),
            "{by_cells:?}"
        );
        for bad in [
            "vc_mustplay",
            "vc_mustplay white orcells fill orcells",
            "vc_mustplay white fill fill",
            "vc_mustplay white narrowing fill narrowing",
            "vc_mustplay white noladders",
            "vc_mustplay white limits 32 64 512 32",
            "vc_mustplay white limits 32 64 512 32 9",
            "vc_mustplay white limits 0 64 512 32 6",
            "vc_mustplay green fill",
        ] {
            let e = send(&mut s, bad).unwrap_err();
            assert!(
                e.contains("vc_mustplay") || e.contains("color"),
                "{bad}: {e}"
            );
        }
        assert_eq!(cells(send(&mut s, "vc_mustplay white fill").unwrap()), root);
    }

    /// The builds that reuse the last one's memory answer as fresh
    /// sessions do, through every position of a game, both colours, with
    /// and without the fill-in, now and then a larger board between.
    #[test]
    fn builds_in_the_last_ones_memory_answer_as_fresh_ones() {
        let moves: Vec<&str> = G000.split_whitespace().collect();
        let mut reused = Session::new(Settings::default());
        for k in (0..=moves.len()).step_by(3) {
            for command in [
                "vc_edges black fill",
                "vc_edges white",
                "vc_mustplay white",
                "vc_connected_full black north",
                "vc_edges white fill limits 2 3 4 3 3",
            ] {
                play(&mut reused, &moves[..k]);
                let mut fresh = Session::new(Settings::default());
                play(&mut fresh, &moves[..k]);
                assert_eq!(
                    send(&mut reused, command),
                    send(&mut fresh, command),
                    "after {k}: {command}"
                );
            }
            if k % 2 == 0 {
                // A build on another size in between.
                send(&mut reused, "boardsize 11").unwrap();
                send(&mut reused, "play black f6").unwrap();
                send(&mut reused, "vc_edges white fill").unwrap();
            }
        }
    }
}
