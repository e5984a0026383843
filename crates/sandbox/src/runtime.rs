//! The tokio runtime the sandbox layer runs on: HTTP requests, provider starts, idle timers.
//! Guest threads and the host API's blocking threads never block on it; they send work here and
//! wait on a channel (the driver-mount and native-binding protocols).

use std::sync::OnceLock;

use tokio::runtime::{Builder, Handle, Runtime};

use crate::error::SandboxError;

static RUNTIME: OnceLock<Result<Runtime, String>> = OnceLock::new();

/// The process-wide sandbox runtime (two worker threads, created on first use).
pub fn handle() -> Result<Handle, SandboxError> {
    let rt = RUNTIME.get_or_init(|| {
        Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("agentos-sandbox")
            .enable_all()
            .build()
            .map_err(|e| e.to_string())
    });
    match rt {
        Ok(rt) => Ok(rt.handle().clone()),
        Err(e) => Err(SandboxError::Transport(format!(
            "cannot start the sandbox runtime: {e}"
        ))),
    }
}
