//! The root's narrow full connections in the leaf evaluation (setting
//! `joins`, off by default): groups joined by them count as one
//! ([`crate::eval::joins`]).
//!
//! The root's connections ([`super::connections::at_root_built`]) are
//! built on the root's filled board, which is the board the search plays
//! on below the root ([`super::connections::filled_root`]; or the root's
//! own board when the fill-in filled nothing): their endpoints are then
//! stones of every node of the search, and a connection whose carrier
//! holds no opponent stone at a leaf still joins its ends there. Of them
//! the leaves use the narrow ones ([`Joins::narrow`]: a group to its edge
//! within a small carrier, or to another group within at most 4 cells;
//! carriers of one colour disjoint), in one of two ways ([`JoinUse`]).

use super::connections::Built;
use crate::board::Board;
use crate::eval::joins::{End, Join, Joins};
use crate::vc::Node;

/// Where the joined distances act in the leaf score
/// (`src/search/alphabeta.rs`, the leaf).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JoinUse {
    /// The difference the joins make to the distance difference (how many
    /// stones more they save the side to move than its opponent, clamped
    /// to one) is the tie-break's first term, worth more than the rest of
    /// it together; the leaf's stones stay the bridge-aware ones.
    Tie,
    /// The joined distances replace the bridge-aware ones in the leaf's
    /// stones (the tie-break is unchanged).
    Distance,
}

impl JoinUse {
    /// The setting's value (0 off, 1 [`JoinUse::Tie`], 2
    /// [`JoinUse::Distance`]) as the searcher takes it.
    pub fn from_setting(value: u32) -> Option<JoinUse> {
        match value {
            1 => Some(JoinUse::Tie),
            2 => Some(JoinUse::Distance),
            _ => None,
        }
    }
}

/// What the leaves of one search join groups by, and how they use it.
#[derive(Clone, Debug, PartialEq)]
pub struct LeafJoins {
    pub used: JoinUse,
    pub joins: Joins,
}

/// The narrow connections among `built` (both colours' connections, built
/// on `board`): every full connection between a group and one of its
/// owner's edges or another of its groups (each pair once, by its smallest
/// carrier), narrowed by [`Joins::narrow`].
pub fn narrow_joins(board: &Board, built: &Built) -> Joins {
    let mut candidates = Vec::new();
    for c in built.iter().flatten() {
        let color = c.color();
        let mut groups: Vec<Node> = board
            .stones(color)
            .iter()
            .filter_map(|i| c.node_at(i))
            .filter(|n| matches!(n, Node::Group(_)))
            .collect();
        groups.sort();
        groups.dedup();
        for &a in &groups {
            for (b, carrier) in c.fulls_from(a) {
                let to = match b {
                    Node::FirstEdge => End::FirstEdge,
                    Node::SecondEdge => End::SecondEdge,
                    Node::Group(_) if b > a => End::Group(c.stones(b)),
                    _ => continue,
                };
                candidates.push(Join {
                    color,
                    from: c.stones(a),
                    to,
                    carrier,
                });
            }
        }
    }
    Joins::narrow(candidates)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Cell, Color, Geometry};
    use crate::eval::bridge::bridge_distances;
    use crate::vc::{self, Limits};

    fn board(n: usize, black: &[&str], white: &[&str]) -> Board {
        let g = Geometry::new(n, n).unwrap();
        let mut b = Board::new(g.clone());
        for (color, cells) in [(Color::Black, black), (Color::White, white)] {
            for c in cells {
                b.place(color, g.index(c.parse::<Cell>().unwrap()));
            }
        }
        b
    }

    /// H-search on Black d3 of 7x7 finds its ziggurat to the top (8
    /// cells); kept as a narrow join, it takes Black's distance from 3 to 2
    /// (the hand count of `eval::joins`' test), and any White stone in its
    /// carrier gives 3 back.
    #[test]
    fn the_root_connections_give_the_ziggurat_as_a_join() {
        let b = board(7, &["d3"], &[]);
        let built = [
            Some(vc::build(&b, Color::Black, &Limits::default())),
            Some(vc::build(&b, Color::White, &Limits::default())),
        ];
        let joins = narrow_joins(&b, &built);
        let d3 = b.geometry().index("d3".parse::<Cell>().unwrap());
        let zig = joins
            .iter()
            .find(|j| j.color == Color::Black && j.to == End::FirstEdge && j.from.contains(d3))
            .expect("the ziggurat");
        assert_eq!(zig.carrier.count(), 8, "{zig:?}");
        assert!(
            joins.iter().all(|j| j.color == Color::Black),
            "White has no stone"
        );
        assert_eq!(joins.distances(&b).map(|d| d[0]), Some(2));
        for cell in zig.carrier.iter() {
            let mut intruded = b.clone();
            intruded.place(Color::White, cell);
            let black = joins
                .distances(&intruded)
                .map_or(bridge_distances(&intruded)[0], |d| d[0]);
            assert_eq!(black, 3, "White at {}", b.geometry().cell(cell));
        }
    }
}
