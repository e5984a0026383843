// agentOS additions (not part of uutils): owner names, permission bits and block counts from the
// agentOS host imports, which WASI's filestat lacks (guest-abi.md 10, 11). MIT, like this crate.

use std::fs::Metadata;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

#[cfg(target_os = "wasi")]
mod sys {
    #[link(wasm_import_module = "host_fs")]
    unsafe extern "C" {
        pub fn path_mode(path: *const u8, len: i32, follow: i32) -> i32;
    }
    #[link(wasm_import_module = "host_user")]
    unsafe extern "C" {
        pub fn getuid(out: *mut u32) -> i32;
        pub fn getgid(out: *mut u32) -> i32;
        pub fn getpwuid(uid: u32, buf: *mut u8, buf_len: i32, len_out: *mut u32) -> i32;
    }
}

/// The VM user's names and numbers, as `&'static str` for the display code.
pub struct Owner {
    pub user: &'static str,
    pub group: &'static str,
    pub uid: &'static str,
    pub gid: &'static str,
}

#[cfg(target_os = "wasi")]
fn passwd_name(uid: u32) -> Option<String> {
    let mut buf = vec![0u8; 512];
    let mut len = 0u32;
    // SAFETY: a live buffer of the given length and a live u32 out-pointer.
    let errno = unsafe { sys::getpwuid(uid, buf.as_mut_ptr(), buf.len() as i32, &mut len) };
    if errno != 0 {
        return None;
    }
    buf.truncate(len as usize);
    let line = String::from_utf8_lossy(&buf).into_owned();
    line.split(':').next().filter(|n| !n.is_empty()).map(str::to_string)
}

/// The VM's users each have a group of their own name; `/etc/group` wins when it names the gid.
fn group_name(gid: u32, fallback: Option<String>) -> String {
    if let Ok(groups) = std::fs::read_to_string("/etc/group") {
        let id = gid.to_string();
        if let Some(name) = groups.lines().find(|l| l.split(':').nth(2) == Some(id.as_str())) {
            if let Some(name) = name.split(':').next() {
                return name.to_string();
            }
        }
    }
    fallback.unwrap_or_else(|| gid.to_string())
}

pub fn owner() -> &'static Owner {
    static OWNER: OnceLock<Owner> = OnceLock::new();
    OWNER.get_or_init(|| {
        #[cfg(target_os = "wasi")]
        let (uid, gid, name) = {
            let (mut uid, mut gid) = (1000u32, 1000u32);
            // SAFETY: live u32 out-pointers.
            unsafe {
                sys::getuid(&mut uid);
                sys::getgid(&mut gid);
            }
            (uid, gid, passwd_name(uid))
        };
        #[cfg(not(target_os = "wasi"))]
        let (uid, gid, name): (u32, u32, Option<String>) = (0, 0, None);
        let leak = |s: String| -> &'static str { Box::leak(s.into_boxed_str()) };
        let group = group_name(gid, if uid == gid { name.clone() } else { None });
        Owner {
            user: leak(name.unwrap_or_else(|| uid.to_string())),
            group: leak(group),
            uid: leak(uid.to_string()),
            gid: leak(gid.to_string()),
        }
    })
}

/// The full `st_mode` of `path` from `host_fs.path_mode` (absolute: the host resolves relative
/// paths against `/`, not against our cwd), `None` when the host does not know it.
#[cfg(target_os = "wasi")]
fn path_mode(path: &Path, follow: bool) -> Option<u32> {
    let absolute: PathBuf = if path.is_absolute() {
        path.to_path_buf()
    } else {
        std::env::current_dir().ok()?.join(path)
    };
    let raw = absolute.to_string_lossy().into_owned();
    // SAFETY: a live byte buffer and its length.
    let mode = unsafe { sys::path_mode(raw.as_ptr(), raw.len() as i32, i32::from(follow)) };
    (mode != 0).then_some(mode as u32)
}

/// `drwxr-xr-x` for `path`: the host's mode bits, else uucore's guess from the metadata.
#[cfg(target_os = "wasi")]
pub fn display_permissions(path: &Path, md: &Metadata, follow: bool) -> String {
    match path_mode(path, follow) {
        Some(mode) => uucore::fs::display_permissions_unix(mode, true),
        None => uucore::fs::display_permissions(md, true),
    }
}

/// Bytes allocated for a file as a typical Linux file system would report them: the size rounded
/// up to 4 KiB units (directories one unit, symlinks none).
pub fn allocated_bytes(md: &Metadata) -> u64 {
    const UNIT: u64 = 4096;
    let ft = md.file_type();
    if ft.is_symlink() {
        0
    } else if ft.is_dir() {
        UNIT
    } else {
        md.len().div_ceil(UNIT) * UNIT
    }
}
