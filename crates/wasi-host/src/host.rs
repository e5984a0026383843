//! What a guest may ask of its VM beyond the kernel: the [`Spawner`] trait host functions reach
//! through [`crate::ctx::ProcCtx`], never the VM's whole state.

use std::sync::Arc;

use agentos_kernel::fd_table::OpenFile;
use agentos_kernel::process_table::Pid;
use agentos_kernel::KResult;

/// A spawn as the kernel sees it (guest `proc_spawn` or the host API).
pub struct SpawnRequest {
    pub ppid: Pid,
    /// `None` = lead a new process group.
    pub pgid: Option<Pid>,
    pub argv: Vec<String>,
    pub env: Vec<(String, String)>,
    /// Absolute, existing directory.
    pub cwd: String,
    pub stdio: [Arc<OpenFile>; 3],
}

/// Starts processes for a guest (`proc_spawn`). The VM implements it; host functions see only
/// this, so what a guest can make its VM do is this list.
pub trait Spawner: Send + Sync {
    /// Creates and starts a process for a guest: the `childProcess` policy always applies.
    /// `ENOENT`/`EACCES`/`ENOEXEC` from resolution, `EACCES` when the policy denies the command,
    /// `EAGAIN` at the process limit, `EMFILE`.
    fn spawn(self: Arc<Self>, req: SpawnRequest) -> KResult<Pid>;
}
