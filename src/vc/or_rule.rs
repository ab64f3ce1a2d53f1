//! The OR rule: semis between one pair whose carriers have no common cell
//! give a full connection on the union of their carriers.

use crate::bitboard::Bits;

/// Where the OR search's unions go, and which of them are known already.
///
/// H-search stores each union as it is found ([`Unions::found`]), and
/// the search asks, branch by branch, whether the union so far holds a
/// full connection the pair has *now* ([`Unions::held`]): the fulls
/// stored for earlier unions of the same search prune later branches,
/// and a full dropped for room stops pruning at once.
pub(super) trait Unions<const N: usize> {
    /// Whether `union` holds a full connection the pair has.
    fn held(&self, union: &Bits<N>) -> bool;
    /// A union that is not [`Unions::held`], in the search's order.
    fn found(&mut self, union: Bits<N>);
}

/// The unions of [`or_search`] collected, none held (the search without
/// the prune).
#[cfg(test)]
pub(super) fn or_combinations<const N: usize>(
    new: Bits<N>,
    others: &[Bits<N>],
    depth: usize,
) -> Vec<Bits<N>> {
    struct All<const N: usize>(Vec<Bits<N>>);
    impl<const N: usize> Unions<N> for All<N> {
        fn held(&self, _: &Bits<N>) -> bool {
            false
        }
        fn found(&mut self, union: Bits<N>) {
            self.0.push(union);
        }
    }
    let mut all = All(Vec::new());
    or_search(new, others, depth, &mut Vec::new(), &mut all);
    all.0
}

/// The unions of the carrier `new` with subsets of `others` (at most
/// `depth` carriers in all, `new` included) whose intersection is empty,
/// given to `unions` as they are found.
///
/// A depth-first search over `others` in order, like Anshelevich's: a
/// carrier joins the subset only if it shrinks the running intersection,
/// and a branch stops as soon as the intersection is empty, so the subsets
/// tried are at most `others.len() ^ (depth - 1)` and usually far fewer.
/// Like Benzene's, it also stops a branch when the running intersection
/// meets the common cells of all the carriers still to come (`tails`): no
/// subset of those can empty it. That prune loses nothing.
///
/// A branch whose union is [`Unions::held`] (it holds a full connection
/// the pair has) is not searched for unions: every union below it holds
/// that full, so the store would turn each away, and while it turns them
/// away the pair's fulls do not change, so the full stays. The unions
/// given are therefore exactly those that the search without this prune,
/// each offered to the store as it comes, would have stored or offered
/// to a full list (H-search keeps no full that holds another). Whether a
/// union *exists* below a held branch is still asked, with a search that
/// stops at the first (and not at all once one is known), because the
/// answer decides whether the greedy union runs: the result is whether
/// any union was found, held ones included.
///
/// `tails` is scratch: H-search runs this for every new semi, so it
/// reuses the caller's buffer instead of allocating one.
pub(super) fn or_search<const N: usize>(
    new: Bits<N>,
    others: &[Bits<N>],
    depth: usize,
    tails: &mut Vec<Bits<N>>,
    unions: &mut impl Unions<N>,
) -> bool {
    tails.clear();
    tails.resize(others.len(), Bits::EMPTY);
    let mut common = !Bits::<N>::EMPTY;
    for (t, c) in tails.iter_mut().zip(others).rev() {
        common &= *c;
        *t = common;
    }
    let or = Or { others, tails };
    let mut any = false;
    or.search(0, new, new, depth.saturating_sub(1), unions, &mut any);
    any
}

/// The carriers an OR may add and the intersection of each suffix.
struct Or<'a, const N: usize> {
    others: &'a [Bits<N>],
    tails: &'a [Bits<N>],
}

/// The greedy union (Benzene's): the carriers in order of size, each taken
/// if it shrinks the running intersection; a full on the union of those
/// taken if the intersection ends empty. One pass, so it finds ORs of any
/// number of semis that the bounded search of [`or_search`] misses
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

/// The OR by cells (Benzene's `VCOr`, written anew): the unions of
/// the carrier `new` with others of the pair's semis (`others`, smallest
/// first) that hold none of the pair's fulls (`fulls`), found by
/// branching on cells rather than on semis.
///
/// A new full is worth storing only if it leaves out some cell of every
/// full the pair has: otherwise it holds one of them. So the search takes
/// the pair's full with the fewest cells not yet branched on, and for
/// each of those cells `c` in turn looks for unions among the semis that
/// leave `c` out (and only the fulls that leave it out still to avoid),
/// with `c` and the cells tried before it no longer branched on; where no
/// full is left to avoid, the greedy union of the semis left (`new`
/// first) is a new full, if their intersection is empty, and it joins
/// the fulls the rest of the search avoids. The cells of `new` are never
/// branched on, so every union holds `new`. Each full found holds no
/// other full of the pair or found before it, so none is turned away as
/// held; the depth of an OR is not bounded (an OR of nine semis costs
/// what one of two does), only the number of branches is, by `budget`.
/// Returns the unions found, in the order found.
pub(super) fn or_by_cells<const N: usize>(
    new: Bits<N>,
    others: &[Bits<N>],
    fulls: &[Bits<N>],
    budget: usize,
) -> Vec<Bits<N>> {
    let mut semis = Vec::with_capacity(others.len() + 1);
    semis.push(new);
    semis.extend_from_slice(others);
    let mut found = Vec::new();
    let mut left = budget;
    branch(&semis, fulls.to_vec(), new, &mut left, &mut found);
    found
}

/// One branch of [`or_by_cells`]: `semis` (the new one first) and
/// `fulls` leave out every cell chosen on the way here; `forbidden` are
/// the cells no longer branched on. Unions found go to `found`; `left`
/// counts down the branches allowed.
fn branch<const N: usize>(
    semis: &[Bits<N>],
    mut fulls: Vec<Bits<N>>,
    mut forbidden: Bits<N>,
    left: &mut usize,
    found: &mut Vec<Bits<N>>,
) {
    if *left == 0 {
        return;
    }
    *left -= 1;
    let common = semis.iter().fold(!Bits::<N>::EMPTY, |c, s| c & *s);
    if !common.is_empty() {
        return;
    }
    if fulls.is_empty() {
        // The semis share no cell, so the greedy union empties their
        // intersection.
        let Some(union) = greedy_union(semis.iter().copied()) else {
            return;
        };
        found.push(union);
        fulls.push(union);
    }
    // A cell of the full with the fewest cells not yet branched on; none
    // when a full lies within those cells, and every union here holds it.
    while let Some(c) = fulls
        .iter()
        .map(|f| *f & !forbidden)
        .min_by_key(|f| f.count())
        .and_then(|cells| cells.iter().next())
    {
        if *left == 0 {
            break;
        }
        forbidden.insert(c);
        // `c` is never a cell of the new semi (first), which stays.
        let without: Vec<Bits<N>> = semis.iter().copied().filter(|s| !s.contains(c)).collect();
        let avoid: Vec<Bits<N>> = fulls.iter().copied().filter(|f| !f.contains(c)).collect();
        let from = found.len();
        branch(&without, avoid, forbidden, left, found);
        fulls.extend_from_slice(&found[from..]);
    }
}

impl<const N: usize> Or<'_, N> {
    fn search(
        &self,
        start: usize,
        common: Bits<N>,
        union: Bits<N>,
        left: usize,
        unions: &mut impl Unions<N>,
        any: &mut bool,
    ) {
        if left == 0 {
            return;
        }
        for (j, next) in self.steps(start, common) {
            if left == 1 && !next.is_empty() {
                // The last carrier a subset may take: only one that empties
                // the intersection gives anything (held or not).
                continue;
            }
            let all = union | self.others[j];
            if unions.held(&all) {
                if !*any {
                    *any = next.is_empty() || self.exists(j + 1, next, left - 1);
                }
                continue;
            }
            if next.is_empty() {
                unions.found(all);
                *any = true;
            } else {
                self.search(j + 1, next, all, left - 1, unions, any);
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
        cells.iter().copied().collect()
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

    /// A pair's full list as H-search keeps it: a carrier holding a
    /// stored one is turned away, one held by the new carrier goes, and at
    /// `limit` the largest goes for a smaller one (else the new one is
    /// turned away). The carriers stored, in order, are in `stored`.
    struct Fulls {
        list: Vec<u64>,
        limit: usize,
        stored: Vec<u64>,
    }

    impl Fulls {
        fn offer(&mut self, u: u64) {
            if self.list.iter().any(|&f| f & !u == 0) {
                return;
            }
            self.list.retain(|&f| u & !f != 0);
            if self.list.len() >= self.limit {
                let (worst, largest) = self
                    .list
                    .iter()
                    .enumerate()
                    .map(|(i, f)| (i, f.count_ones()))
                    .max_by_key(|p| p.1)
                    .expect("a full list is not empty");
                if u.count_ones() >= largest {
                    return;
                }
                self.list.swap_remove(worst);
            }
            self.list.push(u);
            self.stored.push(u);
        }
    }

    impl Unions<1> for Fulls {
        fn held(&self, union: &Bits<1>) -> bool {
            self.list.iter().any(|&f| f & !union.0[0] == 0)
        }
        fn found(&mut self, union: Bits<1>) {
            self.offer(union.0[0]);
        }
    }

    proptest::proptest! {
        /// The search that prunes branches held by the pair's fulls *as
        /// they are then*, storing each union as it comes, stores exactly
        /// what the unpruned search's unions offered in order to the same
        /// list store (fulls dropped for room included), and says whether
        /// the unpruned one found any (the greedy union's turn).
        #[test]
        fn pruning_held_unions_stores_what_the_full_search_stores(
            new in 1u64..1 << 12,
            others in proptest::collection::vec(1u64..1 << 12, 0..10),
            fulls in proptest::collection::vec(1u64..1 << 12, 0..4),
            limit in 1usize..5,
            depth in 2usize..6,
        ) {
            let bits = |w: u64| Bits::<1>([w]);
            let others: Vec<Bits<1>> = others.into_iter().map(bits).collect();
            let start = |fulls: &[u64]| {
                let mut f = Fulls { list: Vec::new(), limit, stored: Vec::new() };
                for &c in fulls {
                    f.offer(c);
                }
                f.stored.clear();
                f
            };
            let mut pruned = start(&fulls);
            let any = or_search(bits(new), &others, depth, &mut Vec::new(), &mut pruned);
            let all = or_combinations(bits(new), &others, depth);
            let mut unpruned = start(&fulls);
            for u in &all {
                unpruned.offer(u.0[0]);
            }
            proptest::prop_assert_eq!(&pruned.stored, &unpruned.stored);
            proptest::prop_assert_eq!(&pruned.list, &unpruned.list);
            proptest::prop_assert_eq!(any, !all.is_empty());
        }
    }

    #[test]
    fn a_carrier_that_does_not_shrink_the_intersection_is_skipped() {
        let found = or_combinations(set(&[1]), &[set(&[1, 5]), set(&[4])], 3);
        assert_eq!(found, vec![set(&[1, 4])]);
    }

    /// The OR by cells against every subset of a few semis, on random
    /// carriers over 12 cells: each union it finds is the union of the new
    /// semi and others whose carriers share no cell, holds none of the
    /// fulls given nor one found before it; and it finds one whenever some
    /// such union holds none of the fulls given.
    #[test]
    fn the_or_by_cells_finds_a_new_full_exactly_when_one_exists() {
        use super::super::graph::subset;
        let mut rng = crate::rng::Rng::new(53);
        // At most `most` cells (drawn with repeats), at least one.
        let carrier = |rng: &mut crate::rng::Rng, most: usize| {
            let mut c = Bits::<1>::EMPTY;
            for _ in 0..=rng.below(most) {
                c.insert(rng.below(12));
            }
            c
        };
        let (mut cases, mut with_new) = (0, 0);
        for _ in 0..3000 {
            let new = carrier(&mut rng, 4);
            let others: Vec<Bits<1>> = (0..rng.below(8)).map(|_| carrier(&mut rng, 5)).collect();
            let fulls: Vec<Bits<1>> = (0..rng.below(4)).map(|_| carrier(&mut rng, 7)).collect();
            let holds = |u: &Bits<1>, list: &[Bits<1>]| list.iter().any(|f| subset(f, u));
            // Every subset of the others, with the new semi.
            let mut exists = false;
            for mask in 0u32..1 << others.len() {
                let picked = (0..others.len()).filter(|j| mask >> j & 1 == 1);
                let (mut common, mut union) = (new, new);
                for j in picked {
                    common &= others[j];
                    union |= others[j];
                }
                exists |= common.is_empty() && !holds(&union, &fulls);
            }
            let found = or_by_cells(new, &others, &fulls, usize::MAX);
            for (k, u) in found.iter().enumerate() {
                assert!(subset(&new, u), "{u:?} leaves out the new semi");
                let within: Vec<&Bits<1>> = others.iter().filter(|o| subset(o, u)).collect();
                let common = within.iter().fold(new, |c, o| c & **o);
                let union = within.iter().fold(new, |c, o| c | **o);
                assert!(common.is_empty() && union == *u, "{u:?} is no OR");
                assert!(!holds(u, &fulls) && !holds(u, &found[..k]), "{u:?} is held");
            }
            assert_eq!(!found.is_empty(), exists, "{new:?} {others:?} {fulls:?}");
            cases += 1;
            with_new += exists as usize;
        }
        assert!(
            with_new > 300 && cases - with_new > 300,
            "{with_new} of {cases}"
        );
    }
}
