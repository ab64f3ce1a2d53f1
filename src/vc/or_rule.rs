//! The OR rule: semis between one pair whose carriers have no common cell
//! give a full connection on the union of their carriers.

use crate::bitboard::Bits;

/// The unions of the carrier `new` with subsets of `others` (at most
/// `depth` carriers in all, `new` included) whose intersection is empty.
///
/// A depth-first search over `others` in order, like Anshelevich's: a
/// carrier joins the subset only if it shrinks the running intersection,
/// and a branch stops as soon as the intersection is empty, so the subsets
/// tried are at most `others.len() ^ (depth - 1)` and usually far fewer.
pub(super) fn or_combinations<const N: usize>(
    new: Bits<N>,
    others: &[Bits<N>],
    depth: usize,
) -> Vec<Bits<N>> {
    let mut found = Vec::new();
    search(others, 0, new, new, depth.saturating_sub(1), &mut found);
    found
}

fn search<const N: usize>(
    others: &[Bits<N>],
    start: usize,
    common: Bits<N>,
    union: Bits<N>,
    left: usize,
    found: &mut Vec<Bits<N>>,
) {
    if left == 0 {
        return;
    }
    for j in start..others.len() {
        let next = common & others[j];
        if next == common {
            continue;
        }
        let all = union | others[j];
        if next.is_empty() {
            found.push(all);
        } else {
            search(others, j + 1, next, all, left - 1, found);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(cells: &[usize]) -> Bits<1> {
        let mut b = Bits::EMPTY;
        for &c in cells {
            b.insert(c);
        }
        b
    }

    #[test]
    fn two_disjoint_semis_make_a_full_on_their_union() {
        let found = or_combinations(set(&[1]), &[set(&[2])], 2);
        assert_eq!(found, vec![set(&[1, 2])]);
    }

    #[test]
    fn three_semis_with_pairwise_common_cells_need_depth_three() {
        let a = set(&[1, 2]);
        let others = [set(&[2, 3]), set(&[1, 3])];
        assert!(or_combinations(a, &others, 2).is_empty());
        assert_eq!(or_combinations(a, &others, 3), vec![set(&[1, 2, 3])]);
    }

    #[test]
    fn a_carrier_that_does_not_shrink_the_intersection_is_skipped() {
        let found = or_combinations(set(&[1]), &[set(&[1, 5]), set(&[4])], 3);
        assert_eq!(found, vec![set(&[1, 4])]);
    }
}
