//! The rules against slow references: union-find winners against a flood
//! fill over random games with undos, the incremental hash against a full
//! recomputation, and every wire type's text round trip.

mod common;

use common::flood_winner;
use hexbfs::board::{Cell, Color, Geometry};
use hexbfs::game::Move;
use hexbfs::position::Position;
use proptest::prelude::*;

/// A random walk of plays and undos on a random board.
fn script() -> impl Strategy<Value = (usize, usize, Vec<(usize, bool, bool)>)> {
    (1..=12usize, 1..=12usize).prop_flat_map(|(w, h)| {
        let n = w * h;
        (
            Just(w),
            Just(h),
            prop::collection::vec((0..n, any::<bool>(), prop::bool::weighted(0.25)), 0..3 * n),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn union_find_winner_and_hash_match_references_through_plays_and_undos((w, h, steps) in script()) {
        let mut p = Position::new(Geometry::new(w, h).unwrap());
        for (k, black, undo) in steps {
            if undo {
                p.undo();
            } else {
                let index = p.geometry().index(Cell::new(k % w, k / w).unwrap());
                if p.board().at(index).is_none() {
                    let color = if black { Color::Black } else { Color::White };
                    p.play_index(color, index);
                }
            }
            prop_assert_eq!(p.board().hash(), p.board().full_hash());
            // Stones can be set up past a win (controllers do that): the
            // position reports the first colour to connect, and the flood
            // fill must agree that it is connected.
            match p.winner() {
                Some(c) => prop_assert!(flood_winner(p.board(), c)),
                None => for c in Color::BOTH {
                    prop_assert!(!flood_winner(p.board(), c));
                },
            }
        }
        while p.undo() {}
        prop_assert_eq!(p.board().hash(), 0);
        prop_assert_eq!(p.winner(), None);
    }
}

#[test]
fn every_cell_of_every_size_round_trips_through_its_name() {
    for w in 1..=26 {
        for h in 1..=26 {
            let g = Geometry::new(w, h).unwrap();
            for index in g.cells().iter() {
                let cell = g.cell(index);
                let name = cell.to_string();
                assert_eq!(name.parse::<Cell>(), Ok(cell));
                assert_eq!(name.to_uppercase().parse::<Cell>(), Ok(cell));
                assert_eq!(g.index(cell), index);
                assert!(g.contains(cell));
            }
            assert_eq!(g.cells().count() as usize, w * h);
        }
    }
}

#[test]
fn colors_and_moves_round_trip() {
    for c in Color::BOTH {
        assert_eq!(c.to_string().parse::<Color>(), Ok(c));
        assert_eq!(c.letter().to_string().parse::<Color>(), Ok(c));
    }
    for m in ["a1", "z26", "swap-pieces", "swap-sides", "resign"] {
        let mv: Move = m.parse().unwrap();
        assert_eq!(mv.to_string(), m);
    }
    assert_eq!("swap".parse::<Move>(), Ok(Move::SwapSides));
}
