//! `wasi_snapshot_preview1` over the kernel's fd table (`guest-abi.md` sections 5 and 6).
//!
//! Each import decodes its pointers and calls a typed function here; errors are kernel [`Errno`]s,
//! converted to WASI numbers in one place ([`crate::abi`]).

use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use agentos_kernel::fd_table::{FileKind, OpenFile, Slot, FDFLAG_APPEND, FDFLAG_NONBLOCK};
use agentos_kernel::interrupt::Interrupt;
use agentos_kernel::permissions::FsOp;
use agentos_kernel::vfs::{DirEntry, FileType, Stat};
use agentos_kernel::{Errno, FsCheck, KResult, OpenRequest, Opened};
use wasmtime::{Caller, Linker};

use crate::abi::{errno_call, u};
use crate::ctx::ProcCtx;
use crate::error::GuestExit;
use crate::memory::{check_array, GuestMem};
use crate::wait::{attempt, errno, interrupted, retry_on_file, HostFuture, Waiter};

const M: &str = "wasi_snapshot_preview1";

/// All rights bits (`guest-abi.md` 6.2).
const RIGHTS_ALL: u64 = 0x3FFF_FFFF;
const RIGHT_FD_READ: u64 = 1 << 1;
const RIGHT_FD_WRITE: u64 = 1 << 6;

/// Most bytes moved by one read or write call (bounds host buffers).
const IO_CHUNK: u32 = 1 << 20;

/// Most bytes one `fd_write`/`fd_pwrite` gathers into a host buffer: up to [`crate::memory::IOV_MAX`]
/// iovecs may all name the same large region, so the sum is capped (a short write, as Linux
/// caps a write at 2 GiB).
const MAX_GATHER: usize = 64 << 20;

/// Most subscriptions one `poll_oneoff` accepts; more is `EINVAL`.
pub const MAX_POLL_SUBSCRIPTIONS: u32 = 4096;

/// Bytes of one subscription / event record (`guest-abi.md` 6.5).
const SUBSCRIPTION_SIZE: u32 = 48;
const EVENT_SIZE: u32 = 32;

fn write_filestat(mem: &mut GuestMem<'_>, ptr: u32, st: &Stat) -> KResult<()> {
    let b = mem.slice_mut(ptr, 64)?;
    b.fill(0);
    b[0..8].copy_from_slice(&st.dev.to_le_bytes());
    b[8..16].copy_from_slice(&st.ino.to_le_bytes());
    b[16] = st.file_type.wasi();
    b[24..32].copy_from_slice(&st.nlink.to_le_bytes());
    b[32..40].copy_from_slice(&st.size.to_le_bytes());
    b[40..48].copy_from_slice(&st.atime_ns.to_le_bytes());
    b[48..56].copy_from_slice(&st.mtime_ns.to_le_bytes());
    b[56..64].copy_from_slice(&st.ctime_ns.to_le_bytes());
    Ok(())
}

/// A character-device stat for streams (stdio, pipes, sinks): filetype 2, size 0.
fn stream_stat() -> Stat {
    Stat {
        dev: 0,
        ino: 0,
        file_type: FileType::CharDevice,
        perm: 0o600,
        nlink: 1,
        uid: 1000,
        gid: 1000,
        rdev: 0,
        size: 0,
        atime_ns: 0,
        mtime_ns: 0,
        ctime_ns: 0,
        birthtime_ns: 0,
    }
}

/// Metadata of an open file description.
pub fn fd_stat_of(ctx: &ProcCtx, f: &OpenFile) -> KResult<Stat> {
    if let Some(st) = f.handle_stat() {
        return st;
    }
    match &f.kind {
        FileKind::Dir { .. } => ctx.kernel().stat(&f.path, true),
        FileKind::Device(_) => ctx
            .kernel()
            .stat(&f.path, true)
            .or_else(|_| Ok(stream_stat())),
        FileKind::Socket(_) => Ok(Stat {
            file_type: FileType::SocketStream,
            ..stream_stat()
        }),
        _ => Ok(stream_stat()),
    }
}

fn args_sizes(
    mem: &mut GuestMem<'_>,
    items: &[String],
    count_out: u32,
    size_out: u32,
) -> KResult<()> {
    let size: usize = items.iter().map(|a| a.len() + 1).sum();
    mem.write_u32(count_out, items.len() as u32)?;
    mem.write_u32(size_out, size as u32)
}

fn args_fill(mem: &mut GuestMem<'_>, items: &[String], ptrs: u32, buf: u32) -> KResult<()> {
    let count = u32::try_from(items.len()).map_err(|_| Errno::Efault)?;
    check_array(ptrs, count, 4, mem.bytes.len())?;
    let mut at = buf;
    for (i, a) in items.iter().enumerate() {
        let len = u32::try_from(a.len() + 1).map_err(|_| Errno::Efault)?;
        // In range: `check_array` above.
        mem.write_u32(ptrs + (i as u32) * 4, at)?;
        let dst = mem.slice_mut(at, len)?;
        dst[..a.len()].copy_from_slice(a.as_bytes());
        dst[a.len()] = 0;
        at = at.checked_add(len).ok_or(Errno::Efault)?;
    }
    Ok(())
}

fn environ(ctx: &ProcCtx) -> Vec<String> {
    ctx.process
        .env
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect()
}

fn clock_now(ctx: &ProcCtx, id: u32) -> KResult<u64> {
    match id {
        0 => Ok(SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(0)),
        1 => Ok(ctx.kernel().boot_instant().elapsed().as_nanos() as u64),
        // No per-process CPU accounting: wall time since the process started approximates it.
        2 | 3 => Ok(ctx.started.elapsed().as_nanos() as u64),
        _ => Err(Errno::Einval),
    }
}

/// `fd_read`: a pipe or socket with nothing to read parks the guest's fiber until a change or a
/// signal (`EINTR`); an `FDFLAG_NONBLOCK` description gets `EAGAIN` instead.
fn fd_read(
    mut caller: Caller<'_, ProcCtx>,
    (fd, iovs, n, out): (i32, i32, i32, i32),
) -> HostFuture<'_> {
    Box::new(async move {
        retry_on_file(&mut caller, |mem, ctx| {
            let f = ctx.fd(u(fd))?;
            let process = &*ctx.process;
            let read = mem.scatter(u(iovs), u(n), IO_CHUNK, f.is_stream(), |dst, _| {
                f.try_read(dst, process)
            });
            match read {
                Err(Errno::Eagain) if !f.nonblock() && f.pollable() => {
                    if process.interrupted() {
                        return Err(Errno::Eintr);
                    }
                    Ok(Some(f))
                }
                Err(e) => Err(e),
                Ok(total) => mem.write_u32(u(out), total as u32).map(|()| None),
            }
        })
        .await
    })
}

/// `fd_write`: a blocking description writes everything, parking the guest's fiber while a pipe
/// or socket is full; a signal ends the wait (the bytes written so far, or `EINTR`).
fn fd_write(
    mut caller: Caller<'_, ProcCtx>,
    (fd, iovs, n, out): (i32, i32, i32, i32),
) -> HostFuture<'_> {
    Box::new(async move {
        let mut data: Option<Vec<u8>> = None;
        let mut written = 0usize;
        retry_on_file(&mut caller, |mem, ctx| {
            let f = ctx.fd(u(fd))?;
            let process = &*ctx.process;
            let d = match &data {
                Some(d) => d,
                None => data.insert(mem.gather(u(iovs), u(n), MAX_GATHER)?),
            };
            let waits = !f.nonblock() && f.pollable();
            match f.try_write(&d[written..], process) {
                Ok(k) => {
                    written += k;
                    if written < d.len() && waits && !process.interrupted() {
                        return Ok(Some(f));
                    }
                }
                Err(Errno::Eagain) if waits && !process.interrupted() => return Ok(Some(f)),
                Err(Errno::Eagain) if waits && written == 0 => return Err(Errno::Eintr),
                Err(e) if written == 0 => return Err(e),
                Err(_) => {}
            }
            mem.write_u32(u(out), written as u32).map(|()| None)
        })
        .await
    })
}

fn fd_pread(
    mem: &mut GuestMem<'_>,
    ctx: &mut ProcCtx,
    fd: u32,
    iovs: u32,
    n: u32,
    off: u64,
    out: u32,
) -> KResult<()> {
    let f = ctx.fd(fd)?;
    let total = mem.scatter(iovs, n, IO_CHUNK, f.is_stream(), |dst, done| {
        let at = off.checked_add(done as u64).ok_or(Errno::Einval)?;
        f.pread(dst, at)
    })?;
    mem.write_u32(out, total as u32)
}

fn fd_pwrite(
    mem: &mut GuestMem<'_>,
    ctx: &mut ProcCtx,
    fd: u32,
    iovs: u32,
    n: u32,
    off: u64,
    out: u32,
) -> KResult<()> {
    let f = ctx.fd(fd)?;
    let data = mem.gather(iovs, n, MAX_GATHER)?;
    let w = f.pwrite(&data, off)?;
    mem.write_u32(out, w as u32)
}

/// Closes `fd`. A writable file's buffered data is flushed first (driver mounts upload here), and
/// a failed upload is this call's error (the fd is closed either way, as with close(2)).
fn fd_close(ctx: &mut ProcCtx, fd: u32) -> KResult<()> {
    let slot = ctx.process.fds.lock().close(fd)?;
    match slot {
        Slot::Open { file, .. } => file.flush(),
        Slot::Reserved => Ok(()),
    }
}

fn fd_fdstat_get(mem: &mut GuestMem<'_>, ctx: &mut ProcCtx, fd: u32, out: u32) -> KResult<()> {
    let f = ctx.fd(fd)?;
    let mut rights = RIGHTS_ALL;
    if !f.readable {
        rights &= !RIGHT_FD_READ;
    }
    if !f.writable {
        rights &= !RIGHT_FD_WRITE;
    }
    let b = mem.slice_mut(out, 24)?;
    b.fill(0);
    b[0] = f.file_type().wasi();
    b[2..4].copy_from_slice(&(f.flags() as u16).to_le_bytes());
    b[8..16].copy_from_slice(&rights.to_le_bytes());
    b[16..24].copy_from_slice(&RIGHTS_ALL.to_le_bytes());
    Ok(())
}

fn fd_prestat_get(mem: &mut GuestMem<'_>, ctx: &mut ProcCtx, fd: u32, out: u32) -> KResult<()> {
    if fd != 3 || ctx.tier == crate::tier::Tier::Isolated {
        return Err(Errno::Ebadf);
    }
    let f = ctx.fd(fd)?;
    if !matches!(f.kind, FileKind::Dir { .. }) || f.path != "/" {
        return Err(Errno::Ebadf);
    }
    mem.slice_mut(out, 8)?;
    mem.write_u32(out, 0)?;
    mem.write_u32(out + 4, 1)
}

fn fd_prestat_dir_name(
    mem: &mut GuestMem<'_>,
    ctx: &mut ProcCtx,
    fd: u32,
    path: u32,
    len: u32,
) -> KResult<()> {
    if fd != 3 {
        return Err(Errno::Ebadf);
    }
    ctx.fd(fd)?;
    if len < 1 {
        return Err(Errno::Einval);
    }
    mem.write_u8(path, b'/')
}

fn fd_readdir(
    mem: &mut GuestMem<'_>,
    ctx: &mut ProcCtx,
    fd: u32,
    buf: u32,
    buf_len: u32,
    cookie: u64,
    out: u32,
) -> KResult<()> {
    let f = ctx.fd(fd)?;
    let FileKind::Dir { listing } = &f.kind else {
        return Err(Errno::Enotdir);
    };
    ctx.check_fs(FsOp::Readdir, &f.path, true)?;
    let mut listing = listing.lock();
    if cookie == 0 || listing.is_none() {
        // Listed by path: judged and listed as one step (no symlink swapped in between).
        let (self_ino, listed) = ctx.checked1(&f.path, FsOp::Readdir, true, |p| {
            let ino = ctx.kernel().stat(p, true).map(|s| s.ino).unwrap_or(0);
            Ok((ino, ctx.kernel().readdir(p)?))
        })?;
        let mut entries = vec![
            DirEntry {
                name: ".".into(),
                ino: self_ino,
                file_type: FileType::Directory,
            },
            DirEntry {
                name: "..".into(),
                ino: 0,
                file_type: FileType::Directory,
            },
        ];
        entries.extend(listed);
        *listing = Some(entries);
    }
    let entries = listing.as_ref().map(Vec::as_slice).unwrap_or(&[]);
    let out_buf = mem.slice_mut(buf, buf_len)?;
    let mut used = 0usize;
    for (i, e) in entries.iter().enumerate().skip(cookie as usize) {
        let mut rec = Vec::with_capacity(24 + e.name.len());
        rec.extend_from_slice(&(i as u64 + 1).to_le_bytes());
        rec.extend_from_slice(&e.ino.to_le_bytes());
        rec.extend_from_slice(&(e.name.len() as u32).to_le_bytes());
        rec.push(e.file_type.wasi());
        rec.extend_from_slice(&[0, 0, 0]);
        rec.extend_from_slice(e.name.as_bytes());
        let room = out_buf.len() - used;
        let n = room.min(rec.len());
        out_buf[used..used + n].copy_from_slice(&rec[..n]);
        used += n;
        if used >= out_buf.len() {
            break;
        }
    }
    mem.write_u32(out, used as u32)
}

/// How often `path_open` judges again when the file it reaches changed kind in between.
const SWAP_RETRIES: usize = 16;

/// What `path_rename` is judged for (`api.md` 7.3): `rename` on both paths — which also refuses
/// to move a path that a deny rule reaches into (`Policy::check_fs`) — and `write` on the
/// destination, since the rename creates or replaces the file there (a write-only deny is not
/// bypassed by `mv /tmp/evil /data/secret/k`).
pub fn rename_checks<'a>(from: &'a str, to: &'a str) -> [FsCheck<'a>; 2] {
    [
        FsCheck::new(from, &[FsOp::Rename], false),
        FsCheck::new(to, &[FsOp::Rename, FsOp::Write], false),
    ]
}

/// The fs operations a `path_open` amounts to (`api.md` 7.3): opening for writing, truncating or
/// creating a new file is `write`, and also `read` when the fd is to be readable too (`O_RDWR`:
/// a read deny is not bypassed by asking for both rights); opening an existing directory is
/// `stat` (listing it is checked as `readdir` by `fd_readdir`); anything else is `read`.
fn open_operation(
    ctx: &ProcCtx,
    abs: &str,
    oflags: u32,
    rights: u64,
    follow: bool,
) -> &'static [FsOp] {
    if rights & RIGHT_FD_WRITE != 0 || oflags & 8 != 0 {
        return if rights & RIGHT_FD_READ != 0 {
            &[FsOp::Write, FsOp::Read]
        } else {
            &[FsOp::Write]
        };
    }
    if ctx
        .kernel()
        .policy()
        .allows_all(agentos_kernel::permissions::Scope::Fs)
    {
        return &[FsOp::Read];
    }
    match ctx.kernel().stat(abs, follow) {
        Ok(st) if st.file_type == FileType::Directory => &[FsOp::Stat],
        Ok(_) => &[FsOp::Read],
        Err(_) if oflags & 1 != 0 => &[FsOp::Write],
        Err(_) => &[FsOp::Read],
    }
}

fn open_flags_mutate(oflags: u32, writable: bool) -> bool {
    oflags & (1 | 8) != 0 || writable
}

#[allow(clippy::too_many_arguments)]
fn path_open(
    mem: &mut GuestMem<'_>,
    ctx: &mut ProcCtx,
    dirfd: u32,
    dirflags: u32,
    path: u32,
    len: u32,
    oflags: u32,
    rights: u64,
    fdflags: u32,
    out: u32,
) -> KResult<()> {
    let p = mem.path(path, len)?;
    let abs = ctx.path_at(dirfd, &p)?;
    let follow = dirflags & 1 != 0;
    let readable = rights & RIGHT_FD_READ != 0;
    let writable = rights & RIGHT_FD_WRITE != 0;
    let req = OpenRequest {
        read: readable,
        write: writable,
        create: oflags & 1 != 0,
        directory: oflags & 2 != 0,
        exclusive: oflags & 4 != 0,
        truncate: oflags & 8 != 0,
        follow,
        fdflags: fdflags & (FDFLAG_APPEND | FDFLAG_NONBLOCK),
        // WASI's path_open carries no mode: a new file gets open(2)'s usual 0o666 less the
        // process's umask (`proc_umask`).
        mode: 0o666 & !ctx.process.umask(),
    };
    // The operation is judged on the file the open reaches; when that changed between the
    // judgement and the open (what it is decides the operation: directory, file, missing), both
    // run again.
    let mut opened = None;
    for _ in 0..SWAP_RETRIES {
        let fs_ops = open_operation(ctx, &abs, oflags, rights, follow);
        opened = ctx.checked(&[FsCheck::new(&abs, fs_ops, follow)], |judged| {
            let p = judged[0].as_str();
            if open_operation(ctx, p, oflags, rights, follow) != fs_ops {
                return Ok(None);
            }
            if open_flags_mutate(oflags, writable) && ctx.may_mutate().is_err() {
                // Opening a directory "for writing" is EISDIR whatever the tier; only real writes
                // are refused.
                if !ctx
                    .kernel()
                    .stat(p, true)
                    .is_ok_and(|s| s.file_type == FileType::Directory)
                {
                    return Err(Errno::Eacces);
                }
            }
            ctx.kernel().open(p, &req).map(Some)
        })?;
        if opened.is_some() {
            break;
        }
    }
    let file = match opened.ok_or(Errno::Eloop)? {
        Opened::File(f) => f,
        Opened::StdioAlias(n) => ctx.fd(n)?,
    };
    let fd = ctx.process.fds.lock().insert(file, false)?;
    mem.write_u32(out, fd)
}

fn path_filestat_get(
    mem: &mut GuestMem<'_>,
    ctx: &mut ProcCtx,
    dirfd: u32,
    flags: u32,
    path: u32,
    len: u32,
    out: u32,
) -> KResult<()> {
    let p = mem.path(path, len)?;
    let abs = ctx.path_at(dirfd, &p)?;
    let follow = flags & 1 != 0;
    let st = ctx.checked1(&abs, FsOp::Stat, follow, |p| ctx.kernel().stat(p, follow))?;
    ctx.last_stat_path = Some(abs);
    write_filestat(mem, out, &st)
}

fn set_times_args(ctx: &ProcCtx, atim: u64, mtim: u64, flags: u32) -> (Option<u64>, Option<u64>) {
    let now = clock_now(ctx, 0).unwrap_or(0);
    let a = if flags & 2 != 0 {
        Some(now)
    } else if flags & 1 != 0 {
        Some(atim)
    } else {
        None
    };
    let m = if flags & 8 != 0 {
        Some(now)
    } else if flags & 4 != 0 {
        Some(mtim)
    } else {
        None
    };
    (a, m)
}

/// One `poll_oneoff` subscription.
struct Sub {
    userdata: u64,
    tag: u8,
    fd: Option<Arc<OpenFile>>,
    fd_err: Option<Errno>,
    deadline: Option<Instant>,
}

/// One `poll_oneoff` event: userdata, error, type, nbytes, flags.
type Event = (u64, u16, u8, u64, u16);

fn poll_subscriptions(
    mem: &mut GuestMem<'_>,
    ctx: &mut ProcCtx,
    input: u32,
    output: u32,
    nsubs: u32,
) -> KResult<Vec<Sub>> {
    if nsubs == 0 || nsubs > MAX_POLL_SUBSCRIPTIONS {
        return Err(Errno::Einval);
    }
    check_array(input, nsubs, SUBSCRIPTION_SIZE, mem.bytes.len())?;
    check_array(output, nsubs, EVENT_SIZE, mem.bytes.len())?;
    let now = Instant::now();
    let wall_now = clock_now(ctx, 0)?;
    let mono_now = clock_now(ctx, 1)?;
    let mut subs = Vec::with_capacity(nsubs as usize);
    for i in 0..nsubs {
        // In range: `check_array` above.
        let at = input + i * SUBSCRIPTION_SIZE;
        let userdata = mem.read_u64(at)?;
        let tag = mem.slice(at + 8, 1)?[0];
        match tag {
            0 => {
                let id = mem.read_u32(at + 16)?;
                let timeout = mem.read_u64(at + 24)?;
                let flags = mem.read_u16(at + 40)?;
                let rel_ns = if flags & 1 != 0 {
                    let base = if id == 0 { wall_now } else { mono_now };
                    timeout.saturating_sub(base)
                } else {
                    timeout
                };
                subs.push(Sub {
                    userdata,
                    tag,
                    fd: None,
                    fd_err: None,
                    deadline: now.checked_add(Duration::from_nanos(rel_ns)),
                });
            }
            1 | 2 => {
                let fd = mem.read_u32(at + 16)?;
                let (f, e) = match ctx.fd(fd) {
                    Ok(f) => (Some(f), None),
                    Err(e) => (None, Some(e)),
                };
                subs.push(Sub {
                    userdata,
                    tag,
                    fd: f,
                    fd_err: e,
                    deadline: None,
                });
            }
            _ => return Err(Errno::Einval),
        }
    }
    Ok(subs)
}

fn poll_events(subs: &[Sub], now: Instant) -> Vec<Event> {
    let mut events = Vec::new();
    for s in subs {
        match s.tag {
            0 => {
                if s.deadline.is_some_and(|d| now >= d) {
                    events.push((s.userdata, 0, 0, 0, 0));
                }
            }
            t => {
                if let Some(e) = s.fd_err {
                    events.push((s.userdata, e.wasi() as u16, t, 0, 0));
                    continue;
                }
                let Some(f) = &s.fd else { continue };
                let (r, w) = f.readiness();
                let rd = if t == 1 { r } else { w };
                if !f.pollable() || rd.nbytes > 0 || rd.hangup {
                    events.push((s.userdata, 0, t, rd.nbytes, if rd.hangup { 1 } else { 0 }));
                }
            }
        }
    }
    events
}

fn write_events(
    mem: &mut GuestMem<'_>,
    output: u32,
    nevents_out: u32,
    events: &[Event],
) -> KResult<()> {
    for (i, (ud, err, ty, nbytes, flags)) in events.iter().enumerate() {
        // In range: at most `nsubs` events, checked by `poll_subscriptions`.
        let at = output + (i as u32) * EVENT_SIZE;
        let b = mem.slice_mut(at, 32)?;
        b.fill(0);
        b[0..8].copy_from_slice(&ud.to_le_bytes());
        b[8..10].copy_from_slice(&err.to_le_bytes());
        b[10] = *ty;
        b[16..24].copy_from_slice(&nbytes.to_le_bytes());
        b[24..26].copy_from_slice(&flags.to_le_bytes());
    }
    mem.write_u32(nevents_out, events.len() as u32)
}

/// `poll_oneoff`: nothing ready at the first look, the guest's fiber parks until a polled pipe
/// or socket changes, the earliest clock subscription is due, or a signal (`EINTR`); a sleeping
/// guest holds no thread and costs no CPU.
fn poll_oneoff(
    mut caller: Caller<'_, ProcCtx>,
    (input, output, nsubs, nevents_out): (i32, i32, i32, i32),
) -> HostFuture<'_> {
    Box::new(async move {
        let (input, output, nsubs, nevents_out) = (u(input), u(output), u(nsubs), u(nevents_out));
        let subs = match attempt(&mut caller, |mem, ctx| {
            poll_subscriptions(mem, ctx, input, output, nsubs)
        })? {
            Ok(s) => s,
            Err(e) => return Ok(e.wasi()),
        };
        let deadline = subs.iter().filter_map(|s| s.deadline).min();
        let mut waiter = Waiter::new(caller.data().process.clone());
        loop {
            let events = poll_events(&subs, Instant::now());
            if !events.is_empty() {
                drop(waiter);
                let r = attempt(&mut caller, |mem, _| {
                    write_events(mem, output, nevents_out, &events)
                })?;
                return Ok(errno(r));
            }
            if waiter.interrupted() {
                return interrupted(&mut caller);
            }
            if !waiter.registered() {
                waiter.register(subs.iter().filter_map(|s| s.fd.clone()).collect(), None);
                continue;
            }
            waiter.wait(deadline).await;
        }
    })
}

/// `sock_recv`: a vectored read of a socket; `ri_flags` bit 1 peeks (`RECV_PEEK`), `RECV_WAITALL`
/// is ignored (a short read, as on a stream). `ro_flags` is always 0.
#[allow(clippy::too_many_arguments)]
fn sock_recv(
    mem: &mut GuestMem<'_>,
    ctx: &mut ProcCtx,
    fd: u32,
    iovs: u32,
    n: u32,
    flags: u32,
    len_out: u32,
    flags_out: u32,
) -> KResult<Option<Arc<OpenFile>>> {
    use agentos_kernel::socket::SocketFile;
    let (f, sock) = ctx.socket(fd)?;
    let process = &*ctx.process;
    let nonblock = f.flags() & FDFLAG_NONBLOCK != 0;
    let read = mem.scatter(iovs, n, IO_CHUNK, true, |dst, _| {
        if flags & 1 != 0 {
            sock.peek(dst, true, process)
        } else {
            f.try_read(dst, process)
        }
    });
    let total = match read {
        Err(Errno::Eagain) if !nonblock => {
            if process.interrupted() {
                return Err(Errno::Eintr);
            }
            return Ok(Some(f));
        }
        r => r?,
    };
    mem.write_u32(len_out, total as u32)?;
    mem.write_u16(flags_out, 0)?;
    Ok(None)
}

/// Grows the file to `off + len` bytes when it is shorter (`EFBIG` on overflow).
fn fd_allocate(ctx: &mut ProcCtx, fd: u32, off: u64, len: u64) -> KResult<()> {
    let f = ctx.fd(fd)?;
    ctx.may_mutate()?;
    let want = off.checked_add(len).ok_or(Errno::Efbig)?;
    let st = fd_stat_of(ctx, &f)?;
    if st.size < want {
        f.set_size(want)?;
    }
    Ok(())
}

/// Sets the APPEND and NONBLOCK `fdflags`; other bits are ignored.
fn fd_fdstat_set_flags(ctx: &mut ProcCtx, fd: u32, flags: u32) -> KResult<()> {
    let f = ctx.fd(fd)?;
    f.set_flags(flags & (FDFLAG_APPEND | FDFLAG_NONBLOCK));
    Ok(())
}

fn fd_filestat_get(mem: &mut GuestMem<'_>, ctx: &mut ProcCtx, fd: u32, out: u32) -> KResult<()> {
    let f = ctx.fd(fd)?;
    let st = fd_stat_of(ctx, &f)?;
    write_filestat(mem, out, &st)
}

/// Truncates or extends the open file; `truncate` is checked on its path.
fn fd_filestat_set_size(ctx: &mut ProcCtx, fd: u32, size: u64) -> KResult<()> {
    let f = ctx.fd(fd)?;
    ctx.may_mutate()?;
    if !f.path.is_empty() {
        ctx.check_fs(FsOp::Truncate, &f.path, true)?;
    }
    f.set_size(size)
}

/// Sets the open file's times (a no-op for pipes and sinks); `chmod` is checked on its path.
fn fd_filestat_set_times(
    ctx: &mut ProcCtx,
    fd: u32,
    atim: u64,
    mtim: u64,
    flags: u32,
) -> KResult<()> {
    let f = ctx.fd(fd)?;
    ctx.may_mutate()?;
    if f.path.is_empty() {
        return Ok(());
    }
    let (a, m) = set_times_args(ctx, atim, mtim, flags);
    ctx.checked1(&f.path, FsOp::Chmod, true, |p| {
        ctx.kernel().set_times(p, true, a, m)
    })
}

/// Moves `from` to `to`, closing what `to` held; host-managed stays with the description.
fn fd_renumber(ctx: &mut ProcCtx, from: u32, to: u32) -> KResult<()> {
    let mut fds = ctx.process.fds.lock();
    let f = fds.get(from)?;
    if from == to {
        return Ok(());
    }
    let managed = fds.is_host_managed(from);
    let old = fds.set(to, f, managed)?;
    let closed = fds.close(from);
    drop(fds);
    drop((old, closed));
    Ok(())
}

fn fd_seek(
    mem: &mut GuestMem<'_>,
    ctx: &mut ProcCtx,
    fd: u32,
    delta: i64,
    whence: u8,
    out: u32,
) -> KResult<()> {
    let f = ctx.fd(fd)?;
    let off = f.seek(delta, whence)?;
    mem.write_u64(out, off)
}

fn path_create_directory(ctx: &mut ProcCtx, abs: &str) -> KResult<()> {
    ctx.checked1(abs, FsOp::CreateDir, false, |p| {
        ctx.may_mutate()?;
        ctx.kernel().mkdir(p, 0o777 & !ctx.process.umask())
    })
}

fn path_filestat_set_times(
    ctx: &mut ProcCtx,
    abs: &str,
    follow: bool,
    atim: u64,
    mtim: u64,
    flags: u32,
) -> KResult<()> {
    let (a, m) = set_times_args(ctx, atim, mtim, flags);
    ctx.checked1(abs, FsOp::Chmod, follow, |p| {
        ctx.may_mutate()?;
        ctx.kernel().set_times(p, follow, a, m)
    })
}

fn path_link(ctx: &mut ProcCtx, from: &str, to: &str, follow: bool) -> KResult<()> {
    // A hard link is a second name for the same file: it needs read and write on the
    // original (the new name grants both) and write on the new name; like a rename, it
    // may not give a file that a deny rule protects a name outside the rule (`guard`).
    let checks = [
        FsCheck {
            guard: true,
            ..FsCheck::new(from, &[FsOp::Read, FsOp::Write], follow)
        },
        FsCheck::new(to, &[FsOp::Write], false),
    ];
    ctx.checked(&checks, |p| {
        ctx.may_mutate()?;
        ctx.kernel().link(&p[0], &p[1], follow)
    })
}

/// Writes at most `blen` bytes of the link's target at `buf` (truncated silently, as
/// readlink(2)); the count at `out`.
fn path_readlink(
    mem: &mut GuestMem<'_>,
    ctx: &mut ProcCtx,
    abs: &str,
    buf: u32,
    blen: u32,
    out: u32,
) -> KResult<()> {
    let target = ctx.checked1(abs, FsOp::Readlink, false, |p| ctx.kernel().readlink(p))?;
    let n = target.len().min(blen as usize);
    mem.slice_mut(buf, n as u32)?
        .copy_from_slice(&target.as_bytes()[..n]);
    mem.write_u32(out, n as u32)
}

fn path_remove_directory(ctx: &mut ProcCtx, abs: &str) -> KResult<()> {
    ctx.checked1(abs, FsOp::Rm, false, |p| {
        ctx.may_mutate()?;
        ctx.kernel().rmdir(p)
    })
}

fn path_rename(ctx: &mut ProcCtx, from: &str, to: &str) -> KResult<()> {
    ctx.checked(&rename_checks(from, to), |p| {
        ctx.may_mutate()?;
        ctx.kernel().rename(&p[0], &p[1])
    })
}

fn path_symlink(ctx: &mut ProcCtx, target: &str, abs: &str) -> KResult<()> {
    ctx.checked1(abs, FsOp::Symlink, false, |p| {
        ctx.may_mutate()?;
        ctx.kernel().symlink(target, p)
    })
}

/// Removes a name that is not a directory (`EISDIR` for one).
fn path_unlink_file(ctx: &mut ProcCtx, abs: &str) -> KResult<()> {
    ctx.checked1(abs, FsOp::Rm, false, |p| {
        ctx.may_mutate()?;
        if ctx.kernel().stat(p, false)?.file_type == FileType::Directory {
            return Err(Errno::Eisdir);
        }
        ctx.kernel().unlink(p)
    })
}

fn random_get(mem: &mut GuestMem<'_>, buf: u32, len: u32) -> KResult<()> {
    let dst = mem.slice_mut(buf, len)?;
    getrandom::fill(dst).map_err(|_| Errno::Eio)
}

macro_rules! wrap {
    ($linker:ident, $name:literal, |$ctx:ident, $mem:ident $(, $a:ident : $t:ty)*| $body:expr) => {
        $linker.func_wrap(M, $name, |mut caller: Caller<'_, ProcCtx>, $($a: $t),*| {
            errno_call(&mut caller, |$mem, $ctx| {
                let _ = (&$mem, &$ctx);
                $body
            })
        })?;
    };
}

/// Defines every `wasi_snapshot_preview1` function on `linker`.
pub fn add_to_linker(linker: &mut Linker<ProcCtx>) -> wasmtime::Result<()> {
    wrap!(linker, "args_sizes_get", |ctx, mem, a: i32, b: i32| {
        let argv = ctx.process.argv.clone();
        args_sizes(mem, &argv, u(a), u(b))
    });
    wrap!(linker, "args_get", |ctx, mem, a: i32, b: i32| {
        let argv = ctx.process.argv.clone();
        args_fill(mem, &argv, u(a), u(b))
    });
    wrap!(linker, "environ_sizes_get", |ctx, mem, a: i32, b: i32| {
        args_sizes(mem, &environ(ctx), u(a), u(b))
    });
    wrap!(linker, "environ_get", |ctx, mem, a: i32, b: i32| args_fill(
        mem,
        &environ(ctx),
        u(a),
        u(b)
    ));
    wrap!(
        linker,
        "clock_time_get",
        |ctx, mem, id: i32, _p: i64, out: i32| {
            let t = clock_now(ctx, u(id))?;
            mem.write_u64(u(out), t)
        }
    );
    wrap!(linker, "clock_res_get", |ctx, mem, id: i32, out: i32| {
        clock_now(ctx, u(id))?;
        mem.write_u64(u(out), 1_000_000)
    });
    wrap!(
        linker,
        "fd_advise",
        |ctx, mem, fd: i32, _o: i64, _l: i64, _a: i32| ctx.fd(u(fd)).map(|_| ())
    );
    wrap!(
        linker,
        "fd_allocate",
        |ctx, mem, fd: i32, off: i64, len: i64| fd_allocate(ctx, u(fd), off as u64, len as u64)
    );
    wrap!(linker, "fd_close", |ctx, mem, fd: i32| fd_close(ctx, u(fd)));
    wrap!(linker, "fd_datasync", |ctx, mem, fd: i32| ctx
        .fd(u(fd))?
        .sync());
    wrap!(linker, "fd_sync", |ctx, mem, fd: i32| ctx.fd(u(fd))?.sync());
    wrap!(linker, "fd_fdstat_get", |ctx, mem, fd: i32, out: i32| {
        fd_fdstat_get(mem, ctx, u(fd), u(out))
    });
    wrap!(
        linker,
        "fd_fdstat_set_flags",
        |ctx, mem, fd: i32, flags: i32| fd_fdstat_set_flags(ctx, u(fd), u(flags))
    );
    wrap!(
        linker,
        "fd_fdstat_set_rights",
        |ctx, mem, fd: i32, _b: i64, _i: i64| ctx.fd(u(fd)).map(|_| ())
    );
    wrap!(linker, "fd_filestat_get", |ctx, mem, fd: i32, out: i32| {
        fd_filestat_get(mem, ctx, u(fd), u(out))
    });
    wrap!(
        linker,
        "fd_filestat_set_size",
        |ctx, mem, fd: i32, size: i64| fd_filestat_set_size(ctx, u(fd), size as u64)
    );
    wrap!(
        linker,
        "fd_filestat_set_times",
        |ctx, mem, fd: i32, a: i64, m: i64, fl: i32| {
            fd_filestat_set_times(ctx, u(fd), a as u64, m as u64, u(fl))
        }
    );
    wrap!(
        linker,
        "fd_pread",
        |ctx, mem, fd: i32, iovs: i32, n: i32, off: i64, out: i32| {
            fd_pread(mem, ctx, u(fd), u(iovs), u(n), off as u64, u(out))
        }
    );
    wrap!(
        linker,
        "fd_pwrite",
        |ctx, mem, fd: i32, iovs: i32, n: i32, off: i64, out: i32| {
            fd_pwrite(mem, ctx, u(fd), u(iovs), u(n), off as u64, u(out))
        }
    );
    wrap!(linker, "fd_prestat_get", |ctx, mem, fd: i32, out: i32| {
        fd_prestat_get(mem, ctx, u(fd), u(out))
    });
    wrap!(
        linker,
        "fd_prestat_dir_name",
        |ctx, mem, fd: i32, p: i32, l: i32| fd_prestat_dir_name(mem, ctx, u(fd), u(p), u(l))
    );
    linker.func_wrap_async(M, "fd_read", fd_read)?;
    wrap!(
        linker,
        "fd_readdir",
        |ctx, mem, fd: i32, buf: i32, len: i32, cookie: i64, out: i32| {
            fd_readdir(mem, ctx, u(fd), u(buf), u(len), cookie as u64, u(out))
        }
    );
    wrap!(linker, "fd_renumber", |ctx, mem, from: i32, to: i32| {
        fd_renumber(ctx, u(from), u(to))
    });
    wrap!(linker, "fd_seek", |ctx,
                              mem,
                              fd: i32,
                              delta: i64,
                              whence: i32,
                              out: i32| {
        fd_seek(mem, ctx, u(fd), delta, u(whence) as u8, u(out))
    });
    wrap!(linker, "fd_tell", |ctx, mem, fd: i32, out: i32| {
        fd_seek(mem, ctx, u(fd), 0, 1, u(out))
    });
    linker.func_wrap_async(M, "fd_write", fd_write)?;
    wrap!(
        linker,
        "path_create_directory",
        |ctx, mem, fd: i32, p: i32, l: i32| {
            let abs = ctx.path_at(u(fd), &mem.path(u(p), u(l))?)?;
            path_create_directory(ctx, &abs)
        }
    );
    wrap!(
        linker,
        "path_filestat_get",
        |ctx, mem, fd: i32, fl: i32, p: i32, l: i32, out: i32| {
            path_filestat_get(mem, ctx, u(fd), u(fl), u(p), u(l), u(out))
        }
    );
    wrap!(
        linker,
        "path_filestat_set_times",
        |ctx, mem, fd: i32, fl: i32, p: i32, l: i32, a: i64, m: i64, tf: i32| {
            let abs = ctx.path_at(u(fd), &mem.path(u(p), u(l))?)?;
            path_filestat_set_times(ctx, &abs, u(fl) & 1 != 0, a as u64, m as u64, u(tf))
        }
    );
    wrap!(
        linker,
        "path_link",
        |ctx, mem, ofd: i32, ofl: i32, op: i32, ol: i32, nfd: i32, np: i32, nl: i32| {
            let from = ctx.path_at(u(ofd), &mem.path(u(op), u(ol))?)?;
            let to = ctx.path_at(u(nfd), &mem.path(u(np), u(nl))?)?;
            path_link(ctx, &from, &to, u(ofl) & 1 != 0)
        }
    );
    wrap!(
        linker,
        "path_open",
        |ctx,
         mem,
         dirfd: i32,
         dfl: i32,
         p: i32,
         l: i32,
         of: i32,
         rb: i64,
         _ri: i64,
         ff: i32,
         out: i32| {
            path_open(
                mem,
                ctx,
                u(dirfd),
                u(dfl),
                u(p),
                u(l),
                u(of),
                rb as u64,
                u(ff),
                u(out),
            )
        }
    );
    wrap!(
        linker,
        "path_readlink",
        |ctx, mem, fd: i32, p: i32, l: i32, buf: i32, blen: i32, out: i32| {
            let abs = ctx.path_at(u(fd), &mem.path(u(p), u(l))?)?;
            path_readlink(mem, ctx, &abs, u(buf), u(blen), u(out))
        }
    );
    wrap!(
        linker,
        "path_remove_directory",
        |ctx, mem, fd: i32, p: i32, l: i32| {
            let abs = ctx.path_at(u(fd), &mem.path(u(p), u(l))?)?;
            path_remove_directory(ctx, &abs)
        }
    );
    wrap!(
        linker,
        "path_rename",
        |ctx, mem, ofd: i32, op: i32, ol: i32, nfd: i32, np: i32, nl: i32| {
            let from = ctx.path_at(u(ofd), &mem.path(u(op), u(ol))?)?;
            let to = ctx.path_at(u(nfd), &mem.path(u(np), u(nl))?)?;
            path_rename(ctx, &from, &to)
        }
    );
    wrap!(
        linker,
        "path_symlink",
        |ctx, mem, tp: i32, tl: i32, fd: i32, p: i32, l: i32| {
            let target = mem.path(u(tp), u(tl))?;
            let abs = ctx.path_at(u(fd), &mem.path(u(p), u(l))?)?;
            path_symlink(ctx, &target, &abs)
        }
    );
    wrap!(
        linker,
        "path_unlink_file",
        |ctx, mem, fd: i32, p: i32, l: i32| {
            let abs = ctx.path_at(u(fd), &mem.path(u(p), u(l))?)?;
            path_unlink_file(ctx, &abs)
        }
    );
    linker.func_wrap_async(M, "poll_oneoff", poll_oneoff)?;
    linker.func_wrap(
        M,
        "proc_exit",
        |_caller: Caller<'_, ProcCtx>, code: i32| -> wasmtime::Result<()> {
            Err(wasmtime::Error::new(GuestExit::Exit(code & 0xFF)))
        },
    )?;
    wrap!(linker, "proc_raise", |ctx, mem, _sig: i32| Err(
        Errno::Enosys
    ));
    wrap!(linker, "random_get", |ctx, mem, buf: i32, len: i32| {
        random_get(mem, u(buf), u(len))
    });
    wrap!(linker, "sched_yield", |ctx, mem| {
        std::thread::yield_now();
        Ok(())
    });
    linker.func_wrap_async(
        M,
        "sock_accept",
        |mut c: Caller<'_, ProcCtx>, (fd, flags, out): (i32, i32, i32)| -> HostFuture<'_> {
            Box::new(async move {
                retry_on_file(&mut c, |mem, ctx| {
                    let new_nonblock = u(flags) & FDFLAG_NONBLOCK != 0;
                    match crate::host_net::try_accept(ctx, u(fd), new_nonblock)? {
                        Ok((nfd, _)) => mem.write_u32(u(out), nfd).map(|()| None),
                        Err(listener) => Ok(Some(listener)),
                    }
                })
                .await
            })
        },
    )?;
    linker.func_wrap_async(
        M,
        "sock_recv",
        |mut c: Caller<'_, ProcCtx>,
         (fd, iovs, n, flags, len_out, flags_out): (i32, i32, i32, i32, i32, i32)|
         -> HostFuture<'_> {
            Box::new(async move {
                retry_on_file(&mut c, |mem, ctx| {
                    sock_recv(
                        mem,
                        ctx,
                        u(fd),
                        u(iovs),
                        u(n),
                        u(flags),
                        u(len_out),
                        u(flags_out),
                    )
                })
                .await
            })
        },
    )?;
    wrap!(
        linker,
        "sock_send",
        |ctx, mem, fd: i32, iovs: i32, n: i32, _flags: i32, out: i32| {
            let (f, _) = ctx.socket(u(fd))?;
            let data = mem.gather(u(iovs), u(n), MAX_GATHER)?;
            let written = f.write(&data, &*ctx.process)?;
            mem.write_u32(u(out), written as u32)
        }
    );
    wrap!(linker, "sock_shutdown", |ctx, mem, fd: i32, how: i32| ctx
        .socket(u(fd))?
        .1
        .shutdown(u(how)));
    Ok(())
}
