//! Shared helpers of the `gzip` and `tar` modules: file modes and symlinks through the agentOS host
//! (`host_fs`, guest-abi.md 11; WASI `path_symlink` on the `/` preopen, guest-abi.md 4).

use std::io;
use std::path::{Path, PathBuf};

#[cfg(target_os = "wasi")]
mod sys {
    #[link(wasm_import_module = "host_fs")]
    extern "C" {
        pub fn path_mode(path: *const u8, len: i32, follow: i32) -> i32;
        pub fn chmod(path: *const u8, len: i32, mode: i32) -> i32;
    }
    #[link(wasm_import_module = "wasi_snapshot_preview1")]
    extern "C" {
        pub fn path_symlink(
            old: *const u8,
            old_len: i32,
            fd: i32,
            new: *const u8,
            new_len: i32,
        ) -> i32;
    }
}

/// `path` made absolute against the current directory (the host resolves relative `host_fs`
/// paths against `/`, so always pass absolute ones).
pub fn absolute(path: &Path) -> PathBuf {
    if path.is_absolute() {
        path.to_path_buf()
    } else {
        std::env::current_dir()
            .unwrap_or_else(|_| PathBuf::from("/"))
            .join(path)
    }
}

fn bytes(path: &Path) -> Vec<u8> {
    absolute(path).to_string_lossy().into_owned().into_bytes()
}

/// Full `st_mode` (type and permission bits) of `path`, or `None` when the host does not know.
pub fn mode(path: &Path, follow: bool) -> Option<u32> {
    #[cfg(target_os = "wasi")]
    {
        let p = bytes(path);
        // SAFETY: live buffer.
        let m = unsafe { sys::path_mode(p.as_ptr(), p.len() as i32, follow as i32) };
        (m != 0).then_some(m as u32)
    }
    #[cfg(not(target_os = "wasi"))]
    {
        let _ = (bytes(path), follow);
        None
    }
}

/// Sets the permission bits of `path`.
pub fn chmod(path: &Path, mode: u32) -> io::Result<()> {
    #[cfg(target_os = "wasi")]
    {
        let p = bytes(path);
        // SAFETY: live buffer.
        let errno = unsafe { sys::chmod(p.as_ptr(), p.len() as i32, (mode & 0o7777) as i32) };
        if errno == 0 {
            Ok(())
        } else {
            Err(io::Error::from_raw_os_error(errno))
        }
    }
    #[cfg(not(target_os = "wasi"))]
    {
        let _ = (bytes(path), mode);
        Ok(())
    }
}

/// Creates a symlink at `link` pointing to `target` (stored as given).
pub fn symlink(target: &Path, link: &Path) -> io::Result<()> {
    #[cfg(target_os = "wasi")]
    {
        let t = target.to_string_lossy().into_owned().into_bytes();
        let l = bytes(link);
        let rel = l.strip_prefix(b"/").unwrap_or(&l);
        // SAFETY: live buffers; fd 3 is the `/` preopen (guest-abi.md 4).
        let errno = unsafe {
            sys::path_symlink(
                t.as_ptr(),
                t.len() as i32,
                3,
                rel.as_ptr(),
                rel.len() as i32,
            )
        };
        if errno == 0 {
            Ok(())
        } else {
            Err(io::Error::from_raw_os_error(errno))
        }
    }
    #[cfg(not(target_os = "wasi"))]
    {
        std::os::unix::fs::symlink(target, link)
    }
}

/// `strerror`-style text (without Rust's "(os error N)" suffix).
pub fn strerror(err: &io::Error) -> String {
    use io::ErrorKind::*;
    match err.kind() {
        NotFound => "No such file or directory".into(),
        PermissionDenied => "Permission denied".into(),
        AlreadyExists => "File exists".into(),
        IsADirectory => "Is a directory".into(),
        NotADirectory => "Not a directory".into(),
        DirectoryNotEmpty => "Directory not empty".into(),
        _ => {
            let text = err.to_string();
            match text.find(" (os error") {
                Some(at) => text[..at].to_string(),
                None => text,
            }
        }
    }
}
