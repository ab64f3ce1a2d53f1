//! Negamax alpha-beta with principal-variation search, the transposition
//! table, killer and history moves, and a width limit.
//!
//! The width limit keeps the `width` best-ranked moves of a node. Cutting moves
//! would make "every move loses" claims unsound, so when all of the kept moves
//! are proven losses the node searches the rest too: every win or loss the
//! search reports is then a proof, whatever the width (the solver tests check
//! this against brute force).

use super::Searcher;
use super::leaves::{Leaf, Weights};
use super::ordering::{Moves, Node, Wins, analyse_bridges_with, open_moves_bridges};
use super::score::{MATE_BOUND, STONE, is_proven, loss_in, win_in};
use super::tt::Bound;
use crate::board::{Board, Color};
use crate::eval::bridge::bridge_distances;
use crate::eval::chains::{chains_if, walled_chains_if};
use crate::eval::walls::walled_distances;
use crate::eval::winning_cells;
use crate::eval::{resistance, two_distance};
use crate::position::Position;

/// The deepest ply the search goes (the depth limit is kept below it).
pub const MAX_PLY: usize = 96;

/// The clock is read every 16 nodes: a 26x26 node costs about 30
/// microseconds with the bridge-aware map and leaves (34 k nodes/s measured
/// on a 3-stone 26x26 position), so a search overruns its budget by well
/// under a millisecond; reading the clock (tens of nanoseconds) every 16
/// nodes of at least a microsecond each costs nothing measurable.
const CLOCK_POLL_MASK: u64 = 15;

/// The static score of a leaf for the side to move, exact where one stone
/// decides (by the plain distance); else the difference of the two players'
/// bridge-aware distances ([`crate::eval::bridge`]), which sees that a chain of
/// bridges is as good as joined, in units of [`STONE`], ties broken by the
/// difference of the two players' two-distance potentials
/// ([`crate::eval::two_distance`]: how well each can route round the
/// other's blocks), then by the difference of the numbers of cells on
/// their shortest chains ([`crate::eval::chains`]).
///
/// The `weights` say how much the potential difference counts: by default
/// ([`Weights::DEFAULT`], since round sixteen) a stone a unit, clamped to
/// 3 units, so a two-distance advantage can outweigh up to three stones of
/// distance; with [`Weights::TIE_BREAK`] (rounds six to fifteen) 4/32 of
/// a stone a unit, so that with the chain cells (clamped to
/// [`super::leaves::TIE_CELLS`]) the two stay within [`super::leaves::TIE`], below half
/// a stone (`--potential-weight`, `--potential-cap`). The chain cells
/// count `cells_step` a cell (1 by default: `--cells-weight`), clamped to
/// `cells_cap` cells ([`super::leaves::TIE_CELLS`] by default: `--cells-cap`). The score is
/// `stones * STONE + step * clamp(potential difference, cap) + cells_step * clamp(cells, cells_cap)`;
/// with `step` 0 the potentials are not computed.
///
/// With a `window` `(alpha, beta)`, the tie terms are only counted when the
/// distances leave the score's range of `stones * STONE` plus or minus
/// [`Weights::range`] straddling the window: else the leaf is [`Leaf::Stones`], which
/// decides the window alone (the count is about half of a leaf's cost).
/// The search computes a leaf once per search ([`super::leaves`]), again
/// only when a later window needs the tie-break.
///
/// With a `resistance_step` (`--resistance-weight`, 0 and off by default)
/// the tie terms also count that many 32nds of a stone per unit of the
/// circuit's log ratio ([`crate::eval::resistance`]), clamped to
/// `resistance_cap` stones (`--resistance-cap`): Wolve's evaluation beside
/// the distance; it lost against Wolve (docs/strength.md, "Round
/// twenty-four").
///
/// With `potential_count` (`--potential-count 1`, off by default) the last
/// term is instead the difference of the numbers of cells at each
/// player's smallest potential, which the two-distance search gives for
/// nothing: the chain count's second search is not run, and the leaf
/// needs only the two bridge-aware distances and, when the window asks
/// for the tie-break, the potentials ([`potential_count_leaf`]).
///
/// With `walls` (`--bridge-walls 1`, off by default) the distances and
/// the chain cells are those of the walled graphs
/// ([`crate::eval::walls`]): the opponent's intact bridges and edge
/// templates are walls, not a pair of cells to cross. A player walled off
/// by a chain of them (the opponent is joined by bridges) then scores as
/// cut off, clamped to [`MAX_STONES`].
///
/// The side to move has no winning cell at a leaf of the search, which is
/// not asked (a leaf's parent was open or forced: the side to move here had
/// no winning cell there, or the parent took its only one, and a stone of
/// the other colour adds none); the caller sees to it.
pub(super) fn leaf(
    pos: &Position,
    window: Option<(i32, i32)>,
    potential_count: bool,
    walls: bool,
    weights: Weights,
) -> Leaf {
    let board = pos.board();
    let me = pos.to_move();
    debug_assert!(winning_cells(board, me).is_empty());
    if winning_cells(board, me.opponent()).count() >= 2 {
        return Leaf::LosesInTwo;
    }
    let stones = |d: [u32; 2]| {
        // Both are finite in an open position; the clamp keeps scores
        // clear of the proven range whatever happens.
        let (mine, theirs) = (d[me.index()] as i32, d[me.opponent().index()] as i32);
        (theirs - mine).clamp(-MAX_STONES, MAX_STONES)
    };
    if potential_count {
        let d = if walls {
            walled_distances(board)
        } else {
            bridge_distances(board)
        };
        return potential_count_leaf(pos, window, stones(d), weights);
    }
    let range = weights.range();
    let mut decided = None;
    let count = |d| {
        let s = stones(d);
        if let Some((alpha, beta)) = window
            && Leaf::Stones(s).within(0, alpha, beta, range).is_some()
        {
            decided = Some(s);
        }
        decided.is_none()
    };
    let c = if walls {
        walled_chains_if(board, count)
    } else {
        chains_if(board, count)
    };
    if let Some(s) = decided {
        return Leaf::Stones(s);
    }
    let (mine, theirs) = (c[me.index()], c[me.opponent().index()]);
    let cap = weights.cells_cap as i32;
    let cells = (mine.cells as i32 - theirs.cells as i32).clamp(-cap, cap);
    let blocks = if weights.potential_step == 0 {
        0
    } else {
        two_distance::difference(board, me, weights.potential_cap)
    };
    let tie = blocks * weights.potential_step as i32
        + cells * weights.cells_step as i32
        + resistance_term(board, me, weights);
    Leaf::Score(stones(c.map(|c| c.distance)) * STONE + tie)
}

/// The leaf of `--potential-count 1` once its `stones` are known (the
/// bridge-aware distance difference for the side to move): the tie terms
/// are the weights' step times the potential difference clamped to their
/// cap, plus the clamped difference of the numbers of cells at the
/// smallest potentials (the player with more such cells has more ways to
/// reach its potential).
fn potential_count_leaf(
    pos: &Position,
    window: Option<(i32, i32)>,
    stones: i32,
    weights: Weights,
) -> Leaf {
    if let Some((alpha, beta)) = window
        && Leaf::Stones(stones)
            .within(0, alpha, beta, weights.range())
            .is_some()
    {
        return Leaf::Stones(stones);
    }
    let me = pos.to_move();
    let p = two_distance::potentials(pos.board());
    let (mine, theirs) = (p[me.index()], p[me.opponent().index()]);
    let cap = weights.potential_cap as i32;
    let blocks = (theirs.value as i32 - mine.value as i32).clamp(-cap, cap);
    let ways_cap = weights.cells_cap as i32;
    let ways = (mine.cells as i32 - theirs.cells as i32).clamp(-ways_cap, ways_cap);
    let tie = blocks * weights.potential_step as i32
        + ways * weights.cells_step as i32
        + resistance_term(pos.board(), me, weights);
    Leaf::Score(stones * STONE + tie)
}

/// The leaf's resistance term for `me`, in 32nds of a stone: the
/// weights' `resistance_step` times the natural logarithm of `me`'s
/// edge-to-edge conductance over the opponent's, with bridges
/// ([`crate::eval::resistance`]), rounded and clamped to `resistance_cap`
/// stones; 0 (and not computed) when the step is 0.
fn resistance_term(board: &Board, me: Color, weights: Weights) -> i32 {
    if weights.resistance_step == 0 {
        return 0;
    }
    let cap = weights.resistance_range() as f64;
    (weights.resistance_step as f64 * resistance::log_ratio(board, me, true))
        .clamp(-cap, cap)
        .round() as i32
}

/// An interior node's moves: all of them, or only its table move, searched
/// first, while the others are not built yet.
enum Plan {
    Moves(Moves),
    TableFirst(usize),
}

/// Nodes with at least this depth left are marked as being searched when
/// other threads search too ([`super::busy`]); their parents put them off.
pub(super) const MARK_DEPTH: u32 = 2;

/// The most moves a node puts off.
pub(super) const LATER: usize = 8;

/// The largest distance difference a leaf reports (far beyond any board;
/// times [`STONE`] it stays clear of the proven scores).
const MAX_STONES: i32 = 800;

// No heuristic score reaches the proven range, whatever the weights.
const _: () = assert!(
    MAX_STONES * STONE
        + (Weights::MAX_STEP * Weights::MAX_CAP) as i32
        + ((Weights::MAX_CELLS_STEP * Weights::MAX_CELLS_CAP) as i32)
        + (Weights::MAX_RESISTANCE_CAP as i32 * STONE)
        < MATE_BOUND
);

impl Searcher {
    /// The score of `pos` searched `depth` plies deep with its fill-in
    /// played (see `negamax`), or `None` when there is nothing to fill or
    /// the fill-in decides the game.
    fn search_filled(
        &mut self,
        pos: &mut Position,
        depth: u32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> Option<i32> {
        let fill = crate::ice::fill_in(pos.board());
        if fill.winner().is_some() || fill.all().is_empty() {
            return None;
        }
        let me = pos.to_move();
        let mut placed = 0;
        for color in [Color::Black, Color::White] {
            for i in fill.filled(color).iter() {
                pos.play_index(color, i);
                placed += 1;
            }
        }
        pos.set_to_move(me);
        let outer = self.filled_ply.replace(ply);
        let score = self.negamax(pos, depth, alpha, beta, ply);
        self.filled_ply = outer;
        for _ in 0..placed {
            pos.undo();
        }
        Some(score)
    }

    /// The score of `pos` searched `depth` plies deep within `(alpha, beta)`,
    /// fail-soft. Returns 0 once the search is aborted; callers check.
    pub(super) fn negamax(
        &mut self,
        pos: &mut Position,
        depth: u32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
    ) -> i32 {
        self.nodes += 1;
        self.pv_len[ply] = 0;
        if self.nodes & CLOCK_POLL_MASK == 0 && self.clock.expired() {
            self.aborted = true;
        }
        if self.aborted {
            return 0;
        }
        if pos.winner().is_some() {
            return loss_in(ply);
        }
        // Nothing can score better than winning next move or worse than losing now.
        alpha = alpha.max(loss_in(ply));
        beta = beta.min(win_in(ply + 1));
        if alpha >= beta {
            return alpha;
        }
        let key = pos.key();
        let mut tt_move = None;
        if let Some(e) = self.table.probe(key, ply) {
            tt_move = e.mv;
            let proof = match e.bound {
                Bound::Exact => is_proven(e.score),
                Bound::Lower => e.score > MATE_BOUND,
                Bound::Upper => e.score < -MATE_BOUND,
            };
            // A deeper entry bounds this node too, unless the parity
            // setting asks for an even difference of depths
            // ([`Searcher::set_table_parity`]).
            let deep_enough = e.depth == depth
                || (e.depth > depth && !(self.table_parity && (e.depth - depth) % 2 == 1));
            if deep_enough || proof {
                match e.bound {
                    Bound::Exact => return e.score,
                    Bound::Lower if e.score >= beta => return e.score,
                    Bound::Upper if e.score <= alpha => return e.score,
                    _ => {}
                }
            }
        }
        // A position the solver has proven is not searched
        // ([`Searcher::read_proofs`]).
        if let Some(proofs) = &self.proofs
            && let Some(score) = proofs.score(key, ply, pos.board().empty().count() as usize)
        {
            self.proof_hits += 1;
            self.table.store(key, ply, depth, score, Bound::Exact, None);
            return score;
        }
        let mut depth = depth;
        if depth == 0 || ply + 1 >= MAX_PLY {
            // A cached leaf known by its stones only may not decide this
            // window: then it is computed in full.
            let cached = self.leaves.get(key);
            let range = self.weights.range();
            if let Some(score) = cached.and_then(|l| l.within(ply, alpha, beta, range)) {
                return score;
            }
            // The threat extension: a leaf whose side to move must take the
            // opponent's only winning cell is searched deeper, the block
            // played. Scored as it stands, such a leaf credits the opponent
            // with a connection one stone away that the block removes at
            // once, so a threat made on the last ply looks like a won race
            // (the leaf's parent had no winning cell for either side, so the
            // side to move has none). With one ply the leaves below it have
            // the other side to move than the search's other leaves, and the
            // leaf favours the side that moved last; with two, the block's
            // reply is searched too and the leaves below are like the
            // others. Each extension plays a stone, so chains of them end.
            // Such a position is never cached as a leaf.
            let ext = self.threat_extension;
            if cached.is_none()
                && ext > 0
                && ply + (ext as usize) < MAX_PLY
                && winning_cells(pos.board(), pos.to_move().opponent()).count() == 1
            {
                depth = ext;
            } else {
                let window = cached.is_none().then_some((alpha, beta));
                let leaf = leaf(
                    pos,
                    window,
                    self.potential_count,
                    self.bridge_walls,
                    self.weights,
                );
                self.leaves.put(key, leaf);
                return leaf
                    .within(ply, alpha, beta, range)
                    .expect("a leaf scored for its window decides it");
            }
        }
        // The fill-in near the leaves: the leaves a few plies below score
        // the board better with the dead and captured cells filled (the
        // leaf's AUC against proven winners, docs/strength.md, round
        // twenty-three: 0.762 with the root's fill-in six plies up, 0.800
        // with one two plies up). Each fill keeps the position's value
        // whoever moves, so the node searches itself again with the fills
        // played (the side to move unchanged) and returns that score; the
        // filled cells are no longer moves. A fill-in that joins a colour's
        // edges is left to the search.
        if self.fill_plies > 0
            && depth == self.fill_plies
            && ply >= 1
            && self.filled_ply != Some(ply)
            && let Some(score) = self.search_filled(pos, depth, alpha, beta, ply)
        {
            return score;
        }
        let wins = Wins::of(pos);
        if ply >= 2 {
            self.mustplay[ply] = None;
            let pv = beta - alpha > 1;
            if self.interior.asks(depth, ply, pv)
                && wins.is_open()
                && let Some(score) = self.ask_interior(pos, depth, ply, pv)
            {
                return score;
            }
        }
        if wins.is_open()
            && let Some(score) = self.null_move(pos, depth, alpha, beta, ply, tt_move)
        {
            return score;
        }
        let me = pos.to_move();
        let plan = if wins.is_open() {
            // The table move of an open node is searched before the node's
            // moves are built: when it cuts off, they never are.
            match tt_move {
                Some(t) if self.may_search_first(pos, t, ply) => Plan::TableFirst(t),
                _ => Plan::Moves(self.open_moves(pos, tt_move, depth, ply)),
            }
        } else {
            let walls = self.bridge_walls;
            let rank = self.order.at(ply);
            match analyse_bridges_with(pos, wins, walls, rank, |i| self.history[me.index()][i]) {
                Node::WinNow(i) => {
                    let score = win_in(ply + 1);
                    self.table
                        .store(key, ply, depth, score, Bound::Exact, Some(i));
                    self.set_pv(ply, i);
                    return score;
                }
                Node::Lost(cells) => {
                    let score = loss_in(ply + 2);
                    self.table
                        .store(key, ply, depth, score, Bound::Exact, Some(cells[0]));
                    self.set_pv(ply, cells[0]);
                    return score;
                }
                Node::Forced(i) => Plan::Moves(Moves::single(i)),
                Node::Open(moves) => Plan::Moves(self.arrange(moves, tt_move, depth, ply)),
            }
        };

        let alpha_orig = alpha;
        // Other threads put this node off while it is marked ([`super::busy`]).
        let marked = self.shared && depth >= MARK_DEPTH && self.busy.enter(key);
        let searched = self.search_moves(pos, plan, tt_move, depth, alpha, beta, ply);
        if marked {
            self.busy.leave(key);
        }
        let Some((best, best_move)) = searched else {
            return 0;
        };
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha_orig {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table
            .store(key, ply, depth, best, bound, Some(best_move));
        best
    }

    /// The moves of an interior node, searched in order (principal
    /// variation search) until one reaches `beta` or the width is used up
    /// (past it while every move so far is a proven loss). With other
    /// threads searching, a move other than the first whose child another
    /// thread is in is put off until the others are done (at most
    /// [`LATER`] of them; [`super::busy`]). A [`Plan::TableFirst`] node
    /// builds its moves after the table move, unless that move cut off.
    /// Returns the best score and move, or `None` once the search is
    /// aborted.
    #[allow(clippy::too_many_arguments)]
    fn search_moves(
        &mut self,
        pos: &mut Position,
        mut plan: Plan,
        tt_move: Option<usize>,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> Option<(i32, usize)> {
        let me = pos.to_move();
        let width = self.width_at(ply, depth);
        let defer = self.shared && depth > MARK_DEPTH;
        let mut later = [0u16; LATER];
        let (mut put_off, mut taken_up) = (0, 0);
        let mut best = -super::score::INF;
        let mut best_move = match &mut plan {
            Plan::Moves(moves) => moves.get(0).expect("a node has moves"),
            Plan::TableFirst(t) => *t,
        };
        // The next move in order, and the moves searched so far.
        let (mut n, mut searched) = (0, 0);
        loop {
            let in_order = if n < width || best <= -MATE_BOUND {
                if n > 0
                    && let Plan::TableFirst(t) = plan
                {
                    let mut moves = self.open_moves(pos, tt_move, depth, ply);
                    // The table move comes first (a candidate, promoted),
                    // and was searched.
                    if moves.get(0) != Some(t) {
                        n = 0;
                    }
                    plan = Plan::Moves(moves);
                }
                match &mut plan {
                    Plan::Moves(moves) => moves.get(n),
                    Plan::TableFirst(t) => Some(*t),
                }
            } else {
                None
            };
            let m = match in_order {
                Some(m) => {
                    n += 1;
                    if defer
                        && searched > 0
                        && put_off < LATER
                        && self.busy.busy(pos.key_after(me, m))
                    {
                        later[put_off] = m as u16;
                        put_off += 1;
                        continue;
                    }
                    // The next child's table slot loads while this child is
                    // searched (only among the moves already sorted: `get`
                    // sorts no further).
                    if n < width
                        && let Plan::Moves(moves) = &mut plan
                        && let Some(next) = moves.get(n)
                    {
                        let key = pos.key_after(me, next);
                        self.table.prefetch(key);
                        if depth == 1 {
                            self.leaves.prefetch(key);
                        }
                    }
                    m
                }
                None if taken_up < put_off => {
                    taken_up += 1;
                    later[taken_up - 1] as usize
                }
                None => break,
            };
            pos.play_index(me, m);
            let score = if searched == 0 {
                -self.negamax(pos, depth - 1, -beta, -alpha, ply + 1)
            } else {
                // A late move is first searched shallower ([`super::late_moves`]),
                // and again at the full depth only when it beats `alpha`.
                let r = self.reduction(depth, beta - alpha > 1, ply, searched);
                let mut s = -self.negamax(pos, depth - 1 - r, -alpha - 1, -alpha, ply + 1);
                if r > 0 && s > alpha && !self.aborted {
                    s = -self.negamax(pos, depth - 1, -alpha - 1, -alpha, ply + 1);
                }
                if s > alpha && s < beta {
                    -self.negamax(pos, depth - 1, -beta, -alpha, ply + 1)
                } else {
                    s
                }
            };
            pos.undo();
            if self.aborted {
                return None;
            }
            searched += 1;
            if score > best {
                best = score;
                best_move = m;
                if score > alpha {
                    alpha = score;
                    self.extend_pv(ply, m);
                    if score >= beta {
                        self.reward(me.index(), m, depth, ply);
                        break;
                    }
                }
            }
        }
        Some((best, best_move))
    }

    /// Whether the table move `t` of an open node may be searched before
    /// the node's moves are built: an empty cell, and in the node's
    /// mustplay when it has one (as every table move of this search's own
    /// nodes is; a helper's may not be).
    fn may_search_first(&self, pos: &Position, t: usize, ply: usize) -> bool {
        pos.board().empty().contains(t) && self.mustplay[ply].as_ref().is_none_or(|c| c.contains(t))
    }

    /// An open node's moves, arranged for the search ([`Searcher::arrange`]).
    fn open_moves(&self, pos: &Position, tt_move: Option<usize>, depth: u32, ply: usize) -> Moves {
        let me = pos.to_move();
        let rank = self.order.at(ply);
        let moves = open_moves_bridges(pos, self.bridge_walls, rank, |i| {
            self.history[me.index()][i]
        });
        self.arrange(moves, tt_move, depth, ply)
    }

    /// An open node's moves in search order: only the node's mustplay
    /// cells when it has them (at ply 1 below a root move whose
    /// connections left the opponent a mustplay, deeper from
    /// [`super::interior`]: every other move loses), the table move and
    /// killers first, the best `width` sorted.
    fn arrange(&self, mut moves: Moves, tt_move: Option<usize>, depth: u32, ply: usize) -> Moves {
        if let Some(cells) = &self.mustplay[ply] {
            moves.retain_in(cells);
        }
        self.promote(&mut moves, tt_move, ply);
        moves.order(self.width_at(ply, depth));
        moves
    }

    /// The moves a node `ply` plies below the root with `depth` plies
    /// left keeps: the width, or the deep width from its first ply on
    /// ([`super::Params::deep_width`]), and no more than the frontier
    /// width near the leaves ([`super::Params::frontier_width`]).
    #[inline]
    fn width_at(&self, ply: usize, depth: u32) -> usize {
        let width = if ply >= self.deep_from {
            self.deep_width
        } else {
            self.width
        };
        if depth <= self.frontier_plies {
            width.min(self.frontier_width)
        } else {
            width
        }
    }

    /// Puts the table move first and the killers of this ply after it,
    /// the other moves keeping their order.
    pub(super) fn promote(&self, moves: &mut Moves, tt_move: Option<usize>, ply: usize) {
        let killers = self.killers[ply];
        moves.promote(&[tt_move, killers[0], killers[1]]);
    }

    /// A move that caused a cut-off: remember it as a killer and in the history.
    fn reward(&mut self, color: usize, m: usize, depth: u32, ply: usize) {
        let k = &mut self.killers[ply];
        if k[0] != Some(m) {
            k[1] = k[0];
            k[0] = Some(m);
        }
        let h = &mut self.history[color][m];
        *h = h.saturating_add(depth * depth);
    }

    pub(super) fn set_pv(&mut self, ply: usize, m: usize) {
        self.pv[ply][0] = m as u16;
        self.pv_len[ply] = 1;
    }

    /// The principal variation at `ply` becomes `m` followed by the child's.
    fn extend_pv(&mut self, ply: usize, m: usize) {
        let child = self.pv_len[ply + 1];
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        head[ply][0] = m as u16;
        head[ply][1..=child].copy_from_slice(&tail[0][..child]);
        self.pv_len[ply] = child + 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Color, Geometry};
    use crate::rng::Rng;
    use crate::search::score::INF;

    /// A leaf scored for a window answers that window as the full leaf
    /// does: the same score inside it, and outside it a bound on the same
    /// side that the full score respects (fail-soft), on random positions
    /// and windows around the full score.
    #[test]
    fn a_leaf_scored_for_a_window_bounds_the_full_score_on_its_side() {
        let mut rng = Rng::new(15);
        let (mut lazy, mut inside) = (0, 0);
        for n in 0..1500 {
            let size = [5, 9, 11, 13, 19][n % 5];
            let mut pos = Position::new(Geometry::new(size, size).unwrap());
            let stones = rng.below(size * size / 2);
            for _ in 0..stones {
                let empty: Vec<usize> = pos.board().empty().iter().collect();
                let i = empty[rng.below(empty.len())];
                let color = [Color::Black, Color::White][rng.below(2)];
                pos.play_index(color, i);
                if pos.winner().is_some() {
                    pos.undo();
                    break;
                }
            }
            if !winning_cells(pos.board(), pos.to_move()).is_empty() {
                continue;
            }
            let (potential_count, walls) = (n % 2 == 1, n % 4 >= 2);
            // The tie-break weights, and heavier ones whose range passes a stone.
            let weights = [
                Weights::TIE_BREAK,
                Weights::DEFAULT,
                Weights {
                    potential_step: 16,
                    potential_cap: 3,
                    cells_step: 1,
                    cells_cap: 3,
                    ..Weights::DEFAULT
                },
                Weights {
                    potential_step: 32,
                    potential_cap: 4,
                    cells_step: 1,
                    cells_cap: 3,
                    ..Weights::DEFAULT
                },
                Weights {
                    potential_step: 0,
                    potential_cap: 1,
                    cells_step: 1,
                    cells_cap: 3,
                    ..Weights::DEFAULT
                },
                Weights {
                    potential_step: 64,
                    potential_cap: 3,
                    cells_step: 12,
                    cells_cap: 3,
                    ..Weights::DEFAULT
                },
                Weights {
                    potential_step: 32,
                    potential_cap: 3,
                    cells_step: Weights::MAX_CELLS_STEP,
                    cells_cap: 3,
                    ..Weights::DEFAULT
                },
                Weights {
                    potential_step: 0,
                    potential_cap: 3,
                    cells_step: 7,
                    cells_cap: 6,
                    ..Weights::DEFAULT
                },
                Weights {
                    resistance_step: 64,
                    resistance_cap: 4,
                    ..Weights::DEFAULT
                },
                Weights {
                    potential_step: 0,
                    resistance_step: Weights::MAX_RESISTANCE_STEP,
                    resistance_cap: 1,
                    ..Weights::DEFAULT
                },
            ][(n / 4) % 10];
            let range = weights.range();
            let full = leaf(&pos, None, potential_count, walls, weights);
            let Leaf::Score(exact) = full else {
                assert!(!matches!(full, Leaf::Stones(_)), "a full leaf is counted");
                continue;
            };
            for _ in 0..8 {
                let spread = range + 2 * STONE;
                let alpha = exact - spread + rng.below(2 * spread as usize) as i32;
                let beta = alpha + 1 + [0, rng.below(3 * STONE as usize) as i32][rng.below(2)];
                let got = leaf(&pos, Some((alpha, beta)), potential_count, walls, weights);
                let score = got
                    .within(3, alpha, beta, range)
                    .expect("it decides its window");
                lazy += matches!(got, Leaf::Stones(_)) as u32;
                if exact <= alpha {
                    assert!(exact <= score && score <= alpha, "{exact} {score} {alpha}");
                } else if exact >= beta {
                    assert!(beta <= score && score <= exact, "{exact} {score} {beta}");
                } else {
                    inside += 1;
                    assert_eq!(score, exact);
                }
                assert_eq!(full.within(3, alpha, beta, range), Some(exact));
            }
        }
        assert!(lazy > 1000 && inside > 1000, "lazy {lazy}, inside {inside}");
    }

    /// A `size`x`size` position of up to half a board of random stones of
    /// either colour, stopped before a stone that would end the game.
    fn random_open_position(rng: &mut Rng, size: usize) -> Position {
        let mut pos = Position::new(Geometry::new(size, size).unwrap());
        for _ in 0..rng.below(size * size / 2) {
            let empty: Vec<usize> = pos.board().empty().iter().collect();
            let color = [Color::Black, Color::White][rng.below(2)];
            pos.play_index(color, empty[rng.below(empty.len())]);
            if pos.winner().is_some() {
                pos.undo();
                break;
            }
        }
        pos
    }

    /// With the potential count, a full leaf is the bridge-aware distance
    /// difference in stones plus `POTENTIAL_STEP x` the clamped potential
    /// difference plus the clamped difference of the numbers of cells at
    /// the smallest potentials, read off [`two_distance::potentials`]; it
    /// has the same stones as the chain-count leaf (unless a player is
    /// joined by bridges) and, on some positions, another tie-break.
    #[test]
    fn the_potential_count_leaf_reads_the_potentials() {
        let mut rng = Rng::new(23);
        let (mut scored, mut differ) = (0, 0);
        for n in 0..600 {
            let size = [5, 9, 11, 13][n % 4];
            let pos = random_open_position(&mut rng, size);
            let me = pos.to_move();
            if !winning_cells(pos.board(), me).is_empty() {
                continue;
            }
            let (Leaf::Score(got), Leaf::Score(chains)) = (
                leaf(&pos, None, true, false, Weights::TIE_BREAK),
                leaf(&pos, None, false, false, Weights::TIE_BREAK),
            ) else {
                continue;
            };
            let d = bridge_distances(pos.board());
            let p = two_distance::potentials(pos.board());
            let (i, o) = (me.index(), me.opponent().index());
            let blocks = (p[o].value as i32 - p[i].value as i32).clamp(-3, 3);
            let ways = (p[i].cells as i32 - p[o].cells as i32).clamp(-3, 3);
            let want = (d[o] as i32 - d[i] as i32) * STONE + 4 * blocks + ways;
            assert_eq!(got, want, "{size}x{size}");
            // A player joined by bridges (bridge distance 0) reads 0 here
            // and its smallest map value in the chain count (`chains`).
            if d.iter().all(|&d| d > 0) {
                assert_eq!(
                    (got + STONE / 2).div_euclid(STONE),
                    (chains + STONE / 2).div_euclid(STONE)
                );
            }
            scored += 1;
            differ += (got != chains) as u32;
        }
        assert!(
            scored > 300 && differ > 50,
            "scored {scored}, differ {differ}"
        );
    }

    /// With the walls, a full leaf's stones are the difference of the
    /// walled chains' distances ([`walled_chains`], the smallest walled
    /// map value for a player joined by bridges), and they differ from the
    /// leaf without walls on some positions.
    #[test]
    fn the_walled_leaf_counts_the_walled_distances() {
        use crate::eval::chains::walled_chains;
        let mut rng = Rng::new(27);
        let (mut scored, mut differ) = (0, 0);
        for n in 0..600 {
            let size = [5, 9, 11, 13][n % 4];
            let pos = random_open_position(&mut rng, size);
            let me = pos.to_move();
            if !winning_cells(pos.board(), me).is_empty() {
                continue;
            }
            let (Leaf::Score(got), Leaf::Score(open)) = (
                leaf(&pos, None, false, true, Weights::TIE_BREAK),
                leaf(&pos, None, false, false, Weights::TIE_BREAK),
            ) else {
                continue;
            };
            let c = walled_chains(pos.board());
            let (i, o) = (me.index(), me.opponent().index());
            let stones = (c[o].distance as i32 - c[i].distance as i32).clamp(-800, 800);
            assert_eq!((got + STONE / 2).div_euclid(STONE), stones, "{size}x{size}");
            scored += 1;
            differ += (got != open) as u32;
        }
        assert!(
            scored > 300 && differ > 50,
            "{scored} scored, {differ} differ"
        );
    }

    /// With any weights, a full leaf is the bridge-aware chains' distance
    /// difference in stones, plus the weights' step times the difference
    /// of the two potentials ([`two_distance::potentials`], the full
    /// search, not the early-stopping [`two_distance::difference`])
    /// clamped to the weights' cap, plus the weights' cells step times the
    /// clamped chain-cell difference, plus the resistance step times the
    /// conductances' log ratio, clamped to its cap in stones and rounded;
    /// with weights heavier than the default, the potential and cell
    /// terms move some leaves by half a stone or more.
    #[test]
    fn the_weighted_leaf_adds_the_weighed_potential_difference() {
        use crate::eval::chains::chains;
        let mut rng = Rng::new(31);
        let (mut scored, mut past_half) = (0, 0);
        for n in 0..800 {
            let size = [5, 9, 11, 13][n % 4];
            let pos = random_open_position(&mut rng, size);
            let me = pos.to_move();
            if !winning_cells(pos.board(), me).is_empty() {
                continue;
            }
            let (step, cap, cells_step, cells_cap, r_step, r_cap) = [
                (4, 3, 1, 3, 0, 3),
                (8, 4, 1, 3, 0, 3),
                (16, 3, 8, 3, 0, 3),
                (32, 3, 1, 3, 0, 3),
                (0, 2, 12, 3, 0, 3),
                (64, 16, 32, 3, 0, 3),
                (32, 3, 0, 3, 0, 3),
                (0, 3, 7, 6, 0, 3),
                (32, 3, 4, 16, 0, 3),
                (0, 3, 1, 3, 64, 4),
                (32, 3, 1, 3, 256, 1),
            ][n % 11];
            let weights = Weights {
                potential_step: step,
                potential_cap: cap,
                cells_step,
                cells_cap,
                resistance_step: r_step,
                resistance_cap: r_cap,
            };
            let Leaf::Score(got) = leaf(&pos, None, false, false, weights) else {
                continue;
            };
            let c = chains(pos.board());
            let p = two_distance::potentials(pos.board());
            let (i, o) = (me.index(), me.opponent().index());
            let stones = (c[o].distance as i32 - c[i].distance as i32).clamp(-800, 800);
            let cap = cap as i32;
            let blocks = (p[o].value as i32 - p[i].value as i32).clamp(-cap, cap);
            let cells_cap = cells_cap as i32;
            let cells = (c[i].cells as i32 - c[o].cells as i32).clamp(-cells_cap, cells_cap);
            let r_cap = (r_cap as i32 * STONE) as f64;
            let resist = (r_step as f64 * resistance::log_ratio(pos.board(), me, true))
                .clamp(-r_cap, r_cap)
                .round() as i32;
            let want = stones * STONE + blocks * step as i32 + cells * cells_step as i32 + resist;
            assert_eq!(
                got, want,
                "{size}x{size} weights {step} {cap} {cells_step} {cells_cap} {r_step} {r_cap}"
            );
            assert!((got - stones * STONE).abs() <= weights.range());
            scored += 1;
            past_half += ((got - stones * STONE).abs() >= STONE / 2) as u32;
        }
        assert!(
            scored > 400 && past_half > 50,
            "scored {scored}, past half a stone {past_half}"
        );
    }

    /// The full-width minimax of `pos` to `depth` plies whose leaves are
    /// extended by the threat extension's rule (`ext` plies where the side
    /// to move must take the opponent's only winning cell), scored by the
    /// search's leaf, with the search's exact rules for decided nodes: the
    /// slow, obvious reference of the search with the extension on.
    fn extended_minimax(pos: &mut Position, depth: u32, ply: usize, ext: u32) -> i32 {
        if pos.winner().is_some() {
            return loss_in(ply);
        }
        let me = pos.to_move();
        let (mine, theirs) = (
            winning_cells(pos.board(), me),
            winning_cells(pos.board(), me.opponent()),
        );
        if !mine.is_empty() {
            return win_in(ply + 1);
        }
        let depth = if depth == 0 && theirs.count() == 1 {
            ext
        } else {
            depth
        };
        let weights = Weights::DEFAULT;
        if depth == 0 {
            return leaf(pos, None, false, false, weights)
                .within(ply, -INF, INF, weights.range())
                .expect("a full leaf decides any window");
        }
        if theirs.count() >= 2 {
            return loss_in(ply + 2);
        }
        let moves: Vec<usize> = match theirs.first() {
            Some(block) => vec![block],
            None => {
                let map = crate::eval::bridge::BridgeMap::new(pos.board());
                map.candidates().iter().collect()
            }
        };
        let mut best = -INF;
        for m in moves {
            pos.play_index(me, m);
            best = best.max(-extended_minimax(pos, depth - 1, ply + 1, ext));
            pos.undo();
        }
        best
    }

    /// With the threat extension, the search at depths 0 to 2 below a node
    /// scores what the full-width minimax with the same extended leaves
    /// does (no table, no width limit, no null move), on random 4x4 to
    /// 6x6 positions, many of them with a leaf that must block; off, the
    /// forced leaves are scored as they stand and the two differ.
    #[test]
    fn the_threat_extension_searches_what_minimax_with_extended_leaves_does() {
        let mut rng = Rng::new(31);
        let (mut forced_roots, mut checked, mut differ_off) = (0, 0, 0);
        for n in 0..300 {
            let size = 4 + n % 3;
            // Every other position is one whose side to move must block.
            let (mut pos, forced) = loop {
                let pos = random_open_position(&mut rng, size);
                let forced = winning_cells(pos.board(), pos.to_move().opponent()).count() == 1;
                if winning_cells(pos.board(), pos.to_move()).is_empty() && (forced || n % 2 == 1) {
                    break (pos, forced);
                }
            };
            forced_roots += forced as usize;
            let (depth, ext) = ((n % 3) as u32, 1 + (n / 3 % 2) as u32);
            let want = extended_minimax(&mut pos, depth, 2, ext);
            let mut searched = [0; 2];
            for (k, e) in [ext, 0].into_iter().enumerate() {
                let mut s = Searcher::new(0);
                let params = super::super::Params {
                    width: usize::MAX,
                    deep_width: 0,
                    frontier_width: 0,
                    null_move: None,
                    late_reduction: None,
                    connections: false,
                    threat_extension: e,
                    ..Default::default()
                };
                s.reset(&params, super::super::Clock::new(None, None));
                searched[k] = s.negamax(&mut pos, depth, -INF, INF, 2);
            }
            assert_eq!(searched[0], want, "position {n}: depth {depth} ext {ext}");
            checked += 1;
            differ_off += (searched[1] != want) as usize;
        }
        assert!(forced_roots >= 150, "{checked} {forced_roots} {differ_off}");
        assert!(differ_off > 40, "{checked} {forced_roots} {differ_off}");
    }
}
