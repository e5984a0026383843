//! The agentOS host imports besides `host_process` (`guest-abi.md` 10 and 11):
//! permission bits (`host_fs`) and the VM's single user (`host_user`). Off wasi (host `cargo check`)
//! every call reports "unknown".

use std::io;
use std::path::{Path, PathBuf};

#[cfg(target_os = "wasi")]
mod sys {
    #[link(wasm_import_module = "host_fs")]
    extern "C" {
        pub fn path_mode(path: *const u8, len: i32, follow: i32) -> i32;
        pub fn chmod(path: *const u8, len: i32, mode: i32) -> i32;
    }
    #[link(wasm_import_module = "host_user")]
    extern "C" {
        pub fn getuid(out: *mut u32) -> i32;
        pub fn getgid(out: *mut u32) -> i32;
        pub fn geteuid(out: *mut u32) -> i32;
        pub fn getegid(out: *mut u32) -> i32;
        pub fn getpwuid(uid: u32, buf: *mut u8, buf_len: i32, len_out: *mut u32) -> i32;
        pub fn isatty(fd: i32, bool_out: *mut u32) -> i32;
    }
}

#[cfg(not(target_os = "wasi"))]
mod sys {
    #![allow(clippy::missing_safety_doc)]
    pub unsafe fn path_mode(_: *const u8, _: i32, _: i32) -> i32 {
        0
    }
    pub unsafe fn chmod(_: *const u8, _: i32, _: i32) -> i32 {
        52
    }
    pub unsafe extern "C" fn getuid(_: *mut u32) -> i32 {
        52
    }
    pub unsafe extern "C" fn getgid(_: *mut u32) -> i32 {
        52
    }
    pub unsafe extern "C" fn geteuid(_: *mut u32) -> i32 {
        52
    }
    pub unsafe extern "C" fn getegid(_: *mut u32) -> i32 {
        52
    }
    pub unsafe fn getpwuid(_: u32, _: *mut u8, _: i32, _: *mut u32) -> i32 {
        52
    }
    pub unsafe fn isatty(_: i32, _: *mut u32) -> i32 {
        52
    }
}

/// The absolute form of `path` against this process's cwd (which `adopt_pwd` set): the host
/// resolves relative `host_fs` paths against `/`, not against our cwd.
pub fn absolute(path: &Path) -> PathBuf {
    if path.is_absolute() {
        path.to_path_buf()
    } else {
        std::env::current_dir()
            .unwrap_or_else(|_| PathBuf::from("/"))
            .join(path)
    }
}

fn path_bytes(path: &Path) -> Vec<u8> {
    absolute(path).to_string_lossy().into_owned().into_bytes()
}

/// The full `st_mode` (type and permission bits) of `path`, `None` when the host does not know it.
pub fn path_mode(path: &Path, follow: bool) -> Option<u32> {
    let raw = path_bytes(path);
    // SAFETY: a live byte buffer and its length.
    let mode = unsafe { sys::path_mode(raw.as_ptr(), raw.len() as i32, i32::from(follow)) };
    (mode != 0).then_some(mode as u32)
}

/// Sets the permission bits (`mode & 0o7777`) of `path`, following symlinks.
pub fn chmod(path: &Path, mode: u32) -> io::Result<()> {
    let raw = path_bytes(path);
    // SAFETY: a live byte buffer and its length.
    match unsafe { sys::chmod(raw.as_ptr(), raw.len() as i32, (mode & 0o7777) as i32) } {
        0 => Ok(()),
        errno => Err(io::Error::from_raw_os_error(errno)),
    }
}

fn id_call(f: unsafe extern "C" fn(*mut u32) -> i32) -> u32 {
    let mut out = 0u32;
    // SAFETY: one live u32 out-pointer.
    match unsafe { f(&mut out) } {
        0 => out,
        _ => 1000,
    }
}

pub fn uid() -> u32 {
    id_call(sys::getuid)
}
pub fn gid() -> u32 {
    id_call(sys::getgid)
}
pub fn euid() -> u32 {
    id_call(sys::geteuid)
}
pub fn egid() -> u32 {
    id_call(sys::getegid)
}

/// Whether `fd` is a terminal (`host_user.isatty`; false for a closed fd or an unknown answer).
pub fn isatty(fd: i32) -> bool {
    let mut out = 0u32;
    // SAFETY: one live u32 out-pointer.
    let errno = unsafe { sys::isatty(fd, &mut out) };
    errno == 0 && out != 0
}

/// One `/etc/passwd`-style entry.
#[derive(Debug, Clone)]
pub struct Passwd {
    pub name: String,
    pub uid: u32,
    pub gid: u32,
}

/// The passwd entry of `uid` from `host_user.getpwuid`, falling back to `/etc/passwd`.
pub fn getpwuid(uid: u32) -> Option<Passwd> {
    let mut buf = vec![0u8; 512];
    let mut len = 0u32;
    // SAFETY: a live buffer of the given length and a live u32 out-pointer.
    let errno = unsafe { sys::getpwuid(uid, buf.as_mut_ptr(), buf.len() as i32, &mut len) };
    let line = if errno == 0 {
        buf.truncate(len as usize);
        String::from_utf8_lossy(&buf).into_owned()
    } else {
        let passwd = std::fs::read_to_string("/etc/passwd").ok()?;
        passwd
            .lines()
            .find(|l| l.split(':').nth(2) == Some(&uid.to_string()))?
            .to_string()
    };
    parse_passwd(&line)
}

fn parse_passwd(line: &str) -> Option<Passwd> {
    let f: Vec<&str> = line.split(':').collect();
    Some(Passwd {
        name: f.first()?.to_string(),
        uid: f.get(2)?.parse().ok()?,
        gid: f.get(3)?.parse().ok()?,
    })
}

/// A user name for `uid`: the passwd entry's name, else the number.
pub fn user_name(uid: u32) -> String {
    getpwuid(uid).map_or_else(|| uid.to_string(), |p| p.name)
}

/// A group name for `gid`: `/etc/group` when it names it, else the name of the user whose primary
/// group it is (the VM's users each have a group of their own name), else the number.
pub fn group_name(gid: u32) -> String {
    if let Ok(groups) = std::fs::read_to_string("/etc/group") {
        if let Some(name) = groups
            .lines()
            .find(|l| l.split(':').nth(2) == Some(&gid.to_string()))
            .and_then(|l| l.split(':').next())
        {
            return name.to_string();
        }
    }
    match getpwuid(gid) {
        Some(p) if p.gid == gid => p.name,
        _ => gid.to_string(),
    }
}

/// A uid for a user name or number.
pub fn lookup_user(name: &str) -> Option<u32> {
    if let Ok(n) = name.parse() {
        return Some(n);
    }
    [uid(), 0]
        .into_iter()
        .find(|&u| getpwuid(u).is_some_and(|p| p.name == name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_passwd_lines() {
        let p = parse_passwd("agentos:x:1000:1000::/home/agentos:/bin/sh").unwrap();
        assert_eq!((p.name.as_str(), p.uid, p.gid), ("agentos", 1000, 1000));
        assert!(parse_passwd("broken").is_none());
    }
}
