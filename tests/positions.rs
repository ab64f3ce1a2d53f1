//! Positions as data (`tests/positions/*.txt`, format in the README there):
//! the search must find an expected move at the stated depth, and the data
//! itself is checked, so a wrong expected set fails too.

use hexbfs::board::{Cell, Color, Geometry};
use hexbfs::htp::settings::Settings;
use hexbfs::position::Position;
use hexbfs::search::score::{MATE_BOUND, loss_in, win_in};
use hexbfs::search::{Clock, Params, Report, Searcher, interior, null_move};
use std::collections::BTreeSet;
use std::path::Path;

/// What a position file asks for.
#[derive(Debug)]
enum Expected {
    /// The side to move wins in this many plies.
    Win(usize),
    /// The side to move must stop a win in one.
    Save,
    /// The side to move has a win its virtual connections prove: with them
    /// on, the search reports a proven win at `depth` (the data is checked
    /// by an outside solver, named in the file).
    VirtualWin,
    /// The same, proven at `depth` only with the connections at interior
    /// nodes too (connections at the root and one ply below it alone do
    /// not prove it there).
    InteriorWin,
    /// The side to move wins, as an outside solver proved (named in the
    /// file), and `expect` holds every winning move it lists: the search
    /// with the engine's default settings picks one of them at `depth`,
    /// proof or not (a position of the suite of lost games,
    /// `docs/results/suite-wolve/`).
    SolverWin,
    /// The same, found with the root knowledge on
    /// (`Searcher::set_root_knowledge(3)`, applied from the position's
    /// own number of stones) and the engine's other defaults at `depth`,
    /// and not without it, nor with the knowledge applied only from one
    /// stone more: the test is about what the knowledge adds.
    KnowledgeWin,
}

struct Case {
    name: String,
    pos: Position,
    depth: u32,
    expected: Expected,
    moves: BTreeSet<Cell>,
}

fn cells(words: &[&str]) -> Vec<Cell> {
    words
        .iter()
        .map(|w| w.parse().unwrap_or_else(|e| panic!("{e}")))
        .collect()
}

fn parse(name: &str, text: &str) -> Case {
    let (mut size, mut stones, mut to_move) = (None, Vec::new(), None);
    let (mut depth, mut expected, mut moves) = (None, None, BTreeSet::new());
    for line in text.lines() {
        let line = line.split('#').next().unwrap().trim();
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&key, args)) = words.split_first() else {
            continue;
        };
        match key {
            "size" => {
                let n: Vec<usize> = args.iter().map(|a| a.parse().unwrap()).collect();
                size = Some((n[0], *n.get(1).unwrap_or(&n[0])));
            }
            "black" | "white" => {
                let color: Color = key.parse().unwrap();
                stones.extend(cells(args).into_iter().map(|c| (color, c)));
            }
            "to_move" => to_move = Some(args[0].parse::<Color>().unwrap()),
            "depth" => depth = Some(args[0].parse().unwrap()),
            "result" => {
                expected = Some(match args {
                    ["win", n] => Expected::Win(n.parse().unwrap()),
                    ["save"] => Expected::Save,
                    ["virtual-win"] => Expected::VirtualWin,
                    ["interior-win"] => Expected::InteriorWin,
                    ["solver-win"] => Expected::SolverWin,
                    ["knowledge-win"] => Expected::KnowledgeWin,
                    _ => panic!("{name}: bad result {args:?}"),
                })
            }
            "expect" => moves.extend(cells(args)),
            _ => panic!("{name}: unknown key {key}"),
        }
    }
    let (w, h) = size.unwrap_or_else(|| panic!("{name}: no size"));
    let mut pos = Position::new(Geometry::new(w, h).unwrap());
    for (color, cell) in stones {
        assert!(pos.board().get(cell).is_none(), "{name}: {cell} twice");
        let i = pos.geometry().index(cell);
        pos.play_index(color, i);
    }
    assert_eq!(pos.winner(), None, "{name}: the game is over");
    pos.set_to_move(to_move.unwrap_or_else(|| panic!("{name}: no to_move")));
    assert!(!moves.is_empty(), "{name}: no expected moves");
    Case {
        name: name.into(),
        pos,
        depth: depth.unwrap_or_else(|| panic!("{name}: no depth")),
        expected: expected.unwrap_or_else(|| panic!("{name}: no result")),
        moves,
    }
}

fn search(pos: &Position, depth: u32) -> Report {
    search_with(pos, depth, false)
}

/// With `connections`, proven distances are bounds; the exact kinds search
/// without them.
fn search_with(pos: &Position, depth: u32, connections: bool) -> Report {
    search_interior(pos, depth, connections, Some(interior::MIN_DEPTH))
}

/// With connections, at interior nodes with at least `interior` plies left.
fn search_interior(pos: &Position, depth: u32, connections: bool, interior: Option<u32>) -> Report {
    let params = Params {
        max_depth: depth,
        width: 30,
        deep_width: 0,
        deep_from: 1,
        frontier_width: 0,
        frontier_plies: 1,
        quick_single_reply: false,
        connections,
        null_move: null_move::DEFAULT,
        late_reduction: None,
        potential_count: false,
        bridge_walls: false,
        threat_extension: 0,
        fill_plies: 0,
        weights: hexbfs::search::leaves::Weights::DEFAULT,
        order: hexbfs::search::ordering::Order::MAP,
    };
    let mut searcher = Searcher::new(4);
    searcher.set_interior_depth(interior);
    searcher
        .search(pos, &params, Clock::new(None, None), |_| {})
        .expect("open position")
}

/// The search `hexbfs --depth N` makes: the default settings (among them
/// connections at the root and one ply below it, none at interior nodes,
/// and the default table, whose size can change the move) to `depth`.
fn search_as_played(pos: &Position, depth: u32) -> Report {
    search_knowing(pos, depth, 0, 0)
}

/// [`search_as_played`], with the root knowledge on or off, applied from
/// `from` stones on the board.
fn search_knowing(pos: &Position, depth: u32, knowledge: usize, from: usize) -> Report {
    let params = Params {
        max_depth: depth,
        ..Params::default()
    };
    let mut searcher = Searcher::new(Settings::default().table_mb);
    searcher.set_root_knowledge(knowledge);
    searcher.set_knowledge_from(from);
    searcher
        .search(pos, &params, Clock::new(None, None), |_| {})
        .expect("open position")
}

/// The stones on `pos`'s board.
fn stones(pos: &Position) -> usize {
    pos.board().stone_count() as usize
}

/// The position after the side to move plays `cell`.
fn after(pos: &Position, cell: Cell) -> Position {
    let mut child = pos.clone();
    child.play(cell);
    child
}

/// Whether the side to move at `pos` can join its edges with one stone.
fn wins_at_once(pos: &Position) -> bool {
    let me = pos.to_move();
    pos.board().empty().iter().any(|i| {
        let mut p = pos.clone();
        p.play_index(me, i);
        p.winner() == Some(me)
    })
}

fn check(case: &Case) {
    let name = &case.name;
    let report = match case.expected {
        Expected::VirtualWin | Expected::InteriorWin => search_with(&case.pos, case.depth, true),
        Expected::SolverWin => search_as_played(&case.pos, case.depth),
        Expected::KnowledgeWin => search_knowing(&case.pos, case.depth, 3, stones(&case.pos)),
        _ => search(&case.pos, case.depth),
    };
    assert!(
        case.moves.contains(&report.best),
        "{name}: played {}, expected one of {:?}",
        report.best,
        case.moves
    );
    let empty: Vec<Cell> = case
        .pos
        .board()
        .empty()
        .iter()
        .map(|i| case.pos.geometry().cell(i))
        .collect();
    match case.expected {
        Expected::Win(n) => {
            assert_eq!(report.score, win_in(n), "{name}: score");
            // The data: exactly the expected moves win in n.
            for &cell in &empty {
                let child = after(&case.pos, cell);
                let wins = if n == 1 {
                    child.winner().is_some()
                } else {
                    child.winner().is_none() && search(&child, n as u32 - 1).score == loss_in(n - 1)
                };
                assert_eq!(wins, case.moves.contains(&cell), "{name}: {cell}");
            }
        }
        Expected::VirtualWin | Expected::InteriorWin => {
            assert!(
                report.score > MATE_BOUND,
                "{name}: no proof, {}",
                report.score
            );
            // Without connections (or, for an interior win, without those
            // at interior nodes) the same depth proves nothing: the test
            // is about what they add.
            let plain = match case.expected {
                Expected::InteriorWin => search_interior(&case.pos, case.depth, true, None),
                _ => search(&case.pos, case.depth),
            };
            assert!(plain.score <= MATE_BOUND, "{name}: provable without them");
        }
        // The data was checked by the outside solver; a proof by the
        // search is not asked for.
        Expected::SolverWin => {}
        Expected::KnowledgeWin => {
            let plain = search_as_played(&case.pos, case.depth);
            assert!(
                !case.moves.contains(&plain.best),
                "{name}: found without the knowledge"
            );
            // `knowledge_from` one stone above the position's: the
            // knowledge stays off, and the search plays as without it.
            let later = search_knowing(&case.pos, case.depth, 3, stones(&case.pos) + 1);
            assert_eq!(later.best, plain.best, "{name}: knowledge_from ignored");
        }
        Expected::Save => {
            assert!(
                !wins_at_once(&after(&case.pos, report.best)),
                "{name}: no save"
            );
            for &cell in &empty {
                let child = after(&case.pos, cell);
                assert_eq!(
                    !wins_at_once(&child),
                    case.moves.contains(&cell),
                    "{name}: {cell}"
                );
            }
        }
    }
}

#[test]
fn every_position_file_is_found_at_its_depth() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/positions");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    files.sort();
    assert!(files.len() >= 6, "position files missing from {dir:?}");
    let mut kinds = BTreeSet::new();
    for path in files {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let case = parse(&name, &std::fs::read_to_string(&path).unwrap());
        kinds.insert(format!("{:?}", case.expected));
        check(&case);
    }
    // Win in one, win in three, saves, virtual wins (at the root and
    // below it, and at interior nodes), solver wins and a win the root
    // knowledge finds are all covered.
    for kind in [
        "Win(1)",
        "Win(3)",
        "Save",
        "VirtualWin",
        "InteriorWin",
        "SolverWin",
        "KnowledgeWin",
    ] {
        assert!(kinds.contains(kind), "no {kind} position");
    }
}
