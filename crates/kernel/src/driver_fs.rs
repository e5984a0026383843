//! Driver mounts (`api.md` 2.3 "JS driver"): a [`FileSystem`] whose every operation is forwarded
//! to an embedder-provided [`DriverHost`] — in the napi layer, a JavaScript object with async
//! `readFile`, `writeFile`, `stat`, … methods running on Node's event loop.
//!
//! Threading: a filesystem call runs on the calling thread (a guest process thread or a blocking
//! pool thread of the host API). [`DriverHost::send`] must not block; the answer arrives through
//! [`DriverCalls::complete`] from another thread (the JS thread) and wakes the caller. Every call
//! has a timeout ([`DriverFs::new`]); a call that does not settle in time fails with `EIO`, and
//! its late answer is discarded.
//!
//! Files: an open file is a whole-file cache. Reading loads the contents with one `readFile`;
//! writes go to the cached buffer (write-back) and are uploaded with one `writeFile` by
//! [`FileHandle::flush`] (guest `fd_close`/`fd_sync`, host `writeFile`) or, as a last resort, when
//! the last reference to the open file is dropped. `O_CREAT` of a missing file and `O_TRUNC`
//! write the empty file at once, so the file exists (and a driver that refuses writes fails the
//! `open`) as POSIX expects. Renaming or removing a path that has open files first uploads
//! (rename) or forgets (remove) their buffers.
//!
//! Memory: a file's buffer is at most `maxDriverFileBytes` (`EFBIG` beyond, whatever size the
//! guest asks for or the driver reports) and the buffers of all open files of the VM's driver
//! mounts together at most `maxDriverBufferBytes` (`ENOSPC`), see [`BufferBudget`]; every growth
//! uses `try_reserve` (`ENOMEM` when the host refuses).
//!
//! Errors: the driver's error code is kept when it names an errno (`ENOENT`, …), anything else is
//! `EIO`; the driver's message is remembered per thread ([`take_last_error`]) so the host API can
//! show it.

use std::cell::RefCell;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Weak};
use std::time::Duration;

use parking_lot::Mutex;

use crate::errno::{Errno, KResult};
use crate::host_call::NoAnswer;
use crate::vfs::{
    now_ns, walk_by_lstat, DirEntry, FileHandle, FileSystem, FileType, OpenOptions, Stat, Walk,
};

/// Default time a driver call may take before it fails with `EIO`.
pub const DEFAULT_DRIVER_TIMEOUT: Duration = Duration::from_secs(30);

/// Default `maxDriverFileBytes`: 256 MiB per open driver file.
pub const DEFAULT_MAX_DRIVER_FILE_BYTES: u64 = 256 << 20;

/// Default `maxDriverBufferBytes`: 1 GiB for all open driver files of a VM.
pub const DEFAULT_MAX_DRIVER_BUFFER_BYTES: u64 = 1 << 30;

/// Host memory held by open-file buffers of driver mounts, shared by all driver mounts of one
/// kernel (the kernel hands it over at mount, [`FileSystem::attach_buffer_budget`]).
#[derive(Debug)]
pub struct BufferBudget {
    per_file: u64,
    max: u64,
    used: AtomicU64,
}

impl BufferBudget {
    /// At most `per_file` bytes per buffer (`EFBIG`) and `max` bytes in all (`ENOSPC`).
    pub fn new(per_file: u64, max: u64) -> Arc<Self> {
        Arc::new(BufferBudget {
            per_file,
            max,
            used: AtomicU64::new(0),
        })
    }

    /// Bytes currently held.
    pub fn used(&self) -> u64 {
        self.used.load(Ordering::Relaxed)
    }

    /// Moves one buffer's charge from `from` to `to` bytes. `EFBIG` when `to` exceeds the
    /// per-file cap, `ENOSPC` when the VM's total would exceed its cap; nothing changes then.
    fn recharge(&self, from: u64, to: u64) -> KResult<()> {
        if to <= from {
            self.release(from - to);
            return Ok(());
        }
        if to > self.per_file {
            return Err(Errno::Efbig);
        }
        let delta = to - from;
        self.used
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |u| {
                u.checked_add(delta).filter(|n| *n <= self.max)
            })
            .map(|_| ())
            .map_err(|_| Errno::Enospc)
    }

    fn release(&self, n: u64) {
        let _ = self
            .used
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |u| {
                Some(u.saturating_sub(n))
            });
    }
}

impl Default for BufferBudget {
    fn default() -> Self {
        BufferBudget {
            per_file: DEFAULT_MAX_DRIVER_FILE_BYTES,
            max: DEFAULT_MAX_DRIVER_BUFFER_BYTES,
            used: AtomicU64::new(0),
        }
    }
}

/// A copy of `data` allocated with `try_reserve` (`ENOMEM`).
fn try_copy(data: &[u8]) -> KResult<Vec<u8>> {
    let mut v = Vec::new();
    v.try_reserve_exact(data.len()).map_err(|_| Errno::Enomem)?;
    v.extend_from_slice(data);
    Ok(v)
}

/// One operation of the driver interface. Paths are relative to the mount point but absolute in
/// form (`/` = the mount root); byte values are bytes, times are ms since the epoch.
#[derive(Debug, Clone, PartialEq)]
pub enum DriverOp {
    /// `readFile(path)` → [`DriverReply::Bytes`].
    ReadFile,
    /// `writeFile(path, bytes)` → [`DriverReply::Done`].
    WriteFile(Vec<u8>),
    /// `stat(path)` (follows symlinks) → [`DriverReply::Stat`].
    Stat,
    /// `lstat(path)` (optional method) → [`DriverReply::Stat`].
    Lstat,
    /// `readDirWithTypes(path)` or `readDir(path)` → [`DriverReply::Entries`].
    ReadDir,
    /// `mkdir(path, {recursive: false})`.
    Mkdir,
    /// `removeFile(path)`.
    RemoveFile,
    /// `removeDir(path)`.
    RemoveDir,
    /// `rename(path, to)`.
    Rename { to: String },
    /// `symlink(target, path)`.
    Symlink { target: String },
    /// `readlink(path)` → [`DriverReply::Text`].
    Readlink,
    /// `link(path, to)`.
    Link { to: String },
    /// `chmod(path, mode)`; `mode` = permission bits.
    Chmod { mode: u32 },
    /// `utimes(path, atimeMs, mtimeMs)`.
    Utimes { atime_ms: f64, mtime_ms: f64 },
}

impl DriverOp {
    /// The name of the operation as the JS dispatcher knows it (`readFile`, `stat`, …).
    pub fn name(&self) -> &'static str {
        match self {
            DriverOp::ReadFile => "readFile",
            DriverOp::WriteFile(_) => "writeFile",
            DriverOp::Stat => "stat",
            DriverOp::Lstat => "lstat",
            DriverOp::ReadDir => "readDir",
            DriverOp::Mkdir => "mkdir",
            DriverOp::RemoveFile => "removeFile",
            DriverOp::RemoveDir => "removeDir",
            DriverOp::Rename { .. } => "rename",
            DriverOp::Symlink { .. } => "symlink",
            DriverOp::Readlink => "readlink",
            DriverOp::Link { .. } => "link",
            DriverOp::Chmod { .. } => "chmod",
            DriverOp::Utimes { .. } => "utimes",
        }
    }
}

/// One call to the driver.
#[derive(Debug, Clone, PartialEq)]
pub struct DriverCall {
    /// Unique per [`DriverCalls`]; pass it back to [`DriverCalls::complete`].
    pub id: u64,
    /// Mount-relative path (absolute in form).
    pub path: String,
    pub op: DriverOp,
}

/// One directory entry as a driver reports it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DriverEntry {
    pub name: String,
    pub file_type: FileType,
    /// 0 when the driver does not say; the kernel then derives a stable number from the path.
    pub ino: u64,
}

/// A successful driver answer.
#[derive(Debug, Clone, PartialEq)]
pub enum DriverReply {
    /// No value (`writeFile`, `mkdir`, …).
    Done,
    /// File contents.
    Bytes(Vec<u8>),
    /// Metadata; `dev` is replaced by the mount's device number, `ino` 0 by a path hash.
    Stat(Stat),
    /// Directory entries, any order (the kernel sorts them).
    Entries(Vec<DriverEntry>),
    /// A symlink target.
    Text(String),
}

/// A failed driver call: the errno and a human-readable message (the driver's own, when it threw).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DriverError {
    pub errno: Errno,
    pub message: String,
}

impl DriverError {
    pub fn new(errno: Errno, message: impl Into<String>) -> Self {
        DriverError {
            errno,
            message: message.into(),
        }
    }
}

/// What the driver answered.
pub type DriverResult = Result<DriverReply, DriverError>;

/// Where driver calls go (the napi layer sends them to a JS object through a threadsafe function).
pub trait DriverHost: Send + Sync {
    /// Starts `call`. Must not block: the answer comes back through [`DriverCalls::complete`]. An
    /// `Err` fails the call at once.
    fn send(&self, call: DriverCall) -> Result<(), DriverError>;

    /// Which instance of the remote the driver talks to now. An open file remembers it at open;
    /// once it changed (a sandbox replaced after it stopped or died), the remote file is gone and
    /// every operation on the open file fails with `EIO` (no read of stale data, no upload into
    /// the new instance). Drivers without such a notion keep the default 0.
    fn generation(&self) -> u64 {
        0
    }
}

/// Driver calls waiting for their answer.
pub type DriverCalls = crate::host_call::PendingCalls<DriverResult>;

thread_local! {
    static LAST_ERROR: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// The message of the last failed driver call on this thread, if any, and forgets it. The host
/// API appends it to its error message (errnos alone lose the driver's explanation).
pub fn take_last_error() -> Option<String> {
    LAST_ERROR.with(|m| m.borrow_mut().take())
}

/// Forgets the remembered driver error message of this thread.
pub fn clear_last_error() {
    LAST_ERROR.with(|m| *m.borrow_mut() = None);
}

/// Everything a file handle needs to reach the driver.
struct Bridge {
    host: Arc<dyn DriverHost>,
    calls: Arc<DriverCalls>,
    timeout: Duration,
    dev: u64,
}

impl Bridge {
    /// Sends `op` on `path` and waits for the answer (at most the timeout).
    fn call(&self, path: &str, op: DriverOp) -> KResult<DriverReply> {
        let name = op.name();
        let result = self.call_inner(path, op);
        match result {
            Ok(r) => Ok(r),
            Err(e) => {
                tracing::debug!(op = name, path, errno = %e.errno, message = %e.message, "driver call failed");
                LAST_ERROR.with(|m| *m.borrow_mut() = Some(e.message));
                Err(e.errno)
            }
        }
    }

    fn call_inner(&self, path: &str, op: DriverOp) -> DriverResult {
        let name = op.name();
        let (id, rx) = self.calls.begin();
        let forget = || self.calls.forget(id);
        if let Err(e) = self.host.send(DriverCall {
            id,
            path: path.to_string(),
            op,
        }) {
            forget();
            return Err(e);
        }
        // A guest thread's call ends when its process is signalled (the late answer is dropped).
        match crate::interrupt::with_current(|intr| rx.wait(Some(self.timeout), intr)) {
            Ok(r) => r,
            Err(NoAnswer::TimedOut) => {
                forget();
                Err(DriverError::new(
                    Errno::Eio,
                    format!(
                        "driver {name}('{path}') did not settle within {} ms",
                        self.timeout.as_millis()
                    ),
                ))
            }
            Err(NoAnswer::Interrupted) => {
                forget();
                Err(DriverError::new(
                    Errno::Eintr,
                    format!("driver {name}('{path}') interrupted by a signal"),
                ))
            }
            Err(NoAnswer::Cancelled) => Err(DriverError::new(
                Errno::Eio,
                format!("driver {name}('{path}') was cancelled"),
            )),
        }
    }

    /// Stat with the mount's `dev` and a stable `ino`.
    fn fix_stat(&self, path: &str, mut st: Stat) -> Stat {
        st.dev = self.dev;
        if st.ino == 0 {
            st.ino = path_ino(path);
        }
        if st.nlink == 0 {
            st.nlink = 1;
        }
        st
    }

    fn stat_call(&self, path: &str, op: DriverOp) -> KResult<Stat> {
        match self.call(path, op)? {
            DriverReply::Stat(st) => Ok(self.fix_stat(path, st)),
            _ => Err(self.bad_reply(path, "a stat object")),
        }
    }

    fn done(&self, path: &str, op: DriverOp) -> KResult<()> {
        self.call(path, op).map(|_| ())
    }

    fn bad_reply(&self, path: &str, wanted: &str) -> Errno {
        LAST_ERROR.with(|m| {
            *m.borrow_mut() = Some(format!("driver answer for '{path}' is not {wanted}"))
        });
        Errno::Eio
    }
}

/// FNV-1a of the path, cut to 53 bits (exact as a JS number): a stable inode number for drivers
/// that report none (never 0).
fn path_ino(path: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in path.bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    (h & ((1 << 53) - 1)).max(1)
}

/// Device numbers of driver mounts, one per mount (distinct from the memory filesystems').
static NEXT_DEV: AtomicU64 = AtomicU64::new(0x4a53_0001);

/// Which optional driver methods exist (the rest of the optional ones answer `ENOSYS`).
#[derive(Clone, Copy, Debug, Default)]
pub struct DriverCaps {
    /// `lstat`: without it `stat` is used and symlinks are invisible to the kernel.
    pub lstat: bool,
}

/// A filesystem backed by a driver. Kind `js` in `listMounts`.
pub struct DriverFs {
    kind: &'static str,
    link: Arc<Bridge>,
    caps: DriverCaps,
    /// Open files, for rename/remove bookkeeping.
    open: Mutex<Vec<Weak<DriverFile>>>,
    /// Where open files charge their buffers: the kernel's once mounted.
    buffers: Mutex<Arc<BufferBudget>>,
}

impl DriverFs {
    /// A driver mount sending its calls to `host`; answers are delivered to `calls`. Each call
    /// fails with `EIO` after `timeout`.
    pub fn new(
        host: Arc<dyn DriverHost>,
        calls: Arc<DriverCalls>,
        caps: DriverCaps,
        timeout: Duration,
    ) -> Self {
        DriverFs {
            kind: "js",
            link: Arc::new(Bridge {
                host,
                calls,
                timeout,
                dev: NEXT_DEV.fetch_add(1, Ordering::Relaxed),
            }),
            caps,
            open: Mutex::new(Vec::new()),
            buffers: Mutex::new(Arc::new(BufferBudget::default())),
        }
    }

    /// The same mount reporting `kind` in `listMounts` (a Rust host such as the Sandbox Agent
    /// mount, `sandbox_agent`, reuses the whole-file caching and write-back of driver mounts).
    pub fn with_kind(mut self, kind: &'static str) -> Self {
        self.kind = kind;
        self
    }

    /// Live open files whose path is `path` or lies below it.
    fn open_under(&self, path: &str) -> Vec<Arc<DriverFile>> {
        let mut list = self.open.lock();
        list.retain(|w| w.strong_count() > 0);
        let prefix = format!("{}/", path.trim_end_matches('/'));
        list.iter()
            .filter_map(Weak::upgrade)
            .filter(|f| {
                let p = f.state.lock();
                p.path == path || p.path.starts_with(&prefix)
            })
            .collect()
    }

    fn lstat_op(&self) -> DriverOp {
        if self.caps.lstat {
            DriverOp::Lstat
        } else {
            DriverOp::Stat
        }
    }
}

fn parent_of(path: &str) -> &str {
    match path.trim_end_matches('/').rfind('/') {
        Some(0) | None => "/",
        Some(i) => &path[..i],
    }
}

impl FileSystem for DriverFs {
    fn kind(&self) -> &'static str {
        self.kind
    }

    fn attach_buffer_budget(&self, buffers: &Arc<BufferBudget>) {
        *self.buffers.lock() = buffers.clone();
    }

    fn lstat(&self, path: &str) -> KResult<Stat> {
        self.link.stat_call(path, self.lstat_op())
    }

    /// Without driver symlinks (no `lstat`) one `stat` answers the whole walk when the path
    /// exists, and one more on the parent when it does not.
    fn walk(&self, path: &str, follow_last: bool) -> KResult<Walk> {
        if self.caps.lstat {
            return walk_by_lstat(path, follow_last, |p| self.lstat(p), |p| self.readlink(p));
        }
        if path.trim_matches('/').is_empty() {
            return Ok(Walk::Found);
        }
        match self.link.stat_call(path, DriverOp::Stat) {
            Ok(_) => Ok(Walk::Found),
            Err(Errno::Enoent) => match self.link.stat_call(parent_of(path), DriverOp::Stat) {
                Ok(st) if st.file_type == FileType::Directory => Ok(Walk::MissingLast),
                Ok(_) => Err(Errno::Enotdir),
                Err(e) => Err(e),
            },
            Err(e) => Err(e),
        }
    }

    fn readdir(&self, path: &str) -> KResult<Vec<DirEntry>> {
        let entries = match self.link.call(path, DriverOp::ReadDir)? {
            DriverReply::Entries(e) => e,
            _ => return Err(self.link.bad_reply(path, "a list of entries")),
        };
        let base = path.trim_end_matches('/');
        let mut out: Vec<DirEntry> = entries
            .into_iter()
            .filter(|e| {
                !e.name.is_empty() && e.name != "." && e.name != ".." && !e.name.contains('/')
            })
            .map(|e| DirEntry {
                ino: if e.ino == 0 {
                    path_ino(&format!("{base}/{}", e.name))
                } else {
                    e.ino
                },
                name: e.name,
                file_type: e.file_type,
            })
            .collect();
        out.sort_by(|a, b| a.name.cmp(&b.name));
        out.dedup_by(|a, b| a.name == b.name);
        Ok(out)
    }

    fn mkdir(&self, path: &str, _perm: u32) -> KResult<()> {
        self.link.done(path, DriverOp::Mkdir)
    }

    fn open(&self, path: &str, opts: &OpenOptions) -> KResult<Arc<dyn FileHandle>> {
        let now = now_ns();
        let fresh = |perm: u32| Stat {
            dev: self.link.dev,
            ino: path_ino(path),
            file_type: FileType::Regular,
            perm,
            nlink: 1,
            uid: 1000,
            gid: 1000,
            rdev: 0,
            size: 0,
            atime_ns: now,
            mtime_ns: now,
            ctime_ns: now,
            birthtime_ns: now,
        };
        let (data, base) = if opts.create || opts.truncate {
            // The file exists (empty) from now on; a driver that refuses writes fails the open.
            self.link.done(path, DriverOp::WriteFile(Vec::new()))?;
            let perm = if opts.create { opts.mode } else { 0o644 };
            (Some(Vec::new()), Some(fresh(perm & 0o7777)))
        } else {
            (None, None)
        };
        let file = Arc::new(DriverFile {
            generation: self.link.host.generation(),
            link: self.link.clone(),
            lstat_op: self.lstat_op(),
            buffers: self.buffers.lock().clone(),
            state: Mutex::new(FileState {
                path: path.to_string(),
                data,
                charged: 0,
                base,
                dirty: false,
                removed: false,
            }),
        });
        {
            let mut list = self.open.lock();
            list.retain(|w| w.strong_count() > 0);
            list.push(Arc::downgrade(&file));
        }
        Ok(file)
    }

    fn unlink(&self, path: &str) -> KResult<()> {
        self.link.done(path, DriverOp::RemoveFile)?;
        for f in self.open_under(path) {
            f.state.lock().removed = true;
        }
        Ok(())
    }

    fn rmdir(&self, path: &str) -> KResult<()> {
        self.link.done(path, DriverOp::RemoveDir)
    }

    fn rename(&self, from: &str, to: &str) -> KResult<()> {
        // Buffered writes of open files below `from` land under the old name first.
        let moving = self.open_under(from);
        for f in &moving {
            f.flush()?;
        }
        self.link
            .done(from, DriverOp::Rename { to: to.to_string() })?;
        for f in &moving {
            let mut st = f.state.lock();
            st.path = format!("{to}{}", &st.path[from.len()..]);
        }
        // Open files of a replaced target now name an unlinked file.
        for f in self.open_under(to) {
            if !moving.iter().any(|m| Arc::ptr_eq(m, &f)) {
                f.state.lock().removed = true;
            }
        }
        Ok(())
    }

    fn symlink(&self, target: &str, path: &str) -> KResult<()> {
        self.link.done(
            path,
            DriverOp::Symlink {
                target: target.to_string(),
            },
        )
    }

    fn readlink(&self, path: &str) -> KResult<String> {
        match self.link.call(path, DriverOp::Readlink)? {
            DriverReply::Text(t) => Ok(t),
            _ => Err(self.link.bad_reply(path, "a string")),
        }
    }

    fn link(&self, from: &str, to: &str) -> KResult<()> {
        self.link.done(from, DriverOp::Link { to: to.to_string() })
    }

    fn chmod(&self, path: &str, perm: u32) -> KResult<()> {
        self.link.done(
            path,
            DriverOp::Chmod {
                mode: perm & 0o7777,
            },
        )
    }

    fn set_times(&self, path: &str, atime_ns: Option<u64>, mtime_ns: Option<u64>) -> KResult<()> {
        let (a, m) = match (atime_ns, mtime_ns) {
            (Some(a), Some(m)) => (a, m),
            _ => {
                let st = self.lstat(path)?;
                (
                    atime_ns.unwrap_or(st.atime_ns),
                    mtime_ns.unwrap_or(st.mtime_ns),
                )
            }
        };
        self.link.done(
            path,
            DriverOp::Utimes {
                atime_ms: a as f64 / 1e6,
                mtime_ms: m as f64 / 1e6,
            },
        )
    }
}

struct FileState {
    /// Current mount-relative path (follows renames).
    path: String,
    /// The cached contents; `None` until first needed.
    data: Option<Vec<u8>>,
    /// Bytes of `data` charged to the [`BufferBudget`] (its length).
    charged: u64,
    /// Metadata at open (or first `stat`), updated by writes.
    base: Option<Stat>,
    /// Written since the last upload.
    dirty: bool,
    /// The path was removed or replaced: nothing is uploaded any more.
    removed: bool,
}

/// An open file of a driver mount: whole-file cache with write-back.
pub struct DriverFile {
    /// [`DriverHost::generation`] at open.
    generation: u64,
    link: Arc<Bridge>,
    lstat_op: DriverOp,
    buffers: Arc<BufferBudget>,
    state: Mutex<FileState>,
}

impl DriverFile {
    /// `EIO` once the driver's remote is another instance than at open.
    fn current(&self) -> KResult<()> {
        if self.link.host.generation() == self.generation {
            return Ok(());
        }
        let path = self.state.lock().path.clone();
        LAST_ERROR.with(|m| {
            *m.borrow_mut() = Some(format!(
                "'{path}' was opened in a sandbox that is gone (stopped or died); open it again"
            ))
        });
        Err(Errno::Eio)
    }

    fn load<'a>(&self, st: &'a mut FileState) -> KResult<&'a mut Vec<u8>> {
        if st.data.is_none() {
            let bytes = match self.link.call(&st.path, DriverOp::ReadFile)? {
                DriverReply::Bytes(b) => b,
                _ => return Err(self.link.bad_reply(&st.path, "bytes")),
            };
            self.resize_charge(st, bytes.len() as u64)?;
            st.data = Some(bytes);
        }
        match st.data.as_mut() {
            Some(d) => Ok(d),
            None => Err(Errno::Eio),
        }
    }

    fn base<'a>(&self, st: &'a mut FileState) -> KResult<&'a mut Stat> {
        if st.base.is_none() {
            let s = self.link.stat_call(&st.path, self.lstat_op.clone())?;
            st.base = Some(s);
        }
        match st.base.as_mut() {
            Some(b) => Ok(b),
            None => Err(Errno::Eio),
        }
    }

    /// Charges the buffer for `len` bytes before it grows (or after it shrank). `EFBIG` above
    /// `maxDriverFileBytes`, `ENOSPC` above the VM's `maxDriverBufferBytes`.
    fn resize_charge(&self, st: &mut FileState, len: u64) -> KResult<()> {
        if let Err(e) = self.buffers.recharge(st.charged, len) {
            let path = &st.path;
            let what = if e == Errno::Efbig {
                "maxDriverFileBytes"
            } else {
                "maxDriverBufferBytes"
            };
            LAST_ERROR.with(|m| {
                *m.borrow_mut() = Some(format!(
                    "'{path}' would hold {len} bytes in memory, beyond {what}"
                ))
            });
            return Err(e);
        }
        st.charged = len;
        Ok(())
    }

    /// Sets the buffer's length to `len` (zero-filled), charged and allocated fallibly.
    fn resize_data(&self, st: &mut FileState, len: usize) -> KResult<()> {
        self.load(st)?;
        let old = st.charged;
        self.resize_charge(st, len as u64)?;
        let Some(data) = st.data.as_mut() else {
            return Err(Errno::Eio);
        };
        if len > data.len() {
            if data.try_reserve(len - data.len()).is_err() {
                self.buffers.recharge(len as u64, old).ok();
                st.charged = old;
                return Err(Errno::Enomem);
            }
            data.resize(len, 0);
        } else {
            data.truncate(len);
            if data.capacity() / 2 > len {
                data.shrink_to_fit();
            }
        }
        Ok(())
    }

    fn touched(st: &mut FileState) {
        st.dirty = true;
        if let Some(b) = st.base.as_mut() {
            let now = now_ns();
            b.mtime_ns = now;
            b.ctime_ns = now;
        }
    }
}

impl FileHandle for DriverFile {
    fn read_at(&self, offset: u64, buf: &mut [u8]) -> KResult<usize> {
        self.current()?;
        let mut st = self.state.lock();
        let data = self.load(&mut st)?;
        let Ok(off) = usize::try_from(offset) else {
            return Ok(0);
        };
        if off >= data.len() {
            return Ok(0);
        }
        let n = buf.len().min(data.len() - off);
        buf[..n].copy_from_slice(&data[off..off + n]);
        Ok(n)
    }

    fn write_at(&self, offset: u64, bytes: &[u8]) -> KResult<usize> {
        self.current()?;
        let mut st = self.state.lock();
        let off = usize::try_from(offset).map_err(|_| Errno::Efbig)?;
        let end = off.checked_add(bytes.len()).ok_or(Errno::Efbig)?;
        if end > self.load(&mut st)?.len() {
            self.resize_data(&mut st, end)?;
        }
        let data = self.load(&mut st)?;
        data[off..end].copy_from_slice(bytes);
        Self::touched(&mut st);
        Ok(bytes.len())
    }

    fn stat(&self) -> KResult<Stat> {
        self.current()?;
        let mut st = self.state.lock();
        let size = st.data.as_ref().map(|d| d.len() as u64);
        let mut s = self.base(&mut st)?.clone();
        if let Some(size) = size {
            s.size = size;
        }
        Ok(s)
    }

    fn set_size(&self, size: u64) -> KResult<()> {
        self.current()?;
        let len = usize::try_from(size).map_err(|_| Errno::Efbig)?;
        let mut st = self.state.lock();
        if len == 0 {
            st.data = Some(Vec::new());
            self.resize_charge(&mut st, 0)?;
        } else {
            self.resize_data(&mut st, len)?;
        }
        Self::touched(&mut st);
        Ok(())
    }

    fn replace_contents(&self, data: &[u8]) -> KResult<()> {
        self.current()?;
        let mut st = self.state.lock();
        let (old, len) = (st.charged, data.len() as u64);
        // Growth is charged (and capped) first; the old buffer is freed only once the copy exists.
        if len > old {
            self.resize_charge(&mut st, len)?;
        }
        let copy = match try_copy(data) {
            Ok(c) => c,
            Err(e) => {
                self.buffers.recharge(st.charged, old).ok();
                st.charged = old;
                return Err(e);
            }
        };
        st.data = Some(copy);
        self.resize_charge(&mut st, len)?;
        Self::touched(&mut st);
        Ok(())
    }

    fn sync(&self) -> KResult<()> {
        self.flush()
    }

    /// Uploads the buffer with one `writeFile` when it changed since the last upload. On failure
    /// the buffer stays dirty (a later flush retries) and the driver's errno is returned.
    fn flush(&self) -> KResult<()> {
        {
            let st = self.state.lock();
            if !st.dirty || st.removed {
                return Ok(());
            }
        }
        self.current()?;
        let mut st = self.state.lock();
        let data = try_copy(st.data.as_deref().unwrap_or_default())?;
        let path = st.path.clone();
        self.link.done(&path, DriverOp::WriteFile(data))?;
        st.dirty = false;
        Ok(())
    }
}

impl Drop for DriverFile {
    fn drop(&mut self) {
        // Last resort for writers that never closed their fd (process killed, fd table dropped).
        let dirty = {
            let st = self.state.lock();
            st.dirty && !st.removed
        };
        if dirty {
            if let Err(e) = self.flush() {
                let path = self.state.lock().path.clone();
                tracing::warn!(%path, error = %e, "driver mount: buffered writes lost on close");
            }
        }
        self.buffers.release(self.state.get_mut().charged);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::{Kernel, KernelConfig};
    use std::collections::BTreeMap;

    /// A driver answering on its own thread, like the JS event loop does, backed by a map.
    struct MapHost {
        tx: Mutex<std::sync::mpsc::Sender<DriverCall>>,
    }

    #[derive(Default)]
    struct Store {
        files: BTreeMap<String, Vec<u8>>,
        dirs: BTreeMap<String, ()>,
        fail_writes: bool,
        hang: bool,
        /// A size `stat` reports for every file instead of its real one.
        lie_size: Option<u64>,
        /// Every directory holds one directory `a`, without end.
        endless: bool,
    }

    fn answer(store: &Mutex<Store>, call: &DriverCall) -> Option<DriverResult> {
        let mut s = store.lock();
        if s.hang {
            return None;
        }
        let p = call.path.clone();
        let enoent = || Err(DriverError::new(Errno::Enoent, format!("no such file {p}")));
        let stat = |t: FileType, size: u64| {
            DriverReply::Stat(Stat {
                dev: 0,
                ino: 0,
                file_type: t,
                perm: 0o644,
                nlink: 1,
                uid: 0,
                gid: 0,
                rdev: 0,
                size,
                atime_ns: 0,
                mtime_ns: 0,
                ctime_ns: 0,
                birthtime_ns: 0,
            })
        };
        if s.endless {
            return Some(match &call.op {
                DriverOp::ReadDir => Ok(DriverReply::Entries(vec![DriverEntry {
                    name: "a".into(),
                    file_type: FileType::Directory,
                    ino: 0,
                }])),
                _ => Ok(stat(FileType::Directory, 0)),
            });
        }
        Some(match &call.op {
            DriverOp::Stat | DriverOp::Lstat => {
                if p == "/" || s.dirs.contains_key(&p) {
                    Ok(stat(FileType::Directory, 0))
                } else if let Some(f) = s.files.get(&p) {
                    Ok(stat(
                        FileType::Regular,
                        s.lie_size.unwrap_or(f.len() as u64),
                    ))
                } else {
                    enoent()
                }
            }
            DriverOp::ReadFile => match s.files.get(&p) {
                Some(f) => Ok(DriverReply::Bytes(f.clone())),
                None => enoent(),
            },
            DriverOp::WriteFile(d) => {
                if s.fail_writes {
                    Err(DriverError::new(Errno::Enospc, "quota exceeded"))
                } else {
                    s.files.insert(p, d.clone());
                    Ok(DriverReply::Done)
                }
            }
            DriverOp::ReadDir => {
                let prefix = if p == "/" {
                    "/".to_string()
                } else {
                    format!("{p}/")
                };
                let mut out = Vec::new();
                for (k, t) in s
                    .files
                    .keys()
                    .map(|k| (k, FileType::Regular))
                    .chain(s.dirs.keys().map(|k| (k, FileType::Directory)))
                {
                    if let Some(rest) = k.strip_prefix(&prefix) {
                        if !rest.contains('/') {
                            out.push(DriverEntry {
                                name: rest.to_string(),
                                file_type: t,
                                ino: 0,
                            });
                        }
                    }
                }
                Ok(DriverReply::Entries(out))
            }
            DriverOp::Mkdir => {
                s.dirs.insert(p, ());
                Ok(DriverReply::Done)
            }
            DriverOp::RemoveFile => match s.files.remove(&p) {
                Some(_) => Ok(DriverReply::Done),
                None => enoent(),
            },
            DriverOp::Rename { to } => match s.files.remove(&p) {
                Some(f) => {
                    s.files.insert(to.clone(), f);
                    Ok(DriverReply::Done)
                }
                None => enoent(),
            },
            _ => Err(DriverError::new(Errno::Enosys, "not implemented")),
        })
    }

    impl DriverHost for MapHost {
        fn send(&self, call: DriverCall) -> Result<(), DriverError> {
            self.tx
                .lock()
                .send(call)
                .map_err(|_| DriverError::new(Errno::Eio, "driver gone"))
        }
    }

    fn setup(timeout: Duration) -> (Arc<Kernel>, Arc<Mutex<Store>>) {
        setup_with(timeout, KernelConfig::default())
    }

    fn setup_with(timeout: Duration, config: KernelConfig) -> (Arc<Kernel>, Arc<Mutex<Store>>) {
        let calls = Arc::new(DriverCalls::default());
        let store = Arc::new(Mutex::new(Store::default()));
        let (tx, rx) = std::sync::mpsc::channel::<DriverCall>();
        let (c2, s2) = (calls.clone(), store.clone());
        std::thread::spawn(move || {
            for call in rx {
                if let Some(r) = answer(&s2, &call) {
                    c2.complete(call.id, r);
                }
            }
        });
        let host = Arc::new(MapHost { tx: Mutex::new(tx) });
        let fs = DriverFs::new(host, calls, DriverCaps::default(), timeout);
        let k = Kernel::new(config).unwrap();
        k.mount("/mnt/js", Arc::new(fs), false).unwrap();
        (k, store)
    }

    #[test]
    fn host_writes_and_reads_through_the_driver() {
        let (k, store) = setup(DEFAULT_DRIVER_TIMEOUT);
        k.write_file_parents("/mnt/js/d/a.txt", b"hello").unwrap();
        assert_eq!(store.lock().files.get("/d/a.txt").unwrap(), b"hello");
        assert_eq!(k.read_file("/mnt/js/d/a.txt").unwrap(), b"hello");
        assert_eq!(k.stat("/mnt/js/d/a.txt", true).unwrap().size, 5);
        let names: Vec<_> = k
            .readdir("/mnt/js/d")
            .unwrap()
            .into_iter()
            .map(|e| e.name)
            .collect();
        assert_eq!(names, vec!["a.txt"]);
        assert_eq!(k.read_file("/mnt/js/nope").err(), Some(Errno::Enoent));
    }

    #[test]
    fn failed_upload_is_an_error_to_the_writer() {
        let (k, store) = setup(DEFAULT_DRIVER_TIMEOUT);
        store.lock().fail_writes = true;
        assert_eq!(
            k.write_file("/mnt/js/f", b"x", 0o644).err(),
            Some(Errno::Enospc)
        );
        assert_eq!(take_last_error().as_deref(), Some("quota exceeded"));
    }

    #[test]
    fn a_hanging_driver_times_out_with_eio() {
        let (k, store) = setup(Duration::from_millis(100));
        store.lock().hang = true;
        let t = std::time::Instant::now();
        assert_eq!(k.read_file("/mnt/js/f").err(), Some(Errno::Eio));
        assert!(t.elapsed() < Duration::from_secs(5));
        assert!(take_last_error().unwrap().contains("did not settle"));
    }

    #[test]
    fn rename_uploads_open_buffers_first() {
        let (k, store) = setup(DEFAULT_DRIVER_TIMEOUT);
        let req = crate::kernel::OpenRequest {
            write: true,
            create: true,
            follow: true,
            mode: 0o644,
            ..Default::default()
        };
        let crate::kernel::Opened::File(f) = k.open("/mnt/js/tmp", &req).unwrap() else {
            panic!("not a file")
        };
        f.write(b"data", &crate::pipe::NoInterrupt).unwrap();
        k.rename("/mnt/js/tmp", "/mnt/js/final").unwrap();
        drop(f);
        let s = store.lock();
        assert_eq!(s.files.get("/final").map(Vec::as_slice), Some(&b"data"[..]));
        assert!(!s.files.contains_key("/tmp"));
    }

    fn open_rw(k: &Kernel, path: &str) -> Arc<crate::fd_table::OpenFile> {
        let req = crate::kernel::OpenRequest {
            read: true,
            write: true,
            create: true,
            follow: true,
            mode: 0o644,
            ..Default::default()
        };
        match k.open(path, &req).unwrap() {
            crate::kernel::Opened::File(f) => f,
            _ => panic!("not a file"),
        }
    }

    #[test]
    fn growing_a_buffer_past_the_per_file_cap_is_efbig() {
        let (k, store) = setup(DEFAULT_DRIVER_TIMEOUT);
        let f = open_rw(&k, "/mnt/js/f");
        // `truncate -s 64G` / `-s 1T`: refused before any allocation (it aborted the process).
        assert_eq!(f.set_size(64 << 30), Err(Errno::Efbig));
        assert_eq!(f.set_size(1 << 40), Err(Errno::Efbig));
        assert!(take_last_error().unwrap().contains("maxDriverFileBytes"));
        // `truncate -s 4G` too (it took 4 GiB of host memory).
        assert_eq!(f.set_size(4 << 30), Err(Errno::Efbig));
        assert_eq!(
            f.pwrite(b"x", DEFAULT_MAX_DRIVER_FILE_BYTES),
            Err(Errno::Efbig)
        );
        assert_eq!(f.pwrite(b"x", u64::MAX - 1), Err(Errno::Efbig));
        // Within the cap it works, and the file is whole on the driver after the close.
        f.set_size(1 << 20).unwrap();
        f.pwrite(b"end", (1 << 20) - 3).unwrap();
        f.flush().unwrap();
        drop(f);
        let s = store.lock();
        let data = s.files.get("/f").unwrap();
        assert_eq!(data.len(), 1 << 20);
        assert_eq!(&data[data.len() - 3..], b"end");
    }

    #[test]
    fn open_buffers_share_the_vm_budget() {
        let config = KernelConfig {
            max_driver_file_bytes: 1 << 20,
            max_driver_buffer_bytes: 3 << 19,
            ..Default::default()
        };
        let (k, _store) = setup_with(DEFAULT_DRIVER_TIMEOUT, config);
        let a = open_rw(&k, "/mnt/js/a");
        let b = open_rw(&k, "/mnt/js/b");
        assert_eq!(a.set_size((1 << 20) + 1), Err(Errno::Efbig));
        a.set_size(1 << 20).unwrap();
        assert_eq!(b.set_size(1 << 20), Err(Errno::Enospc));
        assert!(take_last_error().unwrap().contains("maxDriverBufferBytes"));
        b.set_size(1 << 19).unwrap();
        // Shrinking gives bytes back; closing gives all of them back.
        a.set_size(10).unwrap();
        b.set_size(1 << 20).unwrap();
        drop(a);
        drop(b);
        let c = open_rw(&k, "/mnt/js/c");
        c.set_size(1 << 20).unwrap();
        // A whole-file write (host `writeFile`) is capped the same way.
        assert_eq!(
            k.write_file("/mnt/js/big", &vec![1u8; (1 << 20) + 1], 0o644),
            Err(Errno::Efbig)
        );
    }

    #[test]
    fn a_driver_reporting_a_huge_size_does_not_size_an_allocation() {
        let (k, store) = setup(DEFAULT_DRIVER_TIMEOUT);
        store.lock().files.insert("/f".into(), b"small".to_vec());
        store.lock().lie_size = Some(1 << 45);
        // Before the fix: a 32 TiB reservation and an abort.
        assert_eq!(k.read_file("/mnt/js/f"), Err(Errno::Efbig));
        let mut r = k.open_reader("/mnt/js/f").unwrap();
        assert_eq!(r.read_head(4096).unwrap(), b"small");
        // Contents larger than the per-file cap are not kept either.
        store.lock().lie_size = None;
        let config = KernelConfig {
            max_driver_file_bytes: 4,
            ..Default::default()
        };
        let (k2, store2) = setup_with(DEFAULT_DRIVER_TIMEOUT, config);
        store2.lock().files.insert("/f".into(), b"12345".to_vec());
        assert_eq!(k2.read_file("/mnt/js/f"), Err(Errno::Efbig));
    }

    #[test]
    fn an_endless_tree_stops_at_path_max() {
        let (k, store) = setup(DEFAULT_DRIVER_TIMEOUT);
        store.lock().endless = true;
        // Before the fix: one native stack frame per level until the stack overflowed (SIGSEGV).
        assert_eq!(
            k.readdir_recursive("/mnt/js", None, &[]).err(),
            Some(Errno::Enametoolong)
        );
        assert_eq!(
            k.readdir_recursive("/mnt/js", Some(3), &[]).unwrap().len(),
            4
        );
    }
}
