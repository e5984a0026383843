//! Sockets for agentOS guests: safe wrappers over the `host_net` imports (`docs/network.md`).
//!
//! The host does DNS, TCP and TLS; a socket is a kernel fd, so the `std::net` types built on it with
//! `FromRawFd` read and write through `fd_read`/`fd_write` and accept through preview1
//! `sock_accept`. Names are resolved by the host at `net_connect` (the policy is checked on the name
//! the program named), so [`connect`] takes a host name, never an address.
//!
//! Errors keep the WASI errno: [`errno`] gives it back from any `io::Error` this crate made (on every
//! target, so callers can unit-test their mapping), [`NetError`] says what it means for a network
//! call. Off wasi (host `cargo test`, or running the commands natively to test them) the same
//! functions are plain `std::net` calls on the host's own sockets, without policy or TLS.

#[cfg(target_os = "wasi")]
mod host;
#[cfg(target_os = "wasi")]
mod sys;
#[cfg(target_os = "wasi")]
pub use host::*;
#[cfg(not(target_os = "wasi"))]
mod native;
#[cfg(not(target_os = "wasi"))]
pub use native::*;

use std::fmt;
use std::io;
use std::net::{IpAddr, SocketAddr};

/// WASI preview1 errno values the host returns (wasi-libc numbering).
pub mod errno {
    pub const EACCES: i32 = 2;
    pub const EADDRINUSE: i32 = 3;
    pub const EADDRNOTAVAIL: i32 = 4;
    pub const EAGAIN: i32 = 6;
    pub const ECONNREFUSED: i32 = 14;
    pub const ECONNRESET: i32 = 15;
    pub const EMFILE: i32 = 33;
    pub const EHOSTUNREACH: i32 = 23;
    pub const EINTR: i32 = 27;
    pub const EINVAL: i32 = 28;
    pub const ENETUNREACH: i32 = 40;
    /// The VM has `network.maxSockets` sockets open.
    pub const ENFILE: i32 = 41;
    pub const ENOBUFS: i32 = 42;
    pub const ENOENT: i32 = 44;
    pub const ENOTCONN: i32 = 53;
    pub const ENOTSUP: i32 = 58;
    pub const EPERM: i32 = 63;
    pub const EPIPE: i32 = 64;
    pub const EPROTO: i32 = 65;
    pub const ETIMEDOUT: i32 = 73;

    /// The symbolic name of a WASI errno (`ECONNREFUSED`), for messages: the WASI numbers are not
    /// Linux's, so they are never printed bare.
    pub fn name(errno: i32) -> Option<&'static str> {
        // wasi-libc's numbering (wasi/api.h), complete.
        const NAMES: [&str; 77] = [
            "ESUCCESS",
            "E2BIG",
            "EACCES",
            "EADDRINUSE",
            "EADDRNOTAVAIL",
            "EAFNOSUPPORT",
            "EAGAIN",
            "EALREADY",
            "EBADF",
            "EBADMSG",
            "EBUSY",
            "ECANCELED",
            "ECHILD",
            "ECONNABORTED",
            "ECONNREFUSED",
            "ECONNRESET",
            "EDEADLK",
            "EDESTADDRREQ",
            "EDOM",
            "EDQUOT",
            "EEXIST",
            "EFAULT",
            "EFBIG",
            "EHOSTUNREACH",
            "EIDRM",
            "EILSEQ",
            "EINPROGRESS",
            "EINTR",
            "EINVAL",
            "EIO",
            "EISCONN",
            "EISDIR",
            "ELOOP",
            "EMFILE",
            "EMLINK",
            "EMSGSIZE",
            "EMULTIHOP",
            "ENAMETOOLONG",
            "ENETDOWN",
            "ENETRESET",
            "ENETUNREACH",
            "ENFILE",
            "ENOBUFS",
            "ENODEV",
            "ENOENT",
            "ENOEXEC",
            "ENOLCK",
            "ENOLINK",
            "ENOMEM",
            "ENOMSG",
            "ENOPROTOOPT",
            "ENOSPC",
            "ENOSYS",
            "ENOTCONN",
            "ENOTDIR",
            "ENOTEMPTY",
            "ENOTRECOVERABLE",
            "ENOTSOCK",
            "ENOTSUP",
            "ENOTTY",
            "ENXIO",
            "EOVERFLOW",
            "EOWNERDEAD",
            "EPERM",
            "EPIPE",
            "EPROTO",
            "EPROTONOSUPPORT",
            "EPROTOTYPE",
            "ERANGE",
            "EROFS",
            "ESPIPE",
            "ESRCH",
            "ESTALE",
            "ETIMEDOUT",
            "ETXTBSY",
            "EXDEV",
            "ENOTCAPABLE",
        ];
        usize::try_from(errno)
            .ok()
            .filter(|&n| n > 0)
            .and_then(|n| NAMES.get(n).copied())
    }
}

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
            errno::ENFILE => "too many open sockets (network.maxSockets)",
            errno::EMFILE => "too many open files",
            errno::EPIPE => "Broken pipe",
            errno::ENOTCONN => "Socket is not connected",
            errno::EAGAIN => "Resource temporarily unavailable",
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
        match errno::name(self.errno) {
            Some(name) => write!(f, "{}: {} ({name})", self.call, self.reason()),
            None => write!(
                f,
                "{}: {} (WASI errno {})",
                self.call,
                self.reason(),
                self.errno
            ),
        }
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
    if let Some(net) = e
        .get_ref()
        .and_then(|inner| inner.downcast_ref::<NetError>())
    {
        return Some(net.errno);
    }
    if cfg!(target_os = "wasi") {
        e.raw_os_error()
    } else {
        None
    }
}

/// `e` as words for a message. std prints a WASI errno as `Broken pipe (os error 64)`, a number
/// that means something else on Linux: here the number becomes its name (`Broken pipe (EPIPE)`).
/// Errors from [`error`] print as `net_connect: Connection refused (ECONNREFUSED)`.
pub fn error_text(e: &io::Error) -> String {
    let text = e.to_string();
    if !cfg!(target_os = "wasi") || e.get_ref().is_some() {
        return text;
    }
    let Some(code) = e.raw_os_error() else {
        return text;
    };
    let words = text
        .strip_suffix(&format!(" (os error {code})"))
        .unwrap_or(&text);
    match errno::name(code) {
        Some(name) => format!("{words} ({name})"),
        None => format!("{words} (WASI errno {code})"),
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

#[cfg_attr(not(target_os = "wasi"), allow(dead_code))]
pub(crate) fn parse_addrinfo(json: &[u8]) -> io::Result<Vec<IpAddr>> {
    let bad = || error("net_getaddrinfo", errno::EPROTO);
    let value: serde_json::Value = serde_json::from_slice(json).map_err(|_| bad())?;
    let entries = value.as_array().ok_or_else(bad)?;
    entries
        .iter()
        .map(|e| {
            e.get("addr")
                .and_then(|a| a.as_str())
                .and_then(|a| a.parse().ok())
                .ok_or_else(bad)
        })
        .collect()
}

/// `host` and `port` of `host:port` text (split on the last `:`, brackets removed).
pub fn split_host_port(addr: &str) -> Option<(&str, u16)> {
    let (host, port) = addr.rsplit_once(':')?;
    let host = host
        .strip_prefix('[')
        .and_then(|h| h.strip_suffix(']'))
        .unwrap_or(host);
    Some((host, port.parse().ok()?))
}

#[cfg_attr(not(target_os = "wasi"), allow(dead_code))]
pub(crate) fn parse_socket_addr(text: &str) -> Option<SocketAddr> {
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
        let e = error("net_socket", errno::ENFILE);
        assert_eq!(
            e.to_string(),
            "net_socket: too many open sockets (network.maxSockets) (ENFILE)"
        );
        assert_eq!(error_text(&e), e.to_string());
        assert_eq!(
            error("net_poll", 999).to_string(),
            "net_poll: network error (WASI errno 999)"
        );
        assert_eq!(
            (
                errno::name(64),
                errno::name(44),
                errno::name(76),
                errno::name(0),
                errno::name(77)
            ),
            (
                Some("EPIPE"),
                Some("ENOENT"),
                Some("ENOTCAPABLE"),
                None,
                None
            )
        );
        assert_eq!(errno::name(errno::ETIMEDOUT), Some("ETIMEDOUT"));
        assert_eq!(errno::name(errno::ENFILE), Some("ENFILE"));
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
        let ips =
            parse_addrinfo(br#"[{"addr":"93.184.216.34","family":4},{"addr":"::1","family":6}]"#)
                .unwrap();
        assert_eq!(
            ips,
            vec![
                "93.184.216.34".parse::<IpAddr>().unwrap(),
                "::1".parse().unwrap()
            ]
        );
        assert!(parse_addrinfo(b"{").is_err());
        assert!(parse_addrinfo(br#"[{"addr":"zz"}]"#).is_err());
        assert_eq!(
            parse_socket_addr("localhost:5"),
            Some("127.0.0.1:5".parse().unwrap())
        );
    }

    #[test]
    fn native_fallback_listens_and_connects() {
        use std::io::{Read, Write};
        use std::time::Duration;
        let listener = listen("127.0.0.1:0").unwrap();
        let port = local_addr(&listener).unwrap().port();
        let mut client = connect("localhost", port).unwrap();
        let (mut server, _) = listener.accept().unwrap();
        client.write_all(b"ping").unwrap();
        let mut buf = [0u8; 4];
        server.read_exact(&mut buf).unwrap();
        assert_eq!(&buf, b"ping");
        assert!(wait_readable(&server, Some(Duration::from_millis(10))).is_ok());
        assert_eq!(
            errno(&tls_connect(&client, "localhost").unwrap_err()),
            Some(errno::ENOTSUP)
        );
        drop(listener);
        let refused = connect("127.0.0.1", port).unwrap_err();
        assert_eq!(errno(&refused), Some(errno::ECONNREFUSED));
    }
}
