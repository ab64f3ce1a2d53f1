//! Hand positions of the fill-in: the classic dead cell, a captured pair
//! at an edge, corners, and permanently inferior cells.

use super::*;
use crate::board::{Cell, Geometry};

fn board(size: usize, black: &[&str], white: &[&str]) -> Board {
    board_of(size, size, black, white)
}

fn board_of(width: usize, height: usize, black: &[&str], white: &[&str]) -> Board {
    let g = Geometry::new(width, height).unwrap();
    let mut b = Board::new(g.clone());
    for (color, list) in [(Color::Black, black), (Color::White, white)] {
        for s in list {
            b.place(color, g.index(s.parse::<Cell>().unwrap()));
        }
    }
    b
}

fn set(b: &Board, cells: &[&str]) -> Bitboard {
    let g = b.geometry();
    let mut s = Bitboard::EMPTY;
    for c in cells {
        s.insert(g.index(c.parse::<Cell>().unwrap()));
    }
    s
}

#[test]
fn the_empty_board_has_nothing_to_fill() {
    let b = board(5, &[], &[]);
    let f = fill_in(&b);
    assert_eq!(f.all(), Bitboard::EMPTY);
    assert_eq!(f.winner(), None);
}

#[test]
fn four_neighbours_of_one_colour_in_a_row_make_a_cell_dead() {
    // d4's neighbours in ring order: e4 e3 d3 c4 c5 d5; Black on four
    // consecutive ones (e4 e3 d3 c4), White on none.
    let b = board(7, &["e4", "e3", "d3", "c4"], &[]);
    let f = fill_in(&b);
    assert_eq!(f.dead() & set(&b, &["d4"]), set(&b, &["d4"]));
    // It joins the Black group around it, the colour with more neighbours.
    assert!(
        f.filled(Color::Black)
            .contains(b.geometry().index("d4".parse().unwrap()))
    );
    // Three in a row are not enough.
    let b = board(7, &["e4", "e3", "d3"], &[]);
    assert_eq!(fill_in(&b).all(), Bitboard::EMPTY);
}

#[test]
fn the_two_cells_below_a_second_row_stone_are_captured() {
    // Black c2 touches c1 and d1 on the first row: if White takes one,
    // Black takes the other and White's stone is dead.
    let b = board(5, &["c2"], &[]);
    let f = fill_in(&b);
    let pair = set(&b, &["c1", "d1"]);
    assert_eq!(f.captured(Color::Black) & pair, pair);
    assert_eq!(f.filled(Color::White), Bitboard::EMPTY);
    // Filled, they make more of the first row Black's: b1 with a1 (Black
    // on either joins the other to c1 and the edge), then a2 with b2.
    assert_eq!(
        f.captured(Color::Black),
        set(&b, &["a1", "b1", "c1", "d1", "a2", "b2"])
    );
    // The same for White at its own edge (second column, cells in the first).
    let b = board(5, &[], &["b3"]);
    let f = fill_in(&b);
    let pair = set(&b, &["a3", "a4"]);
    assert_eq!(f.captured(Color::White) & pair, pair);
    assert_eq!(f.filled(Color::Black), Bitboard::EMPTY);
}

#[test]
fn corners_are_dead_when_one_side_is_shut_out() {
    // a1 with White on b1 and a2: Black's only usable neighbour is the top
    // edge, so a Black stone there joins nothing.
    let b = board(4, &[], &["b1", "a2"]);
    assert!(
        fill_in(&b)
            .dead()
            .contains(b.geometry().index("a1".parse().unwrap()))
    );
    // The obtuse corner d1 beside Black c1 and c2: its Black neighbours and
    // the top edge are one part already.
    let b = board(4, &["c1", "c2"], &[]);
    assert!(
        fill_in(&b)
            .dead()
            .contains(b.geometry().index("d1".parse().unwrap()))
    );
    // On the empty board, neither corner is dead.
    let b = board(4, &[], &[]);
    assert_eq!(fill_in(&b).dead(), Bitboard::EMPTY);
}

#[test]
fn a_fill_in_that_joins_the_edges_decides_the_game() {
    // Black b2 on 3x3: the pairs of cells between it and each edge are
    // captured for Black, and filled they join Black's edges.
    let b = board(3, &["b2"], &[]);
    let f = fill_in(&b);
    assert_eq!(f.winner(), Some(Color::Black));
    assert!(joined(f.board(), Color::Black));
}

/// The fill-in as it was before it was incremental: every pass tests
/// every empty cell and every pair of neighbours (the slow, obvious
/// reference for [`fill_in`] and [`fill_in_after`]). Returns the filled
/// board, the fills by colour, the dead cells, the captured cells by
/// colour and the winner.
type Reference = (Board, [Bitboard; 2], Bitboard, [Bitboard; 2], Option<Color>);

fn reference_fill_in(board: &Board) -> Reference {
    let g = board.geometry().clone();
    let mut b = board.clone();
    let (mut filled, mut dead_cells_all, mut captured) =
        ([Bitboard::EMPTY; 2], Bitboard::EMPTY, [Bitboard::EMPTY; 2]);
    loop {
        let w = winner(&b);
        if w.is_some() {
            return (b, filled, dead_cells_all, captured, w);
        }
        let labels = [Labels::new(&b, Color::Black), Labels::new(&b, Color::White)];
        let empty = b.empty();
        let mut found = Vec::new();
        let mut taken = Bitboard::EMPTY;
        for c in empty.iter() {
            if dead(&labels, c, None) {
                found.push((c, dead_fill_colour(&labels, c), true));
                taken.insert(c);
            }
        }
        for a in empty.and_not(taken).iter() {
            for n in g.neighbours(a).filter(|&n| n > a && empty.contains(n)) {
                if taken.contains(n) || taken.contains(a) {
                    continue;
                }
                let captor = Color::BOTH
                    .into_iter()
                    .find(|&x| dead(&labels, a, Some((n, x))) && dead(&labels, n, Some((a, x))));
                if let Some(x) = captor {
                    found.push((a, x, false));
                    found.push((n, x, false));
                    taken.insert(a);
                    taken.insert(n);
                }
            }
        }
        if found.is_empty() {
            return (b, filled, dead_cells_all, captured, None);
        }
        for (c, color, is_dead) in found {
            b.place(color, c);
            filled[color.index()].insert(c);
            if is_dead {
                dead_cells_all.insert(c);
            } else {
                captured[color.index()].insert(c);
            }
        }
    }
}

fn parts(f: &FillIn) -> Reference {
    (
        f.board().clone(),
        [f.filled(Color::Black), f.filled(Color::White)],
        f.dead(),
        [f.captured(Color::Black), f.captured(Color::White)],
        f.winner(),
    )
}

fn stones(b: &Board) -> [Bitboard; 2] {
    [*b.stones(Color::Black), *b.stones(Color::White)]
}

/// A random board of 1x1 to 9x9 with a random share of its cells taken
/// by random colours (not a position of alternating play).
fn random_board(rng: &mut crate::rng::Rng) -> Board {
    let (w, h) = (1 + rng.below(9), 1 + rng.below(9));
    let mut b = Board::new(Geometry::new(w, h).unwrap());
    let share = rng.below(60);
    for i in b.empty().iter() {
        if rng.below(100) < share {
            b.place(Color::BOTH[rng.below(2)], i);
        }
    }
    b
}

/// `count` random stones of random colours on empty cells of `board`.
fn add_stones(rng: &mut crate::rng::Rng, board: &Board, count: usize) -> Board {
    let mut b = board.clone();
    for _ in 0..count {
        let empty: Vec<usize> = b.empty().iter().collect();
        if empty.is_empty() {
            break;
        }
        b.place(Color::BOTH[rng.below(2)], empty[rng.below(empty.len())]);
    }
    b
}

#[test]
fn the_fill_in_is_the_full_fill_in_on_random_boards() {
    let mut rng = crate::rng::Rng::new(13);
    for _ in 0..4000 {
        let b = random_board(&mut rng);
        assert_eq!(parts(&fill_in(&b)), reference_fill_in(&b), "{b:?}");
    }
}

#[test]
fn the_fill_in_after_a_finished_board_is_the_full_fill_in() {
    let mut rng = crate::rng::Rng::new(17);
    let mut compared = 0;
    while compared < 4000 {
        let start = random_board(&mut rng);
        let finished = fill_in(&start);
        if finished.winner().is_some() || finished.board().empty().is_empty() {
            continue;
        }
        let fixed = stones(finished.board());
        // Mostly one stone (the solver's case: a move on the parent's
        // filled board), sometimes several.
        let count = if rng.below(3) == 0 {
            1 + rng.below(5)
        } else {
            1
        };
        let b = add_stones(&mut rng, finished.board(), count);
        let after = fill_in_after(&b, &fixed);
        assert_eq!(
            parts(&after),
            reference_fill_in(&b),
            "{b:?} after {fixed:?}"
        );
        // A `fixed` not within the board's stones: the whole board is tested.
        let mut other = fixed;
        other[0] |= stones(&b)[1];
        assert_eq!(parts(&fill_in_after(&b, &other)), reference_fill_in(&b));
        compared += 1;
    }
}

#[test]
fn the_undominated_moves_of_a_fill_in_are_those_of_its_board() {
    let mut rng = crate::rng::Rng::new(19);
    let mut compared = 0;
    while compared < 2000 {
        let mut f = fill_in(&random_board(&mut rng));
        if f.winner().is_some() {
            continue;
        }
        let mut moves: Vec<usize> = f.board().empty().iter().collect();
        rng.shuffle(&mut moves);
        assert_eq!(f.undominated(&moves), undominated(f.board(), &moves));
        compared += 1;
    }
}

/// The 11x11 position where White lost game 32 of round 45 by d3 (the
/// tests of `vc_mustplay` use it too). With White to move, Black's c11
/// and f11 are permanently inferior: c11's ring, once d11 is filled as
/// Black's, is Black's d11 and its edge twice in a row, then d10, c10 and
/// b11 empty, d10 held by Black's d11 beside it and b11 by the edge. They
/// are filled Black, and c11 with its outer cells d10 and b11 become
/// Black's intrusions; with Black to move, or without a side, they stay.
#[test]
fn the_opponents_permanently_inferior_cells_are_filled_for_the_side_to_move() {
    let b = board(
        11,
        &[
            "e10", "f5", "b8", "e6", "g5", "i5", "g7", "j6", "h8", "j9", "c6",
        ],
        &["h4", "f6", "d7", "e7", "g6", "h7", "h6", "i8", "i7", "k7"],
    );
    let ours = set(&b, &["c11", "f11"]);
    let f = fill_in_for(&b, Color::White);
    assert_eq!(f.inferior(Color::Black), ours);
    assert_eq!(f.inferior(Color::White), Bitboard::EMPTY);
    assert_eq!(f.filled(Color::Black) & ours, ours);
    let guard = set(&b, &["c11", "d10", "b11"]);
    assert_eq!(f.intrusions(Color::Black) & guard, guard);
    assert_eq!(
        f.intrusions(Color::Black) & f.captured(Color::Black),
        f.captured(Color::Black)
    );
    // The bare fill-in, and the one for Black to move, leave them empty.
    assert_eq!(fill_in(&b).all() & ours, Bitboard::EMPTY);
    let mine = fill_in_for(&b, Color::Black);
    assert_eq!(mine.inferior(Color::Black), Bitboard::EMPTY);
    assert_eq!(mine.all() & ours, Bitboard::EMPTY);
}

/// The ring alone is not enough. On 3 columns and 4 rows, Black a2 a3,
/// White b1 c4, Black to move: White's c3 has the shape, its outer cells
/// held (c2 by White's edge beside it, b4 by Black's edge beyond it), and
/// is filled White (brute force: Black still wins). Then c2 has the bare
/// shape, White's c3 and edge twice and c1 b2 b3 empty, but b3 is held by
/// nothing (b4 and a4 empty, a3 Black): filled White, c2 would hand White
/// the win (brute force again), and it is left empty.
#[test]
fn a_permanently_inferior_cell_needs_its_outer_cells_held() {
    let b = board_of(3, 4, &["a2", "a3"], &["b1", "c4"]);
    let f = fill_in_for(&b, Color::Black);
    assert!(
        f.inferior(Color::White)
            .contains(b.geometry().index("c3".parse().unwrap()))
    );
    assert!(
        !f.filled(Color::White)
            .contains(b.geometry().index("c2".parse().unwrap()))
    );
}

/// The fill for a side goes on to its fixed point, although whether a
/// shape is held reads cells two steps away. On 3x3, Black a1 and c3,
/// White to move: b1 and b3 both have Black's permanently inferior shape
/// and share b2; b1 is filled first, and b3, left in that pass, is filled
/// in the next although its ring did not change (then White's captured
/// cells follow). On 4x3, Black a2 and White d3, White to move: Black's
/// b2 is held only once White's captured d1 and d2, two steps away, are
/// filled, after Black's c1. Before round fifty-two the fill stopped
/// short of both.
#[test]
fn the_fill_for_a_side_tests_again_what_a_fill_two_steps_away_may_change() {
    let cell = |b: &Board, name: &str| b.geometry().index(name.parse().unwrap());
    let b = board_of(3, 3, &["a1", "c3"], &[]);
    let f = fill_in_for(&b, Color::White);
    for name in ["b1", "b3"] {
        assert!(f.inferior(Color::Black).contains(cell(&b, name)), "{name}");
    }
    let b = board_of(4, 3, &["a2"], &["d3"]);
    let f = fill_in_for(&b, Color::White);
    for name in ["c1", "b2"] {
        assert!(f.inferior(Color::Black).contains(cell(&b, name)), "{name}");
    }
    for name in ["d1", "d2", "c2", "c3"] {
        assert!(f.filled(Color::White).contains(cell(&b, name)), "{name}");
    }
}
