//! The solver's memory follows its setting (`param_dfpn tt_mb`): measured
//! with an allocator that counts, per thread, the heap bytes live and
//! their peak, so that tests running side by side do not disturb each
//! other's counts.

use hexbfs::board::{Cell, Color, Geometry};
use hexbfs::position::Position;
use hexbfs::search::Clock;
use hexbfs::solver::memory::connection_bytes;
use hexbfs::solver::{Limits, Solver};
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell as Counter;

struct Counting;

thread_local! {
    static LIVE: Counter<isize> = const { Counter::new(0) };
    static PEAK: Counter<isize> = const { Counter::new(0) };
}

fn count(delta: isize) {
    let _ = LIVE.try_with(|l| {
        l.set(l.get() + delta);
        let _ = PEAK.try_with(|p| p.set(p.get().max(l.get())));
    });
}

// SAFETY: every call is passed on to the system allocator unchanged; the
// counters are const-initialised thread-locals without destructors, which
// allocate nothing.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        count(l.size() as isize);
        unsafe { System.alloc(l) }
    }
    unsafe fn alloc_zeroed(&self, l: Layout) -> *mut u8 {
        count(l.size() as isize);
        unsafe { System.alloc_zeroed(l) }
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        count(-(l.size() as isize));
        unsafe { System.dealloc(p, l) }
    }
    unsafe fn realloc(&self, p: *mut u8, l: Layout, n: usize) -> *mut u8 {
        count(n as isize - l.size() as isize);
        unsafe { System.realloc(p, l, n) }
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

fn live() -> isize {
    LIVE.with(|l| l.get())
}

/// Resets the peak to the bytes live now and returns them.
fn start_peak() -> isize {
    let now = live();
    PEAK.with(|p| p.set(now));
    now
}

fn peak() -> isize {
    PEAK.with(|p| p.get())
}

/// A position of an `n`x`n` board with `stones` stones at pseudo-random
/// cells (alternating colours; none that ends the game).
fn scattered(n: usize, stones: usize, seed: u64) -> Position {
    let g = Geometry::new(n, n).unwrap();
    let mut p = Position::new(g.clone());
    let mut rng = seed;
    let mut placed = 0;
    while placed < stones {
        rng = rng
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let i = (rng >> 33) as usize % (n * n);
        let idx = g.index(Cell::new(i % n, i / n).unwrap());
        if !p.board().empty().contains(idx) {
            continue;
        }
        let c = p.to_move();
        p.play_index(c, idx);
        if p.winner().is_some() {
            p.undo();
        }
        placed += 1;
    }
    p
}

#[test]
fn connection_bytes_bound_the_heap_a_set_holds() {
    let mut limits = hexbfs::solver::knowledge::solver_limits();
    limits.fill_in = false;
    for n in [5usize, 7, 8, 9, 11, 13, 19, 26] {
        for (k, share) in [0, 8, 4].into_iter().enumerate() {
            let stones = (n * n).checked_div(share).unwrap_or(0);
            let p = scattered(n, stones, 1 + k as u64);
            for color in Color::BOTH {
                let before = live();
                let c = hexbfs::vc::build(p.board(), color, &limits);
                let held = live() - before;
                let bound = connection_bytes(&c, p.geometry());
                assert!(
                    held as usize <= bound,
                    "{n}x{n}, {stones} stones, {color}: {held} bytes held, bound {bound}"
                );
            }
        }
    }
}

/// The heap bytes a search of `pos` within `mb` megabytes and `nodes`
/// expansions holds at its peak, above what was live before.
fn peak_of_a_search(pos: &Position, mb: usize, nodes: u64) -> (usize, Solver) {
    let before = start_peak();
    let mut solver = Solver::new(mb);
    let limits = Limits {
        max_nodes: Some(nodes),
        ..Limits::default()
    };
    solver.solve(pos, &limits, Clock::new(None, None), &mut |_| {});
    ((peak() - before) as usize, solver)
}

#[test]
fn a_search_stays_within_its_memory_setting() {
    // Room for the two connection sets being built at an expansion and
    // the small working sets of the search, beside the setting.
    let slack = |largest: usize| 2 * largest + (1 << 20);
    for (n, mb, nodes) in [(7, 1, 400), (11, 4, 300), (13, 16, 300)] {
        let p = scattered(n, 2, 7);
        let largest = {
            let mut limits = hexbfs::solver::knowledge::solver_limits();
            limits.fill_in = false;
            let c = hexbfs::vc::build(p.board(), Color::Black, &limits);
            connection_bytes(&c, p.geometry())
        };
        let (peak, _) = peak_of_a_search(&p, mb, nodes);
        assert!(
            peak <= (mb << 20) + slack(largest),
            "{n}x{n} within {mb} MB: peak {peak} bytes (a set about {largest})"
        );
    }
}

#[test]
fn what_the_setting_buys_grows_with_it_and_shrinks_with_the_board() {
    let small = scattered(7, 1, 3);
    let large = scattered(19, 1, 3);
    let mut on_small = Vec::new();
    for mb in [1, 4, 16, 64] {
        let (_, solver) = peak_of_a_search(&small, mb, 30);
        on_small.push(solver.capacity());
        let (_, solver) = peak_of_a_search(&large, mb, 3);
        let (table, expansions, sets) = solver.capacity();
        let (small_table, small_expansions, small_sets) = *on_small.last().unwrap();
        assert_eq!(table, small_table, "the table does not depend on the board");
        assert!(expansions <= small_expansions && sets <= small_sets);
    }
    for w in on_small.windows(2) {
        assert_eq!(w[1].0, 4 * w[0].0, "the table follows the setting");
        assert!(w[1].1 >= w[0].1 && w[1].2 >= w[0].2);
    }
    // The default setting keeps 2^15 expansions and 64 sets (and 2 spares)
    // on 7x7: the sizes the opening tables were measured with (2^16
    // expansions before round twenty-seven, when each slot did not yet
    // count a proof set and an exclusion beside it).
    let (_, expansions, sets) = on_small[3];
    assert_eq!((expansions, sets), (1 << 15, 66));
}
