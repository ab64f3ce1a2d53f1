//! The engine's settings (`param_hexbfs`) and the game's (`param_game`), in
//! the `[bool]` / `[string]` / `[list/...]` form that HexGui's parameter
//! dialog reads, each value checked and bounded when set.

use crate::board::MAX_SIZE;
use crate::player::Level;
use crate::search::leaves::Weights;
use crate::search::ordering::{Order, Rank};
use crate::search::threads::MAX_THREADS;
use crate::search::{
    DEFAULT_DEEP_FROM, DEFAULT_DEEP_WIDTH, DEFAULT_FRONTIER_PLIES, DEFAULT_FRONTIER_WIDTH,
    DEFAULT_WIDTH, MAX_DEPTH, interior, late_moves, null_move,
};

/// Engine settings, as `param_hexbfs` and the command-line flags set them.
#[derive(Clone, Debug, PartialEq)]
pub struct Settings {
    /// Seconds per move.
    pub max_time: f64,
    pub max_depth: u32,
    pub level: Level,
    pub seed: u64,
    /// Moves kept per node above `deep_plies` (the root's).
    pub width: usize,
    /// Moves kept at the nodes `deep_plies` or more plies below the root
    /// (0: `width` at every node).
    pub deep_width: usize,
    /// The first ply that keeps `deep_width` moves.
    pub deep_plies: u32,
    /// Moves kept at the nodes with `frontier_plies` or fewer plies left
    /// (0: no limit of their own).
    pub frontier_width: usize,
    /// The plies left up to which a node keeps `frontier_width` moves.
    pub frontier_plies: u32,
    /// Transposition table size in megabytes (0: none).
    pub table_mb: usize,
    /// Search threads (Lazy SMP; 1: deterministic at a fixed depth).
    pub threads: usize,
    /// Least remaining depth of a node two or more plies below the root that
    /// asks the virtual connections (0: only the root and ply 1 ask).
    pub interior_depth: u32,
    /// Least remaining depth of a principal-variation node two or more
    /// plies below the root that asks the connections, with a reserve of
    /// their time (0: they ask as the other nodes do).
    pub interior_pv: u32,
    /// With N > 0, an interior build starts only while N times what one
    /// costs on average is left before the deadline (0: the root's per-cell
    /// guard).
    pub interior_guard: u32,
    /// The interior builds take one part in this many of the time left
    /// (1: all of it, 4: a quarter, the default).
    pub interior_share: u32,
    /// The null move's reduction in plies (0: no null-move pruning).
    pub null_move: u32,
    /// The late moves' reduction in plies (0: no late move reductions;
    /// `search::late_moves`).
    pub late_reduction: u32,
    /// The root's connections also look for edge-to-edge fulls by
    /// playing keys (`vc::Connections::join_by_probes`).
    pub root_probes: bool,
    /// The root's verdict is narrowed by a wider build of the opponent's
    /// connections (`search::connections::narrowed`).
    pub root_wide: bool,
    /// The verdicts at the root and after each root move are sharpened by
    /// those on the fill-in for the side to move
    /// (`search::connections::sharpened`).
    pub root_sided: bool,
    /// The root moves are also scored on the connections after them, and
    /// the search considers only this many of the best so scored (0: off;
    /// `search::Searcher::set_root_knowledge`).
    pub root_knowledge: usize,
    /// The root knowledge ranks by the circuit alone
    /// (`search::Searcher::set_knowledge_circuit`).
    pub knowledge_circuit: bool,
    /// The fewest stones on the board for the root knowledge to apply
    /// (`search::Searcher::set_knowledge_from`).
    pub knowledge_from: usize,
    /// The leaf's last tie-break counts the cells at the smallest
    /// two-distance potential instead of the cells on shortest chains.
    pub potential_count: bool,
    /// The leaf's distances wall the opponent's intact bridges and edge
    /// templates (`eval::walls`).
    pub bridge_walls: bool,
    /// A leaf whose side to move must block the opponent's only winning
    /// cell is searched this many plies deeper (1: the block played; 2:
    /// and the reply; 0: off).
    pub threat_extension: u32,
    /// The nodes this many plies above the leaves play their inferior-cell
    /// fill-in before they are searched (0: off).
    pub fill_plies: u32,
    /// The leaf's weight of a unit of two-distance potential difference,
    /// in 32nds of a stone (4: the tie-break of round six).
    pub potential_weight: u32,
    /// The most units of potential difference the leaf counts (3).
    pub potential_cap: u32,
    /// The leaf's weight of a cell of chain-cell difference, in 32nds of
    /// a stone (1: the last tie-break of rounds six to sixteen).
    pub cells_weight: u32,
    /// The most cells of chain-cell difference the leaf counts (3).
    pub cells_cap: u32,
    /// The leaf's weight of a unit of the resistance term (the natural
    /// logarithm of the two conductances' ratio), in 32nds of a stone
    /// (0: off).
    pub resistance_weight: u32,
    /// The most stones the resistance term counts (3).
    pub resistance_cap: u32,
    /// How the search ranks a node's moves (`map`: the 1988 key).
    pub order: Rank,
    /// The nodes fewer than this many plies from the root rank by `order`,
    /// the deeper ones by the 1988 key (0: every node).
    pub order_plies: u32,
    /// Print a `gogui-gfx:` block per finished depth during `genmove`.
    pub live_gfx: bool,
    /// The percentage of a move's time the df-pn solver gets first in
    /// `genmove` (the search levels, moves limited by time only: with a
    /// `max_depth` the search alone plays): a move it proves winning is
    /// played, else the search has the rest (0: no solver). 40 by default:
    /// it won its self-play SPRT, +22.8 Elo over 1556 games on 9x9 at
    /// 0.3 s (docs/strength.md, "Round thirty").
    pub solver_share: u32,
    /// The percentage of a move's time kept from the search in `genmove`
    /// (where the solver takes part, as for `solver_share`) to check the
    /// chosen move with df-pn: a move it proves losing gives way to the
    /// search's next best not known to lose (0: no check). With a check,
    /// the search also leaves out the root moves the solver's table
    /// already shows losing. At most what the share leaves above a tenth
    /// of the time for the search. 20 by default: 10 won its self-play
    /// SPRT against 0, +66.8 Elo over 237 games on 9x9 at 0.3 s
    /// (docs/strength.md, "Round thirty-one"), and 20 won its SPRT against
    /// 10, +22.5 Elo over 1625 games (same page, "Round thirty-two").
    pub solver_check: u32,
    /// The solver (`solver_share` and `solver_check`) takes part only in
    /// positions with at most this many empty cells; in the others the
    /// search has the whole move. What df-pn can prove in a move's time
    /// depends on how much of the board is left to fill, so the limit is
    /// counted in empty cells, the same on every board; 676 is every
    /// position. 100 by default (every position of 9x9, and of 11x11 from
    /// its 21st stone on): on 11x11 at 0.3 s it won its self-play SPRT against
    /// the solver everywhere, +49.7 Elo over 352 games (docs/strength.md,
    /// "Round thirty-three"). It replaced round thirty-two's `solver_from`
    /// (a count of stones), whose 10 lost on 9x9.
    pub solver_empty: usize,
    /// The most seconds the solver takes of a move, its share and its
    /// check together (each cut in proportion when the two would take
    /// more); 0: no cap, the percentages alone. Proofs within a move come
    /// fast or not at all: on the positions of the games against Wolve,
    /// df-pn proves nearly as many within 0.12 s as within 0.4 s
    /// (docs/strength.md, "Round thirty-seven"), so at longer times the
    /// search can have the rest.
    pub solver_time: f64,
    /// The search reads the solver's table when the solver took part in
    /// the move: a position df-pn has proven is scored as proven wherever
    /// the search meets it (`search::Searcher::read_proofs`).
    pub solver_proofs: bool,
    /// A search keeps the table of the search before it, when the two
    /// have the same settings and board (`search::Searcher::set_keep_table`).
    pub keep_table: bool,
    /// A deeper table entry cuts a node off only when the depths differ
    /// by an even number of plies (`search::Searcher::set_table_parity`).
    pub table_parity: bool,
    /// The moves the search considers at the root, best-ranked first
    /// (`search::Searcher::set_root_width`); 0: `width`.
    pub root_width: usize,
    /// The first depths at which the root searches every move
    /// (`search::Searcher::set_root_sweep`); 0: none.
    pub root_sweep: u32,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            max_time: 5.0,
            max_depth: MAX_DEPTH,
            level: Level::Combined,
            seed: 0,
            width: DEFAULT_WIDTH,
            deep_width: DEFAULT_DEEP_WIDTH,
            deep_plies: DEFAULT_DEEP_FROM,
            frontier_width: DEFAULT_FRONTIER_WIDTH,
            frontier_plies: DEFAULT_FRONTIER_PLIES,
            table_mb: 32,
            threads: 1,
            interior_depth: interior::MIN_DEPTH,
            interior_pv: 0,
            interior_guard: 0,
            interior_share: interior::SHARE,
            null_move: null_move::DEFAULT.unwrap_or(0),
            late_reduction: late_moves::DEFAULT.unwrap_or(0),
            root_probes: false,
            root_wide: false,
            root_sided: false,
            root_knowledge: 0,
            knowledge_circuit: false,
            knowledge_from: 0,
            potential_count: false,
            bridge_walls: false,
            threat_extension: 0,
            fill_plies: 0,
            potential_weight: Weights::DEFAULT.potential_step,
            potential_cap: Weights::DEFAULT.potential_cap,
            cells_weight: Weights::DEFAULT.cells_step,
            cells_cap: Weights::DEFAULT.cells_cap,
            resistance_weight: Weights::DEFAULT.resistance_step,
            resistance_cap: Weights::DEFAULT.resistance_cap,
            order: Rank::Map,
            order_plies: 0,
            live_gfx: false,
            solver_share: 40,
            solver_check: 20,
            solver_empty: 100,
            solver_time: 0.0,
            solver_proofs: false,
            keep_table: false,
            table_parity: false,
            root_width: 0,
            root_sweep: 0,
        }
    }
}

/// The largest `solver_share`: the search keeps a tenth of the time.
pub const MAX_SOLVER_SHARE: u32 = 90;
/// The largest `solver_check`.
pub const MAX_SOLVER_CHECK: u32 = 50;
/// The most seconds a move may be given.
pub const MAX_TIME: f64 = 86_400.0;
/// The largest `interior_guard`: builds kept this many average builds from
/// the deadline (more would keep them from all but the longest searches).
pub const MAX_INTERIOR_GUARD: u32 = 16;
/// The largest `interior_share`: a sixteenth of the time.
pub const MAX_INTERIOR_SHARE: u32 = 16;

/// The cells of the largest board: the widest `width` and the most stones
/// `knowledge_from` may ask for.
pub const MAX_CELLS: usize = MAX_SIZE * MAX_SIZE;

/// The most root moves `root_knowledge` may keep.
pub const MAX_ROOT_KNOWLEDGE: usize = 32;

/// The most plies above the leaves a node may play its fill-in at.
pub const MAX_FILL_PLIES: u32 = 8;
/// The largest table a setting may ask for, in megabytes.
pub const MAX_TABLE_MB: usize = 4096;

fn number<T: std::str::FromStr + PartialOrd + std::fmt::Display>(
    key: &str,
    value: &str,
    low: T,
    high: T,
) -> Result<T, String> {
    value
        .parse::<T>()
        .ok()
        .filter(|v| *v >= low && *v <= high)
        .ok_or_else(|| format!("{key} must be a number in {low}..{high}: {value}"))
}

/// `0`/`1` (also `false`/`true`).
pub fn boolean(key: &str, value: &str) -> Result<bool, String> {
    match value.to_ascii_lowercase().as_str() {
        "0" | "false" => Ok(false),
        "1" | "true" => Ok(true),
        _ => Err(format!("{key} must be 0 or 1: {value}")),
    }
}

/// Seconds, finite and within `0..=high` (`positive` excludes 0).
pub fn seconds(key: &str, value: &str, positive: bool) -> Result<f64, String> {
    let t: f64 = number(key, value, 0.0, MAX_TIME)?;
    // `-0` is within the range but is no time a user means.
    if t.is_sign_negative() {
        return Err(format!("{key} must be a number in 0..{MAX_TIME}: {value}"));
    }
    if positive && t <= 0.0 {
        return Err(format!("{key} must be more than 0: {value}"));
    }
    Ok(t)
}

impl Settings {
    /// The least remaining depth of an interior node that asks the
    /// connections, as the searcher takes it (`None`: off).
    pub fn interior(&self) -> Option<u32> {
        (self.interior_depth > 0).then_some(self.interior_depth)
    }

    /// The least remaining depth of a principal-variation node that asks
    /// the connections with its own reserve, as the searcher takes it
    /// (`None`: off).
    pub fn interior_pv(&self) -> Option<u32> {
        (self.interior_pv > 0).then_some(self.interior_pv)
    }

    /// The guard of the interior builds against the deadline, as the
    /// searcher takes it (`None`: the root's per-cell guard).
    pub fn interior_guard(&self) -> Option<u32> {
        (self.interior_guard > 0).then_some(self.interior_guard)
    }

    /// The null move's reduction as the search takes it (`None`: off).
    pub fn null(&self) -> Option<u32> {
        (self.null_move > 0).then_some(self.null_move)
    }

    /// The late moves' reduction as the search takes it (`None`: off).
    pub fn late(&self) -> Option<u32> {
        (self.late_reduction > 0).then_some(self.late_reduction)
    }

    /// The leaf's weights as the searcher takes them.
    pub fn weights(&self) -> Weights {
        Weights {
            potential_step: self.potential_weight,
            potential_cap: self.potential_cap,
            cells_step: self.cells_weight,
            cells_cap: self.cells_cap,
            resistance_step: self.resistance_weight,
            resistance_cap: self.resistance_cap,
        }
    }

    /// The move order as the searcher takes it.
    pub fn order(&self) -> Order {
        Order {
            rank: self.order,
            plies: self.order_plies,
        }
    }

    /// The dialog lines, one per key.
    pub fn list(&self) -> String {
        let levels: Vec<String> = Level::ALL.iter().map(|l| l.to_string()).collect();
        let ranks: Vec<&str> = Rank::ALL.iter().map(|r| r.name()).collect();
        [
            format!("[string] max_time {}", self.max_time),
            format!("[string] max_depth {}", self.max_depth),
            format!("[list/{}] level {}", levels.join("/"), self.level),
            format!("[string] seed {}", self.seed),
            format!("[string] width {}", self.width),
            format!("[string] deep_width {}", self.deep_width),
            format!("[string] deep_plies {}", self.deep_plies),
            format!("[string] frontier_width {}", self.frontier_width),
            format!("[string] frontier_plies {}", self.frontier_plies),
            format!("[string] table_mb {}", self.table_mb),
            format!("[string] threads {}", self.threads),
            format!("[string] interior_depth {}", self.interior_depth),
            format!("[string] interior_pv {}", self.interior_pv),
            format!("[string] interior_guard {}", self.interior_guard),
            format!("[string] interior_share {}", self.interior_share),
            format!("[string] null_move {}", self.null_move),
            format!("[string] late_reduction {}", self.late_reduction),
            format!("[bool] root_probes {}", self.root_probes as u8),
            format!("[bool] root_wide {}", self.root_wide as u8),
            format!("[bool] root_sided {}", self.root_sided as u8),
            format!("[string] root_knowledge {}", self.root_knowledge),
            format!("[bool] knowledge_circuit {}", self.knowledge_circuit as u8),
            format!("[string] knowledge_from {}", self.knowledge_from),
            format!("[bool] potential_count {}", self.potential_count as u8),
            format!("[bool] bridge_walls {}", self.bridge_walls as u8),
            format!("[string] threat_extension {}", self.threat_extension),
            format!("[string] fill_plies {}", self.fill_plies),
            format!("[string] potential_weight {}", self.potential_weight),
            format!("[string] potential_cap {}", self.potential_cap),
            format!("[string] cells_weight {}", self.cells_weight),
            format!("[string] cells_cap {}", self.cells_cap),
            format!("[string] resistance_weight {}", self.resistance_weight),
            format!("[string] resistance_cap {}", self.resistance_cap),
            format!("[list/{}] order {}", ranks.join("/"), self.order),
            format!("[string] order_plies {}", self.order_plies),
            format!("[bool] live_gfx {}", self.live_gfx as u8),
            format!("[string] solver_share {}", self.solver_share),
            format!("[string] solver_check {}", self.solver_check),
            format!("[string] solver_empty {}", self.solver_empty),
            format!("[string] solver_time {}", self.solver_time),
            format!("[bool] solver_proofs {}", self.solver_proofs as u8),
            format!("[bool] keep_table {}", self.keep_table as u8),
            format!("[bool] table_parity {}", self.table_parity as u8),
            format!("[string] root_width {}", self.root_width),
            format!("[string] root_sweep {}", self.root_sweep),
        ]
        .join("\n")
    }

    /// One key's current value.
    pub fn show(&self, key: &str) -> Result<String, String> {
        self.list()
            .lines()
            .find_map(|l| {
                let mut w = l.split(' ').skip(1);
                (w.next() == Some(key)).then(|| w.next().unwrap_or("").to_string())
            })
            .ok_or_else(|| format!("unknown parameter: {key}"))
    }

    /// Sets one key; on error nothing changes.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), String> {
        match key {
            "max_time" => self.max_time = seconds(key, value, true)?,
            "max_depth" => self.max_depth = number(key, value, 1, MAX_DEPTH)?,
            "level" => self.level = value.parse()?,
            "seed" => self.seed = number(key, value, 0, u64::MAX)?,
            "width" => self.width = number(key, value, 1, MAX_CELLS)?,
            "deep_width" => self.deep_width = number(key, value, 0, MAX_CELLS)?,
            "deep_plies" => self.deep_plies = number(key, value, 1, MAX_DEPTH)?,
            "frontier_width" => self.frontier_width = number(key, value, 0, MAX_CELLS)?,
            "frontier_plies" => self.frontier_plies = number(key, value, 1, MAX_DEPTH)?,
            "table_mb" => self.table_mb = number(key, value, 0, MAX_TABLE_MB)?,
            "threads" => self.threads = number(key, value, 1, MAX_THREADS)?,
            "interior_depth" => self.interior_depth = number(key, value, 0, MAX_DEPTH)?,
            "interior_pv" => self.interior_pv = number(key, value, 0, MAX_DEPTH)?,
            "interior_guard" => self.interior_guard = number(key, value, 0, MAX_INTERIOR_GUARD)?,
            "interior_share" => self.interior_share = number(key, value, 1, MAX_INTERIOR_SHARE)?,
            "null_move" => self.null_move = number(key, value, 0, null_move::MAX_REDUCTION)?,
            "late_reduction" => {
                self.late_reduction = number(key, value, 0, late_moves::MAX_REDUCTION)?
            }
            "root_probes" => self.root_probes = boolean(key, value)?,
            "root_wide" => self.root_wide = boolean(key, value)?,
            "root_sided" => self.root_sided = boolean(key, value)?,
            "root_knowledge" => self.root_knowledge = number(key, value, 0, MAX_ROOT_KNOWLEDGE)?,
            "knowledge_circuit" => self.knowledge_circuit = boolean(key, value)?,
            "knowledge_from" => self.knowledge_from = number(key, value, 0, MAX_CELLS)?,
            "potential_count" => self.potential_count = boolean(key, value)?,
            "bridge_walls" => self.bridge_walls = boolean(key, value)?,
            "threat_extension" => self.threat_extension = number(key, value, 0, 2)?,
            "fill_plies" => self.fill_plies = number(key, value, 0, MAX_FILL_PLIES)?,
            "potential_weight" => self.potential_weight = number(key, value, 0, Weights::MAX_STEP)?,
            "potential_cap" => self.potential_cap = number(key, value, 1, Weights::MAX_CAP)?,
            "cells_weight" => self.cells_weight = number(key, value, 0, Weights::MAX_CELLS_STEP)?,
            "cells_cap" => self.cells_cap = number(key, value, 1, Weights::MAX_CELLS_CAP)?,
            "resistance_weight" => {
                self.resistance_weight = number(key, value, 0, Weights::MAX_RESISTANCE_STEP)?
            }
            "resistance_cap" => {
                self.resistance_cap = number(key, value, 1, Weights::MAX_RESISTANCE_CAP)?
            }
            "order" => self.order = value.parse()?,
            "order_plies" => self.order_plies = number(key, value, 0, MAX_DEPTH)?,
            "live_gfx" => self.live_gfx = boolean(key, value)?,
            "solver_share" => self.solver_share = number(key, value, 0, MAX_SOLVER_SHARE)?,
            "solver_check" => self.solver_check = number(key, value, 0, MAX_SOLVER_CHECK)?,
            "solver_empty" => self.solver_empty = number(key, value, 0, MAX_CELLS)?,
            "solver_time" => self.solver_time = seconds(key, value, false)?,
            "solver_proofs" => self.solver_proofs = boolean(key, value)?,
            "keep_table" => self.keep_table = boolean(key, value)?,
            "table_parity" => self.table_parity = boolean(key, value)?,
            "root_width" => self.root_width = number(key, value, 0, MAX_CELLS)?,
            "root_sweep" => self.root_sweep = number(key, value, 0, MAX_DEPTH)?,
            _ => return Err(format!("unknown parameter: {key}")),
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_checked_and_bad_ones_change_nothing() {
        let mut s = Settings::default();
        s.set("max_time", "0.5").unwrap();
        s.set("level", "RULES").unwrap();
        assert_eq!((s.max_time, s.level), (0.5, Level::Rules));
        let before = s.clone();
        for (k, v) in [
            ("max_time", "0"),
            ("max_time", "nan"),
            ("max_time", "1e300"),
            ("max_depth", "65"),
            ("width", "0"),
            ("deep_width", "-1"),
            ("deep_width", "677"),
            ("deep_plies", "0"),
            ("deep_plies", "65"),
            ("deep_plies", "two"),
            ("frontier_width", "-1"),
            ("frontier_width", "677"),
            ("frontier_plies", "0"),
            ("frontier_plies", "65"),
            ("table_mb", "99999999"),
            ("threads", "0"),
            ("threads", "257"),
            ("interior_depth", "-1"),
            ("interior_depth", "65"),
            ("interior_pv", "-1"),
            ("interior_pv", "65"),
            ("interior_pv", "two"),
            ("interior_guard", "-1"),
            ("interior_guard", "17"),
            ("interior_guard", "2.5"),
            ("interior_share", "0"),
            ("interior_share", "17"),
            ("interior_share", "half"),
            ("null_move", "-1"),
            ("null_move", "9"),
            ("null_move", "on"),
            ("late_reduction", "-1"),
            ("late_reduction", "9"),
            ("late_reduction", "two"),
            ("root_probes", "2"),
            ("root_probes", "on"),
            ("root_wide", "2"),
            ("root_wide", "wide"),
            ("root_sided", "2"),
            ("root_sided", "yes"),
            ("root_knowledge", "-1"),
            ("root_knowledge", "33"),
            ("root_knowledge", "yes"),
            ("knowledge_circuit", "2"),
            ("knowledge_circuit", "circuit"),
            ("knowledge_from", "-1"),
            ("knowledge_from", "677"),
            ("knowledge_from", "ten"),
            ("solver_share", "-1"),
            ("solver_share", "91"),
            ("solver_share", "0.5"),
            ("solver_check", "-1"),
            ("solver_check", "51"),
            ("solver_check", "some"),
            ("solver_empty", "-1"),
            ("solver_empty", "677"),
            ("solver_empty", "ten"),
            ("solver_time", "-0.1"),
            ("solver_time", "-0"),
            ("solver_time", "1e300"),
            ("solver_time", "fast"),
            ("solver_proofs", "2"),
            ("solver_proofs", "yes"),
            ("keep_table", "-1"),
            ("keep_table", "keep"),
            ("table_parity", "3"),
            ("table_parity", "even"),
            ("root_width", "-1"),
            ("root_width", "677"),
            ("root_width", "all"),
            ("root_sweep", "-1"),
            ("root_sweep", "65"),
            ("root_sweep", "one"),
            ("potential_count", "2"),
            ("potential_count", "yes"),
            ("bridge_walls", "2"),
            ("bridge_walls", "walls"),
            ("threat_extension", "3"),
            ("threat_extension", "-1"),
            ("threat_extension", "on"),
            ("fill_plies", "9"),
            ("fill_plies", "-2"),
            ("fill_plies", "deep"),
            ("potential_weight", "-1"),
            ("potential_weight", "65"),
            ("potential_weight", "1.5"),
            ("potential_cap", "0"),
            ("potential_cap", "17"),
            ("potential_cap", "three"),
            ("cells_weight", "-1"),
            ("cells_weight", "33"),
            ("cells_weight", "heavy"),
            ("cells_cap", "0"),
            ("cells_cap", "17"),
            ("cells_cap", "many"),
            ("resistance_weight", "-1"),
            ("resistance_weight", "257"),
            ("resistance_weight", "ohm"),
            ("resistance_cap", "0"),
            ("resistance_cap", "17"),
            ("resistance_cap", "wide"),
            ("order", "queenbee"),
            ("order", ""),
            ("order_plies", "-1"),
            ("order_plies", "65"),
            ("order_plies", "root"),
            ("live_gfx", "2"),
            ("colour", "1"),
        ] {
            assert!(s.set(k, v).is_err(), "{k} {v}");
        }
        assert_eq!(s, before);
    }

    #[test]
    fn the_list_is_in_hexgui_form_and_show_reads_it() {
        let s = Settings::default();
        for line in s.list().lines() {
            assert!(
                line.starts_with('[') && line.split(' ').count() == 3,
                "{line}"
            );
        }
        assert_eq!(s.show("level").unwrap(), "combined");
        assert_eq!(s.show("order").unwrap(), "map");
        assert!(s.show("nope").is_err());
    }
}
