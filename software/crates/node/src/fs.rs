//! `fs` natives beyond whole-file reads and writes: descriptors (open, read, write, fstat,
//! ftruncate, fsync, close), full stats (mode from `host_fs`, inode, links, times), links,
//! permissions and times. Errors are Node-shaped (native::throw_io) with the syscall Node names.

use std::ffi::CString;
use std::fs::File;
use std::io;
use std::path::Path;

use rquickjs::{Ctx, Function, Object, TypedArray, Value};

use crate::native::{bytes_of, throw_io};

// Node's (Linux) open flags, as fs.constants exposes them.
const O_WRONLY: i32 = 0o1;
const O_RDWR: i32 = 0o2;
const O_CREAT: i32 = 0o100;
const O_EXCL: i32 = 0o200;
const O_TRUNC: i32 = 0o1000;
const O_APPEND: i32 = 0o2000;

fn into_fd(file: File) -> i32 {
    use std::os::fd::IntoRawFd;
    file.into_raw_fd()
}

fn cstr(path: &str) -> io::Result<CString> {
    CString::new(path).map_err(|_| io::Error::from(io::ErrorKind::InvalidInput))
}

fn check(r: libc::c_int) -> io::Result<()> {
    if r < 0 {
        Err(io::Error::last_os_error())
    } else {
        Ok(())
    }
}

/// File kind as js/fs.js reads it: 1 file, 2 directory, 3 symlink, 4 character device,
/// 5 block device, 6 socket, 7 FIFO, 0 unknown (std's FileTypeExt is unstable on wasi).
pub(crate) fn kind_of(t: std::fs::FileType) -> i32 {
    if t.is_symlink() {
        3
    } else if t.is_dir() {
        2
    } else if t.is_file() {
        1
    } else {
        0
    }
}

fn kind_of_mode(mode: u32) -> i32 {
    match mode & 0o170000 {
        0o100000 => 1,
        0o040000 => 2,
        0o120000 => 3,
        0o020000 => 4,
        0o060000 => 5,
        0o140000 => 6,
        0o010000 => 7,
        _ => 0,
    }
}

/// The kind of `path` without following a final symlink (for directory entries the directory
/// listing left unknown).
pub(crate) fn lstat_kind(path: &str) -> i32 {
    stat_raw(path, false)
        .map(|st| kind_of_mode(st.st_mode))
        .unwrap_or(0)
}

fn stat_raw(path: &str, follow: bool) -> io::Result<libc::stat> {
    let c = cstr(path)?;
    // SAFETY: an all-zero stat is a valid value of this plain C struct.
    let mut st: libc::stat = unsafe { std::mem::zeroed() };
    // SAFETY: a NUL-terminated path and a live stat out-pointer.
    check(unsafe {
        if follow {
            libc::stat(c.as_ptr(), &mut st)
        } else {
            libc::lstat(c.as_ptr(), &mut st)
        }
    })?;
    Ok(st)
}

fn fstat_raw(fd: i32) -> io::Result<libc::stat> {
    // SAFETY: as above.
    let mut st: libc::stat = unsafe { std::mem::zeroed() };
    // SAFETY: a live stat out-pointer.
    check(unsafe { libc::fstat(fd, &mut st) })?;
    Ok(st)
}

#[cfg(target_os = "wasi")]
fn times(st: &libc::stat) -> [f64; 3] {
    let t = |ts: &libc::timespec| ts.tv_sec as f64 * 1000.0 + ts.tv_nsec as f64 / 1e6;
    [t(&st.st_atim), t(&st.st_mtim), t(&st.st_ctim)]
}
#[cfg(not(target_os = "wasi"))]
fn times(st: &libc::stat) -> [f64; 3] {
    let t = |s: i64, ns: i64| s as f64 * 1000.0 + ns as f64 / 1e6;
    [
        t(st.st_atime, st.st_atime_nsec),
        t(st.st_mtime, st.st_mtime_nsec),
        t(st.st_ctime, st.st_ctime_nsec),
    ]
}

/// [kind, size, atimeMs, mtimeMs, ctimeMs, birthtimeMs, mode (0: unknown), ino, nlink, dev, uid, gid].
/// The permission bits come from host_fs (`mode`) when it knows them; the type from the kernel.
fn stat_vec(st: &libc::stat, mode: Option<u32>) -> Vec<f64> {
    let kernel_mode = st.st_mode;
    let kind = kind_of_mode(kernel_mode);
    let mode = match mode {
        // host_fs's mode carries the real type too (a FIFO the kernel reports as unknown).
        Some(m) if m & 0o170000 != 0 => m,
        Some(m) => (kernel_mode & 0o170000) | (m & 0o7777),
        None => 0,
    };
    let [atime, mtime, ctime] = times(st);
    vec![
        f64::from(if mode != 0 { kind_of_mode(mode) } else { kind }),
        st.st_size as f64,
        atime,
        mtime,
        ctime,
        ctime,
        f64::from(mode),
        st.st_ino as f64,
        st.st_nlink as f64,
        st.st_dev as f64,
        f64::from(agentos_process::host::uid()),
        f64::from(agentos_process::host::gid()),
    ]
}

fn open(path: &str, flags: i32, mode: u32) -> io::Result<i32> {
    let mut o = std::fs::OpenOptions::new();
    let access = flags & 3;
    o.read(access == 0 || access == O_RDWR);
    o.write(access == O_WRONLY || access == O_RDWR);
    if flags & O_APPEND != 0 {
        o.append(true);
    }
    if flags & O_TRUNC != 0 {
        o.truncate(true);
    }
    if flags & O_CREAT != 0 {
        if flags & O_EXCL != 0 {
            o.create_new(true);
        } else {
            o.create(true);
        }
    }
    let file = o.open(path)?;
    if flags & O_CREAT != 0 && mode != 0o666 {
        // Best effort: the VM's permission bits live in host_fs.
        let _ = agentos_process::host::chmod(Path::new(path), mode & !0o022);
    }
    Ok(into_fd(file))
}

fn read_at(fd: i32, len: usize, position: f64) -> io::Result<Vec<u8>> {
    let mut buf = vec![0u8; len.min(64 << 20)];
    // SAFETY: `buf` is a valid, exclusively borrowed buffer of `buf.len()` bytes.
    let n = unsafe {
        if position >= 0.0 {
            libc::pread(
                fd,
                buf.as_mut_ptr().cast(),
                buf.len(),
                position as libc::off_t,
            )
        } else {
            libc::read(fd, buf.as_mut_ptr().cast(), buf.len())
        }
    };
    if n < 0 {
        return Err(io::Error::last_os_error());
    }
    buf.truncate(n as usize);
    Ok(buf)
}

fn write_at(fd: i32, data: &[u8], position: f64) -> io::Result<usize> {
    // SAFETY: `data` is a valid buffer of `data.len()` bytes.
    let n = unsafe {
        if position >= 0.0 {
            libc::pwrite(
                fd,
                data.as_ptr().cast(),
                data.len(),
                position as libc::off_t,
            )
        } else {
            libc::write(fd, data.as_ptr().cast(), data.len())
        }
    };
    if n < 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(n as usize)
}

fn utimes(path: &str, atime_s: f64, mtime_s: f64, follow: bool) -> io::Result<()> {
    let c = cstr(path)?;
    let ts = |s: f64| libc::timespec {
        tv_sec: s.floor() as libc::time_t,
        tv_nsec: ((s - s.floor()) * 1e9) as libc::c_long,
    };
    let times = [ts(atime_s), ts(mtime_s)];
    let flags = if follow { 0 } else { libc::AT_SYMLINK_NOFOLLOW };
    // SAFETY: a NUL-terminated path and two timespecs.
    check(unsafe { libc::utimensat(libc::AT_FDCWD, c.as_ptr(), times.as_ptr(), flags) })
}

/// `native.fsOpen`, `fsRead`, `fsWrite`, `fsFstat`, `fsStat`, … on the native object.
pub fn install<'js>(ctx: &Ctx<'js>, n: &Object<'js>) -> rquickjs::Result<()> {
    n.set(
        "fsOpen",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, path: String, flags: i32, mode: u32| -> rquickjs::Result<i32> {
                open(&path, flags, mode).map_err(|e| throw_io(&ctx, e, "open", &path, None))
            },
        )?,
    )?;
    // fsRead(fd, length, position (-1: current)) → Uint8Array (shorter at the end of file).
    n.set(
        "fsRead",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, fd: i32, length: f64, position: f64| -> rquickjs::Result<Value<'js>> {
                let len = if length.is_finite() && length > 0.0 {
                    length as usize
                } else {
                    0
                };
                let data =
                    read_at(fd, len, position).map_err(|e| throw_io(&ctx, e, "read", "", None))?;
                Ok(TypedArray::<u8>::new(ctx.clone(), data)?.into_value())
            },
        )?,
    )?;
    n.set(
        "fsWrite",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, fd: i32, data: Value<'js>, position: f64| -> rquickjs::Result<f64> {
                let bytes = bytes_of(&data)?;
                let mut done = 0usize;
                let mut pos = position;
                while done < bytes.len() {
                    let k = write_at(fd, &bytes[done..], pos)
                        .map_err(|e| throw_io(&ctx, e, "write", "", None))?;
                    if k == 0 {
                        break;
                    }
                    done += k;
                    if pos >= 0.0 {
                        pos += k as f64;
                    }
                }
                Ok(done as f64)
            },
        )?,
    )?;
    n.set(
        "fsClose",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, fd: i32| -> rquickjs::Result<()> {
                // SAFETY: closing a descriptor number JavaScript owns; a stale number is EBADF.
                check(unsafe { libc::close(fd) }).map_err(|e| throw_io(&ctx, e, "close", "", None))
            },
        )?,
    )?;
    n.set(
        "fsFstat",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, fd: i32| -> rquickjs::Result<Vec<f64>> {
                let st = fstat_raw(fd).map_err(|e| throw_io(&ctx, e, "fstat", "", None))?;
                Ok(stat_vec(&st, None))
            },
        )?,
    )?;
    n.set(
        "fsFtruncate",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, fd: i32, len: f64| -> rquickjs::Result<()> {
                // SAFETY: a plain syscall on a descriptor number.
                check(unsafe { libc::ftruncate(fd, len.max(0.0) as libc::off_t) })
                    .map_err(|e| throw_io(&ctx, e, "ftruncate", "", None))
            },
        )?,
    )?;
    n.set(
        "fsFsync",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, fd: i32| -> rquickjs::Result<()> {
                // SAFETY: a plain syscall on a descriptor number.
                check(unsafe { libc::fsync(fd) }).map_err(|e| throw_io(&ctx, e, "fsync", "", None))
            },
        )?,
    )?;
    n.set(
        "fsStat",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, path: String, follow: bool| -> rquickjs::Result<Vec<f64>> {
                let st = stat_raw(&path, follow).map_err(|e| {
                    throw_io(&ctx, e, if follow { "stat" } else { "lstat" }, &path, None)
                })?;
                Ok(stat_vec(
                    &st,
                    agentos_process::host::path_mode(Path::new(&path), follow),
                ))
            },
        )?,
    )?;
    n.set(
        "fsReadlink",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, path: String| -> rquickjs::Result<String> {
                std::fs::read_link(&path)
                    .map(|p| p.to_string_lossy().into_owned())
                    .map_err(|e| throw_io(&ctx, e, "readlink", &path, None))
            },
        )?,
    )?;
    n.set(
        "fsSymlink",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, target: String, path: String| -> rquickjs::Result<()> {
                let r = cstr(&target).and_then(|t| {
                    let p = cstr(&path)?;
                    // SAFETY: two NUL-terminated strings.
                    check(unsafe { libc::symlink(t.as_ptr(), p.as_ptr()) })
                });
                r.map_err(|e| throw_io(&ctx, e, "symlink", &target, Some(&path)))
            },
        )?,
    )?;
    n.set(
        "fsLink",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, existing: String, new: String| -> rquickjs::Result<()> {
                std::fs::hard_link(&existing, &new)
                    .map_err(|e| throw_io(&ctx, e, "link", &existing, Some(&new)))
            },
        )?,
    )?;
    n.set(
        "fsChmod",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, path: String, mode: u32| -> rquickjs::Result<()> {
                // host_fs.chmod follows symlinks and knows nothing of a missing file: check first.
                std::fs::metadata(&path).map_err(|e| throw_io(&ctx, e, "chmod", &path, None))?;
                agentos_process::host::chmod(Path::new(&path), mode)
                    .map_err(|e| throw_io(&ctx, e, "chmod", &path, None))
            },
        )?,
    )?;
    n.set(
        "fsUtimes",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>,
             path: String,
             atime: f64,
             mtime: f64,
             follow: bool|
             -> rquickjs::Result<()> {
                utimes(&path, atime, mtime, follow).map_err(|e| {
                    throw_io(
                        &ctx,
                        e,
                        if follow { "utime" } else { "lutime" },
                        &path,
                        None,
                    )
                })
            },
        )?,
    )?;
    n.set(
        "fsFutimes",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, fd: i32, atime: f64, mtime: f64| -> rquickjs::Result<()> {
                let ts = |s: f64| libc::timespec {
                    tv_sec: s.floor() as libc::time_t,
                    tv_nsec: ((s - s.floor()) * 1e9) as libc::c_long,
                };
                let times = [ts(atime), ts(mtime)];
                // SAFETY: two timespecs.
                check(unsafe { libc::futimens(fd, times.as_ptr()) })
                    .map_err(|e| throw_io(&ctx, e, "futime", "", None))
            },
        )?,
    )?;
    Ok(())
}
