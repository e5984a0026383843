//! The `host_net` calls (wasi only): sockets are kernel fds wrapped in `std::net` types.

use std::io;
use std::net::{IpAddr, SocketAddr, TcpListener, TcpStream};
use std::os::fd::{AsRawFd, FromRawFd, IntoRawFd, RawFd};
use std::time::Duration;

use crate::{address_text, errno, error, parse_addrinfo, parse_socket_addr, split_host_port, sys};

const AF_INET: i32 = 1;
const AF_INET6: i32 = 2;
const SOCK_STREAM: i32 = 6;
const POLLIN: i16 = 0x1;

fn check(call: &'static str, ret: i32) -> io::Result<()> {
    match ret {
        0 => Ok(()),
        errno => Err(error(call, errno)),
    }
}

fn domain_of(host: &str) -> i32 {
    if host.contains(':') {
        AF_INET6
    } else {
        AF_INET
    }
}

/// A new stream socket, owned (closed on drop).
fn socket(domain: i32) -> io::Result<TcpStream> {
    let mut fd = 0u32;
    // SAFETY: one live u32 out-pointer.
    check("net_socket", unsafe {
        sys::net_socket(domain, SOCK_STREAM, 0, &mut fd)
    })?;
    // SAFETY: the host just gave us this fd and nothing else owns it.
    Ok(unsafe { TcpStream::from_raw_fd(fd as RawFd) })
}

/// Connects to `host` (a name, an IPv4 literal or an IPv6 literal, bracketed or not) on `port`.
/// The host resolves the name and checks the policy on it: `EACCES` policy denial, `ENOENT` name
/// not found, `ECONNREFUSED`, `ETIMEDOUT` (host connect timeout), `EHOSTUNREACH`/`ENETUNREACH`.
pub fn connect(host: &str, port: u16) -> io::Result<TcpStream> {
    connect_timeout(host, port, None)
}

/// wasi-libc's `SOL_SOCKET` and `SO_SNDTIMEO` (docs/network.md, `net_setsockopt`).
const SOL_SOCKET: i32 = 0x7fff_ffff;
const SO_SNDTIMEO: i32 = 67;

/// [`connect`] that gives up after `timeout` (`ETIMEDOUT`), at most the VM's `connectTimeoutMs`:
/// the timeout is the socket's `SO_SNDTIMEO`, which the host applies to the connect.
pub fn connect_timeout(host: &str, port: u16, timeout: Option<Duration>) -> io::Result<TcpStream> {
    let stream = socket(domain_of(host))?;
    if let Some(t) = timeout {
        // A zero timeval means "no timeout": round up to the smallest bound there is.
        let t = t.max(Duration::from_micros(1));
        let mut timeval = [0u8; 16];
        timeval[..8].copy_from_slice(&(t.as_secs() as i64).to_le_bytes());
        timeval[8..].copy_from_slice(&i64::from(t.subsec_micros()).to_le_bytes());
        // SAFETY: a live 16-byte buffer and its length.
        check("net_setsockopt", unsafe {
            sys::net_setsockopt(
                stream.as_raw_fd(),
                SOL_SOCKET,
                SO_SNDTIMEO,
                timeval.as_ptr(),
                16,
            )
        })?;
    }
    let addr = address_text(host, port);
    // SAFETY: a live byte buffer and its length.
    check("net_connect", unsafe {
        sys::net_connect(stream.as_raw_fd(), addr.as_ptr(), addr.len() as i32)
    })?;
    Ok(stream)
}

/// Upgrades a connected, unused `stream` to host-side TLS with SNI `servername`; afterwards the
/// stream carries plaintext. `EPERM` certificate not trusted (or expired, or for another name),
/// `EPROTO` other handshake failure.
pub fn tls_connect(stream: &TcpStream, servername: &str) -> io::Result<()> {
    let name = servername.trim_start_matches('[').trim_end_matches(']');
    // SAFETY: a live byte buffer and its length.
    check("net_tls_connect", unsafe {
        sys::net_tls_connect(stream.as_raw_fd(), name.as_ptr(), name.len() as i32)
    })
}

/// The addresses of `host` (at most 16, IPv4 first), resolved by the host under the `dns://` policy:
/// `EACCES` denied, `ENOENT` not found.
pub fn resolve(host: &str) -> io::Result<Vec<IpAddr>> {
    let host = host.trim_start_matches('[').trim_end_matches(']');
    if let Ok(ip) = host.parse::<IpAddr>() {
        return Ok(vec![ip]);
    }
    let mut buf = vec![0u8; 1024];
    loop {
        let mut len = buf.len() as u32;
        // SAFETY: live byte buffers with their lengths and a live u32 in/out pointer; the port
        // text is empty (an in-bounds pointer with length 0).
        let ret = unsafe {
            sys::net_getaddrinfo(
                host.as_ptr(),
                host.len() as i32,
                host.as_ptr(),
                0,
                buf.as_mut_ptr(),
                &mut len,
            )
        };
        match ret {
            0 => {
                buf.truncate((len as usize).min(buf.len()));
                return parse_addrinfo(&buf);
            }
            errno::ENOBUFS if (len as usize) > buf.len() && len <= 1 << 20 => {
                buf.resize(len as usize, 0)
            }
            errno => return Err(error("net_getaddrinfo", errno)),
        }
    }
}

/// Listens on VM loopback at `addr` (`host:port`, host `127.0.0.1`, `localhost`, `0.0.0.0`, `::1`
/// or `::`; port 0 picks a free one, see [`local_addr`]). `EADDRINUSE`, `EADDRNOTAVAIL`.
pub fn listen(addr: &str) -> io::Result<TcpListener> {
    let (host, _) = split_host_port(addr).ok_or_else(|| error("net_bind", errno::EINVAL))?;
    let socket = socket(domain_of(host))?;
    let fd = socket.as_raw_fd();
    // SAFETY: a live byte buffer and its length.
    check("net_bind", unsafe {
        sys::net_bind(fd, addr.as_ptr(), addr.len() as i32)
    })?;
    // SAFETY: plain integers.
    check("net_listen", unsafe { sys::net_listen(fd, 128) })?;
    // The fd moves from the stream to the listener (no double close).
    let fd = socket.into_raw_fd();
    // SAFETY: we own `fd` (just released from `socket`).
    Ok(unsafe { TcpListener::from_raw_fd(fd) })
}

fn sockname(call: &'static str, fd: RawFd, peer: bool) -> io::Result<SocketAddr> {
    let mut buf = vec![0u8; 64];
    loop {
        let mut len = buf.len() as u32;
        // SAFETY: a live byte buffer and a live u32 in/out pointer.
        let ret = unsafe {
            if peer {
                sys::net_getpeername(fd, buf.as_mut_ptr(), &mut len)
            } else {
                sys::net_getsockname(fd, buf.as_mut_ptr(), &mut len)
            }
        };
        match ret {
            0 => {
                buf.truncate((len as usize).min(buf.len()));
                let text = String::from_utf8_lossy(&buf);
                return parse_socket_addr(&text).ok_or_else(|| error(call, errno::EPROTO));
            }
            errno::ENOBUFS if (len as usize) > buf.len() && len <= 4096 => {
                buf.resize(len as usize, 0)
            }
            errno => return Err(error(call, errno)),
        }
    }
}

/// The local address of a socket or listener (the real port after binding port 0).
pub fn local_addr(socket: &impl AsRawFd) -> io::Result<SocketAddr> {
    sockname("net_getsockname", socket.as_raw_fd(), false)
}

/// The peer address of a connected socket (`ENOTCONN` when not connected).
pub fn peer_addr(socket: &impl AsRawFd) -> io::Result<SocketAddr> {
    sockname("net_getpeername", socket.as_raw_fd(), true)
}

/// Waits until `socket` is readable (data, EOF or a pending connection) or `timeout` passes
/// (`None` waits forever): `Ok(false)` on timeout. `EINTR` when the process is signalled.
pub fn wait_readable(socket: &impl AsRawFd, timeout: Option<Duration>) -> io::Result<bool> {
    Ok(poll_readable(&[socket.as_raw_fd()], timeout)?[0])
}

/// Waits until any of `fds` is readable or `timeout` passes; which ones are (all `false` on
/// timeout). Errors and hang-ups count as readable (the read reports them).
pub fn poll_readable(fds: &[RawFd], timeout: Option<Duration>) -> io::Result<Vec<bool>> {
    let ms = timeout.map_or(-1, |t| t.as_millis().min(i32::MAX as u128) as i32);
    let mut entries = vec![0u8; 8 * fds.len()];
    for (entry, fd) in entries.chunks_exact_mut(8).zip(fds) {
        entry[..4].copy_from_slice(&fd.to_le_bytes());
        entry[4..6].copy_from_slice(&POLLIN.to_le_bytes());
    }
    let mut ready = 0u32;
    // SAFETY: `fds.len()` live 8-byte poll entries and a live u32 out-pointer.
    check("net_poll", unsafe {
        sys::net_poll(entries.as_mut_ptr(), fds.len() as i32, ms, &mut ready)
    })?;
    Ok(entries
        .chunks_exact(8)
        .map(|e| i16::from_le_bytes([e[6], e[7]]) != 0)
        .collect())
}
