//! The evaluation against slow references on random positions of random sizes.

mod common;

use common::*;
use hexbfs::board::Color;
use hexbfs::eval::{self, DistanceMap, INFINITE};
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
        for c in Color::BOTH {
            prop_assert_eq!(eval::distance(&b, c), eval::deque::distance(&b, c));
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
