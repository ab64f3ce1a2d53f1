//! Per-thread scratch memory for the leaf's searches, kept between calls.
//!
//! The searches that meet ([`super::meet::Meet`]) keep 64 layers a side,
//! about 3 KB on an 11x11 board, and the two-distance's map
//! ([`super::two_distance`]) keeps lists of groups: made afresh at every
//! leaf that needs them, the layers were zeroed (none of them is read
//! before it is written) and the lists allocated and freed each time. Here
//! each thread keeps one of each and lends it out; a call that finds it
//! lent already (a nested call) or made for another board shape (another
//! word count) makes a fresh one, so what the lender computes never
//! depends on what the memory held before: every user resets the parts it
//! reads.

use std::any::Any;
use std::cell::Cell;
use std::thread::LocalKey;

/// One kept value of any type, per thread.
pub(super) type Kept = Cell<Option<Box<dyn Any>>>;

/// Runs `f` on the value `key` keeps for this thread (or on a fresh
/// `make()` when it keeps none of type `T`), and keeps it again after.
#[inline]
pub(super) fn reuse<T: Any, R>(
    key: &'static LocalKey<Kept>,
    make: impl FnOnce() -> T,
    f: impl FnOnce(&mut T) -> R,
) -> R {
    let kept = key.take().and_then(|b| b.downcast::<T>().ok());
    let mut value = kept.unwrap_or_else(|| Box::new(make()));
    let result = f(&mut value);
    key.set(Some(value));
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    thread_local! {
        static KEPT: Kept = const { Cell::new(None) };
    }

    /// The value is kept between calls, a value of another type replaces
    /// it, and a nested call gets a fresh one.
    #[test]
    fn a_value_is_lent_again_unless_lent_already_or_of_another_type() {
        reuse(&KEPT, || 1u32, |v| *v = 7);
        assert_eq!(reuse(&KEPT, || 0u32, |v| *v), 7);
        assert_eq!(reuse(&KEPT, || 5u64, |v| *v), 5, "another type");
        assert_eq!(reuse(&KEPT, || 0u32, |v| *v), 0, "the u64 replaced it");
        let inner = reuse(
            &KEPT,
            || 3u32,
            |v| {
                *v = 9;
                reuse(&KEPT, || 4u32, |w| *w)
            },
        );
        assert_eq!(inner, 4, "a nested call does not see the lent value");
    }
}
