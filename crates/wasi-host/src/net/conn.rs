//! A connected stream as the guest holds it ([`Conn`]: the guest's ends of two kernel pipes),
//! and a VM-loopback [`Listener`] with its queue of connections waiting for `accept`.

use std::collections::VecDeque;
use std::sync::Arc;
use std::time::Duration;

use agentos_kernel::interrupt::{Interrupt, Wake, WakeOnSignal};
use agentos_kernel::pipe::{Pipe, PipeReader, PipeWriter};
use agentos_kernel::{Errno, KResult};
use parking_lot::{Condvar, Mutex};
use tokio::sync::oneshot;

use super::pump::Upgrade;
use super::rt::{runtime, SOCKET_BUFFER};

/// How long a closed host connection may still send what the guest wrote before it is cut.
const LINGER: Duration = Duration::from_secs(10);

/// Most connections a listener queues.
pub const MAX_BACKLOG: usize = 1024;

/// A connected stream: the guest's ends of its two pipes.
pub struct Conn {
    pub(super) rx: Mutex<Option<Arc<PipeReader>>>,
    pub(super) tx: Mutex<Option<Arc<PipeWriter>>>,
    pub local: String,
    pub peer: String,
    pub(super) host: Option<HostLink>,
}

/// What a connection to the host has besides its pipes: the TLS upgrade offer and its task.
pub(super) struct HostLink {
    pub(super) upgrade: Mutex<Option<oneshot::Sender<Upgrade>>>,
    pub(super) task: tokio::task::AbortHandle,
}

impl Drop for HostLink {
    fn drop(&mut self) {
        // The pump ends by itself once it sent what the guest wrote; a peer that never takes it
        // is cut after LINGER.
        let task = self.task.clone();
        match runtime() {
            Ok(rt) => {
                rt.spawn(async move {
                    tokio::time::sleep(LINGER).await;
                    task.abort();
                });
            }
            Err(_) => task.abort(),
        }
    }
}

impl Conn {
    pub(super) fn new(rx: PipeReader, tx: PipeWriter, local: String, peer: String) -> Conn {
        Conn {
            rx: Mutex::new(Some(Arc::new(rx))),
            tx: Mutex::new(Some(Arc::new(tx))),
            local,
            peer,
            host: None,
        }
    }

    pub(super) fn rx(&self) -> Option<Arc<PipeReader>> {
        self.rx.lock().clone()
    }

    pub(super) fn tx(&self) -> Option<Arc<PipeWriter>> {
        self.tx.lock().clone()
    }

    /// Shuts down reading (`rd`: later reads see EOF) and/or writing (`wr`: the peer reads EOF,
    /// later writes `EPIPE`).
    pub(super) fn shutdown(&self, rd: bool, wr: bool) {
        if rd {
            self.rx.lock().take();
        }
        if wr {
            self.tx.lock().take();
        }
    }
}

/// Two crossed pipe pairs: `(a's rx, a's tx)` and the far ends `(b's rx, b's tx)`.
pub(super) fn crossed() -> ((PipeReader, PipeWriter), (PipeReader, PipeWriter)) {
    let (a_rx, b_tx) = Pipe::with_capacity(SOCKET_BUFFER);
    let (b_rx, a_tx) = Pipe::with_capacity(SOCKET_BUFFER);
    ((a_rx, a_tx), (b_rx, b_tx))
}

/// A VM-loopback port: bound, then listening, with its queue of connections to accept.
pub struct Listener {
    pub port: u16,
    pub(super) state: Mutex<ListenState>,
    cond: Condvar,
}

pub(super) struct ListenState {
    pub(super) listening: bool,
    pub(super) closed: bool,
    pub(super) backlog: usize,
    pub(super) queue: VecDeque<Arc<Conn>>,
    pub(super) watchers: Vec<Arc<dyn Wake>>,
}

impl Listener {
    pub(super) fn new(port: u16) -> Arc<Listener> {
        Arc::new(Listener {
            port,
            state: Mutex::new(ListenState {
                listening: false,
                closed: false,
                backlog: 0,
                queue: VecDeque::new(),
                watchers: Vec::new(),
            }),
            cond: Condvar::new(),
        })
    }

    fn changed(&self, st: &ListenState) {
        self.cond.notify_all();
        for w in &st.watchers {
            w.wake();
        }
    }

    /// Refuses new connections and drops the queued ones (their peers read EOF).
    pub fn close(&self) {
        let mut st = self.state.lock();
        st.closed = true;
        st.listening = false;
        st.queue.clear();
        self.changed(&st);
    }

    /// Queues a new connection from `peer_port`; returns the connecting side's pipe ends
    /// `(rx, tx)`. `ECONNREFUSED` when not listening or the backlog is full.
    pub(super) fn join(&self, peer_port: u16) -> KResult<(PipeReader, PipeWriter)> {
        let mut st = self.state.lock();
        if !st.listening || st.closed || st.queue.len() >= st.backlog {
            return Err(Errno::Econnrefused);
        }
        let (client, (s_rx, s_tx)) = crossed();
        st.queue.push_back(Arc::new(Conn::new(
            s_rx,
            s_tx,
            format!("127.0.0.1:{}", self.port),
            format!("127.0.0.1:{peer_port}"),
        )));
        self.changed(&st);
        Ok(client)
    }

    /// Puts a connection taken by `accept` back at the head of the queue.
    pub(super) fn requeue(&self, conn: Arc<Conn>) {
        let mut st = self.state.lock();
        if !st.closed {
            st.queue.push_front(conn);
            self.changed(&st);
        }
    }

    /// Whether it accepts connections now.
    pub fn is_listening(&self) -> bool {
        let st = self.state.lock();
        st.listening && !st.closed
    }

    pub(super) fn accept(
        self: &Arc<Self>,
        nonblock: bool,
        intr: &dyn Interrupt,
    ) -> KResult<Arc<Conn>> {
        let mut st = self.state.lock();
        let mut on_signal: Option<WakeOnSignal> = None;
        loop {
            if let Some(c) = st.queue.pop_front() {
                self.changed(&st);
                return Ok(c);
            }
            if !st.listening || st.closed {
                return Err(Errno::Einval);
            }
            if nonblock {
                return Err(Errno::Eagain);
            }
            if intr.interrupted() {
                return Err(Errno::Eintr);
            }
            if on_signal.is_none() {
                on_signal = Some(WakeOnSignal::new(intr, self.clone()));
                continue;
            }
            agentos_kernel::interrupt::blocking(|| self.cond.wait(&mut st));
        }
    }
}

impl Wake for Listener {
    fn wake(&self) {
        let _st = self.state.lock();
        self.cond.notify_all();
    }
}
