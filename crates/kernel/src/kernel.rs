//! The kernel of one VM: the mount table, path resolution across mounts and symlinks, the
//! filesystem operations shared by the host API and every guest syscall, and the process table.
//!
//! All paths taken here are absolute VM paths; callers validate user input with
//! [`crate::path::validate_absolute`] first. Host and guest go through the same functions, so what
//! one sees the other sees (one source of truth: the kernel).

use std::sync::Arc;
use std::time::Instant;

use parking_lot::RwLock;

use crate::errno::{Errno, KResult};
use crate::fd_table::{
    Device, FileKind, OpenFile, FDFLAG_APPEND, RDEV_NULL, RDEV_RANDOM, RDEV_STDIO_BASE,
    RDEV_URANDOM, RDEV_ZERO,
};
use crate::memfs::{ByteBudget, MemFs};
use crate::mount_table::{Mount, MountTable};
use crate::path::{normalize, split_parent};
use crate::permissions::{Denied, FsOp, Policy, Scope};
use crate::process_table::ProcessTable;
use crate::vfs::{DirEntry, FileSystem, FileType, OpenOptions, Stat, Walk};

/// A per-thread guard over a closure: `None` outside one, `Some(false)` while armed,
/// `Some(true)` once tripped. [`nonblocking`] and [`refusing_symlinks`] are the two.
type Tripwire = std::thread::LocalKey<std::cell::Cell<Option<bool>>>;

thread_local! {
    /// Set while [`nonblocking`] runs on this thread; `Some(true)` once a path resolution met a
    /// filesystem that may block.
    static NONBLOCKING: std::cell::Cell<Option<bool>> = const { std::cell::Cell::new(None) };
    /// Set while [`Kernel::checked`] runs an operation on the paths the policy judged: `Some(true)`
    /// once a resolution met a symlink (which it refuses to follow).
    static NO_SYMLINKS: std::cell::Cell<Option<bool>> = const { std::cell::Cell::new(None) };
}

/// Runs `f` with `wire` armed (restoring the outer state after, so guards nest); `None` when `f`
/// tripped it.
fn armed<T>(wire: &'static Tripwire, f: impl FnOnce() -> T) -> Option<T> {
    struct Reset(&'static Tripwire, Option<bool>);
    impl Drop for Reset {
        fn drop(&mut self) {
            self.0.with(|c| c.set(self.1));
        }
    }
    let outer = wire.with(|c| c.replace(Some(false)));
    let _reset = Reset(wire, outer);
    let out = f();
    let tripped = wire.with(|c| c.get()) == Some(true);
    (!tripped).then_some(out)
}

/// `Err(errno)` (and `wire` tripped) when `wire` is armed and `hit`.
fn trip(wire: &'static Tripwire, hit: bool, errno: Errno) -> KResult<()> {
    wire.with(|c| match c.get() {
        Some(_) if hit => {
            c.set(Some(true));
            Err(errno)
        }
        _ => Ok(()),
    })
}

/// Runs `f` with a guard: every path resolution that `f` makes through [`Kernel::resolve`] and
/// that would enter a filesystem whose [`FileSystem::may_block`] is true stops with `EAGAIN`
/// before touching it. Returns `None` when that happened (the result of `f` is discarded and the
/// caller must run the operation again where blocking is allowed), `Some(f())` otherwise.
///
/// Used by the host API to run small operations on in-memory mounts directly on Node's JS thread
/// instead of a worker thread. `f` must tolerate being cut short at a resolution and run again:
/// the kernel's operations resolve their paths before they change anything, and `mkdir_p` is
/// idempotent.
pub fn nonblocking<T>(f: impl FnOnce() -> T) -> Option<T> {
    armed(&NONBLOCKING, f)
}

/// `EAGAIN` (and the [`nonblocking`] guard tripped) when `fs` may block and the guard is on.
fn guard_blocking(fs: &dyn FileSystem) -> KResult<()> {
    trip(&NONBLOCKING, fs.may_block(), Errno::Eagain)
}

/// Runs `f` with every [`Kernel::resolve`] refusing to follow a symlink (`ELOOP`). `None` when one
/// was met: the result of `f` is discarded (the kernel's operations resolve before they change
/// anything, so nothing happened).
fn refusing_symlinks<T>(f: impl FnOnce() -> T) -> Option<T> {
    armed(&NO_SYMLINKS, f)
}

/// `ELOOP` (and the [`refusing_symlinks`] guard tripped) when the guard is on.
fn guard_symlink() -> KResult<()> {
    trip(&NO_SYMLINKS, true, Errno::Eloop)
}

/// How often [`Kernel::checked`] judges and runs an operation again after a symlink appeared on
/// the judged path in between, before it gives up with `ELOOP`.
const SWAP_RETRIES: usize = 16;

/// One path of a [`Kernel::checked`] operation: judged for each of `ops`, symlinks resolved (the
/// final one only when `follow`).
#[derive(Clone, Copy, Debug)]
pub struct FsCheck<'a> {
    pub path: &'a str,
    pub ops: &'a [FsOp],
    pub follow: bool,
    /// Also denied when a deny rule reaches the path or below ([`Policy::carries_protected`]):
    /// for the original of a hard link (a `rename` has this guard built in).
    pub guard: bool,
}

impl<'a> FsCheck<'a> {
    /// `ops` on `path`.
    pub fn new(path: &'a str, ops: &'a [FsOp], follow: bool) -> Self {
        FsCheck {
            path,
            ops,
            follow,
            guard: false,
        }
    }
}

/// Why a [`Kernel::checked`] operation did not run: the policy, or the operation's own error.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CheckedError {
    #[error(transparent)]
    Denied(#[from] Denied),
    #[error(transparent)]
    Errno(#[from] Errno),
}

/// Symlinks followed while resolving one path before `ELOOP`.
pub const SYMLOOP_MAX: usize = 40;

/// Kernel-wide settings (from `AgentOs.create` `limits`, `api.md` section 8).
#[derive(Clone, Debug)]
pub struct KernelConfig {
    /// Bytes stored in the root and memory mounts (`ENOSPC` beyond). Default 256 MiB.
    pub max_filesystem_bytes: u64,
    /// Live + unreaped processes (`EAGAIN` beyond). Default 256.
    pub max_processes: usize,
    /// Bytes a guest pipe (`fd_pipe`) buffers before its writer blocks (`maxPipeBytes`).
    /// Default 16 MiB (`guest-abi.md` 7.4).
    pub max_pipe_bytes: usize,
    /// Inodes in the root and memory mounts (`ENOSPC` beyond). Default 1,000,000.
    pub max_inode_count: u64,
    /// Open fds per process (`EMFILE` beyond). Default 256.
    pub max_fds_per_process: usize,
    /// Open fds across all processes of the VM (`maxOpenFds`, `ENFILE` beyond). Default 1024.
    pub max_open_fds: usize,
    /// Largest open file a driver or sandbox mount holds in memory (`maxDriverFileBytes`,
    /// `EFBIG` beyond). Default 256 MiB.
    pub max_driver_file_bytes: u64,
    /// Bytes all open driver and sandbox files of the VM hold in memory together
    /// (`maxDriverBufferBytes`, `ENOSPC` beyond). Default 1 GiB.
    pub max_driver_buffer_bytes: u64,
    /// Content of `/etc/hostname` (without newline).
    pub hostname: String,
    /// The permission policy (`api.md` section 7). Guest syscalls ask it through
    /// [`Kernel::check_fs`] and friends; the kernel's own operations do not (boot-time writes and
    /// the host API, unless `applyToHost`, bypass it).
    pub permissions: Arc<Policy>,
}

impl Default for KernelConfig {
    fn default() -> Self {
        KernelConfig {
            max_filesystem_bytes: 256 * 1024 * 1024,
            max_processes: 256,
            max_inode_count: 1_000_000,
            max_pipe_bytes: crate::pipe::PIPE_CAPACITY,
            max_fds_per_process: 256,
            max_open_fds: 1024,
            max_driver_file_bytes: crate::driver_fs::DEFAULT_MAX_DRIVER_FILE_BYTES,
            max_driver_buffer_bytes: crate::driver_fs::DEFAULT_MAX_DRIVER_BUFFER_BYTES,
            hostname: "agentos".into(),
            permissions: Arc::new(Policy::default()),
        }
    }
}

/// A path resolved through mounts and symlinks.
#[derive(Clone)]
pub struct Resolved {
    /// The final absolute VM path (symlinks among leading components resolved).
    pub path: String,
    pub mount: Mount,
    /// The path within `mount`.
    pub rel: String,
    /// Whether the final component exists.
    pub exists: bool,
}

impl Resolved {
    fn fs(&self) -> &Arc<dyn FileSystem> {
        &self.mount.fs
    }

    fn writable(&self) -> KResult<()> {
        if self.mount.read_only {
            Err(Errno::Erofs)
        } else {
            Ok(())
        }
    }

    fn require(&self) -> KResult<()> {
        if self.exists {
            Ok(())
        } else {
            Err(Errno::Enoent)
        }
    }
}

/// How to open a path (`path_open`, host `readFile`/`writeFile`).
#[derive(Clone, Copy, Debug, Default)]
pub struct OpenRequest {
    pub read: bool,
    pub write: bool,
    pub create: bool,
    pub exclusive: bool,
    pub truncate: bool,
    /// Fail with `ENOTDIR` unless a directory.
    pub directory: bool,
    /// Follow a final symlink (WASI lookupflags bit 0).
    pub follow: bool,
    /// `fdflags` to start with (APPEND, NONBLOCK).
    pub fdflags: u32,
    /// Permission bits for a created file, taken as given (a guest's open passes `0o666` less
    /// its umask).
    pub mode: u32,
}

/// One entry of a recursive listing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TreeEntry {
    pub path: String,
    pub file_type: FileType,
    pub size: u64,
}

/// Largest file [`Kernel::read_file`] (and the host's `readFile`) returns; beyond, `EFBIG`.
/// 2 GiB, the limit of Node's own `fs.readFile`.
pub const MAX_READ_FILE_BYTES: u64 = (2 << 30) - 1;

/// Most entries [`Kernel::readdir_recursive`] returns; beyond, `ENOMEM`.
pub const MAX_TREE_ENTRIES: usize = 1_000_000;

/// Bytes read per `read_at` while loading a file, and the most reserved before a byte arrives.
const READ_CHUNK: usize = 64 * 1024;

/// A file open for reading from the start ([`Kernel::open_reader`]). Reads allocate with
/// `try_reserve` as bytes arrive (`ENOMEM` when the host is out of memory) and never by the size
/// the filesystem reports: a sparse host file or a driver's `stat` may claim terabytes.
pub struct FileReader {
    handle: Arc<dyn crate::vfs::FileHandle>,
    /// The size `lstat` reported at open (a hint only).
    size_hint: u64,
    /// Bytes consumed so far.
    pos: u64,
}

impl FileReader {
    /// The size the filesystem reported when the file was opened (may be wrong or change).
    pub fn size_hint(&self) -> u64 {
        self.size_hint
    }

    /// Reads up to `n` bytes (fewer only at end of file).
    pub fn read_head(&mut self, n: usize) -> KResult<Vec<u8>> {
        let mut out = vec![0u8; n.min(READ_CHUNK)];
        let mut got = 0;
        while got < out.len() {
            let k = self.handle.read_at(self.pos, &mut out[got..])?;
            if k == 0 {
                break;
            }
            got += k;
            self.pos += k as u64;
        }
        out.truncate(got);
        Ok(out)
    }

    /// Appends the rest of the file to `out` (which holds the bytes read so far); `Ok(None)` as
    /// soon as the whole would exceed `max` bytes, by the reported size or by what reads return.
    pub fn read_to_end(&mut self, mut out: Vec<u8>, max: u64) -> KResult<Option<Vec<u8>>> {
        if self.size_hint > max || out.len() as u64 > max {
            return Ok(None);
        }
        let expect = usize::try_from(self.size_hint.saturating_sub(self.pos)).unwrap_or(0);
        out.try_reserve(expect.min(READ_CHUNK))
            .map_err(|_| Errno::Enomem)?;
        let mut buf = vec![0u8; READ_CHUNK];
        loop {
            let n = self.handle.read_at(self.pos, &mut buf)?;
            if n == 0 {
                break;
            }
            self.pos += n as u64;
            if out.len() as u64 + n as u64 > max {
                return Ok(None);
            }
            out.try_reserve(n).map_err(|_| Errno::Enomem)?;
            out.extend_from_slice(&buf[..n]);
        }
        Ok(Some(out))
    }
}

/// Result of opening a `/dev/std*` alias: the caller dups the fd of its own process.
pub enum Opened {
    File(Arc<OpenFile>),
    /// `/dev/stdin` (0), `/dev/stdout` (1), `/dev/stderr` (2).
    StdioAlias(u32),
}

/// One VM's kernel.
pub struct Kernel {
    mounts: RwLock<MountTable>,
    budget: Arc<ByteBudget>,
    /// Fds open across the VM's processes (`max_open_fds`).
    pub fd_budget: Arc<crate::fd_table::FdBudget>,
    pub processes: ProcessTable,
    pub config: KernelConfig,
    boot: Instant,
    /// Open-file buffers of driver mounts (`max_driver_file_bytes`, `max_driver_buffer_bytes`).
    driver_buffers: Arc<crate::driver_fs::BufferBudget>,
}

fn abs_of(mount_path: &str, rel: &str) -> String {
    if mount_path == "/" {
        rel.to_string()
    } else if rel == "/" {
        mount_path.to_string()
    } else {
        format!("{mount_path}{rel}")
    }
}

impl Kernel {
    /// Boots a kernel with the standard layout (`api.md` 2.4).
    pub fn new(config: KernelConfig) -> KResult<Arc<Kernel>> {
        let budget = ByteBudget::with_inodes(config.max_filesystem_bytes, config.max_inode_count);
        let root = MemFs::new(budget.clone());
        for d in [
            "bin",
            "dev",
            "etc",
            "home",
            "home/agentos",
            "mnt",
            "opt",
            "proc",
            "root",
            "run",
            "sbin",
            "srv",
            "sys",
            "tmp",
            "usr",
            "usr/bin",
            "usr/local",
            "usr/local/bin",
            "usr/sbin",
            "var",
            "var/log",
            "var/tmp",
        ] {
            root.mkdir(&format!("/{d}"), 0o755)?;
        }
        root.chmod("/tmp", 0o1777)?;
        root.chmod("/var/tmp", 0o1777)?;
        root.chmod("/root", 0o700)?;
        for (name, rdev) in [
            ("null", RDEV_NULL),
            ("zero", RDEV_ZERO),
            ("random", RDEV_RANDOM),
            ("urandom", RDEV_URANDOM),
            ("stdin", RDEV_STDIO_BASE),
            ("stdout", RDEV_STDIO_BASE + 1),
            ("stderr", RDEV_STDIO_BASE + 2),
        ] {
            root.mknod_char(&format!("/dev/{name}"), 0o666, rdev)?;
        }
        let kernel = Arc::new(Kernel {
            mounts: RwLock::new(MountTable::new(Arc::new(root))),
            budget,
            fd_budget: crate::fd_table::FdBudget::new(config.max_open_fds),
            processes: ProcessTable::new(config.max_processes),
            driver_buffers: crate::driver_fs::BufferBudget::new(
                config.max_driver_file_bytes,
                config.max_driver_buffer_bytes,
            ),
            config,
            boot: Instant::now(),
        });
        let files: [(&str, String); 4] = [
            (
                "/etc/passwd",
                "root:x:0:0:root:/root:/bin/sh\nagentos:x:1000:1000:agentos:/home/agentos:/bin/sh\n".into(),
            ),
            ("/etc/group", "root:x:0:\nagentos:x:1000:\n".into()),
            ("/etc/hostname", format!("{}\n", kernel.config.hostname)),
            ("/etc/hosts", format!("127.0.0.1\tlocalhost {}\n::1\tlocalhost\n", kernel.config.hostname)),
        ];
        for (p, content) in files {
            kernel.write_file(p, content.as_bytes(), 0o644)?;
        }
        Ok(kernel)
    }

    /// When the VM booted (the monotonic clock's zero).
    pub fn boot_instant(&self) -> Instant {
        self.boot
    }

    /// Bytes stored in memory filesystems.
    pub fn filesystem_bytes(&self) -> u64 {
        self.budget.used()
    }

    /// A new memory filesystem charging this VM's byte budget.
    pub fn new_memfs(&self) -> MemFs {
        MemFs::new(self.budget.clone())
    }

    /// Resolves `path` (absolute) through mounts and symlinks (the final one only when
    /// `follow_last`). `ENOENT`/`ENOTDIR` for a missing or non-directory intermediate component,
    /// `ELOOP` after [`SYMLOOP_MAX`] symlinks.
    pub fn resolve(&self, path: &str, follow_last: bool) -> KResult<Resolved> {
        self.resolve_partial(path, follow_last).map_err(|(_, e)| e)
    }

    /// [`Kernel::resolve`]; on an error also the path as far as it was resolved (symlinks met so
    /// far spliced in), which is what an operation on `path` would touch.
    fn resolve_partial(&self, path: &str, follow_last: bool) -> Result<Resolved, (String, Errno)> {
        let mut p = normalize(path);
        // A component longer than a name can be is ENAMETOOLONG wherever it is, as on Linux (a
        // lookup said ENOENT, a create ENAMETOOLONG).
        if p.split('/').any(|c| c.len() > crate::memfs::NAME_MAX) {
            return Err((p, Errno::Enametoolong));
        }
        for _ in 0..=SYMLOOP_MAX {
            // The walk runs without the mount table lock: driver mounts wait for JS there.
            let (mount, rel) = {
                let mounts = self.mounts.read();
                let loc = mounts.locate(&p);
                (loc.mount.clone(), loc.rel.to_string())
            };
            guard_blocking(mount.fs.as_ref()).map_err(|e| (p.clone(), e))?;
            match mount
                .fs
                .walk(&rel, follow_last)
                .map_err(|e| (p.clone(), e))?
            {
                w @ (Walk::Found | Walk::MissingLast) => {
                    return Ok(Resolved {
                        rel,
                        mount,
                        exists: w == Walk::Found,
                        path: p.clone(),
                    });
                }
                Walk::Symlink { prefix_len, target } => {
                    guard_symlink().map_err(|e| (p.clone(), e))?;
                    let link_abs = abs_of(&mount.path, &rel[..prefix_len]);
                    let rest = rel[prefix_len..].to_string();
                    let base = if target.starts_with('/') {
                        target
                    } else {
                        let dir = split_parent(&link_abs).map(|(d, _)| d).unwrap_or("/");
                        format!("{dir}/{target}")
                    };
                    p = normalize(&format!("{base}/{rest}"));
                }
            }
        }
        Err((p, Errno::Eloop))
    }

    /// The permission policy.
    pub fn policy(&self) -> &Policy {
        &self.config.permissions
    }

    /// Checks fs operation `op` on `path` against the policy (`api.md` 7.3): the resource is the
    /// path with symlinks resolved (the final component only when `follow_last`; lstat, unlink,
    /// rename and symlink judge the final component itself). A path that does not resolve (missing
    /// intermediate directory, loop) is judged as far as it resolved. Skips resolution when fs is
    /// `"allow"`.
    ///
    /// A check alone does not bind the operation that follows it to the judged file: operations
    /// go through [`Kernel::checked`], which does.
    pub fn check_fs(&self, op: FsOp, path: &str, follow_last: bool) -> Result<(), Denied> {
        self.judge(&[FsCheck::new(path, &[op], follow_last)])
            .map(|_| ())
    }

    /// The judged paths of `checks` (symlinks resolved), or the first denial.
    fn judge(&self, checks: &[FsCheck<'_>]) -> Result<Vec<String>, Denied> {
        let policy = self.policy();
        checks
            .iter()
            .map(|c| {
                let resolved = match self.resolve_partial(c.path, c.follow) {
                    Ok(r) => r.path,
                    Err((p, _)) => p,
                };
                for &op in c.ops {
                    policy.check_fs(op, &resolved)?;
                    if c.guard && policy.carries_protected(&resolved) {
                        return Err(Denied {
                            scope: Scope::Fs.name(),
                            operation: op.name().to_string(),
                            resource: resolved,
                        });
                    }
                }
                Ok(resolved)
            })
            .collect()
    }

    /// Runs `op` on exactly what the policy judged (no check-then-use gap): each path of `checks`
    /// is resolved once and judged; `op` then gets the resolved paths (symlink-free as judged)
    /// and every resolution it makes refuses to follow a symlink. When one appeared on a judged
    /// path in between (a guest swapped it), the judgement and `op` run again, up to
    /// [`SWAP_RETRIES`] times, then `ELOOP`. `op` must not change anything before its paths are
    /// resolved (the kernel's operations resolve first). With fs `"allow"` `op` gets the paths as
    /// given.
    pub fn checked<T>(
        &self,
        checks: &[FsCheck<'_>],
        mut op: impl FnMut(&[String]) -> KResult<T>,
    ) -> Result<T, CheckedError> {
        if self.policy().allows_all(Scope::Fs) {
            let paths: Vec<String> = checks.iter().map(|c| c.path.to_string()).collect();
            return Ok(op(&paths)?);
        }
        for _ in 0..SWAP_RETRIES {
            let paths = self.judge(checks)?;
            if let Some(r) = refusing_symlinks(|| op(&paths)) {
                return Ok(r?);
            }
        }
        Err(CheckedError::Errno(Errno::Eloop))
    }

    /// stat (`follow` = true) or lstat. `ENOENT`.
    pub fn stat(&self, path: &str, follow: bool) -> KResult<Stat> {
        let r = self.resolve(path, follow)?;
        r.require()?;
        r.fs().lstat(&r.rel)
    }

    /// Whether `path` exists (following symlinks): false for `ENOENT`/`ENOTDIR`.
    pub fn exists(&self, path: &str) -> KResult<bool> {
        match self.stat(path, true) {
            Ok(_) => Ok(true),
            Err(Errno::Enoent | Errno::Enotdir) => Ok(false),
            Err(e) => Err(e),
        }
    }

    /// Opens `path`. Errors as `guest-abi.md` 5.2: `EEXIST` (CREAT|EXCL), `ENOENT`, `ENOTDIR`,
    /// `EISDIR` (directory for writing), `EROFS`, `ELOOP` (final symlink without follow).
    pub fn open(&self, path: &str, req: &OpenRequest) -> KResult<Opened> {
        let r = self.resolve(path, req.follow)?;
        // Files and directories opened on a mount keep it busy (unmount → EBUSY) while open.
        let busy = (!r.mount.internal).then(|| r.mount.acquire());
        let wants_write = req.write || req.truncate;
        if !r.exists {
            if !req.create || req.directory {
                return Err(Errno::Enoent);
            }
            r.writable()?;
            let handle = r.fs().open(
                &r.rel,
                &OpenOptions {
                    read: req.read,
                    write: req.write,
                    create: true,
                    exclusive: req.exclusive,
                    truncate: req.truncate,
                    mode: req.mode,
                },
            )?;
            return Ok(Self::file_opened(handle, r, req, busy));
        }
        if req.create && req.exclusive {
            return Err(Errno::Eexist);
        }
        let st = r.fs().lstat(&r.rel)?;
        match st.file_type {
            FileType::Symlink => Err(Errno::Eloop),
            FileType::Directory => {
                if wants_write {
                    return Err(Errno::Eisdir);
                }
                Ok(Opened::File(OpenFile::on_mount(
                    FileKind::Dir {
                        listing: parking_lot::Mutex::new(None),
                    },
                    r.path,
                    req.read,
                    false,
                    req.fdflags & !FDFLAG_APPEND,
                    busy,
                )))
            }
            _ if req.directory => Err(Errno::Enotdir),
            // No filesystem stores sockets (a host socket file on a host-dir mount is ENXIO).
            FileType::SocketStream => Err(Errno::Enxio),
            FileType::CharDevice => {
                if st.rdev >= RDEV_STDIO_BASE && st.rdev < RDEV_STDIO_BASE + 3 {
                    return Ok(Opened::StdioAlias((st.rdev - RDEV_STDIO_BASE) as u32));
                }
                let dev = Device::from_rdev(st.rdev).ok_or(Errno::Enosys)?;
                Ok(Opened::File(OpenFile::new(
                    FileKind::Device(dev),
                    r.path,
                    req.read,
                    req.write,
                    req.fdflags,
                )))
            }
            FileType::Regular => {
                if wants_write {
                    r.writable()?;
                }
                let handle = r.fs().open(
                    &r.rel,
                    &OpenOptions {
                        read: req.read,
                        write: req.write,
                        create: false,
                        exclusive: false,
                        truncate: req.truncate,
                        mode: 0,
                    },
                )?;
                Ok(Self::file_opened(handle, r, req, busy))
            }
        }
    }

    fn file_opened(
        handle: Arc<dyn crate::vfs::FileHandle>,
        r: Resolved,
        req: &OpenRequest,
        busy: Option<crate::mount_table::MountUse>,
    ) -> Opened {
        Opened::File(OpenFile::on_mount(
            FileKind::File(handle),
            r.path,
            req.read,
            req.write,
            req.fdflags,
            busy,
        ))
    }

    /// Reads a whole file of at most [`MAX_READ_FILE_BYTES`]. `ENOENT`, `EISDIR`, `EFBIG`.
    pub fn read_file(&self, path: &str) -> KResult<Vec<u8>> {
        self.read_file_limit(path, MAX_READ_FILE_BYTES)?
            .ok_or(Errno::Efbig)
    }

    /// [`Kernel::read_file`], but `Ok(None)` as soon as the file turns out to hold more than
    /// `max` bytes (by its size, or by what a read returns while a writer appends). Memory grows
    /// with the bytes actually read, never with the size a filesystem reports.
    pub fn read_file_limit(&self, path: &str, max: u64) -> KResult<Option<Vec<u8>>> {
        self.open_reader(path)?.read_to_end(Vec::new(), max)
    }

    /// Opens a file for reading from the start (host `readFile`, the exec loader).
    /// `ENOENT`, `EISDIR`, `EINVAL` (a device), and the filesystem's open errors (`ENXIO` for a
    /// host FIFO, socket or device node).
    pub fn open_reader(&self, path: &str) -> KResult<FileReader> {
        let r = self.resolve(path, true)?;
        r.require()?;
        let st = r.fs().lstat(&r.rel)?;
        match st.file_type {
            FileType::Directory => return Err(Errno::Eisdir),
            FileType::CharDevice => return Err(Errno::Einval),
            _ => {}
        }
        let handle = r.fs().open(
            &r.rel,
            &OpenOptions {
                read: true,
                ..Default::default()
            },
        )?;
        Ok(FileReader {
            handle,
            size_hint: st.size,
            pos: 0,
        })
    }

    /// Creates or truncates `path` and writes `data` (mode `perm` when created). Missing parent
    /// directories are not created here (see [`Kernel::write_file_parents`]). `EISDIR`, `EROFS`.
    pub fn write_file(&self, path: &str, data: &[u8], perm: u32) -> KResult<()> {
        let existed = self.resolve(path, true)?.exists;
        let opened = self.open(
            path,
            &OpenRequest {
                write: true,
                create: true,
                follow: true,
                mode: perm,
                ..Default::default()
            },
        )?;
        let Opened::File(f) = opened else {
            return Err(Errno::Einval);
        };
        let FileKind::File(h) = &f.kind else {
            return Err(Errno::Einval);
        };
        // Never leave a half-written or empty file behind: the old contents stay on failure, and a
        // file this call created is removed again.
        let written = h.replace_contents(data).and_then(|()| h.flush());
        if written.is_err() && !existed {
            drop(f);
            let _ = self.unlink(path);
        }
        written
    }

    /// Creates (or replaces) many files in one existing directory, resolving the directory once;
    /// used at boot for the `/bin` command stubs. Bypasses nothing but the per-file resolution:
    /// read-only mounts are still `EROFS`.
    pub fn install_files<'a>(
        &self,
        dir: &str,
        files: impl IntoIterator<Item = (&'a str, &'a [u8])>,
        perm: u32,
    ) -> KResult<()> {
        let r = self.resolve(dir, true)?;
        r.require()?;
        r.writable()?;
        r.fs().install_files(&r.rel, &mut files.into_iter(), perm)
    }

    /// [`Kernel::write_file`], creating missing parent directories (0755) first (`api.md` 3).
    pub fn write_file_parents(&self, path: &str, data: &[u8]) -> KResult<()> {
        let p = normalize(path);
        if let Some((parent, _)) = split_parent(&p) {
            // A parent that exists as a file is ENOTDIR for the file being written.
            self.mkdir_p(parent).map_err(|e| {
                if e == Errno::Eexist {
                    Errno::Enotdir
                } else {
                    e
                }
            })?;
        }
        self.write_file(&p, data, 0o644)
    }

    /// Creates one directory. `EEXIST`, `ENOENT` (parent), `EROFS`.
    pub fn mkdir(&self, path: &str, perm: u32) -> KResult<()> {
        let r = self.resolve(path, false)?;
        if r.exists {
            return Err(Errno::Eexist);
        }
        r.writable()?;
        r.fs().mkdir(&r.rel, perm)
    }

    /// Creates a directory and its missing parents; succeeds if it is already a directory.
    /// `EEXIST`/`ENOTDIR` when a component is a file.
    pub fn mkdir_p(&self, path: &str) -> KResult<()> {
        let p = normalize(path);
        let mut cur = String::new();
        for seg in crate::path::segments(&p) {
            cur.push('/');
            cur.push_str(seg);
            match self.stat(&cur, true) {
                Ok(st) if st.file_type == FileType::Directory => continue,
                Ok(_) => {
                    return Err(if cur.len() == p.len() {
                        Errno::Eexist
                    } else {
                        Errno::Enotdir
                    })
                }
                Err(Errno::Enoent) => match self.mkdir(&cur, 0o755) {
                    Ok(()) | Err(Errno::Eexist) => {}
                    Err(e) => return Err(e),
                },
                Err(e) => return Err(e),
            }
        }
        Ok(())
    }

    /// Directory entries sorted byte-wise, without `.`/`..`. `ENOTDIR`, `ENOENT`.
    pub fn readdir(&self, path: &str) -> KResult<Vec<DirEntry>> {
        let r = self.resolve(path, true)?;
        r.require()?;
        r.fs().readdir(&r.rel)
    }

    /// Recursive listing sorted by path. `max_depth` 0 = direct children only; entries whose
    /// basename is in `exclude` are neither returned nor descended; symlinks are not followed.
    /// Bounded for trees without end (a driver's cyclic graph): `ENAMETOOLONG` once a path
    /// exceeds [`crate::path::PATH_MAX`], `ENOMEM` beyond [`MAX_TREE_ENTRIES`] entries. Iterates
    /// with an explicit stack (no native recursion per level).
    pub fn readdir_recursive(
        &self,
        path: &str,
        max_depth: Option<u32>,
        exclude: &[String],
    ) -> KResult<Vec<TreeEntry>> {
        let mut out = Vec::new();
        let mut pending = vec![(normalize(path), 0u32)];
        while let Some((dir, depth)) = pending.pop() {
            for e in self.readdir(&dir)? {
                if exclude.contains(&e.name) {
                    continue;
                }
                let p = if dir == "/" {
                    format!("/{}", e.name)
                } else {
                    format!("{dir}/{}", e.name)
                };
                if p.len() > crate::path::PATH_MAX {
                    return Err(Errno::Enametoolong);
                }
                if out.len() >= MAX_TREE_ENTRIES {
                    return Err(Errno::Enomem);
                }
                let st = self.stat(&p, false)?;
                out.push(TreeEntry {
                    path: p.clone(),
                    file_type: st.file_type,
                    size: st.size,
                });
                if st.file_type == FileType::Directory && max_depth.is_none_or(|m| depth < m) {
                    pending.push((p, depth + 1));
                }
            }
        }
        out.sort_by(|a, b| a.path.cmp(&b.path));
        Ok(out)
    }

    fn not_mount_point(&self, path: &str) -> KResult<()> {
        if self.mounts.read().is_mount_point(path) {
            Err(Errno::Ebusy)
        } else {
            Ok(())
        }
    }

    fn no_mount_at_or_below(&self, path: &str) -> KResult<()> {
        let mounts = self.mounts.read();
        let busy = mounts.all().iter().any(|m| {
            m.path != "/"
                && (m.path == path
                    || path == "/"
                    || m.path
                        .strip_prefix(path)
                        .is_some_and(|r| r.starts_with('/')))
        });
        if busy {
            Err(Errno::Ebusy)
        } else {
            Ok(())
        }
    }

    /// Removes a non-directory. `EISDIR`, `EBUSY` (mount point), `EROFS`.
    pub fn unlink(&self, path: &str) -> KResult<()> {
        let r = self.resolve(path, false)?;
        r.require()?;
        self.not_mount_point(&r.path)?;
        r.writable()?;
        self.not_a_device(&r)?;
        r.fs().unlink(&r.rel)
    }

    /// The `/dev` nodes are part of the VM, not user data: removing or renaming one is `EPERM`.
    fn not_a_device(&self, r: &Resolved) -> KResult<()> {
        if r.exists && r.fs().lstat(&r.rel)?.file_type == FileType::CharDevice {
            Err(Errno::Eperm)
        } else {
            Ok(())
        }
    }

    /// Removes an empty directory. `ENOTEMPTY`, `ENOTDIR`, `EBUSY` (mount point or `/`), `EROFS`.
    pub fn rmdir(&self, path: &str) -> KResult<()> {
        let r = self.resolve(path, false)?;
        r.require()?;
        self.not_mount_point(&r.path)?;
        r.writable()?;
        if r.fs().lstat(&r.rel)?.file_type != FileType::Directory {
            return Err(Errno::Enotdir);
        }
        r.fs().rmdir(&r.rel)
    }

    /// Deletes a file, or a directory (its contents too when `recursive`). `ENOENT`,
    /// `ENOTEMPTY`, `EBUSY` (a mount point, or one below a recursive delete).
    pub fn remove(&self, path: &str, recursive: bool) -> KResult<()> {
        let st = self.stat(path, false)?;
        if st.file_type != FileType::Directory {
            return self.unlink(path);
        }
        if recursive {
            let p = normalize(path);
            self.not_mount_point(&p)?;
            for e in self.readdir(&p)? {
                let child = if p == "/" {
                    format!("/{}", e.name)
                } else {
                    format!("{p}/{}", e.name)
                };
                self.remove(&child, true)?;
            }
        }
        self.rmdir(path)
    }

    /// rename(2). `EXDEV` across mounts, `EBUSY` for mount points, plus the filesystem's errors.
    pub fn rename(&self, from: &str, to: &str) -> KResult<()> {
        let a = self.resolve(from, false)?;
        a.require()?;
        let b = self.resolve(to, false)?;
        // Renaming a mount point, or a directory with a mount below it, is EBUSY even when the
        // target is on another mount (the mount would stay behind at its old path).
        self.no_mount_at_or_below(&a.path)?;
        self.no_mount_at_or_below(&b.path)?;
        if a.mount.path != b.mount.path {
            return Err(Errno::Exdev);
        }
        a.writable()?;
        self.not_a_device(&a)?;
        self.not_a_device(&b)?;
        a.fs().rename(&a.rel, &b.rel)
    }

    /// Creates a symlink at `path` holding `target` verbatim. `EEXIST`, `EROFS`.
    pub fn symlink(&self, target: &str, path: &str) -> KResult<()> {
        if target.is_empty() || target.contains('\0') {
            return Err(Errno::Einval);
        }
        let r = self.resolve(path, false)?;
        if r.exists {
            return Err(Errno::Eexist);
        }
        r.writable()?;
        r.fs().symlink(target, &r.rel)
    }

    /// The verbatim target of a symlink. `EINVAL` when not a symlink.
    pub fn readlink(&self, path: &str) -> KResult<String> {
        let r = self.resolve(path, false)?;
        r.require()?;
        r.fs().readlink(&r.rel)
    }

    /// Hard link. `EXDEV` across mounts, `EEXIST`, `EPERM` for directories.
    pub fn link(&self, from: &str, to: &str, follow: bool) -> KResult<()> {
        let a = self.resolve(from, follow)?;
        a.require()?;
        let b = self.resolve(to, false)?;
        if b.exists {
            return Err(Errno::Eexist);
        }
        if a.mount.path != b.mount.path {
            return Err(Errno::Exdev);
        }
        a.writable()?;
        a.fs().link(&a.rel, &b.rel)
    }

    /// Sets permission bits (following symlinks). `EROFS`.
    pub fn chmod(&self, path: &str, perm: u32) -> KResult<()> {
        let r = self.resolve(path, true)?;
        r.require()?;
        r.writable()?;
        r.fs().chmod(&r.rel, perm)
    }

    /// Sets times in ns since the epoch (`None` = unchanged). `EROFS`.
    pub fn set_times(
        &self,
        path: &str,
        follow: bool,
        atime: Option<u64>,
        mtime: Option<u64>,
    ) -> KResult<()> {
        let r = self.resolve(path, follow)?;
        r.require()?;
        r.writable()?;
        r.fs().set_times(&r.rel, atime, mtime)
    }

    /// Whether the mount holding `path` is read-only.
    pub fn is_read_only(&self, path: &str) -> bool {
        self.mounts.read().locate(path).mount.read_only
    }

    /// Attaches `fs` at `path`, creating the mount point directory in the parent if missing.
    /// `EINVAL` for `/`, `EEXIST` when already a mount point.
    pub fn mount(&self, path: &str, fs: Arc<dyn FileSystem>, read_only: bool) -> KResult<()> {
        let p = normalize(path);
        if p == "/" {
            return Err(Errno::Einval);
        }
        if self.mounts.read().is_mount_point(&p) {
            return Err(Errno::Eexist);
        }
        self.mkdir_p(&p)?;
        fs.attach_buffer_budget(&self.driver_buffers);
        self.mounts.write().mount(&p, fs, read_only)
    }

    /// Detaches the mount at `path` and shuts its filesystem down. `EINVAL`, `EBUSY`.
    pub fn unmount(&self, path: &str) -> KResult<()> {
        let m = self.mounts.write().unmount(&normalize(path))?;
        m.fs.shutdown()
    }

    /// `(path, kind, read_only)` of every user mount, sorted by path.
    pub fn list_mounts(&self) -> Vec<(String, &'static str, bool)> {
        self.mounts
            .read()
            .list()
            .into_iter()
            .map(|m| (m.path.clone(), m.fs.kind(), m.read_only))
            .collect()
    }

    /// Shuts every filesystem down (VM dispose).
    pub fn shutdown(&self) {
        for m in self.mounts.read().all() {
            if let Err(e) = m.fs.shutdown() {
                tracing::warn!(mount = %m.path, error = %e, "mount shutdown failed");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn k() -> Arc<Kernel> {
        Kernel::new(KernelConfig::default()).unwrap()
    }

    #[test]
    fn boots_the_standard_layout() {
        let k = k();
        assert_eq!(k.read_file("/etc/hostname").unwrap(), b"agentos\n");
        assert_eq!(k.stat("/tmp", true).unwrap().perm, 0o1777);
        assert!(k.stat("/home/agentos", true).unwrap().file_type == FileType::Directory);
        assert_eq!(
            k.stat("/dev/null", true).unwrap().file_type,
            FileType::CharDevice
        );
    }

    #[test]
    fn symlinks_resolve_and_loop() {
        let k = k();
        k.write_file_parents("/data/a/f", b"x").unwrap();
        k.symlink("/data/a", "/l").unwrap();
        k.symlink("a/f", "/data/rel").unwrap();
        assert_eq!(k.read_file("/l/f").unwrap(), b"x");
        assert_eq!(k.read_file("/data/rel").unwrap(), b"x");
        assert_eq!(k.stat("/l", false).unwrap().file_type, FileType::Symlink);
        k.symlink("/loop2", "/loop1").unwrap();
        k.symlink("/loop1", "/loop2").unwrap();
        assert_eq!(k.read_file("/loop1").err(), Some(Errno::Eloop));
    }

    #[test]
    fn nonblocking_runs_memory_operations_and_stops_before_a_mount_that_may_block() {
        let k = k();
        let dir = std::env::temp_dir().join(format!("agentos-nonblocking-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let host = crate::host_dir::HostDirFs::open(&dir).unwrap();
        k.mount("/mnt/host", Arc::new(host), false).unwrap();
        k.symlink("/mnt/host", "/tmp/to-host").unwrap();

        // In memory: done, and the result is returned.
        let r = nonblocking(|| k.write_file_parents("/tmp/a/b", b"mem"));
        assert_eq!(r, Some(Ok(())));
        assert_eq!(
            nonblocking(|| k.read_file("/tmp/a/b")),
            Some(Ok(b"mem".to_vec()))
        );
        // A missing file in memory is an answer too (ENOENT), not a fallback.
        assert_eq!(
            nonblocking(|| k.read_file("/tmp/none")),
            Some(Err(Errno::Enoent))
        );

        // Into the host directory, directly or through a symlink in memory: nothing is touched.
        assert_eq!(
            nonblocking(|| k.write_file_parents("/mnt/host/f", b"x")),
            None
        );
        assert_eq!(
            nonblocking(|| k.write_file_parents("/tmp/to-host/g", b"x")),
            None
        );
        assert!(!dir.join("f").exists() && !dir.join("g").exists());
        // The error the guard raised inside does not leak out through a caller that swallows it.
        assert_eq!(nonblocking(|| k.exists("/tmp/to-host/g").is_ok()), None);
        // Outside the guard the same operations run.
        k.write_file_parents("/tmp/to-host/g", b"x").unwrap();
        assert_eq!(std::fs::read(dir.join("g")).unwrap(), b"x");
        // A size limit: the contents when within it, None beyond it.
        assert_eq!(k.read_file_limit("/tmp/a/b", 3), Ok(Some(b"mem".to_vec())));
        assert_eq!(k.read_file_limit("/tmp/a/b", 2), Ok(None));
        // Nested guards restore the outer state.
        assert_eq!(
            nonblocking(|| nonblocking(|| k.stat("/tmp", true).is_ok())),
            Some(Some(true))
        );
        assert_eq!(k.read_file("/mnt/host/g").unwrap(), b"x");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn mounts_are_transparent_and_enforce_rules() {
        let k = k();
        let m = Arc::new(k.new_memfs());
        k.mount("/mnt/m", m.clone(), false).unwrap();
        k.write_file_parents("/mnt/m/x/y", b"hi").unwrap();
        assert_eq!(m.lstat("/x/y").unwrap().size, 2);
        assert!(k.readdir("/mnt").unwrap().iter().any(|e| e.name == "m"));
        assert_eq!(k.rename("/mnt/m/x/y", "/tmp/y").err(), Some(Errno::Exdev));
        assert_eq!(k.remove("/mnt/m", true).err(), Some(Errno::Ebusy));
        // Moving a directory with a mount below it would leave the mount behind.
        assert_eq!(k.rename("/mnt", "/mnt2").err(), Some(Errno::Ebusy));
        k.mkdir_p("/mntx").unwrap();
        assert!(
            k.rename("/mntx", "/mnty").is_ok(),
            "a sibling sharing the prefix"
        );
        let ro = Arc::new(k.new_memfs());
        k.mount("/mnt/ro", ro, true).unwrap();
        assert_eq!(
            k.write_file("/mnt/ro/f", b"x", 0o644).err(),
            Some(Errno::Erofs)
        );
        assert_eq!(k.list_mounts().len(), 2);
        let open = k
            .open(
                "/mnt/m/x/y",
                &OpenRequest {
                    read: true,
                    follow: true,
                    ..Default::default()
                },
            )
            .unwrap();
        assert_eq!(k.unmount("/mnt/m").err(), Some(Errno::Ebusy));
        drop(open);
        k.unmount("/mnt/m").unwrap();
        assert_eq!(k.stat("/mnt/m/x", true).err(), Some(Errno::Enoent));
    }

    #[test]
    fn mkdir_p_and_remove() {
        let k = k();
        k.mkdir_p("/a/b/c").unwrap();
        k.mkdir_p("/a/b/c").unwrap();
        k.write_file("/a/f", b"1", 0o644).unwrap();
        assert_eq!(k.mkdir_p("/a/f/g").err(), Some(Errno::Enotdir));
        assert_eq!(k.mkdir("/a/b", 0o755).err(), Some(Errno::Eexist));
        assert_eq!(k.remove("/a", false).err(), Some(Errno::Enotempty));
        k.remove("/a", true).unwrap();
        assert!(!k.exists("/a").unwrap());
        assert_eq!(k.remove("/a", true).err(), Some(Errno::Enoent));
    }

    #[test]
    fn devices_cannot_be_removed_and_failed_writes_leave_nothing() {
        let k = Kernel::new(KernelConfig {
            max_filesystem_bytes: 64 * 1024,
            ..Default::default()
        })
        .unwrap();
        assert_eq!(k.unlink("/dev/null").err(), Some(Errno::Eperm));
        assert_eq!(k.rename("/dev/null", "/tmp/n").err(), Some(Errno::Eperm));
        k.write_file("/tmp/keep", b"old", 0o644).unwrap();
        let big = vec![0u8; 128 * 1024];
        assert_eq!(
            k.write_file("/tmp/keep", &big, 0o644).err(),
            Some(Errno::Enospc)
        );
        assert_eq!(k.read_file("/tmp/keep").unwrap(), b"old");
        assert_eq!(
            k.write_file("/tmp/new", &big, 0o644).err(),
            Some(Errno::Enospc)
        );
        assert!(!k.exists("/tmp/new").unwrap());
    }

    #[test]
    fn fs_checks_judge_the_symlink_target() {
        let policy = crate::permissions::Policy::from_json(
            r#"{"fs": {"default": "allow", "rules": [
                {"mode": "deny", "operations": ["write"], "paths": ["/data/secret/**"]}
            ]}}"#,
        )
        .unwrap();
        let k = Kernel::new(KernelConfig {
            permissions: Arc::new(policy),
            ..Default::default()
        })
        .unwrap();
        k.write_file_parents("/data/secret/f", b"x").unwrap();
        k.symlink("/data/secret/f", "/tmp/link").unwrap();
        k.symlink("/data/secret", "/tmp/dir").unwrap();
        assert!(k.check_fs(FsOp::Write, "/tmp/other", true).is_ok());
        let denied = k.check_fs(FsOp::Write, "/tmp/link", true).unwrap_err();
        assert_eq!(denied.resource, "/data/secret/f");
        // The link itself (lstat, unlink) is judged as the link.
        assert!(k.check_fs(FsOp::Write, "/tmp/link", false).is_ok());
        // Intermediate symlinks are always resolved; missing files below them too.
        assert!(k.check_fs(FsOp::Write, "/tmp/dir/new", false).is_err());
        assert!(k
            .check_fs(FsOp::Write, "/tmp/../data/secret/g", true)
            .is_err());
        // A path that does not resolve is judged as far as it resolved.
        assert!(k
            .check_fs(FsOp::Write, "/data/secret/no/such/f", true)
            .is_err());
    }

    fn read_denied_kernel() -> Arc<Kernel> {
        let policy = crate::permissions::Policy::from_json(
            r#"{"fs": {"default": "allow", "rules": [
                {"mode": "deny", "paths": ["/data/secret/**"]}
            ]}}"#,
        )
        .unwrap();
        let k = Kernel::new(KernelConfig {
            permissions: Arc::new(policy),
            ..Default::default()
        })
        .unwrap();
        k.write_file_parents("/data/secret/k", b"SECRET").unwrap();
        k.write_file_parents("/tmp/ok", b"OK").unwrap();
        k.write_file_parents("/tmp/okdir/k", b"OK").unwrap();
        k
    }

    #[test]
    fn checked_operations_act_on_the_judged_file() {
        // The swap lands between the judgement and the operation: the final symlink.
        let k = read_denied_kernel();
        k.symlink("/tmp/ok", "/tmp/l").unwrap();
        let mut runs = 0;
        let got = k
            .checked(&[FsCheck::new("/tmp/l", &[FsOp::Read], true)], |p| {
                runs += 1;
                assert_eq!(p[0], "/tmp/ok");
                k.unlink("/tmp/l")?;
                k.symlink("/data/secret/k", "/tmp/l")?;
                k.read_file(&p[0])
            })
            .unwrap();
        assert_eq!((got.as_slice(), runs), (&b"OK"[..], 1));
        // Unchecked, the same path now reads the secret; checked, it is denied.
        assert_eq!(k.read_file("/tmp/l").unwrap(), b"SECRET");
        let denied = k.checked(&[FsCheck::new("/tmp/l", &[FsOp::Read], true)], |p| {
            k.read_file(&p[0])
        });
        assert!(matches!(denied, Err(CheckedError::Denied(_))), "{denied:?}");

        // An intermediate directory replaced by a symlink to the secret one: the operation
        // meets the symlink, refuses it, and the new judgement denies.
        let k = read_denied_kernel();
        let mut runs = 0;
        let r = k.checked(&[FsCheck::new("/tmp/okdir/k", &[FsOp::Read], true)], |p| {
            runs += 1;
            if runs == 1 {
                k.rename("/tmp/okdir", "/tmp/gone")?;
                k.symlink("/data/secret", "/tmp/okdir")?;
            }
            k.read_file(&p[0])
        });
        assert!(matches!(r, Err(CheckedError::Denied(_))), "{r:?}");
        assert_eq!(runs, 1);

        // A symlink that keeps reappearing: bounded retries, then ELOOP.
        let k = read_denied_kernel();
        let mut runs = 0;
        let r = k.checked(&[FsCheck::new("/tmp/okdir/k", &[FsOp::Read], true)], |p| {
            runs += 1;
            guard_symlink()?;
            k.read_file(&p[0])
        });
        assert_eq!(r, Err(CheckedError::Errno(Errno::Eloop)));
        assert_eq!(runs, SWAP_RETRIES);

        // Errors of the operation itself come through; the judged path of a missing file is
        // resolved as far as it goes.
        let k = read_denied_kernel();
        k.symlink("/data/secret", "/tmp/sd").unwrap();
        let r = k.checked(&[FsCheck::new("/tmp/sd/no/f", &[FsOp::Read], true)], |p| {
            k.read_file(&p[0])
        });
        assert!(matches!(r, Err(CheckedError::Denied(_))), "{r:?}");
        let r = k.checked(&[FsCheck::new("/tmp/no/f", &[FsOp::Read], true)], |p| {
            k.read_file(&p[0])
        });
        assert_eq!(r, Err(CheckedError::Errno(Errno::Enoent)));
        // Hard links: the original of a protected file cannot get a second name.
        assert!(k.check_fs(FsOp::Stat, "/data", true).is_ok());
        let guarded = FsCheck {
            guard: true,
            ..FsCheck::new("/data", &[FsOp::Stat], true)
        };
        let r = k.checked(&[guarded], |_| Ok(()));
        assert!(matches!(r, Err(CheckedError::Denied(_))), "{r:?}");
    }

    #[test]
    fn recursive_listing() {
        let k = k();
        k.write_file_parents("/r/a/b.txt", b"12").unwrap();
        k.write_file_parents("/r/node_modules/x", b"").unwrap();
        k.symlink("/r/a", "/r/s").unwrap();
        let all = k
            .readdir_recursive("/r", None, &["node_modules".to_string()])
            .unwrap();
        let paths: Vec<_> = all.iter().map(|e| e.path.as_str()).collect();
        assert_eq!(paths, vec!["/r/a", "/r/a/b.txt", "/r/s"]);
        assert_eq!(all[1].size, 2);
        let top = k.readdir_recursive("/r", Some(0), &[]).unwrap();
        assert_eq!(top.len(), 3);
    }
}
