//! The last bridge-aware map built on this thread, kept for the leaves
//! below it: the mover's distance at a child is read off the parent's map.
//!
//! The search builds a node's [`BridgeMap`] to order its moves; at a node one
//! ply above the leaves, each child is that position plus one stone, and
//! the leaf's chain count ([`super::chains`]) starts with both players'
//! bridge-aware distances. The distance of the player who placed that
//! stone needs no search: in its graph the new stone only made one cell
//! free (cost 1 to cost 0). Its other changes keep every cost: a bridge or
//! edge bridge with the stone's cell as a carrier is closed, but the stone
//! is adjacent to both of its ends, so the path through the stone costs
//! what the bridge cost; and no step is opened (a bridge needs empty
//! carriers). So a chain not through the cell costs what it cost, a chain
//! through it one stone less, and
//!
//! `distance after = min(distance before, through(cell) - 1)`,
//!
//! where `through(cell)` is the map's value there (the cheapest chain
//! through the cell, the cell counted once; no chain passes there when it
//! is [`INFINITE`]). The opponent's distance can grow, which the map does
//! not tell, so its search still runs.
//!
//! Each thread keeps the last map it built (the stones it was built on,
//! both distances and the values of the words in use); a leaf whose stones
//! are those plus exactly one stone asks it. Anything else (another
//! position, another board shape) is not answered, and the leaf searches.

use super::INFINITE;
use super::bridge::BridgeMap;
use crate::bitboard::WORDS;
use crate::board::{Board, Color, MAX_INDEX};
use std::cell::RefCell;

/// The last map built on this thread and the position it was built on.
struct Last {
    /// The board's width and height (0 before the first map).
    shape: (usize, usize),
    /// Black's and White's stones, the words in use.
    stones: [[u64; WORDS]; 2],
    /// Both players' bridge-aware distances.
    distance: [u32; 2],
    /// The map's values of the words in use.
    through: [[u16; MAX_INDEX]; 2],
}

thread_local! {
    static LAST: RefCell<Last> = const {
        RefCell::new(Last {
            shape: (0, 0),
            stones: [[0; WORDS]; 2],
            distance: [INFINITE; 2],
            through: [[INFINITE as u16; MAX_INDEX]; 2],
        })
    };
}

/// Keeps `map`, built on `board` (of `N` words) with the two distances
/// `distance`, as this thread's last map.
pub(super) fn record<const N: usize>(board: &Board, distance: [u32; 2], map: &BridgeMap) {
    LAST.with(|last| {
        let mut last = last.borrow_mut();
        let g = board.geometry();
        last.shape = (g.width(), g.height());
        last.distance = distance;
        for color in Color::BOTH {
            let c = color.index();
            last.stones[c][..N].copy_from_slice(&board.stones(color).0[..N]);
            last.through[c][..64 * N].copy_from_slice(&map.values(color)[..64 * N]);
        }
    });
}

/// When `board` (of `N` words) is this thread's last mapped position plus
/// one stone: the colour that placed it and its bridge-aware distance now.
#[inline]
pub(super) fn mover_distance<const N: usize>(board: &Board) -> Option<(Color, u32)> {
    LAST.with(|last| {
        let last = last.borrow();
        let g = board.geometry();
        if last.shape != (g.width(), g.height()) {
            return None;
        }
        // Stones added per colour, and any stone taken away.
        let mut new = [[0u64; N]; 2];
        let mut gone = 0;
        for color in Color::BOTH {
            let (c, now) = (color.index(), &board.stones(color).0);
            for w in 0..N {
                new[c][w] = now[w] & !last.stones[c][w];
                gone |= last.stones[c][w] & !now[w];
            }
        }
        let any = new.map(|words| words.iter().fold(0, |a, &w| a | w));
        let added = match any {
            _ if gone != 0 => return None,
            [a, 0] if a != 0 => 0,
            [0, a] if a != 0 => 1,
            _ => return None,
        };
        // Exactly one stone: one word holds it, and one bit of that word.
        let mut words = new[added].iter().enumerate().filter(|&(_, &w)| w != 0);
        let (w, &word) = words.next()?;
        if word & (word - 1) != 0 || words.next().is_some() {
            return None;
        }
        let cell = 64 * w + word.trailing_zeros() as usize;
        let before = last.distance[added];
        let through = last.through[added][cell] as u32;
        let after = if through >= INFINITE {
            before
        } else {
            before.min(through - 1)
        };
        Some((Color::BOTH[added], after))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::bridge::bridge_distance;
    use crate::eval::bridge::tests::random_board;
    use crate::eval::chains::chains;
    use crate::eval::layers::with_shape;
    use crate::rng::Rng;

    fn ask<const N: usize, const S: u32>(board: &Board) -> Option<(Color, u32)> {
        mover_distance::<N>(board)
    }

    fn mover(board: &Board) -> Option<(Color, u32)> {
        with_shape!(board, ask(board))
    }

    /// On random positions and every shape the layered searches handle,
    /// each child (one stone of either colour on an empty cell) is answered
    /// with the colour of that stone and its bridge-aware distance searched
    /// from scratch, and so is the chain count that starts from it; a
    /// position that is not a child (the same one, one stone fewer, two
    /// more, or another shape) is not answered.
    #[test]
    fn a_child_gets_the_movers_searched_distance_and_nothing_else_is_answered() {
        let mut rng = Rng::new(41);
        let (mut closer, mut answered) = (0, 0);
        for n in 0..1500 {
            let (w, h) = match n % 3 {
                0 => {
                    let n = [9, 11, 13, 14, 19][rng.below(5)];
                    (n, n)
                }
                _ => (1 + rng.below(14), 1 + rng.below(14)),
            };
            let parent = random_board(&mut rng, w, h);
            let empty: Vec<usize> = parent.empty().iter().collect();
            if empty.is_empty() {
                continue;
            }
            let before = crate::eval::bridge::bridge_distances(&parent);
            for _ in 0..4 {
                let cell = empty[rng.below(empty.len())];
                let color = Color::BOTH[rng.below(2)];
                let mut child = parent.clone();
                child.place(color, cell);
                // The child's own chain count from scratch, before the
                // parent's map is built (a map of the child would answer
                // for the child's children instead).
                BridgeMap::new(&child);
                let want = chains(&child);
                let d = bridge_distance(&child, color);
                BridgeMap::new(&parent);
                assert_eq!(mover(&child), Some((color, d)), "{w}x{h}");
                assert_eq!(chains(&child), want, "{w}x{h}");
                closer += (d < before[color.index()]) as u32;
                answered += 1;
                assert_eq!(mover(&parent), None, "the same position");
                let mut grandchild = child.clone();
                if let Some(more) = grandchild.empty().first() {
                    grandchild.place(color.opponent(), more);
                    assert_eq!(mover(&grandchild), None, "two stones more");
                }
                let mut fewer = parent.clone();
                let stones = fewer
                    .stones(Color::Black)
                    .first()
                    .map(|i| (Color::Black, i));
                if let Some((c, i)) = stones {
                    fewer.remove(c, i);
                    fewer.place(color, cell);
                    assert_eq!(mover(&fewer), None, "one stone taken away");
                }
            }
        }
        assert!(
            answered > 4000 && closer > 500,
            "{answered} answered, {closer} closer"
        );
        let other = random_board(&mut rng, 5, 7);
        BridgeMap::new(&random_board(&mut rng, 7, 5));
        assert_eq!(mover(&other), None, "another shape");
    }
}
