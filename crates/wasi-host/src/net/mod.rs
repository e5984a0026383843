//! Guest networking on the host side (`docs/network.md`, `runtimes.md` 1): the VM's network state
//! ([`VmNet`]: configuration, socket budget, VM-loopback port table, TLS roots) and its options
//! ([`NetworkConfig`]).
//!
//! Files, bottom up (none imports one above it): [`rt`] (the process-wide tokio runtime, DNS,
//! connecting, address classes, [`block_on`]) and [`pump`] (tasks moving bytes between a host
//! stream and a socket's kernel pipes, with backpressure and the TLS upgrade) → [`conn`] (a
//! connection's pipes, VM-loopback listeners) → this file → [`socket`] (the [`socket::Socket`]
//! behind a `FileKind::Socket` fd: connect with the policy check and SSRF guard, bind, listen,
//! accept, shutdown; `dial_vm` for `Vm::fetch`).
//!
//! Guests never hold host descriptors: a connected socket is a pair of bounded kernel pipes, and a
//! pump task on the runtime owns the host stream.

pub mod conn;
pub mod pump;
pub mod rt;
pub mod socket;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Weak};
use std::time::Duration;

use agentos_kernel::permissions::{Policy, Scope};
use agentos_kernel::{Errno, KResult};
use parking_lot::Mutex;
use rustls_pki_types::pem::PemObject;
use rustls_pki_types::CertificateDer;

use crate::error::{HostError, HostResult};

use conn::Listener;
use rt::{addr_text, canonical, is_special};
pub use rt::{block_on, resolve, runtime, MAX_ADDRS, SOCKET_BUFFER};

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

/// First port `net_bind` to port 0 picks (the IANA dynamic range).
pub const EPHEMERAL_FIRST: u16 = 49152;

/// One VM's network state, shared by its sockets.
pub struct VmNet {
    exempt: Vec<u16>,
    tls: Arc<rustls::ClientConfig>,
    max_sockets: usize,
    pub connect_timeout: Duration,
    open: AtomicUsize,
    /// Host connects attempted (past the policy and the SSRF guard).
    dials: AtomicUsize,
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
            dials: AtomicUsize::new(0),
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

    /// Host connects attempted so far: every address that passed the policy and the SSRF guard
    /// (nothing else ever reaches a host socket).
    pub fn host_connects(&self) -> usize {
        self.dials.load(Ordering::Acquire)
    }

    fn count_dial(&self) {
        self.dials.fetch_add(1, Ordering::AcqRel);
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
    /// addresses always; special ones ([`rt::is_special`]: loopback, private, link-local,
    /// site-local, unspecified, multicast, and IPv6 encodings of special IPv4) only when an allow
    /// rule names the address literally (canonical text), or (loopback) the port is exempt.
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
