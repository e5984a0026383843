//! Guest networking on the host side (`docs/network.md`, `runtimes.md` 1): the VM's network state
//! ([`VmNet`]: configuration, socket budget, VM-loopback port table), the process-wide tokio
//! runtime that does DNS, TCP and TLS, the policy check and SSRF guard, and blocking waits that a
//! signal interrupts.
//!
//! - [`socket`]: the [`socket::Socket`] behind a `FileKind::Socket` fd (connect, bind, listen,
//!   accept, shutdown, addresses) and the VM-loopback [`socket::Listener`].
//! - [`pump`]: the tasks moving bytes between a host stream (TCP, TLS, or the host end of
//!   `Vm::fetch`) and a socket's kernel pipes, with backpressure.
//!
//! Guests never hold host descriptors: a connected socket is a pair of bounded kernel pipes, and a
//! pump task on the runtime owns the host stream.

pub mod pump;
pub mod socket;

use std::collections::HashMap;
use std::future::Future;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock, Weak};
use std::time::Duration;

use agentos_kernel::interrupt::{Interrupt, Wake, WakeOnSignal};
use agentos_kernel::permissions::{Policy, Scope};
use agentos_kernel::{Errno, KResult};
use parking_lot::{Condvar, Mutex};
use rustls_pki_types::pem::PemObject;
use rustls_pki_types::CertificateDer;

use crate::error::{HostError, HostResult};

use socket::Listener;

/// The `network` options of a VM (`runtimes.md` 1.1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NetworkConfig {
    /// Loopback ports the SSRF guard lets guests reach on the host (`loopbackExemptPorts`).
    pub loopback_exempt_ports: Vec<u16>,
    /// Extra trusted roots for TLS, PEM text (`caCerts`).
    pub ca_certs: Vec<String>,
    /// Sockets open at once in the VM (`maxSockets`, default 256): `ENFILE` beyond.
    pub max_sockets: usize,
    /// How long a host connect may take (`connectTimeoutMs`, default 30000): `ETIMEDOUT`.
    pub connect_timeout_ms: u64,
}

impl Default for NetworkConfig {
    fn default() -> Self {
        NetworkConfig {
            loopback_exempt_ports: Vec::new(),
            ca_certs: Vec::new(),
            max_sockets: 256,
            connect_timeout_ms: 30_000,
        }
    }
}

/// Bytes each direction of a socket buffers in the kernel (the pipe between guest and pump).
pub const SOCKET_BUFFER: usize = 256 * 1024;
/// Most addresses `net_getaddrinfo` returns.
pub const MAX_ADDRS: usize = 16;
/// First port `net_bind` to port 0 picks (the IANA dynamic range).
pub const EPHEMERAL_FIRST: u16 = 49152;

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

/// One VM's network state, shared by its sockets.
pub struct VmNet {
    exempt: Vec<u16>,
    tls: Arc<rustls::ClientConfig>,
    max_sockets: usize,
    pub connect_timeout: Duration,
    open: AtomicUsize,
    ports: Mutex<HashMap<u16, Weak<Listener>>>,
    next_port: Mutex<u16>,
    /// Set at dispose: every pump task of the VM ends.
    closed: tokio::sync::watch::Sender<bool>,
}

impl VmNet {
    /// The network of a VM with `config`. `EINVAL` naming `options.network.caCerts[i]` (the JS option) for a root that
    /// is not a PEM certificate.
    pub fn new(config: &NetworkConfig) -> HostResult<Arc<VmNet>> {
        let mut roots = rustls::RootCertStore::empty();
        roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned());
        for (i, pem) in config.ca_certs.iter().enumerate() {
            let bad = |why: String| {
                HostError::new(
                    Errno::Einval,
                    format!("options.network.caCerts[{i}] is not a PEM certificate: {why}"),
                )
            };
            let certs: Vec<CertificateDer<'static>> =
                CertificateDer::pem_slice_iter(pem.as_bytes())
                    .collect::<Result<_, _>>()
                    .map_err(|e| bad(e.to_string()))?;
            if certs.is_empty() {
                return Err(bad("no CERTIFICATE block".into()));
            }
            for c in certs {
                roots.add(c).map_err(|e| bad(e.to_string()))?;
            }
        }
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let tls = rustls::ClientConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .map_err(|e| HostError::new(Errno::Eio, format!("TLS setup: {e}")))?
            .with_root_certificates(roots)
            .with_no_client_auth();
        Ok(Arc::new(VmNet {
            exempt: config.loopback_exempt_ports.clone(),
            tls: Arc::new(tls),
            max_sockets: config.max_sockets,
            connect_timeout: Duration::from_millis(config.connect_timeout_ms),
            open: AtomicUsize::new(0),
            ports: Mutex::new(HashMap::new()),
            next_port: Mutex::new(EPHEMERAL_FIRST),
            closed: tokio::sync::watch::Sender::new(false),
        }))
    }

    /// Ends every pump task and forgets every listener (VM dispose).
    pub fn shutdown(&self) {
        self.closed.send_replace(true);
        let listeners: Vec<_> = self.ports.lock().drain().collect();
        for (_, l) in listeners {
            if let Some(l) = l.upgrade() {
                l.close();
            }
        }
    }

    /// Whether [`VmNet::shutdown`] ran.
    pub fn is_closed(&self) -> bool {
        *self.closed.borrow()
    }

    fn closed_signal(&self) -> tokio::sync::watch::Receiver<bool> {
        self.closed.subscribe()
    }

    /// Sockets open now.
    pub fn open_sockets(&self) -> usize {
        self.open.load(Ordering::Acquire)
    }

    /// Takes one socket of the budget. `ENFILE` when all are in use.
    fn acquire(self: &Arc<Self>) -> KResult<SocketSlot> {
        self.open
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| {
                (n < self.max_sockets).then_some(n + 1)
            })
            .map_err(|_| Errno::Enfile)?;
        Ok(SocketSlot(self.clone()))
    }

    /// The live listener on `port`, listening or only bound.
    fn listener(&self, port: u16) -> Option<Arc<Listener>> {
        self.ports.lock().get(&port).and_then(Weak::upgrade)
    }

    /// Registers `l` on its port (`EADDRINUSE` when taken); port 0 picks a free one.
    fn register(
        &self,
        port: u16,
        make: impl FnOnce(u16) -> Arc<Listener>,
    ) -> KResult<Arc<Listener>> {
        if self.is_closed() {
            return Err(Errno::Eio);
        }
        let mut ports = self.ports.lock();
        ports.retain(|_, w| w.strong_count() > 0);
        let port = if port != 0 {
            if ports.contains_key(&port) {
                return Err(Errno::Eaddrinuse);
            }
            port
        } else {
            let mut next = self.next_port.lock();
            let span = (u16::MAX - EPHEMERAL_FIRST) as usize + 1;
            let mut found = None;
            for _ in 0..span {
                let p = *next;
                *next = if p == u16::MAX {
                    EPHEMERAL_FIRST
                } else {
                    p + 1
                };
                if !ports.contains_key(&p) {
                    found = Some(p);
                    break;
                }
            }
            found.ok_or(Errno::Eaddrinuse)?
        };
        let l = make(port);
        ports.insert(port, Arc::downgrade(&l));
        Ok(l)
    }

    /// Forgets `l`'s port (its socket closed).
    fn unregister(&self, l: &Arc<Listener>) {
        let mut ports = self.ports.lock();
        if ports
            .get(&l.port)
            .is_some_and(|w| std::ptr::eq(w.as_ptr(), Arc::as_ptr(l)))
        {
            ports.remove(&l.port);
        }
    }

    /// A local port for the client end of a VM-loopback connection.
    fn ephemeral(&self) -> u16 {
        let mut next = self.next_port.lock();
        let p = *next;
        *next = if p == u16::MAX {
            EPHEMERAL_FIRST
        } else {
            p + 1
        };
        p
    }

    /// Whether the SSRF guard lets a connection to `addr` through (`runtimes.md` 1.1): public
    /// addresses always; loopback, private, link-local, unspecified and multicast ones only when
    /// an allow rule names the address literally, or (loopback) the port is exempt.
    pub fn guard(&self, policy: &Policy, addr: SocketAddr) -> bool {
        let ip = canonical(addr.ip());
        if !is_special(ip) {
            return true;
        }
        let literal = format!("tcp://{}", addr_text(SocketAddr::new(ip, addr.port())));
        if policy.allows_literally(Scope::Network, "http", &literal) {
            return true;
        }
        ip.is_loopback() && self.exempt.contains(&addr.port())
    }
}

/// One socket of a VM's budget; returned when dropped.
pub struct SocketSlot(Arc<VmNet>);

impl SocketSlot {
    pub fn net(&self) -> &Arc<VmNet> {
        &self.0
    }
}

impl Drop for SocketSlot {
    fn drop(&mut self) {
        self.0.open.fetch_sub(1, Ordering::AcqRel);
    }
}

/// An IPv4-mapped IPv6 address as the IPv4 address it is.
fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 => v4,
    }
}

/// Loopback, private (10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7), link-local (169.254/16,
/// fe80::/10), unspecified, broadcast or multicast.
pub fn is_special(ip: IpAddr) -> bool {
    match canonical(ip) {
        IpAddr::V4(v4) => {
            let o = v4.octets();
            v4.is_loopback()
                || v4.is_private()
                || v4.is_link_local()
                || v4.is_unspecified()
                || v4.is_multicast()
                || v4.is_broadcast()
                || (o[0] == 100 && (o[1] & 0xC0) == 64)
        }
        IpAddr::V6(v6) => {
            let s0 = v6.segments()[0];
            v6.is_loopback()
                || v6.is_unspecified()
                || v6.is_multicast()
                || (s0 & 0xFE00) == 0xFC00
                || (s0 & 0xFFC0) == 0xFE80
        }
    }
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
    if host.is_empty() || host.contains(['/', ' ', '\0', '@']) {
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
        slot.cond.wait(&mut value);
    }
}

/// Resolves and connects to a host address, with the policy check and the SSRF guard
/// (`docs/network.md` "Policy"): `EACCES` when denied, then the resolve and connect errors.
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
        ] {
            assert!(is_special(a.parse().unwrap()), "{a}");
        }
        for a in ["93.184.216.34", "172.32.0.1", "100.128.0.1", "2606:4700::1"] {
            assert!(!is_special(a.parse().unwrap()), "{a}");
        }
    }
}
