//! The `hexbfs` binary: the HTP engine on standard input and output, and the
//! `bench` command.

use anyhow::{Result, bail};
use clap::{Parser, Subcommand};
use hexbfs::htp::{self, Session, Settings};

/// A Hex engine: iterative-deepening alpha-beta on a 0-1 BFS evaluation,
/// speaking the Hex Text Protocol (HTP) on standard input and output.
/// Logs go to standard error: warnings only, unless RUST_LOG says more
/// (RUST_LOG=info shows each search depth).
#[derive(Parser, Debug)]
#[command(version, about)]
// Flag values may start with `-`, so that `--time -1` reaches the same
// check (and message) as `param_hexbfs max_time -1`, not clap's own error.
struct Cli {
    /// Seconds per move (param_hexbfs max_time).
    #[arg(short, long, value_name = "SECONDS", allow_hyphen_values = true)]
    time: Option<String>,
    /// Playing level: random, rules, alphabeta or combined (param_hexbfs level).
    #[arg(short, long, allow_hyphen_values = true)]
    level: Option<String>,
    /// Seed of the random level (param_hexbfs seed).
    #[arg(short, long, allow_hyphen_values = true)]
    seed: Option<String>,
    /// Deepest search, in plies (param_hexbfs max_depth).
    #[arg(short, long, allow_hyphen_values = true)]
    depth: Option<String>,
    /// Moves kept per search node above --deep-plies, the root's
    /// (param_hexbfs width).
    #[arg(long, allow_hyphen_values = true)]
    width: Option<String>,
    /// Moves kept per node from --deep-plies plies below the root on (default
    /// 20); 0: --width at every node (param_hexbfs deep_width).
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    deep_width: Option<String>,
    /// The first ply whose nodes keep --deep-width moves (default 1: every
    /// node below the root) (param_hexbfs deep_plies).
    #[arg(long, value_name = "PLY", allow_hyphen_values = true)]
    deep_plies: Option<String>,
    /// Moves kept per node with --frontier-plies or fewer plies left, below
    /// the root (default 10; 0: no limit of their own) (param_hexbfs
    /// frontier_width).
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    frontier_width: Option<String>,
    /// The plies left up to which a node keeps --frontier-width moves
    /// (default 2: the nodes whose children are leaves and the ply above
    /// them) (param_hexbfs frontier_plies).
    #[arg(long, value_name = "PLIES", allow_hyphen_values = true)]
    frontier_plies: Option<String>,
    /// Transposition table size in megabytes, 0 for none (param_hexbfs table_mb).
    #[arg(long, value_name = "MB", allow_hyphen_values = true)]
    table_mb: Option<String>,
    /// Search threads, sharing the table (param_hexbfs threads); default 1.
    #[arg(long, value_name = "N")]
    threads: Option<String>,
    /// Ask the virtual connections also at nodes two or more plies below the root with
    /// at least N plies left, 0 for off (param_hexbfs interior_depth); default 3.
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    interior_depth: Option<String>,
    /// Also ask them at principal-variation nodes with at least N plies left, which keep
    /// the last quarter of the interior builds' time for themselves, 0 for off
    /// (param_hexbfs interior_pv); default 0.
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    interior_pv: Option<String>,
    /// N > 0: an interior build starts only while N times what one costs on average is
    /// left before the deadline; 0 (default): only while the root's per-cell guard
    /// (40 ms on 9x9, 60 ms on 11x11) is (param_hexbfs interior_guard).
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    interior_guard: Option<String>,
    /// The interior builds may take one part in N of the move's time left after the
    /// root's connections, 1..16 (param_hexbfs interior_share); default 4 (a quarter).
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    interior_share: Option<String>,
    /// Null-move pruning with a reduction of R plies, 0 for off (param_hexbfs null_move).
    #[arg(long, value_name = "R", allow_hyphen_values = true)]
    null_move: Option<String>,
    /// Late move reductions: at null-window nodes, the moves after the first three
    /// searched R plies shallower first, again in full only when they beat the bound;
    /// 0 (default) for off, 2 keeps the leaves' parity (param_hexbfs late_reduction).
    #[arg(long, value_name = "R", allow_hyphen_values = true)]
    late_reduction: Option<String>,
    /// 1: the root's connections (once a move) also look for edge-to-edge fulls by
    /// playing keys when a colour's edges are not joined, 0 (default): H-search alone
    /// (param_hexbfs root_probes).
    #[arg(long, value_name = "0|1", allow_hyphen_values = true)]
    root_probes: Option<String>,
    /// 1: the root's verdict, when it proves nothing, is narrowed by the opponent's
    /// connections built once more within wider limits (a smaller mustplay, or a
    /// proven loss; a few ms a move), 0 (default): off (param_hexbfs root_wide).
    #[arg(long, value_name = "0|1", allow_hyphen_values = true)]
    root_wide: Option<String>,
    /// 1: the verdicts at the root and after each root move are sharpened by those
    /// on the fill-in for the side to move (the opponent's permanently inferior
    /// cells filled too; one build more where it fills more), 0 (default): off
    /// (param_hexbfs root_sided).
    #[arg(long, value_name = "0|1", allow_hyphen_values = true)]
    root_sided: Option<String>,
    /// N > 0: the connections built after each root move also score the position
    /// it leaves (the 0-1 BFS with groups joined by fulls counted as one, ties
    /// broken by Six's circuit on the connections), and the search considers only
    /// the N root moves so scored best (1: the knowledge picks the move); 0
    /// (default): off (param_hexbfs root_knowledge).
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    root_knowledge: Option<String>,
    /// 1: the root knowledge ranks the root moves by Six's circuit on their
    /// connections alone, as Wolve does; 0 (default): by the joined distance first
    /// (param_hexbfs knowledge_circuit).
    #[arg(long, value_name = "0|1", allow_hyphen_values = true)]
    knowledge_circuit: Option<String>,
    /// P > 0: genmove first gives the df-pn solver P% of the move's time
    /// (0..=90) and plays the winning move it proves, else searches with the
    /// rest; not with --depth, which is the search alone; 0: no solver; 40
    /// by default (param_hexbfs solver_share).
    #[arg(long, value_name = "P", allow_hyphen_values = true)]
    solver_share: Option<String>,
    /// P > 0: genmove keeps P% of the move's time (0..=50) to check the search's
    /// move with df-pn, and plays the search's next best instead of a move proven
    /// losing; the search also leaves out the moves the solver already proved
    /// losing; not with --depth; 0: no check; 20 by default (param_hexbfs
    /// solver_check).
    #[arg(long, value_name = "P", allow_hyphen_values = true)]
    solver_check: Option<String>,
    /// The solver (--solver-share, --solver-check) takes part only in positions
    /// with at most E empty cells (0..=676; 676: every position; 100 by
    /// default: all of 9x9, 11x11 from its 21st stone; param_hexbfs
    /// solver_empty).
    #[arg(long, value_name = "E", allow_hyphen_values = true)]
    solver_empty: Option<String>,
    /// The most seconds the solver takes of a move, --solver-share and
    /// --solver-check together (each cut in proportion above it); 0 (the
    /// default): no cap, the percentages alone (param_hexbfs solver_time).
    #[arg(long, value_name = "S", allow_hyphen_values = true)]
    solver_time: Option<String>,
    /// 1: the search reads the solver's table when the solver took part in
    /// the move, and scores every position df-pn has proven as the win or
    /// loss it is; 0 (default): the root moves it refuted only
    /// (param_hexbfs solver_proofs).
    #[arg(long, value_name = "0|1", allow_hyphen_values = true)]
    solver_proofs: Option<String>,
    /// 1: a search keeps the transposition table of the search before it
    /// (the last move's, in a game) when the settings and board are the
    /// same; 0 (default): every search starts with an empty table
    /// (param_hexbfs keep_table).
    #[arg(long, value_name = "0|1", allow_hyphen_values = true)]
    keep_table: Option<String>,
    /// 1: a table entry searched deeper than a node needs cuts the node off
    /// only when the depths differ by an even number of plies (the leaf's
    /// lean to the side that moved last stays the same); 0 (default): any
    /// deeper entry (param_hexbfs table_parity).
    #[arg(long, value_name = "0|1", allow_hyphen_values = true)]
    table_parity: Option<String>,
    /// The moves the search considers at the root, best-ranked first; 0
    /// (default): --width (param_hexbfs root_width).
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    root_width: Option<String>,
    /// The first D depths of the search consider every root move, the later
    /// ones the root's width of them, best by the last depth's scores; 0
    /// (default): none (param_hexbfs root_sweep).
    #[arg(long, value_name = "D", allow_hyphen_values = true)]
    root_sweep: Option<String>,
    /// The root knowledge applies only to positions with at least K stones on
    /// the board (0, the default: every position; param_hexbfs knowledge_from).
    #[arg(long, value_name = "K", allow_hyphen_values = true)]
    knowledge_from: Option<String>,
    /// 1: the leaf's last tie-break counts the cells at the smallest two-distance
    /// potential instead of the cells on shortest chains, 0 (default): the chain
    /// count (param_hexbfs potential_count).
    #[arg(long, value_name = "0|1", allow_hyphen_values = true)]
    potential_count: Option<String>,
    /// 1: the leaf's distances and chain cells treat the opponent's intact bridges and
    /// edge templates as walls (the step between their two carriers removed), 0
    /// (default): as two cells to cross (param_hexbfs bridge_walls).
    #[arg(long, value_name = "0|1", allow_hyphen_values = true)]
    bridge_walls: Option<String>,
    /// A leaf whose side to move must block the opponent's only winning cell is searched
    /// N plies deeper: 1, the block played; 2, the block and the reply; 0 (default):
    /// scored as it stands (param_hexbfs threat_extension).
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    threat_extension: Option<String>,
    /// The nodes N plies above the leaves (below the root) play their inferior-cell
    /// fill-in (dead and captured cells filled) before they are searched, so the leaves
    /// below are scored on a filled board, 0..8; 0 (default): only the root's fill-in
    /// (param_hexbfs fill_plies).
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    fill_plies: Option<String>,
    /// The leaf's weight of a unit of two-distance potential difference, in 32nds of a
    /// stone, 0..64; default 32 (a unit worth a stone); 4 with the cap 3 gives the
    /// leaf of rounds six to fifteen, the potential a tie-break below half a stone
    /// (param_hexbfs potential_weight).
    #[arg(long, value_name = "W", allow_hyphen_values = true)]
    potential_weight: Option<String>,
    /// The most units of potential difference the leaf counts, 1..16; default 3
    /// (param_hexbfs potential_cap).
    #[arg(long, value_name = "P", allow_hyphen_values = true)]
    potential_cap: Option<String>,
    /// The leaf's weight of a cell of chain-cell difference (clamped to --cells-cap cells), in
    /// 32nds of a stone, 0..32; default 1, the last tie-break of rounds six to sixteen
    /// (param_hexbfs cells_weight).
    #[arg(long, value_name = "C", allow_hyphen_values = true)]
    cells_weight: Option<String>,
    /// The most cells of chain-cell difference the leaf counts, 1..16; default 3
    /// (param_hexbfs cells_cap).
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    cells_cap: Option<String>,
    /// The leaf's weight of a unit of the resistance term (the natural logarithm of the
    /// side to move's edge-to-edge conductance over the opponent's, with bridges), in
    /// 32nds of a stone, 0..256; default 0, off (param_hexbfs resistance_weight).
    #[arg(long, value_name = "R", allow_hyphen_values = true)]
    resistance_weight: Option<String>,
    /// The most stones the resistance term counts, 1..16; default 3
    /// (param_hexbfs resistance_cap).
    #[arg(long, value_name = "S", allow_hyphen_values = true)]
    resistance_cap: Option<String>,
    /// How the search ranks a node's moves: map (default: the 1988 key, the two
    /// players' bridge-aware map values through the cell added), potential (the two
    /// players' two-distance potentials through the cell added, then the 1988 key),
    /// map-potential (the 1988 key, ties by the potentials), both (the two sums
    /// added) or shape (the 1988 key's sum, ties by the cell's local shape as
    /// learned from Wolve's and MoHex's moves) (param_hexbfs order).
    #[arg(long, value_name = "RANK", allow_hyphen_values = true)]
    order: Option<String>,
    /// Rank by --order only at the nodes fewer than N plies from the root (1: the
    /// root alone), the deeper ones by the 1988 key; 0 (default): every node
    /// (param_hexbfs order_plies).
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    order_plies: Option<String>,
    /// Print a gogui-gfx block per finished search depth (param_hexbfs live_gfx).
    #[arg(long)]
    live_gfx: bool,
    #[command(subcommand)]
    command: Option<Sub>,
}

#[derive(Subcommand, Debug)]
enum Sub {
    /// Search positions from real games, each to its depth: per position depth, nodes,
    /// time and nodes/s, then the node signature and nodes/s in total and per board size.
    Bench {
        /// Search every position to this depth instead of its own.
        #[arg(long)]
        depth: Option<u32>,
        /// Transposition table size in megabytes.
        #[arg(long, default_value_t = 32)]
        table_mb: usize,
        /// Search threads (the signature is reproducible with 1 only).
        #[arg(long, default_value_t = 1)]
        threads: usize,
        /// Positions from this file instead of the built-in ones (same format:
        /// name, size, depth, moves; see src/bench-positions.txt).
        #[arg(long, value_name = "FILE")]
        positions: Option<std::path::PathBuf>,
    },
}

fn settings(cli: &Cli) -> Result<Settings> {
    let mut s = Settings::default();
    let flags = [
        ("max_time", &cli.time),
        ("level", &cli.level),
        ("seed", &cli.seed),
        ("max_depth", &cli.depth),
        ("width", &cli.width),
        ("deep_width", &cli.deep_width),
        ("deep_plies", &cli.deep_plies),
        ("frontier_width", &cli.frontier_width),
        ("frontier_plies", &cli.frontier_plies),
        ("table_mb", &cli.table_mb),
        ("threads", &cli.threads),
        ("interior_depth", &cli.interior_depth),
        ("interior_pv", &cli.interior_pv),
        ("interior_guard", &cli.interior_guard),
        ("interior_share", &cli.interior_share),
        ("null_move", &cli.null_move),
        ("late_reduction", &cli.late_reduction),
        ("root_probes", &cli.root_probes),
        ("root_wide", &cli.root_wide),
        ("root_sided", &cli.root_sided),
        ("root_knowledge", &cli.root_knowledge),
        ("knowledge_circuit", &cli.knowledge_circuit),
        ("knowledge_from", &cli.knowledge_from),
        ("potential_count", &cli.potential_count),
        ("bridge_walls", &cli.bridge_walls),
        ("threat_extension", &cli.threat_extension),
        ("fill_plies", &cli.fill_plies),
        ("potential_weight", &cli.potential_weight),
        ("potential_cap", &cli.potential_cap),
        ("cells_weight", &cli.cells_weight),
        ("cells_cap", &cli.cells_cap),
        ("resistance_weight", &cli.resistance_weight),
        ("resistance_cap", &cli.resistance_cap),
        ("order", &cli.order),
        ("order_plies", &cli.order_plies),
        ("solver_share", &cli.solver_share),
        ("solver_check", &cli.solver_check),
        ("solver_empty", &cli.solver_empty),
        ("solver_time", &cli.solver_time),
        ("solver_proofs", &cli.solver_proofs),
        ("keep_table", &cli.keep_table),
        ("table_parity", &cli.table_parity),
        ("root_width", &cli.root_width),
        ("root_sweep", &cli.root_sweep),
    ];
    for (key, value) in flags {
        if let Some(v) = value
            && let Err(e) = s.set(key, v)
        {
            bail!("{e}");
        }
    }
    s.live_gfx = cli.live_gfx;
    Ok(s)
}

fn main() -> Result<()> {
    hexbfs::logging::init();
    let result = start();
    hexbfs::logging::finish();
    result
}

fn start() -> Result<()> {
    let cli = Cli::parse();
    let settings = settings(&cli)?;
    if let Some(Sub::Bench {
        depth,
        table_mb,
        threads,
        positions,
    }) = cli.command
    {
        if depth.is_some_and(|d| !(1..=hexbfs::search::MAX_DEPTH).contains(&d)) {
            bail!("depth must be 1..{}", hexbfs::search::MAX_DEPTH);
        }
        let max_threads = hexbfs::search::threads::MAX_THREADS;
        if !(1..=max_threads).contains(&threads) {
            bail!("threads must be 1..{max_threads}");
        }
        let table_mb = table_mb.min(htp::settings::MAX_TABLE_MB);
        let positions = match positions {
            None => hexbfs::bench::positions(),
            Some(path) => {
                let text = std::fs::read_to_string(&path)
                    .map_err(|e| anyhow::anyhow!("cannot read {}: {e}", path.display()))?;
                hexbfs::bench::parse_positions(&text).map_err(anyhow::Error::msg)?
            }
        };
        // The search flags are checked as for play; the bench takes the
        // leaf's, the order's and the widths.
        let lines = hexbfs::bench::run(
            positions,
            depth,
            table_mb,
            threads,
            &hexbfs::search::Params {
                potential_count: settings.potential_count,
                bridge_walls: settings.bridge_walls,
                threat_extension: settings.threat_extension,
                late_reduction: settings.late(),
                fill_plies: settings.fill_plies,
                weights: settings.weights(),
                order: settings.order(),
                width: settings.width,
                deep_width: settings.deep_width,
                deep_from: settings.deep_plies,
                frontier_width: settings.frontier_width,
                frontier_plies: settings.frontier_plies,
                ..Default::default()
            },
        );
        print!("{}", hexbfs::bench::report(&lines));
        return Ok(());
    }
    let mut session = Session::new(settings);
    let input = hexbfs::orphan::WatchEnd::new(std::io::stdin());
    htp::run(&mut session, input, std::io::stdout().lock())?;
    Ok(())
}
