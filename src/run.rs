//! Where host-API work runs: on tokio's blocking pool (`blocking`) or inline on the JS thread
//! when it cannot block (`now`); both catch panics.

use crate::error::{AgentError, AgentResult};

/// Runs blocking VM work on tokio's blocking pool; a panic becomes an `EIO` error.
pub(crate) async fn blocking<T, F>(f: F) -> AgentResult<T>
where
    T: Send + 'static,
    F: FnOnce() -> AgentResult<T> + Send + 'static,
{
    match tokio::task::spawn_blocking(move || {
        agentos_kernel::driver_fs::clear_last_error();
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(f))
    })
    .await
    {
        Ok(Ok(r)) => r,
        Ok(Err(_)) | Err(_) => Err(panicked()),
    }
}

/// Largest file (bytes) that `readFileNow`/`writeFileNow` copy on Node's JS thread; larger
/// files go through a worker thread so that the event loop never stalls on one copy.
pub(crate) const INLINE_MAX_BYTES: usize = 256 * 1024;

/// Runs host-API operation `f` on the calling (JS) thread under
/// [`agentos_kernel::kernel::nonblocking`]: `Ok(None)` when it would have entered a mount that
/// may block (host directory, JS driver, sandbox); the caller then runs it on a worker with
/// [`blocking`]. In-memory operations take microseconds, where a worker round trip costs a
/// thread handoff each way (issue 6: a 1 KiB `writeFile` + `readFile` pair 0.39 ms → see the
/// README's Performance section). A panic becomes an `EIO` error, as in [`blocking`].
pub(crate) fn now<T>(f: impl FnOnce() -> AgentResult<T>) -> AgentResult<Option<T>> {
    // The JS thread's last driver error (from a failed synchronous call) must not be appended to
    // this call's error.
    agentos_kernel::driver_fs::clear_last_error();
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        agentos_kernel::kernel::nonblocking(f)
    })) {
        Ok(Some(r)) => r.map(Some),
        Ok(None) => Ok(None),
        Err(_) => Err(panicked()),
    }
}

/// Runs `f` on the calling thread; a panic becomes an `EIO` error.
pub(crate) fn guarded<T>(f: impl FnOnce() -> AgentResult<T>) -> AgentResult<T> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).unwrap_or_else(|_| Err(panicked()))
}

fn panicked() -> AgentError {
    AgentError::new("EIO", "internal error (panic) in the agentOS core")
}
