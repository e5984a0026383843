//! The host API's checked operations: every filesystem, mount and process-listing call the
//! embedder makes on a VM, each with the permission checks `permissions.applyToHost` asks for
//! (`api.md` 7.5), so that no embedder method can skip one.
//!
//! Errors are [`HostError`]s in Node's style (`"ENOENT: …, open '/x'"`) with `path` and
//! `syscall` set; an error that came from a JS driver mount keeps the driver's own message.

use std::path::Path;
use std::sync::Arc;

use agentos_kernel::kernel::{TreeEntry, MAX_READ_FILE_BYTES};
use agentos_kernel::path::{join_normalize, split_parent};
use agentos_kernel::permissions::{FsOp, Scope};
use agentos_kernel::vfs::{FileSystem, Stat};
use agentos_kernel::{CheckedError, Errno, FsCheck, KResult};

use crate::error::{HostError, HostResult};
use crate::vm::{denied, ProcessInfo, Vm};

/// `"<CODE>: <description>[ (<driver message>)], <syscall> '<path>'"`: a driver mount's own
/// message (what its method threw) is kept when the error came from one.
pub fn fs_error(e: Errno, syscall: &'static str, path: &str) -> HostError {
    let mut err = HostError::syscall(e, syscall, path);
    if let Some(detail) = agentos_kernel::driver_fs::take_last_error() {
        err.message = format!(
            "{}: {} ({}), {} '{}'",
            e.name(),
            e.description(),
            detail.replace('\n', " "),
            syscall,
            path
        );
    }
    err
}

/// Runs one host API operation, naming `syscall` on an error that names none yet (a policy
/// denial; the message stays as it is).
fn as_call<T>(syscall: &'static str, op: impl FnOnce() -> HostResult<T>) -> HostResult<T> {
    op().map_err(|e| e.or_syscall(syscall))
}

impl Vm {
    /// `writeFile`: permission checks (`applyToHost`), missing parents created.
    pub fn write_file(&self, p: &str, bytes: &[u8]) -> HostResult<()> {
        as_call("open", || {
            // Judged first so a denial names the file; then again, bound to the write.
            self.host_check_fs(FsOp::Write, p, true)?;
            if let Some((parent, _)) = split_parent(p) {
                self.host_check_create_parents(parent)?;
            }
            self.host_checked1(p, FsOp::Write, true, |q| {
                self.kernel().write_file_parents(q, bytes)
            })?
            .map_err(|e| fs_error(e, "open", p))
        })
    }

    /// `readFile`: `EFBIG` above [`MAX_READ_FILE_BYTES`] (2 GiB, as Node's `fs.readFile`),
    /// whatever size the filesystem reports.
    pub fn read_file(&self, p: &str) -> HostResult<Vec<u8>> {
        self.read_file_limit(p, MAX_READ_FILE_BYTES as usize)?
            .ok_or_else(|| fs_error(Errno::Efbig, "read", p))
    }

    /// `readFile`; `Ok(None)` when the file holds more than `max` bytes (its contents are dropped).
    pub fn read_file_limit(&self, p: &str, max: usize) -> HostResult<Option<Vec<u8>>> {
        as_call("open", || {
            self.host_checked1(p, FsOp::Read, true, |q| {
                self.kernel().read_file_limit(q, max as u64)
            })?
            .map_err(|e| fs_error(e, "open", p))
        })
    }

    /// `mkdir`; `recursive` creates missing parents (`create_dir` checked on each).
    pub fn mkdir(&self, p: &str, recursive: bool) -> HostResult<()> {
        as_call("mkdir", || {
            let r = if recursive {
                self.host_check_create_parents(p)?;
                self.kernel().mkdir_p(p)
            } else {
                self.host_checked1(p, FsOp::CreateDir, false, |q| self.kernel().mkdir(q, 0o755))?
            };
            r.map_err(|e| fs_error(e, "mkdir", p))
        })
    }

    /// `readdir`: the entry names.
    pub fn readdir(&self, p: &str) -> HostResult<Vec<String>> {
        as_call("scandir", || {
            let entries = self
                .host_checked1(p, FsOp::Readdir, true, |q| self.kernel().readdir(q))?
                .map_err(|e| fs_error(e, "scandir", p))?;
            Ok(entries.into_iter().map(|e| e.name).collect())
        })
    }

    /// `readdirRecursive` (see [`agentos_kernel::Kernel::readdir_recursive`]). Under
    /// `applyToHost`, entries the policy hides from `stat` are left out.
    pub fn readdir_recursive(
        &self,
        p: &str,
        max_depth: Option<u32>,
        exclude: &[String],
    ) -> HostResult<Vec<TreeEntry>> {
        as_call("scandir", || {
            let entries = self
                .host_checked1(p, FsOp::Readdir, true, |q| {
                    self.kernel().readdir_recursive(q, max_depth, exclude)
                })?
                .map_err(|e| fs_error(e, "scandir", p))?;
            Ok(entries
                .into_iter()
                .filter(|e| self.host_check_fs(FsOp::Stat, &e.path, false).is_ok())
                .collect())
        })
    }

    /// `stat` (`follow`) or `lstat`.
    pub fn stat(&self, p: &str, follow: bool) -> HostResult<Stat> {
        as_call(if follow { "stat" } else { "lstat" }, || {
            self.host_checked1(p, FsOp::Stat, follow, |q| self.kernel().stat(q, follow))?
                .map_err(|e| fs_error(e, if follow { "stat" } else { "lstat" }, p))
        })
    }

    /// `exists` (checked as `stat`).
    pub fn exists(&self, p: &str) -> HostResult<bool> {
        as_call("access", || {
            self.host_checked1(p, FsOp::Stat, true, |q| self.kernel().exists(q))?
                .map_err(|e| fs_error(e, "access", p))
        })
    }

    /// `rename`: `rename` checked on both ends, `write` on the destination.
    pub fn rename(&self, a: &str, b: &str) -> HostResult<()> {
        as_call("rename", || {
            self.host_checked(&crate::wasi::rename_checks(a, b), |q| {
                self.kernel().rename(&q[0], &q[1])
            })?
            .map_err(|e| HostError {
                errno: e,
                // A driver mount's own message (what its rename threw) is kept, as fs_error does.
                message: match agentos_kernel::driver_fs::take_last_error() {
                    Some(detail) => format!(
                        "{}: {} ({}), rename '{a}' -> '{b}'",
                        e.name(),
                        e.description(),
                        detail.replace('\n', " ")
                    ),
                    None => format!("{}: {}, rename '{a}' -> '{b}'", e.name(), e.description()),
                },
                path: Some(a.to_string()),
                dest: Some(b.to_string()),
                syscall: Some("rename"),
                pid: None,
            })
        })
    }

    /// `remove`: `rm` checked on `p` and, when `recursive` under `applyToHost`, on every entry
    /// of the tree below it before anything is removed.
    pub fn remove(&self, p: &str, recursive: bool) -> HostResult<()> {
        as_call("rm", || {
            self.host_check_fs(FsOp::Rm, p, false)?;
            if recursive && self.host_restricted() {
                if let Ok(tree) = self.kernel().readdir_recursive(p, None, &[]) {
                    for e in tree {
                        self.host_check_fs(FsOp::Rm, &e.path, false)?;
                    }
                }
            }
            self.host_checked1(p, FsOp::Rm, false, |q| self.kernel().remove(q, recursive))?
                .map_err(|e| fs_error(e, "rm", p))
        })
    }

    /// Mounts the filesystem `make` returns at `p` once the mount checks pass (`make` runs after
    /// them, so a denied mount opens nothing). `EINVAL` for `/`, `EEXIST` for a mount point.
    pub fn mount_with(
        &self,
        p: &str,
        read_only: bool,
        make: impl FnOnce() -> HostResult<Arc<dyn FileSystem>>,
    ) -> HostResult<()> {
        as_call("mount", || {
            self.host_check_mount(p)?;
            let fs = make()?;
            self.kernel()
                .mount(p, fs, read_only)
                .map_err(|e| fs_error(e, "mount", p))
        })
    }

    /// Mounts a new in-memory filesystem at `p` (counts toward `maxFilesystemBytes`).
    pub fn mount_memory(&self, p: &str, read_only: bool) -> HostResult<()> {
        self.mount_with(p, read_only, || Ok(Arc::new(self.kernel().new_memfs())))
    }

    /// Mounts host directory `host_path` at `p`, confined beneath it (`api.md` 2.3). `ENOENT`/
    /// `ENOTDIR` (syscall `opendir`, the host path) for a bad host directory.
    pub fn mount_host_dir(&self, p: &str, host_path: &str, read_only: bool) -> HostResult<()> {
        self.mount_with(p, read_only, || {
            let fs = agentos_kernel::host_dir::HostDirFs::open(Path::new(host_path))
                .map_err(|e| fs_error(e, "opendir", host_path))?;
            Ok(Arc::new(fs))
        })
    }

    /// Detaches the mount at `p`. `EINVAL` (not a mount point), `EBUSY` (child mounts).
    pub fn unmount(&self, p: &str) -> HostResult<()> {
        as_call("umount", || {
            self.host_check_mount(p)?;
            self.kernel()
                .unmount(p)
                .map_err(|e| fs_error(e, "umount", p))
        })
    }

    /// `EACCES` when `permissions.applyToHost` is set and `process.inspect` is denied.
    pub fn check_process_inspect(&self) -> HostResult<()> {
        self.host_check(Scope::Process, "inspect", "process://snapshot")
    }

    /// [`Vm::processes`] for the host API: `process.inspect` checked first.
    pub fn list_processes(&self) -> HostResult<Vec<ProcessInfo>> {
        self.check_process_inspect()?;
        Ok(self.processes())
    }

    /// Whether the host API is subject to the permission policy (`permissions.applyToHost`).
    pub(crate) fn host_restricted(&self) -> bool {
        self.kernel().policy().apply_to_host()
    }

    /// For host API calls: `EACCES` (`api.md` 7.5) when `applyToHost` is set and the policy denies
    /// fs operation `op` on `path` (symlinks resolved, the final one when `follow`). Always `Ok`
    /// for a trusted host.
    pub(crate) fn host_check_fs(&self, op: FsOp, path: &str, follow: bool) -> HostResult<()> {
        if !self.host_restricted() {
            return Ok(());
        }
        self.kernel().check_fs(op, path, follow).map_err(denied)
    }

    /// For host API calls that take paths: under `applyToHost`, [`Kernel::checked`] (`op` runs on
    /// exactly what the policy judged; a denial is the outer `Err`); for a trusted host, `op` on
    /// the paths as given. The inner result is `op`'s own.
    ///
    /// [`Kernel::checked`]: agentos_kernel::Kernel::checked
    pub(crate) fn host_checked<T>(
        &self,
        checks: &[FsCheck<'_>],
        mut op: impl FnMut(&[String]) -> KResult<T>,
    ) -> HostResult<KResult<T>> {
        if !self.host_restricted() {
            let paths: Vec<String> = checks.iter().map(|c| c.path.to_string()).collect();
            return Ok(op(&paths));
        }
        match self.kernel().checked(checks, op) {
            Ok(v) => Ok(Ok(v)),
            Err(CheckedError::Denied(d)) => Err(denied(d)),
            Err(CheckedError::Errno(e)) => Ok(Err(e)),
        }
    }

    /// [`Vm::host_checked`] of one path and operation.
    pub(crate) fn host_checked1<T>(
        &self,
        path: &str,
        fs_op: FsOp,
        follow: bool,
        mut op: impl FnMut(&str) -> KResult<T>,
    ) -> HostResult<KResult<T>> {
        self.host_checked(&[FsCheck::new(path, &[fs_op], follow)], |p| op(&p[0]))
    }

    /// [`Vm::host_check_fs`] of `create_dir` on `path` and each missing ancestor (what `mkdir -p`
    /// and `writeFile` create).
    pub(crate) fn host_check_create_parents(&self, path: &str) -> HostResult<()> {
        if !self.host_restricted() {
            return Ok(());
        }
        let mut cur = join_normalize("/", path);
        while cur != "/" && !self.kernel().exists(&cur).unwrap_or(false) {
            self.host_check_fs(FsOp::CreateDir, &cur, false)?;
            cur = split_parent(&cur)
                .map(|(d, _)| d.to_string())
                .unwrap_or_else(|| "/".into());
        }
        Ok(())
    }

    /// For host mount calls: `write` on the mount path, plus `mount_sensitive` at or below
    /// `/etc`, `/dev`, `/proc` (`api.md` 7.3), when `applyToHost` is set.
    pub(crate) fn host_check_mount(&self, path: &str) -> HostResult<()> {
        self.host_check_fs(FsOp::Write, path, false)?;
        let p = join_normalize("/", path);
        if ["/etc", "/dev", "/proc"]
            .iter()
            .any(|s| p == *s || p.starts_with(&format!("{s}/")))
        {
            self.host_check_fs(FsOp::MountSensitive, &p, false)?;
        }
        Ok(())
    }

    /// For host API calls: `EACCES` when `applyToHost` is set and the policy denies
    /// `scope.operation` on `resource` (e.g. `process.inspect` on `process://snapshot`).
    pub(crate) fn host_check(
        &self,
        scope: Scope,
        operation: &str,
        resource: &str,
    ) -> HostResult<()> {
        if !self.host_restricted() {
            return Ok(());
        }
        self.kernel()
            .policy()
            .check(scope, operation, resource)
            .map_err(denied)
    }
}
