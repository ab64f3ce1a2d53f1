//! What the search takes from virtual connections ([`crate::vc`]): a proof
//! or a mustplay region at the root.
//!
//! For the side to move (`me`) on an open position:
//! - my edges fully joined, or an edge-to-edge semi of mine: I win (a full
//!   holds whoever moves; a semi's key makes it full);
//! - the opponent's edges fully joined, or its edge semis leaving no cell
//!   where I can break them all: I lose;
//! - else the intersection of the opponent's edge semi carriers is my
//!   *mustplay*: a move outside it leaves one semi untouched, whose key then
//!   wins for the opponent, so only its cells need searching.
//!
//! H-search costs far more than a leaf evaluation (two builds took 5 to
//! 20 ms on 9x9 and 11x11 middle games on the loaded machine, against
//! microseconds for a leaf), so the search asks only at the root, once per
//! search, and only when the clock leaves time for it ([`affordable`]).
//! Asking one ply deeper too (a build pair per root move, up to 30) would
//! spend most of a 1 s budget on 11x11.
//!
//! Proofs from connections do not come with the exact length of the game.
//! A connection whose carrier has `k` empty cells is completed by its owner
//! with at most `k` stones, the owner answering inside the carrier, so the
//! win comes within `2k - 1` plies when the owner moves first and `2k` when
//! the opponent does; the scores use these bounds as the distances.

use super::Clock;
use super::score::{loss_in, win_in};
use crate::bitboard::Bitboard;
use crate::board::{Board, Color};
use crate::ice::{self, FillIn};
use crate::position::Position;
use crate::vc::{self, Connections, Limits};
use std::time::{Duration, Instant};

/// What the connections prove or prune for the side to move.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// The side to move wins within `plies` plies by playing any of `moves`.
    Win { moves: Vec<usize>, plies: usize },
    /// The side to move loses within `plies` plies whatever it plays.
    Loss { plies: usize },
    /// Every move outside these cells loses.
    Mustplay(Bitboard),
    /// Nothing known.
    Open,
}

impl Verdict {
    /// The proven score for the side to move at `ply`, if any.
    pub fn score(&self, ply: usize) -> Option<i32> {
        match self {
            Verdict::Win { plies, .. } => Some(win_in(ply + plies)),
            Verdict::Loss { plies } => Some(loss_in(ply + plies)),
            _ => None,
        }
    }
}

/// The verdict of the connections of both colours for `me` to move on an
/// open position of `board`.
///
/// With [`Limits::fill_in`] the connections are those of the filled board
/// ([`crate::ice::fill_in`]), which has the value of `board` whoever moves:
/// a full or a key proven there wins `board` too, and the mustplay holds
/// the cells of the opponent's captured pairs besides (see
/// [`vc::Connections::opponent_mustplay`]). The carrier bounds on the
/// length of the game then no longer hold (the loser may play into filled
/// cells first), so a proof's distance is the number of empty cells of
/// `board`: no game lasts longer. The verdict is then [`sharpened`] by the
/// one on the fill-in for `me` to move when that fills more ([`sided`]),
/// as the engine's root's is with `param_hexbfs root_sided`.
pub fn verdict(board: &Board, me: Color, limits: &Limits) -> Verdict {
    if limits.fill_in {
        let plain = ice::fill_in(board);
        return verdict_on_fills(&plain, sided(&plain, me).as_ref(), me, limits);
    }
    verdict_by(board.empty(), me, false, |c| vc::build(board, c, limits)).0
}

/// [`verdict`] with [`Limits::fill_in`], given the board's fill-in
/// `plain` and, when it fills more, the one for `me` to move (`sided`,
/// [`sided`]), for a caller that has them already.
pub fn verdict_on_fills(
    plain: &FillIn,
    sided: Option<&FillIn>,
    me: Color,
    limits: &Limits,
) -> Verdict {
    let v = verdict_on_fill(plain, me, limits);
    match sided {
        Some(fill) => {
            let empty = plain.board().empty() | plain.all();
            sharpened(
                v,
                sided_verdict(fill, me, limits, None),
                empty.count() as usize,
            )
        }
        None => v,
    }
}

/// [`verdict`] with [`Limits::fill_in`], given the board's fill-in `fill`:
/// computed once for both colours' connections, and at the root once for
/// the inferior moves and the filled root too.
pub fn verdict_on_fill(fill: &FillIn, me: Color, limits: &Limits) -> Verdict {
    verdict_from(fill, me, limits, [None, None], [None, None]).0
}

/// The fill-in for `me` to move ([`ice::fill_in_for`]) of the board whose
/// fill-in without a side is `plain` (continued from it,
/// [`FillIn::for_side`]), when it fills more (some of the opponent's
/// permanently inferior cells): the verdict there can be sharper
/// ([`sided_verdict`]).
pub fn sided(plain: &FillIn, me: Color) -> Option<FillIn> {
    let fill = plain.for_side(me);
    (!fill.inferior(me.opponent()).is_empty()).then_some(fill)
}

/// The verdict for `me` on `sided`, a fill-in for `me` to move
/// ([`sided`]), from the opponent's connections alone (built from
/// `previous`, a parent position's, as in [`verdict_from`]): a loss, a
/// mustplay, or nothing known; [`sharpened`] makes it one with the
/// verdict on the fill-in without a side. One build where
/// [`verdict_on_fill`] takes two: the side fill adds the opponent's
/// stones, so `me`'s connections there prove what they prove on the
/// fill-in without a side, and no more but through the rare dead cells
/// and captured pairs those stones make.
pub fn sided_verdict(
    sided: &FillIn,
    me: Color,
    limits: &Limits,
    previous: Option<&Connections>,
) -> Verdict {
    let empty = sided.board().empty() | sided.all();
    let theirs = Connections::build_on_fill(sided, me.opponent(), limits, previous, None);
    by_theirs(&theirs, empty, |_| empty.count() as usize)
}

/// Two sound verdicts for the same side to move, on the same position
/// with `empty` empty cells, made one: a proof from either, else the
/// intersection of their mustplays (when empty, a loss within `empty`
/// plies: no game lasts longer). Never wider than either.
///
/// With `param_hexbfs root_sided`, the engine's verdicts at the root and
/// below it are those on the fill-in without a side sharpened by those on
/// the fill-in for the side to move ([`sided`]):
/// filling the opponent's permanently inferior cells strengthens its
/// connections, but makes each such cell and its two outer empty
/// neighbours intrusions, which on their own would widen the mustplay
/// (47 of round forty-nine's 146 11x11 positions, docs/strength.md,
/// "Round fifty-one").
pub fn sharpened(v: Verdict, w: Verdict, empty: usize) -> Verdict {
    match (v, w) {
        (proven @ (Verdict::Win { .. } | Verdict::Loss { .. }), _) => proven,
        (_, proven @ (Verdict::Win { .. } | Verdict::Loss { .. })) => proven,
        (Verdict::Mustplay(a), Verdict::Mustplay(b)) => {
            let within = a & b;
            if within.is_empty() {
                Verdict::Loss { plies: empty }
            } else {
                Verdict::Mustplay(within)
            }
        }
        (Verdict::Mustplay(a), Verdict::Open) | (Verdict::Open, Verdict::Mustplay(a)) => {
            Verdict::Mustplay(a)
        }
        (Verdict::Open, Verdict::Open) => Verdict::Open,
    }
}

/// Both colours' connections, by [`Color::index`] (`None`: not built).
pub type Built = [Option<Connections>; 2];

/// [`verdict_on_fill`] with each colour's connections built from
/// `previous`'s (those of a parent position, see
/// [`Connections::build_from`]: sound, a few times cheaper, and they may
/// miss what the limits dropped before) in the memory of `spare`'s; also
/// returns the connections it built (the opponent's only when the side to
/// move has no proof), for the next position's build.
pub fn verdict_from(
    fill: &FillIn,
    me: Color,
    limits: &Limits,
    previous: [Option<&Connections>; 2],
    spare: Built,
) -> (Verdict, Built) {
    verdict_probing(fill, me, limits, previous, spare, false)
}

/// [`verdict_from`], and with `probes` each colour's connections whose
/// edges are not joined look further by playing keys
/// ([`Connections::join_by_probes`], within the same limits and
/// deadline): an edge-to-edge full found so is a proof like H-search's.
fn verdict_probing(
    fill: &FillIn,
    me: Color,
    limits: &Limits,
    previous: [Option<&Connections>; 2],
    mut spare: Built,
    probes: bool,
) -> (Verdict, Built) {
    // The filled cells were empty on the board.
    let empty = fill.board().empty() | fill.all();
    verdict_by(empty, me, true, |c| {
        let i = c.index();
        let mut conns = Connections::build_on_fill(fill, c, limits, previous[i], spare[i].take());
        if probes {
            // On the filled board (filled again there: a fill of a
            // filled board is still one of the board).
            conns.join_by_probes(fill.board(), limits);
        }
        conns
    })
}

/// [`verdict`] on a board whose empty cells are `empty`, with `build`
/// giving a colour's connections there (on the filled board if
/// `filled`); also the connections built.
fn verdict_by(
    empty: Bitboard,
    me: Color,
    filled: bool,
    mut build: impl FnMut(Color) -> Connections,
) -> (Verdict, Built) {
    let within = |plies: usize| {
        if filled {
            empty.count() as usize
        } else {
            plies
        }
    };
    let mut built: Built = [None, None];
    let mine = &*built[me.index()].insert(build(me));
    if let Some(carrier) = mine.edges_full() {
        let k = carrier.count() as usize;
        // The position is won with the opponent to move, so any move wins
        // (a stone never hurts its owner); one inside the carrier shrinks
        // it, and is never a filled cell.
        let moves = if k > 0 {
            carrier.iter().collect()
        } else {
            empty.iter().take(1).collect()
        };
        let plies = within((2 * k).max(2) - 1);
        return (Verdict::Win { moves, plies }, built);
    }
    if let Some(semi) = mine.edge_semis().first() {
        let plies = within(2 * semi.carrier.count() as usize - 1);
        let moves = vec![semi.key];
        return (Verdict::Win { moves, plies }, built);
    }
    let theirs = &*built[me.opponent().index()].insert(build(me.opponent()));
    (by_theirs(theirs, empty, within), built)
}

/// The verdict that the opponent's connections `theirs` alone give the
/// side to move, on a board whose empty cells are `empty`, `within`
/// turning a carrier bound into the proof's distance: a loss (their edges
/// joined, or no cell that breaks all their edge semis), their mustplay,
/// or nothing known.
fn by_theirs(theirs: &Connections, empty: Bitboard, within: impl Fn(usize) -> usize) -> Verdict {
    if let Some(carrier) = theirs.edges_full() {
        return Verdict::Loss {
            plies: within(2 * carrier.count() as usize),
        };
    }
    match theirs.opponent_mustplay() {
        Some(cells) if cells.is_empty() => {
            // Whatever I play, one of the opponent's semis survives: its
            // carrier is at most the union of them all.
            let union = theirs
                .edge_semis()
                .iter()
                .fold(Bitboard::EMPTY, |u, s| u | s.carrier);
            Verdict::Loss {
                plies: within(1 + 2 * union.count() as usize),
            }
        }
        Some(cells) => Verdict::Mustplay(cells & empty),
        None => Verdict::Open,
    }
}

/// The connection limits of the root: the defaults on the filled board.
pub fn root_limits() -> Limits {
    Limits {
        fill_in: true,
        ..Limits::default()
    }
}

/// The limits of [`narrowed`]'s build: [`root_limits`] with more
/// connections kept per pair (32 fulls, 64 semis, 512 edge semis) and a
/// wider, deeper OR (32 semis, depth 6). On the positions where hexbfs
/// played a losing move against Wolve outside the opponent's mustplay
/// that Benzene's builder sees and the engine's does not, these leave
/// that move out of the mustplay 21 times in 146 on 11x11 (the engine's
/// limits once), at about 6 ms a build against 1.4
/// (`docs/results/mustplay-gap-49/`, docs/strength.md "Round
/// forty-nine"); keeping more semis a pair without the wider OR does
/// little, and an OR of depth 7 costs 50 times as much.
pub fn wide_limits() -> Limits {
    Limits {
        fulls_per_pair: 32,
        semis_per_pair: 64,
        edge_semis: 512,
        or_semis: 32,
        or_depth: 6,
        ..root_limits()
    }
}

/// `v`, the root's verdict for `me` on the filled board `fill`, when it
/// proves nothing (a mustplay or nothing known), narrowed by the
/// opponent's connections built again within [`wide_limits`] (stopping
/// at `deadline`): a full there is a loss, and their mustplay (a loss
/// when empty) is intersected with `v`'s. Every cell it drops is a losing
/// move by a real semi of the opponent's, so it is as sound as `v`.
pub fn narrowed(v: Verdict, fill: &FillIn, me: Color, deadline: Option<Instant>) -> Verdict {
    let before = match v {
        Verdict::Mustplay(cells) => Some(cells),
        Verdict::Open => None,
        proven => return proven,
    };
    let limits = Limits {
        deadline,
        ..wide_limits()
    };
    let theirs = Connections::build_on_fill(fill, me.opponent(), &limits, None, None);
    let empty = fill.board().empty() | fill.all();
    let lost = Verdict::Loss {
        plies: empty.count() as usize,
    };
    if theirs.edges_full().is_some() {
        return lost;
    }
    let Some(cells) = theirs.opponent_mustplay() else {
        return v;
    };
    let within = before.map_or(cells, |b| cells & b) & empty;
    if within.is_empty() {
        lost
    } else {
        Verdict::Mustplay(within)
    }
}

/// H-search time per board cell allowed for: two builds measured 5-20 ms
/// on 9x9 and 11x11 and 70-85 ms on 26x26 positions (load 10), about 0.1 ms
/// a cell; this leaves a margin of four or more.
const COST_PER_CELL: Duration = Duration::from_micros(500);

/// Whether the clock leaves time for the root's verdict on a board of
/// `cells` cells. H-search does not watch the clock, so on a short budget
/// it would overrun the move's time: it is skipped then (a 9x9 board
/// needs 40 ms, 11x11 60 ms, 19x19 180 ms).
pub fn affordable(clock: &Clock, cells: usize) -> bool {
    clock
        .remaining()
        .is_none_or(|left| left >= COST_PER_CELL * cells as u32)
}

/// Applies the root's verdict ([`verdict_on_fill`] within [`root_limits`];
/// `fill` is the root board's [`ice::fill_in`]) to its ranked `moves` (`me` to move) and
/// returns its proven score, if any. A proven win keeps the winning move
/// (the best-ranked one when several win); a proven loss changes nothing
/// (the search still looks for the longest resistance); a mustplay region
/// keeps the moves in it (its own cells when no ranked move is there).
/// Unless proven, the inferior moves go ([`inferior_dropped`]).
pub fn at_root(fill: &FillIn, me: Color, moves: &mut Vec<usize>) -> Option<i32> {
    at_root_built(fill, me, moves, None).0
}

/// [`at_root`], also giving the root's connections (those the verdict
/// built), which the verdicts below the root start from; the builds stop
/// at `deadline` ([`Limits::deadline`]: a proof or mustplay found by then
/// still holds).
pub fn at_root_built(
    fill: &FillIn,
    me: Color,
    moves: &mut Vec<usize>,
    deadline: Option<Instant>,
) -> (Option<i32>, Built) {
    at_root_probing(fill, None, me, moves, deadline, false, false)
}

/// [`at_root_built`], the verdict sharpened by the one on `sided`, the
/// root's fill-in for `me` to move when it fills more ([`sided`],
/// [`sharpened`]), and with `probes` (`param_hexbfs root_probes`) looking
/// further by playing keys when a colour's edges are not joined
/// ([`Connections::join_by_probes`]: a few builds more, within the same
/// deadline), so that the root's proofs see the fulls they find: Benzene's
/// edge-to-edge fulls that H-search misses are mostly of this kind
/// (docs/vc.md, "Round twelve" and "Round thirteen").
///
/// With `wide` (`param_hexbfs root_wide`), a verdict that proves nothing
/// is narrowed by one more build of the opponent's connections within
/// [`wide_limits`] ([`narrowed`]).
pub fn at_root_probing(
    fill: &FillIn,
    sided: Option<&FillIn>,
    me: Color,
    moves: &mut Vec<usize>,
    deadline: Option<Instant>,
    probes: bool,
    wide: bool,
) -> (Option<i32>, Built) {
    let limits = Limits {
        deadline,
        ..root_limits()
    };
    let (mut v, built) = verdict_probing(fill, me, &limits, [None, None], [None, None], probes);
    if wide {
        v = narrowed(v, fill, me, deadline);
    }
    if let Some(s) = sided {
        let w = sided_verdict(s, me, &limits, None);
        let empty = fill.board().empty() | fill.all();
        v = sharpened(v, w, empty.count() as usize);
    }
    match &v {
        Verdict::Win { moves: cells, .. } => {
            let best = moves
                .iter()
                .copied()
                .find(|m| cells.contains(m))
                .unwrap_or(cells[0]);
            *moves = vec![best];
            return (v.score(0), built);
        }
        Verdict::Mustplay(cells) => {
            moves.retain(|&m| cells.contains(m));
            if moves.is_empty() {
                *moves = cells.iter().collect();
            }
        }
        Verdict::Loss { .. } => return (v.score(0), built),
        Verdict::Open => {}
    }
    *moves = inferior_dropped(fill, moves);
    (None, built)
}

/// `moves` (in their order) without the inferior ones: the filled cells of
/// `fill`, the board's [`ice::fill_in`] (dead, or captured by either side: such a move is no
/// better than a pass, or is answered so that it becomes one) and the moves
/// another kept move dominates ([`ice::undominated`]). If the side to move
/// wins, a winning move is among those the filled board leaves empty, and
/// a dominated winning move has a winning dominator, so a winning move
/// survives. When nothing would be left (the fill-in decided the game),
/// `moves` stays whole.
pub fn inferior_dropped(fill: &FillIn, moves: &[usize]) -> Vec<usize> {
    let open = fill.board().empty();
    let candidates: Vec<usize> = moves
        .iter()
        .copied()
        .filter(|&m| open.contains(m))
        .collect();
    let kept = ice::undominated(fill.board(), &candidates);
    if kept.is_empty() {
        moves.to_vec()
    } else {
        kept
    }
}

/// The position to search below the root: `pos` with its dead and captured
/// cells filled (`fill`, its board's [`ice::fill_in`]), the same side to move, when the fill-in
/// filled a cell, left the game open, and left every root move in `moves`
/// empty (else `None`: the real board is searched).
///
/// The filled board has the value of `pos` whoever moves, and keeps it
/// after any further stones on its empty cells, so every node of the
/// search below a root move has the value of the same node on the real
/// board: its proofs name the right winner, and the root move it chooses
/// wins whenever it would win on the real board. At no cost per node the
/// leaves then count captured cells as their owner's stones and dead cells
/// as stones of the colour they were given, and the moves into filled
/// cells, no better than a pass, are never searched. The length of a proof
/// is the length of the filled game: the loser may prolong the real one by
/// playing into filled cells. The table keys are the filled board's
/// hashes, so a filled position and a real one never share an entry unless
/// they have the same stones (and then the same value).
pub fn filled_root(fill: &FillIn, pos: &Position, moves: &[usize]) -> Option<Position> {
    if fill.winner().is_some() || fill.all().is_empty() {
        return None;
    }
    let open = fill.board().empty();
    moves
        .iter()
        .all(|&m| open.contains(m))
        .then(|| fill.position(pos.to_move()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Cell, Geometry};

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

    #[test]
    fn the_verdict_is_skipped_when_it_could_overrun_the_move() {
        let clock = |ms| Clock::new(Some(Duration::from_millis(ms)), None);
        assert!(affordable(&Clock::new(None, None), 676));
        assert!(affordable(&clock(50), 81) && !affordable(&clock(50), 121));
        assert!(affordable(&clock(1000), 676) && !affordable(&clock(0), 9));
    }

    #[test]
    fn a_chain_of_bridges_to_both_edges_is_a_win_for_either_side_to_move() {
        // Black c2 and b4 on 5x5: edge bridges at rows 1 and 5 and a bridge
        // between them (carrier b3, c3).
        let b = board(5, &["c2", "b4"], &[]);
        let won = verdict(&b, Color::Black, &Limits::default());
        assert!(matches!(won, Verdict::Win { .. }), "{won:?}");
        let lost = verdict(&b, Color::White, &Limits::default());
        assert!(matches!(lost, Verdict::Loss { .. }), "{lost:?}");
    }
}
