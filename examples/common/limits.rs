//! Connection limits from the command line, shared by the examples that
//! take them (`solve_openings`, `vc_probe`).

use hexbfs::vc::Limits;

/// `defaults` with its five numeric limits replaced by the arguments
/// `args[first..first + 5]` (FULLS SEMIS EDGE_SEMIS OR_SEMIS OR_DEPTH)
/// where they are given and parse; the templates on.
pub fn from_args(args: &[String], first: usize, defaults: Limits, fill_in: bool) -> Limits {
    let num = |i: usize, d: usize| {
        args.get(first + i)
            .and_then(|s| s.parse().ok())
            .unwrap_or(d)
    };
    Limits {
        fulls_per_pair: num(0, defaults.fulls_per_pair),
        semis_per_pair: num(1, defaults.semis_per_pair),
        edge_semis: num(2, defaults.edge_semis),
        or_semis: num(3, defaults.or_semis),
        or_depth: num(4, defaults.or_depth),
        narrowing_fulls: defaults.narrowing_fulls,
        or_by_cells: defaults.or_by_cells || std::env::var("OR_BY_CELLS").is_ok_and(|v| v == "1"),
        templates: true,
        fill_in,
        ladders: defaults.ladders,
        deadline: None,
    }
}
