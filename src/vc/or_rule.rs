//! The OR rule: semis between one pair whose carriers have no common cell
//! give a full connection on the union of their carriers.

use crate::bitboard::Bits;

/// [`or_combinations_into`] into a new vector.
#[cfg(test)]
pub(super) fn or_combinations<const N: usize>(
    new: Bits<N>,
    others: &[Bits<N>],
    depth: usize,
) -> Vec<Bits<N>> {
    let mut found = Vec::new();
    or_combinations_into(new, others, depth, |_| false, &mut Vec::new(), &mut found);
    found
}

/// The unions of the carrier `new` with subsets of `others` (at most
/// `depth` carriers in all, `new` included) whose intersection is empty.
///
/// A depth-first search over `others` in order, like Anshelevich's: a
/// carrier joins the subset only if it shrinks the running intersection,
/// and a branch stops as soon as the intersection is empty, so the subsets
/// tried are at most `others.len() ^ (depth - 1)` and usually far fewer.
/// Like Benzene's, it also stops a branch when the running intersection
/// meets the common cells of all the carriers still to come (`tails`): no
/// subset of those can empty it. That prune loses nothing.
///
/// A branch whose union is `held` (it holds a full connection the pair
/// has already) is not searched for unions: every union below it holds
/// that full, and H-search keeps no full that holds another. Whether one
/// *exists* below it is still asked, with a search that stops at the first
/// (and not at all once one is known), because the answer decides whether
/// the greedy union runs: the result is whether any union was found,
/// held ones included.
///
/// The unions go into `found` (cleared first), and `tails` is scratch:
/// H-search runs this for every new semi, so it reuses the caller's
/// buffers instead of allocating two.
pub(super) fn or_combinations_into<const N: usize>(
    new: Bits<N>,
    others: &[Bits<N>],
    depth: usize,
    held: impl Fn(&Bits<N>) -> bool,
    tails: &mut Vec<Bits<N>>,
    found: &mut Vec<Bits<N>>,
) -> bool {
    found.clear();
    tails.clear();
    tails.resize(others.len(), Bits::EMPTY);
    let mut common = !Bits::<N>::EMPTY;
    for (t, c) in tails.iter_mut().zip(others).rev() {
        common &= *c;
        *t = common;
    }
    let or = Or {
        others,
        tails,
        held,
    };
    let mut any = false;
    or.search(0, new, new, depth.saturating_sub(1), found, &mut any);
    any
}

/// The carriers an OR may add, the intersection of each suffix, and
/// which unions hold a known full.
struct Or<'a, const N: usize, H> {
    others: &'a [Bits<N>],
    tails: &'a [Bits<N>],
    held: H,
}

/// The greedy union (Benzene's): the carriers in order of size, each taken
/// if it shrinks the running intersection; a full on the union of those
/// taken if the intersection ends empty. One pass, so it finds ORs of any
/// number of semis that the bounded search of [`or_combinations_into`] misses
/// (on edge-to-edge semis, ORs of five or more are common), though only
/// one of them and not always the smallest. `carriers` come smallest
/// first.
pub(super) fn greedy_union<const N: usize>(
    mut carriers: impl Iterator<Item = Bits<N>>,
) -> Option<Bits<N>> {
    let first = carriers.next()?;
    let (mut common, mut union) = (first, first);
    for c in carriers {
        let next = common & c;
        if next != common {
            common = next;
            union |= c;
            if common.is_empty() {
                return Some(union);
            }
        }
    }
    None
}

impl<const N: usize, H: Fn(&Bits<N>) -> bool> Or<'_, N, H> {
    fn search(
        &self,
        start: usize,
        common: Bits<N>,
        union: Bits<N>,
        left: usize,
        found: &mut Vec<Bits<N>>,
        any: &mut bool,
    ) {
        if left == 0 {
            return;
        }
        for (j, next) in self.steps(start, common) {
            let all = union | self.others[j];
            if (self.held)(&all) {
                if !*any {
                    *any = next.is_empty() || self.exists(j + 1, next, left - 1);
                }
                continue;
            }
            if next.is_empty() {
                found.push(all);
                *any = true;
            } else {
                self.search(j + 1, next, all, left - 1, found, any);
            }
        }
    }

    /// Whether the search from here would find a union (the same walk,
    /// stopped at the first).
    fn exists(&self, start: usize, common: Bits<N>, left: usize) -> bool {
        left > 0
            && self
                .steps(start, common)
                .any(|(j, next)| next.is_empty() || self.exists(j + 1, next, left - 1))
    }

    /// The carriers a walk from `start` may add to the intersection
    /// `common`, each with the intersection it leaves: the walk stops at
    /// the first carrier whose suffix meets `common` (no subset of the
    /// rest can empty it), and skips those that would not shrink it.
    fn steps(&self, start: usize, common: Bits<N>) -> impl Iterator<Item = (usize, Bits<N>)> + '_ {
        (start..self.others.len())
            .take_while(move |&j| (common & self.tails[j]).is_empty())
            .filter_map(move |j| {
                let next = common & self.others[j];
                (next != common).then_some((j, next))
            })
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
    fn the_greedy_union_takes_carriers_that_shrink_the_intersection() {
        // Five semis: no four of them have an empty intersection.
        let five: Vec<Bits<1>> = (0..5)
            .map(|i| set(&(0..5).filter(|&j| j != i).collect::<Vec<_>>()))
            .collect();
        assert!(or_combinations(five[0], &five[1..], 4).is_empty());
        assert_eq!(greedy_union(five.into_iter()), Some(set(&[0, 1, 2, 3, 4])));
        // A common cell of all of them: no full.
        let shared = [set(&[7]), set(&[7, 1]), set(&[7, 2])];
        assert_eq!(greedy_union(shared.into_iter()), None);
        assert_eq!(greedy_union::<1>(std::iter::empty()), None);
    }

    proptest::proptest! {
        /// The search that prunes held unions finds the unpruned search's
        /// unions that are not held, in the same order, and says whether
        /// the unpruned one found any (the greedy union's turn). Held:
        /// holding one of a few random "fulls", as in H-search.
        #[test]
        fn pruning_held_unions_finds_the_unheld_ones_of_the_full_search(
            new in 1u64..1 << 12,
            others in proptest::collection::vec(1u64..1 << 12, 0..10),
            fulls in proptest::collection::vec(1u64..1 << 12, 0..4),
            depth in 2usize..6,
        ) {
            let bits = |w: u64| Bits::<1>([w]);
            let others: Vec<Bits<1>> = others.into_iter().map(bits).collect();
            let held = |u: &Bits<1>| fulls.iter().any(|&f| f & !u.0[0] == 0);
            let all = or_combinations(bits(new), &others, depth);
            let mut found = Vec::new();
            let any = or_combinations_into(bits(new), &others, depth, held, &mut Vec::new(), &mut found);
            let unheld: Vec<Bits<1>> = all.iter().copied().filter(|u| !held(u)).collect();
            proptest::prop_assert_eq!(found, unheld);
            proptest::prop_assert_eq!(any, !all.is_empty());
        }
    }

    #[test]
    fn a_carrier_that_does_not_shrink_the_intersection_is_skipped() {
        let found = or_combinations(set(&[1]), &[set(&[1, 5]), set(&[4])], 3);
        assert_eq!(found, vec![set(&[1, 4])]);
    }
}
