//! The in-memory filesystem: the VM root and `memory` mounts.
//!
//! Inodes live in one table behind one lock; directories map names to inode numbers in a
//! `BTreeMap` (so listings are byte-wise sorted). An unlinked file stays readable through open
//! handles until the last one closes, as on POSIX. Stored bytes count against a [`ByteBudget`]
//! shared by every memory filesystem of a VM (`maxFilesystemBytes`, `ENOSPC` beyond).

use std::collections::{BTreeMap, HashMap};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use parking_lot::Mutex;

use crate::errno::{Errno, KResult};
use crate::path::{segments, split_parent};
use crate::vfs::{now_ns, DirEntry, FileHandle, FileSystem, FileType, OpenOptions, Stat, Walk};

/// Bytes stored across the memory filesystems of one VM, with an upper bound.
#[derive(Debug)]
pub struct ByteBudget {
    used: AtomicU64,
    max: u64,
    inodes: AtomicU64,
    max_inodes: u64,
}

impl ByteBudget {
    /// A budget of `max` bytes and no inode limit.
    pub fn new(max: u64) -> Arc<Self> {
        Self::with_inodes(max, u64::MAX)
    }

    /// A budget of `max` bytes and `max_inodes` inodes (`maxInodeCount`).
    pub fn with_inodes(max: u64, max_inodes: u64) -> Arc<Self> {
        Arc::new(Self {
            used: AtomicU64::new(0),
            max,
            inodes: AtomicU64::new(0),
            max_inodes,
        })
    }

    /// Inodes currently allocated.
    pub fn inodes(&self) -> u64 {
        self.inodes.load(Ordering::Relaxed)
    }

    fn add_inode(&self) -> KResult<()> {
        self.inodes
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |n| {
                (n < self.max_inodes).then_some(n + 1)
            })
            .map(|_| ())
            .map_err(|_| Errno::Enospc)
    }

    fn remove_inode(&self) {
        let _ = self
            .inodes
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |n| {
                Some(n.saturating_sub(1))
            });
    }

    /// Bytes currently stored.
    pub fn used(&self) -> u64 {
        self.used.load(Ordering::Relaxed)
    }

    fn grow(&self, delta: u64) -> KResult<()> {
        let mut cur = self.used.load(Ordering::Relaxed);
        loop {
            let next = cur.checked_add(delta).ok_or(Errno::Enospc)?;
            if next > self.max {
                return Err(Errno::Enospc);
            }
            match self
                .used
                .compare_exchange_weak(cur, next, Ordering::Relaxed, Ordering::Relaxed)
            {
                Ok(_) => return Ok(()),
                Err(actual) => cur = actual,
            }
        }
    }

    fn shrink(&self, delta: u64) {
        let _ = self
            .used
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |c| {
                Some(c.saturating_sub(delta))
            });
    }
}

enum Node {
    File(Vec<u8>),
    Dir(BTreeMap<String, u64>),
    Symlink(String),
    CharDev,
}

struct Inode {
    node: Node,
    perm: u32,
    uid: u32,
    gid: u32,
    rdev: u64,
    nlink: u64,
    open_handles: u64,
    atime: u64,
    mtime: u64,
    ctime: u64,
    btime: u64,
}

impl Inode {
    fn new(node: Node, perm: u32) -> Self {
        Self::at(node, perm, now_ns())
    }

    /// An inode whose four times are `t`.
    fn at(node: Node, perm: u32, t: u64) -> Self {
        Inode {
            node,
            perm,
            uid: 1000,
            gid: 1000,
            rdev: 0,
            nlink: 1,
            open_handles: 0,
            atime: t,
            mtime: t,
            ctime: t,
            btime: t,
        }
    }

    fn file_type(&self) -> FileType {
        match self.node {
            Node::File(_) => FileType::Regular,
            Node::Dir(_) => FileType::Directory,
            Node::Symlink(_) => FileType::Symlink,
            Node::CharDev => FileType::CharDevice,
        }
    }

    fn size(&self) -> u64 {
        match &self.node {
            Node::File(d) => d.len() as u64,
            Node::Dir(e) => e.len() as u64,
            Node::Symlink(t) => t.len() as u64,
            Node::CharDev => 0,
        }
    }
}

const ROOT_INO: u64 = 1;

/// Bytes charged to the [`ByteBudget`] per inode (its metadata), on top of contents and names, so
/// that empty files and directories cannot grow a VM's memory without bound.
pub const INODE_COST: u64 = 128;

/// Longest name of one directory entry, in bytes (`ENAMETOOLONG` beyond).
pub const NAME_MAX: usize = 255;

fn check_name(name: &str) -> KResult<()> {
    if name.len() > NAME_MAX {
        Err(Errno::Enametoolong)
    } else {
        Ok(())
    }
}

/// Bytes an inode costs beyond its directory entries.
fn inode_bytes(node: &Node) -> u64 {
    INODE_COST
        + match node {
            Node::File(d) => d.len() as u64,
            Node::Symlink(t) => t.len() as u64,
            _ => 0,
        }
}

struct Inner {
    inodes: HashMap<u64, Inode>,
    next_ino: u64,
}

struct Shared {
    inner: Mutex<Inner>,
    dev: u64,
    budget: Arc<ByteBudget>,
}

/// An in-memory filesystem.
#[derive(Clone)]
pub struct MemFs {
    shared: Arc<Shared>,
}

static NEXT_DEV: AtomicU64 = AtomicU64::new(1);

impl MemFs {
    /// An empty filesystem (a root directory, mode 0755) charging `budget`.
    pub fn new(budget: Arc<ByteBudget>) -> Self {
        let mut inodes = HashMap::new();
        let mut root = Inode::new(Node::Dir(BTreeMap::new()), 0o755);
        root.nlink = 2;
        inodes.insert(ROOT_INO, root);
        MemFs {
            shared: Arc::new(Shared {
                inner: Mutex::new(Inner {
                    inodes,
                    next_ino: ROOT_INO + 1,
                }),
                dev: NEXT_DEV.fetch_add(1, Ordering::Relaxed),
                budget,
            }),
        }
    }

    /// Creates a character device node (`/dev/null`, …) with device number `rdev`.
    pub fn mknod_char(&self, path: &str, perm: u32, rdev: u64) -> KResult<()> {
        let mut inner = self.shared.inner.lock();
        let ino = inner.create_entry(path, Node::CharDev, perm, &self.shared.budget)?;
        if let Some(i) = inner.inodes.get_mut(&ino) {
            i.rdev = rdev;
        }
        Ok(())
    }

    fn stat_of(&self, ino: u64, i: &Inode) -> Stat {
        Stat {
            dev: self.shared.dev,
            ino,
            file_type: i.file_type(),
            perm: i.perm,
            nlink: i.nlink,
            uid: i.uid,
            gid: i.gid,
            rdev: i.rdev,
            size: i.size(),
            atime_ns: i.atime,
            mtime_ns: i.mtime,
            ctime_ns: i.ctime,
            birthtime_ns: i.btime,
        }
    }
}

impl Inner {
    fn get(&self, ino: u64) -> KResult<&Inode> {
        self.inodes.get(&ino).ok_or(Errno::Enoent)
    }

    fn get_mut(&mut self, ino: u64) -> KResult<&mut Inode> {
        self.inodes.get_mut(&ino).ok_or(Errno::Enoent)
    }

    /// Inode of `path`; every component must exist and intermediate ones be directories.
    fn lookup(&self, path: &str) -> KResult<u64> {
        let mut ino = ROOT_INO;
        for seg in segments(path) {
            match &self.get(ino)?.node {
                Node::Dir(entries) => ino = *entries.get(seg).ok_or(Errno::Enoent)?,
                _ => return Err(Errno::Enotdir),
            }
        }
        Ok(ino)
    }

    fn dir_entries(&self, ino: u64) -> KResult<&BTreeMap<String, u64>> {
        match &self.get(ino)?.node {
            Node::Dir(e) => Ok(e),
            _ => Err(Errno::Enotdir),
        }
    }

    fn dir_entries_mut(&mut self, ino: u64) -> KResult<&mut BTreeMap<String, u64>> {
        match &mut self.get_mut(ino)?.node {
            Node::Dir(e) => Ok(e),
            _ => Err(Errno::Enotdir),
        }
    }

    /// (parent inode, name) for a path that is not `/`.
    fn parent_of<'p>(&self, path: &'p str) -> KResult<(u64, &'p str)> {
        let (parent, name) = split_parent(path).ok_or(Errno::Eexist)?;
        let pino = self.lookup(parent)?;
        self.dir_entries(pino)?;
        Ok((pino, name))
    }

    fn alloc(&mut self, inode: Inode) -> u64 {
        let ino = self.next_ino;
        self.next_ino += 1;
        self.inodes.insert(ino, inode);
        ino
    }

    fn touch_dir(&mut self, ino: u64) {
        if let Ok(i) = self.get_mut(ino) {
            let t = now_ns();
            i.mtime = t;
            i.ctime = t;
        }
    }

    fn create_entry(
        &mut self,
        path: &str,
        node: Node,
        perm: u32,
        budget: &ByteBudget,
    ) -> KResult<u64> {
        let (pino, name) = self.parent_of(path)?;
        check_name(name)?;
        if self.dir_entries(pino)?.contains_key(name) {
            return Err(Errno::Eexist);
        }
        budget.add_inode()?;
        if let Err(e) = budget.grow(inode_bytes(&node) + name.len() as u64) {
            budget.remove_inode();
            return Err(e);
        }
        let is_dir = matches!(node, Node::Dir(_));
        let mut inode = Inode::new(node, perm);
        if is_dir {
            inode.nlink = 2;
        }
        let ino = self.alloc(inode);
        self.dir_entries_mut(pino)?.insert(name.to_string(), ino);
        if is_dir {
            if let Ok(p) = self.get_mut(pino) {
                p.nlink += 1;
            }
        }
        self.touch_dir(pino);
        Ok(ino)
    }

    /// Drops one link to `ino`, freeing it (and its bytes) once unreferenced.
    fn drop_link(&mut self, ino: u64, budget: &ByteBudget) {
        let free = match self.inodes.get_mut(&ino) {
            Some(i) => {
                i.nlink = i.nlink.saturating_sub(1);
                i.ctime = now_ns();
                i.nlink == 0 && i.open_handles == 0
            }
            None => false,
        };
        if free {
            self.free(ino, budget);
        }
    }

    fn free(&mut self, ino: u64, budget: &ByteBudget) {
        if let Some(i) = self.inodes.remove(&ino) {
            budget.shrink(inode_bytes(&i.node));
            budget.remove_inode();
        }
    }

    fn is_ancestor(&self, anc: u64, mut ino: u64, path_of_ino: &str) -> bool {
        // Directories have no parent pointer; walk the path's prefixes instead.
        let _ = &mut ino;
        let mut cur = ROOT_INO;
        if cur == anc {
            return true;
        }
        for seg in segments(path_of_ino) {
            match self.dir_entries(cur).ok().and_then(|e| e.get(seg)) {
                Some(&next) => cur = next,
                None => return false,
            }
            if cur == anc {
                return true;
            }
        }
        false
    }
}

impl FileSystem for MemFs {
    fn kind(&self) -> &'static str {
        "memory"
    }

    fn may_block(&self) -> bool {
        false
    }

    /// One lock, one directory lookup and one clock read for all files (the 125 `/bin` stubs at
    /// boot), with the result, the errors and the byte/inode charges of the default (`open` with
    /// create, then `replace_contents`, per file).
    fn install_files<'a>(
        &self,
        dir: &str,
        files: &mut dyn Iterator<Item = (&'a str, &'a [u8])>,
        perm: u32,
    ) -> KResult<()> {
        let mut inner = self.shared.inner.lock();
        let budget = &self.shared.budget;
        let dino = inner.lookup(dir)?;
        inner.dir_entries(dino)?;
        let t = now_ns();
        let mut created = false;
        let result = (|| {
            for (name, data) in files {
                if name.is_empty() || name.contains('/') {
                    return Err(Errno::Einval);
                }
                let ino = match inner.dir_entries(dino)?.get(name).copied() {
                    Some(ino) => ino,
                    None => {
                        check_name(name)?;
                        budget.add_inode()?;
                        if let Err(e) = budget.grow(INODE_COST + name.len() as u64) {
                            budget.remove_inode();
                            return Err(e);
                        }
                        let ino = inner.alloc(Inode::at(Node::File(Vec::new()), perm & 0o7777, t));
                        inner.dir_entries_mut(dino)?.insert(name.to_string(), ino);
                        created = true;
                        ino
                    }
                };
                let inode = inner.get_mut(ino)?;
                let Node::File(old) = &mut inode.node else {
                    return Err(match inode.node {
                        Node::Dir(_) => Errno::Eisdir,
                        Node::Symlink(_) => Errno::Eloop,
                        _ => Errno::Enotsup,
                    });
                };
                if data.len() > old.len() {
                    budget.grow((data.len() - old.len()) as u64)?;
                } else {
                    budget.shrink((old.len() - data.len()) as u64);
                }
                *old = data.to_vec();
                inode.mtime = t;
                inode.ctime = t;
            }
            Ok(())
        })();
        if created {
            inner.touch_dir(dino);
        }
        result
    }

    fn lstat(&self, path: &str) -> KResult<Stat> {
        let inner = self.shared.inner.lock();
        let ino = inner.lookup(path)?;
        Ok(self.stat_of(ino, inner.get(ino)?))
    }

    fn walk(&self, path: &str, follow_last: bool) -> KResult<Walk> {
        let inner = self.shared.inner.lock();
        let mut ino = ROOT_INO;
        let bytes = path.as_bytes();
        let mut i = 0;
        loop {
            while i < bytes.len() && bytes[i] == b'/' {
                i += 1;
            }
            if i >= bytes.len() {
                return Ok(Walk::Found);
            }
            let start = i;
            while i < bytes.len() && bytes[i] != b'/' {
                i += 1;
            }
            let seg = &path[start..i];
            let is_last = path[i..].bytes().all(|b| b == b'/');
            let entries = inner.dir_entries(ino)?;
            match entries.get(seg) {
                None if is_last => return Ok(Walk::MissingLast),
                None => return Err(Errno::Enoent),
                Some(&next) => {
                    if let Node::Symlink(target) = &inner.get(next)?.node {
                        if !is_last || follow_last {
                            return Ok(Walk::Symlink {
                                prefix_len: i,
                                target: target.clone(),
                            });
                        }
                    }
                    ino = next;
                }
            }
        }
    }

    fn readdir(&self, path: &str) -> KResult<Vec<DirEntry>> {
        let inner = self.shared.inner.lock();
        let ino = inner.lookup(path)?;
        let entries = inner.dir_entries(ino)?;
        let mut out = Vec::with_capacity(entries.len());
        for (name, &child) in entries {
            let ft = inner
                .get(child)
                .map(Inode::file_type)
                .unwrap_or(FileType::Regular);
            out.push(DirEntry {
                name: name.clone(),
                ino: child,
                file_type: ft,
            });
        }
        Ok(out)
    }

    fn mkdir(&self, path: &str, perm: u32) -> KResult<()> {
        let mut inner = self.shared.inner.lock();
        inner
            .create_entry(path, Node::Dir(BTreeMap::new()), perm, &self.shared.budget)
            .map(|_| ())
    }

    fn open(&self, path: &str, opts: &OpenOptions) -> KResult<Arc<dyn FileHandle>> {
        let mut inner = self.shared.inner.lock();
        let ino = match inner.lookup(path) {
            Ok(ino) => {
                if opts.create && opts.exclusive {
                    return Err(Errno::Eexist);
                }
                ino
            }
            Err(Errno::Enoent) if opts.create => inner.create_entry(
                path,
                Node::File(Vec::new()),
                opts.mode & 0o7777,
                &self.shared.budget,
            )?,
            Err(e) => return Err(e),
        };
        let budget = &self.shared.budget;
        let inode = inner.get_mut(ino)?;
        match &mut inode.node {
            Node::Dir(_) => {
                if opts.write || opts.truncate {
                    return Err(Errno::Eisdir);
                }
            }
            Node::File(data) => {
                if opts.truncate && !data.is_empty() {
                    budget.shrink(data.len() as u64);
                    data.clear();
                    data.shrink_to_fit();
                    let t = now_ns();
                    inode.mtime = t;
                    inode.ctime = t;
                }
            }
            Node::Symlink(_) => return Err(Errno::Eloop),
            Node::CharDev => return Err(Errno::Enotsup),
        }
        inode.open_handles += 1;
        Ok(Arc::new(MemHandle {
            fs: self.clone(),
            ino,
        }))
    }

    fn unlink(&self, path: &str) -> KResult<()> {
        let mut inner = self.shared.inner.lock();
        let (pino, name) = inner.parent_of(path)?;
        let ino = *inner.dir_entries(pino)?.get(name).ok_or(Errno::Enoent)?;
        if matches!(inner.get(ino)?.node, Node::Dir(_)) {
            return Err(Errno::Eisdir);
        }
        inner.dir_entries_mut(pino)?.remove(name);
        self.shared.budget.shrink(name.len() as u64);
        inner.touch_dir(pino);
        inner.drop_link(ino, &self.shared.budget);
        Ok(())
    }

    fn rmdir(&self, path: &str) -> KResult<()> {
        let mut inner = self.shared.inner.lock();
        if path == "/" || segments(path).next().is_none() {
            return Err(Errno::Ebusy);
        }
        let (pino, name) = inner.parent_of(path)?;
        let ino = *inner.dir_entries(pino)?.get(name).ok_or(Errno::Enoent)?;
        if !inner.dir_entries(ino)?.is_empty() {
            return Err(Errno::Enotempty);
        }
        inner.dir_entries_mut(pino)?.remove(name);
        self.shared.budget.shrink(name.len() as u64);
        if let Ok(p) = inner.get_mut(pino) {
            p.nlink = p.nlink.saturating_sub(1);
        }
        inner.touch_dir(pino);
        inner.free(ino, &self.shared.budget);
        Ok(())
    }

    fn rename(&self, from: &str, to: &str) -> KResult<()> {
        let mut inner = self.shared.inner.lock();
        let (fpino, fname) = inner.parent_of(from)?;
        let ino = *inner.dir_entries(fpino)?.get(fname).ok_or(Errno::Enoent)?;
        let (tpino, tname) = inner.parent_of(to)?;
        check_name(tname)?;
        if fpino == tpino && fname == tname {
            return Ok(());
        }
        let src_is_dir = matches!(inner.get(ino)?.node, Node::Dir(_));
        if src_is_dir && inner.is_ancestor(ino, tpino, split_parent(to).map(|p| p.0).unwrap_or("/"))
        {
            return Err(Errno::Einval);
        }
        if let Some(&existing) = inner.dir_entries(tpino)?.get(tname) {
            if existing == ino {
                return Ok(());
            }
            match (&inner.get(existing)?.node, src_is_dir) {
                (Node::Dir(e), true) if !e.is_empty() => return Err(Errno::Enotempty),
                (Node::Dir(_), true) => {
                    inner.dir_entries_mut(tpino)?.remove(tname);
                    self.shared.budget.shrink(tname.len() as u64);
                    inner.free(existing, &self.shared.budget);
                    if let Ok(p) = inner.get_mut(tpino) {
                        p.nlink = p.nlink.saturating_sub(1);
                    }
                }
                (Node::Dir(_), false) => return Err(Errno::Eisdir),
                (_, true) => return Err(Errno::Enotdir),
                (_, false) => {
                    inner.dir_entries_mut(tpino)?.remove(tname);
                    self.shared.budget.shrink(tname.len() as u64);
                    inner.drop_link(existing, &self.shared.budget);
                }
            }
        }
        self.shared.budget.grow(tname.len() as u64)?;
        self.shared.budget.shrink(fname.len() as u64);
        inner.dir_entries_mut(fpino)?.remove(fname);
        inner.dir_entries_mut(tpino)?.insert(tname.to_string(), ino);
        if src_is_dir && fpino != tpino {
            if let Ok(p) = inner.get_mut(fpino) {
                p.nlink = p.nlink.saturating_sub(1);
            }
            if let Ok(p) = inner.get_mut(tpino) {
                p.nlink += 1;
            }
        }
        inner.touch_dir(fpino);
        inner.touch_dir(tpino);
        if let Ok(i) = inner.get_mut(ino) {
            i.ctime = now_ns();
        }
        Ok(())
    }

    fn symlink(&self, target: &str, path: &str) -> KResult<()> {
        let mut inner = self.shared.inner.lock();
        inner
            .create_entry(
                path,
                Node::Symlink(target.to_string()),
                0o777,
                &self.shared.budget,
            )
            .map(|_| ())
    }

    fn readlink(&self, path: &str) -> KResult<String> {
        let inner = self.shared.inner.lock();
        let ino = inner.lookup(path)?;
        match &inner.get(ino)?.node {
            Node::Symlink(t) => Ok(t.clone()),
            _ => Err(Errno::Einval),
        }
    }

    fn link(&self, from: &str, to: &str) -> KResult<()> {
        let mut inner = self.shared.inner.lock();
        let ino = inner.lookup(from)?;
        if matches!(inner.get(ino)?.node, Node::Dir(_)) {
            return Err(Errno::Eperm);
        }
        let (tpino, tname) = inner.parent_of(to)?;
        check_name(tname)?;
        if inner.dir_entries(tpino)?.contains_key(tname) {
            return Err(Errno::Eexist);
        }
        self.shared.budget.grow(tname.len() as u64)?;
        inner.dir_entries_mut(tpino)?.insert(tname.to_string(), ino);
        inner.touch_dir(tpino);
        let i = inner.get_mut(ino)?;
        i.nlink += 1;
        i.ctime = now_ns();
        Ok(())
    }

    fn chmod(&self, path: &str, perm: u32) -> KResult<()> {
        let mut inner = self.shared.inner.lock();
        let ino = inner.lookup(path)?;
        let i = inner.get_mut(ino)?;
        i.perm = perm & 0o7777;
        i.ctime = now_ns();
        Ok(())
    }

    fn set_times(&self, path: &str, atime_ns: Option<u64>, mtime_ns: Option<u64>) -> KResult<()> {
        let mut inner = self.shared.inner.lock();
        let ino = inner.lookup(path)?;
        let i = inner.get_mut(ino)?;
        if let Some(a) = atime_ns {
            i.atime = a;
        }
        if let Some(m) = mtime_ns {
            i.mtime = m;
        }
        i.ctime = now_ns();
        Ok(())
    }
}

/// An open memory file. Keeps the inode alive after unlink until dropped.
struct MemHandle {
    fs: MemFs,
    ino: u64,
}

impl Drop for MemHandle {
    fn drop(&mut self) {
        let mut inner = self.fs.shared.inner.lock();
        let free = match inner.inodes.get_mut(&self.ino) {
            Some(i) => {
                i.open_handles = i.open_handles.saturating_sub(1);
                i.nlink == 0 && i.open_handles == 0
            }
            None => false,
        };
        if free {
            inner.free(self.ino, &self.fs.shared.budget);
        }
    }
}

impl FileHandle for MemHandle {
    fn read_at(&self, offset: u64, buf: &mut [u8]) -> KResult<usize> {
        let inner = self.fs.shared.inner.lock();
        match &inner.get(self.ino)?.node {
            Node::File(data) => {
                let len = data.len() as u64;
                if offset >= len {
                    return Ok(0);
                }
                let start = offset as usize;
                let n = buf.len().min(data.len() - start);
                buf[..n].copy_from_slice(&data[start..start + n]);
                Ok(n)
            }
            Node::Dir(_) => Err(Errno::Eisdir),
            _ => Err(Errno::Einval),
        }
    }

    fn write_at(&self, offset: u64, src: &[u8]) -> KResult<usize> {
        let mut inner = self.fs.shared.inner.lock();
        let budget = &self.fs.shared.budget;
        let inode = inner.get_mut(self.ino)?;
        let Node::File(data) = &mut inode.node else {
            return Err(Errno::Eisdir);
        };
        let end = offset.checked_add(src.len() as u64).ok_or(Errno::Efbig)?;
        let end = usize::try_from(end).map_err(|_| Errno::Efbig)?;
        if end > data.len() {
            let more = end - data.len();
            budget.grow(more as u64)?;
            // A budget set above the host's memory must not turn into an abort.
            if data.try_reserve(more).is_err() {
                budget.shrink(more as u64);
                return Err(Errno::Enomem);
            }
            data.resize(end, 0);
        }
        let start = offset as usize;
        data[start..end].copy_from_slice(src);
        let t = now_ns();
        inode.mtime = t;
        inode.ctime = t;
        Ok(src.len())
    }

    fn stat(&self) -> KResult<Stat> {
        let inner = self.fs.shared.inner.lock();
        Ok(self.fs.stat_of(self.ino, inner.get(self.ino)?))
    }

    fn replace_contents(&self, src: &[u8]) -> KResult<()> {
        let mut inner = self.fs.shared.inner.lock();
        let budget = &self.fs.shared.budget;
        let inode = inner.get_mut(self.ino)?;
        let Node::File(data) = &mut inode.node else {
            return Err(Errno::Eisdir);
        };
        // Charge the growth before touching the data: on ENOSPC the old contents stay intact.
        if src.len() > data.len() {
            budget.grow((src.len() - data.len()) as u64)?;
        } else {
            budget.shrink((data.len() - src.len()) as u64);
        }
        *data = src.to_vec();
        let t = now_ns();
        inode.mtime = t;
        inode.ctime = t;
        Ok(())
    }

    fn set_size(&self, size: u64) -> KResult<()> {
        let mut inner = self.fs.shared.inner.lock();
        let budget = &self.fs.shared.budget;
        let inode = inner.get_mut(self.ino)?;
        let Node::File(data) = &mut inode.node else {
            return Err(Errno::Eisdir);
        };
        let size = usize::try_from(size).map_err(|_| Errno::Efbig)?;
        if size > data.len() {
            let more = size - data.len();
            budget.grow(more as u64)?;
            if data.try_reserve_exact(more).is_err() {
                budget.shrink(more as u64);
                return Err(Errno::Enomem);
            }
        } else {
            budget.shrink((data.len() - size) as u64);
        }
        data.resize(size, 0);
        let t = now_ns();
        inode.mtime = t;
        inode.ctime = t;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fs() -> MemFs {
        MemFs::new(ByteBudget::new(1 << 20))
    }

    /// Opens `p` for writing, created (mode 0644) when missing.
    fn create(fs: &MemFs, p: &str) -> Arc<dyn FileHandle> {
        fs.open(
            p,
            &OpenOptions {
                write: true,
                create: true,
                mode: 0o644,
                ..Default::default()
            },
        )
        .unwrap()
    }

    fn write(fs: &MemFs, p: &str, data: &[u8]) {
        let h = fs
            .open(
                p,
                &OpenOptions {
                    write: true,
                    create: true,
                    truncate: true,
                    mode: 0o644,
                    ..Default::default()
                },
            )
            .unwrap();
        h.write_at(0, data).unwrap();
    }

    #[test]
    fn files_and_dirs() {
        let fs = fs();
        fs.mkdir("/a", 0o755).unwrap();
        assert_eq!(fs.mkdir("/a", 0o755), Err(Errno::Eexist));
        assert_eq!(fs.mkdir("/x/y", 0o755), Err(Errno::Enoent));
        write(&fs, "/a/f", b"hello");
        assert_eq!(fs.lstat("/a/f").unwrap().size, 5);
        assert_eq!(fs.mkdir("/a/f/g", 0o755), Err(Errno::Enotdir));
        assert_eq!(fs.rmdir("/a"), Err(Errno::Enotempty));
        assert_eq!(fs.unlink("/a"), Err(Errno::Eisdir));
        let names: Vec<_> = fs
            .readdir("/a")
            .unwrap()
            .into_iter()
            .map(|e| e.name)
            .collect();
        assert_eq!(names, vec!["f"]);
    }

    #[test]
    fn unlinked_file_stays_readable_while_open() {
        let fs = fs();
        write(&fs, "/f", b"data");
        let h = fs
            .open(
                "/f",
                &OpenOptions {
                    read: true,
                    ..Default::default()
                },
            )
            .unwrap();
        fs.unlink("/f").unwrap();
        let mut buf = [0u8; 8];
        assert_eq!(h.read_at(0, &mut buf).unwrap(), 4);
        assert_eq!(fs.lstat("/f"), Err(Errno::Enoent));
    }

    #[test]
    fn hard_links_share_data() {
        let fs = fs();
        write(&fs, "/f", b"one");
        fs.link("/f", "/g").unwrap();
        assert_eq!(fs.lstat("/g").unwrap().nlink, 2);
        fs.unlink("/f").unwrap();
        let h = fs
            .open(
                "/g",
                &OpenOptions {
                    read: true,
                    ..Default::default()
                },
            )
            .unwrap();
        let mut buf = [0u8; 3];
        h.read_at(0, &mut buf).unwrap();
        assert_eq!(&buf, b"one");
    }

    #[test]
    fn rename_rules() {
        let fs = fs();
        fs.mkdir("/d", 0o755).unwrap();
        fs.mkdir("/e", 0o755).unwrap();
        write(&fs, "/e/x", b"1");
        write(&fs, "/f", b"1");
        assert_eq!(fs.rename("/d", "/e"), Err(Errno::Enotempty));
        assert_eq!(fs.rename("/f", "/d"), Err(Errno::Eisdir));
        assert_eq!(fs.rename("/d", "/f"), Err(Errno::Enotdir));
        assert_eq!(fs.rename("/e", "/e/sub"), Err(Errno::Einval));
        fs.rename("/f", "/e/y").unwrap();
        assert!(fs.lstat("/e/y").is_ok());
    }

    #[test]
    fn growth_beyond_host_memory_is_enomem_not_an_abort() {
        let budget = ByteBudget::new(u64::MAX);
        let fs = MemFs::new(budget.clone());
        let h = create(&fs, "/f");
        let before = budget.used();
        assert_eq!(h.set_size(1 << 60), Err(Errno::Enomem));
        assert_eq!(h.write_at(1 << 60, b"x"), Err(Errno::Enomem));
        assert_eq!(budget.used(), before);
    }

    #[test]
    fn budget_is_enforced_and_released() {
        let budget = ByteBudget::new(INODE_COST + 1 + 10);
        let fs = MemFs::new(budget.clone());
        let h = create(&fs, "/f");
        h.write_at(0, b"0123456789").unwrap();
        assert_eq!(h.write_at(10, b"x"), Err(Errno::Enospc));
        drop(h);
        fs.unlink("/f").unwrap();
        assert_eq!(budget.used(), 0);
    }

    #[test]
    fn empty_entries_count_toward_the_budget() {
        let budget = ByteBudget::new(10 * (INODE_COST + 8));
        let fs = MemFs::new(budget.clone());
        let mut made = 0;
        while fs.mkdir(&format!("/d{made:04}"), 0o755).is_ok() {
            made += 1;
            assert!(made < 100, "the budget never ran out");
        }
        assert_eq!(fs.mkdir("/one-more", 0o755), Err(Errno::Enospc));
        for i in 0..made {
            fs.rmdir(&format!("/d{i:04}")).unwrap();
        }
        assert_eq!(budget.used(), 0);
        assert_eq!(
            fs.mkdir(&format!("/{}", "n".repeat(256)), 0o755),
            Err(Errno::Enametoolong)
        );
    }

    #[test]
    fn inode_limit() {
        let budget = ByteBudget::with_inodes(1 << 20, 3);
        let fs = MemFs::new(budget.clone());
        for i in 0..3 {
            fs.mkdir(&format!("/d{i}"), 0o755).unwrap();
        }
        assert_eq!(fs.mkdir("/d3", 0o755), Err(Errno::Enospc));
        fs.rmdir("/d0").unwrap();
        fs.mkdir("/d3", 0o755).unwrap();
        assert_eq!(budget.inodes(), 3);
    }

    #[test]
    fn replace_contents_keeps_old_data_on_enospc() {
        let budget = ByteBudget::new(INODE_COST + 1 + 8);
        let fs = MemFs::new(budget);
        let h = create(&fs, "/f");
        h.replace_contents(b"1234").unwrap();
        assert_eq!(h.replace_contents(b"123456789"), Err(Errno::Enospc));
        assert_eq!(h.stat().unwrap().size, 4);
    }

    #[test]
    fn walk_stops_at_symlinks() {
        let fs = fs();
        fs.mkdir("/a", 0o755).unwrap();
        fs.symlink("/a", "/l").unwrap();
        assert_eq!(
            fs.walk("/l/b", false).unwrap(),
            Walk::Symlink {
                prefix_len: 2,
                target: "/a".into()
            }
        );
        assert_eq!(fs.walk("/l", false).unwrap(), Walk::Found);
        assert_eq!(fs.walk("/a/zz", true).unwrap(), Walk::MissingLast);
        assert_eq!(fs.walk("/zz/a", true), Err(Errno::Enoent));
    }
}
