//! The 0-1 BFS with a double-ended queue: the plain version of the
//! evaluation, kept as the reference that the bitboard version is tested and
//! benchmarked against.
//!
//! Cost model for a player: stepping onto an own stone costs 0, onto an empty
//! cell 1, and an opponent stone is a wall. All cells of the player's first
//! edge are sources (at their own cost); the answer is the cheapest cost of any
//! cell of the second edge. Cost-0 steps go to the front of the deque and
//! cost-1 steps to the back, so cells leave the deque in order of cost, as in
//! Dijkstra's algorithm but in O(cells) without a heap.

use super::INFINITE;
use crate::bitboard::Bitboard;
use crate::board::{Board, Color, MAX_INDEX};
use std::collections::VecDeque;

/// The 0-1 BFS from `sources` for `color`, filling `dist` (indexed by bit
/// index, initially [`INFINITE`]). With a `goal`, it stops when the first goal
/// cell leaves the deque and returns its cost; otherwise it runs to the end
/// and returns [`INFINITE`].
fn search(
    board: &Board,
    color: Color,
    sources: &Bitboard,
    goal: Option<&Bitboard>,
    dist: &mut [u32],
) -> u32 {
    let g = board.geometry();
    let cost = |i: usize| match board.at(i) {
        None => Some(1),
        Some(c) if c == color => Some(0),
        Some(_) => None,
    };
    let mut deque = VecDeque::with_capacity(g.len());
    for i in sources.iter() {
        if let Some(c) = cost(i) {
            dist[i] = c;
            deque.push_back((c, i));
        }
    }
    // Sources of cost 0 first, so the deque starts in order of cost.
    deque.make_contiguous().sort_unstable();
    while let Some((d, i)) = deque.pop_front() {
        if d > dist[i] {
            continue;
        }
        if goal.is_some_and(|goal| goal.contains(i)) {
            return d;
        }
        for n in g.neighbours(i) {
            let Some(c) = cost(n) else { continue };
            if d + c < dist[n] {
                dist[n] = d + c;
                if c == 0 {
                    deque.push_front((d, n));
                } else {
                    deque.push_back((d + 1, n));
                }
            }
        }
    }
    INFINITE
}

/// The cost of the cheapest path from `color`'s first edge (or second edge,
/// with `from_second`) to every cell, the cell's own cost included;
/// [`INFINITE`] for walls and unreachable cells. Indexed by bit index.
pub fn edge_distances(board: &Board, color: Color, from_second: bool) -> Vec<u32> {
    let g = board.geometry();
    let sources = if from_second {
        g.second_edge(color)
    } else {
        g.first_edge(color)
    };
    let mut dist = vec![INFINITE; MAX_INDEX];
    search(board, color, sources, None, &mut dist);
    dist
}

/// Stones `color` still needs to join its edges; [`INFINITE`] when cut off.
/// Stops as soon as the second edge is reached.
pub fn distance(board: &Board, color: Color) -> u32 {
    let g = board.geometry();
    let mut dist = [INFINITE; MAX_INDEX];
    search(
        board,
        color,
        g.first_edge(color),
        Some(g.second_edge(color)),
        &mut dist,
    )
}
