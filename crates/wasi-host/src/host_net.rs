//! `host_net`: guest sockets (`docs/network.md`, `runtimes.md` 1.2, `guest-abi.md` 13). Each
//! import decodes its pointers and calls a typed function over [`ProcCtx`]; sockets are kernel
//! fds whose object is a [`Socket`] of [`crate::net`]. Full tier only (`EACCES` otherwise).

use std::sync::Arc;
use std::time::{Duration, Instant};

use agentos_kernel::fd_table::{FileKind, OpenFile, Slot, FDFLAG_NONBLOCK};
use agentos_kernel::permissions::Scope;
use agentos_kernel::{Errno, KResult};
use wasmtime::{Caller, Linker};

use crate::abi::{errno_call, u};
use crate::ctx::ProcCtx;
use crate::memory::{check_array, GuestMem};
use crate::net::rt::{canonical_host, numeric_host};
use crate::net::socket::Socket;
use crate::net::{block_on, resolve, MAX_ADDRS};
use crate::wait::{attempt, errno, interrupted, retry_on_file, HostFuture, Waiter};

const M: &str = "host_net";

/// wasi-libc's socket constants.
const AF_INET: u32 = 1;
const AF_INET6: u32 = 2;
const SOCK_DGRAM: u32 = 5;
const SOCK_STREAM: u32 = 6;
const SOCK_NONBLOCK: u32 = 0x4000;
const SOCK_CLOEXEC: u32 = 0x2000;
const IPPROTO_TCP: u32 = 6;
const MSG_PEEK: u32 = 1;

pub const POLLIN: u16 = 0x1;
pub const POLLOUT: u16 = 0x2;
pub const POLLERR: u16 = 0x1000;
pub const POLLHUP: u16 = 0x2000;
pub const POLLNVAL: u16 = 0x4000;

/// Most entries one `net_poll` takes.
pub const MAX_POLL_FDS: u32 = 4096;

/// Most bytes one send or receive moves.
const IO_CHUNK: u32 = 1 << 20;

/// Longest host name or address text accepted.
const MAX_NAME: u32 = 1024;

/// Installs a socket as a new fd of the process.
fn install(ctx: &ProcCtx, sock: Arc<Socket>, nonblock: bool) -> KResult<u32> {
    let flags = if nonblock { FDFLAG_NONBLOCK } else { 0 };
    let file = OpenFile::new(FileKind::Socket(sock), String::new(), true, true, flags);
    ctx.process.fds.lock().insert(file, false)
}

/// `net_socket`.
pub fn socket(ctx: &ProcCtx, domain: u32, ty: u32, proto: u32) -> KResult<u32> {
    ctx.may_network()?;
    let family = match domain {
        AF_INET => 4,
        AF_INET6 => 6,
        _ => return Err(Errno::Eafnosupport),
    };
    match ty & !(SOCK_NONBLOCK | SOCK_CLOEXEC) {
        SOCK_STREAM => {}
        SOCK_DGRAM => return Err(Errno::Eprotonosupport),
        _ => return Err(Errno::Einval),
    }
    if proto != 0 && proto != IPPROTO_TCP {
        return Err(Errno::Eprotonosupport);
    }
    let sock = Socket::new(&ctx.net, family)?;
    install(ctx, sock, ty & SOCK_NONBLOCK != 0)
}

/// Text of at most [`MAX_NAME`] bytes; `EINVAL` for non-UTF-8 or NUL.
fn text(mem: &GuestMem<'_>, ptr: u32, len: u32) -> KResult<String> {
    if len > MAX_NAME {
        return Err(Errno::Einval);
    }
    let b = mem.slice(ptr, len)?;
    let s = std::str::from_utf8(b).map_err(|_| Errno::Einval)?;
    if s.contains('\0') {
        return Err(Errno::Einval);
    }
    Ok(s.to_string())
}

/// Writes `s` to `buf` whose capacity is `*len_inout`; `ENOBUFS` (with the needed length) when
/// short.
fn write_text(mem: &mut GuestMem<'_>, buf: u32, len_inout: u32, s: &str) -> KResult<()> {
    let cap = mem.read_u32(len_inout)?;
    let need = u32::try_from(s.len()).map_err(|_| Errno::Enobufs)?;
    mem.write_u32(len_inout, need)?;
    if need > cap {
        return Err(Errno::Enobufs);
    }
    mem.slice_mut(buf, need)?.copy_from_slice(s.as_bytes());
    Ok(())
}

fn connect(mem: &GuestMem<'_>, ctx: &ProcCtx, fd: u32, addr: u32, len: u32) -> KResult<()> {
    ctx.may_network()?;
    let (_, sock) = ctx.socket(fd)?;
    let addr = text(mem, addr, len)?;
    sock.connect(ctx.kernel().policy(), &addr, &*ctx.process)
}

fn tls_connect(mem: &GuestMem<'_>, ctx: &ProcCtx, fd: u32, name: u32, len: u32) -> KResult<()> {
    ctx.may_network()?;
    let (_, sock) = ctx.socket(fd)?;
    let name = text(mem, name, len)?;
    sock.tls(&name, &*ctx.process)
}

/// Writes at most [`IO_CHUNK`] bytes of `buf` to the socket at `fd`.
pub fn send(mem: &GuestMem<'_>, ctx: &ProcCtx, fd: u32, buf: u32, len: u32) -> KResult<usize> {
    let (f, _) = ctx.socket(fd)?;
    let data = mem.slice(buf, len.min(IO_CHUNK))?;
    f.write(data, &*ctx.process)
}

/// Reads into `buf` from the socket at `fd`; `peek` leaves the bytes buffered.
pub fn recv(
    mem: &mut GuestMem<'_>,
    ctx: &ProcCtx,
    fd: u32,
    buf: u32,
    len: u32,
    peek: bool,
) -> KResult<usize> {
    let (f, sock) = ctx.socket(fd)?;
    let dst = mem.slice_mut(buf, len.min(IO_CHUNK))?;
    if peek {
        use agentos_kernel::socket::SocketFile;
        let nonblock = f.flags() & FDFLAG_NONBLOCK != 0;
        sock.peek(dst, nonblock, &*ctx.process)
    } else {
        f.read(dst, &*ctx.process)
    }
}

fn recv_flags(flags: u32) -> KResult<bool> {
    match flags {
        0 => Ok(false),
        MSG_PEEK => Ok(true),
        _ => Err(Errno::Enotsup),
    }
}

/// Waits for a connection on the listening socket at `fd` and installs it as a new fd.
/// What one [`try_accept`] got: the new fd and its socket, or (`Err`) the listener a blocking
/// accept waits on.
pub type Accepted = Result<(u32, Arc<Socket>), Arc<OpenFile>>;

/// Accepts a connection without blocking: `Ok(Err(listener))` when a blocking listener has none
/// queued (the caller waits for it to change), `EAGAIN` for a non-blocking one.
pub fn try_accept(ctx: &ProcCtx, fd: u32, new_nonblock: bool) -> KResult<Accepted> {
    let (f, sock) = ctx.socket(fd)?;
    let nonblock = f.flags() & FDFLAG_NONBLOCK != 0;
    let conn = match sock.accept(true, &*ctx.process) {
        Err(Errno::Eagain) if !nonblock => {
            if ctx.process.pending_signal().is_some() {
                return Err(Errno::Eintr);
            }
            return Ok(Err(f));
        }
        r => r?,
    };
    let fd = install(ctx, conn.clone(), new_nonblock)?;
    Ok(Ok((fd, conn)))
}

fn getaddrinfo(
    mem: &mut GuestMem<'_>,
    ctx: &ProcCtx,
    host: (u32, u32),
    port: (u32, u32),
    buf: u32,
    len_inout: u32,
) -> KResult<()> {
    ctx.may_network()?;
    let name = text(mem, host.0, host.1)?.to_ascii_lowercase();
    let name = name
        .strip_prefix('[')
        .and_then(|h| h.strip_suffix(']'))
        .map_or(name.clone(), str::to_string);
    if name.is_empty() {
        return Err(Errno::Einval);
    }
    let name = canonical_host(&name);
    let port_text = text(mem, port.0, port.1)?;
    let port: u16 = if port_text.is_empty() {
        0
    } else {
        port_text.parse().map_err(|_| Errno::Einval)?
    };
    // `localhost` and IP literals need no lookup: nothing leaves the host, no policy applies.
    let literal = name == "localhost" || numeric_host(&name).is_some();
    if !literal {
        ctx.kernel()
            .policy()
            .check(Scope::Network, "dns", &format!("dns://{name}"))
            .map_err(|d| {
                tracing::debug!(pid = ctx.process.pid, denied = %d, "network policy");
                Errno::Eacces
            })?;
    }
    let addrs = block_on(resolve(name, port), &*ctx.process)??;
    let list: Vec<serde_json::Value> = addrs
        .iter()
        .take(MAX_ADDRS)
        .map(|a| serde_json::json!({"addr": a.ip().to_string(), "family": if a.is_ipv4() { 4 } else { 6 }}))
        .collect();
    let json = serde_json::Value::Array(list).to_string();
    write_text(mem, buf, len_inout, &json)
}

fn revents(ctx: &ProcCtx, fd: i32, events: u16) -> u16 {
    if fd < 0 {
        return 0;
    }
    let Ok(f) = ctx.fd(fd as u32) else {
        return POLLNVAL;
    };
    if !f.pollable() {
        return events & (POLLIN | POLLOUT);
    }
    let (r, w) = f.readiness();
    let mut rev = 0;
    if events & POLLIN != 0 && (r.nbytes > 0 || r.hangup) {
        rev |= POLLIN;
    }
    if r.hangup {
        rev |= POLLHUP;
    }
    if events & POLLOUT != 0 {
        if w.hangup {
            rev |= POLLERR;
        } else if w.nbytes > 0 {
            rev |= POLLOUT;
        }
    }
    rev
}

/// `net_poll`: `poll(2)` over 8-byte `[fd i32][events i16][revents i16]` entries. Nothing ready,
/// the guest's fiber parks until a polled socket or pipe changes, the timeout, or a signal.
fn poll(
    mut caller: Caller<'_, ProcCtx>,
    (fds, nfds, timeout_ms, out): (i32, i32, i32, i32),
) -> HostFuture<'_> {
    Box::new(async move {
        let (fds, nfds, out) = (u(fds), u(nfds), u(out));
        let entries = match attempt(&mut caller, |mem, ctx| {
            ctx.may_network()?;
            if nfds > MAX_POLL_FDS {
                return Err(Errno::Einval);
            }
            check_array(fds, nfds, 8, mem.bytes.len())?;
            let mut entries = Vec::with_capacity(nfds as usize);
            for i in 0..nfds {
                // In range: `check_array` above.
                let at = fds + i * 8;
                let fd = mem.read_u32(at)? as i32;
                let events = mem.read_u16(at + 4)?;
                entries.push((fd, events));
            }
            Ok(entries)
        })? {
            Ok(e) => e,
            Err(e) => return Ok(e.wasi()),
        };
        let deadline = (timeout_ms >= 0)
            .then(|| Instant::now().checked_add(Duration::from_millis(timeout_ms as u64)))
            .flatten();
        let mut waiter = Waiter::new(caller.data().process.clone());
        loop {
            let revs: Vec<u16> = {
                let ctx = caller.data();
                entries
                    .iter()
                    .map(|&(fd, ev)| revents(ctx, fd, ev))
                    .collect()
            };
            let ready = revs.iter().filter(|r| **r != 0).count() as u32;
            let expired = deadline.is_some_and(|d| Instant::now() >= d);
            if ready > 0 || expired {
                drop(waiter);
                let r = attempt(&mut caller, |mem, _| {
                    for (i, r) in revs.iter().enumerate() {
                        mem.write_u16(fds + (i as u32) * 8 + 6, *r)?;
                    }
                    mem.write_u32(out, ready)
                })?;
                return Ok(errno(r));
            }
            if waiter.interrupted() {
                return interrupted(&mut caller);
            }
            if !waiter.registered() {
                let files: Vec<Arc<OpenFile>> = {
                    let ctx = caller.data();
                    entries
                        .iter()
                        .filter(|(fd, _)| *fd >= 0)
                        .filter_map(|(fd, _)| ctx.fd(*fd as u32).ok())
                        .collect()
                };
                waiter.register(files, None);
                continue;
            }
            waiter.wait(deadline).await;
        }
    })
}

fn close(ctx: &ProcCtx, fd: u32) -> KResult<()> {
    let slot = ctx.process.fds.lock().close(fd)?;
    // Dropped outside the fd table's lock.
    drop::<Slot>(slot);
    Ok(())
}

pub fn add_to_linker(linker: &mut Linker<ProcCtx>) -> wasmtime::Result<()> {
    linker.func_wrap(M, "net_close", |mut c: Caller<'_, ProcCtx>, fd: i32| {
        errno_call(&mut c, |_, ctx| close(ctx, u(fd)))
    })?;
    linker.func_wrap(
        M,
        "net_listen",
        |mut c: Caller<'_, ProcCtx>, fd: i32, backlog: i32| {
            errno_call(&mut c, |_, ctx| {
                ctx.may_network()?;
                ctx.socket(u(fd))?.1.listen(backlog)
            })
        },
    )?;
    linker.func_wrap(
        M,
        "net_connect",
        |mut c: Caller<'_, ProcCtx>, fd: i32, a: i32, l: i32| {
            errno_call(&mut c, |mem, ctx| connect(mem, ctx, u(fd), u(a), u(l)))
        },
    )?;
    linker.func_wrap(
        M,
        "net_tls_connect",
        |mut c: Caller<'_, ProcCtx>, fd: i32, a: i32, l: i32| {
            errno_call(&mut c, |mem, ctx| tls_connect(mem, ctx, u(fd), u(a), u(l)))
        },
    )?;
    linker.func_wrap(
        M,
        "net_getsockname",
        |mut c: Caller<'_, ProcCtx>, fd: i32, b: i32, l: i32| {
            errno_call(&mut c, |mem, ctx| {
                let name = ctx.socket(u(fd))?.1.local_name();
                write_text(mem, u(b), u(l), &name)
            })
        },
    )?;
    linker.func_wrap(
        M,
        "net_getpeername",
        |mut c: Caller<'_, ProcCtx>, fd: i32, b: i32, l: i32| {
            errno_call(&mut c, |mem, ctx| {
                let name = ctx.socket(u(fd))?.1.peer_name()?;
                write_text(mem, u(b), u(l), &name)
            })
        },
    )?;
    linker.func_wrap(
        M,
        "net_bind",
        |mut c: Caller<'_, ProcCtx>, fd: i32, a: i32, l: i32| {
            errno_call(&mut c, |mem, ctx| {
                ctx.may_network()?;
                let (_, sock) = ctx.socket(u(fd))?;
                let addr = text(mem, u(a), u(l))?;
                sock.bind(&addr)
            })
        },
    )?;
    linker.func_wrap(
        M,
        "net_socket",
        |mut c: Caller<'_, ProcCtx>, d: i32, t: i32, p: i32, out: i32| {
            errno_call(&mut c, |mem, ctx| {
                let fd = socket(ctx, u(d), u(t), u(p))?;
                mem.write_u32(u(out), fd)
            })
        },
    )?;
    linker.func_wrap_async(M, "net_poll", poll)?;
    linker.func_wrap_async(
        M,
        "net_accept",
        |mut c: Caller<'_, ProcCtx>, (fd, out, a, l): (i32, i32, i32, i32)| -> HostFuture<'_> {
            Box::new(async move {
                retry_on_file(&mut c, |mem, ctx| {
                    ctx.may_network()?;
                    let (nfd, sock) = match try_accept(ctx, u(fd), false)? {
                        Ok(accepted) => accepted,
                        Err(listener) => return Ok(Some(listener)),
                    };
                    mem.write_u32(u(out), nfd)?;
                    if a != 0 {
                        write_text(mem, u(a), u(l), &sock.peer_name()?)?;
                    }
                    Ok(None)
                })
                .await
            })
        },
    )?;
    linker.func_wrap(
        M,
        "net_send",
        |mut c: Caller<'_, ProcCtx>, fd: i32, b: i32, l: i32, flags: i32, out: i32| {
            errno_call(&mut c, |mem, ctx| {
                if flags != 0 {
                    return Err(Errno::Enotsup);
                }
                let n = send(mem, ctx, u(fd), u(b), u(l))?;
                mem.write_u32(u(out), n as u32)
            })
        },
    )?;
    linker.func_wrap(
        M,
        "net_recv",
        |mut c: Caller<'_, ProcCtx>, fd: i32, b: i32, l: i32, flags: i32, out: i32| {
            errno_call(&mut c, |mem, ctx| {
                let peek = recv_flags(u(flags))?;
                let n = recv(mem, ctx, u(fd), u(b), u(l), peek)?;
                mem.write_u32(u(out), n as u32)
            })
        },
    )?;
    linker.func_wrap(
        M,
        "net_setsockopt",
        |mut c: Caller<'_, ProcCtx>, fd: i32, level: i32, opt: i32, v: i32, l: i32| {
            errno_call(&mut c, |mem, ctx| {
                setsockopt(mem, ctx, u(fd), level, opt, (u(v), u(l)))
            })
        },
    )?;
    linker.func_wrap(
        M,
        "net_getaddrinfo",
        |mut c: Caller<'_, ProcCtx>, h: i32, hl: i32, p: i32, pl: i32, b: i32, l: i32| {
            errno_call(&mut c, |mem, ctx| {
                getaddrinfo(mem, ctx, (u(h), u(hl)), (u(p), u(pl)), u(b), u(l))
            })
        },
    )?;
    linker.func_wrap(
        M,
        "net_sendto",
        |mut c: Caller<'_, ProcCtx>,
         fd: i32,
         b: i32,
         l: i32,
         flags: i32,
         _a: i32,
         al: i32,
         out: i32| {
            errno_call(&mut c, |mem, ctx| {
                if flags != 0 || al != 0 {
                    return Err(Errno::Enotsup);
                }
                let n = send(mem, ctx, u(fd), u(b), u(l))?;
                mem.write_u32(u(out), n as u32)
            })
        },
    )?;
    linker.func_wrap(
        M,
        "net_recvfrom",
        |mut c: Caller<'_, ProcCtx>,
         fd: i32,
         b: i32,
         l: i32,
         flags: i32,
         out: i32,
         a: i32,
         al: i32| {
            errno_call(&mut c, |mem, ctx| {
                let peek = recv_flags(u(flags))?;
                let n = recv(mem, ctx, u(fd), u(b), u(l), peek)?;
                mem.write_u32(u(out), n as u32)?;
                if a != 0 {
                    let peer = ctx.socket(u(fd))?.1.peer_name()?;
                    write_text(mem, u(a), u(al), &peer)?;
                }
                Ok(())
            })
        },
    )?;
    Ok(())
}

/// wasi-libc's `SOL_SOCKET` and `SO_SNDTIMEO` (32-bit `long`, 64-bit `time_t`).
const SOL_SOCKET: i32 = 0x7fff_ffff;
const SO_SNDTIMEO: i32 = 67;

/// `SO_SNDTIMEO` (a 16-byte `struct timeval`, `{i64 tv_sec, i64 tv_usec}`) bounds a later
/// `net_connect`, as on Linux; every other option is accepted and ignored (`docs/network.md`).
fn setsockopt(
    mem: &mut GuestMem<'_>,
    ctx: &mut ProcCtx,
    fd: u32,
    level: i32,
    opt: i32,
    (val, len): (u32, u32),
) -> KResult<()> {
    let (_, socket) = ctx.socket(fd)?;
    if level != SOL_SOCKET || opt != SO_SNDTIMEO {
        return Ok(());
    }
    if len != 16 {
        return Err(Errno::Einval);
    }
    let sec = mem.read_u64(val)? as i64;
    let usec = mem.read_u64(val + 8)? as i64;
    if sec < 0 || !(0..1_000_000).contains(&usec) {
        return Err(Errno::Einval);
    }
    let timeout = Duration::from_secs(sec as u64) + Duration::from_micros(usec as u64);
    socket.set_send_timeout((!timeout.is_zero()).then_some(timeout));
    Ok(())
}
