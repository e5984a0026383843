//! Shared helpers of the `gzip` and `tar` modules: file modes through the agentOS host (`host_fs`,
//! guest-abi.md 11, from `agentos_process::host`) and symlinks (WASI `path_symlink` on the `/`
//! preopen, guest-abi.md 4).

use std::io;
use std::path::Path;

#[cfg(target_os = "wasi")]
mod sys {
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

pub use agentos_process::host::{absolute, chmod, path_mode as mode};

/// Creates a symlink at `link` pointing to `target` (stored as given).
pub fn symlink(target: &Path, link: &Path) -> io::Result<()> {
    #[cfg(target_os = "wasi")]
    {
        let t = target.to_string_lossy().into_owned().into_bytes();
        let l = absolute(link).to_string_lossy().into_owned().into_bytes();
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
