//! A global allocator for agentOS guests that turns memory exhaustion into an error exit.
//!
//! A guest's linear memory is capped by the host (`limits.maxWasmMemoryBytes`). When it runs out,
//! Rust's default reaction is `handle_alloc_error`: a message naming the allocation size and an
//! abort, which on `wasm32-wasip1` is a wasm trap (exit 134, `wasm trap: unreachable`). With
//! [`Guarded`] as the `#[global_allocator]`, the program instead prints `<name>: memory exhausted`
//! (GNU's wording) on stderr and exits with status 1 — `uniq /dev/zero` ends like GNU `uniq`.
//! Fallible reservations (`try_reserve`) exit the same way: nothing in our tools recovers from
//! running out of memory.

use std::alloc::{GlobalAlloc, Layout, System};
use std::io::Write;
use std::sync::atomic::{AtomicPtr, AtomicUsize, Ordering};

/// [`System`], exiting with a message when an allocation fails.
pub struct Guarded;

static NAME_PTR: AtomicPtr<u8> = AtomicPtr::new(std::ptr::null_mut());
static NAME_LEN: AtomicUsize = AtomicUsize::new(0);

/// Names the program in the exhaustion message (default `error`).
pub fn set_program_name(name: &'static str) {
    NAME_LEN.store(name.len(), Ordering::Relaxed);
    NAME_PTR.store(name.as_ptr().cast_mut(), Ordering::Release);
}

fn program_name() -> &'static [u8] {
    let ptr = NAME_PTR.load(Ordering::Acquire);
    if ptr.is_null() {
        return b"error";
    }
    // SAFETY: `ptr`/`len` come from one `&'static str` stored by `set_program_name` (the length
    // is stored first; a reader that sees the new pointer sees at least its length).
    unsafe { std::slice::from_raw_parts(ptr, NAME_LEN.load(Ordering::Relaxed)) }
}

/// Prints the message without allocating and exits 1.
#[cold]
fn exhausted() -> ! {
    let mut err = std::io::stderr();
    let _ = err.write_all(program_name());
    let _ = err.write_all(b": memory exhausted\n");
    std::process::exit(1)
}

fn checked(p: *mut u8) -> *mut u8 {
    if p.is_null() {
        exhausted()
    }
    p
}

// SAFETY: every method forwards to `System` with the caller's arguments unchanged; a null result
// never returns (the process exits), which callers cannot observe as a broken contract.
unsafe impl GlobalAlloc for Guarded {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        checked(System.alloc(layout))
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        checked(System.alloc_zeroed(layout))
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout)
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        checked(System.realloc(ptr, layout, new_size))
    }
}
