//! Cell names for the probe examples' output (`vc_probe_keys`,
//! `vc_probe_pair`, `vc_probe_reply`).

use hexbfs::bitboard::Bitboard;
use hexbfs::board::Geometry;

/// The names of `cells` on `g`, in index order, separated by spaces.
pub fn names(g: &Geometry, cells: Bitboard) -> String {
    cells
        .iter()
        .map(|i| g.cell(i).to_string())
        .collect::<Vec<_>>()
        .join(" ")
}
