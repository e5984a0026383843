//! Per-process host state: what every host function reaches through its `Caller`.

use std::sync::Arc;
use std::time::Instant;

use agentos_kernel::fd_table::{FileKind, OpenFile};
use agentos_kernel::path::{join_normalize, PATH_MAX};
use agentos_kernel::permissions::FsOp;
use agentos_kernel::process_table::Process;
use agentos_kernel::{CheckedError, Errno, FsCheck, KResult, Kernel};
use wasmtime::Memory;

use crate::host::Spawner;
use crate::net::socket::Socket;
use crate::net::VmNet;
use crate::tier::Tier;

/// The host state of one guest process (one wasmtime `Store`).
pub struct ProcCtx {
    pub kernel: Arc<Kernel>,
    /// What the process may ask of its VM beyond the kernel (`proc_spawn`).
    pub spawner: Arc<dyn Spawner>,
    /// The VM's network: what `host_net` and the socket calls of `wasi` work on.
    pub net: Arc<VmNet>,
    /// The VM's store of node's bytecode (`host_jscache`).
    pub jscache: Arc<crate::jscache::JsCache>,
    /// The registered command module the process runs (`None` for an ad-hoc module): what the
    /// machine store of node's bytecode is keyed by.
    pub module: Option<crate::jscache::ModuleId>,
    /// The VM's module cache directory (for the host's own compiles).
    pub module_cache_dir: Option<std::path::PathBuf>,
    pub process: Arc<Process>,
    pub tier: Tier,
    /// The instance's exported memory, set right after instantiation.
    pub memory: Option<Memory>,
    /// One budget for all memories and tables (`maxWasmMemoryBytes`).
    pub limits: crate::limits::ProcessLimits,
    /// The absolute path the most recent `path_filestat_get` resolved (`guest-abi.md` 11).
    pub last_stat_path: Option<String>,
    pub started: Instant,
}

impl ProcCtx {
    pub fn kernel(&self) -> &Kernel {
        &self.kernel
    }

    /// The open file at `fd`. `EBADF`.
    pub fn fd(&self, fd: u32) -> KResult<Arc<OpenFile>> {
        self.process.fds.lock().get(fd)
    }

    /// Resolves a guest path against directory fd `dirfd` (`guest-abi.md` 5.2): `ENOTDIR` when
    /// `dirfd` is not a directory, `EBADF` when closed, `EINVAL` for NUL, `ENAMETOOLONG`.
    pub fn path_at(&self, dirfd: u32, path: &str) -> KResult<String> {
        if path.len() > PATH_MAX {
            return Err(Errno::Enametoolong);
        }
        if path.contains('\0') {
            return Err(Errno::Einval);
        }
        let dir = self.fd(dirfd)?;
        if !matches!(dir.kind, FileKind::Dir { .. }) {
            return Err(Errno::Enotdir);
        }
        if self.tier == Tier::Isolated {
            return Err(Errno::Eacces);
        }
        Ok(join_normalize(&dir.path, path))
    }

    /// `EACCES` unless the permission policy allows fs operation `op` on `abs` (symlinks
    /// resolved, the final one only when `follow`). Every path-taking syscall asks this.
    pub fn check_fs(&self, op: FsOp, abs: &str, follow: bool) -> KResult<()> {
        self.kernel().check_fs(op, abs, follow).map_err(|d| {
            tracing::debug!(pid = self.process.pid, denied = %d, "fs policy");
            Errno::Eacces
        })
    }

    /// Runs `op` on the paths of `checks` (absolute, from [`ProcCtx::path_at`]) as the policy
    /// judged them ([`Kernel::checked`]: resolved once, no symlink followed afterwards). `EACCES`
    /// when denied. Every path-taking syscall goes through this.
    pub fn checked<T>(
        &self,
        checks: &[FsCheck<'_>],
        op: impl FnMut(&[String]) -> KResult<T>,
    ) -> KResult<T> {
        self.kernel().checked(checks, op).map_err(|e| match e {
            CheckedError::Denied(d) => {
                tracing::debug!(pid = self.process.pid, denied = %d, "fs policy");
                Errno::Eacces
            }
            CheckedError::Errno(e) => e,
        })
    }

    /// [`ProcCtx::checked`] of one path and operation: `op` gets the judged path.
    pub fn checked1<T>(
        &self,
        abs: &str,
        fs_op: FsOp,
        follow: bool,
        mut op: impl FnMut(&str) -> KResult<T>,
    ) -> KResult<T> {
        self.checked(&[FsCheck::new(abs, &[fs_op], follow)], |p| op(&p[0]))
    }

    /// `EACCES` unless the tier may mutate the filesystem.
    pub fn may_mutate(&self) -> KResult<()> {
        if self.tier >= Tier::ReadWrite {
            Ok(())
        } else {
            Err(Errno::Eacces)
        }
    }

    /// The socket at `fd`: `EBADF` when closed, `ENOTSOCK` when not a socket.
    pub fn socket(&self, fd: u32) -> KResult<(Arc<OpenFile>, Arc<Socket>)> {
        let f = self.fd(fd)?;
        let sock = f
            .socket()?
            .clone()
            .into_any()
            .downcast::<Socket>()
            .map_err(|_| Errno::Enotsock)?;
        Ok((f, sock))
    }

    /// `EACCES` unless the tier may use the network (`host_net`: full tier only).
    pub fn may_network(&self) -> KResult<()> {
        if self.tier == Tier::Full {
            Ok(())
        } else {
            Err(Errno::Eacces)
        }
    }

    /// `EACCES` unless the tier may spawn or signal processes.
    pub fn may_spawn(&self) -> KResult<()> {
        if self.tier == Tier::Full {
            Ok(())
        } else {
            Err(Errno::Eacces)
        }
    }
}
