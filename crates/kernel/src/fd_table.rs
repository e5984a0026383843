//! Open file descriptions and per-process fd tables.
//!
//! An [`OpenFile`] is an open file description (offset, flags, the object behind it); fds in one or
//! more tables point at it through an `Arc`. Closing the last fd drops the description, which closes
//! a pipe end or a sink reference — that is how EOF propagates.

use std::sync::atomic::{AtomicU32, AtomicUsize, Ordering};
use std::sync::Arc;

use parking_lot::Mutex;

use crate::errno::{Errno, KResult};
use crate::interrupt::Wake;
use crate::mount_table::MountUse;
use crate::pipe::{Interrupt, PipeReader, PipeWriter, Readiness};
use crate::sink::SinkWriter;
use crate::socket::SocketFile;
use crate::vfs::{DirEntry, FileHandle, FileType, Stat};

/// `fdflags` bit: append.
pub const FDFLAG_APPEND: u32 = 1;
/// `fdflags` bit: non-blocking.
pub const FDFLAG_NONBLOCK: u32 = 4;

/// Character devices under `/dev`, by their `rdev`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Device {
    Null,
    Zero,
    Random,
}

impl Device {
    /// The device for an `rdev` number stored in the VFS.
    pub fn from_rdev(rdev: u64) -> Option<Device> {
        match rdev {
            RDEV_NULL => Some(Device::Null),
            RDEV_ZERO => Some(Device::Zero),
            RDEV_URANDOM | RDEV_RANDOM => Some(Device::Random),
            _ => None,
        }
    }
}

/// `rdev` of `/dev/null`.
pub const RDEV_NULL: u64 = 0x0103;
/// `rdev` of `/dev/zero`.
pub const RDEV_ZERO: u64 = 0x0105;
/// `rdev` of `/dev/random`.
pub const RDEV_RANDOM: u64 = 0x0108;
/// `rdev` of `/dev/urandom`.
pub const RDEV_URANDOM: u64 = 0x0109;
/// `rdev` of `/dev/stdin`, `/dev/stdout`, `/dev/stderr`: 0x0500 + the fd they alias.
pub const RDEV_STDIO_BASE: u64 = 0x0500;

/// What an open file description refers to.
pub enum FileKind {
    /// A regular file of some mount.
    File(Arc<dyn FileHandle>),
    /// A directory; `listing` is the snapshot `fd_readdir` pages through (taken at cookie 0).
    Dir {
        listing: Mutex<Option<Vec<DirEntry>>>,
    },
    PipeRead(PipeReader),
    PipeWrite(PipeWriter),
    /// Host-collected output of an API-started process.
    Sink(SinkWriter),
    Device(Device),
    /// A stream socket (`crate::socket`).
    Socket(Arc<dyn SocketFile>),
}

/// An open file description.
pub struct OpenFile {
    pub kind: FileKind,
    /// Absolute VM path for files and directories; empty for pipes and sinks.
    pub path: String,
    pub readable: bool,
    pub writable: bool,
    /// Current offset in bytes (files and directories).
    pub offset: Mutex<u64>,
    flags: AtomicU32,
    /// Keeps the file's mount from being unmounted while this description lives.
    _mount: Option<MountUse>,
}

impl OpenFile {
    /// A description of `kind` with the given access mode and `fdflags`.
    pub fn new(
        kind: FileKind,
        path: String,
        readable: bool,
        writable: bool,
        flags: u32,
    ) -> Arc<Self> {
        Self::on_mount(kind, path, readable, writable, flags, None)
    }

    /// A fresh `/dev/null` description (readable and writable).
    pub fn dev_null() -> Arc<Self> {
        Self::new(
            FileKind::Device(Device::Null),
            "/dev/null".into(),
            true,
            true,
            0,
        )
    }

    /// A description of a file or directory on a mount, keeping that mount busy.
    pub fn on_mount(
        kind: FileKind,
        path: String,
        readable: bool,
        writable: bool,
        flags: u32,
        mount: Option<MountUse>,
    ) -> Arc<Self> {
        Arc::new(OpenFile {
            kind,
            path,
            readable,
            writable,
            offset: Mutex::new(0),
            flags: AtomicU32::new(flags),
            _mount: mount,
        })
    }

    /// Current `fdflags` (APPEND, NONBLOCK).
    pub fn flags(&self) -> u32 {
        self.flags.load(Ordering::Relaxed)
    }

    /// Replaces the `fdflags`.
    pub fn set_flags(&self, flags: u32) {
        self.flags.store(flags, Ordering::Relaxed)
    }

    /// Whether the description has `FDFLAG_NONBLOCK`.
    pub fn nonblock(&self) -> bool {
        self.flags() & FDFLAG_NONBLOCK != 0
    }

    /// The WASI filetype of the object.
    pub fn file_type(&self) -> FileType {
        match self.kind {
            FileKind::File(_) => FileType::Regular,
            FileKind::Dir { .. } => FileType::Directory,
            FileKind::Socket(_) => FileType::SocketStream,
            _ => FileType::CharDevice,
        }
    }

    /// Whether reads and writes ignore the offset (pipes, sinks, devices).
    pub fn is_stream(&self) -> bool {
        !matches!(self.kind, FileKind::File(_) | FileKind::Dir { .. })
    }

    /// Reads at the current offset (or from the stream). `EBADF` when not readable, `EISDIR` for a
    /// directory, `EINTR` when interrupted while blocked on a pipe.
    pub fn read(&self, buf: &mut [u8], intr: &dyn Interrupt) -> KResult<usize> {
        if !self.readable {
            return Err(Errno::Ebadf);
        }
        match &self.kind {
            FileKind::File(h) => {
                let mut off = self.offset.lock();
                let n = h.read_at(*off, buf)?;
                *off += n as u64;
                Ok(n)
            }
            FileKind::Dir { .. } => Err(Errno::Eisdir),
            FileKind::PipeRead(r) => r.read(buf, self.nonblock(), intr),
            FileKind::Socket(s) => s.read(buf, self.nonblock(), intr),
            FileKind::PipeWrite(_) | FileKind::Sink(_) => Err(Errno::Ebadf),
            FileKind::Device(Device::Null) => Ok(0),
            FileKind::Device(Device::Zero) => {
                buf.fill(0);
                Ok(buf.len())
            }
            FileKind::Device(Device::Random) => {
                getrandom::fill(buf).map_err(|_| Errno::Eio)?;
                Ok(buf.len())
            }
        }
    }

    /// Writes at the offset (at the end with APPEND) or into the stream. `EBADF` when not
    /// writable, `EPIPE` when a pipe has no reader.
    pub fn write(&self, data: &[u8], intr: &dyn Interrupt) -> KResult<usize> {
        if !self.writable {
            return Err(Errno::Ebadf);
        }
        match &self.kind {
            FileKind::File(h) => {
                let mut off = self.offset.lock();
                if self.flags() & FDFLAG_APPEND != 0 {
                    *off = h.stat()?.size;
                }
                let n = h.write_at(*off, data)?;
                *off += n as u64;
                Ok(n)
            }
            FileKind::Dir { .. } => Err(Errno::Eisdir),
            FileKind::PipeWrite(w) => w.write(data, self.nonblock(), intr),
            FileKind::Socket(s) => s.write(data, self.nonblock(), intr),
            FileKind::Sink(s) => Ok(s.write(data)),
            FileKind::PipeRead(_) => Err(Errno::Ebadf),
            FileKind::Device(_) => Ok(data.len()),
        }
    }

    /// [`OpenFile::read`] that blocks on a pipe even when the description is non-blocking (host
    /// code such as the binding dispatcher reading a process's stdin; never `EAGAIN`).
    pub fn read_blocking(&self, buf: &mut [u8], intr: &dyn Interrupt) -> KResult<usize> {
        match &self.kind {
            FileKind::PipeRead(r) if self.readable => r.read(buf, false, intr),
            FileKind::Socket(s) if self.readable => s.read(buf, false, intr),
            _ => self.read(buf, intr),
        }
    }

    /// [`OpenFile::write`] that blocks on a full pipe even when the description is non-blocking.
    pub fn write_blocking(&self, data: &[u8], intr: &dyn Interrupt) -> KResult<usize> {
        match &self.kind {
            FileKind::PipeWrite(w) if self.writable => w.write(data, false, intr),
            FileKind::Socket(s) if self.writable => s.write(data, false, intr),
            _ => self.write(data, intr),
        }
    }

    /// [`OpenFile::read`] that never blocks on a pipe or socket: `EAGAIN` where a blocking read
    /// would wait (an async caller then waits for a change and tries again). Whether the
    /// description itself is non-blocking is [`OpenFile::is_nonblocking`].
    pub fn try_read(&self, buf: &mut [u8], intr: &dyn Interrupt) -> KResult<usize> {
        match &self.kind {
            FileKind::PipeRead(r) if self.readable => r.read(buf, true, intr),
            FileKind::Socket(s) if self.readable => s.read(buf, true, intr),
            _ => self.read(buf, intr),
        }
    }

    /// [`OpenFile::write`] that never blocks on a pipe or socket: a short count or `EAGAIN`
    /// where a blocking write would wait for space.
    pub fn try_write(&self, data: &[u8], intr: &dyn Interrupt) -> KResult<usize> {
        match &self.kind {
            FileKind::PipeWrite(w) if self.writable => w.write(data, true, intr),
            FileKind::Socket(s) if self.writable => s.write(data, true, intr),
            _ => self.write(data, intr),
        }
    }

    /// Positional read (files only; `ESPIPE` otherwise).
    pub fn pread(&self, buf: &mut [u8], offset: u64) -> KResult<usize> {
        if !self.readable {
            return Err(Errno::Ebadf);
        }
        match &self.kind {
            FileKind::File(h) => h.read_at(offset, buf),
            FileKind::Dir { .. } => Err(Errno::Eisdir),
            _ => Err(Errno::Espipe),
        }
    }

    /// Positional write (files only; `ESPIPE` otherwise).
    pub fn pwrite(&self, data: &[u8], offset: u64) -> KResult<usize> {
        if !self.writable {
            return Err(Errno::Ebadf);
        }
        match &self.kind {
            FileKind::File(h) => h.write_at(offset, data),
            FileKind::Dir { .. } => Err(Errno::Eisdir),
            _ => Err(Errno::Espipe),
        }
    }

    /// lseek: whence 0 set, 1 current, 2 end. `ESPIPE` for streams, `EINVAL` for a negative result.
    pub fn seek(&self, delta: i64, whence: u8) -> KResult<u64> {
        let size = match &self.kind {
            FileKind::File(h) => h.stat()?.size,
            FileKind::Dir { .. } => 0,
            _ => return Err(Errno::Espipe),
        };
        let mut off = self.offset.lock();
        let base: i128 = match whence {
            0 => 0,
            1 => *off as i128,
            2 => size as i128,
            _ => return Err(Errno::Einval),
        };
        let next = base + delta as i128;
        if next < 0 || next > i64::MAX as i128 {
            return Err(Errno::Einval);
        }
        *off = next as u64;
        Ok(*off)
    }

    /// Metadata of a file handle, or `None` when the caller should stat `path` (directories) or
    /// synthesise a character-device stat (streams).
    pub fn handle_stat(&self) -> Option<KResult<Stat>> {
        match &self.kind {
            FileKind::File(h) => Some(h.stat()),
            _ => None,
        }
    }

    /// Truncates or extends a regular file. `EINVAL` when not writable or not a file.
    pub fn set_size(&self, size: u64) -> KResult<()> {
        match &self.kind {
            FileKind::File(h) if self.writable => h.set_size(size),
            FileKind::File(_) => Err(Errno::Einval),
            FileKind::Dir { .. } => Err(Errno::Eisdir),
            _ => Err(Errno::Einval),
        }
    }

    /// Flushes buffered data (remote mounts upload here).
    pub fn sync(&self) -> KResult<()> {
        match &self.kind {
            FileKind::File(h) => h.sync(),
            _ => Ok(()),
        }
    }

    /// Pushes buffered writes of a writable regular file to its filesystem ([`FileHandle::flush`]);
    /// called on `fd_close`. Other objects have nothing to flush.
    ///
    /// [`FileHandle::flush`]: crate::vfs::FileHandle::flush
    pub fn flush(&self) -> KResult<()> {
        match &self.kind {
            FileKind::File(h) if self.writable => h.flush(),
            _ => Ok(()),
        }
    }

    /// Readiness for `poll_oneoff`: `(readable, writable)`. Files and devices are always ready.
    pub fn readiness(&self) -> (Readiness, Readiness) {
        let ready = Readiness {
            nbytes: 0,
            hangup: false,
        };
        match &self.kind {
            FileKind::PipeRead(r) => (
                r.readiness(),
                Readiness {
                    nbytes: 0,
                    hangup: true,
                },
            ),
            FileKind::PipeWrite(w) => (
                Readiness {
                    nbytes: 0,
                    hangup: true,
                },
                w.readiness(),
            ),
            FileKind::Socket(s) => s.readiness(),
            FileKind::File(h) => {
                let size = h.stat().map(|s| s.size).unwrap_or(0);
                let off = *self.offset.lock();
                (
                    Readiness {
                        nbytes: size.saturating_sub(off),
                        hangup: false,
                    },
                    ready,
                )
            }
            _ => (
                ready,
                Readiness {
                    nbytes: 1 << 16,
                    hangup: false,
                },
            ),
        }
    }
}

impl OpenFile {
    /// Whether `poll` waits for this object (pipes and sockets); files and devices are always
    /// ready.
    pub fn pollable(&self) -> bool {
        matches!(
            self.kind,
            FileKind::PipeRead(_) | FileKind::PipeWrite(_) | FileKind::Socket(_)
        )
    }

    /// Makes every change of a pipe or socket also wake `w` until [`OpenFile::unwatch`]
    /// (`poll_oneoff`, `net_poll`). Other objects never change readiness: nothing to watch.
    pub fn watch(&self, w: &Arc<dyn Wake>) {
        match &self.kind {
            FileKind::PipeRead(r) => r.watch(w),
            FileKind::PipeWrite(p) => p.watch(w),
            FileKind::Socket(s) => s.watch(w),
            _ => {}
        }
    }

    /// Undoes [`OpenFile::watch`].
    pub fn unwatch(&self, w: &Arc<dyn Wake>) {
        match &self.kind {
            FileKind::PipeRead(r) => r.unwatch(w),
            FileKind::PipeWrite(p) => p.unwatch(w),
            FileKind::Socket(s) => s.unwatch(w),
            _ => {}
        }
    }

    /// The socket behind this description. `ENOTSOCK` for anything else.
    pub fn socket(&self) -> KResult<&Arc<dyn SocketFile>> {
        match &self.kind {
            FileKind::Socket(s) => Ok(s),
            _ => Err(Errno::Enotsock),
        }
    }
}

/// One slot of an fd table.
#[derive(Clone)]
pub enum Slot {
    Open {
        file: Arc<OpenFile>,
        /// Created by `fd_pipe`/`fd_dup*` (`guest-abi.md` 7.2).
        host_managed: bool,
    },
    /// A stdio pipe end handed to a child: `EBADF` for everything but `fd_close`.
    Reserved,
}

/// Fds below this number (stdio and the `/` preopen a process starts with) are not drawn from the
/// VM's [`FdBudget`]: `maxProcesses` bounds them, so the process limit stays reachable (at 256
/// processes with 4 fds each the default budget of 1,024 would run out first).
pub const UNBUDGETED_FDS: usize = 4;

/// Occupied fd slots at or above [`UNBUDGETED_FDS`] across all fd tables of one VM (`maxOpenFds`,
/// `api.md` 8: `ENFILE` beyond).
#[derive(Debug)]
pub struct FdBudget {
    open: AtomicUsize,
    max: usize,
}

impl FdBudget {
    /// A budget of `max` fds.
    pub fn new(max: usize) -> Arc<FdBudget> {
        Arc::new(FdBudget {
            open: AtomicUsize::new(0),
            max,
        })
    }

    /// Takes one fd. `ENFILE` when all are in use.
    fn acquire(&self) -> KResult<()> {
        self.open
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| {
                (n < self.max).then_some(n + 1)
            })
            .map(|_| ())
            .map_err(|_| Errno::Enfile)
    }

    fn release(&self, n: usize) {
        if n > 0 {
            let _ = self
                .open
                .fetch_update(Ordering::AcqRel, Ordering::Acquire, |v| {
                    Some(v.saturating_sub(n))
                });
        }
    }

    /// Fds in use now.
    pub fn in_use(&self) -> usize {
        self.open.load(Ordering::Acquire)
    }
}

/// A process's fd table. New fds take the lowest free number.
pub struct FdTable {
    slots: Vec<Option<Slot>>,
    max: usize,
    budget: Option<Arc<FdBudget>>,
}

impl Drop for FdTable {
    fn drop(&mut self) {
        if let Some(b) = &self.budget {
            b.release(self.budgeted_count());
        }
    }
}

impl FdTable {
    /// An empty table allowing at most `max` open fds (`EMFILE` beyond).
    pub fn new(max: usize) -> Self {
        FdTable {
            slots: Vec::new(),
            max,
            budget: None,
        }
    }

    /// An empty table allowing at most `max` open fds (`EMFILE` beyond) that also draws every
    /// slot from the VM-wide `budget` (`ENFILE` when it is exhausted).
    pub fn with_budget(max: usize, budget: Arc<FdBudget>) -> Self {
        FdTable {
            slots: Vec::new(),
            max,
            budget: Some(budget),
        }
    }

    /// Takes the budget for a new slot at `fd` (nothing below [`UNBUDGETED_FDS`]).
    fn acquire(&self, fd: usize) -> KResult<()> {
        match &self.budget {
            Some(b) if fd >= UNBUDGETED_FDS => b.acquire(),
            _ => Ok(()),
        }
    }

    /// Returns the budget of the slot at `fd`.
    fn release(&self, fd: usize) {
        if let Some(b) = &self.budget {
            if fd >= UNBUDGETED_FDS {
                b.release(1);
            }
        }
    }

    /// Occupied slots that hold budget.
    fn budgeted_count(&self) -> usize {
        self.slots
            .iter()
            .skip(UNBUDGETED_FDS)
            .filter(|s| s.is_some())
            .count()
    }

    /// The open file at `fd`. `EBADF` when closed or reserved.
    pub fn get(&self, fd: u32) -> KResult<Arc<OpenFile>> {
        match self.slots.get(fd as usize) {
            Some(Some(Slot::Open { file, .. })) => Ok(file.clone()),
            _ => Err(Errno::Ebadf),
        }
    }

    /// Whether `fd` was created by `fd_pipe`/`fd_dup*`.
    pub fn is_host_managed(&self, fd: u32) -> bool {
        matches!(
            self.slots.get(fd as usize),
            Some(Some(Slot::Open {
                host_managed: true,
                ..
            }))
        )
    }

    fn lowest_free(&self, min: usize) -> KResult<usize> {
        let mut i = min;
        while i < self.slots.len() && self.slots[i].is_some() {
            i += 1;
        }
        if i >= self.max {
            return Err(Errno::Emfile);
        }
        Ok(i)
    }

    /// Installs `file` at the lowest free fd ≥ `min`.
    pub fn insert_min(
        &mut self,
        file: Arc<OpenFile>,
        min: u32,
        host_managed: bool,
    ) -> KResult<u32> {
        let fd = self.lowest_free(min as usize)?;
        self.acquire(fd)?;
        self.put(fd, Slot::Open { file, host_managed });
        Ok(fd as u32)
    }

    /// Installs `file` at the lowest free fd.
    pub fn insert(&mut self, file: Arc<OpenFile>, host_managed: bool) -> KResult<u32> {
        self.insert_min(file, 0, host_managed)
    }

    /// Installs `file` at exactly `fd`, closing what was there (dup2). Returns the old slot so
    /// the caller can drop it outside any lock.
    pub fn set(
        &mut self,
        fd: u32,
        file: Arc<OpenFile>,
        host_managed: bool,
    ) -> KResult<Option<Slot>> {
        let fd = fd as usize;
        if fd >= self.max {
            return Err(Errno::Ebadf);
        }
        let occupied = matches!(self.slots.get(fd), Some(Some(_)));
        if !occupied {
            self.acquire(fd)?;
        }
        let old = self.slots.get_mut(fd).and_then(Option::take);
        self.put(fd, Slot::Open { file, host_managed });
        Ok(old)
    }

    fn put(&mut self, fd: usize, slot: Slot) {
        if self.slots.len() <= fd {
            self.slots.resize(fd + 1, None);
        }
        self.slots[fd] = Some(slot);
    }

    /// Closes `fd` (a reserved slot too). `EBADF` when already closed.
    pub fn close(&mut self, fd: u32) -> KResult<Slot> {
        let slot = self
            .slots
            .get_mut(fd as usize)
            .and_then(Option::take)
            .ok_or(Errno::Ebadf)?;
        self.release(fd as usize);
        while matches!(self.slots.last(), Some(None)) {
            self.slots.pop();
        }
        Ok(slot)
    }

    /// Turns an open fd into a reserved slot, releasing this table's reference.
    pub fn reserve(&mut self, fd: u32) -> Option<Slot> {
        let slot = self.slots.get_mut(fd as usize)?;
        slot.replace(Slot::Reserved)
    }

    /// Removes every slot (process exit); the caller drops them outside any lock.
    pub fn take_all(&mut self) -> Vec<Option<Slot>> {
        if let Some(b) = &self.budget {
            b.release(self.budgeted_count());
        }
        std::mem::take(&mut self.slots)
    }

    /// Number of occupied slots.
    pub fn open_count(&self) -> usize {
        self.slots.iter().filter(|s| s.is_some()).count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pipe::{NoInterrupt, Pipe};

    fn null() -> Arc<OpenFile> {
        OpenFile::dev_null()
    }

    #[test]
    fn lowest_free_and_reserved_slots() {
        let mut t = FdTable::new(8);
        assert_eq!(t.insert(null(), false).unwrap(), 0);
        assert_eq!(t.insert(null(), false).unwrap(), 1);
        assert_eq!(t.insert_min(null(), 5, true).unwrap(), 5);
        t.reserve(1);
        assert_eq!(t.get(1).err(), Some(Errno::Ebadf));
        assert_eq!(t.insert(null(), false).unwrap(), 2);
        t.close(1).unwrap();
        assert_eq!(t.insert(null(), false).unwrap(), 1);
        assert_eq!(t.close(7).err(), Some(Errno::Ebadf));
    }

    #[test]
    fn enfile_at_the_vm_budget() {
        let budget = FdBudget::new(3);
        {
            let mut a = FdTable::with_budget(16, budget.clone());
            let mut b = FdTable::with_budget(16, budget.clone());
            // fds 0-3 (stdio and the preopen) cost no budget.
            for _ in 0..UNBUDGETED_FDS {
                a.insert(null(), false).unwrap();
                b.insert(null(), false).unwrap();
            }
            assert_eq!(budget.in_use(), 0);
            a.insert(null(), false).unwrap();
            a.insert(null(), false).unwrap();
            b.insert(null(), false).unwrap();
            assert_eq!(b.insert(null(), false).err(), Some(Errno::Enfile));
            assert_eq!(b.set(9, null(), false).err(), Some(Errno::Enfile));
            // Replacing an occupied slot (dup2 onto an open fd) takes nothing new.
            assert!(a.set(4, null(), false).is_ok());
            a.close(5).unwrap();
            assert_eq!(budget.in_use(), 2);
            // A freed low slot is taken again without budget.
            a.close(0).unwrap();
            assert_eq!(a.insert(null(), false).unwrap(), 0);
            assert_eq!(budget.in_use(), 2);
            b.insert(null(), false).unwrap();
            drop(a.take_all());
            assert_eq!(budget.in_use(), 2);
        }
        assert_eq!(budget.in_use(), 0, "dropping the tables returns their fds");
    }

    #[test]
    fn emfile_at_the_limit() {
        let mut t = FdTable::new(2);
        t.insert(null(), false).unwrap();
        t.insert(null(), false).unwrap();
        assert_eq!(t.insert(null(), false).err(), Some(Errno::Emfile));
    }

    #[test]
    fn closing_last_write_fd_gives_eof() {
        let (r, w) = Pipe::pair();
        let wf = OpenFile::new(FileKind::PipeWrite(w), String::new(), false, true, 0);
        let rf = OpenFile::new(FileKind::PipeRead(r), String::new(), true, false, 0);
        let mut t = FdTable::new(8);
        let a = t.insert(wf.clone(), true).unwrap();
        let b = t.insert(wf, true).unwrap();
        wf_write(&t, a);
        drop(t.close(a));
        drop(t.close(b));
        let mut buf = [0u8; 4];
        assert_eq!(rf.read(&mut buf, &NoInterrupt).unwrap(), 1);
        assert_eq!(rf.read(&mut buf, &NoInterrupt).unwrap(), 0);
    }

    fn wf_write(t: &FdTable, fd: u32) {
        t.get(fd).unwrap().write(b"x", &NoInterrupt).unwrap();
    }
}
