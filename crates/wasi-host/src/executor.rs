//! Where guest processes run: one process-wide tokio runtime whose worker threads (one per core)
//! poll every guest process as a future (issue 26). A guest's code runs on its own fiber stack
//! (wasmtime's `call_async`); a host call that waits (a pipe read, `poll_oneoff`, `sleep`,
//! `waitpid`) is an async host function that parks the fiber, so a blocked or sleeping guest
//! holds no thread, and CPU-bound guests share the workers (the epoch tick yields).
//!
//! A wait that has no async form yet (a driver or binding call, a socket connect) blocks inside
//! [`agentos_kernel::interrupt::blocking`], which this module hooks to tokio's `block_in_place`:
//! the worker hands its queue to another thread first, so one waiting guest never stalls the
//! others, and a binding whose JS handler runs another command in the same VM cannot deadlock.

use std::cell::Cell;
use std::future::Future;
use std::panic::AssertUnwindSafe;
use std::pin::Pin;
use std::sync::{Arc, OnceLock};
use std::task::{Context, Poll};
use std::time::Duration;

use agentos_kernel::process_table::Process;
use agentos_kernel::Errno;
use tokio::runtime::{Handle, Runtime};

use crate::error::{HostError, HostResult};

/// Threads beyond the workers that waits without an async form may hold at once (tokio's
/// blocking pool; more wait for one to free).
const MAX_BLOCKING_THREADS: usize = 512;

/// How long an idle thread of the blocking pool stays.
const KEEP_ALIVE: Duration = Duration::from_millis(500);

static EXECUTOR: OnceLock<Result<Runtime, String>> = OnceLock::new();

thread_local! {
    /// Set on every thread of the guest executor.
    static GUEST_THREAD: Cell<bool> = const { Cell::new(false) };
}

/// The guest executor, created on first use. `EAGAIN` when its threads cannot be started.
pub fn handle() -> HostResult<Handle> {
    EXECUTOR
        .get_or_init(|| {
            let workers = std::thread::available_parallelism()
                .map(|n| n.get())
                .unwrap_or(2)
                .max(2);
            let rt = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(workers)
                .max_blocking_threads(MAX_BLOCKING_THREADS)
                .thread_keep_alive(KEEP_ALIVE)
                .thread_name("agentos-guest")
                .on_thread_start(|| GUEST_THREAD.with(|g| g.set(true)))
                .enable_time()
                .build()
                .map_err(|e| e.to_string())?;
            agentos_kernel::interrupt::set_blocking_hook(blocking_hook);
            Ok(rt)
        })
        .as_ref()
        .map(|rt| rt.handle().clone())
        .map_err(|e| {
            HostError::new(
                Errno::Eagain,
                format!("cannot start the guest executor: {e}"),
            )
        })
}

/// A blocking wait on a guest executor thread gives up the thread's worker role first.
fn blocking_hook(f: &mut dyn FnMut()) {
    if GUEST_THREAD.with(Cell::get) {
        tokio::task::block_in_place(f)
    } else {
        f()
    }
}

/// A panic while polling a guest future (host code on the guest's fiber, or the executor).
pub struct Panicked;

/// Polls a guest process's future with the process as the thread's current interrupt (driver
/// calls made for it end when it is signalled, [`agentos_kernel::interrupt::set_current`]) and a
/// panic caught per poll: a future that panicked is done.
pub struct Guarded<F> {
    process: Arc<Process>,
    fut: Pin<Box<F>>,
    done: bool,
}

impl<F: Future> Guarded<F> {
    pub fn new(process: Arc<Process>, fut: F) -> Self {
        Guarded {
            process,
            fut: Box::pin(fut),
            done: false,
        }
    }
}

impl<F: Future> Future for Guarded<F> {
    type Output = Result<F::Output, Panicked>;

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        if self.done {
            return Poll::Ready(Err(Panicked));
        }
        let _intr = agentos_kernel::interrupt::set_current(self.process.clone());
        let this = &mut *self;
        match std::panic::catch_unwind(AssertUnwindSafe(|| this.fut.as_mut().poll(cx))) {
            Ok(Poll::Ready(v)) => {
                this.done = true;
                Poll::Ready(Ok(v))
            }
            Ok(Poll::Pending) => Poll::Pending,
            Err(_) => {
                this.done = true;
                Poll::Ready(Err(Panicked))
            }
        }
    }
}
