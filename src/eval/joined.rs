//! The evaluation on a colour's virtual connections: the 0-1 BFS with
//! groups joined by a connection counted as one, and Six's circuit on the
//! same graph.
//!
//! The nodes are those of [`crate::vc::Connections`]: the colour's two
//! edges (with the stones joined to them), its other groups, and the empty
//! cells; the opponent's stones are no nodes. Two nodes are *linked* when
//! the connections hold a full between them (neighbours always are, with
//! an empty carrier; a bridge, an edge template or anything H-search
//! derived links cells and groups further apart).
//!
//! - [`Joined::distance`]: the fewest empty cells the colour must fill to
//!   join its edges when a step along a link costs what the node it enters
//!   costs (an empty cell 1, a group or edge 0). On the plain graph of
//!   neighbours this is the 0-1 BFS distance of [`super::layers`]; with
//!   the connections, a group that a full joins to an edge counts as part
//!   of it, and a path never pays for a carrier the opponent cannot break.
//!   So it is never more than the plain distance, and 0 when the edges are
//!   fully joined.
//! - [`Joined::resistance`]: the resistance between the two edges of the
//!   circuit that Six (after Anshelevich's Hexy) and Benzene's Wolve solve:
//!   a conductor along every link, 1 between two empty cells, 2 between a
//!   group or edge and an empty cell, none between two groups, each divided
//!   by one more than the number of cells every full of the pair passes
//!   through (the intersection of their carriers: a link the opponent can
//!   cut with one stone in a small common part conducts little). With a
//!   current of 1 put into the first edge and the second grounded, it is
//!   the first edge's potential. The conductance matrix (a graph Laplacian
//!   with the second edge grounded, plus a leak of [`LEAK`] from every node
//!   to ground that keeps nodes cut off from both edges from making it
//!   singular) is symmetric and positive definite, and is solved by a
//!   dense Cholesky factorisation: a 9x9 middle game has 50-80 nodes.
//!
//! Round twenty-five measured what this sees: on the 76 positions of the
//! turning-point suite, one ply scored by the resistance ratio of the two
//! colours' circuits picks a winning move in 54, and ordered by the
//! distance with the resistance breaking ties in 52, against 35 for the
//! search's own leaf on the same filled children (docs/strength.md,
//! "Round twenty-five").

use crate::board::Board;
use crate::vc::{Connections, Node};

/// The conductance from every node to ground that keeps the matrix
/// definite (far below any link's, which are at least 1/(1 + cells)).
pub const LEAK: f64 = 1e-9;

/// What a colour's connections say of its edges.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Joined {
    /// Empty cells still needed, groups joined by fulls counted as one
    /// (`u32::MAX` when the edges are not linked at all).
    pub distance: u32,
    /// The circuit's resistance between the edges (about `1 / LEAK` when
    /// no current can pass).
    pub resistance: f64,
}

/// A link between nodes `a` and `b` (indices into the node list) whose
/// fulls all pass through `common` cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Link {
    pub a: usize,
    pub b: usize,
    pub common: u32,
}

/// The nodes of `conns` on `board`: the first edge, the second edge, then
/// each group and empty cell once, in board order.
pub fn nodes(board: &Board, conns: &Connections) -> Vec<Node> {
    let mut v = vec![Node::FirstEdge, Node::SecondEdge];
    let mut seen_groups = Vec::new();
    for i in board.geometry().cells().iter() {
        match conns.node_at(i) {
            Some(Node::Group(g)) if !seen_groups.contains(&g) => {
                seen_groups.push(g);
                v.push(Node::Group(g));
            }
            Some(n @ Node::Cell(_)) => v.push(n),
            _ => {}
        }
    }
    v
}

/// Every pair of `nodes` with a full between them in `conns`.
pub fn links(nodes: &[Node], conns: &Connections) -> Vec<Link> {
    let mut out = Vec::new();
    for (a, &x) in nodes.iter().enumerate() {
        for (b, &y) in nodes.iter().enumerate().skip(a + 1) {
            if let Some(common) = conns.fulls_between(x, y).into_iter().reduce(|p, q| p & q) {
                out.push(Link {
                    a,
                    b,
                    common: common.count(),
                });
            }
        }
    }
    out
}

/// The distance and resistance of `conns` (a colour's connections built
/// on `board`).
pub fn joined(board: &Board, conns: &Connections) -> Joined {
    if conns.won() {
        return Joined {
            distance: 0,
            resistance: 0.0,
        };
    }
    let nodes = nodes(board, conns);
    let links = links(&nodes, conns);
    let empty: Vec<bool> = nodes.iter().map(|n| matches!(n, Node::Cell(_))).collect();
    Joined {
        distance: distance(&empty, &links),
        resistance: resistance(&empty, &links),
    }
}

/// The 0-1 BFS from node 0 to node 1 over `links`, entering node `k`
/// costing 1 if `empty[k]`, else 0.
pub fn distance(empty: &[bool], links: &[Link]) -> u32 {
    let n = empty.len();
    let mut adj = vec![Vec::new(); n];
    for l in links {
        adj[l.a].push(l.b);
        adj[l.b].push(l.a);
    }
    let mut dist = vec![u32::MAX; n];
    let mut queue = std::collections::VecDeque::new();
    dist[0] = 0;
    queue.push_back(0);
    while let Some(a) = queue.pop_front() {
        for &b in &adj[a] {
            let step = empty[b] as u32;
            let d = dist[a] + step;
            if d < dist[b] {
                dist[b] = d;
                if step == 0 {
                    queue.push_front(b);
                } else {
                    queue.push_back(b);
                }
            }
        }
    }
    dist[1]
}

/// A link's conductance in Six's circuit.
pub fn conductance(empty: &[bool], l: &Link) -> f64 {
    let base = match (empty[l.a], empty[l.b]) {
        (true, true) => 1.0,
        (false, false) => 0.0,
        _ => 2.0,
    };
    base / (1.0 + l.common as f64)
}

/// The resistance between node 0 and node 1 (grounded) of the circuit of
/// `links`; see the module docs.
pub fn resistance(empty: &[bool], links: &[Link]) -> f64 {
    // Unknowns: every node but node 1, node 0 first.
    let n = empty.len();
    let m = n - 1;
    let at = |k: usize| if k == 0 { 0 } else { k - 1 };
    let mut a = vec![0.0f64; m * m];
    for k in 0..m {
        a[k * m + k] = LEAK;
    }
    for l in links {
        let c = conductance(empty, l);
        if c == 0.0 {
            continue;
        }
        for (x, y) in [(l.a, l.b), (l.b, l.a)] {
            if x != 1 {
                a[at(x) * m + at(x)] += c;
                if y != 1 {
                    a[at(x) * m + at(y)] -= c;
                }
            }
        }
    }
    // Cholesky, A = L L^T, L in the lower triangle of `a`.
    for j in 0..m {
        let mut d = a[j * m + j];
        for k in 0..j {
            d -= a[j * m + k] * a[j * m + k];
        }
        let d = d.max(LEAK * 1e-3).sqrt();
        a[j * m + j] = d;
        for i in j + 1..m {
            let mut s = a[i * m + j];
            for k in 0..j {
                s -= a[i * m + k] * a[j * m + k];
            }
            a[i * m + j] = s / d;
        }
    }
    // Solve L y = e0, then L^T v = y; the answer is v[0].
    let mut v = vec![0.0f64; m];
    v[0] = 1.0;
    for i in 0..m {
        let mut s = v[i];
        for k in 0..i {
            s -= a[i * m + k] * v[k];
        }
        v[i] = s / a[i * m + i];
    }
    for i in (0..m).rev() {
        let mut s = v[i];
        for k in i + 1..m {
            s -= a[k * m + i] * v[k];
        }
        v[i] = s / a[i * m + i];
    }
    v[0]
}

/// The score of a position for the player whose connections are `mine`,
/// the opponent's `theirs` (both built on `board`): the opponent's
/// distance minus its own, in stones, and the natural logarithm of the
/// opponent's resistance over its own, which orders positions with the
/// same distances.
pub fn score(board: &Board, mine: &Connections, theirs: &Connections) -> (i32, f64) {
    let (me, op) = (joined(board, mine), joined(board, theirs));
    let capped = |d: u32| d.min(1_000) as i32;
    let ratio = (op.resistance.max(LEAK) / me.resistance.max(LEAK)).ln();
    (capped(op.distance) - capped(me.distance), ratio)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Color, Geometry};
    use crate::rng::Rng;
    use crate::vc::Limits;

    fn link(a: usize, b: usize, common: u32) -> Link {
        Link { a, b, common }
    }

    /// The slow reference: Gaussian elimination with partial pivoting on
    /// the same matrix.
    fn resistance_by_elimination(empty: &[bool], links: &[Link]) -> f64 {
        let m = empty.len() - 1;
        let at = |k: usize| if k == 0 { 0 } else { k - 1 };
        let mut g = vec![vec![0.0f64; m + 1]; m];
        for (k, row) in g.iter_mut().enumerate() {
            row[k] = LEAK;
        }
        g[0][m] = 1.0;
        for l in links {
            let c = conductance(empty, l);
            for (x, y) in [(l.a, l.b), (l.b, l.a)] {
                if x != 1 {
                    g[at(x)][at(x)] += c;
                    if y != 1 {
                        g[at(x)][at(y)] -= c;
                    }
                }
            }
        }
        for col in 0..m {
            let p = (col..m)
                .max_by(|&x, &y| g[x][col].abs().total_cmp(&g[y][col].abs()))
                .unwrap();
            g.swap(col, p);
            let pivot = g[col].clone();
            for (r, row) in g.iter_mut().enumerate() {
                if r != col {
                    let f = row[col] / pivot[col];
                    for (x, p) in row[col..].iter_mut().zip(&pivot[col..]) {
                        *x -= f * p;
                    }
                }
            }
        }
        g[0][m] / g[0][0]
    }

    #[test]
    fn hand_checked_circuits() {
        // Node 0 and 1 are the edges (not empty); 2, 3 empty cells.
        let empty = [false, false, true, true];
        let cases: [(&str, Vec<Link>, f64); 4] = [
            // Edge - cell - edge: two conductors of 2 in series.
            ("series", vec![link(0, 2, 0), link(2, 1, 0)], 1.0),
            // Two such routes side by side.
            (
                "parallel",
                vec![link(0, 2, 0), link(2, 1, 0), link(0, 3, 0), link(3, 1, 0)],
                0.5,
            ),
            // Edge - cell - cell - edge: 1/2 + 1 + 1/2.
            (
                "chain",
                vec![link(0, 2, 0), link(2, 3, 0), link(3, 1, 0)],
                2.0,
            ),
            // A link whose fulls share one cell conducts half as well.
            ("narrow", vec![link(0, 2, 1), link(2, 1, 0)], 1.5),
        ];
        for (name, links, want) in cases {
            let r = resistance(&empty, &links);
            assert!((r - want).abs() < 1e-6, "{name}: {r} against {want}");
        }
    }

    #[test]
    fn the_factorisation_solves_what_elimination_does() {
        let mut rng = Rng::new(25);
        for _ in 0..300 {
            let n = 3 + rng.below(30);
            let empty: Vec<bool> = (0..n).map(|k| k >= 2 && rng.below(4) > 0).collect();
            let mut links = Vec::new();
            for a in 0..n {
                for b in a + 1..n {
                    if rng.below(4) == 0 {
                        links.push(link(a, b, rng.below(5) as u32));
                    }
                }
            }
            let (fast, slow) = (
                resistance(&empty, &links),
                resistance_by_elimination(&empty, &links),
            );
            assert!(
                (fast - slow).abs() <= 1e-6 * slow.abs().max(1.0),
                "{fast} against {slow} on {links:?}"
            );
        }
    }

    /// The slow reference of the distance: relax every link until nothing
    /// changes.
    fn distance_by_relaxation(empty: &[bool], links: &[Link]) -> u32 {
        let mut dist = vec![u32::MAX; empty.len()];
        dist[0] = 0;
        loop {
            let mut changed = false;
            for l in links {
                for (x, y) in [(l.a, l.b), (l.b, l.a)] {
                    if dist[x] != u32::MAX && dist[x] + (empty[y] as u32) < dist[y] {
                        dist[y] = dist[x] + empty[y] as u32;
                        changed = true;
                    }
                }
            }
            if !changed {
                return dist[1];
            }
        }
    }

    #[test]
    fn on_random_boards_the_distance_is_the_slow_one_and_at_most_the_plain_one() {
        let mut rng = Rng::new(7);
        let limits = Limits::default();
        for trial in 0..150 {
            let n = 3 + trial % 5;
            let g = Geometry::new(n, n).unwrap();
            let mut board = Board::new(g.clone());
            for i in g.cells().iter() {
                match rng.below(5) {
                    0 => board.place(Color::Black, i),
                    1 => board.place(Color::White, i),
                    _ => {}
                }
            }
            for color in [Color::Black, Color::White] {
                let conns = Connections::build(&board, color, &limits);
                let ns = nodes(&board, &conns);
                let ls = links(&ns, &conns);
                let empty: Vec<bool> = ns.iter().map(|x| matches!(x, Node::Cell(_))).collect();
                let d = joined(&board, &conns).distance;
                let plain = crate::eval::distances(&board)[color.index()];
                if conns.won() {
                    assert_eq!(d, 0);
                    continue;
                }
                assert_eq!(d, distance_by_relaxation(&empty, &ls), "{board:?}");
                if plain < crate::eval::INFINITE {
                    assert!(d <= plain, "joined {d} above plain {plain}: {board:?}");
                } else {
                    assert_eq!(d, u32::MAX, "{board:?}");
                }
                assert_eq!(
                    d == 0,
                    conns.edges_full().is_some(),
                    "distance 0 exactly when the edges are fully joined: {board:?}"
                );
            }
        }
    }
}
