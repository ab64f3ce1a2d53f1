//! The commands the engine understands, one variant each, with their
//! arguments already checked for syntax.

use crate::board::Color;
use crate::game::Move;

/// A parsed command line: the optional numeric id and the command.
#[derive(Clone, Debug, PartialEq)]
pub struct Request {
    pub id: Option<u64>,
    pub command: Command,
}

/// A `param_*` request: list all, show one, or set one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Param {
    List,
    Show(String),
    Set(String, String),
}

/// One HTP command.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    ProtocolVersion,
    Name,
    Version,
    KnownCommand(String),
    ListCommands,
    Quit,
    /// Columns and rows as given (range checked by the session).
    BoardSize(usize, usize),
    ClearBoard,
    Play(Color, Move),
    GenMove(Color),
    RegGenMove(Color),
    Undo,
    ShowBoard,
    FinalScore,
    AllLegalMoves(Option<Color>),
    /// `time_left` alone shows the clocks; with a colour and seconds sets one.
    TimeLeft(Option<(Color, f64)>),
    ParamGame(Param),
    ParamEngine(Param),
    AnalyzeCommands,
    /// Stones needed through each empty cell for a colour (`pspairs`).
    DistanceMap(Color),
    /// Both players' maps as a heat map with the evaluation (`gfx`).
    HeatMap,
    /// Empty cells on a colour's shortest chains (`plist`).
    ShortestPaths(Color),
    /// The principal variation of the last search (`var`).
    Variation,
    /// The evaluation and the last search's figures (`string`).
    Evaluation,
    /// `loadsgf FILE [MOVE_NUMBER]`: the position of a game record.
    LoadSgf(String, Option<usize>),
    /// `param_dfpn`: the solver's settings.
    ParamDfpn(Param),
    /// `dfpn-solve-state [color]`: the winner with that colour to move.
    DfpnSolveState(Option<Color>),
    /// `dfpn-solver-find-winning color`: every winning move.
    DfpnFindWinning(Color),
    /// `dfpn-clear-tt`: forget the solver's table.
    DfpnClearTt,
    /// `compute-fillin [color]`: the inferior-cell fill-in with that colour
    /// (or the side to move) to play (`inferior`).
    Fillin(Option<Color>),
    /// A virtual-connection analyze command (see [`super::vc`]).
    Vc(super::vc::VcCommand),
}

/// Every command name, as `list_commands` prints them.
pub const COMMAND_NAMES: &[&str] = &[
    "all_legal_moves",
    "boardsize",
    "clear_board",
    "compute-fillin",
    "dfpn-clear-tt",
    "dfpn-solve-state",
    "dfpn-solver-find-winning",
    "dist_map",
    "eval",
    "final_score",
    "genmove",
    "heat_map",
    "hexgui-analyze_commands",
    "known_command",
    "list_commands",
    "loadsgf",
    "name",
    "param_dfpn",
    "param_game",
    "param_hexbfs",
    "play",
    "protocol_version",
    "pv",
    "quit",
    "reg_genmove",
    "shortest_paths",
    "showboard",
    "time_left",
    "undo",
    "vc-build",
    "vc_connected_full",
    "vc_edges",
    "vc_mustplay",
    "version",
];
