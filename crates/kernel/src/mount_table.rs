//! The mount table: filesystems attached at VM paths, resolved by longest prefix.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use crate::errno::{Errno, KResult};
use crate::vfs::FileSystem;

/// One attached filesystem.
#[derive(Clone)]
pub struct Mount {
    /// Normalised absolute mount point (`/` for the root).
    pub path: String,
    pub fs: Arc<dyn FileSystem>,
    /// Every mutation fails with `EROFS` before reaching `fs`.
    pub read_only: bool,
    /// Internal mounts (the root) are not listed by `listMounts`.
    pub internal: bool,
    /// Open file descriptions on this mount; unmounting while any is open is `EBUSY`.
    open_files: Arc<AtomicUsize>,
}

/// Keeps a mount busy while an open file description on it lives.
pub struct MountUse(Arc<AtomicUsize>);

impl Mount {
    fn new(path: &str, fs: Arc<dyn FileSystem>, read_only: bool, internal: bool) -> Self {
        Mount {
            path: path.to_string(),
            fs,
            read_only,
            internal,
            open_files: Arc::new(AtomicUsize::new(0)),
        }
    }

    /// Marks the mount busy until the returned guard is dropped.
    pub fn acquire(&self) -> MountUse {
        self.open_files.fetch_add(1, Ordering::AcqRel);
        MountUse(self.open_files.clone())
    }

    /// Number of open file descriptions on this mount.
    pub fn open_files(&self) -> usize {
        self.open_files.load(Ordering::Acquire)
    }
}

impl Drop for MountUse {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

/// Mounts sorted by path length, longest first, so the first prefix match wins.
#[derive(Clone, Default)]
pub struct MountTable {
    mounts: Vec<Mount>,
}

/// A path resolved to its mount: `rel` is absolute in form within the mount (`/` = mount root).
pub struct Located<'a> {
    pub mount: &'a Mount,
    pub rel: &'a str,
}

impl MountTable {
    /// A table with `root` mounted at `/`.
    pub fn new(root: Arc<dyn FileSystem>) -> Self {
        MountTable {
            mounts: vec![Mount::new("/", root, false, true)],
        }
    }

    /// Attaches `fs` at `path` (normalised, absolute). `EINVAL` for `/`, `EEXIST` when taken.
    pub fn mount(&mut self, path: &str, fs: Arc<dyn FileSystem>, read_only: bool) -> KResult<()> {
        if path == "/" {
            return Err(Errno::Einval);
        }
        if self.mounts.iter().any(|m| m.path == path) {
            return Err(Errno::Eexist);
        }
        self.mounts.push(Mount::new(path, fs, read_only, false));
        self.mounts
            .sort_by(|a, b| b.path.len().cmp(&a.path.len()).then(a.path.cmp(&b.path)));
        Ok(())
    }

    /// Detaches the mount at `path`. `EINVAL` when not a mount point, `EBUSY` with child mounts or
    /// open files.
    pub fn unmount(&mut self, path: &str) -> KResult<Mount> {
        let idx = self
            .mounts
            .iter()
            .position(|m| m.path == path && !m.internal)
            .ok_or(Errno::Einval)?;
        let prefix = format!("{path}/");
        if self.mounts.iter().any(|m| m.path.starts_with(&prefix))
            || self.mounts[idx].open_files() > 0
        {
            return Err(Errno::Ebusy);
        }
        Ok(self.mounts.remove(idx))
    }

    /// Whether `path` is a mount point (the root included).
    pub fn is_mount_point(&self, path: &str) -> bool {
        self.mounts.iter().any(|m| m.path == path)
    }

    /// The mount owning `path` (a normalised absolute path) and the path within it.
    pub fn locate<'a>(&'a self, path: &'a str) -> Located<'a> {
        for m in &self.mounts {
            if m.path == "/" {
                return Located {
                    mount: m,
                    rel: path,
                };
            }
            if let Some(rest) = path.strip_prefix(m.path.as_str()) {
                if rest.is_empty() {
                    return Located { mount: m, rel: "/" };
                }
                if rest.starts_with('/') {
                    return Located {
                        mount: m,
                        rel: rest,
                    };
                }
            }
        }
        // The root mount is always last and matches everything.
        let root = self
            .mounts
            .last()
            .expect("mount table always holds the root");
        Located {
            mount: root,
            rel: path,
        }
    }

    /// Non-internal mounts sorted by path.
    pub fn list(&self) -> Vec<&Mount> {
        let mut v: Vec<&Mount> = self.mounts.iter().filter(|m| !m.internal).collect();
        v.sort_by(|a, b| a.path.cmp(&b.path));
        v
    }

    /// Every mount, for shutdown.
    pub fn all(&self) -> &[Mount] {
        &self.mounts
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memfs::{ByteBudget, MemFs};

    #[test]
    fn longest_prefix_wins() {
        let b = ByteBudget::new(1 << 20);
        let mut t = MountTable::new(Arc::new(MemFs::new(b.clone())));
        t.mount("/mnt/a", Arc::new(MemFs::new(b.clone())), false)
            .unwrap();
        t.mount("/mnt/a/b", Arc::new(MemFs::new(b.clone())), true)
            .unwrap();
        let l = t.locate("/mnt/a/b/c");
        assert_eq!((l.mount.path.as_str(), l.rel), ("/mnt/a/b", "/c"));
        let l = t.locate("/mnt/a");
        assert_eq!((l.mount.path.as_str(), l.rel), ("/mnt/a", "/"));
        let l = t.locate("/mnt/ab");
        assert_eq!((l.mount.path.as_str(), l.rel), ("/", "/mnt/ab"));
        assert_eq!(
            t.mount("/mnt/a", Arc::new(MemFs::new(b.clone())), false)
                .err(),
            Some(Errno::Eexist)
        );
        assert_eq!(
            t.mount("/", Arc::new(MemFs::new(b.clone())), false).err(),
            Some(Errno::Einval)
        );
        assert_eq!(t.unmount("/mnt/a").err(), Some(Errno::Ebusy));
        assert_eq!(t.unmount("/nope").err(), Some(Errno::Einval));
        t.unmount("/mnt/a/b").unwrap();
        t.unmount("/mnt/a").unwrap();
        assert!(t.list().is_empty());
    }
}
