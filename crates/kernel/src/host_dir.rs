//! Host-directory mounts (`createHostDirBackend`, `api.md` 2.3): a [`FileSystem`] confined
//! beneath one host directory through `cap-std`.
//!
//! Confinement: every operation goes through a `cap_std::fs::Dir` capability, so `..` and symlinks
//! cannot reach outside `hostPath` (`EACCES`). The kernel resolves symlinks itself in VM space
//! (this filesystem never follows one), so a symlink's content is only ever interpreted as a VM
//! path. Errors are the host's errno values mapped by name.
//!
//! Host safety: files and directories the VM creates or `chmod`s never get setuid, setgid or
//! sticky bits ([`HOST_PERM_MASK`]); FIFOs, sockets and device nodes found in the host directory
//! are listed (as regular files) but cannot be opened (`ENXIO`), and opening one never blocks.

use std::io;
use std::os::unix::fs::FileExt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, UNIX_EPOCH};

use cap_fs_ext::{DirExt, SystemTimeSpec};
use cap_std::fs::{
    Dir, MetadataExt, OpenOptions as CapOpenOptions, OpenOptionsExt, Permissions, PermissionsExt,
};

use rustix::fs::{Mode, OFlags, ResolveFlags};

use crate::errno::{Errno, KResult};
use crate::vfs::{DirEntry, FileHandle, FileSystem, FileType, OpenOptions, Stat, Walk};

/// Permission bits a host-dir mount may set on host files: never setuid, setgid or sticky
/// (the host may run programs the guest wrote, and Node often runs as root).
pub const HOST_PERM_MASK: u32 = 0o777;

/// A host directory mounted into the VM.
pub struct HostDirFs {
    dir: Dir,
    root: PathBuf,
}

/// Maps a host I/O error to an [`Errno`] (Linux errno numbers first, then the error kind).
pub fn io_errno(e: &io::Error) -> Errno {
    match e.raw_os_error() {
        Some(1) => Errno::Eperm,
        Some(2) => Errno::Enoent,
        Some(6) => Errno::Enxio,
        Some(12) => Errno::Enomem,
        Some(13) => Errno::Eacces,
        Some(16) => Errno::Ebusy,
        Some(17) => Errno::Eexist,
        Some(18) => Errno::Exdev,
        Some(20) => Errno::Enotdir,
        Some(21) => Errno::Eisdir,
        Some(22) => Errno::Einval,
        Some(27) => Errno::Efbig,
        Some(28) => Errno::Enospc,
        Some(30) => Errno::Erofs,
        Some(36) => Errno::Enametoolong,
        Some(39) => Errno::Enotempty,
        Some(40) => Errno::Eloop,
        _ => match e.kind() {
            io::ErrorKind::NotFound => Errno::Enoent,
            // cap-std reports attempts to leave the directory as PermissionDenied.
            io::ErrorKind::PermissionDenied => Errno::Eacces,
            io::ErrorKind::AlreadyExists => Errno::Eexist,
            io::ErrorKind::InvalidInput => Errno::Einval,
            _ => Errno::Eio,
        },
    }
}

fn e(err: io::Error) -> Errno {
    io_errno(&err)
}

/// `/a/b` (mount-relative, absolute in form) → `a/b`; `/` → `.`.
fn rel(path: &str) -> &Path {
    let t = path.trim_start_matches('/');
    Path::new(if t.is_empty() { "." } else { t })
}

fn ns(secs: i64, nsec: i64) -> u64 {
    (secs.max(0) as u64)
        .saturating_mul(1_000_000_000)
        .saturating_add(nsec.max(0) as u64)
}

/// Host file types as VM types; anything that is neither a directory nor a symlink (sockets,
/// FIFOs, devices on the host) is presented as a regular file.
fn vm_type(ft: cap_std::fs::FileType) -> FileType {
    if ft.is_dir() {
        FileType::Directory
    } else if ft.is_symlink() {
        FileType::Symlink
    } else {
        FileType::Regular
    }
}

fn to_stat(m: &cap_std::fs::Metadata) -> Stat {
    let file_type = vm_type(m.file_type());
    Stat {
        dev: m.dev(),
        ino: m.ino(),
        file_type,
        perm: m.mode() & 0o7777,
        nlink: m.nlink(),
        // One user in the VM: host ownership is not exposed.
        uid: 1000,
        gid: 1000,
        rdev: 0,
        size: m.size(),
        atime_ns: ns(m.atime(), m.atime_nsec()),
        mtime_ns: ns(m.mtime(), m.mtime_nsec()),
        ctime_ns: ns(m.ctime(), m.ctime_nsec()),
        birthtime_ns: ns(m.ctime(), m.ctime_nsec()),
    }
}

impl HostDirFs {
    /// Opens `host_path` (must be an existing directory). `ENOENT`, `ENOTDIR`, `EACCES`.
    pub fn open(host_path: &Path) -> KResult<Self> {
        let dir = Dir::open_ambient_dir(host_path, cap_std::ambient_authority()).map_err(e)?;
        Ok(HostDirFs {
            dir,
            root: host_path.to_path_buf(),
        })
    }

    /// The host directory.
    pub fn root(&self) -> &Path {
        &self.root
    }
}

impl HostDirFs {
    /// Byte ranges of the path's components.
    fn segments(path: &str) -> Vec<(usize, usize)> {
        let mut segs = Vec::new();
        let mut start = None;
        for (i, b) in path.bytes().chain(std::iter::once(b'/')).enumerate() {
            match (b == b'/', start) {
                (true, Some(s)) => {
                    segs.push((s, i));
                    start = None;
                }
                (false, None) => start = Some(i),
                _ => {}
            }
        }
        segs
    }

    /// See [`FileSystem::walk`]: `None` when the fast path cannot answer exactly (a symlink or a
    /// missing or non-directory component before the last, `.`/`..`, no `openat2`).
    fn walk_fast(&self, path: &str, follow_last: bool) -> Option<Walk> {
        let segs = Self::segments(path);
        let (&(last_start, last_end), parents) = segs.split_last()?;
        let (&(first, _), &(_, parent_end)) = (parents.first()?, parents.last()?);
        let name = &path[last_start..last_end];
        if name == "." || name == ".." {
            return None;
        }
        let fd = rustix::fs::openat2(
            &self.dir,
            &path[first..parent_end],
            OFlags::RDONLY | OFlags::DIRECTORY | OFlags::NOFOLLOW | OFlags::CLOEXEC,
            Mode::empty(),
            ResolveFlags::BENEATH | ResolveFlags::NO_SYMLINKS | ResolveFlags::NO_MAGICLINKS,
        )
        .ok()?;
        let dir = Dir::from_std_file(std::fs::File::from(fd));
        match dir.symlink_metadata(name) {
            Ok(m) if m.is_symlink() && follow_last => {
                let target = dir.read_link_contents(name).ok()?;
                Some(Walk::Symlink {
                    prefix_len: last_end,
                    target: target.to_string_lossy().into_owned(),
                })
            }
            Ok(_) => Some(Walk::Found),
            Err(err) if io_errno(&err) == Errno::Enoent => Some(Walk::MissingLast),
            Err(_) => None,
        }
    }

    /// Walks with directory handles: each component is looked up relative to its parent's
    /// open directory (`openat`), so a path of depth d costs d lookups, not the d²/2 of an
    /// `lstat` of every prefix from the root (`walk_by_lstat`).
    fn walk_by_handles(&self, path: &str, follow_last: bool) -> KResult<Walk> {
        let segs = Self::segments(path);
        let mut held: Option<Dir> = None;
        for (k, &(s, end)) in segs.iter().enumerate() {
            let name = &path[s..end];
            let dir = held.as_ref().unwrap_or(&self.dir);
            let is_last = k + 1 == segs.len();
            let m = match dir.symlink_metadata(name) {
                Ok(m) => m,
                Err(err) if is_last && io_errno(&err) == Errno::Enoent => {
                    return Ok(Walk::MissingLast)
                }
                Err(err) => return Err(e(err)),
            };
            if m.is_symlink() && (!is_last || follow_last) {
                let target = dir.read_link_contents(name).map_err(e)?;
                return Ok(Walk::Symlink {
                    prefix_len: end,
                    target: target.to_string_lossy().into_owned(),
                });
            }
            if !is_last {
                if !m.is_dir() {
                    return Err(Errno::Enotdir);
                }
                held = Some(dir.open_dir_nofollow(name).map_err(e)?);
            }
        }
        Ok(Walk::Found)
    }
}

impl FileSystem for HostDirFs {
    fn kind(&self) -> &'static str {
        "host_dir"
    }

    fn lstat(&self, path: &str) -> KResult<Stat> {
        if rel(path) == Path::new(".") {
            return self.dir.dir_metadata().map(|m| to_stat(&m)).map_err(e);
        }
        self.dir
            .symlink_metadata(rel(path))
            .map(|m| to_stat(&m))
            .map_err(e)
    }

    /// One `openat2(RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS)` of the parent and one `lstat` of
    /// the last component when no symlink lies on the way (the usual case: a constant number of
    /// host calls whatever the depth, D9); otherwise, or where the host has no `openat2`, the walk
    /// by directory handles ([`HostDirFs::walk_by_handles`]) finds the symlink or the error.
    fn walk(&self, path: &str, follow_last: bool) -> KResult<Walk> {
        match self.walk_fast(path, follow_last) {
            Some(walk) => Ok(walk),
            None => self.walk_by_handles(path, follow_last),
        }
    }

    fn readdir(&self, path: &str) -> KResult<Vec<DirEntry>> {
        let mut out = Vec::new();
        for entry in self.dir.read_dir(rel(path)).map_err(e)? {
            let entry = entry.map_err(e)?;
            let name = entry.file_name().to_string_lossy().into_owned();
            let file_type = vm_type(entry.file_type().map_err(e)?);
            let ino = entry.metadata().map(|m| m.ino()).unwrap_or(0);
            out.push(DirEntry {
                name,
                ino,
                file_type,
            });
        }
        out.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(out)
    }

    fn mkdir(&self, path: &str, perm: u32) -> KResult<()> {
        self.dir.create_dir(rel(path)).map_err(e)?;
        let _ = self
            .dir
            .set_permissions(rel(path), Permissions::from_mode(perm & HOST_PERM_MASK));
        Ok(())
    }

    fn open(&self, path: &str, opts: &OpenOptions) -> KResult<Arc<dyn FileHandle>> {
        let mut o = CapOpenOptions::new();
        o.read(opts.read || !opts.write).write(opts.write);
        if opts.create {
            if opts.exclusive {
                o.create_new(true);
            } else {
                o.create(true);
            }
            o.write(true);
        }
        if opts.truncate {
            o.truncate(true).write(true);
        }
        if rel(path) != Path::new(".") {
            if let Ok(m) = self.dir.symlink_metadata(rel(path)) {
                if m.is_dir() {
                    return Err(Errno::Eisdir);
                }
            }
        }
        // A FIFO, socket or device node in the host directory must not block the open (a FIFO
        // without a writer would hang the host's `readFile` forever) nor be read as a file:
        // open without blocking, then refuse anything but a regular file with ENXIO. (Linux
        // ignores O_NONBLOCK on regular files, so it can stay set.)
        o.custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY);
        let file = self.dir.open_with(rel(path), &o).map_err(e)?;
        if !file.metadata().map_err(e)?.is_file() {
            return Err(Errno::Enxio);
        }
        if opts.create {
            let _ = file.set_permissions(Permissions::from_mode(opts.mode & HOST_PERM_MASK));
        }
        Ok(Arc::new(HostFile {
            file: file.into_std(),
        }))
    }

    fn unlink(&self, path: &str) -> KResult<()> {
        if self.dir.symlink_metadata(rel(path)).map_err(e)?.is_dir() {
            return Err(Errno::Eisdir);
        }
        self.dir.remove_file(rel(path)).map_err(e)
    }

    fn rmdir(&self, path: &str) -> KResult<()> {
        if rel(path) == Path::new(".") {
            return Err(Errno::Ebusy);
        }
        self.dir.remove_dir(rel(path)).map_err(e)
    }

    fn rename(&self, from: &str, to: &str) -> KResult<()> {
        self.dir.rename(rel(from), &self.dir, rel(to)).map_err(e)
    }

    fn symlink(&self, target: &str, path: &str) -> KResult<()> {
        // The content is a VM path, stored verbatim; the host never follows it for us.
        self.dir.symlink_contents(target, rel(path)).map_err(e)
    }

    fn readlink(&self, path: &str) -> KResult<String> {
        match self.dir.read_link_contents(rel(path)) {
            Ok(p) => Ok(p.to_string_lossy().into_owned()),
            Err(err) if err.raw_os_error() == Some(22) => Err(Errno::Einval),
            Err(err) => Err(e(err)),
        }
    }

    fn link(&self, from: &str, to: &str) -> KResult<()> {
        self.dir.hard_link(rel(from), &self.dir, rel(to)).map_err(e)
    }

    fn chmod(&self, path: &str, perm: u32) -> KResult<()> {
        self.dir
            .set_permissions(rel(path), Permissions::from_mode(perm & HOST_PERM_MASK))
            .map_err(e)
    }

    fn set_times(&self, path: &str, atime_ns: Option<u64>, mtime_ns: Option<u64>) -> KResult<()> {
        let spec = |t: Option<u64>| {
            t.map(|ns| {
                SystemTimeSpec::Absolute(cap_std::time::SystemTime::from_std(
                    UNIX_EPOCH + Duration::from_nanos(ns),
                ))
            })
        };
        self.dir
            .set_symlink_times(rel(path), spec(atime_ns), spec(mtime_ns))
            .map_err(e)
    }
}

/// An open host file.
struct HostFile {
    file: std::fs::File,
}

impl FileHandle for HostFile {
    fn read_at(&self, offset: u64, buf: &mut [u8]) -> KResult<usize> {
        self.file.read_at(buf, offset).map_err(e)
    }

    fn write_at(&self, offset: u64, data: &[u8]) -> KResult<usize> {
        self.file.write_at(data, offset).map_err(e)
    }

    fn stat(&self) -> KResult<Stat> {
        let m = cap_std::fs::Metadata::from_file(&self.file).map_err(e)?;
        Ok(to_stat(&m))
    }

    fn set_size(&self, size: u64) -> KResult<()> {
        self.file.set_len(size).map_err(e)
    }

    fn sync(&self) -> KResult<()> {
        self.file.sync_data().map_err(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::{Kernel, KernelConfig};

    fn tmpdir(tag: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("agentos-hostdir-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    fn reads_and_writes_through_the_kernel() {
        let host = tmpdir("rw");
        std::fs::write(host.join("hello.txt"), b"from host").unwrap();
        let k = Kernel::new(KernelConfig::default()).unwrap();
        k.mount("/mnt/h", Arc::new(HostDirFs::open(&host).unwrap()), false)
            .unwrap();
        assert_eq!(k.read_file("/mnt/h/hello.txt").unwrap(), b"from host");
        k.write_file_parents("/mnt/h/sub/new.txt", b"from vm")
            .unwrap();
        assert_eq!(std::fs::read(host.join("sub/new.txt")).unwrap(), b"from vm");
        let names: Vec<_> = k
            .readdir("/mnt/h")
            .unwrap()
            .into_iter()
            .map(|e| e.name)
            .collect();
        assert_eq!(names, vec!["hello.txt", "sub"]);
        k.rename("/mnt/h/sub/new.txt", "/mnt/h/moved.txt").unwrap();
        assert!(host.join("moved.txt").exists());
        k.remove("/mnt/h/sub", true).unwrap();
        assert!(!host.join("sub").exists());
        let _ = std::fs::remove_dir_all(&host);
    }

    #[test]
    fn cannot_escape_the_host_directory() {
        let outer = tmpdir("escape");
        let host = outer.join("inner");
        std::fs::create_dir_all(&host).unwrap();
        std::fs::write(outer.join("secret"), b"s").unwrap();
        std::os::unix::fs::symlink("../secret", host.join("up")).unwrap();
        let fs = HostDirFs::open(&host).unwrap();
        // A relative symlink is followed by the kernel in VM space, never on the host.
        let k = Kernel::new(KernelConfig::default()).unwrap();
        k.mount("/mnt/h", Arc::new(fs), true).unwrap();
        assert_eq!(k.read_file("/mnt/h/up").err(), Some(Errno::Enoent));
        let direct = HostDirFs::open(&host).unwrap();
        assert_eq!(direct.lstat("/../secret").err(), Some(Errno::Eacces));
        assert_eq!(
            k.write_file("/mnt/h/x", b"1", 0o644).err(),
            Some(Errno::Erofs)
        );
        let _ = std::fs::remove_dir_all(&outer);
    }

    #[test]
    fn a_huge_sparse_file_is_refused_without_allocating_its_size() {
        let host = tmpdir("sparse");
        let f = std::fs::File::create(host.join("big")).unwrap();
        f.set_len(100 << 30).unwrap();
        let k = Kernel::new(KernelConfig::default()).unwrap();
        k.mount("/mnt/h", Arc::new(HostDirFs::open(&host).unwrap()), false)
            .unwrap();
        // Before the fix this reserved 100 GiB up front and aborted the process.
        assert_eq!(k.read_file("/mnt/h/big").err(), Some(Errno::Efbig));
        assert_eq!(k.read_file_limit("/mnt/h/big", 1 << 20), Ok(None));
        let mut r = k.open_reader("/mnt/h/big").unwrap();
        assert_eq!(r.size_hint(), 100 << 30);
        assert_eq!(r.read_head(4096).unwrap(), vec![0u8; 4096]);
        assert_eq!(r.read_to_end(Vec::new(), 1 << 20), Ok(None));
        let _ = std::fs::remove_dir_all(&host);
    }

    #[test]
    fn setuid_setgid_and_sticky_bits_never_reach_the_host() {
        use std::os::unix::fs::PermissionsExt as _;
        let host = tmpdir("suid");
        let k = Kernel::new(KernelConfig::default()).unwrap();
        k.mount("/mnt/h", Arc::new(HostDirFs::open(&host).unwrap()), false)
            .unwrap();
        let mode = |p: &str| {
            std::fs::metadata(host.join(p))
                .unwrap()
                .permissions()
                .mode()
        };
        k.write_file("/mnt/h/created", b"x", 0o4755).unwrap();
        assert_eq!(mode("created") & 0o7777, 0o755);
        k.write_file("/mnt/h/f", b"x", 0o644).unwrap();
        for bits in [0o4755, 0o6777, 0o1777, 0o2755] {
            k.chmod("/mnt/h/f", bits).unwrap();
            assert_eq!(mode("f") & 0o7777, bits & 0o777, "chmod {bits:o}");
        }
        k.mkdir("/mnt/h/d", 0o7777).unwrap();
        assert_eq!(mode("d") & 0o7000, 0);
        k.chmod("/mnt/h/d", 0o1777).unwrap();
        assert_eq!(mode("d") & 0o7777, 0o777);
        let _ = std::fs::remove_dir_all(&host);
    }

    #[test]
    fn special_files_are_refused_without_blocking() {
        let host = tmpdir("fifo");
        let status = std::process::Command::new("mkfifo")
            .arg(host.join("fifo"))
            .status()
            .unwrap();
        assert!(status.success());
        let _sock = std::os::unix::net::UnixListener::bind(host.join("sock")).unwrap();
        let k = Kernel::new(KernelConfig::default()).unwrap();
        k.mount("/mnt/h", Arc::new(HostDirFs::open(&host).unwrap()), false)
            .unwrap();
        // Before the fix the FIFO read blocked until a writer came (never).
        let t = std::time::Instant::now();
        assert_eq!(k.read_file("/mnt/h/fifo").err(), Some(Errno::Enxio));
        assert_eq!(k.read_file("/mnt/h/sock").err(), Some(Errno::Enxio));
        assert_eq!(
            k.write_file("/mnt/h/fifo", b"x", 0o644).err(),
            Some(Errno::Enxio)
        );
        assert!(t.elapsed() < std::time::Duration::from_secs(5));
        // Still listed, and the FIFO is still there.
        assert!(k
            .readdir("/mnt/h")
            .unwrap()
            .iter()
            .any(|e| e.name == "fifo"));
        assert!(host.join("fifo").exists());
        let _ = std::fs::remove_dir_all(&host);
    }

    #[test]
    fn walk_by_handles_reports_like_walk_by_lstat() {
        let host = tmpdir("walk");
        std::fs::create_dir_all(host.join("a/b")).unwrap();
        std::fs::write(host.join("a/f"), b"x").unwrap();
        std::os::unix::fs::symlink("/elsewhere", host.join("a/l")).unwrap();
        let fs = HostDirFs::open(&host).unwrap();
        let lstat_walk = |p: &str, follow: bool| {
            crate::vfs::walk_by_lstat(p, follow, |q| fs.lstat(q), |q| fs.readlink(q))
        };
        for (p, follow) in [
            ("/", true),
            ("/a/b", true),
            ("/a/missing", true),
            ("/a/missing/x", true),
            ("/a/f/x", true),
            ("/a/l", true),
            ("/a/l", false),
            ("/a/l/x", false),
            ("/a//b/", true),
        ] {
            assert_eq!(fs.walk(p, follow), lstat_walk(p, follow), "{p} {follow}");
        }
        assert_eq!(
            fs.walk("/a/l/x", false),
            Ok(Walk::Symlink {
                prefix_len: 4,
                target: "/elsewhere".into()
            })
        );
        // A deep chain resolves (D9: this was quadratic per lookup).
        let k = Kernel::new(KernelConfig::default()).unwrap();
        k.mount("/mnt/h", Arc::new(fs), false).unwrap();
        let deep = format!("/mnt/h{}", "/d".repeat(1000));
        k.mkdir_p(&deep).unwrap();
        assert_eq!(k.stat(&deep, true).unwrap().file_type, FileType::Directory);
        let _ = std::fs::remove_dir_all(&host);
    }
}
