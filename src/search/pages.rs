//! Huge pages for the search's large tables.
//!
//! The transposition table (32 MB by default) and the leaf cache (4 MB) are
//! read at random addresses, about once per node each. In pages of 4 KB
//! their 9,000 or so pages are far more than the processor's translation
//! cache holds, so nearly every probe also walked the page tables: `perf`
//! put 10% of the 11x11 bench's samples on the prefetch of the next slot
//! (the instruction that waits for that walk) and 3% more on the probe's
//! load (docs/speed.md, "Round eight"). In pages of 2 MB the two tables
//! need 18 entries.
//!
//! Linux backs memory with huge pages when asked (`madvise` with
//! `MADV_HUGEPAGE`; the system's default, `madvise` in
//! `/sys/kernel/mm/transparent_hugepage/enabled`, gives them to no one
//! else). The advice changes where the kernel puts the memory, never its
//! contents, so a table reads and writes the same values either way; it
//! is only advice, and a kernel without huge pages ignores it (or refuses
//! it, which changes nothing either). Elsewhere than on Linux nothing is
//! asked.

/// Bytes in a huge page (x86-64 and most other Linux targets).
#[cfg(target_os = "linux")]
const HUGE: usize = 2 << 20;

/// Asks the kernel to back the whole huge pages inside `memory` with huge
/// pages. Best done before the memory is first written (a zeroed
/// allocation is mapped on first touch, so its pages are then huge from
/// the start); memory smaller than a huge page is left as it is.
pub(super) fn advise_huge<T>(memory: &[T]) {
    #[cfg(target_os = "linux")]
    {
        let start = memory.as_ptr() as usize;
        let end = start + std::mem::size_of_val(memory);
        let first = start.next_multiple_of(HUGE);
        let last = end / HUGE * HUGE;
        if first < last {
            // SAFETY: `madvise` with `MADV_HUGEPAGE` reads and writes no
            // memory and changes no contents: it only marks the range as
            // eligible for huge pages. The range lies inside `memory`, a
            // live allocation of this process, and starts on a page
            // boundary as the call requires. Its result is ignored on
            // purpose: a refusal leaves the usual pages, which work the
            // same.
            unsafe {
                libc::madvise(
                    first as *mut libc::c_void,
                    last - first,
                    libc::MADV_HUGEPAGE,
                );
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = memory;
}
