//! The process-wide network runtime and what runs on it without a VM: DNS, connecting, address
//! text, the address classes of the SSRF guard, and [`block_on`], the guest-thread wait that a
//! signal interrupts.

use std::future::Future;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use agentos_kernel::interrupt::{Interrupt, Wake, WakeOnSignal};
use agentos_kernel::{Errno, KResult};
use parking_lot::{Condvar, Mutex};

/// Bytes each direction of a socket buffers in the kernel (the pipe between guest and pump).
pub const SOCKET_BUFFER: usize = 256 * 1024;
/// Most addresses `net_getaddrinfo` returns.
pub const MAX_ADDRS: usize = 16;

/// Worker threads of the network runtime.
const NET_WORKERS: usize = 2;

static RUNTIME: OnceLock<Option<tokio::runtime::Runtime>> = OnceLock::new();

/// The process-wide network runtime, created on first use. `EIO` if it cannot be created.
pub fn runtime() -> KResult<&'static tokio::runtime::Runtime> {
    RUNTIME
        .get_or_init(|| {
            tokio::runtime::Builder::new_multi_thread()
                .worker_threads(NET_WORKERS)
                .thread_name("agentos-net")
                .enable_io()
                .enable_time()
                .build()
                .map_err(|e| tracing::error!(error = %e, "network runtime"))
                .ok()
        })
        .as_ref()
        .ok_or(Errno::Eio)
}

/// An IPv4-mapped IPv6 address as the IPv4 address it is.
pub fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 => v4,
    }
}

/// Loopback, private (10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7), link-local (169.254/16,
/// fe80::/10), site-local (fec0::/10), unspecified, broadcast or multicast; every IPv4-compatible
/// IPv6 address (`::/96`, deprecated) and the NAT64 local-use prefix `64:ff9b:1::/48`; and a NAT64
/// (`64:ff9b::/96`) or 6to4 (`2002::/16`) address whose embedded IPv4 address is special.
pub fn is_special(ip: IpAddr) -> bool {
    match canonical(ip) {
        IpAddr::V4(v4) => is_special_v4(v4),
        IpAddr::V6(v6) => {
            let s = v6.segments();
            let v4_at = |i: usize| Ipv4Addr::from((u32::from(s[i]) << 16) | u32::from(s[i + 1]));
            v6.is_loopback()
                || v6.is_unspecified()
                || v6.is_multicast()
                || (s[0] & 0xFE00) == 0xFC00
                || (s[0] & 0xFFC0) == 0xFE80
                || (s[0] & 0xFFC0) == 0xFEC0
                || s[..6] == [0; 6]
                || s[..3] == [0x64, 0xff9b, 1]
                || (s[..6] == [0x64, 0xff9b, 0, 0, 0, 0] && is_special_v4(v4_at(6)))
                || (s[0] == 0x2002 && is_special_v4(v4_at(1)))
        }
    }
}

fn is_special_v4(v4: Ipv4Addr) -> bool {
    let o = v4.octets();
    v4.is_loopback()
        || v4.is_private()
        || v4.is_link_local()
        || v4.is_unspecified()
        || v4.is_multicast()
        || v4.is_broadcast()
        || (o[0] == 100 && (o[1] & 0xC0) == 64)
}

/// The address `host` names when it is numeric in any form the system resolver would take as
/// numeric: an IPv6 literal (std's parser), or an IPv4 address in `inet_aton`'s forms (1–4
/// parts, each decimal, octal or hex: `127.1`, `2130706433`, `0x7f000001`, `0177.0.0.1`), parsed
/// by the C library's own `inet_aton`. IPv4-mapped IPv6 comes back as the IPv4 address. `None`
/// for a name.
pub fn numeric_host(host: &str) -> Option<IpAddr> {
    if let Ok(ip) = host.parse::<IpAddr>() {
        return Some(canonical(ip));
    }
    // `inet_aton` ignores what follows a space; the exact form has only digits, letters
    // (hex) and dots.
    if host.is_empty() || !host.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'.') {
        return None;
    }
    extern "C" {
        // POSIX `inet_aton(3)` (the `libc` crate does not declare it).
        fn inet_aton(cp: *const libc::c_char, inp: *mut libc::in_addr) -> libc::c_int;
    }
    let c = std::ffi::CString::new(host).ok()?;
    let mut out = libc::in_addr { s_addr: 0 };
    // SAFETY: `c` is a NUL-terminated string and `out` a valid `in_addr`, both live for the call.
    let ok = unsafe { inet_aton(c.as_ptr(), &mut out) };
    (ok != 0).then(|| IpAddr::V4(Ipv4Addr::from(u32::from_be(out.s_addr))))
}

/// `host` with a numeric address replaced by its canonical text ([`numeric_host`]: a dotted quad,
/// compressed IPv6 without brackets); names unchanged.
pub fn canonical_host(host: &str) -> String {
    numeric_host(host).map_or_else(|| host.to_string(), |ip| ip.to_string())
}

/// `host:port` text of an address, IPv6 bracketed (`[::1]:80`).
pub fn addr_text(a: SocketAddr) -> String {
    match a.ip() {
        IpAddr::V4(v4) => format!("{v4}:{}", a.port()),
        IpAddr::V6(v6) => format!("[{v6}]:{}", a.port()),
    }
}

/// Splits `host:port` on the last `:`; brackets of an IPv6 host are removed and names lowercased.
/// `EINVAL` when malformed.
pub fn split_addr(text: &str) -> KResult<(String, u16)> {
    let (host, port) = text.rsplit_once(':').ok_or(Errno::Einval)?;
    let port: u16 = port.parse().map_err(|_| Errno::Einval)?;
    let host = match host.strip_prefix('[') {
        Some(h) => h.strip_suffix(']').ok_or(Errno::Einval)?,
        None if host.contains(':') => return Err(Errno::Einval),
        None => host,
    };
    if host.is_empty() || host.contains(['/', ' ', '\0', '@', '%']) {
        return Err(Errno::Einval);
    }
    Ok((host.to_ascii_lowercase(), port))
}

/// The policy resource of a connect: `tcp://<host>:<port>`, an IPv6 host bracketed.
pub fn tcp_resource(host: &str, port: u16) -> String {
    if host.contains(':') {
        format!("tcp://[{host}]:{port}")
    } else {
        format!("tcp://{host}:{port}")
    }
}

/// Whether `host` names this machine's loopback as the VM sees it (VM listeners answer there).
pub fn is_loopback_name(host: &str) -> bool {
    matches!(host, "localhost" | "127.0.0.1" | "::1")
}

/// Resolves `host` (an IP literal, `localhost` without a lookup, else DNS): IPv4 first, at most
/// [`MAX_ADDRS`]. `ENOENT` when the name is not found.
pub async fn resolve(host: String, port: u16) -> KResult<Vec<SocketAddr>> {
    if let Ok(ip) = host.parse::<IpAddr>() {
        return Ok(vec![SocketAddr::new(ip, port)]);
    }
    if host == "localhost" {
        return Ok(vec![
            SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), port),
            SocketAddr::new(IpAddr::V6(Ipv6Addr::LOCALHOST), port),
        ]);
    }
    let found = tokio::net::lookup_host((host.as_str(), port))
        .await
        .map_err(|_| Errno::Enoent)?;
    let mut addrs: Vec<SocketAddr> = Vec::new();
    for a in found {
        if !addrs.contains(&a) {
            addrs.push(a);
        }
    }
    addrs.sort_by_key(|a| a.is_ipv6());
    addrs.truncate(MAX_ADDRS);
    if addrs.is_empty() {
        return Err(Errno::Enoent);
    }
    Ok(addrs)
}

/// The errno of a failed host socket operation.
pub fn io_errno(e: &std::io::Error) -> Errno {
    use std::io::ErrorKind as K;
    match e.kind() {
        K::ConnectionRefused => Errno::Econnrefused,
        K::ConnectionReset => Errno::Econnreset,
        K::ConnectionAborted => Errno::Econnaborted,
        K::TimedOut => Errno::Etimedout,
        K::HostUnreachable => Errno::Ehostunreach,
        K::NetworkUnreachable => Errno::Enetunreach,
        K::AddrNotAvailable => Errno::Eaddrnotavail,
        K::AddrInUse => Errno::Eaddrinuse,
        K::BrokenPipe => Errno::Epipe,
        K::PermissionDenied => Errno::Eacces,
        _ => Errno::Eio,
    }
}

/// A result slot a guest thread waits on; the task that fills it and a signal both wake it.
struct Slot<T> {
    value: Mutex<Option<T>>,
    cond: Condvar,
}

impl<T: Send> Wake for Slot<T> {
    fn wake(&self) {
        let _v = self.value.lock();
        self.cond.notify_all();
    }
}

/// Runs `fut` on the network runtime and blocks the calling (guest) thread until it finishes.
/// `EINTR` as soon as `intr` is signalled: the task is aborted (its host socket closes).
pub fn block_on<T, F>(fut: F, intr: &dyn Interrupt) -> KResult<T>
where
    T: Send + 'static,
    F: Future<Output = T> + Send + 'static,
{
    let rt = runtime()?;
    let slot = Arc::new(Slot {
        value: Mutex::new(None),
        cond: Condvar::new(),
    });
    let filled = slot.clone();
    let task = rt.spawn(async move {
        let v = fut.await;
        *filled.value.lock() = Some(v);
        filled.cond.notify_all();
    });
    let mut value = slot.value.lock();
    let mut on_signal: Option<WakeOnSignal> = None;
    loop {
        if let Some(v) = value.take() {
            return Ok(v);
        }
        if intr.interrupted() {
            task.abort();
            return Err(Errno::Eintr);
        }
        if on_signal.is_none() {
            // Registered under the slot's lock, then the checks above run again.
            on_signal = Some(WakeOnSignal::new(intr, slot.clone()));
            continue;
        }
        agentos_kernel::interrupt::blocking(|| slot.cond.wait(&mut value));
    }
}

/// Connects to the first of `addrs` that answers (they passed the policy and the SSRF guard),
/// all within `timeout` (`ETIMEDOUT`); else the last address's error.
pub async fn dial(addrs: Vec<SocketAddr>, timeout: Duration) -> KResult<tokio::net::TcpStream> {
    let mut last = Errno::Econnrefused;
    let deadline = tokio::time::Instant::now() + timeout;
    for a in addrs {
        match tokio::time::timeout_at(deadline, tokio::net::TcpStream::connect(a)).await {
            Ok(Ok(s)) => return Ok(s),
            Ok(Err(e)) => last = io_errno(&e),
            Err(_) => return Err(Errno::Etimedout),
        }
    }
    Err(last)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_split_on_the_last_colon() {
        assert_eq!(
            split_addr("Example.COM:80").unwrap(),
            ("example.com".into(), 80)
        );
        assert_eq!(split_addr("[::1]:443").unwrap(), ("::1".into(), 443));
        assert_eq!(split_addr("::1:443"), Err(Errno::Einval));
        assert_eq!(split_addr("host:x"), Err(Errno::Einval));
        assert_eq!(split_addr(":80"), Err(Errno::Einval));
        assert_eq!(tcp_resource("::1", 80), "tcp://[::1]:80");
        // Scoped IPv6 (`fe80::1%eth0`) is not taken.
        assert_eq!(split_addr("[fe80::1%lo]:80"), Err(Errno::Einval));
    }

    #[test]
    fn numeric_hosts_in_every_resolver_spelling_are_canonical() {
        for h in [
            "127.0.0.1",
            "127.1",
            "127.0.1",
            "2130706433",
            "0x7f000001",
            "0X7F.1",
            "0177.0.0.1",
            "0177.0.0.01",
            "::ffff:127.0.0.1",
            "::ffff:7f00:1",
        ] {
            assert_eq!(canonical_host(h), "127.0.0.1", "{h}");
        }
        assert_eq!(canonical_host("0:0:0:0:0:0:0:1"), "::1");
        assert_eq!(canonical_host("fe80:0::0:1"), "fe80::1");
        assert_eq!(canonical_host("::127.0.0.1"), "::7f00:1");
        for name in [
            "localhost",
            "example.com",
            "127.0.0.1.",
            "1.2.3.4.5",
            "0x",
            "08",
            "127.1 x",
        ] {
            assert_eq!(numeric_host(name), None, "{name}");
        }
    }

    #[test]
    fn special_addresses() {
        for a in [
            "127.0.0.1",
            "10.0.0.1",
            "172.16.3.4",
            "192.168.1.1",
            "100.64.0.1",
            "169.254.169.254",
            "0.0.0.0",
            "224.0.0.1",
            "::1",
            "::",
            "fc00::1",
            "fe80::1",
            "::ffff:10.0.0.1",
            // IPv4-compatible (any), NAT64 and 6to4 encodings of special IPv4, site-local.
            "::127.0.0.1",
            "::10.0.0.1",
            "::93.184.216.34",
            "64:ff9b::127.0.0.1",
            "64:ff9b::a9fe:a9fe",
            "64:ff9b::192.168.0.1",
            "64:ff9b:1::5db8:d822",
            "2002:7f00:1::1",
            "2002:a00:1::",
            "2002:a9fe:a9fe::1",
            "fec0::1",
            "feff::1",
        ] {
            assert!(is_special(a.parse().unwrap()), "{a}");
        }
        for a in [
            "93.184.216.34",
            "172.32.0.1",
            "100.128.0.1",
            "2606:4700::1",
            "64:ff9b::93.184.216.34",
            "2002:5db8:d822::1",
        ] {
            assert!(!is_special(a.parse().unwrap()), "{a}");
        }
    }
}
