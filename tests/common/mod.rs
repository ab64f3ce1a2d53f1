//! Helpers shared by the integration tests: random positions, slow,
//! obvious references, and the built engine as a process.
#![allow(dead_code)]

use hexbfs::board::{Board, Cell, Color, Geometry};
use hexbfs::htp::{Session, clean, parse};
use hexbfs::position::Position;
use proptest::prelude::*;
use std::collections::BinaryHeap;

/// A board shape and a list of (cell choice, colour) draws to fill it with.
pub fn shape_and_stones(max: usize) -> impl Strategy<Value = (usize, usize, Vec<(usize, bool)>)> {
    (1..=max, 1..=max).prop_flat_map(|(w, h)| {
        let n = w * h;
        (
            Just(w),
            Just(h),
            prop::collection::vec((0..n, any::<bool>()), 0..=n),
        )
    })
}

/// A board with the drawn stones on it (draws that hit a taken cell are skipped).
pub fn board_from(w: usize, h: usize, stones: &[(usize, bool)]) -> Board {
    let g = Geometry::new(w, h).unwrap();
    let mut b = Board::new(g.clone());
    for &(k, black) in stones {
        let cell = Cell::new(k % w, k / w).unwrap();
        if b.get(cell).is_none() {
            let color = if black { Color::Black } else { Color::White };
            b.place(color, g.index(cell));
        }
    }
    b
}

/// Dijkstra with a binary heap over cells (not bitboards, not a deque):
/// the cost of the cheapest chain of `color` between its edges.
pub fn dijkstra(board: &Board, color: Color) -> Option<u32> {
    let g = board.geometry();
    let (w, h) = (g.width(), g.height());
    let cost = |c: usize, r: usize| match board.get(Cell::new(c, r).unwrap()) {
        None => Some(1u32),
        Some(x) if x == color => Some(0),
        Some(_) => None,
    };
    let start = |c: usize, r: usize| {
        if color == Color::Black {
            r == 0
        } else {
            c == 0
        }
    };
    let goal = |c: usize, r: usize| {
        if color == Color::Black {
            r == h - 1
        } else {
            c == w - 1
        }
    };
    let mut dist = vec![vec![u32::MAX; h]; w];
    let mut heap = BinaryHeap::new();
    for (c, r) in (0..w).flat_map(|c| (0..h).map(move |r| (c, r))) {
        if let (true, Some(k)) = (start(c, r), cost(c, r)) {
            dist[c][r] = k;
            heap.push(std::cmp::Reverse((k, c, r)));
        }
    }
    while let Some(std::cmp::Reverse((d, c, r))) = heap.pop() {
        if d > dist[c][r] {
            continue;
        }
        if goal(c, r) {
            return Some(d);
        }
        let dirs: [(isize, isize); 6] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)];
        for (dc, dr) in dirs {
            let (nc, nr) = (c as isize + dc, r as isize + dr);
            if nc < 0 || nr < 0 || nc >= w as isize || nr >= h as isize {
                continue;
            }
            let (nc, nr) = (nc as usize, nr as usize);
            match cost(nc, nr) {
                Some(k) if d + k < dist[nc][nr] => {
                    dist[nc][nr] = d + k;
                    heap.push(std::cmp::Reverse((d + k, nc, nr)));
                }
                _ => {}
            }
        }
    }
    None
}

/// Whether `color`'s stones join its edges, by a flood fill from scratch.
pub fn flood_winner(board: &Board, color: Color) -> bool {
    dijkstra(&only(board, color), color) == Some(0)
}

/// The board with only `color`'s stones, the rest as opponent walls.
fn only(board: &Board, color: Color) -> Board {
    let g = board.geometry();
    let mut b = Board::new(g.clone());
    for i in g.cells().iter() {
        let c = if board.at(i) == Some(color) {
            color
        } else {
            color.opponent()
        };
        b.place(c, i);
    }
    b
}

/// Plays a position from a list of cell choices, alternating colours,
/// skipping taken cells and stopping at a win.
pub fn position_from(w: usize, h: usize, picks: &[usize]) -> Position {
    let mut p = Position::new(Geometry::new(w, h).unwrap());
    for &k in picks {
        if p.winner().is_some() {
            break;
        }
        let cell = Cell::new(k % w, k / w).unwrap();
        if p.board().get(cell).is_none() {
            p.play(cell);
        }
    }
    p
}

/// Sends one command line to a session, as the loop would (no framing).
pub fn send(session: &mut Session, line: &str) -> Result<String, String> {
    let request = parse(&clean(line).expect("a command line")).map_err(|e| e.message)?;
    session.handle(request.command, &mut |_| {})
}

/// The search's settings with `max_depth`, `width` at every node (no
/// deep or frontier width) and
/// `connections`, no quick reply, and the defaults otherwise.
pub fn search_params(max_depth: u32, width: usize, connections: bool) -> hexbfs::search::Params {
    hexbfs::search::Params {
        max_depth,
        width,
        deep_width: 0,
        frontier_width: 0,
        quick_single_reply: false,
        connections,
        null_move: hexbfs::search::null_move::DEFAULT,
        late_reduction: None,
        ..hexbfs::search::Params::default()
    }
}

/// A search of the open position `p` by `s` with `params`, unlimited in time.
pub fn searched(
    s: &mut hexbfs::search::Searcher,
    p: &Position,
    params: &hexbfs::search::Params,
) -> hexbfs::search::Report {
    s.search(p, params, hexbfs::search::Clock::new(None, None), |_| {})
        .expect("open position")
}

/// Exact value by brute force: plies to the end with the side to move
/// winning (positive) or losing (negative); fastest win, slowest loss.
pub fn minimax(p: &mut Position, memo: &mut std::collections::HashMap<u64, i32>) -> i32 {
    if p.winner().is_some() {
        return 0; // the side to move has lost "now": encoded as -0 plies below
    }
    if let Some(&v) = memo.get(&p.key()) {
        return v;
    }
    let me = p.to_move();
    let mut best = i32::MIN;
    for i in p.board().empty().iter() {
        p.play_index(me, i);
        let child = if p.winner() == Some(me) {
            1
        } else {
            let c = minimax(p, memo);
            // The child's side to move wins in c plies (c > 0) or loses in -c.
            if c > 0 { -(c + 1) } else { -c + 1 }
        };
        p.undo();
        // Rank: any win beats any loss; faster wins, slower losses.
        let better = match (child > 0, best > 0) {
            _ if best == i32::MIN => true,
            (true, false) => true,
            (false, true) => false,
            (true, true) => child < best,
            (false, false) => child < best,
        };
        if better {
            best = child;
        }
    }
    memo.insert(p.key(), best);
    best
}

/// The exact value by brute force as a search score for the side to move:
/// `hexbfs::search::score::MATE - n` for a win in `n` plies, `-(hexbfs::search::score::MATE - n)` for a loss in `n`.
pub fn exact_score(p: &Position) -> i32 {
    let v = minimax(&mut p.clone(), &mut std::collections::HashMap::new());
    if v > 0 {
        hexbfs::search::score::MATE - v
    } else {
        -(hexbfs::search::score::MATE + v)
    }
}

/// Whether the side to move wins, by brute force with memo (the first
/// winning move found ends a node).
pub fn side_to_move_wins(
    p: &mut Position,
    memo: &mut std::collections::HashMap<u64, bool>,
) -> bool {
    if p.winner().is_some() {
        return false;
    }
    if let Some(&v) = memo.get(&p.key()) {
        return v;
    }
    let me = p.to_move();
    let empty: Vec<usize> = p.board().empty().iter().collect();
    let wins = empty.into_iter().any(|i| {
        p.play_index(me, i);
        let win = p.winner() == Some(me) || !side_to_move_wins(p, memo);
        p.undo();
        win
    });
    memo.insert(p.key(), wins);
    wins
}

/// Random positions of `w`x`h` with at least `min_stones` stones, game not over.
pub fn positions(w: usize, h: usize, min_stones: usize) -> impl Strategy<Value = Position> {
    prop::collection::vec(0..w * h, min_stones..w * h).prop_filter_map("over", move |picks| {
        let p = position_from(w, h, &picks);
        let enough = p.board().stone_count() as usize >= min_stones;
        (enough && p.winner().is_none() && !p.board().empty().is_empty()).then_some(p)
    })
}

/// The built engine, started with `args`, as a child process: stdin and
/// stdout piped, stderr dropped, logs at `warn`.
pub fn spawn_engine(args: &[&str]) -> std::process::Child {
    use std::process::{Command, Stdio};
    Command::new(env!("CARGO_BIN_EXE_hexbfs"))
        .args(args)
        .env("RUST_LOG", "warn")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the engine starts")
}

/// Two stones in the middle of 7x7: every node of a shallow search has
/// more moves than the widths the width tests try.
pub fn open_7x7() -> Position {
    let mut p = Position::new(Geometry::new(7, 7).unwrap());
    p.play_index(p.to_move(), 24);
    p.play_index(p.to_move(), 17);
    p
}

/// What a user compares two searches by: the move, the score, the line,
/// the nodes and the root moves scored.
pub fn summary(r: &hexbfs::search::Report) -> (Cell, i32, Vec<Cell>, u64, usize) {
    (r.best, r.score, r.pv.clone(), r.nodes, r.root_scores.len())
}

/// Searches 150 random open 5x5 positions (16 to 23 stones picked, at
/// most 11 empty cells; drawn from `seed`) with `search`, and checks every
/// win it proves by brute force: a search that narrows its nodes must
/// still prove only real wins. Panics on a false proof, on too few
/// positions, or when no proof was checked at all.
pub fn check_proven_wins_on_5x5(seed: u64, search: impl Fn(&Position) -> hexbfs::search::Report) {
    let mut rng = hexbfs::rng::Rng::new(seed);
    let (mut checked, mut positions) = (0, 0);
    for _ in 0..2000 {
        let stones = 16 + rng.below(8);
        let picks: Vec<usize> = (0..stones).map(|_| rng.below(25)).collect();
        let p = position_from(5, 5, &picks);
        if p.winner().is_some() || p.board().empty().count() > 11 {
            continue;
        }
        positions += 1;
        if search(&p).score >= hexbfs::search::score::MATE_BOUND {
            let wins = side_to_move_wins(&mut p.clone(), &mut Default::default());
            assert!(wins, "picks {picks:?}: a win claimed");
            checked += 1;
        }
        if positions == 150 {
            break;
        }
    }
    assert_eq!(positions, 150, "too few open positions in the sample");
    assert!(checked > 0, "no proven win in the sample");
}
