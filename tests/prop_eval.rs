//! The evaluation against slow references on random positions of random sizes.

mod common;

use common::*;
use hexbfs::board::{Board, Color, Geometry};
use hexbfs::eval::{self, DistanceMap, INFINITE};
use hexbfs::rng::Rng;
use proptest::prelude::*;

fn as_option(d: u32) -> Option<u32> {
    (d < INFINITE).then_some(d)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn deque_bfs_equals_dijkstra((w, h, stones) in shape_and_stones(13)) {
        let b = board_from(w, h, &stones);
        for c in Color::BOTH {
            prop_assert_eq!(as_option(eval::deque::distance(&b, c)), dijkstra(&b, c));
        }
    }

    #[test]
    fn bitboard_bfs_equals_deque_bfs((w, h, stones) in shape_and_stones(26)) {
        let b = board_from(w, h, &stones);
        let both = eval::distances(&b);
        for c in Color::BOTH {
            prop_assert_eq!(eval::distance(&b, c), eval::deque::distance(&b, c));
            prop_assert_eq!(both[c.index()], eval::deque::distance(&b, c));
        }
    }

    /// The square sizes with a compile-time stride (see `with_shape!`).
    #[test]
    fn square_fast_paths_equal_the_deque(
        (n, stones) in prop::sample::select(vec![9usize, 11, 13, 14, 19]).prop_flat_map(|n| {
            (Just(n), prop::collection::vec((0..n * n, any::<bool>()), 0..=n * n))
        })
    ) {
        let b = board_from(n, n, &stones);
        let both = eval::distances(&b);
        let map = DistanceMap::new(&b);
        for c in Color::BOTH {
            let want = eval::deque::distance(&b, c);
            prop_assert_eq!(eval::distance(&b, c), want);
            prop_assert_eq!(both[c.index()], want);
            prop_assert_eq!(map.distance(c), want);
            let a = eval::deque::edge_distances(&b, c, false);
            let z = eval::deque::edge_distances(&b, c, true);
            for i in b.empty().iter() {
                let want = if a[i] >= INFINITE || z[i] >= INFINITE { INFINITE } else { a[i] + z[i] - 1 };
                prop_assert_eq!(map.through(c, i), want);
            }
        }
    }

    #[test]
    fn map_is_the_sum_of_the_two_one_sided_distances((w, h, stones) in shape_and_stones(14)) {
        let b = board_from(w, h, &stones);
        let map = DistanceMap::new(&b);
        for c in Color::BOTH {
            prop_assert_eq!(map.distance(c), eval::deque::distance(&b, c));
            let a = eval::deque::edge_distances(&b, c, false);
            let z = eval::deque::edge_distances(&b, c, true);
            for i in b.empty().iter() {
                let want = if a[i] >= INFINITE || z[i] >= INFINITE { INFINITE } else { a[i] + z[i] - 1 };
                prop_assert_eq!(map.through(c, i), want);
            }
            let d = map.distance(c);
            if d > 0 && d < INFINITE {
                let best = b.empty().iter().map(|i| map.through(c, i)).min();
                prop_assert_eq!(best, Some(d));
            }
        }
    }

    #[test]
    fn winning_cells_are_exactly_the_cells_that_win((w, h, stones) in shape_and_stones(9)) {
        let b = board_from(w, h, &stones);
        for c in Color::BOTH {
            if eval::distance(&b, c) == 0 { continue; }
            let wins = eval::winning_cells(&b, c);
            for i in b.empty().iter() {
                let mut after = b.clone();
                after.place(c, i);
                prop_assert_eq!(wins.contains(i), eval::distance(&after, c) == 0);
            }
        }
    }
}

/// A board of `w` x `h` where each cell holds a stone of `walls` with
/// probability `dense`%, else a stone of the other colour or nothing (even
/// odds): dense enough that the other colour is often cut off.
fn dense_board(rng: &mut Rng, w: usize, h: usize, walls: Color, dense: usize) -> Board {
    let g = Geometry::new(w, h).unwrap();
    let mut b = Board::new(g.clone());
    for i in g.cells().iter() {
        if rng.below(100) < dense {
            b.place(walls, i);
        } else if rng.below(2) == 0 {
            b.place(walls.opponent(), i);
        }
    }
    b
}

/// Boards crowded with one colour's stones, of every size and shape: the
/// bitboard searches (one colour, both in lock-step, the distance map) agree
/// with the deque reference, and the boards really do cut players off (and
/// also leave them joined sometimes), so both outcomes are checked.
#[test]
fn dense_boards_with_cut_off_players_agree_with_the_deque() {
    let mut rng = Rng::new(5);
    let (mut cut, mut open) = (0, 0);
    for w in 1..=26 {
        for h in 1..=26 {
            for k in 0..3 {
                let walls = Color::BOTH[(w + h + k) % 2];
                let b = dense_board(&mut rng, w, h, walls, 35 + 10 * k);
                let both = eval::distances(&b);
                let map = DistanceMap::new(&b);
                for c in Color::BOTH {
                    let want = eval::deque::distance(&b, c);
                    assert_eq!(eval::distance(&b, c), want, "{w}x{h} {c}");
                    assert_eq!(both[c.index()], want, "{w}x{h} {c}");
                    assert_eq!(map.distance(c), want, "{w}x{h} {c}");
                    if want == INFINITE {
                        cut += 1
                    } else {
                        open += 1
                    }
                }
                if w <= 13 && h <= 13 {
                    for c in Color::BOTH {
                        let a = eval::deque::edge_distances(&b, c, false);
                        let z = eval::deque::edge_distances(&b, c, true);
                        for i in b.empty().iter() {
                            let want = if a[i] >= INFINITE || z[i] >= INFINITE {
                                INFINITE
                            } else {
                                a[i] + z[i] - 1
                            };
                            assert_eq!(map.through(c, i), want, "{w}x{h} {c} cell {i}");
                        }
                    }
                }
            }
        }
    }
    assert!(
        cut > 300 && open > 300,
        "cut off {cut}, joined or open {open}"
    );
}
