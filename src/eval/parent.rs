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
//! In the walled graphs ([`super::walls`], `--bridge-walls 1`) the stone
//! also opens steps: where the cell `x` was a carrier of an intact opponent
//! bridge (or edge template), the step from `x` to the other carrier `y`
//! was walled and is not any more. Every step it opens ends at `x`, so
//! still no chain avoiding `x` gets cheaper (the closed bridges of the
//! mover's go round through `x` at no more cost, as above), and
//!
//! `distance after = min(distance before, A + B)`,
//!
//! where `A` is the cheapest way from the first edge to the stone (the
//! stone itself free): `f(x) - 1`, or `f(y)` for an opened `y` (`f` the
//! cost from the first edge before, cells counted; a source `x` has
//! `f(x) = 1`), the smaller; `B` the same from the second edge. (That
//! nothing cheaper reaches `x`: the last step into `x` of a cheapest path
//! after the move is a step that was there before, whence `f(x) - 1`, or an
//! opened one, from some `y`; the path before it avoids `x`, so its steps
//! were all there before.) Without walls nothing is opened and `A + B` is
//! `through(x) - 1`. So the walled map keeps, per colour, the cost from
//! each edge of every empty cell and the crossing steps of the walls,
//! instead of the two-sided values.
//!
//! Each thread keeps the last map it built (the stones it was built on,
//! both distances and the values of the words in use, and whether the map
//! was walled); a leaf whose stones are those plus exactly one stone asks
//! it, in the same graphs. Anything else (another position, another board
//! shape, the other graphs) is not answered, and the leaf searches.

use super::INFINITE;
use super::bridge::BridgeMap;
use super::walls::Walls;
use crate::bitboard::WORDS;
use crate::board::{Board, Color, MAX_INDEX};
use std::cell::RefCell;

/// The last map built on this thread and the position it was built on.
struct Last {
    /// The board's width and height (0 before the first map).
    shape: (usize, usize),
    /// Whether the map was the walled one ([`super::walls`]).
    walled: bool,
    /// Black's and White's stones, the words in use.
    stones: [[u64; WORDS]; 2],
    /// Both players' bridge-aware distances (walled ones for a walled map).
    distance: [u32; 2],
    /// The map's values of the words in use (open map only).
    through: [[u16; MAX_INDEX]; 2],
    /// Walled map only: per colour, the cost from its first and its second
    /// edge of every empty cell, by index (0 where unreached: an empty
    /// cell reached costs at least 1).
    from: [[[u16; MAX_INDEX]; 2]; 2],
    /// Walled map only: per colour, the lower ends of the steps its walls
    /// cross, towards `+1`, `+s` and `+s-1` (`Walls::cross`).
    cross: [[[u64; WORDS]; 3]; 2],
    /// The row stride `s`.
    stride: usize,
}

thread_local! {
    static LAST: RefCell<Last> = const {
        RefCell::new(Last {
            shape: (0, 0),
            walled: false,
            stones: [[0; WORDS]; 2],
            distance: [INFINITE; 2],
            through: [[INFINITE as u16; MAX_INDEX]; 2],
            from: [[[0; MAX_INDEX]; 2]; 2],
            cross: [[[0; WORDS]; 3]; 2],
            stride: 0,
        })
    };
}

/// Keeps `map`, built on `board` (of `N` words) with the two distances
/// `distance`, as this thread's last map.
pub(super) fn record<const N: usize>(board: &Board, distance: [u32; 2], map: &BridgeMap) {
    LAST.with(|last| {
        let mut last = last.borrow_mut();
        keep_position::<N>(&mut last, board, distance, false);
        for color in Color::BOTH {
            let c = color.index();
            last.through[c][..64 * N].copy_from_slice(&map.values(color)[..64 * N]);
        }
    });
}

/// Keeps the walled map built on `board` (of `N` words): both walled
/// distances, per colour the costs from each edge (`from[colour][side]`,
/// by word and bit, 0 where unreached) and the walls.
pub(super) fn record_walled<const N: usize>(
    board: &Board,
    distance: [u32; 2],
    from: &[[[[u16; 64]; N]; 2]; 2],
    walls: &[Walls<N>; 2],
) {
    LAST.with(|last| {
        let mut last = last.borrow_mut();
        keep_position::<N>(&mut last, board, distance, true);
        let last = &mut *last;
        for (c, (kept, costs)) in last.from.iter_mut().zip(from).enumerate() {
            for (kept, costs) in kept.iter_mut().zip(costs) {
                for (kept, words) in kept.chunks_exact_mut(64).zip(costs) {
                    kept.copy_from_slice(words);
                }
            }
            for (kept, set) in last.cross[c].iter_mut().zip(&walls[c].cross) {
                kept[..N].copy_from_slice(&set.0);
            }
        }
    });
}

/// The position part of a record.
#[inline]
fn keep_position<const N: usize>(last: &mut Last, board: &Board, distance: [u32; 2], walled: bool) {
    let g = board.geometry();
    last.shape = (g.width(), g.height());
    last.walled = walled;
    last.stride = g.stride();
    last.distance = distance;
    for color in Color::BOTH {
        last.stones[color.index()][..N].copy_from_slice(&board.stones(color).0[..N]);
    }
}

/// When `board` (of `N` words) is `last`'s position plus one stone: the
/// colour (by index) that placed it and its cell (by index).
#[inline]
fn added_stone<const N: usize>(last: &Last, board: &Board) -> Option<(usize, usize)> {
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
    Some((added, 64 * w + word.trailing_zeros() as usize))
}

/// When `board` (of `N` words) is this thread's last mapped position plus
/// one stone (the map open): the colour that placed it and its
/// bridge-aware distance now.
#[inline]
pub(super) fn mover_distance<const N: usize>(board: &Board) -> Option<(Color, u32)> {
    LAST.with(|last| {
        let last = last.borrow();
        if last.walled {
            return None;
        }
        let (added, cell) = added_stone::<N>(&last, board)?;
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

/// [`mover_distance`] in the walled graphs: when `board` (of `N` words) is
/// this thread's last position plus one stone and that map was walled,
/// the colour that placed it and its walled distance now (`min(before,
/// A + B)`, see the module's notes).
#[inline]
pub(super) fn mover_walled_distance<const N: usize>(board: &Board) -> Option<(Color, u32)> {
    LAST.with(|last| {
        let last = last.borrow();
        if !last.walled {
            return None;
        }
        let (added, cell) = added_stone::<N>(&last, board)?;
        let (s, x) = (last.stride as isize, cell as isize);
        // The steps from `x` that its walls crossed, as (other cell, walled).
        let cross = &last.cross[added];
        let has = |d: usize, i: isize| {
            (0..64 * N as isize).contains(&i) && cross[d][(i / 64) as usize] >> (i % 64) & 1 != 0
        };
        let opened = [
            (x + 1, has(0, x)),
            (x - 1, has(0, x - 1)),
            (x + s, has(1, x)),
            (x - s, has(1, x - s)),
            (x + s - 1, has(2, x)),
            (x - s + 1, has(2, x - s + 1)),
        ];
        // The cheapest way from one edge to the stone, the stone free
        // (a cost of 0: not reached).
        let reach = |from: &[u16; MAX_INDEX]| {
            let cost = |i: isize| match from[i as usize] as u32 {
                0 => INFINITE,
                f => f,
            };
            let mut a = match cost(x) {
                INFINITE => INFINITE,
                f => f - 1,
            };
            for &(y, walled) in &opened {
                if walled {
                    a = a.min(cost(y));
                }
            }
            a
        };
        let [a, b] = [0, 1].map(|side| reach(&last.from[added][side]));
        let through = if a >= INFINITE || b >= INFINITE {
            INFINITE
        } else {
            a + b
        };
        Some((Color::BOTH[added], last.distance[added].min(through)))
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

    /// The `n`-th board shape of the children's tests: a square of a
    /// common size, then two of any shape up to 14x14.
    fn shape(rng: &mut Rng, n: usize) -> (usize, usize) {
        match n % 3 {
            0 => {
                let n = [9, 11, 13, 14, 19][rng.below(5)];
                (n, n)
            }
            _ => (1 + rng.below(14), 1 + rng.below(14)),
        }
    }

    /// A child of `parent`: a stone of a random colour on one of its
    /// `empty` cells, with the cell and the colour.
    fn random_child(rng: &mut Rng, parent: &Board, empty: &[usize]) -> (usize, Color, Board) {
        let cell = empty[rng.below(empty.len())];
        let color = Color::BOTH[rng.below(2)];
        let mut child = parent.clone();
        child.place(color, cell);
        (cell, color, child)
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
            let (w, h) = shape(&mut rng, n);
            let parent = random_board(&mut rng, w, h);
            let empty: Vec<usize> = parent.empty().iter().collect();
            if empty.is_empty() {
                continue;
            }
            let before = crate::eval::bridge::bridge_distances(&parent);
            for _ in 0..4 {
                let (cell, color, child) = random_child(&mut rng, &parent, &empty);
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

    fn ask_walled<const N: usize, const S: u32>(board: &Board) -> Option<(Color, u32)> {
        mover_walled_distance::<N>(board)
    }

    fn mover_walled(board: &Board) -> Option<(Color, u32)> {
        with_shape!(board, ask_walled(board))
    }

    /// The same below a walled map ([`BridgeMap::walled`]): each child is
    /// answered with the mover's walled distance searched from scratch,
    /// and the walled chain count that starts from it is the one from
    /// scratch; the walled reading is not given below an open map, nor
    /// the open one below a walled map. The random children do open walls
    /// (the mover's stone on a carrier of an opponent bridge) and the
    /// opened steps do bring the mover closer than the parent's
    /// `through - 1` could tell, asserted.
    #[test]
    fn a_child_of_a_walled_map_gets_the_movers_searched_walled_distance() {
        use crate::eval::chains::walled_chains;
        use crate::eval::walls::{walled_distance, walled_distances};
        let mut rng = Rng::new(15);
        let (mut answered, mut closer, mut through_opened) = (0, 0, 0);
        for n in 0..1500 {
            let (w, h) = shape(&mut rng, n);
            let parent = random_board(&mut rng, w, h);
            let empty: Vec<usize> = parent.empty().iter().collect();
            if empty.is_empty() {
                continue;
            }
            let before = walled_distances(&parent);
            let map = BridgeMap::walled(&parent);
            for _ in 0..4 {
                let (cell, color, child) = random_child(&mut rng, &parent, &empty);
                // From scratch, with a map of the child built last (which
                // answers for the child's children, not the child).
                BridgeMap::walled(&child);
                let want = walled_chains(&child);
                let d = walled_distance(&child, color);
                BridgeMap::new(&parent);
                assert_eq!(mover_walled(&child), None, "below the open map");
                BridgeMap::walled(&parent);
                assert_eq!(mover(&child), None, "the open reading below a walled map");
                assert_eq!(mover_walled(&child), Some((color, d)), "{w}x{h}");
                assert_eq!(walled_chains(&child), want, "{w}x{h}");
                answered += 1;
                closer += (d < before[color.index()]) as u32;
                // `through - 1`: what the stone alone, no step opened,
                // would give.
                let plain = match map.through(color, cell) {
                    t if t >= INFINITE => INFINITE,
                    t => t - 1,
                };
                through_opened += (d < before[color.index()].min(plain)) as u32;
                assert_eq!(mover_walled(&parent), None, "the same position");
            }
        }
        assert!(
            answered > 4000 && closer > 500 && through_opened > 50,
            "{answered} answered, {closer} closer, {through_opened} closer through opened walls"
        );
    }
}
