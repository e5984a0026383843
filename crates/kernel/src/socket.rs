//! Sockets as kernel fds: the [`SocketFile`] trait an fd's [`FileKind::Socket`] object implements.
//!
//! The kernel knows only what every fd operation needs (read, write, readiness, watchers); the
//! WASI host implements the trait over its network module (host connections, VM-loopback
//! listeners) and reaches its own type back through [`SocketFile::into_any`]. Blocking reads and
//! writes follow the pipe rules: `EAGAIN` when non-blocking, `EINTR` when the process is
//! signalled, sleeping on a condvar that the signal wakes (nothing polls).
//!
//! [`FileKind::Socket`]: crate::fd_table::FileKind::Socket

use std::any::Any;
use std::sync::Arc;

use crate::errno::KResult;
use crate::interrupt::{Interrupt, Wake};
use crate::pipe::Readiness;

/// A stream socket behind an fd.
pub trait SocketFile: Send + Sync {
    /// Reads up to `buf.len()` bytes; 0 = the peer closed (or the read side was shut down).
    /// `ENOTCONN` when not connected, `EAGAIN` when `nonblock` and nothing is buffered.
    fn read(&self, buf: &mut [u8], nonblock: bool, intr: &dyn Interrupt) -> KResult<usize>;
    /// Like [`SocketFile::read`] without consuming the bytes (`MSG_PEEK`).
    fn peek(&self, buf: &mut [u8], nonblock: bool, intr: &dyn Interrupt) -> KResult<usize>;
    /// Writes `data` (blocking for buffer space unless `nonblock`). `EPIPE` after the peer closed
    /// or the write side was shut down; `ENOTCONN` when not connected.
    fn write(&self, data: &[u8], nonblock: bool, intr: &dyn Interrupt) -> KResult<usize>;
    /// `(readable, writable)` for `poll`: a listener is readable when a connection is pending.
    fn readiness(&self) -> (Readiness, Readiness);
    /// Makes every change of the socket's state also wake `w` until [`SocketFile::unwatch`].
    fn watch(&self, w: &Arc<dyn Wake>);
    /// Undoes [`SocketFile::watch`].
    fn unwatch(&self, w: &Arc<dyn Wake>);
    /// The implementing type, for the socket calls the kernel does not know
    /// (`Arc::downcast`).
    fn into_any(self: Arc<Self>) -> Arc<dyn Any + Send + Sync>;
}
