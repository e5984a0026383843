//! The event loop's I/O half: `poll(2)` over the descriptors JavaScript watches, and the raw
//! reads and writes its streams make once a descriptor is ready.
//!
//! wasi-libc's `poll` is `poll_oneoff` on our kernel: pipes, sockets and the terminal report
//! readiness; regular files are always ready. JavaScript keeps the watch list (bootstrap.js
//! `watchFd`); main.rs asks it what to wait for, calls [`poll`], and hands the result back.

use std::io;

use rquickjs::{Ctx, Function, Object, TypedArray, Value};

/// Waits until one of `fds` (pairs of descriptor and `POLLIN`/`POLLOUT` bits) is ready or
/// `timeout_ms` passes (negative: no timeout). Returns each descriptor's `revents`, in order;
/// all zero on a timeout or `EINTR`.
pub fn poll(fds: &[(i32, i16)], timeout_ms: f64) -> Vec<i16> {
    let mut list: Vec<libc::pollfd> = fds
        .iter()
        .map(|&(fd, events)| libc::pollfd {
            fd,
            events,
            revents: 0,
        })
        .collect();
    let timeout = if timeout_ms < 0.0 || !timeout_ms.is_finite() {
        -1
    } else {
        timeout_ms.ceil().min(i32::MAX as f64) as libc::c_int
    };
    // SAFETY: `list` is a valid, exclusively borrowed array of `list.len()` pollfd entries.
    let n = unsafe { libc::poll(list.as_mut_ptr(), list.len() as libc::nfds_t, timeout) };
    if n < 0 {
        return vec![0; list.len()];
    }
    list.iter().map(|p| p.revents).collect()
}

/// Sleeps for `ms` milliseconds (the loop's wait when nothing is watched).
pub fn sleep(ms: f64) {
    if ms > 0.0 && ms.is_finite() {
        std::thread::sleep(std::time::Duration::from_micros((ms * 1000.0) as u64));
    }
}

/// One `read(2)` of at most `max` bytes from `fd`.
fn read_some(fd: i32, max: usize) -> io::Result<Vec<u8>> {
    let mut buf = vec![0u8; max.clamp(1, 1 << 20)];
    // SAFETY: `buf` is a valid, exclusively borrowed buffer of `buf.len()` bytes.
    let n = unsafe { libc::read(fd, buf.as_mut_ptr().cast(), buf.len()) };
    if n < 0 {
        return Err(io::Error::last_os_error());
    }
    buf.truncate(n as usize);
    Ok(buf)
}

/// One `write(2)` of `data` to `fd`; returns the bytes written.
fn write_some(fd: i32, data: &[u8]) -> io::Result<usize> {
    // SAFETY: `data` is a valid buffer of `data.len()` bytes.
    let n = unsafe { libc::write(fd, data.as_ptr().cast(), data.len()) };
    if n < 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(n as usize)
}

/// `native.poll`, `native.readSome`, `native.writeSome`, `native.closeFd` on the native object.
pub fn install<'js>(ctx: &Ctx<'js>, n: &Object<'js>) -> rquickjs::Result<()> {
    n.set("POLLIN", libc::POLLIN)?;
    n.set("POLLOUT", libc::POLLOUT)?;
    n.set("POLLHUP", libc::POLLHUP)?;
    n.set("POLLERR", libc::POLLERR)?;
    n.set("POLLNVAL", libc::POLLNVAL)?;
    // poll([fd, events, fd, events, …], timeoutMs) → [revents, …]
    n.set(
        "poll",
        Function::new(
            ctx.clone(),
            |pairs: Vec<i32>, timeout_ms: f64| -> Vec<i32> {
                let fds: Vec<(i32, i16)> =
                    pairs.chunks_exact(2).map(|p| (p[0], p[1] as i16)).collect();
                poll(&fds, timeout_ms).into_iter().map(i32::from).collect()
            },
        )?,
    )?;
    // readSome(fd, max) → Uint8Array (empty at end of file); throws an fs-style error.
    n.set(
        "readSome",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, fd: i32, max: f64| -> rquickjs::Result<Value<'js>> {
                let max = if max.is_finite() && max >= 1.0 {
                    max as usize
                } else {
                    65536
                };
                let data = read_some(fd, max)
                    .map_err(|e| crate::native::throw_io(&ctx, e, "read", "", None))?;
                Ok(TypedArray::<u8>::new(ctx.clone(), data)?.into_value())
            },
        )?,
    )?;
    // writeSome(fd, bytes) → bytes written; throws an fs-style error (EPIPE for a closed reader).
    n.set(
        "writeSome",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, fd: i32, data: Value<'js>| -> rquickjs::Result<f64> {
                let bytes = crate::native::bytes_of(&data)?;
                let n = write_some(fd, &bytes)
                    .map_err(|e| crate::native::throw_io(&ctx, e, "write", "", None))?;
                Ok(n as f64)
            },
        )?,
    )?;
    n.set(
        "isatty",
        Function::new(ctx.clone(), |fd: i32| -> bool {
            agentos_process::host::isatty(fd)
        })?,
    )?;
    n.set(
        "closeFd",
        Function::new(ctx.clone(), |fd: i32| -> bool {
            // SAFETY: closing a descriptor number JavaScript owns; a stale number is EBADF.
            unsafe { libc::close(fd) == 0 }
        })?,
    )?;
    Ok(())
}
