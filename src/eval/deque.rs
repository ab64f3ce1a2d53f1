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
use crate::board::{Board, Color, MAX_INDEX};
use std::collections::VecDeque;

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
    let cost = |i: usize| match board.at(i) {
        None => Some(1),
        Some(c) if c == color => Some(0),
        Some(_) => None,
    };
    let mut dist = vec![INFINITE; MAX_INDEX];
    let mut deque = VecDeque::new();
    for i in sources.iter() {
        if let Some(c) = cost(i) {
            dist[i] = c;
            if c == 0 {
                deque.push_front((0, i));
            } else {
                deque.push_back((1, i));
            }
        }
    }
    while let Some((d, i)) = deque.pop_front() {
        if d > dist[i] {
            continue;
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
    dist
}

/// Stones `color` still needs to join its edges; [`INFINITE`] when cut off.
/// Stops as soon as the second edge is reached.
pub fn distance(board: &Board, color: Color) -> u32 {
    let g = board.geometry();
    let goal = g.second_edge(color);
    let cost = |i: usize| match board.at(i) {
        None => Some(1),
        Some(c) if c == color => Some(0),
        Some(_) => None,
    };
    let mut dist = [INFINITE; MAX_INDEX];
    let mut deque = VecDeque::with_capacity(g.len());
    for i in g.first_edge(color).iter() {
        if let Some(c) = cost(i) {
            dist[i] = c;
            deque.push_back((c, i));
        }
    }
    deque.make_contiguous().sort_unstable();
    while let Some((d, i)) = deque.pop_front() {
        if d > dist[i] {
            continue;
        }
        if goal.contains(i) {
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
