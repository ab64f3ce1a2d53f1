//! Which moves a node searches, and in what order.
//!
//! The winning cells (empty cells that join a player's edges at once) and a
//! distance map decide: if the side to move needs one stone, it wins now; if
//! the opponent needs one stone, only the opponent's winning cells can save
//! the game (two of them and the game is lost, whatever we play). Else the
//! candidates are the empty cells on some chain of either player (a cell on
//! no chain of either is dead: a stone there changes nothing), ranked by the
//! 1988 key, the two players' stones-needed-through-the-cell added (the plain
//! map for the `rules` player, the bridge-aware map for the search), then by
//! our own value, by the history heuristic and by closeness to the centre,
//! and last by cell index so that the order is deterministic.
//!
//! The search's leaf weighs the two players' two-distance potentials
//! (Queenbee's measure, [`crate::eval::two_distance`]) as much as their
//! distances, and a leaf that sees what the move order does not can lose
//! its gain (docs/strength.md, "The opponent's bridges as walls"). So the
//! search may rank its moves by the potential map too ([`Rank`], `--order`):
//! Queenbee's order, the two players' potentials through the cell added,
//! smallest first, as the first key, after the 1988 key, or added to it;
//! at every node or only near the root ([`Order`], `--order-plies`); or by
//! the 1988 sum with its ties broken by the cell's learned local shape
//! ([`Rank::Shape`], [`super::move_shape`]). The candidates stay those of
//! the bridge-aware map, and the 1988 key is the default.

use crate::bitboard::Bitboard;
use crate::board::{Board, Color, Geometry, MAX_INDEX};
use crate::eval::bridge::BridgeMap;
use crate::eval::two_distance::PotentialMap;
use crate::eval::winning_cells;
use crate::eval::{DistanceMap, INFINITE};
use crate::position::Position;
use std::cell::RefCell;

use super::move_shape;

/// What the map says about a node; `M` holds an open node's candidates
/// (best first in a `Vec`, or [`Moves`], ordered on demand).
#[derive(Debug, PartialEq, Eq)]
pub enum Node<M = Vec<usize>> {
    /// The side to move joins its edges with a stone here.
    WinNow(usize),
    /// The opponent wins next move unless we take its only winning cell.
    Forced(usize),
    /// The opponent has two or more winning cells: lost in two plies.
    /// Holds those cells, best first (we still have to play something).
    Lost(Vec<usize>),
    /// Every other position: candidate cells, best first.
    Open(M),
}

impl<M> Node<M> {
    fn map_open<T>(self, f: impl FnOnce(M) -> T) -> Node<T> {
        match self {
            Node::WinNow(i) => Node::WinNow(i),
            Node::Forced(i) => Node::Forced(i),
            Node::Lost(cells) => Node::Lost(cells),
            Node::Open(m) => Node::Open(f(m)),
        }
    }
}

/// How the search ranks an open node's candidates.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Rank {
    /// The 1988 key: the two players' bridge-aware map values added, then
    /// our own (then the history, the centre, the index: every key).
    #[default]
    Map,
    /// The two players' two-distance potentials through the cell added
    /// first (Queenbee's order), then the 1988 key.
    Potential,
    /// The 1988 sum first, ties by the potential sum, then our own map
    /// value.
    MapPotential,
    /// The 1988 sum and the potential sum added, then our own map value,
    /// then our own potential.
    Both,
    /// The 1988 sum first, ties by the cell's learned local shape (how
    /// often Wolve and MoHex chose a cell shaped so,
    /// [`super::move_shape`]), then our own map value.
    Shape,
}

impl Rank {
    /// Every rank, in the order of [`Rank::name`]'s list.
    pub const ALL: [Rank; 5] = [
        Rank::Map,
        Rank::Potential,
        Rank::MapPotential,
        Rank::Both,
        Rank::Shape,
    ];

    /// The name `--order` and `param_hexbfs order` take.
    pub fn name(self) -> &'static str {
        match self {
            Rank::Map => "map",
            Rank::Potential => "potential",
            Rank::MapPotential => "map-potential",
            Rank::Both => "both",
            Rank::Shape => "shape",
        }
    }
}

impl std::fmt::Display for Rank {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Rank {
    type Err = String;

    fn from_str(s: &str) -> Result<Rank, String> {
        Rank::ALL
            .into_iter()
            .find(|r| r.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| {
                let names: Vec<&str> = Rank::ALL.iter().map(|r| r.name()).collect();
                format!("order must be one of {}: {s}", names.join(", "))
            })
    }
}

/// Where the search ranks its moves by [`Order::rank`]: at the nodes
/// fewer than `plies` plies from the root (0: at every node); deeper, by
/// the 1988 key.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Order {
    pub rank: Rank,
    pub plies: u32,
}

impl Order {
    /// The default: the 1988 key at every node.
    pub const MAP: Order = Order {
        rank: Rank::Map,
        plies: 0,
    };

    /// The rank of a node `ply` plies from the root.
    #[inline]
    pub fn at(self, ply: usize) -> Rank {
        if self.plies == 0 || ply < self.plies as usize {
            self.rank
        } else {
            Rank::Map
        }
    }
}

/// The flag of a ranking key not promoted (promoted moves have small keys).
const RANKED: u64 = 1 << 63;

/// The cell of a ranking key: its low bits.
const CELL: u64 = (1 << 10) - 1;
const _: () = assert!(MAX_INDEX <= CELL as usize + 1);

/// An open node's candidates as ranking keys (which end with the cell
/// index, so they are distinct and name their cell), sorted only as far as
/// the search walks: a node searches its `width` best moves, and the rest
/// only when all of those are proven losses, so sorting every candidate at
/// every node wasted most of the sort. The first few moves are picked one
/// at a time (a scan for the smallest key left): a node that cuts off
/// after one or two moves, as half of them do, never sorts its width. The
/// order [`Moves::get`] gives is always that of a full sort.
#[derive(Debug, PartialEq, Eq)]
pub struct Moves {
    /// `ranked[..sorted]` is in order and holds the smallest keys.
    ranked: Vec<u64>,
    sorted: usize,
    /// The moves sorted together once the first [`PICKED`] are used.
    width: usize,
}

/// The moves [`Moves::get`] picks one at a time before it sorts the
/// width: a pick costs one scan of the keys left, a sort of the width
/// about as much as ten scans (94 candidates and a width of 30 on the
/// bench's 11x11 positions).
const PICKED: usize = 3;

impl Moves {
    /// A single move.
    pub fn single(index: usize) -> Moves {
        Moves {
            ranked: vec![index as u64],
            sorted: 1,
            width: 1,
        }
    }

    /// Puts the present ones of `firsts` ahead of every other move, in
    /// that order (a move listed twice counts at its first place); call
    /// before [`Moves::order`].
    pub fn promote(&mut self, firsts: &[Option<usize>]) {
        let mut next = 0;
        for &m in firsts.iter().flatten() {
            if let Some(r) = self.ranked.iter_mut().find(|r| **r & CELL == m as u64)
                && *r & RANKED != 0
            {
                *r = next << 10 | m as u64;
                next += 1;
            }
        }
        if next > 0 {
            self.sorted = 0;
        }
    }

    /// Keeps only the moves in `cells`, in their order, unless none is
    /// there (then all stay).
    pub fn retain_in(&mut self, cells: &Bitboard) {
        if !self
            .ranked
            .iter()
            .any(|&r| cells.contains((r & CELL) as usize))
        {
            return;
        }
        let mut sorted = 0;
        let mut n = 0;
        self.ranked.retain(|&r| {
            let keep = cells.contains((r & CELL) as usize);
            sorted += (keep && n < self.sorted) as usize;
            n += 1;
            keep
        });
        self.sorted = sorted;
    }

    /// The search walks the best `width` moves (at least one): those are
    /// sorted together when [`Moves::get`] first goes past the ones it
    /// picks alone; the others stay unsorted until it needs them.
    pub fn order(&mut self, width: usize) {
        self.width = width.max(1);
    }

    /// The `n`th best move (picking or sorting the next ones first when
    /// `n` is past the sorted part).
    #[inline]
    pub fn get(&mut self, n: usize) -> Option<usize> {
        let len = self.ranked.len();
        while n >= self.sorted && self.sorted < len {
            let rest = &mut self.ranked[self.sorted..];
            if self.sorted < PICKED.min(self.width) {
                // The smallest key left comes next.
                let (best, _) = rest
                    .iter()
                    .enumerate()
                    .min_by_key(|&(_, &r)| r)
                    .expect("a key is left");
                rest.swap(0, best);
                self.sorted += 1;
            } else if self.sorted < self.width && self.width < len {
                let k = self.width - self.sorted;
                rest.select_nth_unstable(k);
                rest[..k].sort_unstable();
                self.sorted = self.width;
            } else {
                rest.sort_unstable();
                self.sorted = len;
            }
        }
        self.ranked.get(n).map(|&r| (r & CELL) as usize)
    }

    /// All of them, best first.
    fn into_sorted(mut self) -> Vec<usize> {
        self.order(self.ranked.len());
        self.get(self.ranked.len());
        self.ranked
            .into_iter()
            .map(|r| (r & CELL) as usize)
            .collect()
    }
}

/// A cell's distance from the centre of the board, in hex steps (doubled).
pub fn centre_distance(g: &Geometry, index: usize) -> u32 {
    let c = g.cell(index);
    let dc = 2 * c.col as i32 - (g.width() as i32 - 1);
    let dr = 2 * c.row as i32 - (g.height() as i32 - 1);
    dc.abs().max(dr.abs()).max((dc + dr).abs()) as u32
}

/// Per-cell chain values that rank moves: the stones a player needs on its
/// best chain through a cell ([`INFINITE`] when none passes there).
pub trait Through {
    fn through(&self, color: Color, index: usize) -> u32;

    /// The empty cells on some chain of either player (a value below
    /// [`INFINITE`] for at least one of them): the candidate moves.
    fn candidates(&self, board: &Board) -> Bitboard {
        let mut cells = Bitboard::EMPTY;
        for i in board.empty().iter() {
            if Color::BOTH.iter().any(|&c| self.through(c, i) < INFINITE) {
                cells.insert(i);
            }
        }
        cells
    }
}

impl Through for DistanceMap {
    #[inline]
    fn through(&self, color: Color, index: usize) -> u32 {
        DistanceMap::through(self, color, index)
    }
}

impl Through for BridgeMap {
    #[inline]
    fn through(&self, color: Color, index: usize) -> u32 {
        BridgeMap::through(self, color, index)
    }

    #[inline]
    fn candidates(&self, _: &Board) -> Bitboard {
        *BridgeMap::candidates(self)
    }
}

/// The ranking key of an empty cell (smaller is better).
#[inline]
fn key(map: &impl Through, g: &Geometry, me: Color, index: usize, history: u32) -> u64 {
    let own = map.through(me, index);
    let opp = map.through(me.opponent(), index);
    key_of(own, opp, g, index, history)
}

/// The ranking key from the two players' map values at `index`: their sum,
/// our own value, the history (more is better), closeness to the centre and
/// last the index (below 1024: the key names its cell).
#[inline]
fn key_of(own: u32, opp: u32, g: &Geometry, index: usize, history: u32) -> u64 {
    key_with(own, opp, centre_key(g, index), history)
}

/// The last two fields of a cell's key: its centre distance and index.
#[inline]
fn centre_key(g: &Geometry, index: usize) -> u64 {
    (centre_distance(g, index) as u64) << 10 | index as u64
}

/// [`key_of`] with the cell's [`centre_key`] given.
#[inline(always)]
fn key_with(own: u32, opp: u32, centre: u64, history: u32) -> u64 {
    let own = own.min(1023) as u64;
    let opp = opp.min(1023) as u64;
    let history = (1 << 20) - 1 - history.min((1 << 20) - 1) as u64;
    (own + opp) << 47 | own << 37 | history << 17 | centre
}

/// The ranking key of the ranks by the two-distance potential
/// ([`Rank::Potential`], [`Rank::MapPotential`], [`Rank::Both`]): their
/// first keys, `first(map, pot, own, own_p)` from the two players' summed
/// map values, summed potentials and our own of each, take the 26 bits
/// above the history's (37 and up), so the map values are capped at 255
/// and the potentials at 127 (a potential is at most 126: a cap is no
/// potential; a map value of 255 or more is no chain on any board the
/// search plays well); the history, centre and index follow as in
/// [`key_with`].
#[inline(always)]
fn key_potential(
    first: impl Fn(u64, u64, u64, u64) -> u64,
    (own, opp): (u32, u32),
    (own_p, opp_p): (u32, u32),
    centre: u64,
    history: u32,
) -> u64 {
    let (own, opp) = (own.min(255) as u64, opp.min(255) as u64);
    let (own_p, opp_p) = (own_p.min(127) as u64, opp_p.min(127) as u64);
    let history = (1 << 20) - 1 - history.min((1 << 20) - 1) as u64;
    first(own + opp, own_p + opp_p, own, own_p) | history << 17 | centre
}

/// The ranking key of [`Rank::Shape`]: the 1988 sum (9 bits, each map
/// value capped at 255), the shape's [`move_shape::prior`] (more first, in
/// steps of 1/32 of a natural log: 10 bits hold the learned range, about
/// 12 either side of 0), our own map value (7 bits, capped at 127); the
/// history, centre and index as in [`key_with`].
#[inline(always)]
fn key_shape(own: u32, opp: u32, prior: i32, centre: u64, history: u32) -> u64 {
    let (own, opp) = (own.min(255) as u64, opp.min(255) as u64);
    let shape = (511 - prior.div_euclid(32)).clamp(0, 1023) as u64;
    let history = (1 << 20) - 1 - history.min((1 << 20) - 1) as u64;
    (own + opp) << 54 | shape << 44 | own.min(127) << 37 | history << 17 | centre
}

thread_local! {
    /// The [`centre_key`] of every index for the last board shape seen
    /// (width, height): a node ranks every candidate, and the centre
    /// distance cost more than a table read.
    static CENTRE_KEYS: RefCell<(usize, usize, Vec<u64>)> = const { RefCell::new((0, 0, Vec::new())) };
}

/// Calls `f` with the [`centre_key`] table of `g`'s shape.
fn with_centre_keys<R>(g: &Geometry, f: impl FnOnce(&[u64]) -> R) -> R {
    CENTRE_KEYS.with(|cell| {
        let mut table = cell.borrow_mut();
        if table.0 != g.width() || table.1 != g.height() || table.2.is_empty() {
            let keys = (0..g.height() * g.stride())
                .map(|i| centre_key(g, i))
                .collect();
            *table = (g.width(), g.height(), keys);
        }
        f(&table.2)
    })
}

/// Classifies the node and orders its candidate moves by the 1988 map (the
/// plain distances); `history(index)` scores cells that caused cut-offs
/// before. This is the `rules` player's view.
pub fn analyse(pos: &Position, history: impl Fn(usize) -> u32) -> Node {
    classify(
        pos,
        Wins::of(pos),
        Rank::Map,
        || DistanceMap::new(pos.board()),
        history,
    )
    .map_open(Moves::into_sorted)
}

/// The same classification, with the open moves ranked by the
/// bridge-aware map ([`BridgeMap`]): the search's view, which agrees with
/// its bridge-aware leaf scores. The forced-move rules are the same exact
/// ones as in [`analyse`].
pub fn analyse_bridges(pos: &Position, history: impl Fn(usize) -> u32) -> Node {
    analyse_bridges_lazy(pos, history).map_open(Moves::into_sorted)
}

/// [`analyse_bridges`] with the open moves ranked by `rank` (the root of
/// the search).
pub fn analyse_ranked(pos: &Position, rank: Rank, history: impl Fn(usize) -> u32) -> Node {
    classify(
        pos,
        Wins::of(pos),
        rank,
        || BridgeMap::new(pos.board()),
        history,
    )
    .map_open(Moves::into_sorted)
}

/// [`analyse_bridges`] with the open moves not yet in order: the search
/// promotes its table and killer moves, then sorts only its width
/// ([`Moves::order`]).
pub fn analyse_bridges_lazy(pos: &Position, history: impl Fn(usize) -> u32) -> Node<Moves> {
    classify(
        pos,
        Wins::of(pos),
        Rank::Map,
        || BridgeMap::new(pos.board()),
        history,
    )
}

/// [`analyse_bridges_lazy`] with the node's winning cells already found
/// ([`Wins::of`]): the search asks them first to tell an open node, and
/// does not compute them twice.
/// With `walls`, the map is the walled one ([`BridgeMap::walled`]: the
/// opponent's intact bridges and edge templates are walls in each
/// player's chains), which agrees with the walled leaf
/// (`--bridge-walls 1`). An open node's moves are ranked by `rank`.
pub fn analyse_bridges_with(
    pos: &Position,
    wins: Wins,
    walls: bool,
    rank: Rank,
    history: impl Fn(usize) -> u32,
) -> Node<Moves> {
    classify(pos, wins, rank, || search_map(pos.board(), walls), history)
}

/// The search's map: bridge-aware, walled with `walls`.
fn search_map(board: &Board, walls: bool) -> BridgeMap {
    if walls {
        BridgeMap::walled(board)
    } else {
        BridgeMap::new(board)
    }
}

/// The forced-move rules by the winning cells (the empty cells that join a
/// player's edges at once), then the ranking by `map` (and the potential
/// map, unless `rank` is [`Rank::Map`]), built only when the node needs it.
fn classify<M: Through>(
    pos: &Position,
    wins: Wins,
    rank: Rank,
    map: impl FnOnce() -> M,
    history: impl Fn(usize) -> u32,
) -> Node<Moves> {
    let g = pos.geometry();
    let me = pos.to_move();
    if let Some(win) = wins.mine.first() {
        return Node::WinNow(win);
    }
    let threats = wins.theirs;
    if threats.count() == 1 {
        return Node::Forced(threats.first().expect("one threat"));
    }
    let map = map();
    let mut ranked: Vec<u64> = Vec::with_capacity(g.len());
    if !threats.is_empty() {
        ranked.extend(threats.iter().map(|i| key(&map, g, me, i, history(i))));
        ranked.sort_unstable();
        return Node::Lost(ranked.into_iter().map(|r| (r & CELL) as usize).collect());
    }
    Node::Open(rank_moves(&map, rank, pos, ranked, history))
}

/// The winning cells of a node (the empty cells that join a player's
/// edges at once) as far as the forced-move rules look: the side to
/// move's, and the opponent's when the side to move has none.
#[derive(Clone, Copy, Debug)]
pub struct Wins {
    mine: Bitboard,
    /// Empty (not computed) when `mine` is not.
    theirs: Bitboard,
}

impl Wins {
    /// The winning cells of `pos`.
    pub fn of(pos: &Position) -> Wins {
        let board = pos.board();
        let me = pos.to_move();
        let mine = winning_cells(board, me);
        let theirs = if mine.is_empty() {
            winning_cells(board, me.opponent())
        } else {
            Bitboard::EMPTY
        };
        Wins { mine, theirs }
    }

    /// Whether neither player has a winning cell: the node is open, and
    /// [`open_moves_bridges`] gives its moves (the same as
    /// [`analyse_bridges_with`]'s).
    pub fn is_open(&self) -> bool {
        self.mine.is_empty() && self.theirs.is_empty()
    }
}

/// The moves of an open node ([`Wins::is_open`]), ranked by `rank` over
/// the bridge-aware map's candidates, not yet in order: the search builds
/// them only when its table move did not decide the node.
pub fn open_moves_bridges(
    pos: &Position,
    walls: bool,
    rank: Rank,
    history: impl Fn(usize) -> u32,
) -> Moves {
    let ranked = Vec::with_capacity(pos.geometry().len());
    rank_moves(&search_map(pos.board(), walls), rank, pos, ranked, history)
}

/// The ranking keys by `rank` of the candidates of `map` (in `ranked`,
/// empty); the potential map is built here when `rank` needs it.
fn rank_moves(
    map: &impl Through,
    rank: Rank,
    pos: &Position,
    ranked: Vec<u64>,
    history: impl Fn(usize) -> u32,
) -> Moves {
    let me = pos.to_move();
    match rank {
        Rank::Map => rank_by(map, pos, ranked, |i, own, opp, centre| {
            key_with(own, opp, centre, history(i))
        }),
        Rank::Shape => {
            let board = pos.board();
            move_shape::with_reads(board.geometry(), me, |reads| {
                rank_by(map, pos, ranked, |i, own, opp, centre| {
                    key_shape(own, opp, reads.prior(board, i), centre, history(i))
                })
            })
        }
        // 8 + 9 + 8 bits: the potentials, the map values, our map value.
        Rank::Potential => by_potential(map, pos, ranked, &history, |map, pot, own, _| {
            pot << 54 | map << 45 | own << 37
        }),
        // 9 + 8 + 8 bits.
        Rank::MapPotential => by_potential(map, pos, ranked, &history, |map, pot, own, _| {
            map << 53 | pot << 45 | own << 37
        }),
        // 10 + 8 + 7 bits: the two sums added, our map value, our potential.
        Rank::Both => by_potential(map, pos, ranked, &history, |map, pot, own, own_p| {
            (map + pot) << 52 | own << 44 | own_p << 37
        }),
    }
}

/// The keys of a rank by the potentials ([`key_potential`] with its first
/// keys `first`); the potential map is built here. Generic in `first`, so
/// each rank's keys compile into its own loop.
fn by_potential(
    map: &impl Through,
    pos: &Position,
    ranked: Vec<u64>,
    history: impl Fn(usize) -> u32,
    first: impl Fn(u64, u64, u64, u64) -> u64,
) -> Moves {
    let me = pos.to_move();
    let pot = PotentialMap::new(pos.board());
    rank_by(map, pos, ranked, |i, own, opp, centre| {
        let potentials = (pot.through(me, i), pot.through(me.opponent(), i));
        key_potential(&first, (own, opp), potentials, centre, history(i))
    })
}

/// The keys `key(index, own, opp, centre)` of the candidates of `map`
/// (in `ranked`, empty), from the side to move's and the opponent's map
/// values and the cell's [`centre_key`].
#[inline(always)]
fn rank_by(
    map: &impl Through,
    pos: &Position,
    mut ranked: Vec<u64>,
    key: impl Fn(usize, u32, u32, u64) -> u64,
) -> Moves {
    let board = pos.board();
    let g = board.geometry();
    let me = pos.to_move();
    let candidates = map.candidates(board);
    ranked.resize(candidates.count() as usize, 0);
    with_centre_keys(g, |centre| {
        let mut slots = ranked.iter_mut();
        for (w, &word) in candidates.0.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let i = 64 * w + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let (own, opp) = (map.through(me, i), map.through(me.opponent(), i));
                if let Some(slot) = slots.next() {
                    *slot = RANKED | key(i, own, opp, centre[i]);
                }
            }
        }
    });
    Moves {
        ranked,
        sorted: 0,
        width: usize::MAX,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Cell, Geometry};

    fn position(n: usize, black: &[&str], white: &[&str], to_move: Color) -> Position {
        let mut p = Position::new(Geometry::new(n, n).unwrap());
        for (color, cells) in [(Color::Black, black), (Color::White, white)] {
            for s in cells {
                let i = p.geometry().index(s.parse::<Cell>().unwrap());
                p.play_index(color, i);
            }
        }
        p.set_to_move(to_move);
        p
    }

    fn name(p: &Position, i: usize) -> String {
        p.geometry().cell(i).to_string()
    }

    #[test]
    fn one_stone_from_joining_wins_now() {
        let p = position(3, &["b1", "b2"], &["a2"], Color::Black);
        let Node::WinNow(i) = analyse(&p, |_| 0) else {
            panic!("expected a win")
        };
        assert!(["a3", "b3"].contains(&name(&p, i).as_str()));
    }

    #[test]
    fn a_single_threat_forces_the_block_and_two_threats_lose() {
        let p = position(3, &["b1", "b2"], &["c1"], Color::White);
        let Node::Lost(cells) = analyse(&p, |_| 0) else {
            panic!("two winning cells for black")
        };
        assert_eq!(cells.len(), 2);
        let p = position(3, &["a1", "a2"], &["b2", "b1"], Color::White);
        assert_eq!(
            analyse(&p, |_| 0),
            Node::Forced(p.geometry().index("a3".parse().unwrap()))
        );
    }

    /// The lazy order is the full sort with the promoted moves rotated to
    /// the front (the search's order before the partial sort), whatever
    /// the width and however far the search walks.
    #[test]
    fn lazy_moves_walk_in_the_order_of_the_full_sort() {
        let mut rng = crate::rng::Rng::new(21);
        for _ in 0..2000 {
            let n = 1 + rng.below(120);
            let mut cells: Vec<usize> = (0..MAX_INDEX).collect();
            let keys: Vec<u64> = (0..n)
                .map(|_| {
                    let i = cells.swap_remove(rng.below(cells.len()));
                    RANKED | (rng.below(40) as u64) << 47 | (rng.below(30) as u64) << 37 | i as u64
                })
                .collect();
            let pick = |rng: &mut crate::rng::Rng| match rng.below(3) {
                0 => None,
                1 => Some((keys[rng.below(n)] & CELL) as usize),
                _ => Some(rng.below(MAX_INDEX)),
            };
            let firsts = [pick(&mut rng), pick(&mut rng), pick(&mut rng)];
            let mut want: Vec<usize> = {
                let mut k = keys.clone();
                k.sort_unstable();
                k.into_iter().map(|r| (r & CELL) as usize).collect()
            };
            for &first in firsts.iter().rev().flatten() {
                if let Some(pos) = want.iter().position(|&m| m == first) {
                    want[..=pos].rotate_right(1);
                }
            }
            let mut moves = Moves {
                ranked: keys.clone(),
                sorted: 0,
                width: usize::MAX,
            };
            moves.promote(&firsts);
            moves.order(1 + rng.below(40));
            let walk = 1 + rng.below(n + 1);
            let got: Vec<usize> = (0..walk).map_while(|i| moves.get(i)).collect();
            assert_eq!(got, want[..walk.min(n)]);
        }
    }

    /// Each rank's order is the sort by its fields, compared as a tuple
    /// (the keys' packing into one word keeps every field apart), over the
    /// bridge-aware map's candidates; the map's rank is
    /// [`analyse_bridges`]'s order; and the other ranks do reorder (most
    /// positions differ from the map's order in their first ten).
    #[test]
    fn each_rank_sorts_by_its_fields() {
        let mut rng = crate::rng::Rng::new(33);
        let mut differs = [0u32; Rank::ALL.len()];
        let mut open = 0;
        for _ in 0..300 {
            let n = 3 + rng.below(11);
            let g = Geometry::new(n, n).unwrap();
            let mut p = Position::new(g.clone());
            for _ in 0..rng.below(n * n / 2 + 1) {
                let i = g.index(Cell::new(rng.below(n), rng.below(n)).unwrap());
                if p.board().empty().contains(i) {
                    p.play_index(Color::BOTH[rng.below(2)], i);
                }
            }
            if p.winner().is_some() {
                continue;
            }
            p.set_to_move(Color::BOTH[rng.below(2)]);
            let me = p.to_move();
            let Node::Open(by_map) = analyse_bridges(&p, |_| 0) else {
                continue;
            };
            open += 1;
            let map = BridgeMap::new(p.board());
            let pot = PotentialMap::new(p.board());
            let fields = |rank: Rank, i: usize| {
                let (own, opp) = (
                    map.through(me, i).min(255),
                    map.through(me.opponent(), i).min(255),
                );
                let own_p = pot.through(me, i).min(127);
                let sum_p = own_p + pot.through(me.opponent(), i).min(127);
                let centre = (centre_distance(&g, i), i);
                let shape = -move_shape::prior(p.board(), me, i).div_euclid(32) as i64;
                let [own, opp, own_p, sum_p] = [own, opp, own_p, sum_p].map(i64::from);
                match rank {
                    Rank::Map => (0, 0, 0, centre),
                    Rank::Potential => (sum_p, own + opp, own, centre),
                    Rank::MapPotential => (own + opp, sum_p, own, centre),
                    Rank::Both => (own + opp + sum_p, own, own_p, centre),
                    Rank::Shape => (own + opp, shape, own.min(127), centre),
                }
            };
            for rank in Rank::ALL {
                let Node::Open(got) = analyse_ranked(&p, rank, |_| 0) else {
                    panic!("{rank}: the same position is open");
                };
                let want = if rank == Rank::Map {
                    by_map.clone()
                } else {
                    let mut want = by_map.clone();
                    want.sort_by_key(|&i| fields(rank, i));
                    want
                };
                assert_eq!(got, want, "{rank} on {n}x{n}");
                let k = got.len().min(10);
                differs[rank as usize] += (got[..k] != by_map[..k]) as u32;
            }
        }
        assert!(open > 200, "{open}");
        assert_eq!(differs[0], 0);
        assert!(
            differs[1..].iter().all(|&d| 2 * d > open),
            "{differs:?} of {open}"
        );
    }

    /// The rank applies above the plies asked for, the map's below.
    #[test]
    fn an_order_ranks_by_its_rank_above_its_plies() {
        let root = Order {
            rank: Rank::Both,
            plies: 1,
        };
        assert_eq!((root.at(0), root.at(1)), (Rank::Both, Rank::Map));
        let every = Order {
            rank: Rank::Potential,
            plies: 0,
        };
        assert_eq!(
            (every.at(0), every.at(40)),
            (Rank::Potential, Rank::Potential)
        );
        assert_eq!(Order::default(), Order::MAP);
        for rank in Rank::ALL {
            assert_eq!(rank.name().parse::<Rank>(), Ok(rank));
        }
        assert!("queenbee".parse::<Rank>().is_err());
    }

    #[test]
    fn on_an_empty_board_the_centre_ranks_first() {
        let p = position(5, &[], &[], Color::Black);
        let Node::Open(moves) = analyse(&p, |_| 0) else {
            panic!()
        };
        assert_eq!(moves.len(), 25);
        assert_eq!(name(&p, moves[0]), "c3");
    }
}
