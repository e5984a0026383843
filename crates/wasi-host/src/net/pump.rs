//! Pump tasks: bytes between a host stream and a socket's two kernel pipes.
//!
//! The guest reads its socket from one pipe ([`RxIn`] is the pump's write end) and writes it into
//! another ([`TxOut`] is the pump's read end). The pump uses the pipes non-blocking and waits for
//! a change through a watcher that notifies a tokio [`Notify`]: no polling, and a full pipe stops
//! the pump reading its host stream (backpressure; memory per socket is the two pipes plus two
//! 64 KiB buffers). A host TCP stream may be upgraded to TLS before its first byte moves.

use std::sync::Arc;
use std::time::Duration;

use agentos_kernel::interrupt::Wake;
use agentos_kernel::pipe::{NoInterrupt, PipeReader, PipeWriter};
use agentos_kernel::Errno;
use agentos_kernel::KResult;
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};
use tokio::sync::{oneshot, watch, Notify};

/// Bytes one pump step moves.
const CHUNK: usize = 64 * 1024;

struct NotifyWake(Notify);

impl Wake for NotifyWake {
    fn wake(&self) {
        self.0.notify_one();
    }
}

/// The pump's write end of the pipe the guest reads.
pub struct RxIn {
    w: PipeWriter,
    n: Arc<NotifyWake>,
}

/// The pump's read end of the pipe the guest writes.
pub struct TxOut {
    r: PipeReader,
    n: Arc<NotifyWake>,
}

impl RxIn {
    pub fn new(w: PipeWriter) -> RxIn {
        let n = Arc::new(NotifyWake(Notify::new()));
        let waker: Arc<dyn Wake> = n.clone();
        w.watch(&waker);
        RxIn { w, n }
    }

    /// Until the guest's read end is gone.
    async fn hangup(&self) {
        loop {
            if self.w.readiness().hangup {
                return;
            }
            self.n.0.notified().await;
        }
    }

    /// Writes all of `data`; `false` when the guest's read end is gone.
    async fn put(&self, data: &[u8]) -> bool {
        let mut off = 0;
        while off < data.len() {
            match self.w.write(&data[off..], true, &NoInterrupt) {
                Ok(k) => off += k,
                Err(Errno::Eagain) => self.n.0.notified().await,
                Err(_) => return false,
            }
        }
        true
    }
}

impl Drop for RxIn {
    fn drop(&mut self) {
        let waker: Arc<dyn Wake> = self.n.clone();
        self.w.unwatch(&waker);
    }
}

impl TxOut {
    pub fn new(r: PipeReader) -> TxOut {
        let n = Arc::new(NotifyWake(Notify::new()));
        let waker: Arc<dyn Wake> = n.clone();
        r.watch(&waker);
        TxOut { r, n }
    }

    /// Until the guest wrote something or closed its write end.
    async fn ready(&self) {
        loop {
            let r = self.r.readiness();
            if r.nbytes > 0 || r.hangup {
                return;
            }
            self.n.0.notified().await;
        }
    }

    /// The next bytes the guest wrote; 0 at its EOF.
    async fn take(&self, buf: &mut [u8]) -> usize {
        loop {
            match self.r.read(buf, true, &NoInterrupt) {
                Ok(n) => return n,
                Err(Errno::Eagain) => self.n.0.notified().await,
                Err(_) => return 0,
            }
        }
    }
}

impl Drop for TxOut {
    fn drop(&mut self) {
        let waker: Arc<dyn Wake> = self.n.clone();
        self.r.unwatch(&waker);
    }
}

async fn host_to_guest<R: AsyncRead + Unpin>(mut rd: R, rx: RxIn) {
    let mut buf = vec![0u8; CHUNK];
    loop {
        let n = tokio::select! {
            r = rd.read(&mut buf) => match r {
                Ok(0) | Err(_) => return,
                Ok(n) => n,
            },
            _ = rx.hangup() => return,
        };
        if !rx.put(&buf[..n]).await {
            return;
        }
    }
}

async fn guest_to_host<W: AsyncWrite + Unpin>(mut wr: W, tx: TxOut) {
    let mut buf = vec![0u8; CHUNK];
    loop {
        let n = tx.take(&mut buf).await;
        if n == 0 {
            let _ = wr.shutdown().await;
            return;
        }
        if wr.write_all(&buf[..n]).await.is_err() {
            return;
        }
    }
}

/// Moves bytes both ways until both directions ended or the VM closed. Dropping an end (at the
/// end of its direction) is how the other side learns: EOF for the guest's reads, `EPIPE` for
/// its writes.
pub async fn pump<S>(stream: S, rx: RxIn, tx: TxOut, mut closed: watch::Receiver<bool>)
where
    S: AsyncRead + AsyncWrite + Send + Unpin,
{
    let (rd, wr) = tokio::io::split(stream);
    tokio::select! {
        _ = async { tokio::join!(host_to_guest(rd, rx), guest_to_host(wr, tx)) } => {}
        _ = closed.wait_for(|c| *c) => {}
    }
}

/// A request to upgrade a fresh host connection to TLS.
pub struct Upgrade {
    pub server_name: rustls_pki_types::ServerName<'static>,
    pub reply: oneshot::Sender<KResult<()>>,
}

/// The errno of a failed TLS handshake: `EPERM` for a certificate not trusted, expired or not for
/// the name; `EPROTO` for any other failure.
fn tls_errno(e: &std::io::Error) -> Errno {
    match e.get_ref().and_then(|i| i.downcast_ref::<rustls::Error>()) {
        Some(rustls::Error::InvalidCertificate(_)) => Errno::Eperm,
        Some(_) => Errno::Eproto,
        None if e.kind() == std::io::ErrorKind::TimedOut => Errno::Etimedout,
        None => Errno::Eproto,
    }
}

/// The pump of a host TCP connection: until its first byte moves either way it accepts one
/// [`Upgrade`] (then pumps plaintext over rustls), else it pumps the TCP stream as it is.
pub async fn host_pump(
    tcp: tokio::net::TcpStream,
    rx: RxIn,
    tx: TxOut,
    upgrade: oneshot::Receiver<Upgrade>,
    tls: Arc<rustls::ClientConfig>,
    timeout: Duration,
    closed: watch::Receiver<bool>,
) {
    let request = tokio::select! {
        u = upgrade => u.ok(),
        _ = tcp.readable() => None,
        _ = tx.ready() => None,
    };
    let Some(up) = request else {
        return pump(tcp, rx, tx, closed).await;
    };
    let connector = tokio_rustls::TlsConnector::from(tls);
    let handshake = tokio::time::timeout(timeout, connector.connect(up.server_name, tcp)).await;
    match handshake {
        Ok(Ok(stream)) => {
            let _ = up.reply.send(Ok(()));
            pump(stream, rx, tx, closed).await
        }
        Ok(Err(e)) => {
            tracing::debug!(error = %e, "TLS handshake");
            let _ = up.reply.send(Err(tls_errno(&e)));
        }
        Err(_) => {
            let _ = up.reply.send(Err(Errno::Etimedout));
        }
    }
}
