//! Errors at the WASI host's edge.

use agentos_kernel::Errno;

/// Why a guest stopped running other than by returning from `_start`. Carried through wasmtime as
/// the error of a host call (or of the epoch callback) and turned into a raw exit status
/// (`guest-abi.md` section 12) by [`crate::process::run`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum GuestExit {
    /// `proc_exit(code)`.
    #[error("exited with status {0}")]
    Exit(i32),
    /// A fatal signal was delivered.
    #[error("killed by signal {0}")]
    Signal(u32),
    /// `cpuTimeLimitMs` exceeded.
    #[error("cpu limit exceeded")]
    CpuLimit,
}

/// An error reported to the embedder (the napi layer turns it into a JS `AgentOsError`).
///
/// `message` is the full human-readable text, starting with the errno name (`"ENOENT: …"`), in
/// Node style with the syscall and path when known. The fields carry the same facts as data: the
/// napi layer hands them to JS as the error's properties, never re-parsed from `message`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct HostError {
    pub errno: Errno,
    pub message: String,
    pub path: Option<String>,
    /// The second path of a two-path operation (`rename`'s destination).
    pub dest: Option<String>,
    pub syscall: Option<&'static str>,
    /// The process the error is about (an unknown pid, a closed stdin).
    pub pid: Option<u32>,
}

impl HostError {
    /// Names the host call an error came from when it does not say yet (a policy denial: its
    /// message stays as it is).
    pub fn or_syscall(mut self, syscall: &'static str) -> Self {
        self.syscall.get_or_insert(syscall);
        self
    }

    /// `"<CODE>: <description>, <syscall> '<path>'"`.
    pub fn syscall(errno: Errno, syscall: &'static str, path: &str) -> Self {
        HostError {
            errno,
            message: format!(
                "{}: {}, {} '{}'",
                errno.name(),
                errno.description(),
                syscall,
                path
            ),
            path: Some(path.to_string()),
            dest: None,
            syscall: Some(syscall),
            pid: None,
        }
    }

    /// `"<CODE>: <detail>"`.
    pub fn new(errno: Errno, detail: impl std::fmt::Display) -> Self {
        HostError {
            errno,
            message: format!("{}: {}", errno.name(), detail),
            path: None,
            dest: None,
            syscall: None,
            pid: None,
        }
    }

    /// This error, about process `pid`.
    pub fn with_pid(mut self, pid: u32) -> Self {
        self.pid = Some(pid);
        self
    }
}

impl From<Errno> for HostError {
    fn from(e: Errno) -> Self {
        HostError::new(e, e.description())
    }
}

/// Result alias for embedder-facing calls.
pub type HostResult<T> = Result<T, HostError>;
