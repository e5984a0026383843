//! The filesystem interface every mount implements.
//!
//! Paths given to a [`FileSystem`] are relative to its mount point but absolute in form (`/` is the
//! mount root), already normalised, and with every symlink among the *leading* components resolved
//! by the kernel (see [`FileSystem::walk`]). Filesystems never follow symlinks themselves.

use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use crate::errno::{Errno, KResult};

/// The type of an inode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileType {
    Regular,
    Directory,
    Symlink,
    /// A character device (`/dev/null`, …); `rdev` says which.
    CharDevice,
    /// A stream socket (`FileKind::Socket`): WASI filetype 6, `S_IFSOCK`.
    SocketStream,
}

impl FileType {
    /// The `st_mode` type bits (`S_IFREG`, …).
    pub fn mode_bits(self) -> u32 {
        match self {
            FileType::Regular => 0o100000,
            FileType::Directory => 0o040000,
            FileType::Symlink => 0o120000,
            FileType::CharDevice => 0o020000,
            FileType::SocketStream => 0o140000,
        }
    }

    /// The WASI filetype code (`guest-abi.md` 6.1).
    pub fn wasi(self) -> u8 {
        match self {
            FileType::CharDevice => 2,
            FileType::Directory => 3,
            FileType::Regular => 4,
            FileType::SocketStream => 6,
            FileType::Symlink => 7,
        }
    }
}

/// Inode metadata. Times are nanoseconds since the Unix epoch; sizes are bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stat {
    pub dev: u64,
    pub ino: u64,
    pub file_type: FileType,
    /// Permission bits only (`0o7777`); combine with [`FileType::mode_bits`] for `st_mode`.
    pub perm: u32,
    pub nlink: u64,
    pub uid: u32,
    pub gid: u32,
    pub rdev: u64,
    pub size: u64,
    pub atime_ns: u64,
    pub mtime_ns: u64,
    pub ctime_ns: u64,
    pub birthtime_ns: u64,
}

impl Stat {
    /// The full `st_mode`: type bits plus permission bits.
    pub fn mode(&self) -> u32 {
        self.file_type.mode_bits() | (self.perm & 0o7777)
    }
}

/// One directory entry (without `.` and `..`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DirEntry {
    pub name: String,
    pub ino: u64,
    pub file_type: FileType,
}

/// How to open a regular file. The kernel has already resolved the path and checked policy.
#[derive(Clone, Copy, Debug, Default)]
pub struct OpenOptions {
    pub read: bool,
    pub write: bool,
    /// Create the file when missing (mode [`OpenOptions::mode`]).
    pub create: bool,
    /// With `create`: fail with `EEXIST` when the file exists.
    pub exclusive: bool,
    /// Truncate to 0 bytes on open.
    pub truncate: bool,
    /// Permission bits for a created file.
    pub mode: u32,
}

/// Result of [`FileSystem::walk`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Walk {
    /// Every component exists and no symlink needs following; the path names an inode.
    Found,
    /// Every component but the last exists (and is a directory); the last is missing.
    MissingLast,
    /// A symlink that must be followed: `prefix_len` bytes of the path name it, `target` is its
    /// verbatim content. The kernel splices the target in and resolves again.
    Symlink { prefix_len: usize, target: String },
}

/// A mounted filesystem. Implementations: the in-memory [`crate::memfs::MemFs`], host
/// directories ([`crate::host_dir::HostDirFs`]) and driver mounts ([`crate::driver_fs::DriverFs`]).
pub trait FileSystem: Send + Sync {
    /// Short kind name for `listMounts` (`memory`, `host_dir`, `sandbox_agent`, `js`).
    fn kind(&self) -> &'static str;

    /// Whether an operation on this filesystem may wait for something outside the process's
    /// memory (disk, network, a JS callback). `false` only for filesystems that never do, which
    /// the host API may then call on Node's JS thread (see [`crate::kernel::nonblocking`]).
    fn may_block(&self) -> bool {
        true
    }

    /// Metadata of `path` without following a final symlink. `ENOENT`, `ENOTDIR`.
    fn lstat(&self, path: &str) -> KResult<Stat>;

    /// Walks `path` component by component, stopping at the first symlink to follow (the final
    /// component only when `follow_last`). The default implementation uses `lstat` per prefix;
    /// filesystems with a cheaper walk override it.
    fn walk(&self, path: &str, follow_last: bool) -> KResult<Walk> {
        walk_by_lstat(path, follow_last, |p| self.lstat(p), |p| self.readlink(p))
    }

    /// Entries of a directory, sorted byte-wise by name, without `.`/`..`. `ENOTDIR`.
    fn readdir(&self, path: &str) -> KResult<Vec<DirEntry>>;

    /// Creates a directory. `EEXIST` when present, `ENOENT` when the parent is missing.
    fn mkdir(&self, path: &str, perm: u32) -> KResult<()>;

    /// Opens (or creates) a regular file. `EISDIR` for a directory opened for writing.
    fn open(&self, path: &str, opts: &OpenOptions) -> KResult<Arc<dyn FileHandle>>;

    /// Creates (or replaces the contents of) regular files `<dir>/<name>` with mode `perm`, in
    /// order; stops at the first error. `EINVAL` for an empty name or one with a `/`. The default
    /// opens each file and replaces its contents; a filesystem may do it in one pass.
    fn install_files<'a>(
        &self,
        dir: &str,
        files: &mut dyn Iterator<Item = (&'a str, &'a [u8])>,
        perm: u32,
    ) -> KResult<()> {
        let base = dir.trim_end_matches('/');
        for (name, data) in files {
            if name.is_empty() || name.contains('/') {
                return Err(Errno::Einval);
            }
            let h = self.open(
                &format!("{base}/{name}"),
                &OpenOptions {
                    read: false,
                    write: true,
                    create: true,
                    exclusive: false,
                    truncate: false,
                    mode: perm,
                },
            )?;
            h.replace_contents(data)?;
        }
        Ok(())
    }

    /// Removes a non-directory entry. `EISDIR` for a directory.
    fn unlink(&self, path: &str) -> KResult<()>;

    /// Removes an empty directory. `ENOTEMPTY`, `ENOTDIR`.
    fn rmdir(&self, path: &str) -> KResult<()>;

    /// rename(2) within this filesystem.
    fn rename(&self, from: &str, to: &str) -> KResult<()>;

    /// Creates a symlink at `path` whose content is `target`, verbatim.
    fn symlink(&self, target: &str, path: &str) -> KResult<()>;

    /// The verbatim content of a symlink. `EINVAL` when not a symlink.
    fn readlink(&self, path: &str) -> KResult<String>;

    /// Creates a hard link `to` naming the inode at `from`.
    fn link(&self, from: &str, to: &str) -> KResult<()>;

    /// Sets permission bits.
    fn chmod(&self, path: &str, perm: u32) -> KResult<()>;

    /// Sets access/modification times (ns since the epoch; `None` leaves one unchanged).
    fn set_times(&self, path: &str, atime_ns: Option<u64>, mtime_ns: Option<u64>) -> KResult<()>;

    /// Called when mounted in a kernel: a filesystem that keeps whole files in host memory
    /// (driver mounts) charges those buffers to `buffers`, the VM's budget for them.
    fn attach_buffer_budget(&self, buffers: &Arc<crate::driver_fs::BufferBudget>) {
        let _ = buffers;
    }

    /// Flushes and releases resources when unmounted.
    fn shutdown(&self) -> KResult<()> {
        Ok(())
    }
}

/// An open regular file of some filesystem. Offsets and sizes are bytes.
pub trait FileHandle: Send + Sync {
    /// Reads at `offset`; 0 at or past the end.
    fn read_at(&self, offset: u64, buf: &mut [u8]) -> KResult<usize>;
    /// Writes at `offset`, extending the file (zero-filled) as needed.
    fn write_at(&self, offset: u64, data: &[u8]) -> KResult<usize>;
    /// Current metadata.
    fn stat(&self) -> KResult<Stat>;
    /// Truncates or extends to `size` bytes.
    fn set_size(&self, size: u64) -> KResult<()>;
    /// Makes written data durable (uploads buffered data on remote mounts).
    fn sync(&self) -> KResult<()> {
        Ok(())
    }

    /// Pushes buffered writes to the backing store without forcing durability: called when a
    /// guest closes a writable fd (`fd_close`), by `fd_sync`/`fd_datasync` (through
    /// [`FileHandle::sync`]) and by the kernel's `write_file`. An error here is the writer's error
    /// (for example a JS driver whose `writeFile` rejected). Local filesystems have nothing to do.
    fn flush(&self) -> KResult<()> {
        Ok(())
    }

    /// Replaces the whole contents with `data`. Filesystems that can should do it atomically
    /// (on failure, e.g. `ENOSPC`, the old contents stay); the default truncates then writes.
    fn replace_contents(&self, data: &[u8]) -> KResult<()> {
        self.set_size(0)?;
        let mut off = 0;
        while off < data.len() {
            off += self.write_at(off as u64, &data[off..])?;
        }
        Ok(())
    }
}

/// The generic [`FileSystem::walk`]: one `lstat` per component of `path`, `readlink` for a symlink
/// to follow. Filesystems that override `walk` can still fall back on it.
pub fn walk_by_lstat(
    path: &str,
    follow_last: bool,
    lstat: impl Fn(&str) -> KResult<Stat>,
    readlink: impl Fn(&str) -> KResult<String>,
) -> KResult<Walk> {
    let mut end = 0;
    let bytes = path.as_bytes();
    let segs: Vec<(usize, usize)> = {
        let mut v = Vec::new();
        let mut i = 0;
        while i < bytes.len() {
            while i < bytes.len() && bytes[i] == b'/' {
                i += 1;
            }
            let s = i;
            while i < bytes.len() && bytes[i] != b'/' {
                i += 1;
            }
            if s < i {
                v.push((s, i));
            }
        }
        v
    };
    let n = segs.len();
    for (k, &(_, e)) in segs.iter().enumerate() {
        end = e;
        let is_last = k + 1 == n;
        match lstat(&path[..e]) {
            Ok(st) => {
                if st.file_type == FileType::Symlink && (!is_last || follow_last) {
                    let target = readlink(&path[..e])?;
                    return Ok(Walk::Symlink {
                        prefix_len: e,
                        target,
                    });
                }
                if !is_last && st.file_type != FileType::Directory {
                    return Err(Errno::Enotdir);
                }
            }
            Err(Errno::Enoent) if is_last => return Ok(Walk::MissingLast),
            Err(e) => return Err(e),
        }
    }
    let _ = end;
    Ok(Walk::Found)
}

/// Now, in nanoseconds since the Unix epoch.
pub fn now_ns() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0)
}
