//! Sockets for `net`, `tls`, `dns`, `http`: natives over the `host_net` imports (agentos-net).
//!
//! Sockets are kernel fds: JavaScript (js/net.js) watches them with the reactor and moves bytes
//! with `sockRead`/`sockWrite` once they are ready (non-blocking fds: `EAGAIN` is "not now").
//! `net_connect`, `net_tls_connect` and `net_getaddrinfo` block the process (the host's ABI has
//! no asynchronous connect); a connect to a listener of this VM is joined at once by the kernel.
//! Failures throw an `Error` whose `code` is the errno's name (`ECONNREFUSED`, `EACCES`, …) and
//! whose `call` is the import that failed; js/net.js turns it into Node's error shape.

use std::io::{self, Read, Write};
use std::mem::ManuallyDrop;
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::os::fd::{FromRawFd, IntoRawFd, RawFd};
use std::time::Duration;

use rquickjs::{Ctx, Exception, Function, Object, TypedArray, Value};

/// Throws `e` as an `Error` with `code` (the WASI errno's name, or `EIO`) and `call`.
fn throw_net(ctx: &Ctx<'_>, e: &io::Error, call: &str) -> rquickjs::Error {
    let code = agentos_net::errno(e)
        .and_then(agentos_net::errno::name)
        .unwrap_or(match e.kind() {
            io::ErrorKind::WouldBlock => "EAGAIN",
            io::ErrorKind::ConnectionReset => "ECONNRESET",
            io::ErrorKind::BrokenPipe => "EPIPE",
            io::ErrorKind::ConnectionRefused => "ECONNREFUSED",
            _ => "EIO",
        });
    let build = || -> rquickjs::Result<Value> {
        let exc = Exception::from_message(ctx.clone(), code)?;
        exc.set("code", code)?;
        exc.set("call", call)?;
        exc.set("detail", agentos_net::error_text(e))?;
        Ok(exc.into_value())
    };
    match build() {
        Ok(v) => ctx.throw(v),
        Err(e) => e,
    }
}

/// A std socket over a descriptor JavaScript owns (never closed here).
fn borrow_stream(fd: RawFd) -> ManuallyDrop<TcpStream> {
    // SAFETY: the fd stays owned by JavaScript; ManuallyDrop never closes it.
    ManuallyDrop::new(unsafe { TcpStream::from_raw_fd(fd) })
}

fn borrow_listener(fd: RawFd) -> ManuallyDrop<TcpListener> {
    // SAFETY: as borrow_stream.
    ManuallyDrop::new(unsafe { TcpListener::from_raw_fd(fd) })
}

/// `[address, port]` of a socket address, as text.
fn addr_parts(a: SocketAddr) -> Vec<String> {
    vec![a.ip().to_string(), a.port().to_string()]
}

fn would_block(e: &io::Error) -> bool {
    e.kind() == io::ErrorKind::WouldBlock
        || agentos_net::errno(e) == Some(agentos_net::errno::EAGAIN)
}

/// The socket natives on the native object (names in the module doc).
pub fn install<'js>(ctx: &Ctx<'js>, n: &Object<'js>) -> rquickjs::Result<()> {
    // netConnect(host, port, timeoutMs) → fd, connected and non-blocking. timeoutMs ≤ 0: the VM's.
    n.set(
        "netConnect",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, host: String, port: u16, timeout_ms: f64| -> rquickjs::Result<i32> {
                let timeout = (timeout_ms.is_finite() && timeout_ms > 0.0)
                    .then(|| Duration::from_micros((timeout_ms * 1000.0) as u64));
                let stream = agentos_net::connect_timeout(&host, port, timeout)
                    .map_err(|e| throw_net(&ctx, &e, "connect"))?;
                stream
                    .set_nonblocking(true)
                    .map_err(|e| throw_net(&ctx, &e, "connect"))?;
                Ok(stream.into_raw_fd())
            },
        )?,
    )?;
    // netTls(fd, servername): host-side TLS on a connected, unused socket.
    n.set(
        "netTls",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, fd: i32, servername: String| -> rquickjs::Result<()> {
                agentos_net::tls_connect(&borrow_stream(fd), &servername)
                    .map_err(|e| throw_net(&ctx, &e, "tls_connect"))
            },
        )?,
    )?;
    // netListen("host:port") → fd of a non-blocking VM-loopback listener.
    n.set(
        "netListen",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, addr: String| -> rquickjs::Result<i32> {
                let listener =
                    agentos_net::listen(&addr).map_err(|e| throw_net(&ctx, &e, "listen"))?;
                listener
                    .set_nonblocking(true)
                    .map_err(|e| throw_net(&ctx, &e, "listen"))?;
                Ok(listener.into_raw_fd())
            },
        )?,
    )?;
    // netAccept(fd) → a new non-blocking connected fd, or -1 when none is pending.
    n.set(
        "netAccept",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, fd: i32| -> rquickjs::Result<i32> {
                match borrow_listener(fd).accept() {
                    Ok((stream, _)) => {
                        stream
                            .set_nonblocking(true)
                            .map_err(|e| throw_net(&ctx, &e, "accept"))?;
                        Ok(stream.into_raw_fd())
                    }
                    Err(e) if would_block(&e) => Ok(-1),
                    Err(e) => Err(throw_net(&ctx, &e, "accept")),
                }
            },
        )?,
    )?;
    // netSockname(fd) / netPeername(fd) → [address, port text], or null.
    n.set(
        "netSockname",
        Function::new(ctx.clone(), |fd: i32| -> Option<Vec<String>> {
            agentos_net::local_addr(&*borrow_stream(fd))
                .ok()
                .map(addr_parts)
        })?,
    )?;
    n.set(
        "netPeername",
        Function::new(ctx.clone(), |fd: i32| -> Option<Vec<String>> {
            agentos_net::peer_addr(&*borrow_stream(fd))
                .ok()
                .map(addr_parts)
        })?,
    )?;
    // netResolve(host) → [address, …] (IPv4 first), under the dns:// policy.
    n.set(
        "netResolve",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, host: String| -> rquickjs::Result<Vec<String>> {
                let ips =
                    agentos_net::resolve(&host).map_err(|e| throw_net(&ctx, &e, "getaddrinfo"))?;
                Ok(ips.into_iter().map(|ip| ip.to_string()).collect())
            },
        )?,
    )?;
    // sockRead(fd, max) → Uint8Array (empty: the peer closed), or null when nothing is buffered.
    n.set(
        "sockRead",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, fd: i32, max: f64| -> rquickjs::Result<Value<'js>> {
                let max = if max.is_finite() && max >= 1.0 {
                    (max as usize).min(1 << 20)
                } else {
                    65536
                };
                let mut buf = vec![0u8; max];
                match borrow_stream(fd).read(&mut buf) {
                    Ok(n) => {
                        buf.truncate(n);
                        Ok(TypedArray::<u8>::new(ctx.clone(), buf)?.into_value())
                    }
                    Err(e) if would_block(&e) => Ok(Value::new_null(ctx.clone())),
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {
                        Ok(Value::new_null(ctx.clone()))
                    }
                    Err(e) => Err(throw_net(&ctx, &e, "read")),
                }
            },
        )?,
    )?;
    // sockWrite(fd, bytes) → bytes written (0 when the socket's buffer is full).
    n.set(
        "sockWrite",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, fd: i32, data: Value<'js>| -> rquickjs::Result<f64> {
                let bytes = crate::native::bytes_of(&data)?;
                match borrow_stream(fd).write(&bytes) {
                    Ok(n) => Ok(n as f64),
                    Err(e) if would_block(&e) || e.kind() == io::ErrorKind::Interrupted => Ok(0.0),
                    Err(e) => Err(throw_net(&ctx, &e, "write")),
                }
            },
        )?,
    )?;
    // sockShutdown(fd): no more writes (the peer reads end of stream).
    n.set(
        "sockShutdown",
        Function::new(ctx.clone(), |fd: i32| -> bool {
            borrow_stream(fd).shutdown(Shutdown::Write).is_ok()
        })?,
    )?;
    Ok(())
}
