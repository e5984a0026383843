//! Sockets for agentOS guests: safe wrappers over the `host_net` imports (`docs/network.md`).
//!
//! The host does DNS, TCP and TLS; a socket is a kernel fd, so the `std::net` types built on it with
//! `FromRawFd` read and write through `fd_read`/`fd_write` and accept through preview1
//! `sock_accept`. Names are resolved by the host at `net_connect` (the policy is checked on the name
//! the program named), so [`connect`] takes a host name, never an address.
//!
//! Errors keep the WASI errno: [`errno`] gives it back from any `io::Error` this crate made (on every
//! target, so callers can unit-test their mapping), [`NetError`] says what it means for a network
//! call. Off wasi (host `cargo test`) every call fails with `ENOTSUP`.

mod sys;

use std::fmt;
use std::io;
use std::net::{IpAddr, SocketAddr, TcpListener, TcpStream};
use std::os::fd::{AsRawFd, FromRawFd, RawFd};
use std::time::Duration;

/// WASI preview1 errno values the host returns (wasi-libc numbering).
pub mod errno {
    pub const EACCES: i32 = 2;
    pub const EADDRINUSE: i32 = 3;
    pub const EADDRNOTAVAIL: i32 = 4;
    pub const EAGAIN: i32 = 6;
    pub const ECONNREFUSED: i32 = 14;
    pub const ECONNRESET: i32 = 15;
    pub const EHOSTUNREACH: i32 = 23;
    pub const EINTR: i32 = 27;
    pub const EINVAL: i32 = 28;
    pub const ENETUNREACH: i32 = 40;
    pub const ENOBUFS: i32 = 42;
    pub const ENOENT: i32 = 44;
    pub const ENOTCONN: i32 = 53;
    pub const ENOTSUP: i32 = 58;
    pub const EPERM: i32 = 63;
    pub const EPIPE: i32 = 64;
    pub const EPROTO: i32 = 65;
    pub const ETIMEDOUT: i32 = 73;
}

const AF_INET: i32 = 1;
const AF_INET6: i32 = 2;
const SOCK_STREAM: i32 = 6;
const POLLIN: i16 = 0x1;

/// A failed `host_net` call: the errno and the call that returned it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NetError {
    pub errno: i32,
    /// The import that failed (`net_connect`, `net_tls_connect`, …).
    pub call: &'static str,
}

impl NetError {
    /// What the errno means for a network call (the words curl and wget print).
    pub fn reason(&self) -> &'static str {
        match self.errno {
            errno::EACCES => "blocked by network policy",
            errno::ENOENT => "Could not resolve host",
            errno::ECONNREFUSED => "Connection refused",
            errno::ETIMEDOUT => "Connection timed out",
            errno::EPERM => "SSL certificate problem: certificate not trusted",
            errno::EPROTO => "TLS handshake failed",
            errno::EHOSTUNREACH => "No route to host",
            errno::ENETUNREACH => "Network is unreachable",
            errno::ECONNRESET => "Connection reset by peer",
            errno::EADDRINUSE => "Address already in use",
            errno::EADDRNOTAVAIL => "Cannot assign requested address",
            errno::EINTR => "Interrupted",
            errno::EINVAL => "Invalid argument",
            errno::ENOTSUP => "networking is not supported here",
            _ => "network error",
        }
    }

    fn kind(&self) -> io::ErrorKind {
        use io::ErrorKind as K;
        match self.errno {
            errno::EACCES | errno::EPERM => K::PermissionDenied,
            errno::ENOENT => K::NotFound,
            errno::ECONNREFUSED => K::ConnectionRefused,
            errno::ECONNRESET => K::ConnectionReset,
            errno::ETIMEDOUT => K::TimedOut,
            errno::EHOSTUNREACH => K::HostUnreachable,
            errno::ENETUNREACH => K::NetworkUnreachable,
            errno::EADDRINUSE => K::AddrInUse,
            errno::EADDRNOTAVAIL => K::AddrNotAvailable,
            errno::EINTR => K::Interrupted,
            errno::EINVAL => K::InvalidInput,
            errno::EAGAIN => K::WouldBlock,
            errno::ENOTSUP => K::Unsupported,
            errno::EPIPE => K::BrokenPipe,
            errno::ENOTCONN => K::NotConnected,
            _ => K::Other,
        }
    }
}

impl fmt::Display for NetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {} (errno {})", self.call, self.reason(), self.errno)
    }
}

impl std::error::Error for NetError {}

/// An `io::Error` of the kind matching `errno`, carrying a [`NetError`].
pub fn error(call: &'static str, errno: i32) -> io::Error {
    let e = NetError { errno, call };
    io::Error::new(e.kind(), e)
}

/// The WASI errno behind `e`: from a [`NetError`] this crate made, else the raw OS error (on wasi
/// the std errors of socket reads and writes carry WASI numbers).
pub fn errno(e: &io::Error) -> Option<i32> {
    if let Some(net) = e.get_ref().and_then(|inner| inner.downcast_ref::<NetError>()) {
        return Some(net.errno);
    }
    if cfg!(target_os = "wasi") {
        e.raw_os_error()
    } else {
        None
    }
}

fn check(call: &'static str, ret: i32) -> io::Result<()> {
    match ret {
        0 => Ok(()),
        errno => Err(error(call, errno)),
    }
}

/// `host:port` text as the host expects it: IPv6 literals bracketed.
pub fn address_text(host: &str, port: u16) -> String {
    let bare = host.trim_start_matches('[').trim_end_matches(']');
    if bare.contains(':') {
        format!("[{bare}]:{port}")
    } else {
        format!("{bare}:{port}")
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
    check("net_socket", unsafe { sys::net_socket(domain, SOCK_STREAM, 0, &mut fd) })?;
    // SAFETY: the host just gave us this fd and nothing else owns it.
    Ok(unsafe { TcpStream::from_raw_fd(fd as RawFd) })
}

/// Connects to `host` (a name, an IPv4 literal or an IPv6 literal, bracketed or not) on `port`.
/// The host resolves the name and checks the policy on it: `EACCES` policy denial, `ENOENT` name
/// not found, `ECONNREFUSED`, `ETIMEDOUT` (host connect timeout), `EHOSTUNREACH`/`ENETUNREACH`.
pub fn connect(host: &str, port: u16) -> io::Result<TcpStream> {
    let stream = socket(domain_of(host))?;
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

fn parse_addrinfo(json: &[u8]) -> io::Result<Vec<IpAddr>> {
    let bad = || error("net_getaddrinfo", errno::EPROTO);
    let value: serde_json::Value = serde_json::from_slice(json).map_err(|_| bad())?;
    let entries = value.as_array().ok_or_else(bad)?;
    entries
        .iter()
        .map(|e| e.get("addr").and_then(|a| a.as_str()).and_then(|a| a.parse().ok()).ok_or_else(bad))
        .collect()
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
        // SAFETY: live byte buffers with their lengths and a live u32 in/out pointer.
        let ret = unsafe {
            sys::net_getaddrinfo(host.as_ptr(), host.len() as i32, std::ptr::null(), 0, buf.as_mut_ptr(), &mut len)
        };
        match ret {
            0 => {
                buf.truncate((len as usize).min(buf.len()));
                return parse_addrinfo(&buf);
            }
            errno::ENOBUFS if (len as usize) > buf.len() && len <= 1 << 20 => buf.resize(len as usize, 0),
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
    check("net_bind", unsafe { sys::net_bind(fd, addr.as_ptr(), addr.len() as i32) })?;
    // SAFETY: plain integers.
    check("net_listen", unsafe { sys::net_listen(fd, 128) })?;
    // The fd moves from the stream to the listener (no double close).
    let fd = std::os::fd::IntoRawFd::into_raw_fd(socket);
    // SAFETY: we own `fd` (just released from `socket`).
    Ok(unsafe { TcpListener::from_raw_fd(fd) })
}

/// `host` and `port` of `host:port` text (split on the last `:`, brackets removed).
pub fn split_host_port(addr: &str) -> Option<(&str, u16)> {
    let (host, port) = addr.rsplit_once(':')?;
    let host = host.strip_prefix('[').and_then(|h| h.strip_suffix(']')).unwrap_or(host);
    Some((host, port.parse().ok()?))
}

fn parse_socket_addr(text: &str) -> Option<SocketAddr> {
    if let Ok(addr) = text.parse() {
        return Some(addr);
    }
    let (host, port) = split_host_port(text)?;
    let ip: IpAddr = match host {
        "localhost" => IpAddr::from([127, 0, 0, 1]),
        h => h.parse().ok()?,
    };
    Some(SocketAddr::new(ip, port))
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
            errno::ENOBUFS if (len as usize) > buf.len() && len <= 4096 => buf.resize(len as usize, 0),
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
    let ms = timeout.map_or(-1, |t| t.as_millis().min(i32::MAX as u128) as i32);
    let mut entry = [0u8; 8];
    entry[..4].copy_from_slice(&socket.as_raw_fd().to_le_bytes());
    entry[4..6].copy_from_slice(&POLLIN.to_le_bytes());
    let mut ready = 0u32;
    // SAFETY: one live 8-byte poll entry and a live u32 out-pointer.
    check("net_poll", unsafe { sys::net_poll(entry.as_mut_ptr(), 1, ms, &mut ready) })?;
    Ok(ready > 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_keep_their_errno_and_kind() {
        let e = error("net_connect", errno::ECONNREFUSED);
        assert_eq!(errno(&e), Some(14));
        assert_eq!(e.kind(), io::ErrorKind::ConnectionRefused);
        let e = error("net_connect", errno::EACCES);
        assert_eq!(e.kind(), io::ErrorKind::PermissionDenied);
        assert!(e.to_string().contains("blocked by network policy"));
        assert_eq!(errno(&io::Error::other("x")), None);
    }

    #[test]
    fn address_text_brackets_ipv6() {
        assert_eq!(address_text("example.com", 80), "example.com:80");
        assert_eq!(address_text("::1", 8080), "[::1]:8080");
        assert_eq!(address_text("[::1]", 8080), "[::1]:8080");
        assert_eq!(split_host_port("[::1]:80"), Some(("::1", 80)));
        assert_eq!(split_host_port("127.0.0.1:0"), Some(("127.0.0.1", 0)));
        assert_eq!(split_host_port("nope"), None);
    }

    #[test]
    fn parses_addrinfo_json() {
        let ips = parse_addrinfo(br#"[{"addr":"93.184.216.34","family":4},{"addr":"::1","family":6}]"#).unwrap();
        assert_eq!(ips, vec!["93.184.216.34".parse::<IpAddr>().unwrap(), "::1".parse().unwrap()]);
        assert!(parse_addrinfo(b"{").is_err());
        assert!(parse_addrinfo(br#"[{"addr":"zz"}]"#).is_err());
        assert_eq!(parse_socket_addr("localhost:5"), Some("127.0.0.1:5".parse().unwrap()));
    }

    #[test]
    fn off_wasi_calls_are_unsupported() {
        if cfg!(not(target_os = "wasi")) {
            assert_eq!(connect("localhost", 1).unwrap_err().kind(), io::ErrorKind::Unsupported);
        }
    }
}
