//! Off wasi: the same API over the host's own `std::net` sockets, so the commands can be run and
//! tested natively (no policy, no TLS: `tls_connect` fails with `ENOTSUP`). Errors carry the WASI
//! errno matching the std error kind, as the `host_net` imports would return it.

use std::io;
use std::mem::ManuallyDrop;
use std::net::{IpAddr, SocketAddr, TcpListener, TcpStream, ToSocketAddrs};
use std::os::fd::{AsRawFd, FromRawFd, RawFd};
use std::time::Duration;

use crate::{errno, error};

fn wasi(call: &'static str, e: io::Error) -> io::Error {
    let n = match e.kind() {
        io::ErrorKind::ConnectionRefused => errno::ECONNREFUSED,
        io::ErrorKind::TimedOut => errno::ETIMEDOUT,
        io::ErrorKind::PermissionDenied => errno::EACCES,
        io::ErrorKind::AddrInUse => errno::EADDRINUSE,
        io::ErrorKind::AddrNotAvailable => errno::EADDRNOTAVAIL,
        io::ErrorKind::HostUnreachable => errno::EHOSTUNREACH,
        io::ErrorKind::NetworkUnreachable => errno::ENETUNREACH,
        io::ErrorKind::InvalidInput => errno::EINVAL,
        _ => return e,
    };
    error(call, n)
}

pub fn connect(host: &str, port: u16) -> io::Result<TcpStream> {
    connect_timeout(host, port, None)
}

pub fn connect_timeout(
    host: &str,
    port: u16,
    timeout: Option<std::time::Duration>,
) -> io::Result<TcpStream> {
    let host = host.trim_start_matches('[').trim_end_matches(']');
    let addrs: Vec<SocketAddr> = (host, port)
        .to_socket_addrs()
        .map_err(|_| error("net_connect", errno::ENOENT))?
        .collect();
    let Some(first) = addrs.first() else {
        return Err(error("net_connect", errno::ENOENT));
    };
    match timeout {
        Some(t) => TcpStream::connect_timeout(first, t.max(std::time::Duration::from_micros(1))),
        None => TcpStream::connect(&addrs[..]),
    }
    .map_err(|e| wasi("net_connect", e))
}

pub fn tls_connect(_: &TcpStream, _: &str) -> io::Result<()> {
    Err(error("net_tls_connect", errno::ENOTSUP))
}

pub fn resolve(host: &str) -> io::Result<Vec<IpAddr>> {
    let host = host.trim_start_matches('[').trim_end_matches(']');
    let addrs = (host, 0)
        .to_socket_addrs()
        .map_err(|_| error("net_getaddrinfo", errno::ENOENT))?;
    Ok(addrs.map(|a| a.ip()).collect())
}

pub fn listen(addr: &str) -> io::Result<TcpListener> {
    let (host, port) =
        crate::split_host_port(addr).ok_or_else(|| error("net_bind", errno::EINVAL))?;
    TcpListener::bind((host, port)).map_err(|e| wasi("net_bind", e))
}

fn borrowed(socket: &impl AsRawFd) -> ManuallyDrop<TcpStream> {
    // SAFETY: the fd stays owned by `socket`; ManuallyDrop never closes it.
    ManuallyDrop::new(unsafe { TcpStream::from_raw_fd(socket.as_raw_fd()) })
}

pub fn local_addr(socket: &impl AsRawFd) -> io::Result<SocketAddr> {
    borrowed(socket).local_addr()
}

pub fn peer_addr(socket: &impl AsRawFd) -> io::Result<SocketAddr> {
    borrowed(socket).peer_addr()
}

/// Natively a socket read timeout stands in for `net_poll`: always "readable", the read itself
/// times out (`WouldBlock`/`TimedOut`) after `timeout`.
pub fn wait_readable(socket: &impl AsRawFd, timeout: Option<Duration>) -> io::Result<bool> {
    let stream = borrowed(socket);
    // Listeners reject SO_RCVTIMEO on some systems; a failure only means no timeout.
    let _ = stream.set_read_timeout(timeout.filter(|t| !t.is_zero()));
    Ok(true)
}

/// Natively only the first fd is waited on (through its read timeout, as [`wait_readable`]).
pub fn poll_readable(fds: &[RawFd], timeout: Option<Duration>) -> io::Result<Vec<bool>> {
    let mut ready = vec![false; fds.len()];
    if let Some(&first) = fds.first() {
        // SAFETY: the caller owns `first`; ManuallyDrop never closes it.
        let stream = ManuallyDrop::new(unsafe { TcpStream::from_raw_fd(first) });
        ready[0] = wait_readable(&*stream, timeout)?;
    }
    Ok(ready)
}
