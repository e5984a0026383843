//! The socket behind a `FileKind::Socket` fd: fresh, bound or listening on a VM port, or
//! connected ([`Conn`]). Reads and writes of a connected socket are its pipes' (blocking,
//! `NONBLOCK`, `EINTR`, readiness and watchers all theirs). Its far ends belong to a pump task (a
//! host connection) or to the peer socket (VM loopback: the pipes are crossed, no host socket).

use std::any::Any;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use agentos_kernel::interrupt::{Interrupt, Wake};
use agentos_kernel::permissions::{Policy, Scope};
use agentos_kernel::pipe::Readiness;
use agentos_kernel::socket::SocketFile;
use agentos_kernel::{Errno, KResult};
use parking_lot::Mutex;
use tokio::sync::oneshot;

use super::conn::{crossed, Conn, HostLink, Listener, MAX_BACKLOG};
use super::pump::{self, RxIn, TxOut, Upgrade};
use super::rt::{
    addr_text, block_on, canonical_host, dial, is_loopback_name, resolve, runtime, split_addr,
    tcp_resource,
};
use super::{SocketSlot, VmNet};

enum State {
    Fresh,
    /// Bound (and maybe listening) on a VM port.
    Bound(Arc<Listener>),
    Connecting,
    Connected(Arc<Conn>),
}

/// One socket (an open file description's object).
pub struct Socket {
    slot: SocketSlot,
    /// 4 or 6 (`AF_INET`, `AF_INET6`).
    pub family: u8,
    state: Mutex<State>,
    /// `SO_SNDTIMEO`: bounds a connect below the VM's `connectTimeoutMs`.
    send_timeout: Mutex<Option<Duration>>,
}

impl Socket {
    /// A fresh socket of `net` (`ENFILE` beyond `maxSockets`).
    pub fn new(net: &Arc<VmNet>, family: u8) -> KResult<Arc<Socket>> {
        Ok(Arc::new(Socket {
            slot: net.acquire()?,
            family,
            state: Mutex::new(State::Fresh),
            send_timeout: Mutex::new(None),
        }))
    }

    fn connected(slot: SocketSlot, family: u8, conn: Arc<Conn>) -> Arc<Socket> {
        Arc::new(Socket {
            slot,
            family,
            state: Mutex::new(State::Connected(conn)),
            send_timeout: Mutex::new(None),
        })
    }

    fn net(&self) -> &Arc<VmNet> {
        self.slot.net()
    }

    fn conn(&self) -> KResult<Arc<Conn>> {
        match &*self.state.lock() {
            State::Connected(c) => Ok(c.clone()),
            _ => Err(Errno::Enotconn),
        }
    }

    /// Connects to `addr` (`host:port`): a VM listener on a loopback name is joined in the VM;
    /// anything else is a host connection through the policy and the SSRF guard. Blocking (also
    /// on a non-blocking socket); `EINTR` when signalled.
    /// `SO_SNDTIMEO` (`None`: no bound beyond `connectTimeoutMs`).
    pub fn set_send_timeout(&self, timeout: Option<Duration>) {
        *self.send_timeout.lock() = timeout;
    }

    pub fn connect(&self, policy: &Policy, addr: &str, intr: &dyn Interrupt) -> KResult<()> {
        let (host, port) = split_addr(addr)?;
        {
            let mut st = self.state.lock();
            match &*st {
                State::Fresh => {}
                State::Connected(_) | State::Connecting => return Err(Errno::Eisconn),
                State::Bound(_) => return Err(Errno::Einval),
            }
            *st = State::Connecting;
        }
        let r = self.open_conn(policy, &host, port, intr);
        let mut st = self.state.lock();
        match r {
            Ok(c) => {
                *st = State::Connected(Arc::new(c));
                Ok(())
            }
            Err(e) => {
                *st = State::Fresh;
                Err(e)
            }
        }
    }

    fn open_conn(
        &self,
        policy: &Policy,
        host: &str,
        port: u16,
        intr: &dyn Interrupt,
    ) -> KResult<Conn> {
        let net = self.net().clone();
        // A numeric host in any spelling the resolver takes is checked, and connected to, as its
        // canonical text: deny rules naming an address cannot be bypassed by `127.1`.
        let host = &canonical_host(host);
        if is_loopback_name(host) {
            if let Some(l) = net.listener(port).filter(|l| l.is_listening()) {
                let local = net.ephemeral();
                let (rx, tx) = l.join(local)?;
                return Ok(Conn::new(
                    rx,
                    tx,
                    format!("127.0.0.1:{local}"),
                    format!("127.0.0.1:{port}"),
                ));
            }
        }
        if net.is_closed() {
            return Err(Errno::Eio);
        }
        let resource = tcp_resource(host, port);
        policy
            .check(Scope::Network, "http", &resource)
            .map_err(|d| {
                tracing::debug!(denied = %d, "network policy");
                Errno::Eacces
            })?;
        let addrs = block_on(resolve(host.to_string(), port), intr)??;
        let allowed: Vec<SocketAddr> = addrs
            .into_iter()
            .filter(|a| net.guard(policy, *a))
            .collect();
        if allowed.is_empty() {
            tracing::debug!(%resource, "SSRF guard");
            return Err(Errno::Eacces);
        }
        net.count_dial();
        let limit = match *self.send_timeout.lock() {
            Some(t) => t.min(net.connect_timeout),
            None => net.connect_timeout,
        };
        let tcp = block_on(dial(allowed, limit), intr)??;
        let peer = tcp.peer_addr().ok();
        // The VM-side view: the VM has no address of its own on the host's networks, and the
        // host's local address and port are not the guest's to see.
        let local = match peer {
            Some(SocketAddr::V6(_)) => format!("[::]:{}", net.ephemeral()),
            _ => format!("0.0.0.0:{}", net.ephemeral()),
        };
        let peer = peer.map(addr_text).unwrap_or_default();
        let ((rx, tx), (far_rx, far_tx)) = crossed();
        let (offer, upgrade) = oneshot::channel();
        // The pump writes what the guest reads (far_tx) and reads what it writes (far_rx).
        let task = runtime()?.spawn(pump::host_pump(
            tcp,
            RxIn::new(far_tx),
            TxOut::new(far_rx),
            upgrade,
            net.tls.clone(),
            net.connect_timeout,
            net.closed_signal(),
        ));
        let mut c = Conn::new(rx, tx, local, peer);
        c.host = Some(HostLink {
            upgrade: Mutex::new(Some(offer)),
            task: task.abort_handle(),
        });
        Ok(c)
    }

    /// Upgrades a connected, unused host connection to TLS (`net_tls_connect`).
    pub fn tls(&self, server_name: &str, intr: &dyn Interrupt) -> KResult<()> {
        let conn = self.conn()?;
        let name = rustls_pki_types::ServerName::try_from(server_name.to_string())
            .map_err(|_| Errno::Einval)?;
        let Some(link) = &conn.host else {
            return Err(Errno::Enotsup);
        };
        let offer = link.upgrade.lock().take().ok_or(Errno::Eisconn)?;
        let (reply, done) = oneshot::channel();
        offer
            .send(Upgrade {
                server_name: name,
                reply,
            })
            .map_err(|_| Errno::Eisconn)?;
        match block_on(done, intr)? {
            Ok(r) => r,
            // The pump ended without an answer (the VM closed).
            Err(_) => Err(Errno::Econnreset),
        }
    }

    /// Binds a VM-loopback port (`net_bind`).
    pub fn bind(&self, addr: &str) -> KResult<()> {
        let (host, port) = split_addr(addr)?;
        let host = canonical_host(&host);
        if !matches!(
            host.as_str(),
            "127.0.0.1" | "localhost" | "0.0.0.0" | "::1" | "::"
        ) {
            return Err(Errno::Eaddrnotavail);
        }
        let mut st = self.state.lock();
        if !matches!(*st, State::Fresh) {
            return Err(Errno::Einval);
        }
        let l = self.net().register(port, Listener::new)?;
        *st = State::Bound(l);
        Ok(())
    }

    /// Starts listening (`net_listen`); `EDESTADDRREQ` when not bound.
    pub fn listen(&self, backlog: i32) -> KResult<()> {
        let st = self.state.lock();
        match &*st {
            State::Bound(l) => {
                let mut ls = l.state.lock();
                ls.listening = !ls.closed;
                ls.backlog = (backlog.max(1) as usize).min(MAX_BACKLOG);
                Ok(())
            }
            State::Fresh => Err(Errno::Edestaddrreq),
            _ => Err(Errno::Einval),
        }
    }

    /// Waits for a connection (`net_accept`); the new socket counts against `maxSockets`.
    pub fn accept(&self, nonblock: bool, intr: &dyn Interrupt) -> KResult<Arc<Socket>> {
        let l = match &*self.state.lock() {
            State::Bound(l) => l.clone(),
            _ => return Err(Errno::Einval),
        };
        let conn = l.accept(nonblock, intr)?;
        match self.net().acquire() {
            Ok(slot) => Ok(Socket::connected(slot, self.family, conn)),
            Err(e) => {
                // Over `maxSockets`: the connection stays queued for a later accept.
                l.requeue(conn);
                Err(e)
            }
        }
    }

    /// `how`: 1 read, 2 write, 3 both.
    pub fn shutdown(&self, how: u32) -> KResult<()> {
        if how == 0 || how > 3 {
            return Err(Errno::Einval);
        }
        self.conn()?.shutdown(how & 1 != 0, how & 2 != 0);
        Ok(())
    }

    /// The local address as `host:port` text.
    pub fn local_name(&self) -> String {
        match &*self.state.lock() {
            State::Connected(c) => c.local.clone(),
            State::Bound(l) => format!("127.0.0.1:{}", l.port),
            _ if self.family == 6 => "[::]:0".into(),
            _ => "0.0.0.0:0".into(),
        }
    }

    /// The peer address; `ENOTCONN` when not connected.
    pub fn peer_name(&self) -> KResult<String> {
        Ok(self.conn()?.peer.clone())
    }
}

impl Drop for Socket {
    fn drop(&mut self) {
        if let State::Bound(l) = &*self.state.lock() {
            self.slot.net().unregister(l);
            l.close();
        }
    }
}

const HUNG: Readiness = Readiness {
    nbytes: 0,
    hangup: true,
};

impl SocketFile for Socket {
    fn read(&self, buf: &mut [u8], nonblock: bool, intr: &dyn Interrupt) -> KResult<usize> {
        match self.conn()?.rx() {
            Some(r) => r.read(buf, nonblock, intr),
            None => Ok(0),
        }
    }

    fn peek(&self, buf: &mut [u8], nonblock: bool, intr: &dyn Interrupt) -> KResult<usize> {
        match self.conn()?.rx() {
            Some(r) => r.peek(buf, nonblock, intr),
            None => Ok(0),
        }
    }

    fn write(&self, data: &[u8], nonblock: bool, intr: &dyn Interrupt) -> KResult<usize> {
        match self.conn()?.tx() {
            Some(w) => w.write(data, nonblock, intr),
            None => Err(Errno::Epipe),
        }
    }

    fn readiness(&self) -> (Readiness, Readiness) {
        match &*self.state.lock() {
            State::Connected(c) => (
                c.rx().map_or(HUNG, |r| r.readiness()),
                c.tx().map_or(HUNG, |w| w.readiness()),
            ),
            State::Bound(l) => {
                let st = l.state.lock();
                let pending = Readiness {
                    nbytes: st.queue.len() as u64,
                    hangup: st.closed,
                };
                (
                    pending,
                    Readiness {
                        nbytes: 0,
                        hangup: false,
                    },
                )
            }
            State::Connecting => (
                Readiness {
                    nbytes: 0,
                    hangup: false,
                },
                Readiness {
                    nbytes: 0,
                    hangup: false,
                },
            ),
            State::Fresh => (HUNG, HUNG),
        }
    }

    fn watch(&self, w: &Arc<dyn Wake>) {
        match &*self.state.lock() {
            State::Connected(c) => {
                if let Some(r) = c.rx() {
                    r.watch(w);
                }
                if let Some(t) = c.tx() {
                    t.watch(w);
                }
            }
            State::Bound(l) => l.state.lock().watchers.push(w.clone()),
            _ => {}
        }
    }

    fn unwatch(&self, w: &Arc<dyn Wake>) {
        match &*self.state.lock() {
            State::Connected(c) => {
                if let Some(r) = c.rx() {
                    r.unwatch(w);
                }
                if let Some(t) = c.tx() {
                    t.unwatch(w);
                }
            }
            State::Bound(l) => l
                .state
                .lock()
                .watchers
                .retain(|x| !std::ptr::addr_eq(Arc::as_ptr(x), Arc::as_ptr(w))),
            _ => {}
        }
    }

    fn into_any(self: Arc<Self>) -> Arc<dyn Any + Send + Sync> {
        self
    }
}

/// Connects the host to the VM listener on `port` (`Vm::fetch`): the pump's ends of the new
/// connection, `(what the guest reads, what it writes)`. `ECONNREFUSED` when nothing listens.
pub fn dial_vm(net: &Arc<VmNet>, port: u16) -> KResult<tokio::io::DuplexStream> {
    let l = net
        .listener(port)
        .filter(|l| l.is_listening())
        .ok_or(Errno::Econnrefused)?;
    let (rx, tx) = l.join(net.ephemeral())?;
    let (host_end, pump_end) = tokio::io::duplex(64 * 1024);
    // The listener's peer reads what the host writes (into tx) and writes what it reads (rx).
    runtime()?.spawn(pump::pump(
        pump_end,
        RxIn::new(tx),
        TxOut::new(rx),
        net.closed_signal(),
    ));
    Ok(host_end)
}
