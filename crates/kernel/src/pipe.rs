//! Kernel pipes with bounded buffers.
//!
//! Semantics (`guest-abi.md` 7.4): a write never blocks while fewer than [`PIPE_CAPACITY`] bytes are
//! buffered; beyond that the writer waits for space. Writes of at most [`PIPE_BUF`] bytes are atomic.
//! Reads block until data arrives or every write end is closed (then 0 = EOF). A write with no
//! reader left fails with `EPIPE`. Blocked calls sleep on the pipe's condvar, which every change
//! and a signal to the blocked process notify ([`crate::interrupt`]); nothing polls.

use std::collections::VecDeque;
use std::sync::Arc;
use std::time::{Duration, Instant};

use parking_lot::{Condvar, Mutex, MutexGuard};

use crate::errno::{Errno, KResult};
pub use crate::interrupt::{Interrupt, NoInterrupt};
use crate::interrupt::{Wake, WakeOnSignal};

/// Bytes a pipe buffers before writers block (16 MiB).
pub const PIPE_CAPACITY: usize = 16 * 1024 * 1024;
/// Writes up to this many bytes are atomic.
pub const PIPE_BUF: usize = 4096;
/// How long a reader of an empty pipe yields the CPU before it sleeps. A writer that is producing
/// writes again within microseconds (guests line-buffer their stdout: `grep` writes every line),
/// and sleeping on every one of those writes costs two context switches per line.
pub const READ_SPIN: Duration = Duration::from_micros(50);

struct State {
    buf: VecDeque<u8>,
    readers: usize,
    writers: usize,
    /// Woken on every change, besides the condvar's own waiters (`poll_oneoff`).
    watchers: Vec<Arc<dyn Wake>>,
}

/// A pipe shared by its read and write ends.
pub struct Pipe {
    state: Mutex<State>,
    cond: Condvar,
    capacity: usize,
}

/// Readiness of one end, for `poll_oneoff`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Readiness {
    /// Bytes readable now (read end) or writable without blocking (write end).
    pub nbytes: u64,
    /// The other side is fully closed.
    pub hangup: bool,
}

impl Pipe {
    /// A new pipe and its two ends.
    pub fn pair() -> (PipeReader, PipeWriter) {
        Self::with_capacity(PIPE_CAPACITY)
    }

    /// A new pipe buffering at most `capacity` bytes.
    pub fn with_capacity(capacity: usize) -> (PipeReader, PipeWriter) {
        let pipe = Arc::new(Pipe {
            state: Mutex::new(State {
                buf: VecDeque::new(),
                readers: 1,
                writers: 1,
                watchers: Vec::new(),
            }),
            cond: Condvar::new(),
            capacity,
        });
        (PipeReader { pipe: pipe.clone() }, PipeWriter { pipe })
    }
}

impl Pipe {
    /// Wakes everyone waiting for a change of `st` (called with the state locked).
    fn changed(&self, st: &State) {
        self.cond.notify_all();
        for w in &st.watchers {
            w.wake();
        }
    }

    fn watch(&self, w: &Arc<dyn Wake>) {
        self.state.lock().watchers.push(w.clone());
    }

    fn unwatch(&self, w: &Arc<dyn Wake>) {
        self.state
            .lock()
            .watchers
            .retain(|x| !std::ptr::addr_eq(Arc::as_ptr(x), Arc::as_ptr(w)));
    }
}

/// A signal to a process blocked on the pipe wakes every waiter; each re-checks its condition.
impl Wake for Pipe {
    fn wake(&self) {
        let _st = self.state.lock();
        self.cond.notify_all();
    }
}

/// The read end. Dropping it closes it.
pub struct PipeReader {
    pipe: Arc<Pipe>,
}

/// The write end. Dropping it closes it.
pub struct PipeWriter {
    pipe: Arc<Pipe>,
}

impl PipeReader {
    /// Reads up to `buf.len()` bytes. Blocks (unless `nonblock`, then `EAGAIN`) while empty and a
    /// writer is open; returns 0 at EOF; `EINTR` when `intr` fires while blocked.
    pub fn read(&self, buf: &mut [u8], nonblock: bool, intr: &dyn Interrupt) -> KResult<usize> {
        self.take(buf, nonblock, intr, true)
    }

    /// [`PipeReader::read`] that leaves the bytes in the pipe (a socket's `MSG_PEEK`).
    pub fn peek(&self, buf: &mut [u8], nonblock: bool, intr: &dyn Interrupt) -> KResult<usize> {
        self.take(buf, nonblock, intr, false)
    }

    fn take(
        &self,
        buf: &mut [u8],
        nonblock: bool,
        intr: &dyn Interrupt,
        consume: bool,
    ) -> KResult<usize> {
        let mut st = self.pipe.state.lock();
        let mut spinning_since: Option<Instant> = None;
        let mut on_signal: Option<WakeOnSignal> = None;
        loop {
            if !st.buf.is_empty() {
                let n = buf.len().min(st.buf.len());
                if !consume {
                    for (dst, src) in buf.iter_mut().zip(st.buf.iter()) {
                        *dst = *src;
                    }
                    return Ok(n);
                }
                for (dst, src) in buf.iter_mut().zip(st.buf.drain(..n)) {
                    *dst = src;
                }
                self.pipe.changed(&st);
                return Ok(n);
            }
            if st.writers == 0 || buf.is_empty() {
                return Ok(0);
            }
            if nonblock {
                return Err(Errno::Eagain);
            }
            if intr.interrupted() {
                return Err(Errno::Eintr);
            }
            if spinning_since.get_or_insert_with(Instant::now).elapsed() < READ_SPIN {
                MutexGuard::unlocked(&mut st, std::thread::yield_now);
                continue;
            }
            if on_signal.is_none() {
                // Registered under the pipe lock, then the checks above run again.
                on_signal = Some(WakeOnSignal::new(intr, self.pipe.clone()));
                continue;
            }
            crate::interrupt::blocking(|| self.pipe.cond.wait(&mut st));
        }
    }

    /// Readiness for `poll_oneoff`.
    pub fn readiness(&self) -> Readiness {
        let st = self.pipe.state.lock();
        Readiness {
            nbytes: st.buf.len() as u64,
            hangup: st.writers == 0,
        }
    }

    /// Makes every change of the pipe (data, space, a closed end) also wake `w` until
    /// [`PipeReader::unwatch`] (`poll_oneoff`).
    pub fn watch(&self, w: &Arc<dyn Wake>) {
        self.pipe.watch(w);
    }

    /// Undoes [`PipeReader::watch`].
    pub fn unwatch(&self, w: &Arc<dyn Wake>) {
        self.pipe.unwatch(w);
    }
}

impl PipeWriter {
    /// Writes all of `data` (blocking for space beyond the capacity unless `nonblock`).
    /// `EPIPE` when no reader is left; `EAGAIN` when `nonblock` and full; `EINTR` when `intr`
    /// fires while blocked (bytes already written are reported instead when there are some).
    pub fn write(&self, data: &[u8], nonblock: bool, intr: &dyn Interrupt) -> KResult<usize> {
        let mut st = self.pipe.state.lock();
        let mut written = 0;
        let mut on_signal: Option<WakeOnSignal> = None;
        loop {
            if st.readers == 0 {
                return if written > 0 {
                    Ok(written)
                } else {
                    Err(Errno::Epipe)
                };
            }
            let free = self.pipe.capacity.saturating_sub(st.buf.len());
            let remaining = &data[written..];
            let atomic_ok =
                remaining.len() > PIPE_BUF.min(self.pipe.capacity) || free >= remaining.len();
            if free > 0 && atomic_ok {
                let n = free.min(remaining.len());
                st.buf.extend(&remaining[..n]);
                written += n;
                self.pipe.changed(&st);
                if written == data.len() {
                    return Ok(written);
                }
            }
            if nonblock {
                return if written > 0 {
                    Ok(written)
                } else {
                    Err(Errno::Eagain)
                };
            }
            if intr.interrupted() {
                return if written > 0 {
                    Ok(written)
                } else {
                    Err(Errno::Eintr)
                };
            }
            if on_signal.is_none() {
                on_signal = Some(WakeOnSignal::new(intr, self.pipe.clone()));
                continue;
            }
            crate::interrupt::blocking(|| self.pipe.cond.wait(&mut st));
        }
    }

    /// Readiness for `poll_oneoff`: free space, and whether every reader is gone.
    pub fn readiness(&self) -> Readiness {
        let st = self.pipe.state.lock();
        Readiness {
            nbytes: self.pipe.capacity.saturating_sub(st.buf.len()) as u64,
            hangup: st.readers == 0,
        }
    }

    /// Makes every change of the pipe also wake `w` until [`PipeWriter::unwatch`].
    pub fn watch(&self, w: &Arc<dyn Wake>) {
        self.pipe.watch(w);
    }

    /// Undoes [`PipeWriter::watch`].
    pub fn unwatch(&self, w: &Arc<dyn Wake>) {
        self.pipe.unwatch(w);
    }
}

impl Drop for PipeReader {
    fn drop(&mut self) {
        let mut st = self.pipe.state.lock();
        st.readers -= 1;
        if st.readers == 0 {
            // Nobody will read what is buffered: free it now.
            st.buf = VecDeque::new();
        }
        self.pipe.changed(&st);
    }
}

impl Drop for PipeWriter {
    fn drop(&mut self) {
        let mut st = self.pipe.state.lock();
        st.writers -= 1;
        self.pipe.changed(&st);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::thread;

    #[test]
    fn eof_after_writer_closes() {
        let (r, w) = Pipe::pair();
        w.write(b"abc", false, &NoInterrupt).unwrap();
        drop(w);
        let mut buf = [0u8; 8];
        assert_eq!(r.read(&mut buf, false, &NoInterrupt).unwrap(), 3);
        assert_eq!(r.read(&mut buf, false, &NoInterrupt).unwrap(), 0);
    }

    #[test]
    fn epipe_without_reader() {
        let (r, w) = Pipe::pair();
        drop(r);
        assert_eq!(w.write(b"x", false, &NoInterrupt), Err(Errno::Epipe));
    }

    #[test]
    fn blocked_writer_resumes_when_reader_drains() {
        let (r, w) = Pipe::with_capacity(8);
        let t = thread::spawn(move || w.write(&[7u8; 20], false, &NoInterrupt).unwrap());
        let mut got = 0;
        let mut buf = [0u8; 4];
        while got < 20 {
            got += r.read(&mut buf, false, &NoInterrupt).unwrap();
        }
        assert_eq!(t.join().unwrap(), 20);
    }

    #[test]
    fn interrupt_wakes_a_blocked_reader() {
        struct Always;
        impl Interrupt for Always {
            fn interrupted(&self) -> bool {
                true
            }
        }
        let (r, _w) = Pipe::pair();
        let mut buf = [0u8; 1];
        assert_eq!(r.read(&mut buf, false, &Always), Err(Errno::Eintr));
        assert_eq!(r.read(&mut buf, true, &NoInterrupt), Err(Errno::Eagain));
    }
}
